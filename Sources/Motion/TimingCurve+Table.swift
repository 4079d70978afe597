extension TimingCurve {
  /// The same curve made without its solver table: no allocation when made (the table is one
  /// array), and ``value(at:)`` gives the made-with-table curve's values bit for bit, solving
  /// the two table entries a value's first guess needs each time (about three times the work per
  /// value). For a curve made to be evaluated a few times (a render plan's keyframe segment,
  /// issue 30), where building the table would cost more than it saves.
  ///
  /// - Throws: ``MotionError`` as ``init(x1:y1:x2:y2:)`` does.
  public static func withoutTable(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws(MotionError) -> TimingCurve {
    _ = try Check.inRange(x1, 0...1, "x1")
    _ = try Check.finite(y1, "y1")
    _ = try Check.inRange(x2, 0...1, "x2")
    _ = try Check.finite(y2, "y2")
    return TimingCurve(unchecked: x1, y1, x2, y2, table: false)
  }

  /// Whether the curve holds its solver table (made with ``init(x1:y1:x2:y2:)``), or solves the
  /// entries it needs (``withoutTable(x1:y1:x2:y2:)``).
  public var hasTable: Bool { !guesses.isEmpty }

  /// The table's entry `k` (in `0...15`), as ``init(x1:y1:x2:y2:)`` solves it: the parameter
  /// where x is (k + 1)/16 from the guess an identity table gives (1 for the last).
  @usableFromInline
  func tableEntry(_ k: Int) -> Double {
    guard k < 15 else { return 1 }
    let x = Double(k + 1) / 16
    // The identity table's guess at x, by `initialGuess`'s arithmetic (entry j is (j + 1)/16).
    let scaled = x * 16
    let j = min(max(Int(scaled), 0), 15)
    let low = j == 0 ? 0 : Double(j) / 16
    let guess = low + (Double(j + 1) / 16 - low) * (scaled - Double(j))
    return parameter(forX: x, from: guess)
  }
}
