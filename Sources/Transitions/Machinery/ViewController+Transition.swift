public import Stage

extension ViewController {
  /// Presents `controller` with a catalogue transition, in one call: no delegate boilerplate.
  /// The presented controller keeps the transition's manager alive; the manager installs the
  /// dismissal interaction the transition asks for.
  ///
  /// ```swift
  /// try home.present(detail, transition: .modalSheet(dismissal: .standard))
  /// ```
  ///
  /// Pass `onEvent` to observe the whole transition, `transitionBegan` included (it is sent
  /// before this call returns, so a handler set on the returned manager would miss it):
  ///
  /// ```swift
  /// try home.present(detail, transition: .card(), onEvent: { event in print(event) })
  /// // transitionBegan(present, interactive: false), … transitionEnded(present, completed: true)
  /// ```
  ///
  /// - Parameter onEvent: Becomes the manager's ``Transitions/TransitionManager/onEvent``, set before the
  ///   presentation starts.
  /// - Returns: The manager (to observe later events or reach the interactions).
  /// - Throws: `Stage.PresentationError` when Stage refuses (nothing changes then), or
  ///   `Stage.PresentationError.transitionFailed(reason:)` when the transition could not run
  ///   (it was cancelled and everything restored).
  @discardableResult
  public func present(
    _ controller: ViewController, transition style: TransitionStyle, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil,
    onEvent: (@MainActor (TransitionEvent) -> Void)? = nil
  ) throws(PresentationError) -> TransitionManager {
    let manager = TransitionManager(style)
    manager.onEvent = onEvent
    try manager.present(controller, from: self, animated: animated, completion: completion)
    return manager
  }
}
