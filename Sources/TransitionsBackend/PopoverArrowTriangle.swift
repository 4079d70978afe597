public import Motion
public import Transitions

/// The triangle a backend draws in a popover's `arrow` view (role `arrow`): its base along the
/// content's side of the view's bounds, its tip on the source's side, pointing at the source
/// (``direction``, `PopoverTransition/arrowDirection`). The engine lays the arrow out as a
/// rectangle (`PopoverLayout/arrow`); which corners make the triangle is decided here, once for
/// every backend.
///
/// ```swift
/// if let triangle = scene.content.popoverArrowTriangle {
///   path.addLines(between: triangle.points.map(CGPoint.init))
/// }
/// ```
public struct PopoverArrowTriangle: Hashable, Sendable {
  /// The side the arrow points from (up: the tip at the top, the source above).
  public var direction: PopoverArrowDirection
  /// The arrow view's size, in points.
  public var size: Size

  public init(direction: PopoverArrowDirection, size: Size) {
    self.direction = direction
    self.size = size
  }

  /// The tip, then the two ends of the base, in the arrow view's bounds (origin at its top
  /// left corner).
  public var points: [Point] {
    let w = size.width
    let h = size.height
    switch direction {
    case .up: return [Point(x: w / 2, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
    case .down: return [Point(x: w / 2, y: h), Point(x: 0, y: 0), Point(x: w, y: 0)]
    case .left: return [Point(x: 0, y: h / 2), Point(x: w, y: 0), Point(x: w, y: h)]
    case .right: return [Point(x: w, y: h / 2), Point(x: 0, y: h), Point(x: 0, y: 0)]
    }
  }
}

extension PresentationContent {
  /// The triangle the popover's arrow view shows now: from the popover's layout (its
  /// direction and the arrow's size), which changes when the popover is laid out again (a
  /// resize); `nil` when the transition is no popover, before it is laid out, and when it is
  /// the adapted sheet.
  public var popoverArrowTriangle: PopoverArrowTriangle? {
    guard let popover = manager.transition as? PopoverTransition, let layout = popover.layout
    else { return nil }
    return PopoverArrowTriangle(direction: layout.direction, size: layout.arrow.size)
  }
}
