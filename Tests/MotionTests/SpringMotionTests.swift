import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// One spring and one start: the table the closed form is checked on.
struct SpringMotionCase: Sendable, CustomTestStringConvertible {
  var dampingRatio: Double
  var response: Double
  var mass: Double
  var from: Double
  var to: Double
  var initialVelocity: Double

  func spring() throws -> Spring {
    try Spring(mass: mass, dampingRatio: dampingRatio, response: response)
  }

  func motion() throws -> SpringMotion {
    try spring().motion(from: from, to: to, initialVelocity: initialVelocity)
  }

  func reference() throws -> OscillatorReference {
    let spring = try spring()
    return OscillatorReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, x0: from - to,
      v0: initialVelocity)
  }

  var testDescription: String {
    "ζ=\(dampingRatio) response=\(response) m=\(mass) \(from)→\(to) v0=\(initialVelocity)"
  }

  /// Every damping regime, including both sides of critical and the extremes, each with a start
  /// from rest, a start towards the target, a start away from it and a kick from the target.
  static let all: [SpringMotionCase] = {
    let ratios = [0, 0.05, 0.3, 0.7, 0.999_999, 1, 1.000_001, 1.7, 5, 50]
    var cases: [SpringMotionCase] = []
    for (index, zeta) in ratios.enumerated() {
      let mass = index.isMultiple(of: 2) ? 1 : 2.5
      let response = index.isMultiple(of: 3) ? 0.5 : 0.8
      cases.append(.init(zeta, response, mass, from: 0, to: 1, velocity: 0))
      cases.append(.init(zeta, response, mass, from: 300, to: 0, velocity: -2500))
      cases.append(.init(zeta, response, mass, from: -50, to: 100, velocity: -400))
      cases.append(.init(zeta, response, mass, from: 10, to: 10, velocity: 1200))
    }
    return cases
  }()

  init(
    _ dampingRatio: Double, _ response: Double, _ mass: Double, from: Double, to: Double,
    velocity: Double
  ) {
    self.dampingRatio = dampingRatio
    self.response = response
    self.mass = mass
    self.from = from
    self.to = to
    self.initialVelocity = velocity
  }
}

/// Times at which the motions are compared: dense early, sparser later, up to 3 s.
private let sampleTimes: [Double] = {
  var times = [0, 1e-6, 1e-3, 0.005]
  times += stride(from: 0.01, through: 0.3, by: 0.01).map { $0 }
  times += stride(from: 0.35, through: 3.0, by: 0.05).map { $0 }
  return times
}()

struct SpringMotionTests {
  @Test(arguments: SpringMotionCase.all)
  func matchesTextbookClosedForm(_ example: SpringMotionCase) throws {
    let motion = try example.motion()
    let reference = try example.reference()
    let scale = reference.scale
    for t in sampleTimes {
      let expected = reference.textbook(at: t)
      expectApproximately(
        motion.value(at: t) - example.to, expected.x, absolute: 1e-9 * scale, "x at t=\(t)")
      expectApproximately(
        motion.velocity(at: t), expected.v, absolute: 1e-9 * scale * reference.fastestRate,
        "v at t=\(t)")
    }
  }

  @Test(arguments: SpringMotionCase.all)
  func matchesRungeKuttaIntegration(_ example: SpringMotionCase) throws {
    let motion = try example.motion()
    let reference = try example.reference()
    let scale = reference.scale
    let states = reference.integrated(at: sampleTimes)
    for (t, state) in zip(sampleTimes, states) {
      expectApproximately(
        motion.value(at: t) - example.to, state.x, absolute: 1e-8 * scale, "x at t=\(t)")
      expectApproximately(
        motion.velocity(at: t), state.v, absolute: 1e-8 * scale * reference.fastestRate,
        "v at t=\(t)")
    }
  }

  @Test(arguments: SpringMotionCase.all)
  func velocityIsTheDerivativeOfValue(_ example: SpringMotionCase) throws {
    let motion = try example.motion()
    let reference = try example.reference()
    let rate = reference.fastestRate
    let h = 1e-3 / rate
    for t in sampleTimes where t >= 0.01 {
      // Five-point central difference: truncation error of order h⁴.
      let derivative =
        (-motion.value(at: t + 2 * h) + 8 * motion.value(at: t + h) - 8 * motion.value(at: t - h)
          + motion.value(at: t - 2 * h)) / (12 * h)
      let tolerance = 1e-8 * rate * (reference.scale + abs(example.to))
      expectApproximately(motion.velocity(at: t), derivative, absolute: tolerance, "t=\(t)")
    }
  }

  @Test(arguments: SpringMotionCase.all)
  func startsFromItsInitialConditions(_ example: SpringMotionCase) throws {
    let motion = try example.motion()
    let scale = try example.reference().scale
    expectApproximately(motion.value(at: 0), example.from, absolute: 1e-12 * scale)
    expectApproximately(motion.velocity(at: 0), example.initialVelocity, absolute: 1e-9 * scale)
    // Just after the start the closed form itself (not the clamp) must give the same state.
    expectApproximately(motion.value(at: 1e-12), example.from, absolute: 1e-9 * scale)
    expectApproximately(
      motion.velocity(at: 1e-12), example.initialVelocity, absolute: 1e-6 * scale)
    // Before the start the state is the starting one.
    for t in [-1e-9, -0.5, -Double.infinity] {
      expectApproximately(motion.value(at: t), example.from, absolute: 0)
      expectApproximately(motion.velocity(at: t), example.initialVelocity, absolute: 0)
    }
    expectApproximately(motion.from, example.from, absolute: 0)
    expectApproximately(motion.to, example.to, absolute: 0)
    expectApproximately(motion.initialVelocity, example.initialVelocity, absolute: 0)
  }

  @Test(arguments: SpringMotionCase.all)
  func stateMatchesValueAndVelocity(_ example: SpringMotionCase) throws {
    let motion = try example.motion()
    for t in sampleTimes {
      let state = motion.state(at: t)
      expectApproximately(state.value, motion.value(at: t), absolute: 0)
      expectApproximately(state.velocity, motion.velocity(at: t), absolute: 0)
    }
  }

  @Test(arguments: SpringMotionCase.all.filter { $0.dampingRatio > 0 })
  func dampedMotionEndsAtTheTarget(_ example: SpringMotionCase) throws {
    let motion = try example.motion()
    expectApproximately(motion.value(at: .infinity), example.to, absolute: 0)
    expectApproximately(motion.velocity(at: .infinity), 0, absolute: 0)
    // Long after the envelope has decayed the closed form gives the target too.
    let reference = try example.reference()
    let late = reference.timeBeyondWhichWithin(1e-12 * reference.scale) + 1
    expectApproximately(motion.value(at: late), example.to, absolute: 1e-9 * reference.scale)
    #expect(motion.isSettled(at: late))
    #expect(motion.value(at: 1e6).isFinite)
    #expect(motion.velocity(at: 1e6).isFinite)
  }

  /// Either side of critical damping, three different formulas must meet: the motions with
  /// ζ = 1 − δ, 1 and 1 + δ differ by O(δ), with no loss of accuracy as δ shrinks.
  @Test(arguments: [1e-6, 1e-9, 1e-12, 1e-15])
  func isContinuousAcrossCriticalDamping(_ delta: Double) throws {
    let stiffness = 157.913_670_417_429_74
    let mass = 1.0
    let critical = 2 * sqrt(stiffness * mass)
    let starts: [(from: Double, to: Double, velocity: Double)] = [
      (0, 1, 0), (300, 0, -2500), (-50, 100, -400), (10, 10, 1200),
    ]
    for start in starts {
      let motions = try [1 - delta, 1, 1 + delta].map {
        try Spring(mass: mass, stiffness: stiffness, damping: $0 * critical)
          .motion(from: start.from, to: start.to, initialVelocity: start.velocity)
      }
      let omega0 = sqrt(stiffness / mass)
      let scale = abs(start.from - start.to) + abs(start.velocity) / omega0
      // ∂x/∂ζ is bounded by a few times the scale for this spring; allow 10·δ·scale plus
      // rounding.
      let tolerance = (10 * delta + 1e-13) * scale
      for t in sampleTimes {
        let center = motions[1]
        for other in [motions[0], motions[2]] {
          expectApproximately(
            other.value(at: t), center.value(at: t), absolute: tolerance, "x at t=\(t)")
          expectApproximately(
            other.velocity(at: t), center.velocity(at: t), absolute: tolerance * omega0,
            "v at t=\(t)")
        }
      }
    }
  }

  @Test func criticallyDampedHandValues() throws {
    // ω₀ = 4π, from rest at distance 1: x(t) = −(1 + ω₀t)e^(−ω₀t).
    let motion = try Spring(duration: 0.5, bounce: 0).motion(from: 0, to: 1)
    let omega0 = 4 * Double.pi
    for t in [0.05, 0.1, 0.25, 0.5] {
      let x = -(1 + omega0 * t) * exp(-omega0 * t)
      expectApproximately(motion.value(at: t), 1 + x, absolute: 1e-14)
      expectApproximately(
        motion.velocity(at: t), omega0 * omega0 * t * exp(-omega0 * t), absolute: 1e-12)
    }
    // At t = 1/ω₀: x = −2/e.
    expectApproximately(motion.value(at: 1 / omega0), 1 - 2 / M_E, absolute: 1e-14)
  }

  @Test func undampedOscillatesForever() throws {
    // ζ = 0 (bounce 1): x = x₀ cos ω₀t + v₀/ω₀ sin ω₀t, energy conserved, period 2π/ω₀.
    let spring = try Spring(duration: 0.4, bounce: 1)
    expectApproximately(spring.damping, 0, absolute: 0)
    let omega0 = 2 * Double.pi / 0.4
    let motion = spring.motion(from: 30, to: 10, initialVelocity: 150)
    let x0 = 20.0
    let v0 = 150.0
    let amplitude = sqrt(x0 * x0 + (v0 / omega0) * (v0 / omega0))
    let energy = spring.stiffness * x0 * x0 + spring.mass * v0 * v0
    var peak = 0.0
    for i in 0...4000 {
      let t = Double(i) * 0.001
      let x = motion.value(at: t) - 10
      let v = motion.velocity(at: t)
      expectApproximately(
        x, x0 * cos(omega0 * t) + v0 / omega0 * sin(omega0 * t), absolute: 1e-11)
      expectApproximately(
        spring.stiffness * x * x + spring.mass * v * v, energy, relative: 1e-12)
      expectApproximately(motion.value(at: t + 0.4), motion.value(at: t), absolute: 1e-10)
      peak = max(peak, abs(x))
    }
    // Sampled every millisecond the peak comes within a hair of the amplitude, never above.
    #expect(peak <= amplitude * (1 + 1e-12))
    #expect(peak >= amplitude * (1 - 1e-3))
    // Still as lively a thousand periods later.
    let late = 400.0 + 0.1
    expectApproximately(
      motion.value(at: late) - 10, x0 * cos(omega0 * late) + v0 / omega0 * sin(omega0 * late),
      absolute: 1e-9)
    // It has no resting value and never settles.
    #expect(motion.value(at: .infinity).isNaN)
    #expect(motion.velocity(at: .infinity).isNaN)
    #expect(!motion.isSettled(at: 1e6))
    #expect(motion.settlingDuration().isInfinite)
    #expect(spring.settlingDuration.isInfinite)
  }

  @Test func veryOverdampedCreepsWithoutOvershoot() throws {
    // ζ = 50: the motion is dominated by the slow root r₁ = −ω₀/(ζ + √(ζ²−1)) ≈ −ω₀/(2ζ).
    let zeta = 50.0
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    let omega0 = 4 * Double.pi
    let slow = -omega0 / (zeta + sqrt(zeta * zeta - 1))
    let fast = -omega0 * (zeta + sqrt(zeta * zeta - 1))
    let motion = spring.motion(from: 0, to: 100)
    var previous = motion.value(at: 0)
    for i in 1...3000 {
      let t = Double(i) * 0.01
      let value = motion.value(at: t)
      #expect(value >= previous, "monotone at t=\(t)")
      #expect(value < 100, "no overshoot at t=\(t)")
      #expect(motion.velocity(at: t) >= 0)
      previous = value
    }
    // From rest: x = x₀(r₂e^(r₁t) − r₁e^(r₂t))/(r₂ − r₁); once the fast mode has died the
    // displacement shrinks by e^(r₁Δt) over Δt.
    for t in [1.0, 5.0, 20.0] {
      let ratio = (motion.value(at: t + 1) - 100) / (motion.value(at: t) - 100)
      expectApproximately(ratio, exp(slow), relative: 1e-10)
      let expected = -100 * fast / (fast - slow) * exp(slow * t)
      expectApproximately(motion.value(at: t) - 100, expected, relative: 1e-10)
    }
    // A kick decays at the fast rate first: the velocity falls by ~e^(r₂t) in the first
    // milliseconds, then the slow mode carries the motion.
    let kicked = spring.motion(from: 0, to: 0, initialVelocity: 1000)
    let vEarly = kicked.velocity(at: 1e-3)
    expectApproximately(
      vEarly, 1000 * (slow * exp(slow * 1e-3) - fast * exp(fast * 1e-3)) / (slow - fast),
      relative: 1e-10)
    // Peak displacement ≈ v₀/|r₂| (the fast mode's reach), then a slow return.
    let peak = (0...2000).map { kicked.value(at: Double($0) * 1e-5) }.max() ?? 0
    expectApproximately(peak, 1000 / -fast, relative: 0.01)
  }

  @Test func relativeVelocityIsNormalisedByDistance() {
    expectApproximately(Spring.relativeVelocity(600, distance: 300), 2, absolute: 1e-15)
    expectApproximately(Spring.relativeVelocity(-600, distance: 300), -2, absolute: 1e-15)
    expectApproximately(Spring.relativeVelocity(600, distance: -200), -3, absolute: 1e-15)
    expectApproximately(Spring.relativeVelocity(600, distance: 0), 0, absolute: 0)
  }

  @Test func isSettledChecksBothDistanceAndVelocity() throws {
    let motion = try Spring(duration: 0.5, bounce: 0).motion(from: 0, to: 1)
    #expect(!motion.isSettled(at: 0))
    #expect(motion.isSettled(at: 5))
    // At t = 0 the displacement is 1: settled only for a tolerance of at least 1.
    #expect(motion.isSettled(at: 0, tolerance: Tolerance(distance: 1, velocity: 0)))
    #expect(!motion.isSettled(at: 0, tolerance: Tolerance(distance: 0.999, velocity: 1)))
    // Passing the target fast is not settled even with a huge distance tolerance.
    let kicked = try Spring(duration: 0.5, bounce: 0).motion(
      from: 0, to: 0, initialVelocity: 100)
    #expect(!kicked.isSettled(at: 0, tolerance: Tolerance(distance: 1e9, velocity: 99)))
    #expect(kicked.isSettled(at: 0, tolerance: Tolerance(distance: 1e9, velocity: 100)))
  }
}
