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

  private var loadedView: View?
  /// Where the appearance state machine is, with the data of a transition under way.
  private var appearance = AppearanceState.disappeared

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
  /// Provides the drivers of animated presentations and dismissals of this controller; not
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
    if parent == nil, appearance.phase != .disappearing { isMovingFromParent = false }
    notify(.didMoveToParent(parent != nil))
  }

  /// Whether the view is on screen or on its way there (between will-appear and
  /// will-disappear).
  public var isAppearingOrAppeared: Bool {
    appearance.phase == .appearing || appearance.phase == .appeared
  }

  /// The appearance phase, for inspection.
  public var appearancePhase: AppearancePhase { appearance.phase }

  // MARK: Appearance

  /// Starts an appearance transition: calls `viewWillAppear` (`isAppearing`) or
  /// `viewWillDisappear`, and forwards to children whose views are in this view.
  ///
  /// A no-op when already appearing or appeared (for `true`) or already disappearing or
  /// disappeared (for `false`). Beginning the opposite direction during a transition reverses
  /// it, as a cancelled interactive transition does.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    perform(appearance.begin(isAppearing, animated: animated))
  }

  /// Ends the appearance transition in progress: calls `viewDidAppear` or `viewDidDisappear`
  /// and forwards to children. A no-op when none is in progress.
  public func endAppearanceTransition() {
    perform(appearance.end())
  }

  /// Fires `callback` (nothing for `nil`): the overridable method, the observer, the moving
  /// flags a did-callback clears, then the same transition step for each visible child.
  private func perform(_ callback: AppearanceState.Callback?) {
    switch callback {
    case nil:
      return
    case .willAppear(let animated):
      viewWillAppear(animated)
      notify(.viewWillAppear)
      for child in visibleChildren {
        child.beginAppearanceTransition(true, animated: animated)
      }
    case .willDisappear(let animated):
      viewWillDisappear(animated)
      notify(.viewWillDisappear)
      for child in visibleChildren {
        child.beginAppearanceTransition(false, animated: animated)
      }
    case .didAppear(let animated):
      viewDidAppear(animated)
      notify(.viewDidAppear)
      isMovingToParent = false
      for child in visibleChildren { child.endAppearanceTransition() }
    case .didDisappear(let animated):
      viewDidDisappear(animated)
      notify(.viewDidDisappear)
      isMovingFromParent = false
      for child in visibleChildren { child.endAppearanceTransition() }
    }
  }

  private var visibleChildren: [ViewController] {
    guard let loadedView else { return [] }
    return children.filter { $0.isViewLoaded && $0.view.isDescendant(of: loadedView) }
  }

  /// The view is about to enter or leave a window. Entering, a controller that is not on its
  /// way to appearing begins to appear; leaving, one that is not already disappearing begins to
  /// disappear. Either way the transition ends when the move is done, so a view in a window
  /// is always appearing or appeared and a view out of one ends up disappeared, even when a
  /// transition that was begun explicitly (by a presentation, or forwarded by a parent) never
  /// gets its end.
  func viewWillMove(fromWindow old: Window?, toWindow new: Window?) {
    if old == nil, new != nil {
      perform(appearance.windowWillMove(entering: true))
    } else if old != nil, new == nil {
      perform(appearance.windowWillMove(entering: false))
    }
  }

  /// The view entered or left a window: end the transition begun (or left open) for the move.
  func viewDidMove(fromWindow old: Window?, toWindow new: Window?) {
    perform(appearance.windowDidMove())
  }

  func notify(_ event: LifecycleEvent) {
    lifecycleObserver?(self, event)
  }
}

/// The appearance phase of a view controller.
public enum AppearancePhase: Sendable, Hashable {
  case disappeared, appearing, appeared, disappearing
}

/// A lifecycle callback, as reported to ``ViewController/lifecycleObserver``.
public enum LifecycleEvent: Sendable, Hashable {
  case viewDidLoad
  case viewWillAppear
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
  /// `willMove(toParent:)`; `true` when moving to a parent, `false` when leaving it.
  case willMoveToParent(Bool)
  /// `didMove(toParent:)`; `true` when moved to a parent, `false` when removed.
  case didMoveToParent(Bool)
}
