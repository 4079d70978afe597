import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// A motion whose settling time is checked, with the tolerance ε used.
struct SettlingCase: Sendable, CustomTestStringConvertible {
  var dampingRatio: Double
  var from: Double
  var to: Double
  var initialVelocity: Double
  var epsilon: Double
  var response = 0.5

  var testDescription: String {
    "ζ=\(dampingRatio) \(from)→\(to) v0=\(initialVelocity) ε=\(epsilon)"
  }

  func motion() throws -> SpringMotion {
    try Spring(dampingRatio: dampingRatio, response: response)
      .motion(from: from, to: to, initialVelocity: initialVelocity)
  }

  func reference() throws -> OscillatorReference {
    let spring = try Spring(dampingRatio: dampingRatio, response: response)
    return OscillatorReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, x0: from - to,
      v0: initialVelocity)
  }

  /// Motions that leave the tolerance: every regime, from rest, towards the target (crossing
  /// it for the stronger pushes), away from it, kicked from the target, from either side, and
  /// with the half-point tolerance over a screen-sized distance.
  static let leaving: [SettlingCase] = {
    var cases: [SettlingCase] = []
    for zeta in [0.02, 0.3, 0.7, 0.95, 1, 1.05, 1.5, 4, 50] {
      cases.append(.init(dampingRatio: zeta, from: 0, to: 1, initialVelocity: 0, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: 1, to: 0, initialVelocity: -30, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: 1, to: 0, initialVelocity: -3, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: 1, to: 0, initialVelocity: 20, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: -1, to: 0, initialVelocity: 30, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: -1, to: 0, initialVelocity: -20, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: 0, to: 0, initialVelocity: 5, epsilon: 1e-3))
      // Inside the tolerance at first, but pushed out of it.
      cases.append(
        .init(dampingRatio: zeta, from: 5e-4, to: 0, initialVelocity: 2, epsilon: 1e-3))
      cases.append(
        .init(dampingRatio: zeta, from: 0, to: 300, initialVelocity: -1500, epsilon: 0.5))
      cases.append(
        .init(dampingRatio: zeta, from: 844, to: 0, initialVelocity: -4000, epsilon: 0.5))
    }
    return cases
  }()

  /// Motions that never leave the tolerance: settled at time 0.
  static let inside: [SettlingCase] = {
    var cases: [SettlingCase] = []
    for zeta in [0, 0.3, 1, 2.5, 50] {
      cases.append(.init(dampingRatio: zeta, from: 0, to: 0, initialVelocity: 0, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: 5e-4, to: 0, initialVelocity: 0, epsilon: 1e-3))
      cases.append(
        .init(dampingRatio: zeta, from: 100, to: 100.0009, initialVelocity: 0, epsilon: 1e-3))
      cases.append(
        .init(dampingRatio: zeta, from: -5e-4, to: 0, initialVelocity: 1e-3, epsilon: 1e-3))
      cases.append(.init(dampingRatio: zeta, from: 0, to: 300, initialVelocity: 0, epsilon: 301))
    }
    return cases
  }()
}

struct SpringSettlingTests {
  @Test(arguments: SettlingCase.leaving)
  func settlingTimeIsTheLastCrossing(_ example: SettlingCase) throws {
    try expectLastCrossing(
      of: example.motion(), reference: example.reference(), epsilon: example.epsilon,
      margin: 2 * example.response)
  }

  /// Kicked from the target so that the one peak (or, underdamped, the first) reaches just 0.2%
  /// past the tolerance: the narrow excursion must still be found.
  @Test(arguments: [0.1, 0.5, 0.9, 1, 1.2, 3, 50])
  func barelyLeavingTheToleranceIsNoticed(_ zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    let epsilon = 1e-3
    // The displacement is linear in v₀: find the peak of a unit kick on a fine grid (which can
    // only underestimate it), then scale the kick so that the peak is 1.002·ε.
    let unit = OscillatorReference(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, x0: 0, v0: 1)
    let peakTime = (1..<200_000).map { Double($0) * 1e-5 }.max {
      abs(unit.textbook(at: $0).x) < abs(unit.textbook(at: $1).x)
    }
    let unitPeak = abs(unit.textbook(at: try #require(peakTime)).x)
    let kick = 1.002 * epsilon / unitPeak
    let motion = spring.motion(from: 0, to: 0, initialVelocity: kick)
    var reference = unit
    reference.v0 = kick
    try expectLastCrossing(of: motion, reference: reference, epsilon: epsilon, margin: 1)
  }

  /// An underdamped motion from rest has extrema at t_k = kπ/ω_d of size e^(−ζω₀t_k). A
  /// tolerance a hair below the k-th puts T in the half period after t_k; a hair above, in the
  /// half period before it.
  @Test(arguments: [0.05, 0.3, 0.6])
  func toleranceAtAnExtremumPicksTheRightHalfPeriod(_ zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    let omega0 = 4 * Double.pi
    let omegaD = omega0 * sqrt(1 - zeta * zeta)
    let motion = spring.motion(from: 1, to: 0)
    for k in 1...5 {
      let extremum = Double(k) * Double.pi / omegaD
      let size = exp(-zeta * omega0 * extremum)
      expectApproximately(abs(motion.value(at: extremum)), size, relative: 1e-12)
      let below = motion.settlingDuration(tolerance: Tolerance(distance: size * (1 - 1e-9)))
      #expect(below > extremum && below < extremum + Double.pi / omegaD, "k=\(k)")
      let above = motion.settlingDuration(tolerance: Tolerance(distance: size * (1 + 1e-12)))
      #expect(above < extremum && above > extremum - Double.pi / omegaD, "k=\(k)")
    }
  }

  /// The same motion seen from a later start has the same end: restarting at time s from the
  /// state at s settles s seconds sooner.
  @Test(arguments: SettlingCase.leaving.filter { $0.epsilon < 0.01 })
  func settlingTimeIsConsistentUnderRestart(_ example: SettlingCase) throws {
    let motion = try example.motion()
    let tolerance = Tolerance(distance: example.epsilon)
    let settle = motion.settlingDuration(tolerance: tolerance)
    for fraction in [0.1, 0.5, 0.9] {
      let s = settle * fraction
      let state = motion.state(at: s)
      let restarted = motion.spring.motion(
        from: state.value, to: example.to, initialVelocity: state.velocity)
      expectApproximately(
        restarted.settlingDuration(tolerance: tolerance), settle - s, absolute: 1e-9 * settle)
    }
  }

  @Test(arguments: SettlingCase.inside)
  func motionThatNeverLeavesTheToleranceSettlesAtZero(_ example: SettlingCase) throws {
    let motion = try example.motion()
    let settle = motion.settlingDuration(tolerance: Tolerance(distance: example.epsilon))
    expectApproximately(settle, 0, absolute: 0)
    // Confirm on a grid that it indeed never leaves.
    for i in 0...2000 {
      let t = Double(i) * 0.001
      #expect(abs(motion.value(at: t) - example.to) <= example.epsilon * (1 + 1e-9))
    }
  }

  @Test func undampedMotionOutsideTheToleranceNeverSettles() throws {
    let spring = try Spring(dampingRatio: 0, response: 0.5)
    for (from, velocity) in [(1.0, 0.0), (0, 1), (-3, 10), (2e-3, 0)] {
      let settle = spring.motion(from: from, to: 0, initialVelocity: velocity)
        .settlingDuration()
      #expect(settle.isInfinite && settle > 0, "from \(from) v0 \(velocity): \(settle)")
    }
    // An oscillation whose amplitude is below the tolerance is settled from the start.
    let tiny = spring.motion(from: 5e-4, to: 0, initialVelocity: 1e-3)
    expectApproximately(tiny.settlingDuration(), 0, absolute: 0)
  }

  @Test func defaultToleranceIsTheStandardOne() throws {
    let motion = try Spring(duration: 0.4, bounce: 0.25).motion(from: 0, to: 1)
    expectApproximately(
      motion.settlingDuration(),
      motion.settlingDuration(tolerance: Tolerance(distance: 0.001)), absolute: 0)
    expectApproximately(Tolerance.standard.distance, 0.001, absolute: 0)
  }

  @Test func widerToleranceSettlesSooner() throws {
    let motion = try Spring(duration: 0.5, bounce: 0.3).motion(from: 0, to: 300)
    var previous = Double.infinity
    for epsilon in [1e-6, 1e-4, 1e-2, 0.5, 5, 50, 150] {
      let settle = motion.settlingDuration(tolerance: Tolerance(distance: epsilon))
      #expect(settle < previous, "ε=\(epsilon)")
      previous = settle
    }
    // The tolerance's sign is ignored.
    expectApproximately(
      motion.settlingDuration(tolerance: Tolerance(distance: -0.5)),
      motion.settlingDuration(tolerance: Tolerance(distance: 0.5)), absolute: 0)
  }

  /// For an underdamped motion from rest the last crossing comes no later than the time the
  /// envelope A·e^(−ζω₀t) falls to ε, and not much earlier.
  @Test(arguments: [0.05, 0.2, 0.5, 0.8])
  func underdampedSettlingTracksTheEnvelope(_ zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    let omega0 = 4 * Double.pi
    let omegaD = omega0 * sqrt(1 - zeta * zeta)
    let amplitude = sqrt(1 + pow(zeta * omega0 / omegaD, 2))
    for epsilon in [1e-2, 1e-3, 1e-6, 1e-9] {
      let settle = spring.motion(from: 1, to: 0).settlingDuration(
        tolerance: Tolerance(distance: epsilon))
      let envelope = log(amplitude / epsilon) / (zeta * omega0)
      #expect(settle <= envelope * (1 + 1e-12))
      // The extrema sit at √(1 − ζ²) of the envelope, so the last one above ε comes at most
      // ln(1/√(1 − ζ²))/(ζω₀) before the envelope reaches ε, and T less than half a period
      // after that extremum.
      let peakLag = -log(sqrt(1 - zeta * zeta)) / (zeta * omega0)
      #expect(settle >= envelope - peakLag - Double.pi / omegaD)
    }
  }

  @Test func exactToleranceZeroNeverSettlesUnlessAtRest() throws {
    for zeta in [0.3, 1, 2] {
      let spring = try Spring(dampingRatio: zeta, response: 0.5)
      let moving = spring.motion(from: 1, to: 0).settlingDuration(tolerance: Tolerance(distance: 0))
      #expect(moving.isInfinite && moving > 0, "ζ=\(zeta): \(moving)")
      let resting = spring.motion(from: 0, to: 0).settlingDuration(
        tolerance: Tolerance(distance: 0))
      expectApproximately(resting, 0, absolute: 0)
    }
  }
}

/// Checks that `T = motion.settlingDuration(ε)` is the last time |x| = ε: at T the displacement
/// is ε, just before it exceeds ε, and after it (on a dense grid reaching `margin` past the
/// time from which the textbook envelope proves it) it never does. Scanning the grid
/// independently finds the last excursion within a grid step of T.
private func expectLastCrossing(
  of motion: SpringMotion, reference: OscillatorReference, epsilon: Double, margin: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let settle = motion.settlingDuration(tolerance: Tolerance(distance: epsilon))
  func x(_ t: Double) -> Double { motion.value(at: t) - motion.to }

  try #require(settle.isFinite && settle > 0, "T = \(settle)", sourceLocation: sourceLocation)
  expectApproximately(abs(x(settle)), epsilon, relative: 1e-6, sourceLocation: sourceLocation)
  #expect(abs(x(settle)) <= epsilon * (1 + 1e-9), sourceLocation: sourceLocation)
  #expect(abs(x(settle - 1e-7 * max(1, settle))) > epsilon, sourceLocation: sourceLocation)

  let end = max(reference.timeBeyondWhichWithin(epsilon), settle) + margin
  let count = 40_000
  var lastOutside = -1.0
  for i in 0...count {
    let t = end * Double(i) / Double(count)
    let outside = abs(x(t)) > epsilon * (1 + 1e-9)
    if t > settle {
      #expect(
        !outside, "|x(\(t))| = \(abs(x(t))) > ε after T = \(settle)",
        sourceLocation: sourceLocation)
      if outside { break }
    }
    if outside { lastOutside = t }
  }
  #expect(lastOutside < settle, sourceLocation: sourceLocation)
  #expect(settle - lastOutside <= 2 * end / Double(count), sourceLocation: sourceLocation)
}
