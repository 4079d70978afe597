import Motion

/// Rotation: each item's angle and angular velocity, read and set as its centre and velocity
/// are (`UIDynamicItemBehavior.angularVelocity(for:)` and `addAngularVelocity(_:for:)`).
///
/// ```swift
/// try world.addAngularVelocity(.pi, to: card)  // half a turn per second more, clockwise
/// try world.advance(by: 0.5)
/// world.angle(of: card)                         // ≈ π/2 without resistance or torques
/// ```
extension World {
  /// The item's angle now, in radians (clockwise on screen, accumulated: not wrapped to ±π).
  public func angle(of item: ItemID) -> Double { current[item.index].angle }

  /// The item's angular velocity now, in radians per second (positive turns clockwise).
  public func angularVelocity(of item: ItemID) -> Double { current[item.index].angularVelocity }

  /// The item's moment of inertia about its centre, m·(w² + h²)/12 (mass units × pt²).
  public func momentOfInertia(of item: ItemID) -> Double { bodies[item.index].inertia }

  /// Whether the item turns (its definition's ``ItemDefinition/allowsRotation``).
  public func allowsRotation(of item: ItemID) -> Bool { bodies[item.index].rotates }

  /// Turns an item to `angle` radians, as a finger twisting it would. Its contacts are
  /// forgotten. Allowed for an item that does not rotate (it then keeps the new angle).
  ///
  /// - Throws: ``DynamicsError`` for an unknown item or a non-finite angle; nothing changes.
  public func setAngle(_ angle: Double, of item: ItemID) throws(DynamicsError) {
    try set(\.angle, to: angle, named: "angle", of: item)
  }

  /// Sets an item's angular velocity, in radians per second (finite).
  ///
  /// - Throws: ``DynamicsError`` for an unknown item, a non-finite value, or a non-zero value
  ///   for an item that does not rotate; nothing changes.
  public func setAngularVelocity(_ angularVelocity: Double, of item: ItemID) throws(DynamicsError) {
    try check(item)
    try Validate.finite(angularVelocity, "angularVelocity")
    guard bodies[item.index].rotates || angularVelocity == 0 else {
      throw DynamicsError(
        parameter: "item", problem: "\(item) does not rotate (allowsRotation is false)")
    }
    setState(of: item.index, forgettingContacts: false) { $0.angularVelocity = angularVelocity }
  }

  /// Adds `angularVelocity` radians per second to an item's angular velocity, as UIKit's
  /// `addAngularVelocity(_:for:)`.
  ///
  /// - Throws: as ``setAngularVelocity(_:of:)``, also when the sum is not finite.
  public func addAngularVelocity(_ angularVelocity: Double, to item: ItemID) throws(DynamicsError) {
    try check(item)
    try Validate.finite(angularVelocity, "angularVelocity")
    try setAngularVelocity(self.angularVelocity(of: item) + angularVelocity, of: item)
  }

  /// The half-size of the axis-aligned box around item `i`'s rectangle at `angle`: its own
  /// half-size, bit for bit, when the angle is 0. What contacts use for a turned item.
  @inline(__always)
  func extent(_ i: Int, angle: Double) -> Vector {
    let half = bodies[i].halfSize
    guard angle != 0 else { return half }
    let (sine, cosine) = _sincos(angle)
    let (s, c) = (abs(sine), abs(cosine))
    return Vector(dx: c * half.dx + s * half.dy, dy: s * half.dx + c * half.dy)
  }
}

/// `v` turned by `angle` radians (clockwise on screen): its own axes to the world's.
@inline(__always)
func rotated(_ v: Vector, by angle: Double) -> Vector {
  guard angle != 0 else { return v }
  let (s, c) = _sincos(angle)
  return Vector(dx: c * v.dx - s * v.dy, dy: s * v.dx + c * v.dy)
}

/// The velocity of a point at arm `r` (world axes) of a body turning at `omega` rad/s: ω × r.
@inline(__always)
func spinVelocity(_ r: Vector, _ omega: Double) -> Vector {
  Vector(dx: -omega * r.dy, dy: omega * r.dx)
}

/// The 2D cross product r × f (a torque, for an arm r and force f).
@inline(__always)
func cross(_ r: Vector, _ f: Vector) -> Double { r.dx * f.dy - r.dy * f.dx }
