extension TransitionManager {
  /// Switches the gestures of one direction on or off while the transition is shown (or before):
  /// `.present` for the presentation gesture on the presenter's view, `.dismiss` for every
  /// dismissal interaction (the presented view's pan, the dimming's, a sheet's drag).
  ///
  /// Switched off, the direction's gestures stop beginning: a pan or a grab that would start
  /// or catch a transition is refused, so its touches reach the views under it (a button, the
  /// content's own recognisers). A drag already under way is not cut: it goes on to its release
  /// and the release policy decides as usual. Switched on again, the next touch works as before.
  /// Other operations (`.select`, `.push`, `.pop`) have no interactions here and change nothing.
  ///
  /// The same idea as UIKit's `isModalInPresentation` for the dismissal ("prevents the
  /// interactive dismissal of the view controller while it is onscreen",
  /// developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation) and
  /// SwiftUI's `interactiveDismissDisabled(_:)`, for either direction and at any time.
  ///
  /// ```swift
  /// manager.setInteractive(false, for: .dismiss)  // a form with unsaved changes
  /// manager.setInteractive(true, for: .dismiss)
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
