public import Motion
public import Stage
public import Transitions

/// One toolkit presentation (UIKit's custom modal presentation) mirrored by a ``MirroredScene``,
/// from the moment the toolkit presents until the dismissal completes: everything a backend
/// decides without its toolkit, tested on Linux.
///
/// - **The scene.** A `Window` the size of the toolkit's container (with its safe
///   area), driven through a `StageHost`; an engine presenter (the window's root, at the
///   real presenter view's frame) and an engine presented controller; the engine's
///   `TransitionManager` with the same transition. The engine presents and
///   dismisses in its scene through the house's one `TransitionRun`, as the
///   toolkit does in its own.
/// - **The views.** A ``ViewBinder`` shows the engine presented view with the real one, the
///   presenter's transform on the real presenter view, and what the transition adds to the
///   container (dimming) as toolkit views in the toolkit's container.
/// - **The toolkit's side.** Which objects the toolkit gets when (an animator always, an
///   interaction controller always, starting interactive only while a finger drives:
///   ``wantsInteractiveStart``), and
///   what its context hears (a ``TransitionHandshake`` per run).
/// - **Input and time.** Display frames and touches in media time, mapped by a
///   ``ClockMapping``; late touches delivered by the host's rule (a late lift is never lost).
/// - **What else the backend must do** (``BackendAction``): start the toolkit's dismissal when a
///   drag begins one in the engine, haptics, alongside animations, screen-reader focus, the end.
///
/// ```swift
/// let scene = MirroredPresentation(
///   style: .card(), toolkit: views, size: size, safeAreaInsets: insets)
/// let presentation = scene.content
/// presentation.toolkitWillPresent(container: c, presentedView: p, presenterView: h, animated: true)
/// perform(presentation.toolkitAttached(.animated))     // UIKit's animateTransition(using:)
/// perform(scene.tick(mediaTime: link.targetTimestamp)) // each display frame
/// ```
///
/// Lifetime: the scene holds its window, controllers and manager; toolkit views are held weakly
/// (created ones until the engine removes them). After ``BackendAction/ended`` nothing of it is
/// needed: release it, and everything it made is freed.
@MainActor
public final class PresentationContent<Toolkit: BackendToolkit>: SceneContent {
  /// The engine's presenter: the window's root controller.
  public let presenter = ViewController()
  /// The engine's presented controller.
  public let presented = ViewController()
  /// The engine's manager, with the transition the toolkit presents with.
  public let manager: TransitionManager
  /// What the toolkit's context of the current run hears.
  public private(set) var handshake = TransitionHandshake()
  /// The alongside animations of the current run.
  public internal(set) var alongside = AlongsideAnimations()
  /// The transition the toolkit has under way (from its `willBegin` to its `didEnd`), if any.
  public private(set) var toolkitOperation: TransitionOperation?
  /// Whether the presentation is over (the toolkit's dismissal completed).
  public private(set) var isOver = false

  let parts: SceneParts<Toolkit>
  /// The safe-area compensation last emitted (``BackendAction/presentedSafeArea(_:)``).
  var lastSafeAreaCompensation = EdgeInsets.zero
  /// The toolkit's container, from the presentation's beginning (held weakly).
  public private(set) weak var container: Toolkit.BackendView?
  /// The engine's twin of the toolkit's scroll view registered for the hand-off
  /// (``mirrorScrollView(_:frame:contentSize:contentInset:contentOffset:)``).
  weak var scrollTwin: ScrollView?
  /// The content placement last emitted (``BackendAction/presentedContent(_:)``).
  var lastContentPlacement: ContentPlacement?
  /// What the screen-reader actions were last offered for (the sheet's
  /// `SheetTransition.accessibilityAnchor`, the shade's actions); `nil`: none.
  var lastAccessibilityAnchor: AnyHashable?

  init(
    style: TransitionStyle, parts: SceneParts<Toolkit>, presenterFrame: Rect?
  ) {
    self.parts = parts
    manager = TransitionManager(style)
    presenter.title = ViewRole.presenting.rawValue
    presented.title = ViewRole.presented.rawValue
    parts.window.rootViewController = presenter
    if let presenterFrame { presenter.view.frame = presenterFrame }
    manager.onEvent = { [weak self] event in self?.engineEvent(event) }
    let announce: @MainActor (String) -> Void = { [weak self] in self?.parts.emit(.announce($0)) }
    (manager.transition as? SheetTransition)?.onAccessibilityAnnouncement = announce
    (manager.transition as? ShadeTransition)?.onAccessibilityAnnouncement = announce
    parts.roles = { [manager, host = parts.host] id in
      manager.transition.supportingViews.first { host.id(of: $0.view) == id }?.role
    }
  }

  var window: Window { parts.window }
  var binder: ViewBinder<Toolkit> { parts.binder }

  /// The presented view's frame in the container, as the engine's transition lays it out
  /// (UIKit's `frameOfPresentedViewInContainerView`).
  public var frameOfPresentedView: Rect {
    manager.transition.frameOfPresentedView(inContainerBounds: window.bounds)
  }

  /// The `wantsInteractiveStart` of the interaction controller the toolkit gets: it always gets
  /// one, with an interruptible animator, so that a button's transition can be caught too
  /// (``TransitionHandshake/wantsInteractiveStart``); `true` only when a finger already drives
  /// the engine's run (a drag that began a dismissal, the presentation gesture).
  public var wantsInteractiveStart: Bool { handshake.wantsInteractiveStart }

  /// Whether the presented controller decides the status bar's appearance while presented
  /// (UIKit's `modalPresentationCapturesStatusBarAppearance`, which a custom presentation
  /// otherwise leaves to the presenter): when the presented view, laid out at rest, reaches into
  /// the window's top safe area (the status bar, the Dynamic Island), it is what is under the
  /// status bar. A card or sheet below the safe area leaves it to the presenter.
  public var capturesStatusBarAppearance: Bool {
    frameOfPresentedView.minY < window.safeAreaInsets.top
  }

  /// The non-interactive duration of the run under way, in seconds, for the toolkit's
  /// `transitionDuration(using:)`; 0 when none runs (the engine's timing is what runs).
  public var transitionDuration: Double {
    manager.activeRun?.context.transitionCoordinator.transitionDuration ?? 0
  }

  // MARK: The toolkit's transitions

  /// The toolkit begins presenting (UIKit's `presentationTransitionWillBegin`): the engine
  /// presents in its scene, and the views are bound: the real presented view to the engine's,
  /// the presenter's to the engine presenter's (transform only), the toolkit's container to the
  /// engine's. Not `animated`: the engine completes at once, with the final frame shown.
  @discardableResult
  public func toolkitWillPresent(
    container: Toolkit.BackendView, presentedView: Toolkit.BackendView,
    presenterView: Toolkit.BackendView, animated: Bool
  ) -> [BackendAction] {
    guard !isOver, toolkitOperation == nil else { return drain() }
    parts.takeBackBeforeChange()
    toolkitOperation = .present
    self.container = container
    binder.bind(presenter.view, to: presenterView, .transformed)
    binder.bind(presented.view, to: presentedView, Self.presentedBinding)
    if manager.activeRun?.operation != .present {  // not already begun by the gesture
      startRun()
      do {
        try manager.present(presented, from: presenter, animated: animated)
      } catch {
        engineRefused()
      }
    }
    if let engineContainer = presented.view.superview {
      binder.bind(engineContainer, to: container, .container)
    }
    show()
    reportContentPlacement()
    return drain()
  }

  /// The toolkit begins dismissing (UIKit's `dismissalTransitionWillBegin`). When the engine
  /// began this dismissal itself (a drag), nothing more happens; otherwise (a button, an
  /// escape gesture) the engine dismisses too.
  @discardableResult
  public func toolkitWillDismiss(animated: Bool) -> [BackendAction] {
    guard !isOver, toolkitOperation == nil else { return drain() }
    parts.takeBackBeforeChange()  // a committed run (a sheet settling) first
    toolkitOperation = .dismiss
    if manager.activeRun?.operation == .dismiss { return drain() }
    startRun()
    do {
      try manager.dismiss(animated: animated)
    } catch {
      engineRefused()
    }
    show()
    return drain()
  }

  /// The toolkit handed over its transition context (UIKit's `animateTransition(using:)`:
  /// `.animated`; `startInteractiveTransition(_:)`: `.interactive`): what it must hear at once.
  @discardableResult
  public func toolkitAttached(_ kind: TransitionHandshake.ContextKind) -> [BackendAction] {
    parts.emit(handshake.contextAttached(kind))
    return drain()
  }

  /// The toolkit's transition ended (UIKit's `presentationTransitionDidEnd(_:)` or
  /// `dismissalTransitionDidEnd(_:)`). A completed dismissal ends the scene: every created view
  /// is removed and ``BackendAction/ended`` returned.
  @discardableResult
  public func toolkitDidEnd(completed: Bool) -> [BackendAction] {
    guard let operation = toolkitOperation else { return drain() }
    toolkitOperation = nil
    switch (operation, completed) {
    case (.present, true): parts.emit(.focusPresented)
    case (.present, false), (.dismiss, true): parts.emit(.restoreFocus)
    default: break
    }
    let presentedNow = presented.presentingViewController != nil
    let gone = (operation == .dismiss && completed) || (operation == .present && !completed)
    // With a presentation gesture the scene stays, to present again.
    if gone, !presentedNow, manager.presentationInteraction == nil { end() }
    reportAccessibilityActions()  // shown or gone at rest: a shade's actions change
    return drain()
  }

  /// Lets a pan on the presenter present (the transition's presentation gesture: the
  /// pull-down's pan down, the shade's top region), as seed 000 does: touches on the real
  /// presenter view go to ``MirroredScene/send(id:phase:location:mediaTime:)`` in the same coordinates, and
  /// when the engine decides a drag presents, ``BackendAction/present`` asks the toolkit to
  /// present. The scene then outlives each dismissal, to present again; it is over only when
  /// released. Returns `false` for a transition without a presentation gesture.
  @discardableResult
  public func installPresentationInteraction() -> Bool {
    manager.installPresentationInteraction(from: presenter, presenting: presented)
    return manager.presentationInteraction != nil
  }

  // MARK: The engine

  private func startRun() {
    if manager.activeRun == nil {
      handshake = TransitionHandshake()
      if alongside.isEnded || !alongside.fractions.isEmpty { alongside = AlongsideAnimations() }
    }
  }

  /// The engine refused or could not run the toolkit's transition: the toolkit's context hears
  /// that it did not complete.
  private func engineRefused() {
    parts.emit(handshake.engineEnded(completed: false))
    parts.emit(alongside.ended(completed: false))
  }

  private func engineEvent(_ event: TransitionEvent) {
    switch event {
    case .transitionBegan(let operation, let interactive):
      if handshake.engineOutcome != nil || handshake.engineRunning { handshake = .init() }
      if alongside.isEnded { alongside = AlongsideAnimations() }
      handshake.engineBegan(interactive: interactive)
      if operation == .dismiss, toolkitOperation != .dismiss { parts.emit(.dismiss) }
      if operation == .present, toolkitOperation != .present { parts.emit(.present) }
    case .interactionBegan:
      parts.emit(handshake.engineInteractionBegan())
    case .interactionEnded(_, let finish, _, _):
      parts.emit(handshake.engineInteractionEnded(finish: finish))
    case .transitionEnded(_, let completed):
      reportProgress()
      parts.emit(handshake.engineEnded(completed: completed))
      parts.emit(alongside.ended(completed: completed))
    case .transitionFailed:
      engineRefused()
    }
  }

  /// The engine's progress, to the toolkit's context and the alongside animations.
  func reportProgress() {
    guard let animator = manager.activeAnimator else { return }
    if let command = handshake.engineProgressedCommand(animator.progress) {
      parts.emit(.context(command))
    }
    alongside.progressed(animator.progress) { parts.emit(.alongside($0)) }
  }

  private func show() { parts.show() }

  private func end() {
    guard !isOver else { return }
    isOver = true
    parts.letGo()
    manager.onEvent = nil
    parts.emit(.ended)
  }

  func drain() -> [BackendAction] { parts.drain() }
}

/// The scene behind a toolkit's custom modal presentation (``PresentationContent``).
public typealias MirroredPresentation<Toolkit: BackendToolkit> = MirroredScene<
  PresentationContent<Toolkit>
>

extension MirroredScene {
  /// A scene for a presentation with `style` in a container of `size` points with
  /// `safeAreaInsets` (no default: pass the container's, or a `.large` sheet runs under the
  /// status bar).
  ///
  /// - Parameters:
  ///   - style: the transition presented and dismissed.
  ///   - toolkit: the toolkit whose views show the scene.
  ///   - size: the container's size, in points.
  ///   - safeAreaInsets: the container's safe-area insets, in points.
  ///   - presenterFrame: the real presenter view's frame in the container's coordinates;
  ///     default: the whole container.
  ///   - reduceMotion: the system's Reduce Motion setting now (see ``setReduceMotion(_:)``).
  public convenience init<Toolkit>(
    style: TransitionStyle, toolkit: Toolkit, size: Size, safeAreaInsets: EdgeInsets,
    presenterFrame: Rect? = nil, reduceMotion: Bool = false
  ) where Content == PresentationContent<Toolkit> {
    let parts = SceneParts(
      toolkit: toolkit, size: size, safeAreaInsets: safeAreaInsets, reduceMotion: reduceMotion)
    self.init(parts: parts) {
      PresentationContent(style: style, parts: $0, presenterFrame: presenterFrame)
    }
  }
}
