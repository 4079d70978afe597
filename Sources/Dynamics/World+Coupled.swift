import Motion

/// Items that move in one joint step: those tied to another item by an attachment, and those
/// held by several stiff springs.
///
/// - An isolated pair (two items tied only to each other by one attachment, with the same
///   resistance) follows the closed-form two-body solution: the centre of mass moves under the
///   mass-weighted forces, and the separation is a damped oscillator of frequency ω and damping
///   ratio ζ (along the spring's axis at the step's start; free across it). Exact at any
///   stiffness, and momentum is conserved.
/// - Any other network is stepped jointly: with classic fourth-order Runge–Kutta while the
///   springs are soft for the world's step (every item's rate bound h·(2c + √(2k)) ≤ 2, where
///   k and c sum its springs' stiffness and damping per unit mass), otherwise with a linearly
///   implicit (backward) Euler step over the whole network (Baraff and Witkin, 1998), which is
///   stable at any stiffness and never adds energy to linear springs; both conserve momentum.
extension World {
  /// The rate bound above which a network is stepped implicitly, in units of 1/step.
  static let stiffRateBound = 2.0

  /// Items held by several springs to fixed anchors that are stiff for the world's step move in
  /// the joint step too (per-item Runge–Kutta would be unstable for them).
  func markStiffMultiSpringItems() {
    for i in 0..<bodies.count where models[i].springCount > 1 && !models[i].isCoupled {
      var k = 0.0
      var c = models[i].resistance
      for term in springTerms where term.item == i {
        k += term.stiffness
        c += term.damping
      }
      if step * (2 * c + (2 * k).squareRoot()) > Self.stiffRateBound { models[i].isCoupled = true }
    }
  }

  /// Moves every item of the joint step over `h` seconds from `states`, then holds it inside
  /// its boundaries.
  func stepCoupled(by h: Double, emit: Bool) {
    // One item held off its centre by fixed anchors, alone in the joint step: the same step
    // without the network's bookkeeping (see `World+TurnedAlone.swift`).
    let lone = loneTurnedItem()
    if lone >= 0, stepLoneTurnedItem(lone, by: h, emit: emit) { return }
    let count = bodies.count
    if rk.count != count { rk = [RungeKuttaScratch](repeating: RungeKuttaScratch(), count: count) }
    var networked = 0
    for i in 0..<count where models[i].isCoupled {
      rk[i] = RungeKuttaScratch(start: states[i])
      rk[i].partner = isolatedPartner(of: i)
      if rk[i].partner < 0 { networked += 1 }
    }
    for i in 0..<count where models[i].isCoupled && rk[i].partner > i {
      stepPair(i, rk[i].partner, by: h)
    }
    var turned = false
    for i in 0..<count where models[i].isTurned {
      turned = true
      break
    }
    if networked > 0 {
      if turned {
        stepTurnedNetwork(by: h, items: networked)
      } else if networkIsStiff() {
        stepImplicitly(by: h, items: networked)
      } else {
        stepRungeKutta(by: h)
      }
    }
    for i in 0..<count where models[i].isCoupled {
      var s = rk[i].end
      if !turned || rk[i].partner >= 0 {
        // Moved without torques: the rotation is free.
        (s.angle, s.angularVelocity) = models[i].turn(rk[i].start, by: h)
      }
      holdInside(i, &s, emit: emit)
      states[i] = s
    }
  }

  /// The item `i` is tied to, when the two are tied only to each other by one spring and have
  /// the same resistance; otherwise −1.
  private func isolatedPartner(of i: Int) -> Int {
    guard models[i].springCount == 1, models[i].spring.coupled, !models[i].isTurned else {
      return -1
    }
    let j = models[i].spring.other
    guard models[j].springCount == 1, models[j].spring.other == i, !models[j].isTurned,
      models[j].resistance == models[i].resistance
    else { return -1 }
    return j
  }

  /// The closed-form two-body step of an isolated pair.
  private func stepPair(_ i: Int, _ j: Int, by h: Double) {
    let (mi, mj) = (bodies[i].mass, bodies[j].mass)
    let total = mi + mj
    let (si, sj) = (rk[i].start, rk[j].start)
    let resistance = models[i].resistance
    var centre = ItemModel()
    var springless = PropagatorCache()  // the centre of mass has no spring
    centre.reset(resistance: resistance)
    centre.acceleration = (models[i].acceleration * mi + models[j].acceleration * mj) / total
    let mean = centre.advance(
      ItemState(
        center: Point(
          x: (si.center.x * mi + sj.center.x * mj) / total,
          y: (si.center.y * mi + sj.center.y * mj) / total),
        velocity: (si.velocity * mi + sj.velocity * mj) / total),
      by: h, springs: [], item: i, propagators: &springless)
    // The separation d = pᵢ − pⱼ: d″ = aᵢ − aⱼ − r·d′ − ω²(|d| − L)·d̂ − 2ζω(d′·d̂)·d̂, where
    // ω² and 2ζω are the sums of the two per-mass terms.
    let (term, other) = (models[i].spring, models[j].spring)
    var separation = ItemModel()
    separation.reset(resistance: resistance)
    separation.acceleration = models[i].acceleration - models[j].acceleration
    separation.springCount = 1
    separation.spring = SpringTerm(
      item: i, anchor: .zero, anchorVelocity: .zero, length: term.length,
      stiffness: term.stiffness + other.stiffness, damping: term.damping + other.damping,
      other: -1, implicit: false)
    let d = si.center - sj.center
    let distance = d.length
    if distance > 1e-9 { separation.axis = d / distance }
    let moved = separation.advance(
      ItemState(center: Point(x: d.dx, y: d.dy), velocity: si.velocity - sj.velocity),
      by: h, springs: [], item: i, propagators: &propagators[i])
    let offset = moved.center - Point.zero
    rk[i].end = ItemState(
      center: mean.center + offset * (mj / total),
      velocity: mean.velocity + moved.velocity * (mj / total))
    rk[j].end = ItemState(
      center: mean.center - offset * (mi / total),
      velocity: mean.velocity - moved.velocity * (mi / total))
  }

  /// Whether some networked item's springs are stiff for the world's step.
  private func networkIsStiff() -> Bool {
    for i in 0..<bodies.count where models[i].isCoupled && rk[i].partner < 0 {
      rk[i].stiffness = 0
      rk[i].damping = models[i].resistance
    }
    for term in springTerms where models[term.item].isCoupled && rk[term.item].partner < 0 {
      rk[term.item].stiffness += term.stiffness
      rk[term.item].damping += term.damping
    }
    for i in 0..<bodies.count where models[i].isCoupled && rk[i].partner < 0 {
      let rate = 2 * rk[i].damping + (2 * rk[i].stiffness).squareRoot()
      if step * rate > Self.stiffRateBound { return true }
    }
    return false
  }

  /// One fourth-order Runge–Kutta step over the joint state of the networked items.
  private func stepRungeKutta(by h: Double) {
    let count = bodies.count
    for stage in 0..<4 {
      let weight = stage == 0 || stage == 3 ? 1.0 : 2.0
      for i in 0..<count where models[i].isCoupled && rk[i].partner < 0 {
        var a = models[i].acceleration
        let p = rk[i].position
        let v = rk[i].velocity
        a -= v * models[i].resistance
        for term in springTerms where term.item == i {
          let anchor = term.coupled ? rk[term.other].position : term.anchor
          let anchorVelocity = term.coupled ? rk[term.other].velocity : term.anchorVelocity
          a += term.acceleration(
            at: p, velocity: v, anchor: anchor, anchorVelocity: anchorVelocity)
        }
        rk[i].slope = (v, a)
        rk[i].sumPosition += v * weight
        rk[i].sumVelocity += a * weight
      }
      guard stage < 3 else { break }
      let next = stage == 2 ? 1.0 : 0.5
      for i in 0..<count where models[i].isCoupled && rk[i].partner < 0 {
        rk[i].position = rk[i].start.center + rk[i].slope.0 * (h * next)
        rk[i].velocity = rk[i].start.velocity + rk[i].slope.1 * (h * next)
      }
    }
    for i in 0..<count where models[i].isCoupled && rk[i].partner < 0 {
      rk[i].end = ItemState(
        center: rk[i].start.center + rk[i].sumPosition * (h / 6),
        velocity: rk[i].start.velocity + rk[i].sumVelocity * (h / 6))
    }
  }
}
