public import Motion
public import Stage

/// What one backend view shows in one frame, in plain values a toolkit sets as they are: the
/// engine decided them, a backend only copies them (UIKit's glue in one `UIView.apply`).
///
/// There is no `frame`: UIKit leaves `frame` undefined while a view's transform is not the
/// identity, so a view is placed by its ``bounds`` and ``center``, as the engine stores it.
///
/// ```swift
/// for view in host.published.changedViews {
///   let values = ViewValues(view)
///   layer.opacity = Float(values.alpha)
///   layer.transform = CATransform3D(values.transform)  // the glue's conversion
/// }
/// ```
public struct ViewValues: Sendable, Hashable {
  /// The view's own coordinate space (a scroll view's content offset and its size), in points.
  public var bounds: Rect
  /// The view's centre in its superview's coordinates, in points.
  public var center: Point
  /// The transform about the centre, as Core Animation's 4 × 4 matrix (with the z scale).
  public var transform: Matrix3D
  /// Opacity, 0 (transparent) to 1 (opaque).
  public var alpha: Double
  /// The corner radius, in points, 0 or more.
  public var cornerRadius: Double
  /// The fill colour (sRGB components), or `nil` for none.
  public var backgroundColor: Color?
  /// Whether the view (and its subtree) is hidden.
  public var isHidden: Bool
  /// Whether subviews are clipped to the bounds (and, with a corner radius, to the rounded
  /// shape).
  public var clipsToBounds: Bool

  /// The values of a published view, as it is on screen.
  public init(_ view: PublishedView) {
    self.init(view.onScreen, isHidden: view.isHidden, clipsToBounds: view.clipsToBounds)
  }

  /// A view's animatable `values` with its `isHidden` and `clipsToBounds`.
  init(_ values: ViewProperties, isHidden: Bool, clipsToBounds: Bool) {
    bounds = values.bounds
    center = values.center
    transform = Matrix3D(values.transform)
    alpha = values.alpha
    cornerRadius = values.cornerRadius
    backgroundColor = values.backgroundColor
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
  }
}

/// A 4 × 4 transform matrix in Core Animation's convention (`CATransform3D`): row vectors, so a
/// point `(x, y, z, 1)` maps to `(x, y, z, 1) · M`; `m41`, `m42`, `m43` translate.
public struct Matrix3D: Sendable, Hashable {
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
  public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
  public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
  public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

  /// The identity.
  public init() {}

  /// The matrix of an engine transform: scale (x, y and z), then rotation about z, then
  /// translation, as `CATransform3DMakeScale(sx, sy, sz)` concatenated with a rotation and a
  /// translation. Its 2D part equals `Transform/affine` exactly.
  public init(_ transform: Transform) {
    let affine = transform.affine
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m33 = transform.scaleZ
    m41 = affine.tx
    m42 = affine.ty
  }

  /// The sixteen entries, row by row.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }
}
