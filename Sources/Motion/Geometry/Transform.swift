/// A view's transform, stored decomposed: a scale (with a z component), then a rotation about
/// the z axis, then a translation, all about the view's centre.
///
/// This is the shape Core Animation animates (`transform.scale`, `transform.rotation.z`,
/// `transform.translation`), so interpolation is exact and meaningful: halfway between scale 1
/// and 0.88 is 0.94, halfway between 0 and a quarter turn is an eighth of a turn. The card
/// presentation shrinks the presenter with `Transform(scale: 0.88)`, the equivalent of
/// `CATransform3DMakeScale(0.88, 0.88, 1)`.
///
/// Combining transforms composes each part (translations add, rotations add, scales multiply);
/// for a general matrix product use ``affine`` and ``AffineTransform/concatenating(_:)``.
///
/// ```swift
/// let behind = Transform(scale: 0.88)
/// let halfway = Transform.identity.interpolated(to: behind, fraction: 0.5)  // scale 0.94
/// halfway.affine.apply(to: Point(x: 100, y: 0))  // (94, 0)
/// ```
public struct Transform: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Translation, in points, applied last.
  public var translation: Vector
  /// Horizontal scale factor (1 = unchanged).
  public var scaleX: Double
  /// Vertical scale factor (1 = unchanged).
  public var scaleY: Double
  /// Depth scale factor (1 = unchanged). Without perspective it does not change the 2D
  /// projection; it is carried so a 3D backend reproduces `CATransform3DMakeScale(sx, sy, sz)`.
  public var scaleZ: Double
  /// Rotation about the z axis, in radians; positive turns clockwise on screen.
  public var rotation: Double

  @inlinable
  public init(
    translation: Vector = .zero, scaleX: Double = 1, scaleY: Double = 1, scaleZ: Double = 1,
    rotation: Double = 0
  ) {
    self.translation = translation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.scaleZ = scaleZ
    self.rotation = rotation
  }

  /// A uniform scale in x and y (z stays 1), as the card effect uses.
  @inlinable
  public init(scale: Double) {
    self.init(scaleX: scale, scaleY: scale)
  }

  /// A translation by `(x, y)` points.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(translation: Vector(dx: x, dy: y))
  }

  /// No scale, rotation or translation.
  public static let identity = Transform()

  /// Whether this transform leaves a view as it is.
  @inlinable
  public var isIdentity: Bool {
    translation == .zero && scaleX == 1 && scaleY == 1 && scaleZ == 1 && rotation == 0
  }

  /// Whether every component is finite.
  @inlinable
  public var isFinite: Bool {
    translation.isFinite && scaleX.isFinite && scaleY.isFinite && scaleZ.isFinite
      && rotation.isFinite
  }

  /// This transform with its translation moved by `(x, y)`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> Transform {
    var t = self
    t.translation += Vector(dx: x, dy: y)
    return t
  }

  /// This transform with its scale multiplied by `(x, y, z)`.
  @inlinable
  public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform {
    var t = self
    t.scaleX *= x
    t.scaleY *= y
    t.scaleZ *= z
    return t
  }

  /// This transform rotated a further `angle` radians.
  @inlinable
  public func rotated(by angle: Double) -> Transform {
    var t = self
    t.rotation += angle
    return t
  }

  /// The 2D matrix this transform applies about the view's centre: scale, then rotate, then
  /// translate.
  @inlinable
  public var affine: AffineTransform {
    let (s, k) = _sincos(rotation)
    return AffineTransform(
      a: k * scaleX, b: s * scaleX, c: -s * scaleY, d: k * scaleY,
      tx: translation.dx, ty: translation.dy)
  }

  public var description: String {
    "Transform(translation: \(translation), scale: (\(scaleX), \(scaleY), \(scaleZ)), "
      + "rotation: \(rotation))"
  }
}

extension Transform: Interpolatable {
  /// Interpolates each component linearly: translation, scale (x, y, z) and rotation angle.
  @inlinable
  public func interpolated(to other: Transform, fraction: Double) -> Transform {
    Transform(
      translation: translation.interpolated(to: other.translation, fraction: fraction),
      scaleX: lerp(scaleX, other.scaleX, fraction),
      scaleY: lerp(scaleY, other.scaleY, fraction),
      scaleZ: lerp(scaleZ, other.scaleZ, fraction),
      rotation: lerp(rotation, other.rotation, fraction))
  }
}
