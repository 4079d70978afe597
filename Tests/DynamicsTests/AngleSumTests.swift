import Motion
import Testing
import TransitionsTestSupport

@testable import Dynamics

/// The lone turned item's rotations by the angle-sum formulas (`AngleSum`) agree with a
/// `sincos` of the summed angle to rounding.
@Suite struct AngleSumTests {
  /// Random start angles (up to 200 turns accumulated) and turns of a stage, on both sides of
  /// the series' range (|δ| ≤ 1/8): sine and cosine within 4 units in the last place of 1 plus
  /// the rounding of θ₀ + δ that the direct call makes, and a rotated vector likewise.
  @Test func theAngleSumMatchesSincosOfTheSum() {
    var random = SeededRandom(seed: 33)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001)
        / 1_000_000
    }
    for run in 0..<PropertyRuns.scaled(2000) {
      let start = run % 4 == 0 ? uniform(-1...1) : uniform(-1250...1250)
      let delta: Double
      switch run % 3 {
      case 0: delta = uniform(-0.125...0.125)
      case 1: delta = uniform(-1e-6...1e-6)
      default: delta = uniform(-3...3)
      }
      let sum = AngleSum(start).turned(by: delta)
      let direct = _sincos(start + delta)
      // The direct call rounds θ₀ + δ first: up to half an ulp of the sum, times a slope ≤ 1.
      let tolerance = 4 * Double.ulpOfOne + (start + delta).ulp
      let comment: Comment = "θ₀ \(start), δ \(delta)"
      expectApproximately(sum.sine, direct.sin, absolute: tolerance, comment)
      expectApproximately(sum.cosine, direct.cos, absolute: tolerance, comment)
      let v = Vector(dx: uniform(-200...200), dy: uniform(-200...200))
      let turned = sum.apply(to: v)
      let expected = rotated(v, by: start + delta)
      expectApproximately(turned.dx, expected.dx, absolute: 300 * tolerance, comment)
      expectApproximately(turned.dy, expected.dy, absolute: 300 * tolerance, comment)
    }
  }

  /// No turn leaves the start's sine and cosine as they are, bit for bit: a stage that does not
  /// turn rotates exactly as `rotated(_:by:)` does.
  @Test func noTurnIsTheStartExactly() {
    for angle in [0.0, 0.3, -2.5, 1000.25] {
      let start = AngleSum(angle)
      let same = start.turned(by: 0)
      #expect(same.sine == start.sine && same.cosine == start.cosine)
      let v = Vector(dx: -70, dy: -110)
      #expect(start.apply(to: v) == rotated(v, by: angle))
    }
  }
}
