import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Release velocities (points per second) and rates the decay is checked with.
private let velocities = [2000.0, -3500, 150, 1e-3, 0]
private let rates = [Decay.normalRate, Decay.fastRate, 0.9, 0.9999]

struct DecayTests {
  @Test func ratesAreUIKits() {
    expectApproximately(Decay.normalRate, 0.998, absolute: 0)
    expectApproximately(Decay.fastRate, 0.99, absolute: 0)
  }

  @Test(arguments: rates)
  func valueAndVelocityFollowTheClosedForm(rate: Double) throws {
    for v0 in velocities {
      let decay = try Decay(from: 40, initialVelocity: v0, rate: rate)
      let lnr = log(rate)
      for t in [0.001, 0.016, 0.1, 0.25, 1, 3] {
        // v(t) = v₀·r^(1000t); x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r).
        let factor = pow(rate, 1000 * t)
        expectApproximately(decay.velocity(at: t), v0 * factor, absolute: 1e-12 * abs(v0))
        expectApproximately(
          decay.value(at: t), 40 + v0 * (factor - 1) / (1000 * lnr),
          absolute: 1e-12 * (40 + abs(v0)))
      }
    }
  }

  @Test func handValues() throws {
    // Computed with 30-digit arithmetic (mpmath).
    let normal = try Decay(initialVelocity: 2000)
    expectApproximately(normal.value(at: 0.25), 393.379_030_248_594_393, relative: 1e-13)
    expectApproximately(normal.velocity(at: 0.25), 1212.454_130_855_528_75, relative: 1e-13)
    expectApproximately(normal.projectedDistance, 998.999_666_332_910_51, relative: 1e-13)
    expectApproximately(normal.discreteProjectedDistance, 998, relative: 1e-13)
    let fast = try Decay(initialVelocity: 2000, rate: Decay.fastRate)
    expectApproximately(fast.value(at: 0.25), 182.867_816_007_893_525, relative: 1e-13)
    expectApproximately(fast.velocity(at: 0.25), 162.117_032_324_362_92, relative: 1e-13)
    expectApproximately(fast.projectedDistance, 198.998_324_946_844_345, relative: 1e-13)
    expectApproximately(fast.discreteProjectedDistance, 198, relative: 1e-13)
  }

  @Test(arguments: rates)
  func velocityIsTheDerivativeOfValue(rate: Double) throws {
    let decay = try Decay(from: -20, initialVelocity: 1800, rate: rate)
    let h = 1e-6
    for t in [0.01, 0.05, 0.2, 0.7, 2] {
      let derivative = (decay.value(at: t + h) - decay.value(at: t - h)) / (2 * h)
      expectApproximately(decay.velocity(at: t), derivative, absolute: 1e-5 * 1800)
    }
    // Right at the start the one-sided difference agrees with v₀ too.
    let start = (decay.value(at: 1e-7) - decay.value(at: 0)) / 1e-7
    expectApproximately(start, 1800, relative: 1e-3)
  }

  @Test(arguments: rates)
  func comesToRestAtTheProjectedDistance(rate: Double) throws {
    for v0 in velocities {
      let decay = try Decay(from: 12, initialVelocity: v0, rate: rate)
      // −v₀/(1000·ln r).
      expectApproximately(
        decay.projectedDistance, -v0 / (1000 * log(rate)), absolute: 1e-12 * abs(v0))
      expectApproximately(decay.restingValue, 12 + decay.projectedDistance, absolute: 1e-12)
      // Long after the motion has died out the value is the resting value.
      let late = 60 / -(1000 * log(rate))
      expectApproximately(
        decay.value(at: late), decay.restingValue, absolute: 1e-9 * max(1, abs(v0)))
      expectApproximately(decay.value(at: .infinity), decay.restingValue, absolute: 1e-9)
      expectApproximately(decay.velocity(at: late), 0, absolute: 1e-20 * max(1, abs(v0)))
    }
  }

  @Test(arguments: rates)
  func discreteProjectionIsTheWWDCFormula(rate: Double) throws {
    for v0 in velocities {
      let decay = try Decay(initialVelocity: v0, rate: rate)
      // (v/1000)·r/(1 − r)
      let expected = v0 / 1000 * rate / (1 - rate)
      expectApproximately(
        decay.discreteProjectedDistance, expected, absolute: 1e-12 * abs(expected))
      // … which is the sum of per-millisecond steps, the velocity shrinking by r before each.
      var distance = 0.0
      var velocity = v0
      for _ in 0..<2_000_000 {
        velocity *= rate
        distance += velocity / 1000
        if abs(velocity) < 1e-18 * max(1, abs(v0)) { break }
      }
      expectApproximately(distance, expected, absolute: 1e-9 * max(1, abs(expected)))
    }
  }

  @Test func continuousAndDiscreteProjectionsDifferByTheDocumentedFactor() throws {
    // 1 − r·(−ln r)/(1 − r), from 30-digit arithmetic: 0.1001% and 0.502%.
    let table = [
      (Decay.normalRate, 0.001_000_667_334_134_249), (Decay.fastRate, 0.005_016_750_503_357_183),
    ]
    for (rate, shortfall) in table {
      let decay = try Decay(initialVelocity: 1000, rate: rate)
      let ratio = decay.discreteProjectedDistance / decay.projectedDistance
      expectApproximately(ratio, rate * -log(rate) / (1 - rate), relative: 1e-13)
      expectApproximately(1 - ratio, shortfall, relative: 1e-9)
    }
  }

  @Test func beforeTheStartTheStateIsTheInitialOne() throws {
    let decay = try Decay(from: 5, initialVelocity: -700)
    for t in [0, -1e-9, -3, -Double.infinity] {
      expectApproximately(decay.value(at: t), 5, absolute: 0)
      expectApproximately(decay.velocity(at: t), -700, absolute: 0)
    }
    expectApproximately(decay.value(at: 1e-12), 5, absolute: 1e-9)
    expectApproximately(decay.from, 5, absolute: 0)
    expectApproximately(decay.initialVelocity, -700, absolute: 0)
    expectApproximately(decay.rate, 0.998, absolute: 0)
  }

  @Test func negativeVelocityMirrorsPositive() throws {
    let up = try Decay(initialVelocity: 1234)
    let down = try Decay(initialVelocity: -1234)
    for t in [0.01, 0.3, 2] {
      expectApproximately(down.value(at: t), -up.value(at: t), absolute: 1e-12)
      expectApproximately(down.velocity(at: t), -up.velocity(at: t), absolute: 1e-12)
    }
    expectApproximately(down.projectedDistance, -up.projectedDistance, absolute: 1e-12)
  }

  @Test func durationIsWhenTheSpeedFallsToTheTolerance() throws {
    let decay = try Decay(initialVelocity: -2500, rate: Decay.normalRate)
    let tolerance = Tolerance(velocity: 0.5)
    let duration = decay.duration(tolerance: tolerance)
    // |v₀|·r^(1000T) = 0.5 → T = ln(0.5/2500)/(1000·ln r).
    expectApproximately(duration, log(0.5 / 2500) / (1000 * log(0.998)), relative: 1e-13)
    expectApproximately(abs(decay.velocity(at: duration)), 0.5, relative: 1e-12)
    // The default is the half-point tolerance.
    expectApproximately(decay.duration(), duration, absolute: 0)
    // Already slower than the tolerance: 0; a zero tolerance is never reached.
    expectApproximately(try Decay(initialVelocity: 0.3).duration(), 0, absolute: 0)
    expectApproximately(
      try Decay(initialVelocity: 0).duration(tolerance: Tolerance(velocity: 0)), 0, absolute: 0)
    let never = decay.duration(tolerance: Tolerance(velocity: 0))
    #expect(never.isInfinite && never > 0)
  }

  @Test(arguments: [
    0, 1, -0.5, 1.5, -Double.leastNonzeroMagnitude, 1 + 1e-15, .nan, .infinity, -.infinity,
  ])
  func rateOutsideTheOpenUnitIntervalThrows(rate: Double) {
    let error = #expect(throws: MotionError.self) {
      try Decay(initialVelocity: 100, rate: rate)
    }
    #expect(error?.parameter == "rate")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteStartThrows(_ bad: Double) {
    let velocity = #expect(throws: MotionError.self) { try Decay(initialVelocity: bad) }
    #expect(velocity?.parameter == "initialVelocity")
    let from = #expect(throws: MotionError.self) { try Decay(from: bad, initialVelocity: 1) }
    #expect(from?.parameter == "from")
  }

  @Test func extremeButValidRatesAreAccepted() throws {
    for rate in [Double.leastNonzeroMagnitude, 1e-300, 0.5, 1 - 1e-15] {
      let decay = try Decay(initialVelocity: 100, rate: rate)
      #expect(decay.projectedDistance.isFinite)
      #expect(decay.value(at: 0.5).isFinite)
      #expect(decay.projectedDistance > 0)
    }
  }
}
