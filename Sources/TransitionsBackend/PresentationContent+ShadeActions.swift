public import Transitions

extension PresentationContent {
  // MARK: Screen-reader actions to open and close a shade

  /// The shade's screen-reader actions now (`ShadeTransition.accessibilityActions`): "Close
  /// shade" while it is shown and at rest, "Open shade" while it is not shown and its
  /// presentation gesture is installed (``installPresentationInteraction()``); none while a
  /// run is under way or a finger is on it, and none for another transition. The backend offers
  /// "Close shade" on the presented view and "Open shade" on the presenter's (UIKit: a
  /// `UIAccessibilityCustomAction(name:actionHandler:)` in `accessibilityCustomActions`), and
  /// offers them again after ``BackendAction/accessibilityActionsChanged``.
  public var accessibilityShadeActions: [ShadeAccessibilityAction] {
    guard !isOver, let shade = manager.transition as? ShadeTransition else { return [] }
    return shade.accessibilityActions(
      isPresented: presented.presentingViewController != nil,
      canPresent: manager.presentationInteraction != nil, isMoving: isRunning || claimsTouches)
  }

  /// The screen reader performed `action`: a shade action offered now asks the toolkit to
  /// present (``BackendAction/present``) or dismiss (``BackendAction/dismiss``) with
  /// animation, as a button would, and once that run completes ``BackendAction/announce(_:)``
  /// carries what to announce ("Shade open"). An action not offered now does nothing.
  ///
  /// - Returns: whether the shade moves (UIKit's action handler returns it: `false` tells
  ///   VoiceOver the action failed), and the actions it caused.
  public func performAccessibilityShadeAction(
    _ action: ShadeAccessibilityAction
  ) -> (performed: Bool, actions: [BackendAction]) {
    guard let shade = manager.transition as? ShadeTransition,
      accessibilityShadeActions.contains(where: { $0.kind == action.kind })
    else { return (false, parts.drain()) }
    shade.willPerformAccessibilityAction(action.kind)
    parts.emit(action.kind == .open ? .present : .dismiss)
    return (true, parts.drain())
  }
}
