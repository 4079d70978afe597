import Foundation
public import Motion
public import Testing

/// Whether `a` and `b` agree within `absolute` or within `relative` of the larger magnitude.
///
/// Never compare floating point with `==` in tests; use this (or the expectations below).
public func isApproximatelyEqual(
  _ a: Double, _ b: Double, absolute: Double = 1e-9, relative: Double = 0
) -> Bool {
  if a == b { return true }
  guard a.isFinite, b.isFinite else { return false }
  let difference = abs(a - b)
  return difference <= absolute || difference <= relative * max(abs(a), abs(b))
}

/// Expects `actual` to be within `absolute` (or `relative`) of `expected`, reporting both values
/// and the difference when it is not.
public func expectApproximately(
  _ actual: Double, _ expected: Double, absolute: Double = 1e-9, relative: Double = 0,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let ok = isApproximatelyEqual(actual, expected, absolute: absolute, relative: relative)
  #expect(
    ok,
    "\(actual) is not within \(absolute) (abs) / \(relative) (rel) of \(expected); difference \(actual - expected). \(comment?.rawValue ?? "")",
    sourceLocation: sourceLocation)
}

/// Expects two points to agree coordinate by coordinate within `absolute`.
public func expectApproximately(
  _ actual: Point, _ expected: Point, absolute: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectApproximately(actual.x, expected.x, absolute: absolute, sourceLocation: sourceLocation)
  expectApproximately(actual.y, expected.y, absolute: absolute, sourceLocation: sourceLocation)
}

/// Expects two vectors to agree component by component within `absolute`.
public func expectApproximately(
  _ actual: Vector, _ expected: Vector, absolute: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectApproximately(actual.dx, expected.dx, absolute: absolute, sourceLocation: sourceLocation)
  expectApproximately(actual.dy, expected.dy, absolute: absolute, sourceLocation: sourceLocation)
}

/// A deterministic random number generator (SplitMix64) for seeded, repeatable test inputs.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many random cases property-based tests draw, from one environment variable.
///
/// `TRANSITIONS_PROPERTY_RUNS` is the number of cases a standard property test draws (default
/// ``standard``, 100). A test whose cases are cheaper or dearer than that declares its own base
/// count and scales it: `PropertyRuns.scaled(300)` draws 300 cases by default and 6 000 when
/// `TRANSITIONS_PROPERTY_RUNS=2000` (20×). A value that is not a positive integer is ignored.
public enum PropertyRuns {
  /// The default number of cases of a standard property test.
  public static let standard = 100

  /// The number of cases of a standard property test for this run.
  public static var count: Int {
    guard let text = ProcessInfo.processInfo.environment["TRANSITIONS_PROPERTY_RUNS"],
      let value = Int(text), value > 0
    else { return standard }
    return value
  }

  /// `base` cases scaled by `count / standard` (at least 1).
  public static func scaled(_ base: Int) -> Int {
    let (product, overflow) = base.multipliedReportingOverflow(by: count)
    return overflow ? Int.max / standard : max(1, product / standard)
  }
}
