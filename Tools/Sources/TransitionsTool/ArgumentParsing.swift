import ArgumentParser

/// Parses a finite number, for `transform:` closures of numeric options.
func parseFinite(_ text: String) throws -> Double {
  let trimmed = text.trimmingPrefix(while: \.isWhitespace)
  guard let value = Double(trimmed.trimmingSuffix(while: \.isWhitespace)), value.isFinite else {
    throw ValidationError("expected a finite number, got '\(text)'")
  }
  return value
}

/// Parses comma-separated finite numbers: `0,0.1,0.25`.
func parseNumberList(_ text: String) throws -> [Double] {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  var values: [Double] = []
  values.reserveCapacity(parts.count)
  for part in parts {
    let trimmed = String(part).trimmingPrefix(while: \.isWhitespace)
    guard let value = Double(trimmed.trimmingSuffix(while: \.isWhitespace)), value.isFinite
    else {
      throw ValidationError(
        "expected comma-separated finite numbers, got '\(part)' in '\(text)'")
    }
    values.append(value)
  }
  return values
}

extension StringProtocol {
  func trimmingSuffix(while predicate: (Character) -> Bool) -> SubSequence {
    var end = endIndex
    while end > startIndex {
      let before = index(before: end)
      guard predicate(self[before]) else { break }
      end = before
    }
    return self[startIndex..<end]
  }
}

/// `--at t1,t2,...`: the times, in seconds since the start, at which to sample a motion.
struct SampleTimes: ParsableArguments {
  @Option(
    name: .customLong("at"), parsing: .unconditional,
    help: ArgumentHelp("Times in seconds (≥ 0).", valueName: "t1,t2,..."),
    transform: parseNumberList)
  var times: [Double]

  /// A time before the motion starts is an error.
  func validate() throws {
    if let negative = times.first(where: { $0 < 0 }) {
      throw ValidationError(
        "--at: times are seconds since the start and must be 0 or more, got \(negative)")
    }
  }
}
