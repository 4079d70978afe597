/// An axis-aligned rectangle: an origin (its top-left corner when the size is positive) and a
/// size, in points.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 390, height: 844)
/// let card = screen.inset(by: EdgeInsets(top: 60))
/// card.contains(Point(x: 10, y: 100))  // true
/// ```
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The corner the size is measured from.
  public var origin: Point
  /// Width and height (may be negative; the edge accessors standardize).
  public var size: Size

  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle of `size` centred on `center`.
  @inlinable
  public init(center: Point, size: Size) {
    self.init(
      origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  @inlinable public var width: Double { size.width }
  @inlinable public var height: Double { size.height }
  /// Smallest x of the rectangle, whatever the sign of its width.
  @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// Largest x of the rectangle.
  @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// Smallest y (top edge).
  @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// Largest y (bottom edge).
  @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The centre point.
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether the rectangle has no area: its width or its height is 0. A negative size is not
  /// empty; like the edges, it counts by its magnitude (as in Core Graphics).
  @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether every coordinate is finite.
  @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// The same rectangle with a non-negative width and height.
  @inlinable
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }

  /// Whether `point` lies inside the rectangle: edges at min are inside, edges at max are not,
  /// as in Core Graphics.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the two rectangles overlap with a positive area.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle shrunk by `insets` (grown where they are negative).
  @inlinable
  public func inset(by insets: EdgeInsets) -> Rect {
    let s = standardized
    return Rect(
      x: s.origin.x + insets.left, y: s.origin.y + insets.top,
      width: s.size.width - insets.horizontal, height: s.size.height - insets.vertical)
  }

  /// The rectangle moved by `vector`.
  @inlinable
  public func offsetBy(_ vector: Vector) -> Rect {
    Rect(origin: origin + vector, size: size)
  }

  /// The smallest rectangle containing both.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension Rect: Interpolatable {
  /// Interpolates origin and size independently (as Core Animation animates a frame).
  @inlinable
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}
