public import Stage

/// One containment or appearance call on a container's real child, as UIKit names them.
/// UIKit's `addChild(_:)` sends the child's `willMove(toParent:)` itself, and
/// `removeFromParent()` its `didMove(toParent: nil)`: so each engine callback is exactly one
/// toolkit call (``BackendAction/child(_:_:)``).
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
