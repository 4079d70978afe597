public import Motion
import Stage
public import Transitions

/// A toolkit's navigation stack (UIKit's `UINavigationController` whose delegate is the
/// engine's) mirrored by a ``MirroredScene``: an engine `NavigationController` whose stack of
/// ``MirroredScreen``s mirrors the toolkit's controllers runs every push and pop, the system's
/// `PushTransition` or a `ZoomTransition`, and the interactive pop;
/// the toolkit's views show it. Everything a backend decides without its toolkit, tested on
/// Linux.
///
/// - **The toolkit's changes.** Every animated push or pop the toolkit starts (a button's
///   `pushViewController(_:animated:)`, the back button, `setViewControllers`) asks the
///   delegate for an animator first: ``toolkitWillRun(_:from:to:stack:)`` runs the same change
///   in the engine, with the transition set for that controller
///   (``setTransition(_:forNextPushOf:)``) or the stack's default. Changes without animation
///   are mirrored as they are shown (``toolkitStackChanged(_:)``).
/// - **The interactive pop.** Touches go to the engine (``MirroredScene/send(id:phase:location:mediaTime:)``)
///   and the engine's gestures decide, as the engine's push and zoom define them: the pop
///   gesture from the leading edge (anywhere with `fullWidthPop`), the zoom's drag down on the
///   pushed screen, a finger catching a running push or pop. When a finger begins a pop, the
///   engine runs it at once and ``BackendAction/pop`` asks the toolkit to pop (UIKit's
///   `popViewController(animated: true)`); the toolkit then asks for an animator and an
///   interaction controller and gets both (``vendsInteractionController``, starting interactive:
///   ``wantsInteractiveStart``). Released short, the pop is cancelled: the engine's stack and the
///   toolkit's (UIKit: a cancelled pop leaves the top controller where it was) both keep the
///   popped screen.
/// - **One at a time.** A second push or pop while one runs is refused, as the engine's
///   navigation controller refuses it: ``checkPush(_:onto:)`` throws
///   `NavigationError/transitionInProgress`, and a toolkit change that arrives
///   anyway gets no engine run (``toolkitWillRun(_:from:to:stack:)`` returns no token: its
///   context completes at once as cancelled, which leaves the toolkit's stack as it was).
/// - **The views.** While the toolkit's transition runs, its container shows the engine
///   navigation controller's view (the screens, in the engine's order, and the views the
///   transition adds: the push's dimming), and each real controller view shows its screen's;
///   when it ends, the real views are left at rest and unbound, so nothing is applied between
///   transitions. A zoom's real source view shows only its twin's `isHidden`
///   (`MirroredScreen.zoomSource(_:)`).
/// - **The toolkit's context** hears what the ``TransitionHandshake`` of each run decides.
///
/// ```swift
/// let scene = MirroredNavigation(
///   root: rootController, toolkit: views, size: size, safeAreaInsets: insets)
/// let stack = scene.content
/// let token = stack.toolkitWillRun(.push, from: a, to: b, stack: [a, b]).token  // animator
/// perform(stack.toolkitAttached(.animated, token: token!, container: c, from: va, to: vb))
/// perform(scene.tick(mediaTime: link.targetTimestamp))                          // each frame
/// ```
///
/// Lifetime: the scene holds its window, the engine's controllers and screens; toolkit
/// controllers and views are held weakly. It lives as long as the toolkit's navigation
/// controller uses it; release it, and everything it made is freed.
@MainActor
public final class NavigationContent<Toolkit: BackendToolkit>: ToolkitRunContent {
  /// A push or pop the toolkit runs, mirrored by the engine's run.
  public struct ToolkitRun: Sendable, Hashable {
    /// `.push` or `.pop`.
    public let operation: TransitionOperation
    /// What the toolkit's animator carries, to attach its context to this run and no other.
    public let token: Int
  }

  /// The engine's navigation controller: the window's root.
  public let navigation: NavigationController
  /// What the toolkit's context of the current run hears.
  public internal(set) var handshake = TransitionHandshake()
  /// The toolkit's push or pop under way (from its animator's vending to its context's
  /// completion), if any.
  public internal(set) var toolkitRun: ToolkitRun?

  /// Every screen made, while its toolkit controller lives and it may be on the stack.
  private var screens: [MirroredScreen] = []
  /// The transition the next push of a controller is made with.
  var pendingStyle: (controller: WeakReference<AnyObject>, style: NavigationTransitionStyle)?
  /// The screens of the run under way, from and to.
  var runScreens: (from: MirroredScreen, to: MirroredScreen)?
  /// The toolkit views bound to the run's screens.
  var boundViews: [(screen: MirroredScreen, real: WeakReference<AnyObject>)] = []
  /// Makes a zoom's real source an engine twin (``mirrorZoomSources(placedIn:)``).
  var zoomAdopter: (@MainActor (ZoomTransition) -> Void)?
  /// The twins of the zooms pushed, each with its zoom (the twin is let go once the zoom is).
  var zoomTwins: [(zoom: WeakReference<ZoomTransition>, twin: any MirroredSceneAttachment)] = []
  /// Whether the engine's run ended and the run's bindings wait to be let go.
  private var engineRunEnded = false
  /// Whether the run's screens are drawn scaled (its transition's size changes are motion), and
  /// the placements last emitted, from and to.
  var drawsScaled = false
  var lastPlacements: [ScreenPlacement?] = [nil, nil]
  var lastToken = 0
  let parts: SceneParts<Toolkit>

  init(root: AnyObject, parts: SceneParts<Toolkit>, transition: NavigationTransitionStyle) {
    self.parts = parts
    let rootScreen = MirroredScreen(standingFor: root, title: "root")
    navigation = NavigationController(rootViewController: rootScreen)
    parts.window.rootViewController = navigation
    navigation.onEvent = { [weak self] event in self?.engineEvent(event) }
    screens.append(rootScreen)
    navigation.transition = wrapped(transition)
    parts.host.publish()
  }

  var window: Window { parts.window }
  var binder: ViewBinder<Toolkit> { parts.binder }

  /// The engine screen standing for `controller`: the one made before, or a new one.
  public func screen(for controller: AnyObject) -> MirroredScreen {
    if let known = screens.first(where: { $0.toolkitController === controller }) { return known }
    let made = MirroredScreen(standingFor: controller)
    screens.append(made)
    return made
  }

  /// `style`, whose zooms get their real source when the stack mirrors zoom sources
  /// (``mirrorZoomSources(placedIn:)``).
  func wrapped(_ style: NavigationTransitionStyle) -> NavigationTransitionStyle {
    .custom { [weak self] in
      let made = style.makeTransition()
      if let zoom = made as? ZoomTransition { self?.zoomAdopter?(zoom) }
      return made
    }
  }

  // MARK: SceneContent

  /// A push or pop runs: the engine's or the toolkit's.
  public var isRunning: Bool { navigation.activeRun != nil || toolkitRun != nil }
  /// A navigation stack is never over: it lives as long as its toolkit controller.
  public var isOver: Bool { false }

  /// Whether one of the engine's gestures has taken the touches (the pop gesture follows a
  /// finger, or a finger drives a push or pop): the toolkit's own views should stop receiving
  /// them.
  public var claimsTouches: Bool {
    let pop = navigation.interactivePopGestureRecognizer.state
    return pop == .began || pop == .changed
      || (navigation.activeRun != nil && handshake.engineInteracting)
  }

  /// A run drawn scaled (a zoom) is not planned ahead: its real screens are placed by an action
  /// each frame (``BackendAction/screenPlacement(destination:_:)``), which no plan carries.
  public var plansAhead: Bool { !drawsScaled }

  /// After each frame: the context hears the progress; a run that ended lets its views go.
  public func frameApplied() {
    reportProgress()
    reportScreenPlacements()
    letGoIfEnded()
  }

  // MARK: Settings

  /// Enables or disables the interactive pop (the engine's
  /// `NavigationController/interactivePopGestureRecognizer`).
  public func setPopGestureEnabled(_ enabled: Bool) {
    navigation.interactivePopGestureRecognizer.isEnabled = enabled
  }

  /// Switches the pop's gestures on or off at runtime (`.pop`: the pop gesture and the pushed
  /// transitions' own pop drags), as `NavigationController/setInteractive(_:for:)`: off, they
  /// stop beginning (nor catch a running push or pop); a pop a finger drives goes on.
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    navigation.setInteractive(enabled, for: operation)
  }

  /// What the forwarding recogniser's `gestureRecognizerShouldBegin` answers: a gesture that has
  /// taken the touches goes on; otherwise the pop must be switched on.
  public var gesturesMayBegin: Bool { claimsTouches || navigation.isInteractive(.pop) }

  // MARK: The engine

  private func engineEvent(_ event: TransitionEvent) {
    switch event {
    case .transitionBegan(let operation, let interactive):
      handshake = TransitionHandshake()
      engineRunEnded = false
      handshake.engineBegan(interactive: interactive)
      if toolkitRun == nil, operation == .pop { emit(.pop) }
    case .interactionBegan:
      emit(handshake.engineInteractionBegan())
    case .interactionEnded(_, let finish, _, _):
      emit(handshake.engineInteractionEnded(finish: finish))
    case .transitionEnded(_, let completed):
      emit(handshake.engineEnded(completed: completed))
      engineRunEnded = true
    case .transitionFailed:
      emit(handshake.engineEnded(completed: false))
      engineRunEnded = true
    }
  }

  private func reportProgress() {
    guard let animator = navigation.activeAnimator else { return }
    if let command = handshake.engineProgressedCommand(animator.progress) {
      emit(.context(command))
    }
  }

  /// After the engine's run ended and the toolkit's context heard its completion (or there is
  /// no toolkit run): the real screens are left at rest and every binding of the run is let go.
  func letGoIfEnded() {
    guard engineRunEnded, toolkitRun == nil || handshake.completed else { return }
    engineRunEnded = false
    // A screen that left the window was published last as it moved; the engine rests it (its
    // bounds, untransformed, opaque) only when it shows it again. Show it at rest now.
    let rest = ViewValues(resting: View(frame: navigation.view.bounds))
    for entry in boundViews {
      guard entry.screen.view.window == nil, let real = entry.real.value as? Toolkit.BackendView
      else { continue }
      binder.toolkit.apply(rest, changes: [.bounds, .center, .transform, .alpha], to: real)
    }
    binder.unbind(navigation.view)
    for entry in boundViews { binder.unbind(entry.screen.view) }
    boundViews = []
    toolkitRun = nil
    runScreens = nil
    forgetScreens()
  }

  /// Forgets the screens no longer needed: their controller is gone, or they are off the stack.
  func forgetScreens() {
    let stack = navigation.viewControllers
    screens.removeAll { screen in
      screen.toolkitController == nil || !stack.contains { $0 === screen }
    }
    // A zoom is let go with the screen it pushed: its twin shows the real view it hid, if any.
    zoomTwins.removeAll { entry in
      guard entry.zoom.value == nil else { return false }
      entry.twin.sceneEnded()
      parts.attachments.removeAll { $0 === entry.twin }
      return true
    }
  }

  func show() { parts.show() }

  func emit(_ action: BackendAction) { parts.emit(action) }

  func emit(_ commands: [TransitionHandshake.Command]) { parts.emit(commands) }

  func drain() -> [BackendAction] { parts.drain() }

  /// A real controller view shows its screen: every value but the background (the app's) and
  /// the backend content; it stays in its parent when the engine takes the screen out (UIKit
  /// removes it when the transition completes).
  static var screenShown: BindingOptions {
    BindingOptions(
      applies: ViewChanges.all.subtracting([.content, .backgroundColor]),
      arrangesSubviews: false, followsRemoval: false)
  }
}

extension ViewValues {
  /// The values of `view`'s model (not what was last published).
  @MainActor
  init(resting view: View) {
    self.init(view.properties, isHidden: view.isHidden, clipsToBounds: view.clipsToBounds)
  }
}

/// The scene behind a toolkit's navigation stack (``NavigationContent``).
public typealias MirroredNavigation<Toolkit: BackendToolkit> = MirroredScene<
  NavigationContent<Toolkit>
>

extension MirroredScene {
  /// A scene for a navigation stack whose root is the toolkit's `root`, in a view of `size`
  /// points with `safeAreaInsets` (no default: pass the navigation controller's view's); pushes
  /// without a transition of their own use `transition` (default the system's push);
  /// `reduceMotion` is the system's Reduce Motion setting now (``setReduceMotion(_:)``).
  public convenience init<Toolkit>(
    root: AnyObject, toolkit: Toolkit, size: Size, safeAreaInsets: EdgeInsets,
    transition: NavigationTransitionStyle = .push(), reduceMotion: Bool = false
  ) where Content == NavigationContent<Toolkit> {
    let parts = SceneParts(
      toolkit: toolkit, size: size, safeAreaInsets: safeAreaInsets, reduceMotion: reduceMotion)
    self.init(parts: parts) { NavigationContent(root: root, parts: $0, transition: transition) }
  }
}
