/// A displacement or a rate in two dimensions: an offset in points, a velocity in points per
/// second, an acceleration in points per second squared. Which one is stated where it is used.
public struct Vector: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Horizontal component.
  public var dx: Double
  /// Vertical component (positive is downwards).
  public var dy: Double

  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  @inlinable public static var zero: Vector { Vector(dx: 0, dy: 0) }

  /// The Euclidean length, `√(dx² + dy²)`.
  @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The squared length, cheaper than `length` when only comparing.
  @inlinable public var lengthSquared: Double { dx * dx + dy * dy }

  /// Whether both components are finite.
  @inlinable public var isFinite: Bool { dx.isFinite && dy.isFinite }

  /// The vector of length 1 pointing the same way, or `.zero` for a zero vector.
  @inlinable
  public var normalized: Vector {
    let l = length
    return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
  }

  /// The dot product.
  @inlinable
  public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

  /// The z component of the 3D cross product of the two vectors (`dx·o.dy − dy·o.dx`).
  @inlinable
  public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

  @inlinable
  public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
  @inlinable
  public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
  @inlinable
  public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
  @inlinable
  public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  @inlinable
  public static func * (s: Double, a: Vector) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
  @inlinable
  public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }
  @inlinable
  public static func += (a: inout Vector, b: Vector) { a = a + b }
  @inlinable
  public static func -= (a: inout Vector, b: Vector) { a = a - b }

  public var description: String { "(\(dx), \(dy))" }
}

extension Vector: Interpolatable {
  @inlinable
  public func interpolated(to other: Vector, fraction: Double) -> Vector {
    Vector(dx: lerp(dx, other.dx, fraction), dy: lerp(dy, other.dy, fraction))
  }
}
