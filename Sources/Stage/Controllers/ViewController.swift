public import Motion

/// A screen's controller, modelled on `UIViewController`: it loads its view lazily, gets
/// appearance callbacks balanced and in UIKit's order, contains children and presents other
/// controllers.
///
/// Subclass it and override the lifecycle methods (calling `super` is not required), or observe
/// the callbacks without subclassing through ``lifecycleObserver``.
///
/// ```swift
/// final class Home: ViewController {
///   override func loadView() -> View {
///     let view = View()
///     view.backgroundColor = .blue
///     view.text = "Home"
///     return view
///   }
///   override func viewWillAppear(_ animated: Bool) { print("will appear") }
/// }
/// window.rootViewController = Home()  // viewDidLoad, viewWillAppear, viewDidAppear
/// ```
///
/// Appearance is a state machine: `disappeared → appearing → appeared → disappearing →
/// disappeared`, driven by ``beginAppearanceTransition(_:animated:)`` and
/// ``endAppearanceTransition()``, or automatically when the view enters or leaves a window (a
/// view that leaves the window mid-transition completes its disappearance then).
/// Beginning towards the state it is already in or heading to, and ending with no transition
/// begun, are no-ops, so the callbacks stay balanced.
@MainActor
open class ViewController {
  /// A title, for debugging and for pictures.
  public var title: String?
  /// Called after each lifecycle callback with the controller and the event: a way to observe
  /// (for example to log the order in a test) without subclassing.
  public var lifecycleObserver: (@MainActor (ViewController, LifecycleEvent) -> Void)?

  /// The root view, once loaded (``view`` loads it).
  private(set) var loadedView: View?
  /// Where the appearance state machine is, with the data of a transition under way (see
  /// `ViewController+Appearance.swift`).
  var appearance = AppearanceState.disappeared

  /// The parent in a containment relationship.
  public internal(set) weak var parent: ViewController?
  /// The children, in the order they were added.
  public internal(set) var children: [ViewController] = []
  /// The controller this one presented (it holds it).
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one.
  public internal(set) weak var presentingViewController: ViewController?
  /// How this controller is shown when presented. Default `.fullScreen`.
  public var modalPresentationStyle = ModalPresentationStyle.fullScreen
  /// Provides the runners of animated presentations and dismissals of this controller; not
  /// retained (keep it alive elsewhere, for example in a property of this controller).
  public weak var transitioningDelegate: (any TransitioningDelegate)?
  /// Objects kept alive as long as this controller (see ``keepAlive(_:)``).
  var keptAlive: [AnyObject] = []

  /// Whether this controller is being presented, as UIKit reports it: `true` from
  /// ``present(_:animated:completion:)`` until the presentation transition completes (or is
  /// cancelled), so `viewWillAppear` and `viewDidAppear` of a presentation read `true`.
  public internal(set) var isBeingPresented = false
  /// Whether this controller is being dismissed: `true` from ``dismiss(animated:completion:)``
  /// until the dismissal completes (or is cancelled), so `viewWillDisappear` and
  /// `viewDidDisappear` of a dismissal read `true`. Every controller the dismissal removes
  /// reports it.
  public internal(set) var isBeingDismissed = false
  /// Whether this controller is being added to a parent: `true` from ``addChild(_:)`` until
  /// its `viewDidAppear` (or, if it does not appear, until `didMove(toParent:)`).
  public internal(set) var isMovingToParent = false
  /// Whether this controller is being removed from its parent: `true` from
  /// `willMove(toParent: nil)` until its `viewDidDisappear` (or, if it was not on screen, until
  /// `didMove(toParent: nil)`).
  public internal(set) var isMovingFromParent = false

  public init() {}

  // MARK: View

  /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
  public var view: View {
    if let loadedView { return loadedView }
    let made = loadView()
    made.viewController = self
    loadedView = made
    viewDidLoad()
    notify(.viewDidLoad)
    return made
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() { _ = view }

  /// Makes the root view. Default: an empty white view.
  open func loadView() -> View {
    let view = View()
    view.backgroundColor = .white
    return view
  }

  // MARK: Lifecycle callbacks (fired by ViewController+Appearance and containment)

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the window changes size (``Window/resize(to:safeAreaInsets:)``), with the
  /// new size in points.
  open func viewWillTransition(to size: Size) {}
  /// Called before the controller moves to a parent (`nil`: it is about to leave its parent).
  /// ``addChild(_:)`` calls it; before removing a child, call `willMove(toParent: nil)`.
  /// Overrides should call `super` to keep ``lifecycleObserver`` informed.
  open func willMove(toParent parent: ViewController?) {
    if parent == nil, self.parent != nil { isMovingFromParent = true }
    notify(.willMoveToParent(parent != nil))
  }
  /// Called after the controller moved to a parent (`nil`: it left). Call it after adding the
  /// child's view; ``removeFromParent()`` calls it with `nil`.
  /// Overrides should call `super` to keep ``lifecycleObserver`` informed.
  open func didMove(toParent parent: ViewController?) {
    if parent != nil, appearance.phase != .appearing { isMovingToParent = false }
    // Confirming a parent takes back a removal that was begun and cancelled (an interactive
    // pop let go short of the middle): the controller is not leaving any more.
    if parent != nil { isMovingFromParent = false }
    if parent == nil, appearance.phase != .disappearing { isMovingFromParent = false }
    notify(.didMoveToParent(parent != nil))
  }

  /// Reports `event` to ``lifecycleObserver``, after the callback it names.
  func notify(_ event: LifecycleEvent) {
    lifecycleObserver?(self, event)
  }
}
