import Motion

/// One contact point's fixed quantities in the joint solve: the arms from the two centres
/// crossed with the normal and the tangent, and the inverse of the effective mass along the
/// tangent. A round changes only velocities, so they stay the same through the rounds.
struct StackPoint: Sendable {
  var an = 0.0
  var bn = 0.0
  var at = 0.0
  var bt = 0.0
  var inverseTangentMass = 0.0
}

/// One contact's share of the joint solve of stacks (see `World+Stacks.swift`): its fixed
/// quantities, set once before the rounds, and one round of sequential impulses at its points,
/// reading and writing the items' states through buffer pointers.
extension World {
  /// Sets `contact`'s fixed quantities (arms, effective masses, the bodies' inverse masses)
  /// from the items' centres now.
  static func prepareMasses(
    _ contact: inout StackContact, _ states: UnsafeMutableBufferPointer<ItemState>,
    _ bodies: UnsafeBufferPointer<ItemBody>
  ) {
    let (i, j) = (contact.item, contact.other)
    // For a boundary contact the boundary is the first side (fixed), the item the second.
    let aCenter = j < 0 ? Point.zero : states[i].center
    let bCenter = j < 0 ? states[i].center : states[j].center
    let (ima, iia) = j < 0 ? (0, 0) : (bodies[i].inverseMass, bodies[i].inverseInertia)
    let b = j < 0 ? i : j
    let (imb, iib) = (bodies[b].inverseMass, bodies[b].inverseInertia)
    contact.inverseMasses = (ima, iia, imb, iib)
    let n = contact.manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    func point(_ p: Point) -> StackPoint {
      let (ra, rb) = (p - aCenter, p - bCenter)
      let (at, bt) = (cross(ra, t), cross(rb, t))
      let kt = ima + imb + at * at * iia + bt * bt * iib
      return StackPoint(
        an: cross(ra, n), bn: cross(rb, n), at: at, bt: bt,
        inverseTangentMass: kt > 0 ? 1 / kt : 0)
    }
    let first = point(contact.manifold.first)
    contact.points.0 = first
    let m = ima + imb
    let k11 = m + first.an * first.an * iia + first.bn * first.bn * iib
    if let second = contact.manifold.second {
      let other = point(second)
      contact.points.1 = other
      let k22 = m + other.an * other.an * iia + other.bn * other.bn * iib
      let k12 = m + first.an * other.an * iia + first.bn * other.bn * iib
      contact.normalMasses = (k11, k22, k12)
    } else {
      contact.normalMasses = (k11, 0, 0)
    }
  }

  /// The velocities and angular velocities of `contact`'s two sides (a boundary's are 0).
  @inline(__always)
  private static func velocities(
    of contact: StackContact, _ states: UnsafeMutableBufferPointer<ItemState>
  ) -> (Vector, Double, Vector, Double) {
    let (i, j) = (contact.item, contact.other)
    let b = j < 0 ? i : j
    return (
      j < 0 ? .zero : states[i].velocity, j < 0 ? 0 : states[i].angularVelocity,
      states[b].velocity, states[b].angularVelocity
    )
  }

  /// Writes `contact`'s two sides' velocities back (the boundary's are dropped).
  @inline(__always)
  private static func store(
    _ va: Vector, _ wa: Double, _ vb: Vector, _ wb: Double, of contact: StackContact,
    _ states: UnsafeMutableBufferPointer<ItemState>
  ) {
    let (i, j) = (contact.item, contact.other)
    if j >= 0 { (states[i].velocity, states[i].angularVelocity) = (va, wa) }
    let b = j < 0 ? i : j
    (states[b].velocity, states[b].angularVelocity) = (vb, wb)
  }

  /// Starts `contact` (prepared) from the impulses it had at the end of the last step (its
  /// totals along the normal and the tangent there), applied again now: a resting stack's solve
  /// then begins where the last one ended instead of from nothing. What the contact has already
  /// been given this step counts towards them.
  static func warmStart(
    _ contact: inout StackContact, normal lastNormal: (Double, Double),
    tangent lastTangent: (Double, Double), _ states: UnsafeMutableBufferPointer<ItemState>
  ) {
    let (ima, iia, imb, iib) = contact.inverseMasses
    var (va, wa, vb, wb) = velocities(of: contact, states)
    let n = contact.manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    func push(_ p: StackPoint, _ normal: Double, _ tangent: Double) {
      let impulse = n * normal + t * tangent
      va -= impulse * ima
      wa -= (p.an * normal + p.at * tangent) * iia
      vb += impulse * imb
      wb += (p.bn * normal + p.bt * tangent) * iib
    }
    let (given, rubbed) = (contact.normalTotals, contact.tangentTotals)
    push(contact.points.0, lastNormal.0 - given.0, lastTangent.0 - rubbed.0)
    if contact.manifold.second != nil {
      push(contact.points.1, lastNormal.1 - given.1, lastTangent.1 - rubbed.1)
    }
    (contact.normalTotals, contact.tangentTotals) = (lastNormal, lastTangent)
    store(va, wa, vb, wb, of: contact, states)
  }

  /// One round of the joint solve at `contact` (prepared): friction at each point within
  /// μ × its normal impulse so far (Box2D), then the normal impulse (a face's two together, by
  /// Box2D's block solver). Returns the largest change of velocity it made, in points per second.
  @inline(__always)
  static func iterate(
    _ contact: inout StackContact, _ states: UnsafeMutableBufferPointer<ItemState>
  ) -> Double {
    let (ima, iia, imb, iib) = contact.inverseMasses
    var (va, wa, vb, wb) = velocities(of: contact, states)
    let n = contact.manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    let mu = contact.friction
    var (normal, tangent) = (contact.normalTotals, contact.tangentTotals)
    var largest = 0.0
    @inline(__always) func push(
      _ direction: Vector, _ alongA: Double, _ alongB: Double, _ change: Double
    ) {
      va -= direction * (change * ima)
      wa -= alongA * change * iia
      vb += direction * (change * imb)
      wb += alongB * change * iib
      largest = max(largest, abs(change) * (ima + imb))
    }
    @inline(__always) func rub(_ p: StackPoint, _ normalTotal: Double, _ total: inout Double) {
      let vt = (vb - va).dot(t) + wb * p.bt - wa * p.at
      let limit = mu * normalTotal
      let newTotal = min(max(total - vt * p.inverseTangentMass, -limit), limit)
      let change = newTotal - total
      total = newTotal
      push(t, p.at, p.bt, change)
    }
    let (first, second) = contact.points
    if mu > 0 { rub(first, normal.0, &tangent.0) }
    if contact.manifold.second != nil {
      if mu > 0 { rub(second, normal.1, &tangent.1) }
      // Both normal impulses together (Box2D's block solver).
      let (k11, k22, k12) = contact.normalMasses
      let dv = (vb - va).dot(n)
      let vp = dv + wb * first.bn - wa * first.an
      let vq = dv + wb * second.bn - wa * second.an
      let b1 = vp - (k11 * normal.0 + k12 * normal.1)
      let b2 = vq - (k12 * normal.0 + k22 * normal.1)
      let x = blockSolve(b1, b2, k: contact.normalMasses)
      push(n, first.an, first.bn, x.0 - normal.0)
      push(n, second.an, second.bn, x.1 - normal.1)
      normal = x
    } else {
      let vn = (vb - va).dot(n) + wb * first.bn - wa * first.an
      let total = max(0, normal.0 - vn / contact.normalMasses.0)
      push(n, first.an, first.bn, total - normal.0)
      normal.0 = total
    }
    (contact.normalTotals, contact.tangentTotals) = (normal, tangent)
    store(va, wa, vb, wb, of: contact, states)
    return largest
  }
}
