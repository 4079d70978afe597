import Motion

/// The joint solve's last part: the overlaps left by pushing pairs apart one at a time (a box
/// pushed into the floor by the box it carries). Each contact moves its items apart along its
/// normal, the boundary side never moving, until none overlaps (Gauss–Seidel on the positions),
/// with shock propagation (Guendelman, Bridson and Fedkiw, "Nonconvex rigid bodies with
/// stacking", 2003): the items resting on boundaries are level 0, an item touching one of level
/// k is level k + 1, the contacts are visited level by level upwards, and a contact between two
/// levels moves only the upper item, as a boundary moves nothing. A column of boxes then comes
/// apart in one round instead of the overlap diffusing up and down it over many (each box split
/// evenly with the one below pushed that one back into the floor).
extension World {
  func separateStacks() {
    let count = bodies.count
    if stackLevels.count != count { stackLevels = [Int](repeating: .max, count: count) }
    if stackOrder.count < stackContacts.count {
      stackOrder = [Int](repeating: 0, count: max(stackContacts.count, 2 * stackOrder.count))
    }
    stackContacts.withUnsafeBufferPointer { contacts in
      stackLevels.withUnsafeMutableBufferPointer { levels in
        let highest = Self.level(contacts, levels)
        if stackLevelStarts.count < highest + 3 {
          stackLevelStarts = [Int](
            repeating: 0, count: max(highest + 3, 2 * stackLevelStarts.count))
        }
        stackOrder.withUnsafeMutableBufferPointer { order in
          // The contacts by the lower level of their items, upwards; those of items on no
          // boundary (level Int.max) last; in their own order within a level.
          let placed = stackLevelStarts.withUnsafeMutableBufferPointer { starts in
            Self.order(contacts, levels, highest: highest, into: order, starts: starts)
          }
          states.withUnsafeMutableBufferPointer { states in
            bodies.withUnsafeBufferPointer { bodies in
              restingMask.withUnsafeBufferPointer { masks in
                cache.boundaries.withUnsafeBufferPointer { boundaries in
                  for _ in 0..<Self.stackIterations {
                    var deepest = 0.0
                    for k in 0..<placed {
                      deepest = max(
                        deepest,
                        Self.separate(contacts[order[k]], levels, states, bodies, masks, boundaries)
                      )
                    }
                    if deepest <= Self.contactSlop { break }
                  }
                }
              }
            }
          }
          for contact in contacts {
            levels[contact.item] = .max
            if contact.other >= 0 { levels[contact.other] = .max }
          }
        }
      }
    }
  }

  /// Lists the contacts in `order` by the lower level of their items (capped at `highest + 1`,
  /// where those on no boundary go), keeping their own order within a level (a counting sort:
  /// `starts` has room for `highest + 3` entries); returns how many it listed (all of them).
  private static func order(
    _ contacts: UnsafeBufferPointer<StackContact>, _ levels: UnsafeMutableBufferPointer<Int>,
    highest: Int, into order: UnsafeMutableBufferPointer<Int>,
    starts: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    let buckets = highest + 2
    for level in 0...buckets { starts[level] = 0 }
    for k in contacts.indices {
      starts[min(contactLevel(contacts[k], levels), highest + 1) + 1] += 1
    }
    for level in 0..<buckets { starts[level + 1] += starts[level] }
    for k in contacts.indices {
      let key = min(contactLevel(contacts[k], levels), highest + 1)
      order[starts[key]] = k
      starts[key] += 1
    }
    return contacts.count
  }

  /// Sets the levels of the contacts' items (0 for those in a boundary contact; the rest stay
  /// `Int.max`, between solves, until they touch a levelled item) and returns the highest.
  private static func level(
    _ contacts: UnsafeBufferPointer<StackContact>, _ levels: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    for contact in contacts where contact.other < 0 { levels[contact.item] = 0 }
    var highest = 0
    // Relax until nothing changes: as many passes as the deepest stack, at most one per contact.
    for _ in 0..<contacts.count {
      var changed = false
      for contact in contacts where contact.other >= 0 {
        let (a, b) = (levels[contact.item], levels[contact.other])
        if a != .max, a + 1 < b {
          levels[contact.other] = a + 1
          highest = max(highest, a + 1)
          changed = true
        } else if b != .max, b + 1 < a {
          levels[contact.item] = b + 1
          highest = max(highest, b + 1)
          changed = true
        }
      }
      if !changed { break }
    }
    return highest
  }

  @inline(__always)
  private static func contactLevel(
    _ contact: StackContact, _ levels: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    contact.other < 0 ? 0 : min(levels[contact.item], levels[contact.other])
  }

  /// Moves the items of `contact` apart along its normal until they no longer overlap (only the
  /// upper one when their levels differ); returns how deep they overlapped, in points. `masks`
  /// are the items' resting masks.
  private static func separate(
    _ contact: StackContact, _ levels: UnsafeMutableBufferPointer<Int>,
    _ states: UnsafeMutableBufferPointer<ItemState>, _ bodies: UnsafeBufferPointer<ItemBody>,
    _ masks: UnsafeBufferPointer<UInt64>, _ boundaries: UnsafeBufferPointer<BoundaryGeometry>
  ) -> Double {
    let (i, j) = (contact.item, contact.other)
    let n = contact.manifold.normal
    func box(_ k: Int) -> OrientedBox {
      OrientedBox(center: states[k].center, half: bodies[k].halfSize, angle: states[k].angle)
    }
    if j < 0 {
      var bits = masks[i]
      var depth = 0.0
      while bits != 0 {
        let b = bits.trailingZeroBitCount
        bits &= bits - 1
        guard b < boundaries.count else { continue }
        let boundary = boundaries[b]
        let gap = boundary.distance(box(i), normal: n)
        guard boundary.normal(facing: states[i].center) == n, gap < 0 else { continue }
        states[i].center += n * -gap
        depth = max(depth, -gap)
      }
      return depth
    }
    let gap = separation(
      states[i].center, bodies[i].halfSize, states[i].angle,
      states[j].center, bodies[j].halfSize, states[j].angle)
    guard gap < 0 else { return 0 }
    let (li, lj) = (levels[i], levels[j])
    if li < lj {
      states[j].center += n * -gap
    } else if lj < li {
      states[i].center -= n * -gap
    } else {
      let (ia, ib) = (bodies[i].inverseMass, bodies[j].inverseMass)
      states[i].center -= n * (-gap * ia / (ia + ib))
      states[j].center += n * (-gap * ib / (ia + ib))
    }
    return -gap
  }
}
