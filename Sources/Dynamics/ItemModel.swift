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
  /// Where the spring holds the item, from its centre in its own axes (points); zero for the
  /// centre. A spring with an offset on an item that rotates moves it in the joint step.
  var offset = Vector.zero
  /// Where the spring holds the other item, from its centre in its own axes (points).
  var otherOffset = Vector.zero
  /// Whether the spring holds either item away from its centre.
  var hasOffset: Bool { offset != .zero || otherOffset != .zero }

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
  /// Whether a spring holds the item (or its partner) away from a centre: the item moves in the
  /// joint step with its rotation (see `World+Rotation.swift`). Implies `isCoupled`.
  var isTurned = false
  /// Constant angular acceleration (torque / moment of inertia of continuous pushes with an
  /// offset), in rad/s², taken at the step's start.
  var angularAcceleration = 0.0
  /// Angular damping rate, per second.
  var angularResistance = 0.0

  /// Clears the forces for a new step (the spring and axis are only read when counted).
  mutating func reset(resistance: Double) {
    acceleration = .zero
    self.resistance = resistance
    springCount = 0
    isCoupled = false
    isTurned = false
    angularAcceleration = 0
    axis = Vector(dx: 0, dy: 1)
  }
  /// The spring's axis at the start of the step (for a spring with a rest length).
  var axis = Vector(dx: 0, dy: 1)

  /// Counts a spring acting on the item this step; the first is kept for the exact solution.
  /// (One mutation per spring: the world's model array is checked for uniqueness once.)
  mutating func count(_ term: SpringTerm) {
    if term.coupled { isCoupled = true }
    if term.hasOffset {
      isCoupled = true
      isTurned = true
    }
    springCount += 1
    if springCount == 1 { spring = term }
  }
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
    var next = translate(s, by: tau, springs: springs, item: item, propagators: &propagators)
    (next.angle, next.angularVelocity) = turn(s, by: tau)
    return next
  }

  /// The angle and angular velocity after `tau` seconds of free rotation from `s`: constant
  /// angular acceleration and angular resistance, solved exactly as linear motion is
  /// (θ″ = α − r·θ′). A still item with no torque keeps its angle bit for bit.
  @inline(__always)
  func turn(_ s: ItemState, by tau: Double) -> (angle: Double, angularVelocity: Double) {
    guard s.angularVelocity != 0 || angularAcceleration != 0, tau > 0 else {
      return (s.angle, s.angularVelocity)
    }
    let solved = solveLinear(
      x0: s.angle, v0: s.angularVelocity, stiffness: 0, damping: angularResistance,
      force: angularAcceleration, time: tau)
    return (solved.x, solved.v)
  }

  /// Whether the item moves without reading the spring list: no spring, or one spring to a
  /// fixed anchor (solved exactly or implicitly); several springs need Runge–Kutta over them.
  @inline(__always)
  var movesAlone: Bool { springCount == 0 || (springCount == 1 && !spring.coupled) }

  /// ``advance(_:by:springs:item:propagators:)`` for an item that ``movesAlone``: the same
  /// arithmetic, without the spring list.
  @inline(__always)
  func advanceAlone(
    _ s: ItemState, by tau: Double, propagators: inout PropagatorCache
  ) -> ItemState {
    guard tau > 0 else { return s }
    var next = translateAlone(s, by: tau, propagators: &propagators)
    (next.angle, next.angularVelocity) = turn(s, by: tau)
    return next
  }

  /// The centre and velocity after `tau` seconds from `s` (the angle is left as it is).
  private func translate(
    _ s: ItemState, by tau: Double, springs: [SpringTerm], item: Int,
    propagators: inout PropagatorCache
  ) -> ItemState {
    if movesAlone { return translateAlone(s, by: tau, propagators: &propagators) }
    return rungeKutta(s, tau, springs: springs, item: item)
  }

  /// ``translate(_:by:springs:item:propagators:)`` for an item that ``movesAlone``.
  @inline(__always)
  private func translateAlone(
    _ s: ItemState, by tau: Double, propagators: inout PropagatorCache
  ) -> ItemState {
    if springCount == 0 {
      let x = solveLinear(
        x0: s.center.x, v0: s.velocity.dx, stiffness: 0, damping: resistance,
        force: acceleration.dx, time: tau)
      let y = solveLinear(
        x0: s.center.y, v0: s.velocity.dy, stiffness: 0, damping: resistance,
        force: acceleration.dy, time: tau)
      return ItemState(center: Point(x: x.x, y: y.x), velocity: Vector(dx: x.v, dy: y.v))
    }
    // One spring to a fixed anchor (the callers check `movesAlone`).
    assert(movesAlone, "translateAlone: an item under several springs or tied to another")
    if spring.implicit { return implicitStep(s, tau) }
    let c = spring.damping + resistance
    let propagator =
      propagators.propagator(stiffness: spring.stiffness, damping: c, time: tau)
      ?? propagators.lastMissed
    return exactSpring(s, propagator: propagator)
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
