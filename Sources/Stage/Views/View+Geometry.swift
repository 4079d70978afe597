public import Motion

/// Which copy of a view's properties a geometric question is asked about.
public enum ValueLayer: Sendable {
  /// The values code last set (UIKit's default for conversions).
  case model
  /// The values on screen this frame (what the user sees and touches).
  case onScreen

  /// The values on screen, under Core Animation's name.
  @available(*, deprecated, renamed: "onScreen")
  public static var presentation: ValueLayer { .onScreen }
}

/// Coordinate conversion and hit-testing.
///
/// A point `p` in a view's bounds maps into its superview as
/// `center + transform.affine(p − bounds.center)`: the transform applies about the centre, and
/// the bounds origin scrolls the content.
///
/// ```swift
/// let inWindow = button.convert(Point(x: 5, y: 5), to: nil)
/// window.hitTest(inWindow)  // button, if nothing covers it
/// ```
extension View {
  func values(_ layer: ValueLayer) -> ViewProperties {
    layer == .model ? model : shown
  }

  /// The affine map from this view's coordinates to its superview's.
  public func transformToSuperview(_ layer: ValueLayer = .model) -> AffineTransform {
    values(layer).transformToSuperview
  }

  /// The affine map from this view's coordinates to its root's (the window's, when in one).
  public func transformToRoot(_ layer: ValueLayer = .model) -> AffineTransform {
    var result = AffineTransform.identity
    var view: View = self
    while let parent = view.superview {
      result = result.concatenating(view.transformToSuperview(layer))
      view = parent
    }
    return result
  }

  /// Converts a point in this view's coordinates to `view`'s (to the root's when `nil`).
  ///
  /// A view whose transform is singular (a scale of 0) maps every point to its centre; the
  /// reverse mapping then returns the point unchanged.
  public func convert(_ point: Point, to view: View?, layer: ValueLayer = .model) -> Point {
    let inRoot = transformToRoot(layer).apply(to: point)
    guard let view else { return inRoot }
    return view.transformToRoot(layer).inverted()?.apply(to: inRoot) ?? inRoot
  }

  /// Converts a point in `view`'s coordinates (the root's when `nil`) to this view's.
  public func convert(_ point: Point, from view: View?, layer: ValueLayer = .model) -> Point {
    let inRoot = view?.transformToRoot(layer).apply(to: point) ?? point
    return transformToRoot(layer).inverted()?.apply(to: inRoot) ?? inRoot
  }

  /// Converts a rectangle to `view`'s coordinates: the bounding box of its four mapped corners.
  ///
  /// - Complexity: O(depth of both views); allocates nothing (a backend asks it every frame).
  public func convert(_ rect: Rect, to view: View?, layer: ValueLayer = .model) -> Rect {
    // The arithmetic of `convert(_:to:layer:)` for a point, with each view's way to the root
    // walked once for the four corners, not once per corner.
    let toRoot = transformToRoot(layer)
    let fromRoot = view.map { $0.transformToRoot(layer).inverted() }
    func map(_ point: Point) -> Point {
      let inRoot = toRoot.apply(to: point)
      guard let fromRoot else { return inRoot }
      return fromRoot?.apply(to: inRoot) ?? inRoot
    }
    let a = map(Point(x: rect.minX, y: rect.minY))
    let b = map(Point(x: rect.maxX, y: rect.minY))
    let c = map(Point(x: rect.minX, y: rect.maxY))
    let d = map(Point(x: rect.maxX, y: rect.maxY))
    let minX = min(a.x, b.x, c.x, d.x)
    let minY = min(a.y, b.y, c.y, d.y)
    return Rect(
      x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX,
      height: max(a.y, b.y, c.y, d.y) - minY)
  }

  /// Converts a vector (a translation or a velocity) from root coordinates to this view's,
  /// ignoring translations.
  public func convert(vectorFromRoot vector: Vector, layer: ValueLayer = .model) -> Vector {
    transformToRoot(layer).inverted()?.apply(to: vector) ?? vector
  }

  /// Whether `point`, in this view's coordinates, lies inside its on-screen bounds.
  public func point(inside point: Point) -> Bool {
    shown.bounds.contains(point)
  }

  /// The deepest visible, interactive descendant (or self) containing `point`, given in this
  /// view's coordinates, using the on-screen values (so a moving view is hit where it is seen).
  ///
  /// A view is skipped with its subviews when it is hidden, has an on-screen alpha below 0.01,
  /// has user interaction disabled, or does not contain the point (subviews outside their
  /// superview's bounds are not hit, as in UIKit). Front subviews are tried first. A view that
  /// ``passesTouchesThrough`` (or whose ``passesTouchThrough`` says so for the point) is never the
  /// result itself; the search goes on behind it.
  public func hitTest(_ point: Point) -> View? {
    guard !isHidden, isUserInteractionEnabled, shown.alpha >= 0.01, self.point(inside: point)
    else { return nil }
    for subview in subviews.reversed() {
      guard let map = subview.transformToSuperview(.onScreen).inverted() else { continue }
      if let hit = subview.hitTest(map.apply(to: point)) { return hit }
    }
    if passesTouchesThrough || passesTouchThrough?(point) == true { return nil }
    return self
  }
}
