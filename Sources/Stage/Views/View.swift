public import Motion

/// A rectangle on screen with a position, a transform, an opacity and ordered subviews: the
/// node of Stage's view tree, modelled on `UIView`.
///
/// Every animatable property has a *model* value (what code last set, read through the property
/// itself) and an *on-screen* value (what is on screen this frame, ``onScreen``). Outside an
/// animation the two are equal; inside a ``PropertyAnimator`` the on-screen value moves from
/// where it is towards the model value, and an interruption starts from what the user sees.
///
/// ```swift
/// let card = View(frame: Rect(x: 20, y: 100, width: 350, height: 200))
/// card.backgroundColor = .blue
/// card.cornerRadius = 12
/// card.text = "Card"
/// window.addSubview(card)
/// window.hitTest(Point(x: 30, y: 110))  // card
/// ```
///
/// `View` is subclassable (``ScrollView`` and ``Window`` are views); a subclass may override
/// ``didMoveToWindow()``.
@MainActor
open class View {
  // `shown` and `animationTokens` are written for every animated property on every frame; they
  // are `@exclusivity(unchecked)` (as the dynamics world's per-step storage is) because the
  // runtime's dynamic exclusivity check was a large part of a frame. Only Stage's own code
  // touches them, on the main actor, never with two accesses open at once.

  /// The values set by code.
  var model: ViewProperties
  /// The values on screen.
  @exclusivity(unchecked) var shown: ViewProperties
  /// For each ``AnimatableProperty`` (by raw value), the token of the animation track that
  /// currently drives its on-screen value, or 0 when none does.
  @exclusivity(unchecked) var animationTokens: [Int] = Array(
    repeating: 0, count: AnimatableProperty.allCases.count)

  /// The subviews, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: View?
  /// The gesture recognisers attached to this view, in the order they were added.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The view controller whose root view this is, if any.
  public internal(set) weak var viewController: ViewController?

  /// Optional text drawn in the middle of the view, so screens can be told apart in pictures.
  public var text: String?
  /// A name for debugging and for finding views in tests.
  public var name: String?
  /// Whether the view (and its subviews) is drawn and hit-tested. Default `false`.
  @exclusivity(unchecked) public var isHidden = false
  /// Whether subviews are clipped to the bounds when drawn. Default `false`.
  @exclusivity(unchecked) public var clipsToBounds = false
  /// Whether the view and its subviews receive touches. Default `true`.
  public var isUserInteractionEnabled = true
  /// Whether touches that land on this view itself (not on a subview) go to what is behind
  /// it, as for a transparent overlay that only its subviews should catch. Default `false`.
  public var passesTouchesThrough = false
  /// Decides, for a touch landing on this view itself (not on a subview) at a point in its
  /// coordinates, whether it goes to what is behind, as ``passesTouchesThrough`` does for every
  /// touch: a popover's container passes the touches on its pass-through views (UIKit's
  /// `UIPopoverPresentationController.passthroughViews`) and keeps the others. Default `nil`.
  public var passesTouchThrough: (@MainActor (Point) -> Bool)?
  /// What a backend draws for this view that Stage does not model (an image, a text style, the
  /// real view it mirrors), attached by the app or the backend and handed back unchanged in the
  /// view's ``PublishedView/content`` each time a ``StageHost`` publishes. Stage never reads it.
  /// Default `nil`.
  ///
  /// Setting it (even to an equal value) marks ``ViewChanges/content`` in the next publish.
  ///
  /// ```swift
  /// card.backendContent = "hero-image"
  /// try host.tick(to: 1.0 / 60)
  /// host.published.views.last?.content as? String  // "hero-image"
  /// ```
  public var backendContent: (any Sendable)? {
    didSet { backendContentVersion &+= 1 }
  }
  // Read by a host for every view on every publish; unchecked like `shown`, and for the same
  // reason: only Stage's own code touches them, on the main actor, one access at a time.

  /// How many times ``backendContent`` was set: the host compares it to tell a change.
  @exclusivity(unchecked) var backendContentVersion = 0
  /// The index of this view's entry in the table of the ``StageHost`` that last published it,
  /// or -1.
  @exclusivity(unchecked) var hostSlot = -1
  /// The identity of the host that gave this view ``hostSlot``. A host believes the slot only
  /// when this is its own identity and its entry there names this view.
  @exclusivity(unchecked) var hostToken: ObjectIdentifier?

  /// A view occupying `frame` in its future superview's coordinates (points).
  public init(frame: Rect = .zero) {
    model = ViewProperties(frame: frame)
    shown = model
  }

  // MARK: Window (overridable, so declared here; the lookup is in View+Hierarchy.swift)

  /// Called after the view (or an ancestor) was added to or removed from a window.
  open func didMoveToWindow() {}

  // MARK: Hierarchy storage (mutations are in View+Hierarchy.swift)

  func storeSubviews(_ views: [View]) { subviews = views }
  /// Inserts `view` into `subviews` in place (a copy of the list per insertion made adding n
  /// subviews cost n²/2 retains).
  func insertIntoSubviews(_ view: View, at index: Int) {
    subviews.insert(view, at: max(0, min(index, subviews.count)))
  }
  /// Removes `view` from `subviews` in place.
  func removeFromSubviews(_ view: View) { subviews.removeAll { $0 === view } }
  func storeSuperview(_ view: View?) { superview = view }
}
