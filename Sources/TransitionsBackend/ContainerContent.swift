public import Motion
public import Stage
public import Transitions

/// A toolkit's custom container (seed 004's, as a real `UIViewController` with child
/// controllers) mirrored by a ``MirroredScene``: an engine
/// `ContainerViewController` with one engine child per real child decides every
/// selection, drag and rubber band; the toolkit's views show it, and the toolkit's containment
/// and appearance calls are made in the engine's order.
///
/// - Bound views: the real content view shows the engine's (``BindingOptions/container``: the
///   children's views come and go in it), each real child view shows its engine child's, each
///   bar button and the indicator show theirs (``BindingOptions/moved``).
/// - ``BackendAction/child(_:_:)``: each containment or appearance callback the engine's
///   children get, in order, as the one toolkit call to make on the real child (``ChildCall``).
///
/// ```swift
/// let scene = MirroredContainer(children: 3, toolkit: views, size: size, safeAreaInsets: insets)
/// scene.content.bind(content: real, children: childViews, buttons: labels, indicator: bar)
/// perform(scene.tick(mediaTime: link.targetTimestamp))
/// ```
@MainActor
public final class ContainerContent<Toolkit: BackendToolkit>: HostedContent {
  /// The engine's container: the window's root.
  public let container: ContainerViewController
  private let parts: SceneParts<Toolkit>
  private let children: MirroredChildren<Toolkit>

  init(children count: Int, parts: SceneParts<Toolkit>) {
    self.parts = parts
    children = MirroredChildren(count: count, parts: parts)
    container = ContainerViewController(children: children.controllers)
    parts.window.rootViewController = container
    parts.host.publish()
    children.isBuilt = true
  }

  // MARK: SceneContent

  /// A selection or a drag between children runs.
  public var isRunning: Bool { container.activeRun != nil }
  /// A container is never over: it lives as long as its toolkit container.
  public var isOver: Bool { false }
  /// The container's pan follows a finger, or a finger drives its run.
  public var claimsTouches: Bool { MirroredChildren<Toolkit>.claimsTouches(container) }
  public func frameApplied() {}

  // MARK: The toolkit's container

  /// Binds the toolkit's views: its content view, one view per child (in order), one per bar
  /// button and the selection indicator. Extra or missing views are ignored. Returns the
  /// containment of the first child, made when the scene was built, for the toolkit to make.
  @discardableResult
  public func bind(
    content: Toolkit.BackendView, children: [Toolkit.BackendView],
    buttons: [Toolkit.BackendView], indicator: Toolkit.BackendView
  ) -> [BackendAction] {
    self.children.bind(content: content, to: container.contentView, children: children)
    let binder = parts.binder
    for (engine, real) in zip(container.buttons, buttons) {
      binder.bind(engine, to: real, BindingOptions.moved.subtracting(.backgroundColor))
    }
    binder.bind(container.indicatorView, to: indicator, .moved)
    parts.apply()
    return parts.drain()
  }

  /// Shows the child at `index`, animated (`ContainerViewController/select(index:)`).
  @discardableResult
  public func select(index: Int) -> (accepted: Bool, actions: [BackendAction]) {
    parts.changing { container.select(index: index) }
  }

  /// Enables or disables the default interaction (UIKit: the container's
  /// `interactiveTransitionGestureRecognizer.isEnabled`).
  public func setInteractionEnabled(_ enabled: Bool) {
    container.interactiveTransitionGestureRecognizer.isEnabled = enabled
  }

  /// Switches the pan across the content on or off at runtime (`.select`), as
  /// `ContainerViewController/setInteractive(_:for:)`: off, it stops beginning; a drag under way
  /// goes on to its release.
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    container.setInteractive(enabled, for: operation)
  }

  /// What the forwarding recogniser's `gestureRecognizerShouldBegin` answers: a gesture that has
  /// taken the touches goes on; otherwise the pan must be switched on.
  public var gesturesMayBegin: Bool { claimsTouches || container.isInteractive(.select) }
}

/// The scene behind a toolkit's custom container (``ContainerContent``).
public typealias MirroredContainer<Toolkit: BackendToolkit> = MirroredScene<
  ContainerContent<Toolkit>
>

extension MirroredScene {
  /// A scene for a custom container of `children` children (at least one) in a toolkit view of
  /// `size` points with `safeAreaInsets` (no default: pass the view's).
  public convenience init<Toolkit>(
    children: Int, toolkit: Toolkit, size: Size, safeAreaInsets: EdgeInsets,
    reduceMotion: Bool = false
  ) where Content == ContainerContent<Toolkit> {
    let parts = SceneParts(
      toolkit: toolkit, size: size, safeAreaInsets: safeAreaInsets, reduceMotion: reduceMotion)
    self.init(parts: parts) { ContainerContent(children: children, parts: $0) }
  }
}

extension BindingOptions {
  /// These options, with `changes` no longer applied.
  public func subtracting(_ changes: ViewChanges) -> BindingOptions {
    var options = self
    options.applies.subtract(changes)
    return options
  }
}
