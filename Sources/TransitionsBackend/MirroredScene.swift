public import Motion
public import Stage
import Transitions

/// The one engine scene behind every live backend: an engine `Window` (Stage) that mirrors a
/// toolkit's container (a modal presentation's, a navigation stack's, a custom container's),
/// whatever hosts it. What differs between hosts is a small ``SceneContent`` the scene holds
/// (``PresentationContent``, ``NavigationContent``, ``ContainerContent``); everything else is
/// here, once:
///
/// - **One tick** (``tick(mediaTime:)``): the window runs a frame at the toolkit's media time
///   (``MediaTimeDriver``), the toolkit's views show it (only what changed), and the content
///   reports what the frame did (its context's progress, a run's end).
/// - **One input path** (``send(id:phase:location:mediaTime:)``): real touches in media time, a
///   late lift never lost.
/// - **One rule for frames** (``needsFrames``): the display link runs while anything can still
///   move, and stops one unchanged frame after everything rests.
/// - **One resize** (``resize(to:safeAreaInsets:)``), **one keyboard**
///   (``keyboardWillChangeFrame(_:feed:)``), **one Reduce Motion** (``setReduceMotion(_:)``).
/// - **One action type** (``BackendAction``), collected in one outbox whose storage is kept: a
///   frame allocates nothing.
///
/// ```swift
/// let scene = MirroredPresentation(
///   style: .card(), toolkit: views, size: size, safeAreaInsets: insets)
/// scene.content.toolkitWillPresent(container: c, presentedView: p, presenterView: h, animated: true)
/// while scene.needsFrames { perform(scene.tick(mediaTime: link.targetTimestamp)) }
/// ```
///
/// A new kind of host (a tab bar) is one new ``SceneContent``.
@MainActor
public final class MirroredScene<Content: SceneContent> {
  /// What every scene is made of: the window's host, the media-time driver, the view binder and
  /// the outbox; shared with the content.
  public let parts: SceneParts<Content.Toolkit>
  /// What this host mirrors: a presentation, a navigation stack, a container.
  public let content: Content

  /// A scene whose content `make` builds from the parts.
  public init(
    parts: SceneParts<Content.Toolkit>, content make: (SceneParts<Content.Toolkit>) -> Content
  ) {
    self.parts = parts
    content = make(parts)
    parts.isAtRest = { [weak self] in self?.needsFrames == false }
    parts.renderServer.takeBack = { [weak self] in self?.takeBackBeforeChange() }
  }

  /// The host of the engine's window.
  public var host: StageHost { parts.host }
  /// Drives the host in the toolkit's media time.
  public var driver: MediaTimeDriver { parts.driver }
  /// Shows the engine's views with the toolkit's.
  public var binder: ViewBinder<Content.Toolkit> { parts.binder }
  /// The engine's window.
  public var window: Window { parts.host.window }

  // MARK: Frames

  /// One display frame at `mediaTime` (UIKit: the display link's `targetTimestamp`): the window
  /// runs a frame at the mapped time (``MediaTimeDriver/tick(mediaTime:)``), the toolkit's views
  /// are updated (only what changed), and the content reports what the frame did. Nothing
  /// happens once the scene is over, or for a time that is not later than the last frame's.
  @discardableResult
  public func tick(mediaTime: Double) -> [BackendAction] {
    guard !content.isOver, !isCommitted, parts.driver.tick(mediaTime: mediaTime) else {
      return parts.drain()
    }
    parts.apply()
    content.frameApplied()
    return parts.drain()
  }

  /// Whether the display link must tick, one rule for every host: not once the scene is over;
  /// else while a run is under way (the engine's or the toolkit's, ``SceneContent/isRunning``),
  /// an animator runs, a finger is down (a rubber-band drag or a sheet between its detents moves
  /// views with no run), the keyboard moves or is held, or the last frame changed something (a
  /// view settling): frames stop one unchanged frame after everything has come to rest.
  public var needsFrames: Bool {
    guard !content.isOver, !isCommitted else { return false }
    let window = parts.host.window
    return content.isRunning || content.movesOutsideRuns || content.keepsTime
      || window.runningAnimatorCount > 0
      || parts.driver.hasFingersDown
      || window.keyboard.isAnimating || window.keyboard.isTracked
      || parts.host.published.hasChanges
  }

  /// The glue starts its display link at `mediaTime` (UIKit: `CACurrentMediaTime()`), because
  /// ``needsFrames`` became true after a call: the clock, released when the scene came to rest,
  /// anchors there (``MediaTimeDriver/wake(mediaTime:)``), so the time the link was stopped is
  /// no hitch and the first frame shows the time since the call.
  ///
  /// ```swift
  /// if scene.needsFrames, !link.isRunning {
  ///   scene.displayLinkStarted(mediaTime: CACurrentMediaTime())
  ///   link.start()
  /// }
  /// ```
  public func displayLinkStarted(mediaTime: Double) {
    parts.driver.wake(mediaTime: mediaTime)
  }

  // MARK: Touches

  /// Delivers a real touch: its finger `id`, `phase`, `location` in the mirrored view's
  /// coordinates and `mediaTime` (UIKit's `UITouch.timestamp`), by
  /// ``MediaTimeDriver/send(id:phase:location:mediaTime:)``'s rule (a late lift is never lost).
  ///
  /// - Returns: whether the touch was delivered (never once the scene is over), and the actions
  ///   it caused (a drag that begins a dismissal returns ``BackendAction/dismiss``, one that
  ///   begins a pop ``BackendAction/pop``).
  @discardableResult
  public func send(
    id: Int, phase: TouchPhase, location: Point, mediaTime: Double
  ) -> (delivered: Bool, actions: [BackendAction]) {
    guard !content.isOver else { return (false, parts.drain()) }
    if isCommitted { reclaim(mediaTime: mediaTime) }  // the render server's run, taken back
    let firstFinger = phase == .began && !parts.driver.hasFingersDown
    let delivered = parts.driver.send(
      id: id, phase: phase, location: location, mediaTime: mediaTime)
    if delivered {
      for generator in parts.haptics.preparations(forFingerDown: firstFinger) {
        parts.emit(.prepareHaptic(generator))
      }
    }
    return (delivered, parts.drain())
  }

  /// Whether one of the engine's gestures has taken the touches (a pan follows the finger, a
  /// grab holds the view): the toolkit's own views should stop receiving them (UIKit: the
  /// forwarding recogniser begins, which cancels them).
  public var engineClaimsTouches: Bool { !content.isOver && content.claimsTouches }

  // MARK: The window

  /// The mirrored view changed size or safe area (UIKit: `viewWillTransition(to:with:)`, a
  /// rotation, or `safeAreaInsetsDidChange`): the engine's window resizes and lays everything out
  /// again, even mid-transition. The safe area has no default: a scene laid out without the
  /// container's runs a sheet under the status bar.
  ///
  /// - Parameters:
  ///   - size: the mirrored view's bounds size, in points.
  ///   - safeAreaInsets: its safe area insets (UIKit's `safeAreaInsets`), in points.
  @discardableResult
  public func resize(to size: Size, safeAreaInsets: EdgeInsets) -> [BackendAction] {
    let window = parts.host.window
    guard !content.isOver else { return parts.drain() }
    guard size != window.bounds.size || safeAreaInsets != window.safeAreaInsets else {
      return parts.drain()
    }
    takeBackBeforeChange()  // the plan assumed the old size
    window.resize(to: size, safeAreaInsets: safeAreaInsets)
    parts.show()
    content.frameApplied()  // what depends on the size at rest (a presented content's) follows
    return parts.drain()
  }

  /// The toolkit laid its views out (UIKit: `containerViewDidLayoutSubviews()`,
  /// `viewDidLayoutSubviews()`): it may have set values of its own on views the scene shows (UIKit
  /// sets a presented view's `frame` from `frameOfPresentedViewInContainerView`, undefined while
  /// the engine's transform is set). Every value of every bound view is set again from the frame
  /// last published, not only what changed since: after a layout, the views show the engine's
  /// values whatever the toolkit did to them.
  @discardableResult
  public func toolkitDidLayout() -> [BackendAction] {
    guard !content.isOver else { return parts.drain() }
    takeBackBeforeChange()  // the model layers hold the plan's end values, not the frame's
    parts.binder.invalidate()
    parts.apply()
    return parts.drain()
  }
}

/// What every ``MirroredScene`` is made of, whatever it mirrors: the engine's window and its
/// host, the media-time driver, the view binder, what follows the frames besides the binder (a
/// zoom's source twin), and the outbox of ``BackendAction``s. The scene and its content share
/// it; it holds neither.
@MainActor
public final class SceneParts<Toolkit: BackendToolkit> {
  /// The host of the engine's window.
  public let host: StageHost
  /// Drives the host in the toolkit's media time.
  public let driver: MediaTimeDriver
  /// Shows the engine's views with the toolkit's.
  public let binder: ViewBinder<Toolkit>
  /// The role of an engine view the transition created, for the toolkit view made for it.
  var roles: (@MainActor (ViewID) -> ViewRole?)?
  /// Whether the scene needs no frames now (its display link stops): asked at the end of every
  /// call, which then rests the driver's clock (``MediaTimeDriver/rest()``).
  var isAtRest: (@MainActor () -> Bool)?
  /// What follows the scene besides the binder: told after each frame is applied, and when the
  /// scene ends.
  var attachments: [any MirroredSceneAttachment] = []
  var outbox = ActionOutbox<BackendAction>()
  /// The generators the scene has played: prepared at each touch-down.
  var haptics = HapticGenerators()
  /// The run committed to the render server, and the planner's storage (issue 30).
  var renderServer = RenderServerState()

  /// The parts of a scene whose window is `size` points with `safeAreaInsets`, shown with
  /// `toolkit`'s views; the engine's haptics become ``BackendAction/haptic(_:)``.
  ///
  /// - Parameters:
  ///   - toolkit: what makes, updates and removes the toolkit's views.
  ///   - size: the mirrored view's bounds size, in points.
  ///   - safeAreaInsets: its safe area insets (UIKit's `safeAreaInsets`), in points: no default.
  ///   - reduceMotion: the system's Reduce Motion setting now.
  public init(toolkit: Toolkit, size: Size, safeAreaInsets: EdgeInsets, reduceMotion: Bool) {
    let window = Window(size: size, safeAreaInsets: safeAreaInsets)
    host = StageHost(window: window)
    driver = MediaTimeDriver(host: host)
    binder = ViewBinder(toolkit: toolkit)
    window.environment = Environment(
      reduceMotion: reduceMotion,
      haptics: HapticForwarder { [weak self] feedback in
        self?.haptics.played(feedback)
        self?.outbox.append(.haptic(feedback))
      })
  }

  /// The engine's window.
  public var window: Window { host.window }

  /// Publishes the scene as it is now and applies it to the toolkit's views.
  func show() {
    host.publish()
    apply()
  }

  /// Applies the frame last published to the toolkit's views, and tells the attachments.
  func apply() {
    if let roles {
      binder.apply(host.published, host: host, role: roles)
    } else {
      binder.apply(host.published, host: host)
    }
    for attachment in attachments { attachment.sceneApplied() }
  }

  /// Lets go of every created view and attachment: the scene is over.
  func letGo() {
    binder.removeAll()
    for attachment in attachments { attachment.sceneEnded() }
    attachments.removeAll()
  }

  func emit(_ action: BackendAction) { outbox.append(action) }

  func emit(_ commands: [TransitionHandshake.Command]) {
    for command in commands { outbox.append(.context(command)) }
  }

  func emit(_ commands: [AlongsideAnimations.Command]) {
    for command in commands { outbox.append(.alongside(command)) }
  }

  /// The actions of the call that ends now. A scene that needs no more frames rests its clock:
  /// the glue stops its display link now, and the next frame or touch anchors anew.
  func drain() -> [BackendAction] {
    if isAtRest?() == true { driver.rest() }
    return outbox.drain()
  }
}
