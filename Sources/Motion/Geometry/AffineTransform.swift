/// A 2D affine transformation matrix, in Core Graphics' convention:
///
/// ```
/// x' = a·x + c·y + tx
/// y' = b·x + d·y + ty
/// ```
///
/// Use it to map points (hit-testing, coordinate conversion); use ``Transform`` to describe and
/// animate a view's transform.
public struct AffineTransform: Sendable, Hashable, CustomStringConvertible {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity: maps every point to itself.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `(x, y)` points.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `sx` horizontally and `sy` vertically.
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive turns clockwise on screen (y grows downwards).
  @inlinable
  public init(rotationAngle angle: Double) {
    let (s, k) = _sincos(angle)
    self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
  }

  /// `a·d − b·c`; zero when the transform collapses the plane onto a line or a point.
  @inlinable public var determinant: Double { a * d - b * c }

  /// Whether this is exactly the identity.
  @inlinable public var isIdentity: Bool { self == .identity }

  /// The transform that applies `self` first, then `other`.
  @inlinable
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse, or `nil` when the transform is singular (its determinant is 0 or not finite),
  /// for example a scale of 0.
  @inlinable
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Maps a point.
  @inlinable
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Maps a vector (the translation does not apply).
  @inlinable
  public func apply(to vector: Vector) -> Vector {
    Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
  }

  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
