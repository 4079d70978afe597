import UIKit

/// The bottom of UIKit's transition container: where the engine's scene finds the presenter
/// under a touch (``TransitionsBackend/PresentationContent/passesTouchThrough(at:)``: outside
/// the presented view, above an undimmed detent), the touch goes to the presenter's views, as
/// if the container were not there; everywhere else the container keeps it (its forwarding
/// recogniser sees it). UIKit's container is UIKit's own view, so this view, filling it behind
/// everything the engine places there, is where the hit test can be answered. FloatingPanel's
/// `PassthroughView` forwards to the presenting view the same way.
@MainActor
final class PassThroughView: UIView {
  /// Whether a touch at a point of this view (the container's coordinates) passes through.
  var passesThrough: @MainActor (CGPoint) -> Bool = { _ in false }
  /// The views that get a touch that passes through (the presenter's).
  weak var target: UIView?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let target, passesThrough(point) else { return super.hitTest(point, with: event) }
    return target.hitTest(convert(point, to: target), with: event)
  }
}
