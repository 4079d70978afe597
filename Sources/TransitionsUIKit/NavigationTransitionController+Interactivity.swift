extension NavigationTransitionController {
  /// Switches the interactive pop on or off while the stack is shown (issue 31): off, it stops
  /// beginning (the recogniser's `gestureRecognizerShouldBegin(_:)` answers `false`, so your
  /// views keep the touches); a pop a finger drives goes on to its release. The back button
  /// works either way. Unlike disabling ``interactivePopGestureRecognizer`` (UIKit's
  /// `isEnabled = false` cancels a gesture under way), nothing running is cut.
  ///
  /// ```swift
  /// navigation.navigationTransitionController?.setInteractive(false)  // unsaved changes
  /// ```
  public func setInteractive(_ enabled: Bool) {
    runs.setInteractive(enabled, for: .pop)
  }
}
