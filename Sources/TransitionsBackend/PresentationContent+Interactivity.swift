public import Transitions

extension PresentationContent {
  // MARK: Interactivity per direction

  /// Switches the engine's gestures of one direction (`.present`: the presentation gesture;
  /// `.dismiss`: every dismissal gesture) on or off, at any time: the manager's
  /// `TransitionManager/setInteractive(_:for:)`. Off, they stop beginning, so the toolkit's
  /// views under the finger keep its touches (the forwarding recogniser never begins); a drag
  /// under way goes on to its release.
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    manager.setInteractive(enabled, for: operation)
  }

  /// Whether the engine's gestures of `operation` may begin (``setInteractive(_:for:)``).
  public func isInteractive(_ operation: TransitionOperation) -> Bool {
    manager.isInteractive(operation)
  }

  /// What the forwarding recogniser's `gestureRecognizerShouldBegin` answers: whether the
  /// engine's gestures may take the touches now. A gesture that has taken them goes on
  /// (``claimsTouches``); otherwise the direction a new one would begin must be switched on
  /// (`.dismiss` once presented, `.present` before).
  public var gesturesMayBegin: Bool {
    if claimsTouches { return true }
    let shown = presented.presentingViewController != nil
    return manager.isInteractive(shown ? .dismiss : .present)
  }
}
