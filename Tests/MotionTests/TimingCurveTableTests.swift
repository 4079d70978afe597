import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// A curve made without its solver table (`TimingCurve.withoutTable`) gives the made-with-table
/// curve's values and parameters bit for bit: the documented examples (presets, vertical ends,
/// curves vertical in the middle), and random curves scaled by `TRANSITIONS_PROPERTY_RUNS`.
struct TimingCurveTableTests {
  /// Where each curve is compared: every table cell's ends and middle, near the ends, beyond.
  static let fractions: [Double] =
    (0...128).map { Double($0) / 128 } + [-0.5, -1e-9, 1e-9, 1e-13, 0.123_456_789, 1 - 1e-9, 1.25]

  static func expectSame(_ curve: TimingCurve) throws {
    let bare = try TimingCurve.withoutTable(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
    #expect(curve.hasTable && !bare.hasTable)
    #expect(bare == curve)
    for x in fractions {
      #expect(
        bare.value(at: x).bitPattern == curve.value(at: x).bitPattern,
        "\(curve) at \(x): \(bare.value(at: x)) vs \(curve.value(at: x))")
      #expect(bare.slope(at: x).bitPattern == curve.slope(at: x).bitPattern, "\(curve) at \(x)")
      if x >= 0, x <= 1 {
        #expect(bare.parameter(forX: x).bitPattern == curve.parameter(forX: x).bitPattern)
      }
    }
  }

  @Test(arguments: CurveExample.all)
  func documentedCurvesAreTheSameWithoutTheirTable(_ example: CurveExample) throws {
    try Self.expectSame(example.curve())
  }

  @Test func randomCurvesAreTheSameWithoutTheirTable() throws {
    var random = SeededRandom(seed: 30_404)
    for _ in 0..<PropertyRuns.scaled(300) {
      let curve = try TimingCurve(
        x1: Double.random(in: 0...1, using: &random), y1: Double.random(in: -1...2, using: &random),
        x2: Double.random(in: 0...1, using: &random), y2: Double.random(in: -1...2, using: &random))
      try Self.expectSame(curve)
    }
    // Nearly vertical inside: the compensated residual's path.
    try Self.expectSame(TimingCurve(x1: 0.99, y1: 0.2, x2: 0.01, y2: 0.8))
  }

  @Test func badControlPointsAreRefusedAsByTheInitializer() {
    #expect(throws: MotionError.self) { try TimingCurve.withoutTable(x1: 1.5, y1: 0, x2: 1, y2: 1) }
    #expect(throws: MotionError.self) {
      try TimingCurve.withoutTable(x1: 0.5, y1: .nan, x2: 1, y2: 1)
    }
  }
}
