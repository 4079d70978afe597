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

/// A JSON value written in a fixed key order, so output is stable and diffable.
enum JSONOutput {
  case null
  case number(Double)
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
