import Motion
import Testing
import TransitionsTestSupport

@testable import Dynamics

/// The cached solution operator of a single spring gives what solving afresh gives.
@Suite struct PropagatorTests {
  /// Random springs (from free motion to 1 000 Hz, undamped to overdamped), durations, states
  /// and forces: the propagator's six products match `solveLinear` to rounding.
  @Test func theOperatorMatchesSolvingAfresh() {
    var random = SeededRandom(seed: 7)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001)
        / 1_000_000
    }
    for _ in 0..<PropertyRuns.scaled(300) {
      let omega = random.next() % 8 == 0 ? 0 : 2 * Double.pi * uniform(0.05...1000)
      let k = omega * omega
      let c = random.next() % 8 == 0 ? 0 : uniform(0...400)
      let tau = uniform(1e-5...0.1)
      let (x0, v0, f) = (uniform(-2000...2000), uniform(-8000...8000), uniform(-5000...5000))
      let propagator = LinearPropagator(stiffness: k, damping: c, time: tau)
      let fast = propagator.apply(x0: x0, v0: v0, force: f)
      let direct = solveLinear(x0: x0, v0: v0, stiffness: k, damping: c, force: f, time: tau)
      let scale = max(1, abs(x0), abs(v0) * tau, k > 0 ? abs(f) / k : abs(f) * tau * tau)
      let comment: Comment = "k \(k), c \(c), τ \(tau), x₀ \(x0), v₀ \(v0), f \(f)"
      expectApproximately(fast.x, direct.x, absolute: 1e-11 * scale, comment)
      expectApproximately(
        fast.v, direct.v, absolute: 1e-11 * max(scale / tau, abs(v0), abs(f) * tau), comment)
    }
  }

  /// The cache builds an operator on a key's second request in a row, keeps the last two it
  /// built (a step and a fraction of a step alternate without evicting each other), and never
  /// evicts one for a key asked for only once.
  @Test func theCacheKeepsWhatIsUsedRepeatedly() throws {
    var cache = PropagatorCache()
    let (k, c, step, fraction) = (400.0, 4.0, 1.0 / 240, 0.001)
    #expect(cache.propagator(stiffness: k, damping: c, time: step) == nil)
    let second = cache.propagator(stiffness: k, damping: c, time: step)
    let built = try #require(second)
    #expect(built.matches(stiffness: k, damping: c, time: step))
    #expect(!built.solvesDirectly)
    // A fraction of a step, asked for twice, is built beside the step.
    #expect(cache.propagator(stiffness: k, damping: c, time: fraction) == nil)
    let secondFraction = cache.propagator(stiffness: k, damping: c, time: fraction)
    let shown = try #require(secondFraction)
    #expect(shown.matches(stiffness: k, damping: c, time: fraction))
    // Alternating, both stay.
    for _ in 0..<3 {
      #expect(cache.propagator(stiffness: k, damping: c, time: step)?.xv == built.xv)
      #expect(cache.propagator(stiffness: k, damping: c, time: fraction)?.xv == shown.xv)
    }
    // Durations asked for once (a bisection) are solved directly and evict nothing.
    for n in 1...20 {
      #expect(cache.propagator(stiffness: k, damping: c, time: step * Double(n) / 21) == nil)
    }
    #expect(cache.propagator(stiffness: k, damping: c, time: step)?.xv == built.xv)
    #expect(cache.propagator(stiffness: k, damping: c, time: fraction)?.xv == shown.xv)
    // A changed stiffness is a new key; once built it replaces the one used less recently.
    _ = cache.propagator(stiffness: 2 * k, damping: c, time: step)
    let secondStiffer = cache.propagator(stiffness: 2 * k, damping: c, time: step)
    let stiffer = try #require(secondStiffer)
    #expect(stiffer.xx != built.xx)
    #expect(cache.propagator(stiffness: k, damping: c, time: fraction)?.xv == shown.xv)
  }

  /// After a miss, the cache's direct propagator is the key's, and solves as one made afresh,
  /// bit for bit, with its spring kept from the miss before (a bisection's midpoints).
  @Test func aMissGivesTheKeysDirectPropagator() {
    var cache = PropagatorCache()
    let (k, c) = (400.0, 4.0)
    for n in 1...5 {
      let tau = 1.0 / 240 * Double(n) / 7
      #expect(cache.propagator(stiffness: k, damping: c, time: tau) == nil)
      let missed = cache.lastMissed
      #expect(missed.solvesDirectly && missed.matches(stiffness: k, damping: c, time: tau))
      #expect(missed.spring == (try? Spring(mass: 1, stiffness: k, damping: c)))
      let fresh = LinearPropagator(direct: k, damping: c, time: tau)
      let a = missed.apply(x0: 120, v0: -300, force: 1000)
      let b = fresh.apply(x0: 120, v0: -300, force: 1000)
      #expect(a.x == b.x && a.v == b.v)
    }
    // Another stiffness: its own spring.
    #expect(cache.propagator(stiffness: 2 * k, damping: c, time: 0.001) == nil)
    #expect(cache.lastMissed.spring == (try? Spring(mass: 1, stiffness: 2 * k, damping: c)))
  }

  /// A direct propagator gives what the built one gives, to rounding.
  @Test func aDirectPropagatorMatchesABuiltOne() {
    let built = LinearPropagator(stiffness: 900, damping: 6, time: 1.0 / 240)
    let direct = LinearPropagator(direct: 900, damping: 6, time: 1.0 / 240)
    #expect(direct.solvesDirectly)
    let a = built.apply(x0: 120, v0: -300, force: 1000)
    let b = direct.apply(x0: 120, v0: -300, force: 1000)
    expectApproximately(a.x, b.x, absolute: 1e-10)
    expectApproximately(a.v, b.v, absolute: 1e-8)
  }

  /// An unused propagator matches no key, not even NaN's.
  @Test func anUnusedPropagatorMatchesNothing() {
    let unused = LinearPropagator()
    #expect(!unused.matches(stiffness: 0, damping: 0, time: 0))
    #expect(!unused.matches(stiffness: .nan, damping: .nan, time: .nan))
  }

  /// In a world, a spring stepped with frames that fall between steps (so the cache alternates
  /// between the step and fractions of it) follows its closed-form motion.
  @Test func aSpringShownBetweenStepsFollowsItsClosedForm() throws {
    let world = try makeWorld()
    let anchor = Point(x: 195, y: 400)
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 195, y: 520), size: Size(width: 20, height: 20)))
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: anchor, length: 0, frequency: 2, dampingRatio: 0.2))
    let omega = 2 * Double.pi * 2
    let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.2 * omega)
    let motion = spring.motion(from: 120, to: 0, initialVelocity: 0)
    for time in jitteredFrames(duration: 2, seed: 11) {
      try world.advance(to: time)
      let expected = motion.state(at: time)
      expectApproximately(world.center(of: item).y - anchor.y, expected.value, absolute: 1e-8)
      expectApproximately(world.velocity(of: item).dy, expected.velocity, absolute: 1e-7)
    }
  }
}
