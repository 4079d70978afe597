public import Motion

/// One view as a ``StageHost`` published it: its identity, its place in the tree, its on-screen
/// values and the backend's content, and which of those changed since the previous publish.
///
/// Values are what is on screen (the view's ``View/onScreen``), in the view's superview's
/// coordinates as in UIKit: a backend that keeps a tree of its own applies them as they are; one
/// that draws flat asks the frame for ``PublishedFrame/frameInWindow(of:)``.
///
/// ```swift
/// for view in host.published.changedViews {
///   let layer = layers[view.id] ?? makeLayer(for: view.id)
///   if view.changes.contains(.alpha) { layer.opacity = view.alpha }
///   if !view.changes.isDisjoint(with: .geometry) {
///     layer.position = view.center
///     layer.bounds = view.bounds
///     layer.transform = view.transform
///   }
/// }
/// ```
public struct PublishedView: Sendable {
  /// The view's identity, the same in every frame while it stays in the window.
  public let id: ViewID
  /// The superview's identity; `nil` for the window (the first view of every frame).
  public let parent: ViewID?
  /// The position among the superview's subviews, 0 at the back (0 for the window).
  public let index: Int
  /// How many subviews the view has.
  public let subviewCount: Int
  /// How many views are in the view's subtree, itself excluded: its subviews, theirs, and so on.
  /// They follow it in ``PublishedFrame/views``.
  public internal(set) var descendantCount: Int
  /// The on-screen values: centre, bounds, transform (with its z scale), alpha, corner radius and
  /// background colour, exactly the view's ``View/onScreen`` when it was published.
  public let onScreen: ViewProperties
  /// Whether the view (and so its subtree) is hidden: the view's own ``View/isHidden``.
  public let isHidden: Bool
  /// Whether the view clips its subviews to its bounds (``View/clipsToBounds``).
  public let clipsToBounds: Bool
  /// The backend's content for the view (``View/backendContent``), as it was attached.
  public let content: (any Sendable)?
  /// Which values changed since the previous publish; every bit for a view that was not in it.
  public let changes: ViewChanges

  /// The rectangle the untransformed view occupies in its superview, in points (from the centre
  /// and the bounds' size; the transform does not change it, as in UIKit).
  public var frame: Rect { onScreen.frame }
  /// The centre in the superview's coordinates, in points.
  public var center: Point { onScreen.center }
  /// The view's own coordinate space, in points; its origin is the scroll position.
  public var bounds: Rect { onScreen.bounds }
  /// The transform about the centre: scale (x, y and z), rotation, translation.
  public var transform: Transform { onScreen.transform }
  /// Opacity, 0 (transparent) to 1 (opaque): the view's own, not multiplied by its ancestors'.
  public var alpha: Double { onScreen.alpha }
  /// Corner radius, in points.
  public var cornerRadius: Double { onScreen.cornerRadius }
  /// The fill colour, or `nil` for none.
  public var backgroundColor: Color? { onScreen.backgroundColor }
}
