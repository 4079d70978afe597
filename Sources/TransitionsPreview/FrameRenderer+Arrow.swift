public import Motion
import Transitions
import TransitionsBackend
public import TransitionsPlayback

extension FrameRenderer {
  /// The triangle a popover's arrow view (role `arrow`) is drawn as, in screen points: the
  /// frame's `arrow` says the side it points from, and `TransitionsBackend.PopoverArrowTriangle`
  /// (the decision UIKit's backend draws by too) puts the tip on the source's side of the view's
  /// rectangle and the base on the content's. `nil` for any other view, and when the frame has
  /// no `arrow` (no popover shows).
  public static func arrowTriangle(
    of view: Timeline.ViewState, in frame: Timeline.Frame
  ) -> [Point]? {
    guard view.role == .arrow, let side = frame.arrow,
      let direction = PopoverArrowDirection(rawValue: side)
    else { return nil }
    let box = drawnRect(of: view)
    return PopoverArrowTriangle(direction: direction, size: box.size).points.map {
      Point(x: box.minX + $0.x, y: box.minY + $0.y)
    }
  }

  /// A popover's arrow as an SVG `<polygon>` of ``arrowTriangle(of:in:)``'s three points (tip
  /// first), filled as the popover's content (`presented`) is drawn, at the arrow's own alpha
  /// (they fade together).
  func polygon(_ points: [Point], for view: Timeline.ViewState, in frame: Timeline.Frame)
    -> String
  {
    let fill = palette.color(of: frame.view(.presented) ?? view)
    let alpha = min(max(view.alpha, 0), 1)
    let listed = points.map { "\($0.x.svg),\($0.y.svg)" }.joined(separator: " ")
    var out = "<polygon data-role=\"\(escapeXML(view.role.rawValue))\" points=\"\(listed)\" "
    out += "fill=\"\(hexColor(fill))\""
    if alpha < 1 { out += " opacity=\"\(PreviewNumber.format(alpha, places: 3))\"" }
    return out + "/>\n"
  }
}
