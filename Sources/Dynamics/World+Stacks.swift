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
  /// Whether the items overlap and were given nothing: only the joint solve handles them.
  var overlapping = false
  /// Set before the solve's rounds (which change only velocities, so they stay the same): the
  /// points' arms and tangent masses, the effective mass along the normal (one point: its own
  /// in `.0`; a face: the block solver's k11, k22, k12), and the two sides' inverse mass and
  /// inertia (a boundary's are 0).
  var points = (StackPoint(), StackPoint())
  var normalMasses = (0.0, 0.0, 0.0)
  var inverseMasses = (0.0, 0.0, 0.0, 0.0)
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

  /// Rounds of the joint solve, at most.
  static let stackIterations = 20

  /// The joint solve stops after a round that changed no item's velocity by more than this, in
  /// points per second (it would move an item by less than 10⁻⁸ pt in a step).
  static let stackTolerance = 1e-6

  /// Records the contact of two touching items for the joint solve.
  /// `given` is the impulse its pair already received at its points without a bounce: the
  /// joint solve counts it in (and may take part of it back), so that a pair solved alone first
  /// does not leave more push than the stack needs.
  func recordStackContact(
    _ i: Int, _ j: Int, _ manifold: ContactManifold,
    given: (normal: (Double, Double), tangent: (Double, Double))? = nil, overlapping: Bool = false
  ) {
    var contact = StackContact(
      item: i, other: j, manifold: manifold,
      friction: (bodies[i].friction * bodies[j].friction).squareRoot())
    contact.overlapping = overlapping
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
  /// rest on nothing and was solved exactly by its pair already.
  func solveStacks() {
    defer {
      // The first solve of a step hands its buffer over (no copy); a second one appends.
      if solvedContacts.isEmpty {
        swap(&solvedContacts, &stackContacts)
      } else {
        solvedContacts += stackContacts
      }
      stackContacts.removeAll(keepingCapacity: true)
    }
    guard
      stackContacts.count > 1
        || stackContacts.contains(where: {
          $0.overlapping || restingMask[$0.item] | restingMask[$0.other] != 0
        })
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
    indexWarmContacts()
    // The rounds write through buffer pointers: indexing the class's arrays checked their
    // uniqueness on every write, most of a resting stack's step.
    stackContacts.withUnsafeMutableBufferPointer { contacts in
      states.withUnsafeMutableBufferPointer { states in
        bodies.withUnsafeBufferPointer { bodies in
          warmContacts.withUnsafeBufferPointer { warm in
            for index in contacts.indices {
              Self.prepareMasses(&contacts[index], states, bodies)
              let last = lastStep(of: contacts[index], in: warm)
              // The last step's totals only: passing its contact copied a few hundred bytes.
              if last >= 0 {
                Self.warmStart(
                  &contacts[index], normal: warm[last].normalTotals,
                  tangent: warm[last].tangentTotals, states)
              }
            }
          }
          // Rounds until one changes no velocity by more than ``stackTolerance`` (a resting
          // stack's warm-started solve is there after a round or two), at most
          // ``stackIterations``.
          for _ in 0..<Self.stackIterations {
            var largest = 0.0
            for index in contacts.indices {
              largest = max(largest, Self.iterate(&contacts[index], states))
            }
            if largest <= Self.stackTolerance { break }
          }
        }
      }
    }
    // Then the overlaps left by pushing pairs apart one at a time (see
    // `World+StackSeparation.swift`).
    separateStacks()
  }

  /// The index in `warmContacts` of `contact` as it was at the end of the last step (the same
  /// items, nearly the same normal, the same number of points; the first such), or −1.
  private func lastStep(
    of contact: StackContact, in warm: UnsafeBufferPointer<StackContact>
  ) -> Int {
    guard contact.item < warmFirst.count else { return -1 }
    var k = warmFirst[contact.item]
    while k >= 0 {
      // Read in place: a copy of a contact is a few hundred bytes.
      if warm[k].other == contact.other
        && warm[k].manifold.normal.dot(contact.manifold.normal) > Self.sameNormal
        && warm[k].manifold.points == contact.manifold.points
      {
        return k
      }
      k = warmNext[k]
    }
    return -1
  }

  /// Lists the last step's contacts by item (`warmFirst`, `warmNext`), each item's in order.
  private func indexWarmContacts() {
    let count = bodies.count
    if warmFirst.count != count { warmFirst = [Int](repeating: -1, count: count) }
    warmFirst.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    if warmNext.count < warmContacts.count {
      warmNext = [Int](repeating: -1, count: max(warmContacts.count, 2 * warmNext.count))
    }
    warmContacts.withUnsafeBufferPointer { warm in
      warmFirst.withUnsafeMutableBufferPointer { first in
        warmNext.withUnsafeMutableBufferPointer { next in
          for k in warm.indices.reversed() where warm[k].item < count {
            next[k] = first[warm[k].item]
            first[warm[k].item] = k
          }
        }
      }
    }
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
