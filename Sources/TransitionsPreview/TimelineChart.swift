import Motion
public import Transitions
public import TransitionsPlayback

/// Draws a timeline as a chart (SVG): progress against time, the moving view's position on a
/// second axis (screen orientation: smaller coordinates at the top), and marks for touch down,
/// release (decision and velocity), contacts, haptics, refused actions and the end of each
/// transition.
///
/// Every element has a class (`progress`, `position`, `mark down`, `mark release`, …) so a page
/// can restyle it; the inline colours suit a light background. Deterministic text.
public struct TimelineChart: Sendable {
  /// The chart's width in CSS pixels.
  public var width: Double
  /// The chart's height in CSS pixels.
  public var height: Double

  public init(width: Double = 640, height: Double = 240) {
    self.width = width
    self.height = height
  }

  /// The plot area: left, top, right, bottom.
  var plot: (left: Double, top: Double, right: Double, bottom: Double) {
    (44, 44, width - 56, height - 42)
  }

  /// The view whose position the chart follows: `presented` when it moves, otherwise the view
  /// that travels furthest; with the axis (x or y) it moves along most. `nil` when nothing moves.
  public static func movingView(in timeline: Timeline) -> (role: ViewRole, axis: Axis)? {
    var ranges: [ViewRole: (minX: Double, maxX: Double, minY: Double, maxY: Double)] = [:]
    var order: [ViewRole] = []
    for frame in timeline.frames {
      for view in frame.views where view.isVisible {
        let x = view.frame.minX
        let y = view.frame.minY
        if let range = ranges[view.role] {
          ranges[view.role] = (
            min(range.minX, x), max(range.maxX, x), min(range.minY, y), max(range.maxY, y)
          )
        } else {
          ranges[view.role] = (x, x, y, y)
          order.append(view.role)
        }
      }
    }
    func travel(_ role: ViewRole) -> (Double, Axis) {
      guard let range = ranges[role] else { return (0, .y) }
      let dx = range.maxX - range.minX
      let dy = range.maxY - range.minY
      return dy >= dx ? (dy, .y) : (dx, .x)
    }
    if travel(.presented).0 >= 1 { return (.presented, travel(.presented).1) }
    var best: (role: ViewRole, travel: Double, axis: Axis)?
    for role in order where role != .dimming {
      let (distance, axis) = travel(role)
      if distance >= 1, distance > (best?.travel ?? 0) { best = (role, distance, axis) }
    }
    return best.map { ($0.role, $0.axis) }
  }

  /// A position axis.
  public enum Axis: String, Sendable, Hashable {
    case x
    case y
  }

  /// The chart of `timeline` as a standalone SVG document.
  public func svg(of timeline: Timeline) -> String {
    let area = plot
    let duration = max(timeline.frames.last?.time ?? 0, 0.1)
    func x(_ time: Double) -> Double {
      area.left + (area.right - area.left) * min(max(time / duration, 0), 1)
    }
    let progresses = timeline.frames.compactMap(\.progress).filter(\.isFinite)
    let low = min(0, progresses.min() ?? 0)
    let high = max(1, progresses.max() ?? 1)
    func y(progress: Double) -> Double {
      area.bottom - (area.bottom - area.top) * (progress - low) / (high - low)
    }

    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 \(width.svg) \(height.svg)" \
      width="\(width.svg)" height="\(height.svg)" font-family="system-ui, sans-serif" font-size="11">

      """
    out += "<rect class=\"plot\" x=\"\(area.left.svg)\" y=\"\(area.top.svg)\" "
    out += "width=\"\((area.right - area.left).svg)\" height=\"\((area.bottom - area.top).svg)\" "
    out += "fill=\"none\" stroke=\"#c7c7cc\"/>\n"

    // Progress grid and labels.
    for value in [0, 0.5, 1.0] {
      let gy = y(progress: value).svg
      out += "<line class=\"grid\" x1=\"\(area.left.svg)\" x2=\"\(area.right.svg)\" y1=\"\(gy)\" "
      out += "y2=\"\(gy)\" stroke=\"#e5e5ea\"/>\n"
      out +=
        "<text class=\"axis\" x=\"\((area.left - 6).svg)\" y=\"\((y(progress: value) + 4).svg)\" "
      out += "text-anchor=\"end\" fill=\"#8e8e93\">\(PreviewNumber.format(value))</text>\n"
    }
    // Time ticks.
    let step = duration > 6 ? 1.0 : (duration > 2.5 ? 0.5 : 0.25)
    var tick = 0.0
    while tick <= duration + 1e-9 {
      let tx = x(tick).svg
      out += "<line class=\"tick\" x1=\"\(tx)\" x2=\"\(tx)\" y1=\"\(area.bottom.svg)\" "
      out += "y2=\"\((area.bottom + 4).svg)\" stroke=\"#8e8e93\"/>\n"
      out += "<text class=\"axis\" x=\"\(tx)\" y=\"\((area.bottom + 15).svg)\" "
      out += "text-anchor=\"middle\" fill=\"#8e8e93\">\(PreviewNumber.format(tick))</text>\n"
      tick += step
    }
    out += "<text class=\"axis\" x=\"\(area.right.svg)\" y=\"\((area.bottom + 28).svg)\" "
    out += "text-anchor=\"end\" fill=\"#8e8e93\">t (s)</text>\n"

    // The moving view's position, on its own axis at the right.
    var legend = "<tspan class=\"legend-progress\" fill=\"#0a84ff\">━ progress</tspan>"
    if let (role, axis) = Self.movingView(in: timeline) {
      let samples: [(Double, Double?)] = timeline.frames.map { frame in
        guard let view = frame.view(role), view.isVisible else { return (frame.time, nil) }
        return (frame.time, axis == .y ? view.frame.minY : view.frame.minX)
      }
      let values = samples.compactMap(\.1)
      if let first = values.min(), let last = values.max(), last - first >= 1 {
        // Screen orientation: smaller coordinates (up, left) at the top, as on the screen.
        func py(_ value: Double) -> Double {
          area.top + (area.bottom - area.top) * (value - first) / (last - first)
        }
        out +=
          path(samples.map { ($0.0, $0.1.map(py)) }, x: x)
          .map {
            "<path class=\"position\" d=\"\($0)\" fill=\"none\" stroke=\"#ff9f0a\" "
              + "stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>\n"
          } ?? ""
        for (value, anchorY) in [(first, area.top), (last, area.bottom)] {
          out += "<text class=\"axis position-axis\" x=\"\((area.right + 6).svg)\" "
          out +=
            "y=\"\((anchorY + 4).svg)\" fill=\"#ff9f0a\">\(PreviewNumber.format(value, places: 0))</text>\n"
        }
        legend +=
          "  <tspan class=\"legend-position\" fill=\"#ff9f0a\">╍ \(escapeXML(role.rawValue)).\(axis.rawValue) (pt)</tspan>"
      }
    }
    // Progress.
    if let d = path(timeline.frames.map { ($0.time, $0.progress.map { y(progress: $0) }) }, x: x) {
      out += "<path class=\"progress\" d=\"\(d)\" fill=\"none\" stroke=\"#0a84ff\" "
      out += "stroke-width=\"2\"/>\n"
    }
    out += "<text class=\"legend\" x=\"\(area.left.svg)\" y=\"\((area.bottom + 28).svg)\">"
    out += legend + "</text>\n"

    out += marks(of: timeline, x: x, area: area)

    out += "<line class=\"cursor\" x1=\"\(area.left.svg)\" x2=\"\(area.left.svg)\" "
    out += "y1=\"\(area.top.svg)\" y2=\"\(area.bottom.svg)\" stroke=\"#8e8e93\" "
    out += "data-left=\"\(area.left.svg)\" data-right=\"\(area.right.svg)\" "
    out += "data-duration=\"\(PreviewNumber.format(duration, places: 4))\"/>\n"
    out += "</svg>\n"
    return out
  }

  /// An SVG path through the points that have a value, broken where one has none.
  func path(_ points: [(time: Double, y: Double?)], x: (Double) -> Double) -> String? {
    var d = ""
    var drawing = false
    for point in points {
      guard let value = point.y, value.isFinite else {
        drawing = false
        continue
      }
      d += (d.isEmpty ? "" : " ") + (drawing ? "L" : "M") + "\(x(point.time).svg) \(value.svg)"
      drawing = true
    }
    return d.isEmpty ? nil : d
  }

  /// A labelled event at a time.
  struct Mark {
    var time: Double
    var kind: String
    var label: String
    var color: String
    /// Drawn as a small symbol on the time axis rather than a full line.
    var isPoint: Bool
  }

  static func marks(of timeline: Timeline) -> [Mark] {
    var marks: [Mark] = []
    var wasDown = false
    for frame in timeline.frames {
      let isDown = frame.touch != nil
      if isDown, !wasDown {
        marks.append(
          Mark(time: frame.time, kind: "down", label: "down", color: "#8e8e93", isPoint: false))
      }
      wasDown = isDown
    }
    for event in timeline.events {
      switch event.kind {
      case .interactionEnded(let decision, let velocity, _):
        let label = "\(decision.rawValue) \(describe(velocity))"
        marks.append(
          Mark(
            time: event.time, kind: "release", label: label,
            color: decision == .finish ? "#30d158" : "#ff453a", isPoint: false))
      case .transitionEnded(let operation, let completed):
        let label = completed ? "\(operation.rawValue) ✓" : "\(operation.rawValue) ✗"
        marks.append(
          Mark(time: event.time, kind: "end", label: label, color: "#5e5ce6", isPoint: false))
      case .contact(let boundary):
        marks.append(
          Mark(
            time: event.time, kind: "contact", label: "contact \(boundary)", color: "#ff9f0a",
            isPoint: true))
      case .haptic(let style, let intensity):
        marks.append(
          Mark(
            time: event.time, kind: "haptic",
            label: "haptic \(style) \(PreviewNumber.format(intensity))", color: "#bf5af2",
            isPoint: true))
      case .ignored(let action, _):
        marks.append(
          Mark(
            time: event.time, kind: "ignored", label: "\(action) ignored", color: "#8e8e93",
            isPoint: false))
      default:
        break
      }
    }
    return marks
  }

  /// `1266 pt/s ↓`: the speed and the direction of the larger component.
  static func describe(_ velocity: Vector) -> String {
    let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
    guard speed >= 0.5 else { return "0 pt/s" }
    let arrow: String
    if abs(velocity.dy) >= abs(velocity.dx) {
      arrow = velocity.dy > 0 ? "↓" : "↑"
    } else {
      arrow = velocity.dx > 0 ? "→" : "←"
    }
    return "\(PreviewNumber.format(speed, places: 0)) pt/s \(arrow)"
  }

  func marks(
    of timeline: Timeline, x: (Double) -> Double,
    area: (left: Double, top: Double, right: Double, bottom: Double)
  ) -> String {
    var out = ""
    // Labels go in three rows above the plot; each takes the first row free at its x.
    var rowEnds = [-Double.infinity, -Double.infinity, -Double.infinity]
    for mark in Self.marks(of: timeline) {
      let mx = x(mark.time)
      let kind = escapeXML(mark.kind)
      let label = escapeXML(mark.label)
      if mark.isPoint {
        // Contacts are triangles on the time axis; haptics diamonds just above them.
        let shape =
          mark.kind == "haptic"
          ? "M\(mx.svg) \((area.bottom - 22).svg) l5 5 l-5 5 l-5 -5 z"
          : "M\(mx.svg) \((area.bottom - 9).svg) l-4.5 9 h9 z"
        out += "<path class=\"mark \(kind)\" d=\"\(shape)\" "
        out += "fill=\"\(mark.color)\"><title>\(label) at "
        out += "\(PreviewNumber.format(mark.time, places: 3)) s</title></path>\n"
        continue
      }
      out += "<line class=\"mark \(kind)\" x1=\"\(mx.svg)\" x2=\"\(mx.svg)\" "
      out += "y1=\"\((area.top - 4).svg)\" y2=\"\(area.bottom.svg)\" stroke=\"\(mark.color)\" "
      out += "stroke-dasharray=\"2 2\"/>\n"
      let labelWidth = Double(mark.label.count) * 6.2
      let start = min(mx - 2, width - labelWidth - 2)
      let row =
        rowEnds.firstIndex { $0 < start }
        ?? (rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] } ?? 0)
      rowEnds[row] = start + labelWidth + 6
      let ly = area.top - 30 + Double(row) * 12
      out += "<text class=\"mark-label \(kind)\" x=\"\(start.svg)\" y=\"\(ly.svg)\" "
      out += "fill=\"\(mark.color)\">\(label)</text>\n"
    }
    return out
  }
}
