/// A location in a two-dimensional coordinate space, in points.
///
/// The y axis points down, as in UIKit: `(0, 0)` is the top-left corner of a view's bounds.
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Horizontal coordinate, in points.
  public var x: Double
  /// Vertical coordinate, in points (grows downwards).
  public var y: Double

  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  @inlinable public static var zero: Point { Point(x: 0, y: 0) }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The straight-line distance to `other`, in points.
  @inlinable
  public func distance(to other: Point) -> Double {
    (other - self).length
  }

  /// Offsets the point by a vector.
  @inlinable
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// Offsets the point by the opposite of a vector.
  @inlinable
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The vector that goes from `rhs` to `lhs`.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Vector {
    Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
  }

  @inlinable
  public static func += (point: inout Point, vector: Vector) {
    point = point + vector
  }

  @inlinable
  public static func -= (point: inout Point, vector: Vector) {
    point = point - vector
  }

  public var description: String { "(\(x), \(y))" }
}

extension Point: Interpolatable {
  @inlinable
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x: lerp(x, other.x, fraction), y: lerp(y, other.y, fraction))
  }
}
