import Motion
public import Transitions

/// A timeline as compact JSON for the page's player: what the SVG frame renderer draws, with
/// positions to 0.1 pt and alpha to 0.001.
///
/// ```
/// {"w":390,"h":844,"fps":60,"screen":"#1c1c1e","finger":"#ff9f0a",
///  "roles":["presenting","presented"],"colors":["#d8dee9","#0a84ff"],
///  "rowColors":["#d1d1d6","#e5e5ea"],
///  "frames":[[t, progress|null, [x,y]|null, [[role, x, y, width, height, alpha, radius], …]], …]}
/// ```
/// Only visible views are listed, back to front; `radius` is on screen (times the scale). A view
/// with scrolling content has an eighth element, its visible rows (``ContentRows``) as
/// `[[x, y, width, height, colour index in rowColors], …]`.
public enum FrameData {
  public static func json(of timeline: Timeline, palette: Palette = Palette()) -> String {
    var roles: [String] = []
    var colors: [String] = []
    var index: [String: Int] = [:]
    var frames: [String] = []
    frames.reserveCapacity(timeline.frames.count)
    func number(_ value: Double, _ places: Int = 1) -> String {
      PreviewNumber.format(value, places: places)
    }
    for frame in timeline.frames {
      var views: [String] = []
      for view in frame.views where view.isVisible {
        let role: Int
        if let known = index[view.role] {
          role = known
        } else {
          role = roles.count
          index[view.role] = role
          roles.append(view.role)
          colors.append(hexColor(palette.color(of: view)))
        }
        let rect = view.frame.standardized
        let radius = max(
          0, min(view.cornerRadius * abs(view.scale), rect.width / 2, rect.height / 2))
        let alpha = min(max(view.alpha, 0), 1)
        var rows = ""
        if let offset = view.contentOffset {
          rows =
            ",["
            + ContentRows.rows(in: rect, scale: view.scale, offset: offset).map { row in
              "[\(number(row.rect.minX)),\(number(row.rect.minY)),\(number(row.rect.width)),"
                + "\(number(row.rect.height)),\(palette.contentRowColorIndex(row.index))]"
            }.joined(separator: ",") + "]"
        }
        views.append(
          "[\(role),\(number(rect.minX)),\(number(rect.minY)),\(number(rect.width)),"
            + "\(number(rect.height)),\(number(alpha, 3)),\(number(radius))\(rows)]")
      }
      let progress = frame.progress.map { number($0, 4) } ?? "null"
      let touch = frame.touch.map { "[\(number($0.x)),\(number($0.y))]" } ?? "null"
      frames.append(
        "[\(number(frame.time, 4)),\(progress),\(touch),[\(views.joined(separator: ","))]]")
    }
    func strings(_ values: [String]) -> String {
      "[" + values.map { "\"\(jsonEscape($0))\"" }.joined(separator: ",") + "]"
    }
    return "{\"w\":\(number(timeline.screen.width)),\"h\":\(number(timeline.screen.height)),"
      + "\"fps\":\(number(timeline.frameRate, 6)),"
      + "\"screen\":\"\(hexColor(palette.screen))\",\"finger\":\"\(hexColor(palette.finger))\","
      + "\"roles\":\(strings(roles)),\"colors\":\(strings(colors)),"
      + "\"rowColors\":\(strings(palette.contentRowColors.map(hexColor))),"
      + "\"frames\":[\(frames.joined(separator: ",\n"))]}"
  }

  /// Escapes a string for a JSON string literal that is also safe inside an HTML `<script>`.
  static func jsonEscape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
