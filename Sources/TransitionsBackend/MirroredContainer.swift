public import Motion
public import Stage
public import Transitions

/// The engine scene behind a toolkit's custom container (seed 004's, as a real
/// `UIViewController` with child controllers): an engine ``Transitions/ContainerViewController``
/// with one engine child per real child decides every selection, drag and rubber band; the
/// toolkit's views show it, and the toolkit's containment and appearance calls are made in the
/// engine's order.
///
/// - Bound views: the real content view shows the engine's (``BindingOptions/container``: the
///   children's views come and go in it), each real child view shows its engine child's, each
///   bar button and the indicator show theirs (``BindingOptions/moved``).
/// - ``ContainerAction/child(_:_:)``: each containment or appearance callback the engine's
///   children get, in order, as the one toolkit call to make on the real child
///   (``ChildCall``: `addChild`, `didMove(toParent:)`, `willMove(toParent: nil)`,
///   `removeFromParent()`, `beginAppearanceTransition`, `endAppearanceTransition`).
///
/// ```swift
/// let scene = MirroredContainer(children: 3, toolkit: views, size: size)
/// scene.bind(content: realContent, children: realChildViews, buttons: labels, indicator: bar)
/// perform(scene.tick(mediaTime: link.targetTimestamp))
/// ```
@MainActor
public final class MirroredContainer<Toolkit: BackendToolkit> {
  /// What the toolkit must do besides showing frames.
  public enum ContainerAction: Sendable, Hashable {
    /// Make `call` on the real child at `index`.
    case child(Int, ChildCall)
    /// Play a haptic.
    case haptic(HapticFeedback)
  }

  /// One containment or appearance call on a real child, as UIKit names them. UIKit's
  /// `addChild(_:)` sends the child's `willMove(toParent:)` itself, and `removeFromParent()`
  /// its `didMove(toParent: nil)`: so each engine callback is exactly one toolkit call.
  public enum ChildCall: Sendable, Hashable {
    /// `container.addChild(child)` (the engine child's `willMove(toParent: container)`).
    case addChild
    /// `child.didMove(toParent: container)`.
    case didMoveToParent
    /// `child.willMove(toParent: nil)`.
    case willMoveToNoParent
    /// `child.removeFromParent()` (the engine child's `didMove(toParent: nil)`).
    case removeFromParent
    /// `child.beginAppearanceTransition(appearing, animated: true)`.
    case beginAppearance(appearing: Bool)
    /// `child.endAppearanceTransition()`.
    case endAppearance

    /// The toolkit call for an engine child's callback, `nil` for one the toolkit makes itself
    /// (`viewDidLoad`).
    public init?(_ event: LifecycleEvent) {
      switch event {
      case .willMoveToParent(true): self = .addChild
      case .didMoveToParent(true): self = .didMoveToParent
      case .willMoveToParent(false): self = .willMoveToNoParent
      case .didMoveToParent(false): self = .removeFromParent
      case .viewWillAppear: self = .beginAppearance(appearing: true)
      case .viewWillDisappear: self = .beginAppearance(appearing: false)
      case .viewDidAppear, .viewDidDisappear: self = .endAppearance
      case .viewDidLoad: return nil
      }
    }
  }

  /// The host of the engine's window.
  public let host: StageHost
  /// Drives the host in the toolkit's media time.
  public let driver: MediaTimeDriver
  /// The engine's container: the window's root.
  public let container: ContainerViewController
  /// Shows the engine's views with the toolkit's.
  public let binder: ViewBinder<Toolkit>
  private var outbox = ActionOutbox<ContainerAction>()
  private var isBuilt = false

  /// A scene of `children` children (at least one) in a toolkit view of `size` points.
  public init(children: Int, toolkit: Toolkit, size: Size, safeAreaInsets: EdgeInsets = .zero) {
    let window = Window(size: size, safeAreaInsets: safeAreaInsets)
    host = StageHost(window: window)
    driver = MediaTimeDriver(host: host)
    binder = ViewBinder(toolkit: toolkit)
    let engineChildren = (0..<max(children, 1)).map { index -> ViewController in
      let child = ViewController()
      child.title = "child\(index)"
      return child
    }
    container = ContainerViewController(children: engineChildren)
    window.environment = Environment(
      haptics: HapticForwarder { [weak self] feedback in self?.outbox.append(.haptic(feedback)) })
    for (index, child) in engineChildren.enumerated() {
      child.lifecycleObserver = { [weak self] _, event in self?.childEvent(index, event) }
    }
    window.rootViewController = container
    host.publish()
    isBuilt = true
  }

  /// Containment callbacks always (the first child's, from the start, too); appearance
  /// callbacks only after the scene is built (those of selections): the toolkit container's own
  /// appearance reaches its visible child through the toolkit (UIKit: the container forwards
  /// it).
  private func childEvent(_ index: Int, _ event: LifecycleEvent) {
    guard let call = ChildCall(event) else { return }
    switch call {
    case .addChild, .didMoveToParent, .willMoveToNoParent, .removeFromParent:
      outbox.append(.child(index, call))
    case .beginAppearance, .endAppearance:
      if isBuilt { outbox.append(.child(index, call)) }
    }
  }

  /// The engine's window.
  public var window: Window { host.window }

  /// Binds the toolkit's views: its content view, one view per child (in order), one per bar
  /// button and the selection indicator. Extra or missing views are ignored. Returns the
  /// containment of the first child, made when the scene was built, for the toolkit to make.
  @discardableResult
  public func bind(
    content: Toolkit.BackendView, children: [Toolkit.BackendView],
    buttons: [Toolkit.BackendView], indicator: Toolkit.BackendView
  ) -> [ContainerAction] {
    binder.bind(container.contentView, to: content, .container)
    for (engine, real) in zip(container.viewControllers, children) {
      binder.bind(engine.view, to: real, .moved)
    }
    for (engine, real) in zip(container.buttons, buttons) {
      binder.bind(engine, to: real, BindingOptions.moved.subtracting(.backgroundColor))
    }
    binder.bind(container.indicatorView, to: indicator, .moved)
    binder.apply(host.published, host: host)
    return drain()
  }

  /// One display frame at `mediaTime` (see ``MediaTimeDriver/tick(mediaTime:)``); the toolkit's
  /// views are updated.
  @discardableResult
  public func tick(mediaTime: Double) -> [ContainerAction] {
    if driver.tick(mediaTime: mediaTime) { binder.apply(host.published, host: host) }
    return drain()
  }

  /// A real touch in the container view's coordinates (see
  /// ``MediaTimeDriver/send(id:phase:location:mediaTime:)``): the engine's pan drags between
  /// children, its buttons' taps select.
  @discardableResult
  public func send(
    id: Int, phase: TouchPhase, location: Point, mediaTime: Double
  ) -> (delivered: Bool, actions: [ContainerAction]) {
    let delivered = driver.send(id: id, phase: phase, location: location, mediaTime: mediaTime)
    return (delivered, drain())
  }

  /// Shows the child at `index`, animated (``Transitions/ContainerViewController/select(index:)``).
  @discardableResult
  public func select(index: Int) -> (accepted: Bool, actions: [ContainerAction]) {
    let accepted = container.select(index: index)
    return (accepted, drain())
  }

  /// The toolkit view was resized: the engine lays the container out again.
  @discardableResult
  public func resize(to size: Size, safeAreaInsets: EdgeInsets? = nil) -> [ContainerAction] {
    window.resize(to: size, safeAreaInsets: safeAreaInsets)
    host.publish()
    binder.apply(host.published, host: host)
    return drain()
  }

  /// Whether the engine has something moving: the display link must tick.
  public var needsFrames: Bool {
    container.activeRun != nil || window.runningAnimatorCount > 0
  }

  /// Enables or disables the default interaction (UIKit: the container's
  /// `interactiveTransitionGestureRecognizer.isEnabled`).
  public func setInteractionEnabled(_ enabled: Bool) {
    container.interactiveTransitionGestureRecognizer.isEnabled = enabled
  }

  private func drain() -> [ContainerAction] { outbox.drain() }
}

extension BindingOptions {
  /// These options, with `changes` no longer applied.
  public func subtracting(_ changes: ViewChanges) -> BindingOptions {
    var options = self
    options.applies.subtract(changes)
    return options
  }
}
