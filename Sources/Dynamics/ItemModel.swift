import Motion

/// A spring acting on one item during a step.
struct SpringTerm: Sendable {
  var item: Int
  /// The anchor (or the other item's centre at the start of the step).
  var anchor: Point
  /// The anchor's velocity (the other item's, or zero).
  var anchorVelocity: Vector
  /// Rest length, in points.
  var length: Double
  /// Stiffness per unit mass, k/m, in 1/s².
  var stiffness: Double
  /// Damping per unit mass, c/m, in 1/s.
  var damping: Double
  /// The other item for an attachment between items (integrated jointly), or −1.
  var other: Int
  /// Attached to another item.
  var coupled: Bool { other >= 0 }
  /// Box2D's implicit Euler step instead of the exact solution.
  var implicit: Bool

  /// The acceleration this spring gives an item at `p` moving at `v`, pulled towards an anchor
  /// at `anchor` moving at `anchorVelocity`.
  func acceleration(
    at p: Point, velocity v: Vector, anchor: Point, anchorVelocity: Vector
  ) -> Vector {
    let d = p - anchor
    let relative = v - anchorVelocity
    if length == 0 {
      return -(d * stiffness) - relative * damping
    }
    let distance = d.length
    guard distance > 1e-12 else { return .zero }
    let axis = d / distance
    return axis * (-stiffness * (distance - length) - damping * relative.dot(axis))
  }
}

/// How an item moves during one step: constant forces, linear damping and at most one spring
/// solved exactly; anything else falls back to fourth-order Runge–Kutta.
struct ItemModel: Sendable {
  /// Constant acceleration (gravity, continuous pushes), in pt/s².
  var acceleration: Vector = .zero
  /// Linear damping rate, per second.
  var resistance: Double = 0
  var springCount = 0
  var spring = SpringTerm(
    item: 0, anchor: .zero, anchorVelocity: .zero, length: 0, stiffness: 0, damping: 0,
    other: -1, implicit: false)
  /// Whether a spring ties the item to another item: such items move in a joint step.
  var isCoupled = false

  /// Clears the forces for a new step (the spring and axis are only read when counted).
  mutating func reset(resistance: Double) {
    acceleration = .zero
    self.resistance = resistance
    springCount = 0
    isCoupled = false
    axis = Vector(dx: 0, dy: 1)
  }
  /// The spring's axis at the start of the step (for a spring with a rest length).
  var axis = Vector(dx: 0, dy: 1)

  /// Counts a spring acting on the item this step; the first is kept for the exact solution.
  /// (One mutation per spring: the world's model array is checked for uniqueness once.)
  mutating func count(_ term: SpringTerm) {
    if term.coupled { isCoupled = true }
    springCount += 1
    if springCount == 1 { spring = term }
  }
}

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

  /// An unused propagator (it matches no key).
  init() {}

  /// A propagator for a duration used once: ``apply(x0:v0:force:)`` solves afresh, which costs
  /// a third of building the operator.
  init(direct k: Double, damping c: Double, time tau: Double) {
    stiffness = k
    damping = c
    time = tau
    solvesDirectly = true
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
        x0: x0, v0: v0, stiffness: stiffness, damping: damping, force: f, time: time)
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

  /// The propagator for (k, c, τ), or `nil` the first time this key is asked for in a row of
  /// misses (solve directly then). A second request builds it in the slot used less recently.
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
      missed = LinearPropagator(direct: k, damping: c, time: tau)
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
  if k > 0, let spring = try? Spring(mass: 1, stiffness: k, damping: c) {
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

extension ItemModel {
  /// The state after `tau` seconds from `s`, ignoring collisions.
  /// `propagators` holds the item's solution operators for its single spring (see
  /// ``LinearPropagator``); one is computed when the spring, the damping or `tau` is new.
  func advance(
    _ s: ItemState, by tau: Double, springs: [SpringTerm], item: Int,
    propagators: inout PropagatorCache
  ) -> ItemState {
    guard tau > 0 else { return s }
    if springCount == 0 {
      let x = solveLinear(
        x0: s.center.x, v0: s.velocity.dx, stiffness: 0, damping: resistance,
        force: acceleration.dx, time: tau)
      let y = solveLinear(
        x0: s.center.y, v0: s.velocity.dy, stiffness: 0, damping: resistance,
        force: acceleration.dy, time: tau)
      return ItemState(center: Point(x: x.x, y: y.x), velocity: Vector(dx: x.v, dy: y.v))
    }
    if springCount == 1, !spring.coupled {
      if spring.implicit { return implicitStep(s, tau) }
      let c = spring.damping + resistance
      let propagator =
        propagators.propagator(stiffness: spring.stiffness, damping: c, time: tau)
        ?? LinearPropagator(direct: spring.stiffness, damping: c, time: tau)
      return exactSpring(s, propagator: propagator)
    }
    return rungeKutta(s, tau, springs: springs, item: item)
  }

  /// The acceleration at `p` moving at `v` from constant forces, damping and every spring on
  /// `item` whose anchor is fixed.
  func acceleration(_ p: Point, _ v: Vector, springs: [SpringTerm], item: Int) -> Vector {
    var a = acceleration - v * resistance
    for term in springs where term.item == item {
      a += term.acceleration(
        at: p, velocity: v, anchor: term.anchor, anchorVelocity: term.anchorVelocity)
    }
    return a
  }

  /// Classic fourth-order Runge–Kutta, for items held by several fixed springs.
  private func rungeKutta(
    _ s: ItemState, _ h: Double, springs: [SpringTerm], item: Int
  ) -> ItemState {
    let p = s.center
    let v = s.velocity
    let a1 = acceleration(p, v, springs: springs, item: item)
    let v2 = v + a1 * (h / 2)
    let a2 = acceleration(p + v * (h / 2), v2, springs: springs, item: item)
    let v3 = v + a2 * (h / 2)
    let a3 = acceleration(p + v2 * (h / 2), v3, springs: springs, item: item)
    let v4 = v + a3 * h
    let a4 = acceleration(p + v3 * h, v4, springs: springs, item: item)
    return ItemState(
      center: p + (v + v2 * 2 + v3 * 2 + v4) * (h / 6),
      velocity: v + (a1 + a2 * 2 + a3 * 2 + a4) * (h / 6))
  }

  /// The exact motion under one spring to a fixed anchor, constant forces and damping, over
  /// the duration of `propagator` (prepared for this spring's stiffness and total damping).
  private func exactSpring(_ s: ItemState, propagator: LinearPropagator) -> ItemState {
    let d = s.center - spring.anchor
    if spring.length == 0 {
      let x = propagator.apply(x0: d.dx, v0: s.velocity.dx, force: acceleration.dx)
      let y = propagator.apply(x0: d.dy, v0: s.velocity.dy, force: acceleration.dy)
      return ItemState(
        center: spring.anchor + Vector(dx: x.x, dy: y.x), velocity: Vector(dx: x.v, dy: y.v))
    }
    // Along the axis: a damped oscillator about the rest length; across it: free motion.
    let across = Vector(dx: -axis.dy, dy: axis.dx)
    let u = propagator.apply(
      x0: d.dot(axis) - spring.length, v0: s.velocity.dot(axis), force: acceleration.dot(axis))
    let w = solveLinear(
      x0: d.dot(across), v0: s.velocity.dot(across), stiffness: 0, damping: resistance,
      force: acceleration.dot(across), time: propagator.time)
    return ItemState(
      center: spring.anchor + axis * (u.x + spring.length) + across * w.x,
      velocity: axis * u.v + across * w.v)
  }

  /// Box2D's soft-constraint step: forces and damping first, then the implicit spring.
  private func implicitStep(_ s: ItemState, _ h: Double) -> ItemState {
    let k = spring.stiffness
    let c = spring.damping
    let v = (s.velocity + acceleration * h) / (1 + h * resistance)
    let d = s.center - spring.anchor
    let denominator = 1 + h * c + h * h * k
    if spring.length == 0 {
      let next = (v - d * (h * k)) / denominator
      return ItemState(center: s.center + next * h, velocity: next)
    }
    let across = Vector(dx: -axis.dy, dy: axis.dx)
    let stretch = d.dot(axis) - spring.length
    let along = (v.dot(axis) - h * k * stretch) / denominator
    let next = axis * along + across * v.dot(across)
    return ItemState(center: s.center + next * h, velocity: next)
  }
}
