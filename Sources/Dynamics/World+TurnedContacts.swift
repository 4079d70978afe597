import Motion

/// Contacts of items with boundaries at their real contact points: an impulse at a corner turns
/// the item (arm × impulse / moment of inertia), restitution and friction act at that point.
///
/// An item lying flat on a face that does not spin is moved as an item that cannot turn would
/// be (the impulse through its centre) whenever that is the rigid-body answer: when the line
/// through its centre along the impulse meets the face, the pressure along the face can act
/// there and turn nothing. So a box at angle 0 landing on, resting on or sliding along a floor
/// moves bit for bit as before; a tall box sliding with friction enough to tip it turns.
extension World {
  /// Item `i`'s rectangle in state `s`.
  @inline(__always)
  func box(_ i: Int, _ s: ItemState) -> OrientedBox {
    OrientedBox(center: s.center, half: bodies[i].halfSize, angle: s.angle)
  }

  /// The largest turn, in radians, between two instants at which a turning item is checked
  /// against a boundary (a corner swings in and out of a wall within less than this).
  static let sampledTurn = 0.25

  /// For an item that turns fast, the first of evenly spaced instants within `limit` (each
  /// turning it at most ``sampledTurn``) at which it overlaps the boundary, or nil.
  func sampledEntry(
    _ i: Int, _ s: ItemState, _ boundary: BoundaryGeometry, _ n: Vector, within limit: Double
  ) -> Double? {
    let sweep = abs(s.angularVelocity) * limit
    guard sweep > Self.sampledTurn else { return nil }
    let count = min(Int((sweep / Self.sampledTurn).rounded(.up)), 4096)
    for k in 1..<count {
      let t = limit * Double(k) / Double(count)
      if boundary.distance(box(i, advanceItem(i, s, by: t)), normal: n) < 0 { return t }
    }
    return nil
  }

  /// The item's side of a contact as the impulse solver sees it; the boundary's side is
  /// `wall` (it does not move).
  func impulseBody(_ i: Int, _ s: ItemState) -> ImpulseBody {
    ImpulseBody(
      state: s, inverseMass: bodies[i].inverseMass, inverseInertia: bodies[i].inverseInertia)
  }

  private static let wall = ImpulseBody(
    state: ItemState(center: .zero, velocity: .zero), inverseMass: 0, inverseInertia: 0)

  /// An impact of item `i` (touching the boundary in `s`) on a boundary: the speed at which it
  /// came in along the normal, whether it bounced, and where it touched.
  func respond(
    _ i: Int, _ s: inout ItemState, to boundary: BoundaryGeometry, _ n: Vector
  ) -> (speed: Double, bounces: Bool, point: Point) {
    let before = s
    let vn = s.velocity.dot(n)
    let speed = max(0, -vn)
    let bounces = speed >= CollisionBehavior.restingSpeed && bodies[i].elasticity > 0
    let e = bounces ? bodies[i].elasticity : 0
    if vn < 0 {
      s.velocity = applyFriction(s.velocity - n * ((1 + e) * vn), n, (1 + e) * speed, i)
    }
    let point = boundary.contactPoint(center: s.center)
    guard bodies[i].rotates || before.angularVelocity != 0 else { return (speed, bounces, point) }
    let manifold = boundary.manifold(box(i, s), normal: n)
    let impulse = (s.velocity - before.velocity) * bodies[i].mass
    var item = impulseBody(i, before)
    var wall = Self.wall
    let contact = ContactImpulse(
      manifold: manifold, restitution: bodies[i].elasticity, friction: bodies[i].friction)
    if contact.turnsNothing(impulse, wall, item) { return (speed, bounces, point) }
    // The real contact: each point's approach speed decides the bounce.
    var approach = 0.0
    for p in [manifold.first] + (manifold.second.map { [$0] } ?? []) {
      approach = max(approach, -item.velocity(at: p).dot(n))
    }
    let bouncesHere = approach >= CollisionBehavior.restingSpeed && bodies[i].elasticity > 0
    var solved = contact
    solved.restitution = bouncesHere ? bodies[i].elasticity : 0
    solved.resolve(&wall, &item)
    s.velocity = item.state.velocity
    s.angularVelocity = item.state.angularVelocity
    let touched = manifold.second.map { manifold.first + ($0 - manifold.first) * 0.5 }
    return (approach, bouncesHere, touched ?? manifold.first)
  }

  /// Resting contact: puts an item that sank `depth` into a boundary back on its surface and
  /// takes out the normal velocity the step gained, with Coulomb friction. An item lying flat
  /// that turns nothing is held as before (`hold`); otherwise the contact points get impulses
  /// without restitution, which turn it (a box resting on a corner falls over).
  func settle(
    _ s: inout ItemState, on boundary: BoundaryGeometry, _ n: Vector, by depth: Double,
    over duration: Double, item i: Int
  ) {
    let before = s
    hold(&s, on: n, by: depth, over: duration, item: i)
    guard bodies[i].rotates || before.angularVelocity != 0 else { return }
    var pushed = before
    pushed.center += n * depth
    let impulse = (s.velocity - before.velocity) * bodies[i].mass
    if impulse == .zero && before.angularVelocity == 0 { return }
    let manifold = boundary.manifold(box(i, pushed), normal: n)
    var item = impulseBody(i, pushed)
    var wall = Self.wall
    let contact = ContactImpulse(manifold: manifold, restitution: 0, friction: bodies[i].friction)
    if contact.turnsNothing(impulse, wall, item) { return }
    s = pushed
    contact.resolve(&wall, &item)
    s.velocity = item.state.velocity
    s.angularVelocity = item.state.angularVelocity
  }
}
