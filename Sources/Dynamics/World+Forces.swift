import Motion

/// The forces `buildModels` gathers besides gravity: pushes, attachments' springs and snaps.
extension World {
  /// The pushes' share of `buildModels`: continuous pushes add to the models' accelerations;
  /// with `commit`, instantaneous ones change the velocities and deactivate.
  func applyPushes(commit: Bool, count: Int) {
    for push in cache.pushes where push.isActive {
      let force = push.force
      guard force.isFinite else { continue }
      // A push off the centre also turns an item that rotates: torque = arm × force.
      let offset = push.offset.isFinite ? push.offset : .zero
      switch push.mode {
      case .continuous:
        for item in push.items where item.index < count && item.index >= 0 {
          let (linear, angular) = pushed(item.index, by: force, at: offset)
          models[item.index].acceleration += linear
          if let angular { models[item.index].angularAcceleration += angular }
        }
      case .instantaneous:
        guard commit else { continue }
        for item in push.items where item.index < count && item.index >= 0 {
          let (linear, angular) = pushed(item.index, by: force, at: offset)
          states[item.index].velocity += linear
          if let angular { states[item.index].angularVelocity += angular }
        }
        push.isActive = false
      }
    }
  }

  /// What a push of `force` at `offset` (the item's own axes) gives item `i` per unit of time
  /// (continuous) or at once (instantaneous): force / mass, and for an item that rotates, with
  /// an offset, the torque arm × force over the moment of inertia (nil otherwise).
  @inline(__always)
  private func pushed(_ i: Int, by force: Vector, at offset: Vector) -> (Vector, Double?) {
    let linear = force * bodies[i].inverseMass
    guard offset != .zero, bodies[i].rotates else { return (linear, nil) }
    let arm = rotated(offset, by: states[i].angle)
    return (linear, cross(arm, force) * bodies[i].inverseInertia)
  }

  /// The snaps' springs, listed after the attachments'.
  func addSnaps(count: Int) {
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

  func addSpring(_ attachment: AttachmentSpring, count: Int) {
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
}
