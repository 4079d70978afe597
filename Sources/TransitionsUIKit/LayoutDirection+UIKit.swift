import Stage
import UIKit

extension Stage.LayoutDirection {
  /// UIKit's layout direction in the engine's terms
  /// (https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection):
  /// `rightToLeft` stays right to left, everything else is left to right.
  init(_ direction: UIUserInterfaceLayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
