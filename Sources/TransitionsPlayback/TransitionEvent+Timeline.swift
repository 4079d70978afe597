import Stage
import Transitions

extension Timeline.AppearanceCallback {
  /// The callback a lifecycle event is, if it is one.
  init?(_ event: LifecycleEvent) {
    switch event {
    case .viewWillAppear: self = .willAppear
    case .viewDidAppear: self = .didAppear
    case .viewWillDisappear: self = .willDisappear
    case .viewDidDisappear: self = .didDisappear
    default: return nil
    }
  }
}

extension TransitionEvent {
  /// The timeline's event, or `nil` for a failure (which ends the play with an error).
  var timelineEvent: Timeline.EventKind? {
    func op(_ operation: TransitionOperation) -> Timeline.Operation {
      Timeline.Operation(rawValue: operation.rawValue) ?? .present
    }
    switch self {
    case .transitionBegan(let operation, let interactive):
      return .transitionBegan(operation: op(operation), interactive: interactive)
    case .interactionBegan: return .interactionBegan
    case .interactionEnded(_, let finish, let velocity, let progress):
      return .interactionEnded(
        decision: finish ? .finish : .cancel, velocity: velocity, progress: progress)
    case .transitionEnded(let operation, let completed):
      return .transitionEnded(operation: op(operation), completed: completed)
    case .transitionFailed:
      return nil  // not a timeline event: the play fails (`Recorder.failure`)
    }
  }
}
