import Motion

/// One body at a contact: its state (the impulses change its velocity and angular velocity)
/// and how it answers an impulse.
struct ImpulseBody: Sendable {
  var state: ItemState
  var inverseMass: Double
  /// 0 for a body that does not turn (or a boundary).
  var inverseInertia: Double

  /// The velocity of the body's point `p`.
  @inline(__always)
  func velocity(at p: Point) -> Vector {
    state.velocity + spinVelocity(p - state.center, state.angularVelocity)
  }

  /// Applies the impulse `impulse` (mass units × pt/s) at the point `p`.
  @inline(__always)
  mutating func apply(_ impulse: Vector, at p: Point) {
    state.velocity += impulse * inverseMass
    state.angularVelocity += cross(p - state.center, impulse) * inverseInertia
  }
}

/// Contact impulses at real contact points, with UIKit's meanings: `restitution` is the fraction
/// of each point's approach speed along the normal kept after the impact, and `friction` a
/// Coulomb coefficient limiting the tangential impulse at each point to μ × its normal impulse.
/// An impulse at a point off the line through a centre turns that body (arm × impulse divided
/// by the moment of inertia).
///
/// One point is solved exactly; two points (a face) by rounds of friction at each point and
/// both normal impulses solved together (Box2D's block solver), with accumulated, clamped totals.
struct ContactImpulse: Sendable {
  var manifold: ContactManifold
  var restitution: Double
  var friction: Double

  static let iterations = 24

  /// Resolves the contact between `a` (the boundary side, or the first item; `inverseMass` 0
  /// for a boundary) and `b`, the normal pointing from `a` to `b`. Returns the impulses given
  /// at the first and second points, along the normal and the tangent (−n.dy, n.dx).
  @discardableResult
  func resolve(
    _ a: inout ImpulseBody, _ b: inout ImpulseBody
  ) -> (normal: (Double, Double), tangent: (Double, Double)) {
    let n = manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    // One or two points, kept in pairs (no arrays: this runs for every impact of every step).
    let points = (manifold.first, manifold.second ?? manifold.first)
    let count = manifold.second == nil ? 1 : 2
    func point(_ k: Int) -> Point { k == 0 ? points.0 : points.1 }
    var targets = (0.0, 0.0)
    var normalMass = (0.0, 0.0)
    var tangentMass = (0.0, 0.0)
    for k in 0..<count {
      let p = point(k)
      let approach = (b.velocity(at: p) - a.velocity(at: p)).dot(n)
      let target = approach < 0 ? -restitution * approach : 0
      let (ra, rb) = (p - a.state.center, p - b.state.center)
      let (an, bn) = (cross(ra, n), cross(rb, n))
      let (at, bt) = (cross(ra, t), cross(rb, t))
      let kn =
        a.inverseMass + b.inverseMass + an * an * a.inverseInertia + bn * bn * b.inverseInertia
      let kt =
        a.inverseMass + b.inverseMass + at * at * a.inverseInertia + bt * bt * b.inverseInertia
      if k == 0 {
        targets.0 = target
        normalMass.0 = kn > 0 ? 1 / kn : 0
        tangentMass.0 = kt > 0 ? 1 / kt : 0
      } else {
        targets.1 = target
        normalMass.1 = kn > 0 ? 1 / kn : 0
        tangentMass.1 = kt > 0 ? 1 / kt : 0
      }
    }
    var normalTotal = (0.0, 0.0)
    var tangentTotal = (0.0, 0.0)
    // One point's friction then (with `normal`) its normal impulse.
    func solve(
      _ p: Point, normal: Bool, target: Double, normalMass: Double, tangentMass: Double,
      _ normalTotal: inout Double, _ tangentTotal: inout Double
    ) {
      if normal {
        let vn = (b.velocity(at: p) - a.velocity(at: p)).dot(n)
        let total = max(0, normalTotal + (target - vn) * normalMass)
        let change = total - normalTotal
        normalTotal = total
        a.apply(n * -change, at: p)
        b.apply(n * change, at: p)
      }
      guard friction > 0 else { return }
      let vt = (b.velocity(at: p) - a.velocity(at: p)).dot(t)
      let limit = friction * normalTotal
      let newTangent = min(max(tangentTotal - vt * tangentMass, -limit), limit)
      let tangentChange = newTangent - tangentTotal
      tangentTotal = newTangent
      a.apply(t * -tangentChange, at: p)
      b.apply(t * tangentChange, at: p)
    }
    let rounds = count == 1 && friction == 0 ? 1 : Self.iterations
    for _ in 0..<rounds {
      if count == 2 {
        // A face: friction at each point, then both normal impulses together (block solver).
        if friction > 0 {
          solve(
            points.0, normal: false, target: 0, normalMass: 0, tangentMass: tangentMass.0,
            &normalTotal.0, &tangentTotal.0)
          solve(
            points.1, normal: false, target: 0, normalMass: 0, tangentMass: tangentMass.1,
            &normalTotal.1, &tangentTotal.1)
        }
        pushBoth(points.0, points.1, n, &a, &b, &normalTotal, targets: targets)
        continue
      }
      solve(
        points.0, normal: true, target: targets.0, normalMass: normalMass.0,
        tangentMass: tangentMass.0, &normalTotal.0, &tangentTotal.0)
    }
    return (normalTotal, tangentTotal)
  }

  /// Whether the impulse `impulse` (on `b`, from `a`) through a face contact can act at one
  /// point of the face and turn neither body: the point of the face on the line through `b`'s
  /// centre along the impulse (and `a`'s, for an item) lies within the face. Then the contact
  /// moving the bodies without turning them is the rigid-body answer.
  func turnsNothing(
    _ impulse: Vector, _ a: ImpulseBody, _ b: ImpulseBody
  ) -> Bool {
    let (aTurns, bTurns) = (a.inverseInertia > 0, b.inverseInertia > 0)
    guard aTurns || bTurns else { return true }
    guard let second = manifold.second, a.state.angularVelocity == 0, b.state.angularVelocity == 0,
      impulse != .zero
    else { return false }
    let first = manifold.first
    let face = second - first
    let across = cross(face, impulse)
    guard across != 0 else { return false }
    let scale = 1e-12 * (face.length + abs(first.x) + abs(first.y)) * impulse.length
    if aTurns && bTurns {
      // One point of application for both: their centres on one line along the impulse.
      guard abs(cross(b.state.center - a.state.center, impulse)) <= scale else { return false }
    }
    let centre = bTurns ? b.state.center : a.state.center
    let fraction = -cross(first - centre, impulse) / across
    return fraction >= -1e-9 && fraction <= 1 + 1e-9
  }
}

/// The two normal impulses of a face contact solved together (Box2D's block solver: the
/// 2 × 2 linear complementarity problem by its four cases), so that a box resting flat gets
/// the same push at both ends of its face, not more at the one solved first.
func pushBoth(
  _ p: Point, _ q: Point, _ n: Vector, _ a: inout ImpulseBody, _ b: inout ImpulseBody,
  _ totals: inout (Double, Double), targets: (Double, Double) = (0, 0)
) {
  pushBoth(p, q, n, &a, &b, &totals, targets: targets, k: faceMass(p, q, n, a, b))
}

/// The 2 × 2 effective mass matrix (k11, k22, k12) of a face contact's normal impulses at `p`
/// and `q`: it depends only on the points, the centres and the bodies' masses, so a solve whose
/// rounds change only velocities computes it once.
@inline(__always)
func faceMass(
  _ p: Point, _ q: Point, _ n: Vector, _ a: ImpulseBody, _ b: ImpulseBody
) -> (Double, Double, Double) {
  let (ap, bp) = (cross(p - a.state.center, n), cross(p - b.state.center, n))
  let (aq, bq) = (cross(q - a.state.center, n), cross(q - b.state.center, n))
  let m = a.inverseMass + b.inverseMass
  let k11 = m + ap * ap * a.inverseInertia + bp * bp * b.inverseInertia
  let k22 = m + aq * aq * a.inverseInertia + bq * bq * b.inverseInertia
  let k12 = m + ap * aq * a.inverseInertia + bp * bq * b.inverseInertia
  return (k11, k22, k12)
}

/// ``pushBoth(_:_:_:_:_:_:targets:)`` with the face's effective mass matrix `k` given.
@inline(__always)
func pushBoth(
  _ p: Point, _ q: Point, _ n: Vector, _ a: inout ImpulseBody, _ b: inout ImpulseBody,
  _ totals: inout (Double, Double), targets: (Double, Double), k: (Double, Double, Double)
) {
  let (k11, k22, k12) = k
  let vp = (b.velocity(at: p) - a.velocity(at: p)).dot(n)
  let vq = (b.velocity(at: q) - a.velocity(at: q)).dot(n)
  // b = v − K·x_old: the velocities the points would have without this contact's impulses.
  let b1 = vp - targets.0 - (k11 * totals.0 + k12 * totals.1)
  let b2 = vq - targets.1 - (k12 * totals.0 + k22 * totals.1)
  let x = blockSolve(b1, b2, k: k)
  let (dp, dq) = (x.0 - totals.0, x.1 - totals.1)
  a.apply(n * -dp, at: p)
  b.apply(n * dp, at: p)
  a.apply(n * -dq, at: q)
  b.apply(n * dq, at: q)
  totals = x
}

/// The two normal impulses (each 0 or more) of a face with effective mass matrix `k` (k11, k22,
/// k12) for `b` = v − K·x_old (the points' velocities without the contact's impulses): Box2D's
/// block solver, the 2 × 2 linear complementarity problem by its four cases.
@inline(__always)
func blockSolve(_ b1: Double, _ b2: Double, k: (Double, Double, Double)) -> (Double, Double) {
  let (k11, k22, k12) = k
  let determinant = k11 * k22 - k12 * k12
  var x = (0.0, 0.0)
  if determinant > 1e-9 * k11 * k22 {
    x = ((k12 * b2 - k22 * b1) / determinant, (k12 * b1 - k11 * b2) / determinant)
  } else {
    x = (-1, -1)
  }
  if x.0 < 0 || x.1 < 0 {
    if -b1 / k11 >= 0, k12 * (-b1 / k11) + b2 >= 0 {
      x = (-b1 / k11, 0)
    } else if -b2 / k22 >= 0, k12 * (-b2 / k22) + b1 >= 0 {
      x = (0, -b2 / k22)
    } else {
      x = (0, 0)
    }
  }
  return x
}
