import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Control points and the expected end slopes (the documented extrapolation rules).
struct CurveExample: Sendable, CustomTestStringConvertible {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double
  var startSlope: Double
  var endSlope: Double

  var testDescription: String { "(\(x1), \(y1), \(x2), \(y2))" }

  func curve() throws -> TimingCurve { try TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2) }

  /// (1, y1, 0, y2): dx/dt vanishes at t = 1/2, where the curve is vertical.
  var isVerticalInTheMiddle: Bool { x1 == 1 && x2 == 0 }

  /// Whether a tangent at an end is vertical (a control point straight above or below it).
  var hasVerticalEnd: Bool { (x1 == 0 && y1 != 0) || (x2 == 1 && y2 != 1) }

  static let all: [CurveExample] = [
    // Presets.
    .init(x1: 0, y1: 0, x2: 1, y2: 1, startSlope: 1, endSlope: 1),
    .init(x1: 0.42, y1: 0, x2: 1, y2: 1, startSlope: 0, endSlope: 1 / 0.58),
    .init(x1: 0, y1: 0, x2: 0.58, y2: 1, startSlope: 1 / 0.58, endSlope: 0),
    .init(x1: 0.42, y1: 0, x2: 0.58, y2: 1, startSlope: 0, endSlope: 0),
    .init(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, startSlope: 0.4, endSlope: 0),
    // Overshooting y: slopes y1/x1 and (y2 − 1)/(x2 − 1).
    .init(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5, startSlope: -0.5 / 0.3, endSlope: 0.5 / -0.3),
    .init(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1, startSlope: 1.56 / 0.34, endSlope: 0),
    .init(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6, startSlope: -0.6 / 0.68, endSlope: 0.6 / -0.68),
    // Steep: both control points at x = 0 with y ≠ 0, the start is vertical → slope 0.
    .init(x1: 0, y1: 1, x2: 0, y2: 1, startSlope: 0, endSlope: 0),
    // x1 = 0, y1 = 0: the start slope comes from the second control point, y2/x2.
    .init(x1: 0, y1: 0, x2: 0.5, y2: 0.8, startSlope: 1.6, endSlope: 0.2 / 0.5),
    // x2 = 1, y2 = 1: the end slope comes from the first control point, (y1 − 1)/(x1 − 1).
    .init(x1: 0.2, y1: 0.6, x2: 1, y2: 1, startSlope: 3, endSlope: 0.4 / 0.8),
    // x1 = 0 with y1 ≠ 0 (vertical start) and x2 = 1 with y2 ≠ 1 (vertical end) → 0.
    .init(x1: 0, y1: 0.5, x2: 1, y2: 0.5, startSlope: 0, endSlope: 0),
    // Horizontal-in-x extremes: (1, 0, 0, 1) has a vertical tangent in the middle.
    .init(x1: 1, y1: 0, x2: 0, y2: 1, startSlope: 0, endSlope: 0),
    .init(x1: 1, y1: 0.2, x2: 0, y2: 0.9, startSlope: 0.2, endSlope: 0.1),
    // Both control points at (0, 0) or at (1, 1): the curve is the straight line y = x.
    .init(x1: 0, y1: 0, x2: 0, y2: 0, startSlope: 1, endSlope: 1),
    .init(x1: 1, y1: 1, x2: 1, y2: 1, startSlope: 1, endSlope: 1),
  ]
}

/// The cubic Bézier written in Bernstein form, independently of the implementation.
private func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
  let s = 1 - t
  return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
}

struct TimingCurveTests {
  @Test func presetsHaveCoreAnimationsControlPoints() {
    let expected: [(String, [Double])] = [
      ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
      ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ]
    #expect(TimingCurve.presets.map(\.name) == expected.map(\.0))
    for (preset, (name, points)) in zip(TimingCurve.presets, expected) {
      let curve = preset.curve
      let actual = [curve.x1, curve.y1, curve.x2, curve.y2]
      for (a, e) in zip(actual, points) {
        expectApproximately(a, e, absolute: 0, "\(name)")
      }
    }
    let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    for (curve, preset) in zip(named, TimingCurve.presets) {
      #expect(curve == preset.curve)
    }
  }

  @Test(arguments: CurveExample.all)
  func endpointsAreFixed(_ example: CurveExample) throws {
    let curve = try example.curve()
    expectApproximately(curve.value(at: 0), 0, absolute: 0)
    expectApproximately(curve.value(at: 1), 1, absolute: 0)
    expectApproximately(curve.x(atParameter: 0), 0, absolute: 0)
    expectApproximately(curve.y(atParameter: 1), 1, absolute: 1e-15)
  }

  @Test(arguments: CurveExample.all)
  func polynomialMatchesTheBernsteinForm(_ example: CurveExample) throws {
    let curve = try example.curve()
    var random = SeededRandom(seed: 7)
    for _ in 0..<PropertyRuns.scaled(500) {
      let t = Double.random(in: 0...1, using: &random)
      expectApproximately(
        curve.x(atParameter: t), bernstein(example.x1, example.x2, t), absolute: 1e-14)
      expectApproximately(
        curve.y(atParameter: t), bernstein(example.y1, example.y2, t), absolute: 1e-14)
    }
  }

  /// The defining property: at time fraction x(t) the progress is y(t), within 1e-7.
  @Test(arguments: CurveExample.all)
  func valueInvertsTheCurveParameter(_ example: CurveExample) throws {
    let curve = try example.curve()
    var random = SeededRandom(seed: 0xC0FFEE)
    var parameters = (0...100).map { Double($0) / 100 }
    parameters += (0..<PropertyRuns.scaled(2000)).map { _ in
      Double.random(in: 0...1, using: &random)
    }
    parameters += [1e-9, 1e-6, 1e-3, 1 - 1e-3, 1 - 1e-6, 1 - 1e-9]
    for t in parameters {
      var x = curve.x(atParameter: t)
      var y = curve.y(atParameter: t)
      if example.isVerticalInTheMiddle {
        // Around the vertical tangent at t = 1/2, x(t) = 1/2 + 4(t − 1/2)³: rounding x to a
        // double moves y by up to 1e-6, more than the tolerance under test. Use nearby
        // parameters on a dyadic grid, where x(t) and y(t) are exact in double precision.
        let dyadic = (t * 4096).rounded() / 4096
        x = curve.x(atParameter: dyadic)
        y = curve.y(atParameter: dyadic)
      }
      expectApproximately(curve.value(at: x), y, absolute: 1e-7, "t=\(t) x=\(x)")
    }
  }

  @Test func randomValidCurvesInvertTheirParameter() throws {
    var random = SeededRandom(seed: 0xBE21_E2)
    for _ in 0..<PropertyRuns.scaled(300) {
      let x1 = Double.random(in: 0...1, using: &random)
      let y1 = Double.random(in: -1.5...2.5, using: &random)
      let x2 = Double.random(in: 0...1, using: &random)
      let y2 = Double.random(in: -1.5...2.5, using: &random)
      let curve = try TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
      for _ in 0..<100 {
        let t = Double.random(in: 0...1, using: &random)
        let x = curve.x(atParameter: t)
        expectApproximately(
          curve.value(at: x), curve.y(atParameter: t), absolute: 1e-7,
          "\(curve) t=\(t)")
        // And the parameter found for x maps back onto x.
        expectApproximately(curve.x(atParameter: curve.parameter(forX: x)), x, absolute: 1e-12)
      }
    }
  }

  /// Values computed independently with 30-digit arithmetic (mpmath, bisection on the
  /// Bernstein form).
  @Test func presetHandValues() {
    let table: [(TimingCurve, [Double])] = [
      (
        .easeIn,
        [
          0.017_026_609_651_562_942, 0.093_464_650_718_824_859, 0.315_356_812_572_539_3,
          0.621_861_869_174_890_2, 0.839_427_845_762_466_53,
        ]
      ),
      (
        .easeOut,
        [
          0.160_572_154_237_533_47, 0.378_138_130_825_109_8, 0.684_643_187_427_460_7,
          0.906_535_349_281_175_14, 0.982_973_390_348_437_06,
        ]
      ),
      (
        .easeInEaseOut,
        [
          0.019_722_453_548_311_196, 0.129_161_931_047_319_81, 0.5, 0.870_838_068_952_680_19,
          0.980_277_546_451_688_8,
        ]
      ),
      (
        .default,
        [
          0.094_796_305_716_043_246, 0.408_510_591_355_395_87, 0.802_403_387_584_856_99,
          0.960_458_978_348_974_08, 0.994_316_477_484_556_37,
        ]
      ),
    ]
    let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    for (curve, values) in table {
      for (x, y) in zip(xs, values) {
        expectApproximately(curve.value(at: x), y, absolute: 1e-7, "\(curve) at \(x)")
      }
    }
    for x in stride(from: 0.0, through: 1, by: 0.01) {
      expectApproximately(TimingCurve.linear.value(at: x), x, absolute: 1e-12)
    }
  }

  @Test func presetSymmetries() {
    for x in stride(from: 0.0, through: 1, by: 0.005) {
      // easeInEaseOut is symmetric about (1/2, 1/2); easeOut is easeIn turned half round.
      expectApproximately(
        TimingCurve.easeInEaseOut.value(at: 1 - x), 1 - TimingCurve.easeInEaseOut.value(at: x),
        absolute: 2e-7)
      expectApproximately(
        TimingCurve.easeOut.value(at: 1 - x), 1 - TimingCurve.easeIn.value(at: x),
        absolute: 2e-7)
    }
  }

  @Test func curvesWithYInsideTheUnitIntervalAreMonotone() throws {
    var random = SeededRandom(seed: 99)
    var curves = TimingCurve.presets.map(\.curve)
    for _ in 0..<PropertyRuns.scaled(50) {
      curves.append(
        try TimingCurve(
          x1: .random(in: 0...1, using: &random), y1: .random(in: 0...1, using: &random),
          x2: .random(in: 0...1, using: &random), y2: .random(in: 0...1, using: &random)))
    }
    for curve in curves {
      var previous = -Double.infinity
      for i in 0...1000 {
        let value = curve.value(at: Double(i) / 1000)
        // Monotone up to the solver's tolerance.
        #expect(value >= previous - 1e-7, "\(curve)")
        #expect(value >= -1e-12 && value <= 1 + 1e-12)
        previous = max(previous, value)
      }
    }
  }

  @Test(arguments: CurveExample.all)
  func extrapolatesLinearlyWithTheDocumentedEndSlopes(_ example: CurveExample) throws {
    let curve = try example.curve()
    for x in [-1e-9, -0.01, -0.5, -3] {
      expectApproximately(curve.value(at: x), example.startSlope * x, absolute: 1e-12)
      expectApproximately(curve.slope(at: x), example.startSlope, absolute: 1e-12)
    }
    for x in [1 + 1e-9, 1.01, 1.5, 4] {
      expectApproximately(curve.value(at: x), 1 + example.endSlope * (x - 1), absolute: 1e-12)
      expectApproximately(curve.slope(at: x), example.endSlope, absolute: 1e-12)
    }
  }

  /// Where the end tangent is not vertical, the extrapolation continues the curve's own slope:
  /// the difference quotient inside the interval tends to the slope used outside.
  @Test(
    arguments: CurveExample.all.filter { !$0.hasVerticalEnd && !$0.isVerticalInTheMiddle })
  func extrapolationContinuesTheCurvesTangent(_ example: CurveExample) throws {
    let curve = try example.curve()
    let h = 1e-7
    expectApproximately(curve.value(at: h) / h, example.startSlope, absolute: 1e-3)
    expectApproximately((1 - curve.value(at: 1 - h)) / h, example.endSlope, absolute: 1e-3)
  }

  @Test(arguments: CurveExample.all)
  func slopeIsTheDerivativeOfValue(_ example: CurveExample) throws {
    let curve = try example.curve()
    for x in stride(from: 0.05, through: 0.95, by: 0.05) {
      // Skip the neighbourhood of a vertical tangent, where the derivative is unbounded.
      let slope = curve.slope(at: x)
      guard abs(slope) < 50 else { continue }
      let h = 1e-4
      let derivative = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
      expectApproximately(slope, derivative, absolute: 1e-3 * max(1, abs(slope)), "x=\(x)")
    }
  }

  /// The vertical tangent of (1, y1, 0, y2) at x = 1/2: exact answers on a dyadic grid, where
  /// x(t) = 1/2 + 4(t − 1/2)³ is exact in double precision.
  @Test(arguments: [(0.0, 1.0), (0.2, 0.9), (-0.4, 1.3)])
  func verticalTangentIsSolvedAccurately(y1: Double, y2: Double) throws {
    let curve = try TimingCurve(x1: 1, y1: y1, x2: 0, y2: y2)
    expectApproximately(curve.value(at: 0.5), curve.y(atParameter: 0.5), absolute: 1e-7)
    // There dy/dx is infinite: dy/dt > 0 while dx/dt = 0.
    #expect(curve.slope(at: 0.5).isInfinite && curve.slope(at: 0.5) > 0)
    #expect(curve.slope(at: 0.5 + 1e-9) > 1e3)
    for k in -200...200 {
      let d = Double(k) / 4096
      let t = 0.5 + d
      let x = 0.5 + 4 * d * d * d
      expectApproximately(curve.x(atParameter: t), x, absolute: 0)
      expectApproximately(curve.value(at: x), curve.y(atParameter: t), absolute: 1e-7, "k=\(k)")
    }
  }

  @Test func steepCurveIsSolvedNearItsVerticalStart() throws {
    // (0, 1, 0, 1): x = t³, y = 1 − (1 − t)³, so y(x) = 1 − (1 − ∛x)³.
    let curve = try TimingCurve(x1: 0, y1: 1, x2: 0, y2: 1)
    for x in [1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 0.01, 0.1, 0.3, 0.5, 0.9, 0.999] {
      expectApproximately(curve.value(at: x), 1 - pow(1 - cbrt(x), 3), absolute: 1e-7, "x=\(x)")
    }
  }

  @Test func nanGivesNaN() {
    for (_, curve) in TimingCurve.presets {
      #expect(curve.value(at: .nan).isNaN)
    }
  }

  /// An infinite time fraction (say, elapsed time over a zero duration) follows the
  /// extrapolation to its limit: infinite where the end slope is not 0, the end value where it
  /// is.
  @Test func infiniteFractionFollowsTheExtrapolation() {
    expectApproximately(TimingCurve.easeIn.value(at: .infinity), .infinity, absolute: 0)
    expectApproximately(TimingCurve.linear.value(at: -.infinity), -.infinity, absolute: 0)
    expectApproximately(TimingCurve.easeOut.value(at: .infinity), 1, absolute: 0)
    expectApproximately(TimingCurve.easeIn.value(at: -.infinity), 0, absolute: 0)
    expectApproximately(TimingCurve.easeInEaseOut.value(at: .infinity), 1, absolute: 0)
    expectApproximately(TimingCurve.easeInEaseOut.value(at: -.infinity), 0, absolute: 0)
  }

  @Test(arguments: [-0.1, 1.000_001, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity])
  func controlXOutsideTheUnitIntervalThrows(_ bad: Double) {
    let first = #expect(throws: MotionError.self) {
      try TimingCurve(x1: bad, y1: 0, x2: 0.5, y2: 1)
    }
    #expect(first?.parameter == "x1")
    let second = #expect(throws: MotionError.self) {
      try TimingCurve(x1: 0.5, y1: 0, x2: bad, y2: 1)
    }
    #expect(second?.parameter == "x2")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteControlYThrows(_ bad: Double) {
    let first = #expect(throws: MotionError.self) {
      try TimingCurve(x1: 0.5, y1: bad, x2: 0.5, y2: 1)
    }
    #expect(first?.parameter == "y1")
    let second = #expect(throws: MotionError.self) {
      try TimingCurve(x1: 0.5, y1: 0, x2: 0.5, y2: bad)
    }
    #expect(second?.parameter == "y2")
  }

  @Test func extremeButValidControlPointsAreAccepted() throws {
    _ = try TimingCurve(x1: 0, y1: -100, x2: 1, y2: 100)
    _ = try TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
  }

  @Test func equalityAndDescriptionUseTheControlPoints() throws {
    let a = try TimingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
    let b = try TimingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != TimingCurve.easeIn)
    #expect(a.description == "cubicBezier(0.2, 0.9, 0.3, 1.0)")
  }
}
