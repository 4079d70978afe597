import Motion
import Transitions
public import TransitionsPlayback

/// A timeline as compact JSON for the page's player: what the SVG frame renderer draws, with
/// positions to 0.1 pt and alpha to 0.001.
///
/// ```
/// {"w":390,"h":844,"fps":60,"screen":"#1c1c1e","finger":"#ff9f0a",
///  "roles":["presenting","presented"],"colors":["#d8dee9","#0a84ff"],
///  "rowColors":["#d1d1d6","#e5e5ea"],
///  "frames":[[t, progress|null, [x,y]|null, [[role, x, y, width, height, alpha, radius], …]], …]}
/// ```
/// `role` is an index into `roles` (and `colors`, each role's colour from the timeline or the
/// palette); `[x,y]` is the finger while it is down. Times and progress are to 0.0001. Only
/// visible views are listed, back to front; `radius` is on screen (times the scale). A view
/// with scrolling content has an eighth element, its visible rows (``ContentRows``) as
/// `[[x, y, width, height, colour index in rowColors], …]` (or `null`); a turned view (its
/// `rotation` not 0) has a ninth, its rotation in degrees, clockwise, about its centre, and its
/// `x, y, width, height` are then its own rectangle before the turn, not its bounding box. A
/// popover's arrow has a tenth, `[x1, y1, x2, y2, x3, y3]`, the triangle the player draws
/// instead of its rectangle (``FrameRenderer/arrowTriangle(of:in:)``), filled as the frame's
/// `presented` view. Written with the package's one JSON writer, its strings escaped for an
/// HTML `<script>` element.
public enum FrameData {
  /// The frame data of `timeline`, views coloured by `palette` where the timeline has no colour.
  public static func json(of timeline: Timeline, palette: Palette = Palette()) -> String {
    var roles: [String] = []
    var colors: [String] = []
    var index: [String: Int] = [:]
    var frames: [JSONOutput] = []
    frames.reserveCapacity(timeline.frames.count)
    /// A number rounded to `places` decimals, written as ``PreviewNumber`` prints it.
    func number(_ value: Double, _ places: Int = 1) -> JSONOutput {
      .literal(PreviewNumber.format(value, places: places))
    }
    func whole(_ value: Int) -> JSONOutput { .literal(String(value)) }
    for frame in timeline.frames {
      var views: [JSONOutput] = []
      for view in frame.views where view.isVisible {
        let role: Int
        if let known = index[view.role.rawValue] {
          role = known
        } else {
          role = roles.count
          index[view.role.rawValue] = role
          roles.append(view.role.rawValue)
          colors.append(hexColor(palette.color(of: view)))
        }
        let rect = FrameRenderer.drawnRect(of: view)
        let radius = max(
          0, min(view.cornerRadius * abs(view.scale), rect.width / 2, rect.height / 2))
        let alpha = min(max(view.alpha, 0), 1)
        var fields: [JSONOutput] = [
          whole(role), number(rect.minX), number(rect.minY), number(rect.width),
          number(rect.height), number(alpha, 3), number(radius),
        ]
        if let offset = view.contentOffset {
          let rows = ContentRows.rows(
            in: view.frame.standardized, scale: view.scale, offset: offset)
          fields.append(
            .array(
              rows.map { row in
                .array([
                  number(row.rect.minX), number(row.rect.minY), number(row.rect.width),
                  number(row.rect.height), whole(palette.contentRowColorIndex(row.index)),
                ])
              }))
        }
        if view.rotation != 0 {
          // A turned view: its own rectangle, turned about its centre by this many degrees.
          if fields.count == 7 { fields.append(.null) }
          fields.append(number(view.rotation * 180 / Double.pi, 2))
        }
        if let triangle = FrameRenderer.arrowTriangle(of: view, in: frame) {
          // A popover's arrow: the triangle the SVG renderer draws, tip first.
          while fields.count < 9 { fields.append(.null) }
          fields.append(.array(triangle.flatMap { [number($0.x), number($0.y)] }))
        }
        views.append(.array(fields))
      }
      frames.append(
        .array([
          number(frame.time, 4), frame.progress.map { number($0, 4) } ?? .null,
          frame.touch.map { .array([number($0.x), number($0.y)]) } ?? .null, .array(views),
        ]))
    }
    func strings(_ values: [String]) -> JSONOutput { .array(values.map { .string($0) }) }
    return JSONOutput.object([
      ("w", number(timeline.largestScreen.width)), ("h", number(timeline.largestScreen.height)),
      ("fps", number(timeline.frameRate, 6)),
      ("screen", .string(hexColor(palette.screen))), ("finger", .string(hexColor(palette.finger))),
      ("roles", strings(roles)), ("colors", strings(colors)),
      ("rowColors", strings(palette.contentRowColors.map(hexColor))),
      // One frame a line, so the page's source stays readable.
      ("frames", .lines(frames)),
    ]).text(for: .htmlScript)
  }
}
