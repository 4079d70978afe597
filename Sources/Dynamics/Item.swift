public import Motion

/// A handle to an item of a ``World``. Valid only for the world that returned it.
public struct ItemID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The item's position in the world's insertion order.
  public let index: Int

  init(_ index: Int) { self.index = index }

  public static func < (a: ItemID, b: ItemID) -> Bool { a.index < b.index }
  public var description: String { "item#\(index)" }
}

/// Describes an item to add to a world: a rectangle with UIKit Dynamics' item properties
/// (`UIDynamicItemBehavior`) attached to it.
///
/// ```swift
/// let shade = try world.addItem(ItemDefinition(
///   center: Point(x: 195, y: -200), size: Size(width: 390, height: 844), elasticity: 0.6))
/// let card = try world.addItem(ItemDefinition(
///   center: Point(x: 195, y: 400), size: Size(width: 300, height: 200),
///   angle: .pi / 12, angularVelocity: 2, angularResistance: 0.5))
/// ```
///
/// Items rotate as in UIKit (``allowsRotation`` is true by default): an item turns only when
/// something applies a torque (an attachment or a push with an offset from its centre) or when
/// it is given an angular velocity. Forces through the centre (gravity, pushes and attachments
/// without an offset, snaps) never turn it. A contact off the line through its centre does:
/// see ``CollisionBehavior``.
public struct ItemDefinition: Sendable, Hashable {
  /// Centre of the rectangle, in points.
  public var center: Point
  /// Width and height, in points; both greater than 0.
  public var size: Size
  /// Initial velocity, in points per second.
  public var velocity: Vector
  /// Density, in UIKit's units: mass = density × area / 10 000, so a 100 × 100 pt item of
  /// density 1 has mass 1. Greater than 0. Default 1.
  public var density: Double
  /// Restitution in `0...1`: the fraction of the normal speed kept after an impact. Default 0.
  public var elasticity: Double
  /// Coulomb friction coefficient at contacts, 0 or more. Default 0.
  public var friction: Double
  /// Linear velocity damping, per second: without other forces the velocity decays as
  /// e^(−resistance·t). 0 or more. Default 0.
  public var resistance: Double
  /// Orientation, in radians: positive turns clockwise on screen, as a `UIView`'s rotation
  /// (`CGAffineTransform(rotationAngle:)`). Any finite number (not wrapped). Default 0.
  public var angle: Double
  /// Angular velocity, in radians per second; positive turns clockwise on screen. Finite; must
  /// be 0 for an item that does not rotate. Default 0 (2π is a turn per second).
  public var angularVelocity: Double
  /// Whether the item turns under torques (`UIDynamicItemBehavior.allowsRotation`). Default
  /// true, as UIKit's. An item that does not rotate keeps its ``angle`` for ever.
  public var allowsRotation: Bool
  /// Angular velocity damping, per second: without torques the angular velocity decays as
  /// e^(−angularResistance·t) (`UIDynamicItemBehavior.angularResistance`). 0 or more; 0.5 halves
  /// a spin in 1.4 s. Default 0.
  public var angularResistance: Double

  public init(
    center: Point, size: Size, velocity: Vector = .zero, density: Double = 1,
    elasticity: Double = 0, friction: Double = 0, resistance: Double = 0, angle: Double = 0,
    angularVelocity: Double = 0, allowsRotation: Bool = true, angularResistance: Double = 0
  ) {
    self.center = center
    self.size = size
    self.velocity = velocity
    self.density = density
    self.elasticity = elasticity
    self.friction = friction
    self.resistance = resistance
    self.angle = angle
    self.angularVelocity = angularVelocity
    self.allowsRotation = allowsRotation
    self.angularResistance = angularResistance
  }

  /// Mass in UIKit's convention: density × width × height / 10 000.
  public var mass: Double { density * size.width * size.height / 10_000 }

  /// Moment of inertia about the centre, of a uniform rectangle of this ``mass``:
  /// m·(w² + h²)/12, in mass units × points². A 100 × 100 pt item of density 1 has 1 666.67.
  public var momentOfInertia: Double {
    mass * (size.width * size.width + size.height * size.height) / 12
  }

  func validated() throws(DynamicsError) -> ItemDefinition {
    try Validate.finite(center, "center")
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw DynamicsError(parameter: "size", problem: "expected two positive numbers, got \(size)")
    }
    try Validate.finite(velocity, "velocity")
    try Validate.positive(density, "density")
    guard elasticity.isFinite, elasticity >= 0, elasticity <= 1 else {
      throw DynamicsError(
        parameter: "elasticity", problem: "expected a number in 0...1, got \(elasticity)")
    }
    try Validate.nonNegative(friction, "friction")
    try Validate.nonNegative(resistance, "resistance")
    try Validate.finite(angle, "angle")
    try Validate.finite(angularVelocity, "angularVelocity")
    try Validate.nonNegative(angularResistance, "angularResistance")
    guard allowsRotation || angularVelocity == 0 else {
      throw DynamicsError(
        parameter: "angularVelocity",
        problem:
          "an item that does not rotate (allowsRotation false) cannot spin, got "
          + "\(angularVelocity) rad/s")
    }
    // density × area / 10 000 and its inverse must both be finite and non-zero.
    guard mass.isNormal, (1 / mass).isNormal else {
      throw DynamicsError(
        parameter: "density",
        problem:
          "the mass density × width × height / 10000 = \(mass) is outside the range the "
          + "engine can divide by; use a larger or smaller density or size")
    }
    guard !allowsRotation || (momentOfInertia.isNormal && (1 / momentOfInertia).isNormal) else {
      throw DynamicsError(
        parameter: "size",
        problem:
          "the moment of inertia m·(w² + h²)/12 = \(momentOfInertia) is outside the range the "
          + "engine can divide by; use a smaller size or density, or allowsRotation false")
    }
    return self
  }
}

/// The simulated state of one item: where it is, how it is turned and how fast both change.
struct ItemState: Sendable {
  var center: Point
  var velocity: Vector
  /// Radians, clockwise on screen.
  var angle = 0.0
  /// Radians per second.
  var angularVelocity = 0.0
}

/// Everything the world keeps about an item besides its state.
struct ItemBody: Sendable {
  var halfSize: Vector
  var mass: Double
  var inverseMass: Double
  var elasticity: Double
  var friction: Double
  var resistance: Double
  /// Moment of inertia (mass units × pt²), whether or not the item rotates.
  var inertia: Double
  /// 1 / inertia for an item that rotates, 0 for one that does not (it never turns).
  var inverseInertia: Double
  var angularResistance: Double

  init(_ definition: ItemDefinition) {
    halfSize = Vector(dx: definition.size.width / 2, dy: definition.size.height / 2)
    mass = definition.mass
    inverseMass = 1 / definition.mass
    elasticity = definition.elasticity
    friction = definition.friction
    resistance = definition.resistance
    inertia = definition.momentOfInertia
    inverseInertia = definition.allowsRotation ? 1 / definition.momentOfInertia : 0
    angularResistance = definition.angularResistance
  }

  var rotates: Bool { inverseInertia > 0 }
}
