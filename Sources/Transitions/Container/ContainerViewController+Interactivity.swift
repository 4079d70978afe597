extension ContainerViewController {
  /// Switches the pan across the content on or off while the container is shown (`.select`;
  /// other operations have no gesture here and change nothing), as
  /// ``TransitionManager/setInteractive(_:for:)`` does for a modal transition.
  ///
  /// Switched off, the pan stops beginning: a drag across the content neither starts, catches
  /// nor rubber-bands a switch, and its touches reach the views under it. A drag already under
  /// way is not cut: it goes on to its release and the release policy decides as usual.
  /// ``select(index:)`` and a tap on a button (a tab) are not gestures: they work either way.
  /// Unlike disabling ``interactiveTransitionGestureRecognizer`` (UIKit's `isEnabled = false`
  /// cancels a gesture under way), nothing running is cut.
  ///
  /// ```swift
  /// tabs.setInteractive(false, for: .select)  // an editing mode where a swipe would lose work
  /// ```
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    interactivity.set(enabled, for: operation)
  }

  /// Whether the gestures of `operation` may begin now (``setInteractive(_:for:)``). Default
  /// `true`.
  public func isInteractive(_ operation: TransitionOperation) -> Bool {
    interactivity.allows(operation)
  }
}
