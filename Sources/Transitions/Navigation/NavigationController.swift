public import Motion
public import Stage

/// A stack of screens, as `UINavigationController`: ``pushViewController(_:animated:)`` puts a
/// controller on top, ``popViewController(animated:)`` takes the top one off, a swipe from the
/// left edge pops interactively (``interactivePopGestureRecognizer``), and every push and pop
/// runs through the house's ``TransitionRun``, so it is interactive, cancellable and
/// interruptible like any other transition.
///
/// Written from UIKit's documentation:
/// - The root controller is at index 0 of ``viewControllers``, the top one last; every
///   controller on the stack is a child, and only the top one's view is in the hierarchy.
///   ``viewControllers`` changes as soon as a push or pop begins (a cancelled interactive pop
///   puts it back).
/// - `popViewController(animated:)`: "If the view controller at the top of the stack is the
///   root view controller, this method does nothing." ``popToRootViewController(animated:)`` and
///   ``popToViewController(_:animated:)`` pop several at once, with one transition.
/// - ``setViewControllers(_:animated:)`` "decides which type of transition to perform based on
///   whether the last item in the items array is already in the navigation stack": a pop if it
///   is (but not on top), none if it is the top, a push if it is not; "only one transition is
///   performed", and the whole stack is replaced when it finishes.
/// - Containment and appearance in UIKit's order. A push: `addChild(to)` (to's
///   `willMove(toParent:)`), from's `viewWillDisappear`, to's `viewWillAppear`; when it
///   completes, from's `viewDidDisappear` (its view leaves), to's `viewDidAppear`, to's
///   `didMove(toParent:)`. A pop: from's `willMove(toParent: nil)`, `viewWillDisappear`, to's
///   `viewWillAppear`; when it completes, from's `viewDidDisappear`, `removeFromParent()`, to's
///   `viewDidAppear`. Cancelled (an interactive pop let go short of the middle), both reverse
///   and stay balanced: the popped screen gets `viewWillAppear`/`viewDidAppear` back and
///   `didMove(toParent:)` confirms its parent; the revealed one gets `viewWillDisappear`/
///   `viewDidDisappear`.
/// - The ``delegate`` vends an animator per operation and an interaction controller for it
///   (`UINavigationControllerDelegate`), and hears `willShow`/`didShow`.
/// - The pop gesture: UIKit's `interactivePopGestureRecognizer` "handles interactively popping
///   the top view controller off the navigation stack when a person swipes horizontally from the
///   leading edge of the screen" and is exposed "to tie it to the behavior of other gesture
///   recognizers". Here too, and disabling it disables the interactive pop. It is refused at the
///   root and while a push or pop runs; a finger may still catch the running one (the house's
///   grab), and throw it either way.
/// - UIKit throws exceptions where the engine refuses with a ``NavigationError`` (nothing
///   changes): pushing a controller already on the stack, or any change while a push or pop
///   runs.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: inbox)
/// window.rootViewController = navigation
/// try navigation.pushViewController(message, animated: true)
/// try navigation.popViewController(animated: true)          // message
/// navigation.interactivePopGestureRecognizer.isEnabled = false
/// ```
@MainActor
open class NavigationController: ViewController {
  /// The controllers on the stack, root first, top last.
  public internal(set) var viewControllers: [ViewController]
  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }
  /// Hears the controller show screens, and may vend animators and interaction controllers.
  public weak var delegate: (any NavigationControllerDelegate)?
  /// What a screen pushed without a transition of its own is pushed (and later popped) with.
  /// Default ``NavigationTransitionStyle/push(_:)`` with the default configuration: the
  /// system's look.
  public var transition: NavigationTransitionStyle = .push()
  /// Called after each event of a push or pop.
  public var onEvent: (@MainActor (TransitionEvent) -> Void)?
  /// The push or pop running now, from its start to its end.
  public internal(set) var activeRun: TransitionRun?
  /// The push or pop running now.
  public var activeAnimator: TransitionAnimator? { activeRun?.animator }
  /// The operation running now (once its animator runs).
  public var activeOperation: TransitionOperation? {
    activeRun?.animator == nil ? nil : activeRun?.operation
  }

  /// For each controller on the stack that was pushed, or made a screen of the stack: the
  /// transition that pushes and pops it, and its own pop interactions.
  var entries: [ObjectIdentifier: Entry] = [:]
  /// The pop gesture's host.
  lazy var popHost = PopGestureHost(navigation: self, gated: true)
  /// The host of the transitions' own pop interactions.
  lazy var entryHost = PopGestureHost(navigation: self, gated: false)
  /// The pop gesture, once made (with the view).
  private var popStorage: PanInteraction?
  /// The operations whose gestures are switched off (``setInteractive(_:for:)``).
  var interactivity = InteractivitySwitches()

  /// The pop gesture: a pan from the leading edge that pops the top controller, installed on
  /// the view (which it loads; loading the view makes it, so there is only ever one).
  var popInteraction: PanInteraction {
    if let popStorage { return popStorage }
    let host = view  // may load the view, whose viewDidLoad makes the interaction
    if let popStorage { return popStorage }
    let made = PanInteraction(view: host, operation: .pop, edges: .left, host: popHost)
    made.panGestureRecognizer.axis = .horizontal
    made.shouldBegin = { [weak self] _ in self?.popGestureMayBegin ?? false }
    made.recognizesSimultaneously = { Self.letsPopThrough($0) }
    popStorage = made
    gestureSettingsChanged()
    return made
  }

  /// A stack holding `rootViewController` (UIKit's `init(rootViewController:)`), a child from
  /// now on.
  public init(rootViewController: ViewController) {
    viewControllers = [rootViewController]
    super.init()
    if rootViewController.parent !== self { addChild(rootViewController) }
    rootViewController.didMove(toParent: self)
  }

  /// The pop gesture (a pan; typed as a plain recogniser, as UIKit exposes it). Disable it to
  /// disable the interactive pop; coordinate your own recognisers with it
  /// (`Stage.GestureRecognizer.require(toFail:)`).
  public var interactivePopGestureRecognizer: GestureRecognizer {
    popInteraction.panGestureRecognizer
  }

  open override func loadView() -> View {
    let view = View()
    view.backgroundColor = .white
    view.clipsToBounds = true
    return view
  }

  open override func viewDidLoad() {
    if let top = topViewController {
      top.view.frame = view.bounds
      view.addSubview(top.view)
    }
    _ = popInteraction
  }

  open override func viewWillAppear(_ animated: Bool) { layoutTop(in: view.bounds.size) }

  open override func viewWillTransition(to size: Size) { layoutTop(in: size) }

  private func layoutTop(in size: Size) {
    guard let top = topViewController, top.isViewLoaded, activeRun == nil else { return }
    top.view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// After a run: the top screen fills the bounds as they are now (a resize during the run was
  /// held back, the run's views moving between the sizes it began with).
  func layoutTopAfterRun() {
    guard isViewLoaded, view.bounds.size != topViewController?.view.bounds.size else { return }
    layoutTop(in: view.bounds.size)
  }

  // MARK: Changing the stack

  /// Pushes `viewController` on top of the stack with the controller's ``transition`` (UIKit's
  /// `pushViewController(_:animated:)`). Animated in a window, the push runs a transition (the
  /// delegate's, if it vends one); otherwise the change is made before this returns.
  ///
  /// - Throws: ``NavigationError``: the controller is already on the stack, cannot be pushed,
  ///   or a push or pop is running; nothing changes then.
  public func pushViewController(
    _ viewController: ViewController, animated: Bool
  ) throws(NavigationError) {
    try pushViewController(viewController, transition: nil, animated: animated)
  }

  /// Pushes `viewController` with its own `transition` (nil: the controller's ``transition``),
  /// which also pops it later: UIKit's `preferredTransition`.
  ///
  /// ```swift
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom(source: { _ in cell }), animated: true)
  /// ```
  ///
  /// - Throws: ``NavigationError``; nothing changes then.
  public func pushViewController(
    _ viewController: ViewController, transition: NavigationTransitionStyle?, animated: Bool
  ) throws(NavigationError) {
    guard !viewControllers.contains(where: { $0 === viewController }) else {
      throw .alreadyOnStack
    }
    try change(
      to: viewControllers + [viewController], animated: animated, pushedWith: transition)
  }

  /// Pops the top controller (UIKit's `popViewController(animated:)`); at the root it does
  /// nothing and returns `nil`.
  ///
  /// - Returns: The controller popped.
  /// - Throws: ``NavigationError/transitionInProgress`` while a push or pop runs; nothing
  ///   changes then.
  @discardableResult
  public func popViewController(animated: Bool) throws(NavigationError) -> ViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    try change(to: Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller but the root, with one transition (UIKit's
  /// `popToRootViewController(animated:)`).
  ///
  /// - Returns: The controllers popped, bottom first (empty at the root).
  /// - Throws: ``NavigationError/transitionInProgress``; nothing changes then.
  @discardableResult
  public func popToRootViewController(animated: Bool) throws(NavigationError) -> [ViewController] {
    guard let root = viewControllers.first else { return [] }
    return try popToViewController(root, animated: animated)
  }

  /// Pops until `viewController` is on top, with one transition (UIKit's
  /// `popToViewController(_:animated:)`).
  ///
  /// - Returns: The controllers popped, bottom first (empty when it is already on top).
  /// - Throws: ``NavigationError/notOnStack`` for a controller not on the stack,
  ///   ``NavigationError/transitionInProgress``; nothing changes then.
  @discardableResult
  public func popToViewController(
    _ viewController: ViewController, animated: Bool
  ) throws(NavigationError) -> [ViewController] {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      throw .notOnStack
    }
    let popped = Array(viewControllers[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    try change(to: Array(viewControllers[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`): animated, one transition
  /// runs, a pop when the new top is on the stack below the top, none when it is the top, a
  /// push otherwise; the whole stack is replaced when it finishes.
  ///
  /// ```swift
  /// // A, B, C on the stack: a pop to B, and the stack is D, A, B.
  /// try navigation.setViewControllers([d, a, b], animated: true)
  /// ```
  ///
  /// - Throws: ``NavigationError``: an empty stack, a controller twice, one that cannot be on
  ///   the stack, or a push or pop running; nothing changes then.
  public func setViewControllers(
    _ viewControllers: [ViewController], animated: Bool
  ) throws(NavigationError) {
    try change(to: viewControllers, animated: animated)
  }
}

extension NavigationController {
  /// One controller's place on the stack: the transition that pushes and pops it, and the
  /// transition's own pop interactions (installed while it is on the stack).
  struct Entry {
    let transition: any NavigationTransition
    var interactions: [PanInteraction] = []
  }
}

extension ViewController {
  /// The nearest ancestor that is a ``NavigationController`` (UIKit's `navigationController`).
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }
}
