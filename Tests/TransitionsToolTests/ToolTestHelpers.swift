import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// Parses CSV output into a header and rows of numbers.
func parseCSV(_ text: String) throws -> (header: [String], rows: [[Double]]) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines.last == "", "output ends with a newline")
  let content = lines.dropLast()
  let header = try #require(content.first).split(separator: ",").map(String.init)
  let rows = try content.dropFirst().map { line in
    try line.split(separator: ",").map { try #require(Double($0), "'\($0)' is a number") }
  }
  return (header, rows)
}

/// Parses JSON output into Foundation objects.
func parseJSON(_ text: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(text.utf8))
}

/// Runs the tool in-process and expects success.
func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
  let result = TransitionsTool.execute(arguments)
  #expect(
    result.status == 0, "\(arguments) failed: \(result.standardError)",
    sourceLocation: sourceLocation)
  #expect(result.standardError.isEmpty, sourceLocation: sourceLocation)
  return result.standardOutput
}

/// Number of significant digits a printed number carries (digits without leading zeros and
/// without the exponent).
func significantDigits(_ text: Substring) -> Int {
  let mantissa = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).first ?? text
  let digits = mantissa.filter(\.isNumber).drop(while: { $0 == "0" })
  return digits.reversed().drop(while: { $0 == "0" }).count
}
