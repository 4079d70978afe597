import Motion

extension World {
  // MARK: Boundaries

  /// Moves item `i` from `start` for `duration` seconds, resolving boundary contacts at their
  /// true time. With `emit`, contacts are recorded and reported.
  func integrate(
    _ i: Int, from start: ItemState, duration: Double, startTime: Double, emit: Bool
  ) -> ItemState {
    // The boundaries this item collides with: a bit mask for the first 64, the membership
    // table beyond (a world rarely has more).
    let mask = cache.itemBoundaryMasks[i]
    let many = cache.boundaries.count > 64
    guard mask != 0 || many else { return advanceItem(i, start, by: duration) }
    func applies(_ b: Int) -> Bool {
      b < 64 ? mask & (1 << UInt64(b)) != 0 : cache.membership[cache.boundaries[b].behavior][i]
    }
    // Contacts use the item's rectangle as it is turned (see `BoxGeometry.swift`).
    var s = start
    var elapsed = 0.0
    // Boundaries (index < 64) this item came to rest against during this call.
    var restingHere: UInt64 = 0
    for _ in 0..<8 {
      let remaining = duration - elapsed
      guard remaining > 0 else { return s }
      var end = advanceItem(i, s, by: remaining)
      // An item at angle 0 that does not spin and ends clear of every boundary: the loop below
      // would find nothing (see `isClear`).
      if !many, s.angularVelocity == 0, end.angle == 0,
        isClear(i, end, of: mask, facing: start.center)
      {
        return end
      }
      var hitTime = Double.infinity
      // The state at the impact when the root-finder returned it (else advanced to it below).
      var hitState: ItemState?
      var hit = -1
      for b in cache.boundaries.indices where applies(b) {
        let boundary = cache.boundaries[b]
        let n = boundary.normal(facing: start.center)
        let endDistance = boundary.distance(box(i, end), normal: n)
        var within = remaining
        if endDistance >= 0 {
          // A fast-turning corner can swing in and out within the step (never without a spin:
          // checked here, as `sampledEntry` would, without the call).
          guard s.angularVelocity != 0,
            let entry = sampledEntry(i, s, boundary, n, within: remaining)
          else { continue }
          within = entry
        } else if isResting(i, on: b) || (b < 64 && restingHere & (1 << UInt64(b)) != 0) {
          settle(&end, on: boundary, n, by: -endDistance, over: remaining, item: i)
          continue
        }
        let startDistance = boundary.distance(box(i, s), normal: n)
        var time = 0.0
        var state: ItemState? = s
        if !(startDistance <= 0) {
          let found = impact(
            i, s, boundary, n, within: within, startDistance: startDistance,
            endDistance: endDistance)
          time = found.time
          state = found.state
        }
        if time < hitTime {
          hitTime = time
          hitState = state
          hit = b
        }
      }
      guard hit >= 0 else { return end }
      s = hitState ?? advanceItem(i, s, by: hitTime)
      elapsed += hitTime
      let boundary = cache.boundaries[hit]
      let n = boundary.normal(facing: start.center)
      let gap = boundary.distance(box(i, s), normal: n)
      if gap < 0 { s.center += n * -gap }
      let (speed, bounces, point) = respond(i, &s, to: boundary, n)
      if !bounces, hit < 64 { restingHere |= 1 << UInt64(hit) }
      if emit {
        recordBoundaryContact(
          i, boundary: hit, resting: !bounces, speed: speed, point: point,
          time: startTime + elapsed)
      }
    }
    // Too many contacts in one step: finish the step and keep the item inside.
    let remaining = duration - elapsed
    if remaining > 0 { s = advanceItem(i, s, by: remaining) }
    for b in cache.boundaries.indices where applies(b) {
      let boundary = cache.boundaries[b]
      let n = boundary.normal(facing: start.center)
      let gap = boundary.distance(box(i, s), normal: n)
      if gap < 0 {
        s.center += n * -gap
        let vn = s.velocity.dot(n)
        if vn < 0 { s.velocity -= n * vn }
      }
    }
    return s
  }

  /// Resting contact: puts an item that sank `depth` into a boundary back on its surface,
  /// removes the normal velocity the step gained, and applies Coulomb friction for the step's
  /// `duration` as a constant deceleration (position included, so sliding distances are exact).
  func hold(
    _ s: inout ItemState, on n: Vector, by depth: Double, over duration: Double, item i: Int
  ) {
    s.center += n * depth
    let vn = s.velocity.dot(n)
    guard vn < 0 else { return }
    s.velocity -= n * vn
    let mu = bodies[i].friction
    guard mu > 0, duration > 0 else { return }
    let tangential = s.velocity
    let speed = tangential.length
    guard speed > 0 else { return }
    let direction = tangential / speed
    let deceleration = mu * -vn / duration
    if speed >= deceleration * duration {
      s.velocity = tangential - direction * (deceleration * duration)
      s.center -= direction * (0.5 * deceleration * duration * duration)
    } else {
      // Stops within the step: it travelled speed²/(2a) instead of speed·duration.
      let stopDistance = speed * speed / (2 * deceleration)
      s.velocity = .zero
      s.center -= direction * (speed * duration - stopDistance)
    }
  }

  /// Keeps an item that moved without exact contact times (items tied to other items) inside
  /// its boundaries, bouncing it with its elasticity.
  func holdInside(_ i: Int, _ s: inout ItemState, emit: Bool) {
    // No boundary at all (a card in the air): nothing to hold, without walking the behaviours.
    guard !cache.boundaries.isEmpty else { return }
    var belongs = false
    for (c, collision) in cache.collisions.enumerated()
    where collision.collidesWithBoundaries && cache.membership[c][i] {
      belongs = true
      break
    }
    guard belongs else { return }
    for b in cache.boundaries.indices where cache.membership[cache.boundaries[b].behavior][i] {
      let boundary = cache.boundaries[b]
      let n = boundary.normal(facing: stepStart[i].center)
      let gap = boundary.distance(box(i, s), normal: n)
      guard gap < 0 else { continue }
      s.center += n * -gap
      let vn = s.velocity.dot(n)
      guard vn < 0 else { continue }
      let bounces = -vn >= CollisionBehavior.restingSpeed
      let e = bounces ? bodies[i].elasticity : 0
      s.velocity -= n * ((1 + e) * vn)
      guard emit else { continue }
      recordBoundaryContact(
        i, boundary: b, resting: !bounces || e == 0, speed: -vn,
        point: boundary.contactPoint(center: s.center), time: committedTime + step)
    }
  }

  /// Removes up to `mu × normalImpulse` of the tangential velocity (Coulomb friction).
  func applyFriction(
    _ velocity: Vector, _ n: Vector, _ normalImpulse: Double, _ i: Int
  ) -> Vector {
    let mu = bodies[i].friction
    guard mu > 0 else { return velocity }
    let tangential = velocity - n * velocity.dot(n)
    let speed = tangential.length
    guard speed > 0 else { return velocity }
    let removed = min(speed, mu * normalImpulse)
    return velocity - tangential * (removed / speed)
  }

  private func isResting(_ i: Int, on boundary: Int) -> Bool {
    if boundary < 64 { return restingMask[i] & (1 << UInt64(boundary)) != 0 }
    for contact in contacts where contact.item == i && contact.boundary == boundary {
      return contact.resting
    }
    return false
  }

  private func setResting(_ i: Int, on boundary: Int, _ resting: Bool) {
    guard boundary >= 0, boundary < 64 else { return }
    let bit: UInt64 = 1 << UInt64(boundary)
    restingMask[i] = resting ? restingMask[i] | bit : restingMask[i] & ~bit
  }

  private func recordBoundaryContact(
    _ i: Int, boundary: Int, resting: Bool, speed: Double, point: Point, time: Double
  ) {
    setResting(i, on: boundary, resting)
    if let index = contacts.firstIndex(where: { $0.item == i && $0.boundary == boundary }) {
      contacts[index].resting = resting
      return
    }
    contacts.append(ActiveContact(item: i, boundary: boundary, other: -1, resting: resting))
    let contact = Contact(
      item: ItemID(i), partner: cache.partners[boundary], point: point,
      impactSpeed: speed, time: time)
    cache.collisions[cache.boundaries[boundary].behavior].onContactBegan?(contact)
    emit(.contactBegan(contact))
  }

  func forgetContacts(of i: Int) {
    contacts.removeAll { $0.item == i || $0.other == i }
    if i < restingMask.count { restingMask[i] = 0 }
  }

  // MARK: Contacts and rest

  func endSeparatedContacts(time: Double) {
    var index = contacts.count - 1
    while index >= 0 {
      // A callback may have forgotten contacts (by moving an item): skip what is gone.
      guard index < contacts.count else {
        index = contacts.count - 1
        continue
      }
      let contact = contacts[index]
      let i = contact.item
      let center = states[i].center
      // An item that did not move this step (held still) cannot have left its boundary: the
      // gap it had when the contact was last checked is unchanged.
      let moved = center != stepStart[i].center
      if contact.boundary >= 0, moved {
        let boundary = cache.boundaries[contact.boundary]
        let n = boundary.normal(facing: center)
        let gap = boundary.distance(box(i, states[i]), normal: n)
        if gap > Self.contactSlop {
          contacts.remove(at: index)
          setResting(i, on: contact.boundary, false)
          report(
            Contact(
              item: ItemID(i), partner: cache.partners[contact.boundary],
              point: boundary.contactPoint(center: center), impactSpeed: 0, time: time),
            behavior: boundary.behavior)
        }
      } else if contact.boundary < 0 {
        let j = contact.other
        let d = states[j].center - center
        let gap = separation(
          center, bodies[i].halfSize, states[i].angle,
          states[j].center, bodies[j].halfSize, states[j].angle)
        if gap > Self.contactSlop {
          contacts.remove(at: index)
          let behavior =
            cache.collisions.firstIndex { collision in
              collision.collidesWithItems
                && collision.items.contains(ItemID(i)) && collision.items.contains(ItemID(j))
            } ?? -1
          report(
            Contact(
              item: ItemID(i), partner: .item(ItemID(j)), point: center + d * 0.5,
              impactSpeed: 0, time: time),
            behavior: behavior)
        }
      }
      index -= 1
    }
  }

  /// Reports an ended contact to its collision behaviour (if any) and to the world's listener.
  private func report(_ ended: Contact, behavior: Int) {
    if behavior >= 0, behavior < cache.collisions.count {
      cache.collisions[behavior].onContactEnded?(ended)
    }
    emit(.contactEnded(ended))
  }
}
