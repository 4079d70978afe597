import Motion
import QuartzCore
import Stage
import TransitionsBackend
import UIKit

extension UIView {
  /// Sets the `changes` of `values` on this view, and nothing else. Call it inside
  /// ``withoutImplicitAnimation(_:)``: the engine owns the motion.
  ///
  /// There is no `frame`: UIKit leaves it undefined while the transform is not the identity, so
  /// the view is placed by its `bounds` and `center`, as the engine stores it.
  func apply(_ values: ViewValues, _ changes: ViewChanges) {
    if changes.contains(.bounds) { bounds = CGRect(values.bounds) }
    if changes.contains(.center) { center = CGPoint(x: values.center.x, y: values.center.y) }
    if changes.contains(.transform) { transform3D = CATransform3D(values.transform) }
    if changes.contains(.alpha) { alpha = CGFloat(values.alpha) }
    if changes.contains(.cornerRadius) { layer.cornerRadius = CGFloat(values.cornerRadius) }
    if changes.contains(.backgroundColor) { backgroundColor = values.backgroundColor?.uiColor }
    if changes.contains(.isHidden) { isHidden = values.isHidden }
    if changes.contains(.clipsToBounds) { clipsToBounds = values.clipsToBounds }
  }
}

/// Runs `body` in a Core Animation transaction with actions disabled (no implicit layer
/// animation) and outside any UIKit animation block it may be called from (a size change's
/// coordinator, say): one frame of the engine's values, shown as they are.
@MainActor
func withoutImplicitAnimation(_ body: () -> Void) {
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  UIView.performWithoutAnimation(body)
  CATransaction.commit()
}

extension CATransform3D {
  /// The engine's matrix, entry for entry.
  init(_ m: Matrix3D) {
    self.init(
      m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23,
      m24: m.m24, m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42,
      m43: m.m43, m44: m.m44)
  }
}

extension CGRect {
  init(_ rect: Rect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}

extension Color {
  /// This colour as UIKit's (sRGB components).
  var uiColor: UIColor {
    UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
