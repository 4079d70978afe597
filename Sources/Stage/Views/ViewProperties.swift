public import Motion

/// The animatable properties of a view, as stored values: one copy is the *model* (what the code
/// last set), another the *presentation* (what is on screen this frame), as in Core Animation.
///
/// `frame` is not stored: it is derived from ``center`` and ``bounds``'s size.
///
/// ```swift
/// var state = ViewProperties(frame: Rect(x: 0, y: 0, width: 100, height: 50))
/// state.alpha = 0.5
/// state.frame.origin  // (0, 0)
/// ```
public struct ViewProperties: Sendable, Hashable {
  /// The centre of the view in its superview's coordinates, in points.
  public var center: Point
  /// The view's own coordinate space: its origin (a scroll view's content offset) and size, in
  /// points.
  public var bounds: Rect
  /// The transform applied about the centre.
  public var transform: Transform
  /// Opacity, 0 (transparent) to 1 (opaque).
  public var alpha: Double
  /// Corner radius, in points, 0 or more.
  public var cornerRadius: Double
  /// The fill colour, or `nil` for none.
  public var backgroundColor: Color?

  /// Properties for a view occupying `frame` in its superview, untransformed and opaque.
  public init(frame: Rect = .zero) {
    center = frame.center
    bounds = Rect(origin: .zero, size: frame.size)
    transform = .identity
    alpha = 1
    cornerRadius = 0
    backgroundColor = nil
  }

  /// The rectangle the untransformed view occupies in its superview, in points. Setting it
  /// keeps the transform and the bounds origin.
  public var frame: Rect {
    get { Rect(center: center, size: bounds.size) }
    set {
      center = newValue.center
      bounds.size = newValue.size
    }
  }

  /// The affine map from the view's own coordinates to its superview's, for these values: a
  /// point `p` maps to `center + transform.affine(p − bounds.center)` (the transform applies
  /// about the centre; the bounds origin scrolls the content).
  ///
  /// ``View/transformToSuperview(_:)`` and ``PublishedFrame/transformToWindow(of:)`` both use
  /// it, so a backend that flattens the tree maps points exactly as Stage does.
  ///
  /// ```swift
  /// var values = ViewProperties(frame: Rect(x: 100, y: 200, width: 50, height: 50))
  /// values.transform = Transform(scale: 2)
  /// values.transformToSuperview.apply(to: Point(x: 0, y: 0))  // (75, 175)
  /// ```
  public var transformToSuperview: AffineTransform {
    let boundsCenter = bounds.center
    return AffineTransform(translationX: -boundsCenter.x, y: -boundsCenter.y)
      .concatenating(transform.affine)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }
}

/// One animatable property of a view.
public enum AnimatableProperty: Int, Sendable, CaseIterable {
  /// ``ViewProperties/center``.
  case center
  /// ``ViewProperties/bounds`` (size and origin).
  case bounds
  /// ``ViewProperties/transform``.
  case transform
  /// ``ViewProperties/alpha``.
  case alpha
  /// ``ViewProperties/cornerRadius``.
  case cornerRadius
  /// ``ViewProperties/backgroundColor``.
  case backgroundColor
}

/// The value of one animatable property, captured to animate from or to.
public enum PropertyValue: Sendable, Hashable {
  case point(Point)
  case rect(Rect)
  case transform(Transform)
  case number(Double)
  case color(Color?)

  /// `self` blended with `other` by `fraction` (unclamped). Colours interpolate through
  /// `.clear` when one end is `nil`; mismatched kinds snap to `other` at 1.
  @inlinable @inline(__always)
  public func interpolated(to other: PropertyValue, fraction: Double) -> PropertyValue {
    switch (self, other) {
    case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: fraction))
    case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: fraction))
    case (.transform(let a), .transform(let b)):
      return .transform(a.interpolated(to: b, fraction: fraction))
    case (.number(let a), .number(let b)): return .number(lerp(a, b, fraction))
    case (.color(let a), .color(let b)):
      if a == nil && b == nil { return .color(nil) }
      let mixed = (a ?? .clear).interpolated(to: b ?? .clear, fraction: fraction)
      return .color(mixed)
    default: return fraction < 1 ? self : other
    }
  }
}

extension PropertyValue {
  /// `self`, a value of `property` interpolated from `from` to `to` and extrapolated past either
  /// end (a spring's overshoot, a rubber band), kept within what can be shown: an alpha within
  /// 0…1 (as UIKit reads it), a corner radius 0 or more, and a transform's scale, on each axis
  /// where both ends are positive, no smaller than a tenth of the smaller end, so an overshoot
  /// never flattens or mirrors a view. Positions, sizes and colours keep their extrapolated
  /// values (a colour's components are clamped where it is drawn).
  @inlinable
  public func overshootLimited(
    for property: AnimatableProperty, from: PropertyValue, to: PropertyValue
  ) -> PropertyValue {
    switch (property, self, from, to) {
    case (.alpha, .number(let value), _, _):
      return .number(min(max(value, 0), 1))
    case (.cornerRadius, .number(let value), _, _):
      return .number(max(value, 0))
    case (.transform, .transform(var value), .transform(let a), .transform(let b)):
      func limited(_ s: Double, _ x: Double, _ y: Double) -> Double {
        guard x > 0, y > 0 else { return s }
        return max(s, min(x, y) / 10)
      }
      value.scaleX = limited(value.scaleX, a.scaleX, b.scaleX)
      value.scaleY = limited(value.scaleY, a.scaleY, b.scaleY)
      value.scaleZ = limited(value.scaleZ, a.scaleZ, b.scaleZ)
      return .transform(value)
    default:
      return self
    }
  }
}

extension ViewProperties {
  /// The value of `property`.
  @inlinable
  public subscript(property: AnimatableProperty) -> PropertyValue {
    get {
      switch property {
      case .center: return .point(center)
      case .bounds: return .rect(bounds)
      case .transform: return .transform(transform)
      case .alpha: return .number(alpha)
      case .cornerRadius: return .number(cornerRadius)
      case .backgroundColor: return .color(backgroundColor)
      }
    }
    set {
      switch (property, newValue) {
      case (.center, .point(let p)): center = p
      case (.bounds, .rect(let r)): bounds = r
      case (.transform, .transform(let t)): transform = t
      case (.alpha, .number(let n)): alpha = n
      case (.cornerRadius, .number(let n)): cornerRadius = n
      case (.backgroundColor, .color(let c)): backgroundColor = c
      default: break  // A value of the wrong kind is ignored.
      }
    }
  }
}
