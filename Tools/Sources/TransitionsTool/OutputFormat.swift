import ArgumentParser
import Transitions
import TransitionsPlayback

/// The output format every subcommand accepts with `--format`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case csv
  case json
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
