import Motion

extension World {
  /// One linearly implicit Euler step over the networked items with their rotation (see
  /// `World+TurnedNetwork.swift`): three unknowns per item, Δvx, Δvy and Δω, in a system built
  /// in force units and divided row by row by the mass (or the moment of inertia), then
  /// v += Δv, ω += Δω, x += h·v and θ += h·ω. An item that does not rotate keeps Δω = 0.
  func stepTurnedImplicitly(by h: Double, items n: Int) {
    let count = bodies.count
    let size = 3 * n
    prepareImplicitSystem(unknowns: size)
    for i in 0..<count where implicitSlots[i] >= 0 {
      let row = 3 * implicitSlots[i]
      let start = rk[i].start
      let m = bodies[i].mass
      let inertia = bodies[i].inertia
      let r = models[i].resistance
      let a = models[i].acceleration - start.velocity * r
      implicitRHS[row] = h * m * a.dx
      implicitRHS[row + 1] = h * m * a.dy
      implicitMatrix[row * size + row] = m * (1 + h * r)
      implicitMatrix[(row + 1) * size + row + 1] = m * (1 + h * r)
      let angularResistance = models[i].angularResistance
      let alpha = models[i].angularAcceleration - start.angularVelocity * angularResistance
      implicitRHS[row + 2] = h * inertia * alpha
      implicitMatrix[(row + 2) * size + row + 2] = inertia * (1 + h * angularResistance)
    }
    for term in springTerms where implicitSlots[term.item] >= 0 {
      addTurnedSpring(term, by: h, size: size)
    }
    // Divide each row by its mass or moment of inertia (the θ row of an item that does not
    // rotate becomes Δω = 0).
    for i in 0..<count where implicitSlots[i] >= 0 {
      let row = 3 * implicitSlots[i]
      for k in 0..<3 {
        let scale = k < 2 ? bodies[i].inverseMass : bodies[i].inverseInertia
        let base = (row + k) * size
        for column in 0..<size { implicitMatrix[base + column] *= scale }
        implicitRHS[row + k] *= scale
      }
      if !bodies[i].rotates { implicitMatrix[(row + 2) * size + row + 2] = 1 }
    }
    solveImplicitSystem(size: size)
    for i in 0..<count where implicitSlots[i] >= 0 {
      let row = 3 * implicitSlots[i]
      let start = rk[i].start
      let velocity = start.velocity + Vector(dx: implicitRHS[row], dy: implicitRHS[row + 1])
      let angularVelocity = start.angularVelocity + implicitRHS[row + 2]
      rk[i].end = ItemState(
        center: start.center + velocity * h, velocity: velocity,
        angle: start.angle + angularVelocity * h, angularVelocity: angularVelocity)
    }
  }

  /// Adds one spring's rows to the implicit system: its generalised force Jᵀ·f on its item,
  /// and −Jᵀ·S·J (own columns) and +Jᵀ·S·J′ (its partner's columns), S = h·∂f/∂u + h²·∂f/∂x.
  private func addTurnedSpring(_ term: SpringTerm, by h: Double, size: Int) {
    let a = term.item
    let row = 3 * implicitSlots[a]
    let start = rk[a].start
    let m = bodies[a].mass
    let arm = rotated(term.offset, by: start.angle)
    let point = start.center + arm
    let pointVelocity = start.velocity + spinVelocity(arm, start.angularVelocity)
    var anchor = term.anchor
    var anchorVelocity = term.anchorVelocity
    var otherArm = Vector.zero
    let partner = term.coupled ? implicitSlots[term.other] : -1
    if term.coupled {
      let other = rk[term.other].start
      otherArm = rotated(term.otherOffset, by: other.angle)
      anchor = other.center + otherArm
      anchorVelocity = other.velocity + spinVelocity(otherArm, other.angularVelocity)
    }
    var f =
      term.acceleration(
        at: point, velocity: pointVelocity, anchor: anchor, anchorVelocity: anchorVelocity) * m
    // ∂f/∂x = −k·P and ∂f/∂u = −c·P (force units), P the projection on the axis at the step's
    // start (the identity for a zero-length spring). The stiffness across the axis of a spring
    // with a rest length, k·(1 − L/|d|)·(I − P), is left to the next step's axis, as Box2D's
    // distance joint does: every force of such a spring then acts along the line between its
    // two attachment points at the step's start, so it applies no net torque to a pair of
    // items and the step keeps their angular momentum exactly (x × v summed with I·ω does not
    // change under x += h·v).
    let d = point - anchor
    let distance = d.length
    let (k, c) = (term.stiffness * m, term.damping * m)
    var jx = (xx: 0.0, xy: 0.0, yy: 0.0)
    var jv = (xx: 0.0, xy: 0.0, yy: 0.0)
    if term.length == 0 {
      jx = (-k, 0, -k)
      jv = (-c, 0, -c)
    } else if distance > 1e-12 {
      let u = d / distance
      let (pxx, pxy, pyy) = (u.dx * u.dx, u.dx * u.dy, u.dy * u.dy)
      jx = (-k * pxx, -k * pxy, -k * pyy)
      jv = (-c * pxx, -c * pxy, -c * pyy)
      // Moving across the axis for h seconds lengthens the spring by h²·|w⊥|²/(2|d|) (w the
      // points' relative velocity): counted in the end's stretch, so that the straight steps of
      // a turning pair do not stretch a stiff spring that then gives the stretch back as energy.
      let w = pointVelocity - anchorVelocity
      let across = w - u * w.dot(u)
      f -= u * (k * h * h * across.lengthSquared / (2 * distance))
    }
    // The columns of J: the point moves with x, with y, and with θ along ω × arm.
    func column(_ k: Int, _ arm: Vector) -> Vector {
      k == 0 ? Vector(dx: 1, dy: 0) : k == 1 ? Vector(dx: 0, dy: 1) : spinVelocity(arm, 1)
    }
    func times(_ m: (xx: Double, xy: Double, yy: Double), _ v: Vector) -> Vector {
      Vector(dx: m.xx * v.dx + m.xy * v.dy, dy: m.xy * v.dx + m.yy * v.dy)
    }
    let s = (
      xx: h * jv.xx + h * h * jx.xx, xy: h * jv.xy + h * h * jx.xy,
      yy: h * jv.yy + h * h * jx.yy
    )
    let pull = times(jx, pointVelocity - anchorVelocity)
    for r in 0..<3 {
      let own = column(r, arm)
      implicitRHS[row + r] += h * own.dot(f) + h * h * own.dot(pull)
      for k in 0..<3 {
        implicitMatrix[(row + r) * size + row + k] -= own.dot(times(s, column(k, arm)))
        guard partner >= 0 else { continue }
        implicitMatrix[(row + r) * size + 3 * partner + k] +=
          own.dot(times(s, column(k, otherArm)))
      }
    }
  }
}

/// Per-item scratch space for the joint step.
struct RungeKuttaScratch: Sendable {
  var start = ItemState(center: .zero, velocity: .zero)
  var position = Point.zero
  var velocity = Vector.zero
  var angle = 0.0
  var angularVelocity = 0.0
  var slope = (Vector.zero, Vector.zero)
  var angularSlope = (0.0, 0.0)
  var sumPosition = Vector.zero
  var sumVelocity = Vector.zero
  var sumAngle = 0.0
  var sumAngularVelocity = 0.0
  /// The state at the end of the step.
  var end = ItemState(center: .zero, velocity: .zero)
  /// The other item of an isolated pair, or −1 for an item of a network.
  var partner = -1
  /// The sums of the item's springs' stiffness and damping (with resistance), per unit mass.
  var stiffness = 0.0
  var damping = 0.0

  init() {}

  init(start: ItemState) {
    self.start = start
    position = start.center
    velocity = start.velocity
    angle = start.angle
    angularVelocity = start.angularVelocity
  }
}
