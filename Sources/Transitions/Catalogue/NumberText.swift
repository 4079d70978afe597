/// Renders a number in its shortest form (the shortest that reads back as the same `Double`), a
/// whole number without a fractional part (`3`, `300`, `0.5`, `1e+20`), as numbers in `transitions list` do.
public func formatShortestNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  // Whole numbers up to 2^53 are exact integers; larger ones keep the exponent form.
  if value.rounded() == value, value.magnitude <= 9_007_199_254_740_992 {
    return String(Int64(value))
  }
  return value.description
}

extension Double {
  /// The number as an option writes it: a whole number without a fraction (`3`, `-40`), any
  /// other in shortest round-trip form (`0.88`, `1e-05`), as PLAY.md asks of every number shown.
  package var shortestText: String { isFinite ? formatShortestNumber(self) : "\(self)" }
}
