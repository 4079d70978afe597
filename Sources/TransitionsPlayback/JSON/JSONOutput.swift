import Transitions

/// A JSON value written in a fixed key order, so output is stable and diffable: the package's one
/// JSON writer. `transitions play` (``Timeline/json()``), `transitions list --format json`, the
/// saved scripts (``Script/json()``), the tool's other commands and the gallery's embedded frame
/// data all write through it, and every JSON string goes through its one escaper,
/// ``escape(_:into:for:)``.
///
/// ```swift
/// JSONOutput.object([("t", .number(0.5)), ("role", .string("presented"))]).text
/// // {"t":0.5,"role":"presented"}
/// ```
public indirect enum JSONOutput: Sendable {
  case null
  /// A number in shortest round-trip form (``formatNumber(_:)``): `3.0`, `0.1`.
  case number(Double)
  /// A number printed in its shortest form (`Transitions.formatShortestNumber(_:)`): `3`, not `3.0`.
  case shortestNumber(Double)
  case bool(Bool)
  case string(String)
  case array([JSONOutput])
  /// An array written with a line break after each comma (`[a,\nb]`), so that a long array of
  /// large elements reads one element a line.
  case lines([JSONOutput])
  case object([(String, JSONOutput)])
  /// JSON text written as given: a number the caller formats itself (the gallery rounds its
  /// frame data to fixed decimals). The caller guarantees it is valid JSON.
  case literal(String)

  /// Where a JSON text goes, which decides what its strings escape.
  public enum Destination: Sendable {
    /// A JSON document: `"` and `\`, and control characters (`\n`, `\t`, `\r`, else `\u00XX`).
    case document
    /// JSON inside an HTML `<script>` element: as ``document``, and also `<`, `>` and `&` (so
    /// the text can never close the element) and U+2028 and U+2029 (line breaks to older
    /// JavaScript), each as `\uXXXX`.
    case htmlScript
  }

  /// Compact JSON text (for a document: ``Destination/document``).
  public var text: String { text(for: .document) }

  /// Compact JSON text whose strings are escaped for `destination`.
  public func text(for destination: Destination) -> String {
    var out = ""
    write(to: &out, for: destination)
    return out
  }

  private func write(to out: inout String, for destination: Destination) {
    switch self {
    case .null: out += "null"
    case .number(let value): out += formatNumber(value)
    case .shortestNumber(let value): out += formatShortestNumber(value)
    case .bool(let value): out += value ? "true" : "false"
    case .string(let string): Self.escape(string, into: &out, for: destination)
    case .literal(let text): out += text
    case .array(let elements): Self.write(elements, separator: ",", to: &out, for: destination)
    case .lines(let elements): Self.write(elements, separator: ",\n", to: &out, for: destination)
    case .object(let members):
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += "," }
        Self.escape(key, into: &out, for: destination)
        out += ":"
        value.write(to: &out, for: destination)
      }
      out += "}"
    }
  }

  private static func write(
    _ elements: [JSONOutput], separator: String, to out: inout String,
    for destination: Destination
  ) {
    out += "["
    for (index, element) in elements.enumerated() {
      if index > 0 { out += separator }
      element.write(to: &out, for: destination)
    }
    out += "]"
  }

  /// Appends `string` to `out` as a JSON string literal, quotes included: the package's one JSON
  /// string escaper. (HTML and SVG text is escaped by the preview's `escapeXML`: another
  /// language, another job.)
  public static func escape(
    _ string: String, into out: inout String, for destination: Destination = .document
  ) {
    out += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        if destination == .htmlScript {
          out += unicodeEscape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      default:
        if scalar.value < 0x20 {
          out += unicodeEscape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// `\uXXXX` for a scalar of the Basic Multilingual Plane, in lower-case hex.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

/// Renders a number in the shortest form that reads back as the same `Double` (at most 17
/// significant digits, so never less precise than the value). Negative zero prints as 0.
/// Non-finite values print as `null`, which only JSON fields documented as nullable carry.
public func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  if value == 0 { return "0.0" }
  return value.description
}
