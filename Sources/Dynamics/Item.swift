public import Motion

/// A handle to an item of a ``World``. Valid only for the world that returned it.
public struct ItemID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The item's position in the world's insertion order.
  public let index: Int

  init(_ index: Int) { self.index = index }

  public static func < (a: ItemID, b: ItemID) -> Bool { a.index < b.index }
  public var description: String { "item#\(index)" }
}

/// Describes an item to add to a world: a rectangle that does not rotate, with UIKit Dynamics'
/// item properties (`UIDynamicItemBehavior`) attached to it.
///
/// ```swift
/// let shade = try world.addItem(ItemDefinition(
///   center: Point(x: 195, y: -200), size: Size(width: 390, height: 844), elasticity: 0.6))
/// ```
///
/// Rotation is not simulated: items keep their orientation, as with `allowsRotation = false`.
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

  public init(
    center: Point, size: Size, velocity: Vector = .zero, density: Double = 1,
    elasticity: Double = 0, friction: Double = 0, resistance: Double = 0
  ) {
    self.center = center
    self.size = size
    self.velocity = velocity
    self.density = density
    self.elasticity = elasticity
    self.friction = friction
    self.resistance = resistance
  }

  /// Mass in UIKit's convention: density × width × height / 10 000.
  public var mass: Double { density * size.width * size.height / 10_000 }

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
    // density × area / 10 000 and its inverse must both be finite and non-zero.
    guard mass.isNormal, (1 / mass).isNormal else {
      throw DynamicsError(
        parameter: "density",
        problem:
          "the mass density × width × height / 10000 = \(mass) is outside the range the "
          + "engine can divide by; use a larger or smaller density or size")
    }
    return self
  }
}

/// The simulated state of one item: where it is and how fast it moves.
struct ItemState: Sendable {
  var center: Point
  var velocity: Vector
}

/// Everything the world keeps about an item besides its state.
struct ItemBody: Sendable {
  var halfSize: Vector
  var mass: Double
  var inverseMass: Double
  var elasticity: Double
  var friction: Double
  var resistance: Double

  init(_ definition: ItemDefinition) {
    halfSize = Vector(dx: definition.size.width / 2, dy: definition.size.height / 2)
    mass = definition.mass
    inverseMass = 1 / definition.mass
    elasticity = definition.elasticity
    friction = definition.friction
    resistance = definition.resistance
  }
}
