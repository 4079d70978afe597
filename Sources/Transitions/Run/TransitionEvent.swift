public import Motion

/// What happened to a transition, for live progress UIs, logs and `transitions play`
/// (``TransitionManager/onEvent``, ``ContainerViewController/onEvent``).
public enum TransitionEvent: Sendable, Hashable {
  case transitionBegan(TransitionOperation, interactive: Bool)
  case interactionBegan(TransitionOperation)
  /// `velocity`: the finger's, in pt/s; `progress` where it let go.
  case interactionEnded(TransitionOperation, finish: Bool, velocity: Vector, progress: Double)
  case transitionEnded(TransitionOperation, completed: Bool)
  /// The transition could not run (its animator could not be built): it was cancelled with
  /// everything restored, and neither `transitionBegan` nor `transitionEnded` is sent for it.
  /// `reason` is the error's description, on one line.
  case transitionFailed(TransitionOperation, reason: String)
}

extension TransitionEvent: CustomStringConvertible {
  /// One line, as `transitionBegan(present, interactive: false)`.
  public var description: String {
    switch self {
    case .transitionBegan(let operation, let interactive):
      return "transitionBegan(\(operation.rawValue), interactive: \(interactive))"
    case .interactionBegan(let operation):
      return "interactionBegan(\(operation.rawValue))"
    case .interactionEnded(let operation, let finish, let velocity, let progress):
      return "interactionEnded(\(operation.rawValue), finish: \(finish), velocity: \(velocity), "
        + "progress: \(progress))"
    case .transitionEnded(let operation, let completed):
      return "transitionEnded(\(operation.rawValue), completed: \(completed))"
    case .transitionFailed(let operation, let reason):
      return "transitionFailed(\(operation.rawValue), reason: \(reason))"
    }
  }
}
