import Motion

extension World {
  /// The slack, in points, within which a contact still counts as touching.
  static let contactSlop = 0.01

  // MARK: Forces

  /// Gathers the forces acting on every item for a step starting from `states`. With `commit`,
  /// instantaneous pushes change the velocities and deactivate.
  func buildModels(commit: Bool) {
    let count = bodies.count
    springTerms.removeAll(keepingCapacity: true)
    // The per-item passes write through one buffer pointer: indexing the array in a class
    // property checks its uniqueness on every write, which was a third of a resting step.
    models.withUnsafeMutableBufferPointer { models in
      bodies.withUnsafeBufferPointer { bodies in
        for i in 0..<count {
          models[i].reset(resistance: bodies[i].resistance)
          models[i].angularResistance = bodies[i].angularResistance
        }
      }
      // The behaviour lists are walked only when not empty (walking one retains it).
      guard !cache.gravity.isEmpty else { return }
      for gravity in cache.gravity {
        let a = gravity.acceleration
        guard a.isFinite else { continue }
        for item in gravity.items where item.index < count && item.index >= 0 {
          models[item.index].acceleration += a
        }
      }
    }
    if !cache.pushes.isEmpty { applyPushes(commit: commit, count: count) }
    // The springs are listed first, then counted on their items in the same order, in one
    // pass over the models (counting each as it is listed checked the models' uniqueness for
    // every spring).
    cache.attachments.withUnsafeBufferPointer { attachments in
      // Indexed, not bound to a variable: a variable would keep each behaviour retained
      // across the call.
      for k in attachments.indices { addSpring(attachments[k].spring, count: count) }
    }
    if !cache.snaps.isEmpty { addSnaps(count: count) }
    springTerms.withUnsafeBufferPointer { terms in
      models.withUnsafeMutableBufferPointer { models in
        for term in terms { models[term.item].count(term) }
      }
    }
    // Only an item with two springs or more can be one; none without two terms.
    if springTerms.count > 1 { markStiffMultiSpringItems() }
    models.withUnsafeMutableBufferPointer { models in
      states.withUnsafeBufferPointer { states in
        for i in 0..<count where models[i].springCount == 1 && models[i].spring.length > 0 {
          let d = states[i].center - models[i].spring.anchor
          let length = d.length
          if length > 1e-9 { models[i].axis = d / length }
        }
      }
    }
  }

  /// The pushes' share of `buildModels`: continuous pushes add to the models' accelerations;
  /// with `commit`, instantaneous ones change the velocities and deactivate.
  private func applyPushes(commit: Bool, count: Int) {
    for push in cache.pushes where push.isActive {
      let force = push.force
      guard force.isFinite else { continue }
      // A push off the centre also turns an item that rotates: torque = arm × force.
      let offset = push.offset.isFinite ? push.offset : .zero
      switch push.mode {
      case .continuous:
        for item in push.items where item.index < count && item.index >= 0 {
          models[item.index].acceleration += force * bodies[item.index].inverseMass
          guard offset != .zero, bodies[item.index].rotates else { continue }
          let arm = rotated(offset, by: states[item.index].angle)
          models[item.index].angularAcceleration +=
            cross(arm, force) * bodies[item.index].inverseInertia
        }
      case .instantaneous:
        guard commit else { continue }
        for item in push.items where item.index < count && item.index >= 0 {
          states[item.index].velocity += force * bodies[item.index].inverseMass
          guard offset != .zero, bodies[item.index].rotates else { continue }
          let arm = rotated(offset, by: states[item.index].angle)
          states[item.index].angularVelocity +=
            cross(arm, force) * bodies[item.index].inverseInertia
        }
        push.isActive = false
      }
    }
  }

  /// The snaps' springs, listed after the attachments'.
  private func addSnaps(count: Int) {
    for snap in cache.snaps where snap.item.index >= 0 && snap.item.index < count {
      guard snap.point.isFinite, snap.dampingRatio.isFinite else { continue }
      let omega = 2 * Double.pi * SnapBehavior.frequency
      let zeta = min(max(snap.dampingRatio, 0), 1)
      springTerms.append(
        SpringTerm(
          item: snap.item.index, anchor: snap.point, anchorVelocity: .zero, length: 0,
          stiffness: omega * omega, damping: 2 * zeta * omega, other: -1, implicit: false))
    }
  }

  private func addSpring(_ attachment: AttachmentSpring, count: Int) {
    let i = attachment.item.index
    guard i >= 0, i < count, attachment.frequency.isFinite, attachment.frequency > 0,
      attachment.dampingRatio.isFinite, attachment.dampingRatio >= 0, attachment.length.isFinite,
      attachment.length >= 0, attachment.offset.isFinite, attachment.toOffset.isFinite
    else { return }
    let omega = 2 * Double.pi * attachment.frequency
    switch attachment.target {
    case .anchor(var anchor):
      guard anchor.isFinite else { return }
      var offset = attachment.offset
      if offset != .zero, !bodies[i].rotates {
        // The item keeps its angle: a spring from a fixed point of it is a spring from its
        // centre to the anchor moved by the opposite offset, solved as exactly.
        anchor = anchor - rotated(offset, by: states[i].angle)
        offset = .zero
      }
      var term = SpringTerm(
        item: i, anchor: anchor, anchorVelocity: .zero, length: attachment.length,
        stiffness: omega * omega, damping: 2 * attachment.dampingRatio * omega, other: -1,
        implicit: attachment.mode == .uikitCompatible)
      term.offset = offset
      add(term)
    case .item(let other):
      let j = other.index
      guard j >= 0, j < count, j != i else { return }
      // Box2D's distance joint: k and c use the reduced mass m₁m₂/(m₁ + m₂).
      let reduced = bodies[i].mass * bodies[j].mass / (bodies[i].mass + bodies[j].mass)
      func couple(_ a: Int, _ offset: Vector, to b: Int, _ otherOffset: Vector) {
        let perMass = reduced * bodies[a].inverseMass
        var term = SpringTerm(
          item: a, anchor: states[b].center, anchorVelocity: states[b].velocity,
          length: attachment.length, stiffness: omega * omega * perMass,
          damping: 2 * attachment.dampingRatio * omega * perMass, other: b, implicit: false)
        term.offset = offset
        term.otherOffset = otherOffset
        add(term)
      }
      couple(i, attachment.offset, to: j, attachment.toOffset)
      couple(j, attachment.toOffset, to: i, attachment.offset)
    }
  }

  /// Lists a spring; `buildModels` counts it on its item once every spring is listed.
  @inline(__always)
  private func add(_ term: SpringTerm) {
    springTerms.append(term)
  }

  @inline(__always)
  func advanceItem(_ i: Int, _ s: ItemState, by tau: Double) -> ItemState {
    // Only items under several springs read the spring list: the others are not passed it
    // (passing it retains and releases it, a tenth of a spring step).
    guard models[i].movesAlone else {
      return models[i].advance(
        s, by: tau, springs: springTerms, item: i, propagators: &propagators[i])
    }
    return models[i].advanceAlone(s, by: tau, propagators: &propagators[i])
  }

  // MARK: Stepping

  /// Marks in `heldStill` each item that is still and whose every force pushes into boundaries
  /// it rests against (a box lying on the floor under gravity): a step would leave it exactly
  /// where it is, so it is skipped. This is not sleeping: any force, velocity or spring makes
  /// it move again at once, and its contacts are checked as usual. Reads `models`, so it runs
  /// after `buildModels`.
  func markHeldStill() {
    let count = bodies.count
    let boundaryCount = cache.boundaries.count
    heldStill.withUnsafeMutableBufferPointer { held in
      restingMask.withUnsafeBufferPointer { masks in
        states.withUnsafeBufferPointer { states in
          models.withUnsafeBufferPointer { models in
            cache.boundaries.withUnsafeBufferPointer { boundaries in
              for i in 0..<count {
                let mask = masks[i]
                guard mask != 0, states[i].velocity == .zero, models[i].springCount == 0,
                  states[i].angularVelocity == 0, models[i].angularAcceleration == 0
                else {
                  held[i] = false
                  continue
                }
                var a = models[i].acceleration
                var bits = mask
                var known = true
                while bits != 0 {
                  let b = bits.trailingZeroBitCount
                  bits &= bits - 1
                  guard b < boundaryCount else {
                    known = false
                    break
                  }
                  let n = boundaries[b].normal(facing: states[i].center)
                  let into = a.dot(n)
                  if into < 0 { a -= n * into }
                }
                held[i] = known && a == .zero
              }
            }
          }
        }
      }
    }
  }

  func performStep() {
    if cacheIsStale {
      rebuildCache()
    } else if contactsAreStale {
      resetContacts()
    }
    let startTime = committedTime
    buildModels(commit: true)
    markHeldStill()
    stepStart.withUnsafeMutableBufferPointer { start in
      _ = start.update(fromContentsOf: states)
    }
    var anyCoupled = false
    let count = bodies.count
    var i = 0
    while i < count {
      // A run of items that collide with nothing and need no spring list moves in one pass
      // over the buffers (no contact, so no callback, can happen in between; the same
      // arithmetic as `integrate`, which would return `advanceItem` for each).
      let end = endOfFreeRun(from: i, count: count)
      if end > i {
        advanceFreeRun(i..<end, by: step, into: .states)
        i = end
        continue
      }
      if models[i].isCoupled {
        anyCoupled = true
      } else if !heldStill[i] {
        states[i] = integrate(
          i, from: states[i], duration: step, startTime: startTime, emit: true)
      }
      i += 1
    }
    if anyCoupled { stepCoupled(by: step, emit: true) }
    let endTime = epoch + Double(stepsSinceEpoch + 1) * step
    resolveItemCollisions(time: endTime)
    stepsSinceEpoch += 1
    endSeparatedContacts(time: endTime)
    for behavior in cache.all {
      if let action = behavior.action { action(self) }
    }
    detectRest(time: endTime)
  }

  /// Computes the presented state at `targetTime` by continuing the last step's motion.
  func present() {
    let alpha = targetTime - committedTime
    guard alpha > 1e-12 * max(1, abs(targetTime)) else {
      for i in 0..<bodies.count { presented[i] = states[i] }
      return
    }
    if cacheIsStale {
      rebuildCache()
    } else if contactsAreStale {
      resetContacts()
    }
    buildModels(commit: false)
    markHeldStill()
    var anyCoupled = false
    let count = bodies.count
    var i = 0
    while i < count {
      let end = endOfFreeRun(from: i, count: count)
      if end > i {
        advanceFreeRun(i..<end, by: alpha, into: .presented)
        i = end
        continue
      }
      if models[i].isCoupled {
        anyCoupled = true
      } else {
        presented[i] =
          heldStill[i]
          ? states[i]
          : integrate(i, from: states[i], duration: alpha, startTime: committedTime, emit: false)
      }
      i += 1
    }
    if anyCoupled {
      // Run the joint step on a copy: the committed states must not move.
      for i in 0..<bodies.count where models[i].isCoupled { stepStart[i] = states[i] }
      stepCoupled(by: alpha, emit: false)
      for i in 0..<bodies.count where models[i].isCoupled {
        presented[i] = states[i]
        states[i] = stepStart[i]
      }
    }
  }
}
