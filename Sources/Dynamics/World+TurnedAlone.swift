import Motion

/// The joint step's most common case on its own: one item held off its centre by springs to
/// fixed anchors, and nothing else in the joint step (a card held by a finger, seed 003's
/// throw-away card). It is the turned network's step (`World+TurnedNetwork.swift`) for a network
/// of one item, on local variables: the same stiffness check and the same four Runge–Kutta
/// stages, with the same expressions in the same order, so the results are the same to the bit.
/// What it saves is the network's bookkeeping: the scratch array written per stage, the spring
/// list scanned for other items, the loops over every item for each pass.
extension World {
  /// The item of the joint step when it is the only one, turns (an offset spring) and every
  /// spring on it has a fixed anchor; otherwise −1.
  func loneTurnedItem() -> Int {
    let count = bodies.count
    let lone = models.withUnsafeBufferPointer { models in
      var found = -1
      for i in 0..<count where models[i].isCoupled {
        guard found < 0 else { return -1 }
        found = i
      }
      return found >= 0 && models[found].isTurned ? found : -1
    }
    guard lone >= 0 else { return -1 }
    let anchored = springTerms.withUnsafeBufferPointer { terms in
      for k in terms.indices where terms[k].item == lone && terms[k].coupled { return false }
      return true
    }
    return anchored ? lone : -1
  }

  /// Moves the lone turned item `i` (see `loneTurnedItem()`) over `h` seconds from its committed
  /// state, holds it inside its boundaries and commits it to `states`, as `stepCoupled` would.
  /// Returns false, changing nothing, when its springs are stiff for the world's step: the
  /// caller then runs the network's implicit step.
  func stepLoneTurnedItem(_ i: Int, by h: Double, emit: Bool) -> Bool {
    let start = states[i]
    let model = models[i]
    let body = bodies[i]
    let worldStep = step
    let end: ItemState? = springTerms.withUnsafeBufferPointer { terms in
      // The network's stiffness check for one item: h·(2c + √(2k)), each spring's stiffness
      // and damping scaled by 1 + m·|arm|²/I.
      var stiffness = 0.0
      var damping = model.resistance + model.angularResistance
      for k in terms.indices where terms[k].item == i {
        let factor = 1 + body.mass * terms[k].offset.lengthSquared * body.inverseInertia
        stiffness += terms[k].stiffness * factor
        damping += terms[k].damping * factor
      }
      let rate = 2 * damping + (2 * stiffness).squareRoot()
      guard worldStep * rate <= World.stiffRateBound else { return nil }
      return Self.rungeKutta(start, model: model, body: body, item: i, terms: terms, by: h)
    }
    guard var s = end else { return false }
    holdInside(i, &s, emit: emit)
    states[i] = s
    return true
  }

  /// One fourth-order Runge–Kutta step of item `i` over its state (x, y, θ) under the springs of
  /// `terms` on it (all to fixed anchors), its constant forces and its resistances.
  private static func rungeKutta(
    _ start: ItemState, model: ItemModel, body: ItemBody, item i: Int,
    terms: UnsafeBufferPointer<SpringTerm>, by h: Double
  ) -> ItemState {
    var p = start.center
    var v = start.velocity
    var theta = start.angle
    var omega = start.angularVelocity
    var sumPosition = Vector.zero
    var sumVelocity = Vector.zero
    var sumAngle = 0.0
    var sumAngularVelocity = 0.0
    let turning = body.mass * body.inverseInertia
    for stage in 0..<4 {
      let weight = stage == 0 || stage == 3 ? 1.0 : 2.0
      var a = model.acceleration - v * model.resistance
      var alpha = model.angularAcceleration - omega * model.angularResistance
      for k in terms.indices where terms[k].item == i {
        let term = terms[k]
        let arm = rotated(term.offset, by: theta)
        let f = term.acceleration(
          at: p + arm, velocity: v + spinVelocity(arm, omega), anchor: term.anchor,
          anchorVelocity: term.anchorVelocity)
        a += f
        alpha += cross(arm, f) * turning
      }
      sumPosition += v * weight
      sumVelocity += a * weight
      sumAngle += omega * weight
      sumAngularVelocity += alpha * weight
      guard stage < 3 else { break }
      let next = stage == 2 ? 1.0 : 0.5
      // The next stage starts from the step's start along this stage's slopes.
      p = start.center + v * (h * next)
      v = start.velocity + a * (h * next)
      theta = start.angle + omega * (h * next)
      omega = start.angularVelocity + alpha * (h * next)
    }
    return ItemState(
      center: start.center + sumPosition * (h / 6),
      velocity: start.velocity + sumVelocity * (h / 6),
      angle: start.angle + sumAngle * (h / 6),
      angularVelocity: start.angularVelocity + sumAngularVelocity * (h / 6))
  }
}
