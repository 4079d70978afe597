import Motion
import TransitionsBackend
import UIKit

/// A zoom's source as a real `UIView` (``TransitionsBackend/SourceViewTwin``): measured in its
/// window, hidden and shown. The facts only; where it goes and when is decided by the backend.
extension UIKitToolkit: SourceViewToolkit {
  func placement(of view: UIView) -> WindowPlacement? {
    guard let window = view.window else { return nil }
    var alpha = Double(view.alpha)
    var hiddenAbove = false
    var ancestor = view.superview
    while let current = ancestor {
      alpha *= Double(current.alpha)
      hiddenAbove = hiddenAbove || current.isHidden
      ancestor = current.superview
    }
    return WindowPlacement(
      window: ObjectIdentifier(window), frame: Rect(view.convert(view.bounds, to: nil)),
      boundsSize: Size(view.bounds.size), cornerRadius: Double(view.layer.cornerRadius),
      isHidden: view.isHidden, isInHiddenSuperview: hiddenAbove, alpha: alpha)
  }

  func setHidden(_ hidden: Bool, _ view: UIView) {
    view.isHidden = hidden
  }
}
