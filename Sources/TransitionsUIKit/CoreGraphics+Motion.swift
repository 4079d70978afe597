import Motion
import UIKit

// The engine's geometry from Core Graphics'.

extension Size {
  init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

extension Rect {
  init(_ rect: CGRect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}
