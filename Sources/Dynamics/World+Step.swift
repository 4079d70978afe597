import Motion

extension World {
  /// The slack, in points, within which a contact still counts as touching.
  static let contactSlop = 0.01

  // MARK: Forces

  /// Gathers the forces acting on every item for a step starting from `states`. With `commit`,
  /// instantaneous pushes change the velocities and deactivate.
  func buildModels(commit: Bool) {
    let count = bodies.count
    // One spring (a card, a shade) is removed as the last element: emptying the array through
    // `removeAll(keepingCapacity:)` replaces a range, about four times the work.
    if springTerms.count == 1 {
      springTerms.removeLast()
    } else {
      springTerms.removeAll(keepingCapacity: true)
    }
    // The per-item passes write through one buffer pointer: indexing the array in a class
    // property checks its uniqueness on every write, which was a third of a resting step. The
    // arrays they only read are opened for writing too: reading a class's array through a
    // buffer pointer retains and releases its storage (about 40 instructions), opening it
    // for writing checks that it is unique (about 10; none of these is ever shared).
    models.withUnsafeMutableBufferPointer { models in
      bodies.withUnsafeMutableBufferPointer { bodies in
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
    cache.attachments.withUnsafeMutableBufferPointer { attachments in
      // Indexed, not bound to a variable: a variable would keep each behaviour retained
      // across the call.
      for k in attachments.indices { addSpring(attachments[k].spring, count: count) }
    }
    if !cache.snaps.isEmpty { addSnaps(count: count) }
    // Counting the springs and setting the axes of single springs share one pass over the
    // models (the axis reads only the count and the first spring).
    springTerms.withUnsafeMutableBufferPointer { terms in
      models.withUnsafeMutableBufferPointer { models in
        for term in terms { models[term.item].count(term) }
        states.withUnsafeMutableBufferPointer { states in
          for i in 0..<count where models[i].springCount == 1 && models[i].spring.length > 0 {
            let d = states[i].center - models[i].spring.anchor
            let length = d.length
            if length > 1e-9 { models[i].axis = d / length }
          }
        }
      }
    }
    // Only an item with two springs or more can be one; none without two terms.
    if springTerms.count > 1 { markStiffMultiSpringItems() }
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
    let startTime = committedTime
    prepareForces(commit: true)
    stepStart.withUnsafeMutableBufferPointer { start in
      _ = start.update(fromContentsOf: states)
    }
    let anyCoupled = moveItems(by: step, into: .states, startTime: startTime)
    if anyCoupled { stepCoupled(by: step, emit: true) }
    let endTime = epoch + Double(stepsSinceEpoch + 1) * step
    // Without a collision behaviour that pairs items (one colliding items with items, with
    // two members or more) and with no contacts of the joint solve to hand on, there is
    // nothing to resolve (the call would only swap two empty lists).
    if cache.pairsItems || !warmContacts.isEmpty || !solvedContacts.isEmpty {
      resolveItemCollisions(time: endTime)
    }
    stepsSinceEpoch += 1
    endSeparatedContacts(time: endTime)
    for behavior in cache.all {
      if let action = behavior.action { action(self) }
    }
    // An action that moved a target wakes the world before this step's rest check.
    pickUpTargetChanges()
    detectRest(time: endTime)
  }

  /// What a step and a presentation do first: the behaviour cache brought up to date (or the
  /// contacts reset after a target moved), the forces gathered, the items held still marked.
  private func prepareForces(commit: Bool) {
    if cacheIsStale {
      rebuildCache()
    } else if contactsAreStale {
      resetContacts()
    }
    buildModels(commit: commit)
    markHeldStill()
  }

  /// Moves every item that is not in the joint step over `tau` seconds from its committed
  /// state, into `target` (the committed states, with contacts recorded and reported, or the
  /// presented ones, without); an item held still stays where it is. Returns whether some item
  /// is in the joint step (left to `stepCoupled`).
  private func moveItems(by tau: Double, into target: FreeRunTarget, startTime: Double) -> Bool {
    var anyCoupled = false
    let count = bodies.count
    var i = 0
    while i < count {
      // A run of items that collide with nothing and need no spring list moves in one pass
      // over the buffers (no contact, so no callback, can happen in between; the same
      // arithmetic as `integrate`, which would return `advanceItem` for each).
      let end = endOfFreeRun(from: i, count: count)
      if end > i {
        advanceFreeRun(i..<end, by: tau, into: target)
        i = end
        continue
      }
      if models[i].isCoupled {
        anyCoupled = true
      } else {
        switch target {
        case .states:
          if !heldStill[i] {
            states[i] = integrate(
              i, from: states[i], duration: tau, startTime: startTime, emit: true)
          }
        case .presented:
          presented[i] =
            heldStill[i]
            ? states[i]
            : integrate(i, from: states[i], duration: tau, startTime: startTime, emit: false)
        }
      }
      i += 1
    }
    return anyCoupled
  }

  /// Computes the presented state at `targetTime` by continuing the last step's motion.
  func present() {
    let alpha = targetTime - committedTime
    guard alpha > 1e-12 * max(1, abs(targetTime)) else {
      for i in 0..<bodies.count { presented[i] = states[i] }
      return
    }
    prepareForces(commit: false)
    let anyCoupled = moveItems(by: alpha, into: .presented, startTime: committedTime)
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
