import Motion

/// The velocities of one body at a contact and how it answers an impulse.
struct ImpulseBody: Sendable {
  var velocity: Vector
  /// Radians per second, clockwise on screen.
  var angularVelocity: Double
  var center: Point
  var inverseMass: Double
  /// 0 for a body that does not turn (or a boundary).
  var inverseInertia: Double

  /// The velocity of the body's point `p`.
  @inline(__always)
  func velocity(at p: Point) -> Vector {
    velocity + spinVelocity(p - center, angularVelocity)
  }

  /// Applies the impulse `impulse` (mass units × pt/s) at the point `p`.
  @inline(__always)
  mutating func apply(_ impulse: Vector, at p: Point) {
    velocity += impulse * inverseMass
    angularVelocity += cross(p - center, impulse) * inverseInertia
  }
}

/// Contact impulses at real contact points, with UIKit's meanings: `restitution` is the fraction
/// of each point's approach speed along the normal kept after the impact, and `friction` a
/// Coulomb coefficient limiting the tangential impulse at each point to μ × its normal impulse.
/// An impulse at a point off the line through a centre turns that body (arm × impulse divided
/// by the moment of inertia).
///
/// One point is solved exactly; two points (a face) by sequential impulses with accumulated,
/// clamped totals (Box2D's method), which converge to the rigid-body answer.
struct ContactImpulse: Sendable {
  var manifold: ContactManifold
  var restitution: Double
  var friction: Double

  static let iterations = 24

  /// Resolves the contact between `a` (the boundary side, or the first item; `inverseMass` 0
  /// for a boundary) and `b`, the normal pointing from `a` to `b`. Returns the total normal
  /// impulse.
  @discardableResult
  func resolve(_ a: inout ImpulseBody, _ b: inout ImpulseBody) -> Double {
    let n = manifold.normal
    let t = Vector(dx: -n.dy, dy: n.dx)
    let points = [manifold.first] + (manifold.second.map { [$0] } ?? [])
    var targets = [0.0, 0.0]
    var normalMass = [0.0, 0.0]
    var tangentMass = [0.0, 0.0]
    for (k, p) in points.enumerated() {
      let approach = (b.velocity(at: p) - a.velocity(at: p)).dot(n)
      targets[k] = approach < 0 ? -restitution * approach : 0
      let (ra, rb) = (p - a.center, p - b.center)
      let (an, bn) = (cross(ra, n), cross(rb, n))
      let (at, bt) = (cross(ra, t), cross(rb, t))
      let kn =
        a.inverseMass + b.inverseMass + an * an * a.inverseInertia + bn * bn * b.inverseInertia
      let kt =
        a.inverseMass + b.inverseMass + at * at * a.inverseInertia + bt * bt * b.inverseInertia
      normalMass[k] = kn > 0 ? 1 / kn : 0
      tangentMass[k] = kt > 0 ? 1 / kt : 0
    }
    var normalTotal = [0.0, 0.0]
    var tangentTotal = [0.0, 0.0]
    let rounds = points.count == 1 && friction == 0 ? 1 : Self.iterations
    for _ in 0..<rounds {
      for (k, p) in points.enumerated() {
        let vn = (b.velocity(at: p) - a.velocity(at: p)).dot(n)
        let total = max(0, normalTotal[k] + (targets[k] - vn) * normalMass[k])
        let change = total - normalTotal[k]
        normalTotal[k] = total
        a.apply(n * -change, at: p)
        b.apply(n * change, at: p)
        guard friction > 0 else { continue }
        let vt = (b.velocity(at: p) - a.velocity(at: p)).dot(t)
        let limit = friction * normalTotal[k]
        let newTangent = min(max(tangentTotal[k] - vt * tangentMass[k], -limit), limit)
        let tangentChange = newTangent - tangentTotal[k]
        tangentTotal[k] = newTangent
        a.apply(t * -tangentChange, at: p)
        b.apply(t * tangentChange, at: p)
      }
    }
    return normalTotal[0] + normalTotal[1]
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
    guard let second = manifold.second, a.angularVelocity == 0, b.angularVelocity == 0,
      impulse != .zero
    else { return false }
    let first = manifold.first
    let face = second - first
    let across = cross(face, impulse)
    guard across != 0 else { return false }
    let scale = 1e-12 * (face.length + abs(first.x) + abs(first.y)) * impulse.length
    if aTurns && bTurns {
      // One point of application for both: their centres on one line along the impulse.
      guard abs(cross(b.center - a.center, impulse)) <= scale else { return false }
    }
    let centre = bTurns ? b.center : a.center
    let fraction = -cross(first - centre, impulse) / across
    return fraction >= -1e-9 && fraction <= 1 + 1e-9
  }
}
