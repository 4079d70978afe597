public import Motion

/// How a toolkit draws a navigation screen whose engine frame changes size as motion (a zoom
/// pushed from a cell; device risk 8): UIKit's navigation container holds the controllers' views
/// themselves, so there is no wrapper to clip, and the screen is drawn at its size at rest,
/// scaled (the engine's transform with a uniform scale folded in) and masked to the part the
/// engine shows (UIKit: a `mask` view, whose frame changes lay nothing out). A screen at rest
/// has no mask and no scale.
///
/// ```swift
/// let placement = ScreenPlacement(values: ViewValues(engineScreen), atRest: container.size)
/// ```
public struct ScreenPlacement: Sendable, Hashable {
  /// The screen's bounds size: its size at rest, in points.
  public var size: Size
  /// Its centre in its superview, in points (the engine's).
  public var center: Point
  /// Its transform: a uniform scale, then the engine's transform.
  public var transform: Matrix3D
  /// The part of the screen shown, in its own coordinates (a mask's frame), or `nil` for all of
  /// it.
  public var mask: Rect?
  /// The corner radius of the part shown, in the screen's own points (the engine's corner
  /// radius divided by the scale).
  public var maskCornerRadius: Double

  public init(
    size: Size, center: Point, transform: Matrix3D, mask: Rect?, maskCornerRadius: Double
  ) {
    self.size = size
    self.center = center
    self.transform = transform
    self.mask = mask
    self.maskCornerRadius = maskCornerRadius
  }

  /// The placement that shows the engine's `values` with the screen kept at `atRest`: scaled
  /// uniformly to fill the engine's bounds (the larger axis ratio), masked to their shape,
  /// centred. A size not finite or not positive (either one): the engine's values as they are.
  ///
  /// - Complexity: O(1).
  public init(values: ViewValues, atRest: Size) {
    let shown = values.bounds.size
    let usable = { (size: Size) in
      size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }
    guard usable(shown), usable(atRest) else {
      self.init(
        size: shown, center: values.center, transform: values.transform, mask: nil,
        maskCornerRadius: values.cornerRadius)
      return
    }
    let scale = max(shown.width / atRest.width, shown.height / atRest.height)
    var transform = values.transform
    // Row vectors: the scale acts first (diag(s, s, 1, 1) · M scales M's first two rows).
    transform.m11 *= scale
    transform.m12 *= scale
    transform.m13 *= scale
    transform.m14 *= scale
    transform.m21 *= scale
    transform.m22 *= scale
    transform.m23 *= scale
    transform.m24 *= scale
    let visible = Size(width: shown.width / scale, height: shown.height / scale)
    let radius = values.cornerRadius / scale
    let whole =
      abs(visible.width - atRest.width) <= 0.5 && abs(visible.height - atRest.height) <= 0.5
      && radius == 0
    self.init(
      size: atRest, center: values.center, transform: transform,
      mask: whole
        ? nil
        : Rect(
          x: (atRest.width - visible.width) / 2, y: (atRest.height - visible.height) / 2,
          width: visible.width, height: visible.height),
      maskCornerRadius: radius)
  }
}
