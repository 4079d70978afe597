/// Which operations' gestures are switched off at runtime, for whatever hosts interactions (a
/// ``TransitionManager``, a ``ContainerViewController``, a ``NavigationController``): the rule
/// of ``TransitionManager/setInteractive(_:for:)``, kept by each.
struct InteractivitySwitches: Sendable, Hashable {
  private var off: Set<TransitionOperation> = []

  /// Switches the gestures of `operation` on or off.
  mutating func set(_ enabled: Bool, for operation: TransitionOperation) {
    if enabled { off.remove(operation) } else { off.insert(operation) }
  }

  /// Whether the gestures of `operation` may begin.
  func allows(_ operation: TransitionOperation) -> Bool { !off.contains(operation) }
}
