import Motion

/// The behaviour cache: the behaviours' tree flattened by kind, each collision behaviour's
/// members and boundaries, rebuilt when a behaviour or an item changes.
extension World {
  func rebuildCache() {
    var cache = BehaviorCache()
    func visit(_ behavior: Behavior) {
      cache.all.append(behavior)
      switch behavior {
      case let composite as CompositeBehavior:
        for child in composite.children { visit(child) }
      case let gravity as GravityBehavior: cache.gravity.append(gravity)
      case let push as PushBehavior: cache.pushes.append(push)
      case let attachment as AttachmentBehavior: cache.attachments.append(attachment)
      case let snap as SnapBehavior: cache.snaps.append(snap)
      case let collision as CollisionBehavior: cache.collisions.append(collision)
      default: break
      }
    }
    for root in roots { visit(root) }
    let count = bodies.count
    for (index, collision) in cache.collisions.enumerated() {
      var member = [Bool](repeating: false, count: count)
      var list: [Int] = []
      for item in collision.items where item.index >= 0 && item.index < count {
        if !member[item.index] {
          member[item.index] = true
          list.append(item.index)
        }
      }
      cache.membership.append(member)
      cache.members.append(list)
      cache.initialMembers.append(list)
      let firstBoundary = cache.boundaries.count
      defer {
        var mask: UInt64 = 0
        for b in firstBoundary..<min(cache.boundaries.count, 64) { mask |= 1 << UInt64(b) }
        cache.boundaryMasks.append(mask)
      }
      guard collision.collidesWithBoundaries else { continue }
      if collision.translatesReferenceBoundsIntoBoundary {
        let edges = BoundaryGeometry.edges(
          of: bounds.inset(by: collision.boundaryInsets), behavior: index)
        cache.boundaries += edges
        cache.partners += Array(repeating: .referenceBounds, count: edges.count)
      }
      for boundary in collision.boundaries {
        cache.boundaries.append(.segment(boundary, behavior: index))
        cache.partners.append(.boundary(boundary.identifier))
      }
    }
    var itemMasks = [UInt64](repeating: 0, count: count)
    for c in cache.collisions.indices {
      let mask = cache.boundaryMasks[c]
      for i in 0..<count where cache.membership[c][i] { itemMasks[i] |= mask }
    }
    cache.itemBoundaryMasks = itemMasks
    cache.pairsItems = cache.collisions.indices.contains { c in
      cache.collisions[c].collidesWithItems && cache.members[c].count > 1
    }
    self.cache = cache
    sweptMinX = [Double](repeating: 0, count: count)
    sweptSpanY = [(Double, Double)](repeating: (0, 0), count: count)
    // Contacts with boundaries that no longer exist are dropped silently.
    contacts.removeAll()
    warmContacts.removeAll()
    restingMask = [UInt64](repeating: 0, count: count)
    cacheIsStale = false
    contactsAreStale = false
  }

  /// What `rebuildCache()` resets besides the cache, for a change that leaves the cache as a
  /// rebuild would make it (an attachment's target, see `pickUpTargetChanges()`): the
  /// contacts, the resting masks and the members' order. Allocates nothing.
  func resetContacts() {
    for c in cache.members.indices {
      let initial = cache.initialMembers[c]
      cache.members[c].withUnsafeMutableBufferPointer { members in
        _ = members.update(fromContentsOf: initial)
      }
    }
    // The sweep's scratch (`sweptMinX`, `sweptSpanY`) is written for every member before it is
    // read (`resolveItemCollisions`), so it needs no reset.
    // Emptied only when not empty: a finger moving an anchor resets them before every step,
    // and emptying an empty array still checks its uniqueness and replaces its range.
    if !contacts.isEmpty { contacts.removeAll(keepingCapacity: true) }
    if !warmContacts.isEmpty { warmContacts.removeAll(keepingCapacity: true) }
    restingMask.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    contactsAreStale = false
  }
}
