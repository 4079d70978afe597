import Motion

/// How the preview prints numbers. Every number in an SVG frame, a chart or a page's frame data
/// goes through ``format(_:places:)``, so the same timeline always gives the same bytes.
public enum PreviewNumber {
  /// `value` rounded to `places` decimals (0…6), without trailing zeros: `12.5`, `-3`, `0.25`.
  /// Non-finite values print as `0`; magnitudes beyond 1e12 are clamped to ±1e12.
  public static func format(_ value: Double, places: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    let places = min(max(places, 0), 6)
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let clamped = min(max(value, -1e12), 1e12)
    let scaled = (clamped * Double(scale)).rounded()
    if scaled == 0 { return "0" }
    let magnitude = Int64(scaled.magnitude)
    var text = scaled < 0 ? "-" : ""
    text += String(magnitude / scale)
    var fraction = magnitude % scale
    guard fraction != 0 else { return text }
    var digits = places
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }
}

/// Escapes text for XML and HTML content and attribute values: SVG and page text. This is not
/// JSON escaping: the JSON a page embeds (its frame data) is written, strings escaped, by the
/// package's one JSON writer, `JSONOutput`.
func escapeXML(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for character in text {
    if let entity = xmlEntities[character] {
      out += entity
    } else {
      out.append(character)
    }
  }
  return out
}

/// The characters XML and HTML text cannot hold as they are, and their entities.
private let xmlEntities: [Character: String] = [
  "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
]

/// `#rrggbb` in lower case.
func hexColor(_ color: Color) -> String { color.hexString.lowercased() }

extension Double {
  /// Shorthand for ``PreviewNumber/format(_:places:)`` with two decimals.
  var svg: String { PreviewNumber.format(self) }
}
