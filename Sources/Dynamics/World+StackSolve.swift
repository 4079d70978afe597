import Motion

/// One contact's share of the joint solve of stacks (see `World+Stacks.swift`): its effective
/// masses, set once before the rounds, and one round of sequential impulses at its points,
/// reading and writing the items' states through buffer pointers.
extension World {
  /// The two bodies of `contact` as the joint solve sees them: for a boundary contact, the
  /// boundary (fixed) and the item.
  @inline(__always)
  private static func bodies(
    of contact: StackContact, _ states: UnsafeMutableBufferPointer<ItemState>,
    _ bodies: UnsafeBufferPointer<ItemBody>
  ) -> (ImpulseBody, ImpulseBody) {
    func body(_ k: Int) -> ImpulseBody {
      ImpulseBody(
        velocity: states[k].velocity, angularVelocity: states[k].angularVelocity,
        center: states[k].center, inverseMass: bodies[k].inverseMass,
        inverseInertia: bodies[k].inverseInertia)
    }
    let (i, j) = (contact.item, contact.other)
    return j < 0 ? (Self.boundaryBody, body(i)) : (body(i), body(j))
  }

  /// Sets `contact`'s effective masses from the items' centres now.
  static func prepareMasses(
    _ contact: inout StackContact, _ states: UnsafeMutableBufferPointer<ItemState>,
    _ bodies: UnsafeBufferPointer<ItemBody>
  ) {
    let (a, b) = Self.bodies(of: contact, states, bodies)
    let n = contact.manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    func tangentMass(_ p: Point) -> Double {
      let (at, bt) = (cross(p - a.center, t), cross(p - b.center, t))
      return
        a.inverseMass + b.inverseMass + at * at * a.inverseInertia + bt * bt * b.inverseInertia
    }
    let first = contact.manifold.first
    if let second = contact.manifold.second {
      contact.tangentMasses = (tangentMass(first), tangentMass(second))
      contact.normalMasses = faceMass(first, second, n, a, b)
    } else {
      let (an, bn) = (cross(first - a.center, n), cross(first - b.center, n))
      let kn =
        a.inverseMass + b.inverseMass + an * an * a.inverseInertia + bn * bn * b.inverseInertia
      contact.tangentMasses = (tangentMass(first), 0)
      contact.normalMasses = (kn, 0, 0)
    }
  }

  /// One round of the joint solve at `contact` (its masses prepared).
  static func iterate(
    _ contact: inout StackContact, _ states: UnsafeMutableBufferPointer<ItemState>,
    _ bodies: UnsafeBufferPointer<ItemBody>
  ) {
    let (i, j) = (contact.item, contact.other)
    var (a, b) = Self.bodies(of: contact, states, bodies)
    let n = contact.manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    let mu = contact.friction
    var (normal, tangent) = (contact.normalTotals, contact.tangentTotals)
    let first = contact.manifold.first
    // Friction first at each point, within μ × the point's normal impulse so far (Box2D).
    func rub(_ p: Point, _ normalTotal: Double, _ tangentTotal: inout Double, _ kt: Double) {
      guard mu > 0 else { return }
      let vt = (b.velocity(at: p) - a.velocity(at: p)).dot(t)
      let limit = mu * normalTotal
      let newTangent = min(max(tangentTotal - vt / kt, -limit), limit)
      let change = newTangent - tangentTotal
      tangentTotal = newTangent
      a.apply(t * -change, at: p)
      b.apply(t * change, at: p)
    }
    rub(first, normal.0, &tangent.0, contact.tangentMasses.0)
    if let second = contact.manifold.second {
      rub(second, normal.1, &tangent.1, contact.tangentMasses.1)
      pushBoth(first, second, n, &a, &b, &normal, targets: (0, 0), k: contact.normalMasses)
    } else {
      let kn = contact.normalMasses.0
      let vn = (b.velocity(at: first) - a.velocity(at: first)).dot(n)
      let total = max(0, normal.0 - vn / kn)
      a.apply(n * -(total - normal.0), at: first)
      b.apply(n * (total - normal.0), at: first)
      normal.0 = total
    }
    (contact.normalTotals, contact.tangentTotals) = (normal, tangent)
    if j < 0 {
      (states[i].velocity, states[i].angularVelocity) = (b.velocity, b.angularVelocity)
    } else {
      (states[i].velocity, states[i].angularVelocity) = (a.velocity, a.angularVelocity)
      (states[j].velocity, states[j].angularVelocity) = (b.velocity, b.angularVelocity)
    }
  }
}
