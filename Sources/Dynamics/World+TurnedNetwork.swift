import Motion

/// The joint step of items held off their centres: an attachment with an offset on an item that
/// rotates, or between two items with an offset on either. Each item has three degrees of
/// freedom (x, y, θ); a spring acts at its attachment points, so it pushes the centres and
/// turns the items by the torque arm × force (arm: the offset turned by the item's angle).
///
/// - While the springs are soft for the world's step (every item's rate bound
///   h·(2c + √(2k)) ≤ 2, where k and c sum its springs' stiffness and damping per unit mass,
///   each scaled by 1 + m·|arm|²/I, the stiffness felt at the attachment point), classic
///   fourth-order Runge–Kutta over the joint state.
/// - Otherwise a linearly implicit Euler step over the joint state: (M − h·D − h²·K)·Δv =
///   h·(Q + h·K·v), with the generalised force Q = Jᵀ·f of each spring (J maps (v, ω) to the
///   attachment point's velocity v + ω × arm), K = Jᵀ·(∂f/∂x)·J and D = Jᵀ·(∂f/∂u)·J. A spring
///   with a rest length acts along the line between its attachment points at the step's start
///   (as Box2D's distance joint; its stiffness across that line is left to the next step), with
///   the lengthening h²·|w⊥|²/(2|d|) that moving across the line causes counted in. The system
///   is positive definite, so the step is stable at any stiffness.
///
/// Both keep linear momentum exactly for springs between items (equal and opposite forces).
/// The implicit step also keeps angular momentum exactly for springs with a rest length
/// (forces along the line between the points at the step's start, and x += h·v leaves
/// Σ x × m·v + I·ω unchanged); Runge–Kutta keeps it to its accuracy. Energy: Runge–Kutta's
/// error is small at soft rates. The implicit step loses energy when a stretch is released,
/// but a freely tumbling chain of stiff springs with a rest length gains it slowly: under
/// 0.1 % a minute at the default step (1/240 s), about 2 % a minute at 1/60 s (a known limit:
/// the axis is frozen over the step).
extension World {
  /// Steps every networked item of the joint step with its rotation.
  ///
  /// The stiffness check and the Runge–Kutta stages run over buffer pointers
  /// (`TurnedNetworkBuffers`), opened once: writing the scratch array held by the world checked
  /// its uniqueness on every write, and iterating the spring list retained it, for every item
  /// and stage. The arithmetic is the same, in the same order.
  func stepTurnedNetwork(by h: Double, items n: Int) {
    let (worldStep, count) = (step, bodies.count)
    let stiff = withTurnedNetworkBuffers { network in
      guard !network.isStiff(step: worldStep, count: count) else { return true }
      network.stepRungeKutta(by: h, count: count)
      return false
    }
    if stiff { stepTurnedImplicitly(by: h, items: n) }
  }

  /// Runs `body` on buffer pointers to the storage the turned network's step works on.
  @inline(__always)
  private func withTurnedNetworkBuffers<R>(_ body: (TurnedNetworkBuffers) -> R) -> R {
    rk.withUnsafeMutableBufferPointer { rk in
      models.withUnsafeBufferPointer { models in
        bodies.withUnsafeBufferPointer { bodies in
          springTerms.withUnsafeBufferPointer { terms in
            body(TurnedNetworkBuffers(rk: rk, models: models, bodies: bodies, terms: terms))
          }
        }
      }
    }
  }
}

/// The world's storage that one Runge–Kutta step of the turned network reads and writes, as
/// buffer pointers valid for the step.
private struct TurnedNetworkBuffers {
  let rk: UnsafeMutableBufferPointer<RungeKuttaScratch>
  let models: UnsafeBufferPointer<ItemModel>
  let bodies: UnsafeBufferPointer<ItemBody>
  let terms: UnsafeBufferPointer<SpringTerm>

  /// Whether item `i` is stepped by the turned network (coupled, not an isolated pair).
  @inline(__always)
  func inNetwork(_ i: Int) -> Bool { models[i].isCoupled && rk[i].partner < 0 }

  /// The scale of a spring's stiffness felt at an arm `arm` of item `i`: 1 + m·|arm|²/I.
  @inline(__always)
  func armFactor(_ i: Int, _ arm: Vector) -> Double {
    1 + bodies[i].mass * arm.lengthSquared * bodies[i].inverseInertia
  }

  /// Whether some networked item's rate bound h·(2c + √(2k)) exceeds
  /// `World.stiffRateBound` (k and c summed over its springs, scaled by `armFactor`).
  func isStiff(step: Double, count: Int) -> Bool {
    for i in 0..<count where inNetwork(i) {
      rk[i].stiffness = 0
      rk[i].damping = models[i].resistance + models[i].angularResistance
    }
    for term in terms where inNetwork(term.item) {
      let factor = armFactor(term.item, term.offset)
      rk[term.item].stiffness += term.stiffness * factor
      rk[term.item].damping += term.damping * factor
    }
    for i in 0..<count where inNetwork(i) {
      let rate = 2 * rk[i].damping + (2 * rk[i].stiffness).squareRoot()
      if step * rate > World.stiffRateBound { return true }
    }
    return false
  }

  /// The attachment point of `term` on its other item at the scratch state, and its velocity;
  /// the anchor and its velocity for a spring to a fixed point.
  @inline(__always)
  func otherEnd(_ term: SpringTerm) -> (Point, Vector) {
    guard term.coupled else { return (term.anchor, term.anchorVelocity) }
    let b = term.other
    let arm = rotated(term.otherOffset, by: rk[b].angle)
    return (rk[b].position + arm, rk[b].velocity + spinVelocity(arm, rk[b].angularVelocity))
  }

  /// The linear and angular acceleration of networked item `i` at the scratch state.
  @inline(__always)
  func acceleration(_ i: Int) -> (Vector, Double) {
    let p = rk[i].position
    let v = rk[i].velocity
    let omega = rk[i].angularVelocity
    var a = models[i].acceleration - v * models[i].resistance
    var alpha = models[i].angularAcceleration - omega * models[i].angularResistance
    let turning = bodies[i].mass * bodies[i].inverseInertia
    for k in terms.indices where terms[k].item == i {
      let term = terms[k]
      let arm = rotated(term.offset, by: rk[i].angle)
      let (anchor, anchorVelocity) = otherEnd(term)
      let f = term.acceleration(
        at: p + arm, velocity: v + spinVelocity(arm, omega), anchor: anchor,
        anchorVelocity: anchorVelocity)
      a += f
      alpha += cross(arm, f) * turning
    }
    return (a, alpha)
  }

  /// One fourth-order Runge–Kutta step over the joint state (x, y, θ) of the networked items.
  func stepRungeKutta(by h: Double, count: Int) {
    for stage in 0..<4 {
      let weight = stage == 0 || stage == 3 ? 1.0 : 2.0
      for i in 0..<count where inNetwork(i) {
        let (a, alpha) = acceleration(i)
        rk[i].slope = (rk[i].velocity, a)
        rk[i].angularSlope = (rk[i].angularVelocity, alpha)
        rk[i].sumPosition += rk[i].velocity * weight
        rk[i].sumVelocity += a * weight
        rk[i].sumAngle += rk[i].angularVelocity * weight
        rk[i].sumAngularVelocity += alpha * weight
      }
      guard stage < 3 else { break }
      let next = stage == 2 ? 1.0 : 0.5
      for i in 0..<count where inNetwork(i) {
        let start = rk[i].start
        rk[i].position = start.center + rk[i].slope.0 * (h * next)
        rk[i].velocity = start.velocity + rk[i].slope.1 * (h * next)
        rk[i].angle = start.angle + rk[i].angularSlope.0 * (h * next)
        rk[i].angularVelocity = start.angularVelocity + rk[i].angularSlope.1 * (h * next)
      }
    }
    for i in 0..<count where inNetwork(i) {
      let start = rk[i].start
      rk[i].end = ItemState(
        center: start.center + rk[i].sumPosition * (h / 6),
        velocity: start.velocity + rk[i].sumVelocity * (h / 6),
        angle: start.angle + rk[i].sumAngle * (h / 6),
        angularVelocity: start.angularVelocity + rk[i].sumAngularVelocity * (h / 6))
    }
  }
}
