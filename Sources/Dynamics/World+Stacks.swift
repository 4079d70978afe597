import Motion

/// A contact kept for the step's joint velocity solve: items resting on items and boundaries.
struct StackContact: Sendable {
  /// The first item, or for a boundary contact the item.
  var item: Int
  /// The second item, or −1 for a boundary (the normal then points from it into `item`).
  var other: Int
  var manifold: ContactManifold
  /// Coulomb coefficient of the pair.
  var friction: Double
  /// Impulses accumulated at the first and second points during this step's solve, along the
  /// normal and the tangent.
  var normalTotals = (0.0, 0.0)
  var tangentTotals = (0.0, 0.0)
  /// Whether the totals hold the impulse the pair was given before the joint solve.
  var seeded = false
  /// The effective masses at the points, set before the solve's rounds (which change only
  /// velocities, so they stay the same): along the tangent at each point, and along the normal
  /// (one point: its own in `.0`; a face: the block solver's k11, k22, k12).
  var tangentMasses = (0.0, 0.0)
  var normalMasses = (0.0, 0.0, 0.0)
}

/// Stacks: after the pairwise impacts of a step, every contact of items touching each other
/// (and those items' resting contacts with boundaries) is solved jointly by sequential impulses
/// (Box2D's velocity iterations): each contact point may only push, so that no point of a
/// touching pair approaches the other, with Coulomb friction. A box carrying a box, or a box
/// across two, then gets the weight it carries through the contact points at once instead of
/// one pair at a time, which let a stack sink and creep.
extension World {
  /// The cosine above which two contacts' normals count as the same (within about 2.6°).
  static let sameNormal = 0.999

  /// Rounds of the joint solve.
  static let stackIterations = 20

  /// Records the contact of two touching items for the joint solve.
  /// `given` is the impulse its pair already received at its points without a bounce: the
  /// joint solve counts it in (and may take part of it back), so that a pair solved alone first
  /// does not leave more push than the stack needs.
  func recordStackContact(
    _ i: Int, _ j: Int, _ manifold: ContactManifold,
    given: (normal: (Double, Double), tangent: (Double, Double))? = nil
  ) {
    var contact = StackContact(
      item: i, other: j, manifold: manifold,
      friction: (bodies[i].friction * bodies[j].friction).squareRoot())
    if let given {
      (contact.normalTotals, contact.tangentTotals) = given
      contact.seeded = true
    }
    stackContacts.append(contact)
  }

  /// Records the contact of two items that touch (within ``contactSlop``) without overlapping.
  func recordIfTouching(_ i: Int, _ j: Int) {
    let (a, b) = (box(i, states[i]), box(j, states[j]))
    guard separation(a, b) <= Self.contactSlop else { return }
    recordStackContact(i, j, Dynamics.manifold(a, b))
  }

  /// Solves the recorded contacts of one collision behaviour's step together, with the resting
  /// boundary contacts of their items, unless there is only one contact between two items that
  /// rest on nothing (solved exactly by its pair already).
  func solveStacks() {
    defer {
      solvedContacts += stackContacts
      stackContacts.removeAll(keepingCapacity: true)
    }
    guard
      stackContacts.count > 1
        || stackContacts.contains(where: { restingMask[$0.item] | restingMask[$0.other] != 0 })
    else { return }
    // Each item's resting boundary contacts join the solve, in the order the items first
    // appear in the contacts (marked in a scratch buffer, cleared again below).
    if stackVisited.count != bodies.count {
      stackVisited = [Bool](repeating: false, count: bodies.count)
    }
    let recorded = stackContacts.count
    func visit(_ i: Int) {
      guard i >= 0, !stackVisited[i] else { return }
      stackVisited[i] = true
      addRestingContacts(of: i)
    }
    for index in 0..<recorded {
      visit(stackContacts[index].item)
      visit(stackContacts[index].other)
    }
    for index in 0..<recorded {
      stackVisited[stackContacts[index].item] = false
      if stackContacts[index].other >= 0 { stackVisited[stackContacts[index].other] = false }
    }
    for index in stackContacts.indices { warmStart(index) }
    // The rounds write through buffer pointers: indexing the class's arrays checked their
    // uniqueness on every write, most of a resting stack's step.
    stackContacts.withUnsafeMutableBufferPointer { contacts in
      states.withUnsafeMutableBufferPointer { states in
        bodies.withUnsafeBufferPointer { bodies in
          for index in contacts.indices { Self.prepareMasses(&contacts[index], states, bodies) }
          for _ in 0..<Self.stackIterations {
            for index in contacts.indices { Self.iterate(&contacts[index], states, bodies) }
          }
        }
      }
    }
    // Then the overlaps left by pushing pairs apart one at a time (a box pushed into the floor
    // by the box it carries): each contact moves its items apart along its normal, the boundary
    // side never moving, until none overlaps (Gauss–Seidel on the positions).
    stackContacts.withUnsafeBufferPointer { contacts in
      states.withUnsafeMutableBufferPointer { states in
        bodies.withUnsafeBufferPointer { bodies in
          restingMask.withUnsafeBufferPointer { masks in
            cache.boundaries.withUnsafeBufferPointer { boundaries in
              for _ in 0..<Self.stackIterations {
                var deepest = 0.0
                for k in contacts.indices {
                  deepest = max(
                    deepest, Self.separate(contacts[k], states, bodies, masks, boundaries))
                }
                if deepest <= Self.contactSlop { break }
              }
            }
          }
        }
      }
    }
  }

  /// Starts contact `index` from the impulses the same contact (the same items, nearly the
  /// same normal, the same number of points) had at the end of the last step, applied again now: a
  /// resting stack's solve then begins where the last one ended instead of from nothing.
  private func warmStart(_ index: Int) {
    let contact = stackContacts[index]
    guard
      let last = warmContacts.first(where: {
        $0.item == contact.item && $0.other == contact.other
          && $0.manifold.normal.dot(contact.manifold.normal) > Self.sameNormal
          && $0.manifold.points == contact.manifold.points
      })
    else { return }
    let (i, j) = (contact.item, contact.other)
    var a = j < 0 ? Self.boundaryBody : impulseBody(i, states[i])
    var b = j < 0 ? impulseBody(i, states[i]) : impulseBody(j, states[j])
    let n = contact.manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    func push(_ p: Point, _ normal: Double, _ tangent: Double) {
      let impulse = n * normal + t * tangent
      a.apply(-impulse, at: p)
      b.apply(impulse, at: p)
    }
    // What the contact has already been given this step counts towards the last step's total.
    let (given, rubbed) = (contact.normalTotals, contact.tangentTotals)
    push(
      contact.manifold.first, last.normalTotals.0 - given.0, last.tangentTotals.0 - rubbed.0)
    if let second = contact.manifold.second {
      push(second, last.normalTotals.1 - given.1, last.tangentTotals.1 - rubbed.1)
    }
    stackContacts[index].normalTotals = last.normalTotals
    stackContacts[index].tangentTotals = last.tangentTotals
    store(i, j, a, b)
  }

  static let boundaryBody = ImpulseBody(
    velocity: .zero, angularVelocity: 0, center: .zero, inverseMass: 0, inverseInertia: 0)

  private func store(_ i: Int, _ j: Int, _ a: ImpulseBody, _ b: ImpulseBody) {
    if j < 0 {
      (states[i].velocity, states[i].angularVelocity) = (b.velocity, b.angularVelocity)
    } else {
      (states[i].velocity, states[i].angularVelocity) = (a.velocity, a.angularVelocity)
      (states[j].velocity, states[j].angularVelocity) = (b.velocity, b.angularVelocity)
    }
  }

  /// Moves the items of `contact` apart along its normal until they no longer overlap; returns
  /// how deep they overlapped, in points. `masks` are the items' resting masks.
  private static func separate(
    _ contact: StackContact, _ states: UnsafeMutableBufferPointer<ItemState>,
    _ bodies: UnsafeBufferPointer<ItemBody>, _ masks: UnsafeBufferPointer<UInt64>,
    _ boundaries: UnsafeBufferPointer<BoundaryGeometry>
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
    let gap = separation(box(i), box(j))
    guard gap < 0 else { return 0 }
    let (ia, ib) = (bodies[i].inverseMass, bodies[j].inverseMass)
    states[i].center -= n * (-gap * ia / (ia + ib))
    states[j].center += n * (-gap * ib / (ia + ib))
    return -gap
  }

  private func addRestingContacts(of i: Int) {
    var bits = restingMask[i]
    while bits != 0 {
      let b = bits.trailingZeroBitCount
      bits &= bits - 1
      guard b < cache.boundaries.count else { continue }
      let boundary = cache.boundaries[b]
      let n = boundary.normal(facing: states[i].center)
      let shape = box(i, states[i])
      guard boundary.distance(shape, normal: n) <= Self.contactSlop else { continue }
      stackContacts.append(
        StackContact(
          item: i, other: -1, manifold: boundary.manifold(shape, normal: n),
          friction: bodies[i].friction))
    }
  }
}
