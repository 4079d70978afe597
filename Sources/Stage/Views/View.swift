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
  public private(set) var subviews: [View] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: View?
  /// The gesture recognisers attached to this view, in the order they were added.
  public private(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The view controller whose root view this is, if any.
  public internal(set) weak var viewController: ViewController?

  /// Optional text drawn in the middle of the view, so screens can be told apart in pictures.
  public var text: String?
  /// A name for debugging and for finding views in tests.
  public var name: String?
  /// Whether the view (and its subviews) is drawn and hit-tested. Default `false`.
  public var isHidden = false
  /// Whether subviews are clipped to the bounds when drawn. Default `false`.
  public var clipsToBounds = false
  /// Whether the view and its subviews receive touches. Default `true`.
  public var isUserInteractionEnabled = true
  /// Whether touches that land on this view itself (not on a subview) go to what is behind
  /// it, as for a transparent overlay that only its subviews should catch. Default `false`.
  public var passesTouchesThrough = false

  /// A view occupying `frame` in its future superview's coordinates (points).
  public init(frame: Rect = .zero) {
    model = ViewProperties(frame: frame)
    shown = model
  }

  // MARK: Model properties

  /// The frame in the superview's coordinates, in points, derived from ``center`` and the size
  /// of ``bounds`` (as in UIKit, it ignores the transform).
  public var frame: Rect {
    get { model.frame }
    set {
      var next = model
      next.frame = newValue
      if next.center != model.center { set(.center, .point(next.center)) }
      if next.bounds != model.bounds { set(.bounds, .rect(next.bounds)) }
    }
  }

  /// The centre in the superview's coordinates, in points.
  public var center: Point {
    get { model.center }
    set { set(.center, .point(newValue)) }
  }

  /// The view's own coordinate space, in points; its origin is the scroll position.
  public var bounds: Rect {
    get { model.bounds }
    set { set(.bounds, .rect(newValue)) }
  }

  /// The transform applied about the centre (scale including z, rotation, translation).
  public var transform: Transform {
    get { model.transform }
    set { set(.transform, .transform(newValue)) }
  }

  /// Opacity from 0 (transparent) to 1 (opaque). Views with an alpha below 0.01 are not hit.
  public var alpha: Double {
    get { model.alpha }
    set { set(.alpha, .number(newValue)) }
  }

  /// Corner radius, in points.
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set { set(.cornerRadius, .number(newValue)) }
  }

  /// The fill colour, or `nil` for a transparent view.
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { set(.backgroundColor, .color(newValue)) }
  }

  /// All model values at once.
  public var properties: ViewProperties { model }

  /// What is on screen now: the model values, except where an animator drives a property
  /// (UIKit's presentation layer; named apart from modal presentation).
  public var onScreen: ViewProperties { shown }

  /// What is on screen now, under Core Animation's name.
  @available(*, deprecated, renamed: "onScreen")
  public var presentation: ViewProperties { shown }

  /// Whether an animator currently drives `property` of this view.
  public func isAnimating(_ property: AnimatableProperty) -> Bool {
    animationTokens[property.rawValue] != 0
  }

  /// Sets a model value. Inside an animation block of a ``PropertyAnimator`` on this view's
  /// window the change is recorded and animated; otherwise it shows at once and replaces any
  /// running animation of that property.
  func set(_ property: AnimatableProperty, _ value: PropertyValue) {
    if let window, let capture = window.captures.last {
      capture.record(view: self, property: property, from: shown[property])
      model[property] = value
      return
    }
    model[property] = value
    animationTokens[property.rawValue] = 0
    shown[property] = value
  }

  // MARK: Window

  /// The window this view is in, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// Called after the view (or an ancestor) was added to or removed from a window.
  open func didMoveToWindow() {}

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Gesture recognisers

  /// Attaches a recogniser; it receives touches that begin on this view or its descendants.
  /// A recogniser attached to another view moves here.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches a recogniser; a gesture in progress is cancelled and it receives nothing more.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
    gestureRecognizers.remove(at: index)
    recognizer.detach()
    recognizer.view = nil
  }

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
