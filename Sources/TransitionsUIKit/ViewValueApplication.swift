import QuartzCore
import UIKit

/// What one real view shows in one frame, in plain values: the engine decides them, this file
/// only sets them.
///
/// There is no `frame`: UIKit leaves `frame` undefined while a view's transform is not the
/// identity, so a view is placed by its `bounds` and `center`, as the engine stores it.
struct ViewValues {
  /// The view's own coordinate space (a scroll view's content offset and its size), in points.
  var bounds: CGRect
  /// The view's centre in its superview's coordinates, in points.
  var center: CGPoint
  /// The transform about the centre, with its perspective and z scale.
  var transform: CATransform3D
  /// Opacity, 0 (transparent) to 1 (opaque).
  var alpha: CGFloat
  /// The layer's corner radius, in points, 0 or more.
  var cornerRadius: CGFloat
  /// The fill colour, or `nil` for none.
  var backgroundColor: Color?
  /// Whether the view is hidden.
  var isHidden: Bool
  /// Whether subviews are clipped to the bounds (and, with a corner radius, to the rounded shape).
  var clipsToBounds: Bool

  /// A colour in extended sRGB: each component 0…1 within sRGB (beyond it for wider colours).
  struct Color {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat

    /// This colour as UIKit's.
    func makeUIColor() -> UIColor {
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  /// Which of the values to set.
  struct Properties: OptionSet {
    let rawValue: Int

    static let bounds = Properties(rawValue: 1 << 0)
    static let center = Properties(rawValue: 1 << 1)
    static let transform = Properties(rawValue: 1 << 2)
    static let alpha = Properties(rawValue: 1 << 3)
    static let cornerRadius = Properties(rawValue: 1 << 4)
    static let backgroundColor = Properties(rawValue: 1 << 5)
    static let isHidden = Properties(rawValue: 1 << 6)
    static let clipsToBounds = Properties(rawValue: 1 << 7)
    static let all: Properties = [
      .bounds, .center, .transform, .alpha, .cornerRadius, .backgroundColor, .isHidden,
      .clipsToBounds,
    ]
  }
}

extension UIView {
  /// Sets `properties` of `values` on this view at once, without any animation: inside a Core
  /// Animation transaction with actions disabled (no implicit layer animation) and outside any
  /// UIKit animation block the call may be inside (a size change's coordinator, say), because
  /// the engine owns the motion.
  func apply(_ values: ViewValues, _ properties: ViewValues.Properties = .all) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    UIView.performWithoutAnimation {
      if properties.contains(.bounds) { bounds = values.bounds }
      if properties.contains(.center) { center = values.center }
      if properties.contains(.transform) { transform3D = values.transform }
      if properties.contains(.alpha) { alpha = values.alpha }
      if properties.contains(.cornerRadius) { layer.cornerRadius = values.cornerRadius }
      if properties.contains(.backgroundColor) {
        backgroundColor = values.backgroundColor?.makeUIColor()
      }
      if properties.contains(.isHidden) { isHidden = values.isHidden }
      if properties.contains(.clipsToBounds) { clipsToBounds = values.clipsToBounds }
    }
    CATransaction.commit()
  }
}
