import ArgumentParser

/// The output format every subcommand accepts with `--format`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case csv
  case json
}

/// Renders a number in the shortest form that reads back as the same `Double` (at most 17
/// significant digits, so never less precise than the value). Negative zero prints as 0.
/// Non-finite values print as `null`, which only JSON fields documented as nullable carry.
func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  if value == 0 { return "0.0" }
  return value.description
}

/// Renders a number in its shortest form: as ``formatNumber(_:)``, but a whole number prints
/// without a fractional part (`3`, `300`, `0.5`, `1e+20`), as numbers in `transitions list` do.
func formatShortestNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  // Whole numbers up to 2^53 are exact integers; larger ones keep the exponent form.
  if value.rounded() == value, value.magnitude <= 9_007_199_254_740_992 {
    return String(Int64(value))
  }
  return value.description
}

/// A JSON value written in a fixed key order, so output is stable and diffable.
enum JSONOutput {
  case null
  case number(Double)
  /// A number printed in its shortest form (``formatShortestNumber(_:)``): `3`, not `3.0`.
  case shortestNumber(Double)
  case bool(Bool)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])

  /// Compact JSON text.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null:
      out += "null"
    case .number(let value):
      out += formatNumber(value)
    case .shortestNumber(let value):
      out += formatShortestNumber(value)
    case .bool(let value):
      out += value ? "true" : "false"
    case .string(let string):
      out += "\""
      for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
          if scalar.value < 0x20 {
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      out += "\""
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        element.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out += "," }
        JSONOutput.string(key).write(to: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }
}

/// A table of numbers: a header and rows, rendered as CSV or as JSON objects.
struct NumberTable {
  var columns: [String]
  var rows: [[Double]]

  var csv: String {
    var out = columns.joined(separator: ",") + "\n"
    for row in rows {
      out += row.map(formatNumber).joined(separator: ",") + "\n"
    }
    return out
  }

  /// The rows as an array of objects keyed by column name.
  var jsonSamples: JSONOutput {
    .array(
      rows.map { row in
        .object(zip(columns, row).map { ($0, JSONOutput.number($1)) })
      })
  }
}
