public import Motion
public import Transitions

extension ZoomSourceRegistry {
  /// Makes `popover`, whose source is a key (`TransitionStyle/popover(_:sourceKey:)`), point
  /// at the view registered for that key: its `PopoverTransition/sourceRect` answers
  /// `frameInWindow` of that view (a `UIView`'s frame in its window, as the zoom measures its
  /// source), asked each time the popover is laid out, and `nil` (the configuration's
  /// `sourceFrame`) while no live view is registered or `frameInWindow` finds it in no window.
  /// This registry and the view are held weakly. A popover with no key is unchanged.
  public func resolvePopover(
    _ popover: PopoverTransition,
    frameInWindow: @escaping @MainActor @Sendable (BackendView) -> Rect?
  ) {
    guard let key = popover.toolkitSource as? ZoomSourceKey else { return }
    popover.sourceRect = { [weak self] in self?.view(for: key).flatMap(frameInWindow) }
  }
}

extension TransitionStyle {
  /// The popover (`PopoverTransition`) pointing at the source a front end marked with `key`,
  /// found by ``ZoomSourceRegistry/resolving(_:frameInWindow:)`` (SwiftUI's
  /// `.popover(sourceID:in:)`). Presented without a registry, nothing resolves the key and the
  /// popover points at the configuration's `sourceFrame`.
  public static func popover(
    _ configuration: PopoverTransition.Configuration = PopoverTransition.Configuration(),
    sourceKey key: ZoomSourceKey
  ) -> TransitionStyle {
    .custom {
      let popover = PopoverTransition(configuration)
      popover.toolkitSource = key
      return popover
    }
  }
}
