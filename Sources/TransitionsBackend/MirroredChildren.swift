import Stage
import Transitions

/// The engine children of a mirrored container or tab bar (``ContainerContent``,
/// ``TabContent``): one engine controller per real child, titled `child0`…, whose containment
/// and appearance callbacks become ``BackendAction/child(_:_:)``, the one toolkit call each.
@MainActor
final class MirroredChildren<Toolkit: BackendToolkit> {
  /// The engine children, in order (at least one).
  let controllers: [ViewController]
  private let parts: SceneParts<Toolkit>
  /// Whether the scene is built: appearance callbacks are emitted from then on.
  var isBuilt = false

  init(count: Int, parts: SceneParts<Toolkit>) {
    self.parts = parts
    controllers = (0..<max(count, 1)).map { index -> ViewController in
      let child = ViewController()
      child.title = "child\(index)"
      return child
    }
    for (index, child) in controllers.enumerated() {
      child.lifecycleObserver = { [weak self] _, event in self?.childEvent(index, event) }
    }
  }

  /// Binds the toolkit's `content` view to the container's `engineContent` (the children's
  /// views come and go in it) and each of the toolkit's `children` views, in order, to its
  /// engine child's view (extra or missing views are ignored): what a mirrored container and a
  /// mirrored tab bar bind first.
  func bind(
    content: Toolkit.BackendView, to engineContent: View, children: [Toolkit.BackendView]
  ) {
    parts.binder.bind(engineContent, to: content, .container)
    for (engine, real) in zip(controllers, children) {
      parts.binder.bind(engine.view, to: real, .moved)
    }
  }

  /// Containment callbacks always (the first child's, from the start, too); appearance
  /// callbacks only after the scene is built (those of selections): the toolkit container's own
  /// appearance reaches its visible child through the toolkit (UIKit: the container forwards
  /// it).
  private func childEvent(_ index: Int, _ event: LifecycleEvent) {
    guard let call = ChildCall(event) else { return }
    switch call {
    case .addChild, .didMoveToParent, .willMoveToNoParent, .removeFromParent:
      parts.emit(.child(index, call))
    case .beginAppearance, .endAppearance:
      if isBuilt { parts.emit(.child(index, call)) }
    }
  }

  /// Whether `container`'s pan follows a finger, or a finger drives its run.
  static func claimsTouches(_ container: ContainerViewController) -> Bool {
    let pan = container.interactiveTransitionGestureRecognizer.state
    return pan == .began || pan == .changed || container.activeRun != nil
  }
}
