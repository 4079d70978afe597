import Transitions

extension PresentationContent {
  /// A transition keeps time (`TimeKeeping`: a toast's countdown runs): the scene
  /// needs frames at rest, so that the engine's clock (the
  /// display link's time) reaches the toast's timeout and the engine dismisses it
  /// (`ToastCountdown`). One tick per frame that compares a time and moves nothing.
  public var keepsTime: Bool {
    !isOver && (manager.transition as? any TimeKeeping)?.keepsTime == true
  }

  /// Whether the presentation is an overlay the content behind stays usable under (a toast):
  /// its container passes touches beside the presented view through, and it is not modal for
  /// the screen reader (the elements behind it stay readable; the toast is announced instead,
  /// `ToastTransition/announcement`).
  public var isOverlay: Bool { manager.transition is ToastTransition }
}
