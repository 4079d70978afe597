public import Motion
import Transitions
public import TransitionsPlayback

/// Draws one frame of a timeline as a standalone SVG document.
///
/// Each visible view is a rounded rectangle in back-to-front order, with its colour, alpha and
/// on-screen corner radius (the timeline's radius is before the view's transform, so it is
/// multiplied by the view's scale; the frame is already scaled); a popover's arrow is a
/// triangle pointing at its source (``arrowTriangle(of:in:)``). Views with
/// `isVisible == false` are not drawn. A view with scrolling content shows its rows
/// (``ContentRows``). While a finger is down it is a dot, with a short trail through its recent
/// positions. The output is deterministic text: positions to 0.01 pt, alpha to 0.001, the
/// frame's time (`data-time`) to 0.0001 s.
///
/// ```swift
/// let svg = FrameRenderer().svg(of: timeline, frameAt: 30)
/// ```
public struct FrameRenderer: Sendable {
  /// The colours of the screen, the finger, and views the timeline has no colour for.
  public var palette: Palette
  /// How far back the finger's trail reaches, in seconds.
  public var trailDuration: Double
  /// The finger dot's radius, in points.
  public var fingerRadius: Double
  /// Whether each view is labelled with its role (except `dimming`, and views under 60 × 30 pt
  /// or fully transparent).
  public var labelsRoles: Bool

  public init(
    palette: Palette = Palette(), trailDuration: Double = 0.15, fingerRadius: Double = 16,
    labelsRoles: Bool = true
  ) {
    self.palette = palette
    self.trailDuration = trailDuration
    self.fingerRadius = fingerRadius
    self.labelsRoles = labelsRoles
  }

  /// The frame at `index` (clamped to the timeline's frames) as SVG, with the finger's trail
  /// taken from the frames before it. An empty timeline gives an empty screen.
  public func svg(of timeline: Timeline, frameAt index: Int) -> String {
    guard !timeline.frames.isEmpty else {
      return svg(of: Timeline.Frame(time: 0, phase: .idle), screen: timeline.screen)
    }
    let index = min(max(index, 0), timeline.frames.count - 1)
    return svg(
      of: timeline.frames[index], screen: timeline.frames[index].screen ?? timeline.screen,
      trail: trail(in: timeline.frames, endingAt: index))
  }

  /// The last frame at or before `time` (the first frame for earlier times).
  public func svg(of timeline: Timeline, at time: Double) -> String {
    svg(of: timeline, frameAt: Self.frameIndex(in: timeline, at: time))
  }

  /// The index of the last frame whose time is at or before `time` (within 1e-9 s), or 0.
  public static func frameIndex(in timeline: Timeline, at time: Double) -> Int {
    var low = 0
    var high = timeline.frames.count - 1
    guard high >= 0, time.isFinite else { return 0 }
    while low < high {
      let middle = (low + high + 1) / 2
      if timeline.frames[middle].time <= time + 1e-9 { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The finger's positions over the last ``trailDuration`` seconds up to frame `index`, oldest
  /// first, while it stayed down; empty when the finger is up at `index`.
  public func trail(in frames: [Timeline.Frame], endingAt index: Int) -> [Point] {
    guard frames.indices.contains(index), frames[index].touch != nil else { return [] }
    let now = frames[index].time
    var points: [Point] = []
    var cursor = index
    while cursor >= 0, let touch = frames[cursor].touch,
      now - frames[cursor].time <= trailDuration + 1e-9
    {
      points.append(touch)
      cursor -= 1
    }
    return points.reversed()
  }

  /// One frame as SVG on a screen of `screen` points, with the finger's `trail` (oldest first;
  /// the finger itself is `frame.touch`).
  public func svg(of frame: Timeline.Frame, screen: Size, trail: [Point] = []) -> String {
    let width = screen.width.svg
    let height = screen.height.svg
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" \
      width="\(width)" height="\(height)" data-time="\(PreviewNumber.format(frame.time, places: 4))">

      """
    out += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
    out += "fill=\"\(hexColor(palette.screen))\"/>\n"
    var labels: [Point] = []
    for view in frame.views where view.isVisible {
      if let triangle = Self.arrowTriangle(of: view, in: frame) {
        out += polygon(triangle, for: view, in: frame)
      } else {
        out += rect(for: view, labels: &labels)
      }
    }
    if let touch = frame.touch {
      out += finger(at: touch, trail: trail)
    }
    out += "</svg>\n"
    return out
  }

  /// Where a view's role label goes: 14 pt in and 34 pt down from its top-left corner, moved
  /// 30 pt down for each label still showing in the frame that it would cover (two views in one
  /// place, as in a Reduce Motion cross-fade, show both names, one under the other), as long as
  /// it stays inside its view: a label moved below its view's bottom (a 64 pt toast banner at
  /// the top, under the presenter's label) stays at the top of its view instead, over the other.
  /// An opaque view hides the labels under it, so they are no longer `placed`.
  public static func labelPosition(of frame: Rect, avoiding placed: [Point]) -> Point {
    let top = Point(x: frame.minX + 14, y: frame.minY + 34)
    var point = top
    while placed.contains(where: { abs($0.x - point.x) < 160 && abs($0.y - point.y) < 28 }) {
      point.y += 30
    }
    // The baseline and the descenders (6 pt at 24 pt) inside the view.
    return point.y + labelDescent <= frame.maxY ? point : top
  }

  /// How far a label's letters go below its baseline, in points (24 pt text).
  public static let labelDescent = 6.0

  /// The rectangle drawn for `view`: its frame, or for a turned view (`rotation` not 0, its
  /// bounds known) its own rectangle before the turn, centred on its bounding box.
  static func drawnRect(of view: Timeline.ViewState) -> Rect {
    let frame = view.frame.standardized
    guard view.rotation != 0, let size = view.boundsSize else { return frame }
    let scale = abs(view.scale)
    return Rect(
      center: Point(x: frame.midX, y: frame.midY),
      size: Size(width: size.width * scale, height: size.height * scale))
  }

  func rect(for view: Timeline.ViewState, labels: inout [Point]) -> String {
    let frame = Self.drawnRect(of: view)
    let radius = max(0, min(view.cornerRadius * abs(view.scale), frame.width / 2, frame.height / 2))
    var out = "<rect data-role=\"\(escapeXML(view.role.rawValue))\" x=\"\(frame.minX.svg)\" "
    out += "y=\"\(frame.minY.svg)\" width=\"\(frame.width.svg)\" height=\"\(frame.height.svg)\" "
    if radius > 0 { out += "rx=\"\(radius.svg)\" " }
    if view.rotation != 0 {
      let degrees = view.rotation * 180 / Double.pi
      out += "transform=\"rotate(\(degrees.svg) \(frame.midX.svg) \(frame.midY.svg))\" "
    }
    out += "fill=\"\(hexColor(palette.color(of: view)))\""
    let alpha = min(max(view.alpha, 0), 1)
    if alpha >= 1 {
      labels.removeAll {
        $0.x >= frame.minX && $0.x <= frame.maxX && $0.y >= frame.minY && $0.y <= frame.maxY
      }
    }
    if alpha < 1 { out += " opacity=\"\(PreviewNumber.format(alpha, places: 3))\"" }
    out += "/>\n"
    if let offset = view.contentOffset {
      for row in ContentRows.rows(in: frame, scale: view.scale, offset: offset) {
        out += "<rect class=\"content-row\" data-row=\"\(row.index)\" "
        out += "x=\"\(row.rect.minX.svg)\" y=\"\(row.rect.minY.svg)\" "
        out += "width=\"\(row.rect.width.svg)\" height=\"\(row.rect.height.svg)\" "
        out += "fill=\"\(hexColor(palette.color(ofContentRow: row.index)))\""
        if alpha < 1 { out += " opacity=\"\(PreviewNumber.format(alpha, places: 3))\"" }
        out += "/>\n"
      }
    }
    if labelsRoles, view.role != .dimming, alpha > 0, frame.width >= 60, frame.height >= 30 {
      let at = Self.labelPosition(of: frame, avoiding: labels)
      labels.append(at)
      out += "<text x=\"\(at.x.svg)\" y=\"\(at.y.svg)\" font-size=\"24\" "
      out += "font-family=\"system-ui, sans-serif\" fill=\"#000\" fill-opacity=\"0.55\""
      if alpha < 1 { out += " opacity=\"\(PreviewNumber.format(alpha, places: 3))\"" }
      out += ">\(escapeXML(view.role.rawValue))</text>\n"
    }
    return out
  }

  func finger(at touch: Point, trail: [Point]) -> String {
    let color = hexColor(palette.finger)
    var out = ""
    if trail.count >= 2 {
      let points = trail.map { "\($0.x.svg),\($0.y.svg)" }.joined(separator: " ")
      out += "<polyline class=\"trail\" points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" "
      out += "stroke-opacity=\"0.45\" stroke-width=\"\((fingerRadius * 0.75).svg)\" "
      out += "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    }
    out += "<circle class=\"finger\" cx=\"\(touch.x.svg)\" cy=\"\(touch.y.svg)\" "
    out += "r=\"\(fingerRadius.svg)\" fill=\"\(color)\" fill-opacity=\"0.8\" stroke=\"#fff\" "
    out += "stroke-width=\"2\"/>\n"
    return out
  }
}
