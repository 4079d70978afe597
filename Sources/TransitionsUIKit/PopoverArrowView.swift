import Motion
import QuartzCore
import TransitionsBackend
import UIKit

/// The popover's arrow (role `arrow`): the engine's rectangle, masked to the triangle the
/// backend decides (``TransitionsBackend/PopoverArrowTriangle``: the tip on the source's side),
/// by a `CAShapeLayer` as its layer's mask (Apple, `CALayer.mask`: "An optional layer whose
/// alpha channel is used to mask the layer's content"; the mask's size and position are ours to
/// set, so it is given the view's bounds). The background colour the engine sets fills it.
@MainActor
final class PopoverArrowView: UIView {
  private let shape = CAShapeLayer()
  /// The triangle the mask shows now; `nil`: none yet (the view shows nothing).
  private(set) var triangle: PopoverArrowTriangle?

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.mask = shape
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.mask = shape
  }

  /// Masks the view to `triangle`, when it differs from the one shown (the engine chose
  /// another side, or the arrow's size changed); `nil` changes nothing.
  func show(_ triangle: PopoverArrowTriangle?) {
    guard let triangle, triangle != self.triangle else { return }
    self.triangle = triangle
    let path = CGMutablePath()
    path.addLines(between: triangle.points.map { CGPoint(x: $0.x, y: $0.y) })
    path.closeSubpath()
    shape.frame = CGRect(
      x: 0, y: 0, width: triangle.size.width, height: triangle.size.height)
    shape.path = path
  }
}
