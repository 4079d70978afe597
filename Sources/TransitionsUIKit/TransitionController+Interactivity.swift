public import Transitions

extension TransitionController {
  /// Switches the gestures of one direction on or off while the presentation is shown (or
  /// before it): `.present` for the presentation gesture on the presenter's view, `.dismiss` for
  /// the dismissal gestures. Off, they stop beginning: the forwarding recogniser's
  /// `gestureRecognizerShouldBegin(_:)` answers `false`, so the touches reach the app's views
  /// under the finger; a drag under way is not cut. Kept for the next presentation too.
  ///
  /// For the dismissal this is UIKit's `isModalInPresentation` ("prevents the interactive
  /// dismissal of the view controller while it is onscreen",
  /// developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation) for the
  /// engine's gestures.
  ///
  /// ```swift
  /// detail.transitionController?.setInteractive(false, for: .dismiss)
  /// ```
  public func setInteractive(_ enabled: Bool, for operation: TransitionOperation) {
    if enabled {
      nonInteractive.remove(operation)
    } else {
      nonInteractive.insert(operation)
    }
    // Through the runner: the planning twin's gestures follow the scene's.
    perform { scene, _ in
      scene.content.setInteractive(enabled, for: operation)
      return []
    }
  }

  /// Whether the gestures of `operation` may begin (``setInteractive(_:for:)``). Default `true`.
  public func isInteractive(_ operation: TransitionOperation) -> Bool {
    !nonInteractive.contains(operation)
  }
}
