import Motion
import Testing
import TransitionsTestSupport

/// Settling duration takes bounded time for every valid spring, however lightly damped.
@Suite(.timeLimit(.minutes(1))) struct SettlingBoundTests {
  @Test func aSpringWithBounceJustBelowOneSettlesFromTheEnvelope() throws {
    // ζ = 1 − 0.9999999999999999 ≈ 1.1e-16: about 2e16 half periods above the tolerance.
    let spring = try Spring(duration: 0.5, bounce: 0.9999999999999999)
    let motion = spring.motion(from: 0, to: 1)
    let settle = motion.settlingDuration(tolerance: Tolerance(distance: 0.001))
    #expect(settle.isFinite)
    // The envelope from a peak of (about) 1 falls to 0.001 at ln(1000)/(ζω₀).
    let decay = spring.dampingRatio * spring.naturalFrequency
    expectApproximately(settle, 6.907755278982137 / decay, relative: 1e-9)
  }

  @Test func aVeryLightlyDampedSpringIsStillLocatedExactly() throws {
    // ζ = 1e-9: about 2e9 half periods, below the envelope limit, so the crossing is exact.
    let spring = try Spring(dampingRatio: 1e-9, response: 0.5)
    let motion = spring.motion(from: 0, to: 1)
    let epsilon = 0.001
    let settle = motion.settlingDuration(tolerance: Tolerance(distance: epsilon))
    #expect(settle.isFinite)
    expectApproximately(abs(motion.value(at: settle) - 1), epsilon, absolute: 1e-6)
    let decay = spring.dampingRatio * spring.naturalFrequency
    // Within one half period of the envelope's estimate.
    let halfPeriod = Double.pi / spring.naturalFrequency
    #expect(abs(settle - 6.907755278982137 / decay) <= halfPeriod * 1.01)
  }

  @Test func everyDampingRatioNearZeroReturns() throws {
    for exponent in stride(from: -16.0, through: -1, by: 0.5) {
      let spring = try Spring(dampingRatio: Double.pow10(exponent), response: 0.3)
      let settle = spring.motion(from: 0, to: 300, initialVelocity: 1200).settlingDuration()
      #expect(settle.isFinite && settle > 0, "ζ = 1e\(exponent)")
    }
  }
}

extension Double {
  fileprivate static func pow10(_ exponent: Double) -> Double {
    var value = 1.0
    var e = exponent
    while e <= -1 {
      value /= 10
      e += 1
    }
    // Half steps: 10^-0.5.
    return e < 0 ? value * 0.31622776601683794 : value
  }
}
