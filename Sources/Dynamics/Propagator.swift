import Motion

/// The solution operator of x″ = −k·x − c·x′ + f over τ, for constant k, c and f: the solution
/// is linear in (x₀, v₀, f), so three evaluations of ``solveLinear`` give it once, and each step
/// after that is six multiplications. An item keeps the ones it uses repeatedly
/// (``PropagatorCache``), keyed by (k, c, τ): a spring's step costs the exponentials and the
/// sine only when k, c or τ change.
struct LinearPropagator: Sendable {
  /// The key: stiffness per unit mass (1/s²), damping per unit mass (1/s), duration (s).
  /// NaN in an unused propagator, so that no key matches it.
  var stiffness = Double.nan
  var damping = Double.nan
  var time = Double.nan
  // x(τ) = xx·x₀ + xv·v₀ + xf·f and v(τ) = vx·x₀ + vv·v₀ + vf·f.
  var xx = 0.0
  var xv = 0.0
  var xf = 0.0
  var vx = 0.0
  var vv = 0.0
  var vf = 0.0

  /// Whether ``apply(x0:v0:force:)`` solves afresh instead of using the coefficients.
  private(set) var solvesDirectly = false
  /// The unit-mass spring a direct propagator solves with (``unitSpring(_:_:)``), made once for
  /// a row of direct solutions with the same stiffness and damping (a look-ahead's bisection).
  private(set) var spring: Spring?

  /// An unused propagator (it matches no key).
  init() {}

  /// A propagator for a duration used once: ``apply(x0:v0:force:)`` solves afresh, which costs
  /// a third of building the operator.
  init(direct k: Double, damping c: Double, time tau: Double) {
    self.init(direct: k, damping: c, time: tau, spring: unitSpring(k, c))
  }

  /// A direct propagator given its spring, `unitSpring(k, c)` made before.
  init(direct k: Double, damping c: Double, time tau: Double, spring: Spring?) {
    stiffness = k
    damping = c
    time = tau
    solvesDirectly = true
    self.spring = spring
  }

  /// The solution operator for stiffness `k`, damping `c` and duration `tau`.
  init(stiffness k: Double, damping c: Double, time tau: Double) {
    stiffness = k
    damping = c
    time = tau
    let fromPosition = solveLinear(x0: 1, v0: 0, stiffness: k, damping: c, force: 0, time: tau)
    let fromVelocity = solveLinear(x0: 0, v0: 1, stiffness: k, damping: c, force: 0, time: tau)
    let fromForce = solveLinear(x0: 0, v0: 0, stiffness: k, damping: c, force: 1, time: tau)
    (xx, vx) = fromPosition
    (xv, vv) = fromVelocity
    (xf, vf) = fromForce
  }

  /// The state after the propagator's duration from position `x0` and velocity `v0` under the
  /// constant force per unit mass `f`.
  @inline(__always)
  func apply(x0: Double, v0: Double, force f: Double) -> (x: Double, v: Double) {
    if solvesDirectly {
      return solveLinear(
        x0: x0, v0: v0, spring: spring, stiffness: stiffness, damping: damping, force: f,
        time: time)
    }
    return (xx * x0 + xv * v0 + xf * f, vx * x0 + vv * v0 + vf * f)
  }

  /// Whether this is the propagator for (k, c, τ).
  @inline(__always)
  func matches(stiffness k: Double, damping c: Double, time tau: Double) -> Bool {
    k == stiffness && c == damping && tau == time
  }
}

/// An item's propagators: the last two durations it was advanced by *repeatedly* (a whole step,
/// and the fraction of a step shown between steps at some frame rates), so that they do not
/// evict each other. A key asked for once (the time to a contact, a bisection's midpoint) is
/// only remembered, and solved directly: building an operator costs three solutions, and pays
/// only from its second use.
struct PropagatorCache: Sendable {
  private var first = LinearPropagator()
  private var second = LinearPropagator()
  private var firstIsNewer = false
  /// The last request that found no operator, kept for its key only (unused: none).
  private var missed = LinearPropagator()

  /// After ``propagator(stiffness:damping:time:)`` returned `nil`: the direct propagator for
  /// the key it was asked for, its spring kept from the miss before when the stiffness and
  /// damping are the same (a bisection's midpoints: the spring made once).
  var lastMissed: LinearPropagator { missed }

  /// The propagator for (k, c, τ), or `nil` the first time this key is asked for in a row of
  /// misses (solve directly then, with ``lastMissed``). A second request builds it in the slot
  /// used less recently.
  @inline(__always)
  mutating func propagator(
    stiffness k: Double, damping c: Double, time tau: Double
  ) -> LinearPropagator? {
    if first.matches(stiffness: k, damping: c, time: tau) {
      firstIsNewer = true
      return first
    }
    if second.matches(stiffness: k, damping: c, time: tau) {
      firstIsNewer = false
      return second
    }
    guard missed.matches(stiffness: k, damping: c, time: tau) else {
      let spring =
        missed.stiffness == k && missed.damping == c ? missed.spring : unitSpring(k, c)
      missed = LinearPropagator(direct: k, damping: c, time: tau, spring: spring)
      return nil
    }
    let made = LinearPropagator(stiffness: k, damping: c, time: tau)
    if firstIsNewer { second = made } else { first = made }
    firstIsNewer.toggle()
    return made
  }
}

/// The solution of x″ = −k·x − c·x′ + f with constant k ≥ 0, c ≥ 0 and f, after time τ.
func solveLinear(
  x0: Double, v0: Double, stiffness k: Double, damping c: Double, force f: Double, time tau: Double
) -> (x: Double, v: Double) {
  solveLinear(
    x0: x0, v0: v0, spring: unitSpring(k, c), stiffness: k, damping: c, force: f, time: tau)
}

/// The unit-mass spring of stiffness `k` and damping `c` that ``solveLinear`` solves with:
/// `nil` unless k > 0 and the spring is valid.
func unitSpring(_ k: Double, _ c: Double) -> Spring? {
  k > 0 ? try? Spring(mass: 1, stiffness: k, damping: c) : nil
}

/// ``solveLinear(x0:v0:stiffness:damping:force:time:)`` with `spring`, `unitSpring(k, c)`.
func solveLinear(
  x0: Double, v0: Double, spring: Spring?, stiffness k: Double, damping c: Double,
  force f: Double, time tau: Double
) -> (x: Double, v: Double) {
  if k > 0, let spring {
    let s = spring.motion(from: x0, to: f / k, initialVelocity: v0).state(at: tau)
    return (s.value, s.velocity)
  }
  if c > 0 {
    let ct = c * tau
    let decay = _exp(-ct)
    let gain = -_expm1(-ct) / c  // (1 − e^(−cτ)) / c
    // (cτ + e^(−cτ) − 1) / c², by its series where cτ is small to avoid cancellation.
    let drift =
      ct < 1e-3
      ? tau * tau * (0.5 - ct / 6 + ct * ct / 24)
      : (ct - 1 + decay) / (c * c)
    return (x0 + v0 * gain + f * drift, v0 * decay + f * gain)
  }
  return (x0 + v0 * tau + 0.5 * f * tau * tau, v0 + f * tau)
}
