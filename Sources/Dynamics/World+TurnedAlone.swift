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
    // The stage's angle is the start's plus `turn`: its rotation comes from the start's sine
    // and cosine by the angle-sum formulas (`AngleSum`), one `sincos` a step instead of four.
    let startAngle = AngleSum(start.angle)
    var turn = 0.0
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
      let rotation = startAngle.turned(by: turn)
      for k in terms.indices where terms[k].item == i {
        let term = terms[k]
        let arm = rotation.apply(to: term.offset)
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
      turn = omega * (h * next)
      omega = start.angularVelocity + alpha * (h * next)
    }
    return ItemState(
      center: start.center + sumPosition * (h / 6),
      velocity: start.velocity + sumVelocity * (h / 6),
      angle: start.angle + sumAngle * (h / 6),
      angularVelocity: start.angularVelocity + sumAngularVelocity * (h / 6))
  }
}

/// The sine and cosine of an angle θ₀, from which those of θ₀ + δ follow by the angle-sum
/// formulas: sin(θ₀ + δ) = sin θ₀ + (sin θ₀·(cos δ − 1) + cos θ₀·sin δ), and cos likewise. For
/// |δ| ≤ 1/8 rad (a stage of the world's step turns by ω·h: 1/8 rad at 1/240 s is 30 rad/s,
/// about 5 turns a second), sin δ and cos δ − 1 are their Taylor series to δ¹¹ and δ¹² (the next
/// terms are below 10⁻¹⁹ of the result); beyond, one `sincos(δ)`. The results differ from
/// `sincos(θ₀ + δ)` by rounding only (a few units in the last place; `AngleSumTests`), and do
/// not round θ₀ + δ first, which loses more for an accumulated angle of many turns.
struct AngleSum {
  let sine: Double
  let cosine: Double

  @inline(__always)
  init(_ angle: Double) {
    (sine, cosine) = _sincos(angle)
  }

  @inline(__always)
  init(sine: Double, cosine: Double) {
    self.sine = sine
    self.cosine = cosine
  }

  /// The sine and cosine of this angle plus `delta` radians.
  @inline(__always)
  func turned(by delta: Double) -> AngleSum {
    guard delta != 0 else { return self }
    let sinDelta: Double
    let cosDeltaMinusOne: Double
    if abs(delta) <= 0.125 {
      // Horner's scheme, highest term first.
      let d2 = delta * delta
      var sine = -1.0 / 39_916_800
      sine = 1.0 / 362_880 + d2 * sine
      sine = -1.0 / 5040 + d2 * sine
      sine = 1.0 / 120 + d2 * sine
      sine = -1.0 / 6 + d2 * sine
      sinDelta = delta + delta * d2 * sine
      var cosine = 1.0 / 479_001_600
      cosine = -1.0 / 3_628_800 + d2 * cosine
      cosine = 1.0 / 40320 + d2 * cosine
      cosine = -1.0 / 720 + d2 * cosine
      cosine = 1.0 / 24 + d2 * cosine
      cosine = -0.5 + d2 * cosine
      cosDeltaMinusOne = d2 * cosine
    } else {
      let (s, c) = _sincos(delta)
      sinDelta = s
      cosDeltaMinusOne = c - 1
    }
    return AngleSum(
      sine: sine + (sine * cosDeltaMinusOne + cosine * sinDelta),
      cosine: cosine + (cosine * cosDeltaMinusOne - sine * sinDelta))
  }

  /// `v` turned by this angle (clockwise on screen), as `rotated(_:by:)`.
  @inline(__always)
  func apply(to v: Vector) -> Vector {
    Vector(dx: cosine * v.dx - sine * v.dy, dy: sine * v.dx + cosine * v.dy)
  }
}
