public import Transitions

extension PresentationContent {
  // MARK: Screen-reader actions to move a sheet

  /// The sheet's screen-reader actions now (`SheetTransition.accessibilityActions`:
  /// "Move to medium", "Move to large", one per detent but the one it is at); none for a
  /// transition without detents. The backend offers them on the presented view (UIKit: a
  /// `UIAccessibilityCustomAction(name:actionHandler:)` each, in `accessibilityCustomActions`)
  /// and offers them again after ``BackendAction/accessibilityActionsChanged``.
  public var accessibilityDetentActions: [DetentAccessibilityAction] {
    (manager.transition as? SheetTransition)?.accessibilityActions ?? []
  }

  /// The screen reader performed `action`: the sheet moves to its detent (as a `selectDetent`);
  /// once it rests there ``BackendAction/announce(_:)`` carries what to announce.
  ///
  /// - Returns: whether the sheet moves (UIKit's action handler returns it), and the actions it
  ///   caused.
  public func performAccessibilityDetentAction(
    _ action: DetentAccessibilityAction
  ) -> (performed: Bool, actions: [BackendAction]) {
    let sheet = manager.transition as? SheetTransition
    let performed = sheet?.performAccessibilityAction(action) ?? false
    return (performed, parts.drain())
  }

  /// A sheet springing between its detents with no run (after `selectDetent`, a screen-reader
  /// action or a new content height): the scene needs frames until it rests.
  public var movesOutsideRuns: Bool {
    manager.activeRun == nil && (manager.transition as? SheetTransition)?.isMoving == true
  }

  /// After each frame and each end of the toolkit's transition:
  /// ``BackendAction/accessibilityActionsChanged`` when the actions changed: the detent the
  /// sheet's leave out, or whether there are any (compared without building the list); the
  /// shade's ("Open shade", "Close shade").
  func reportAccessibilityActions() {
    let anchor: AnyHashable?
    if let sheet = manager.transition as? SheetTransition {
      anchor = sheet.accessibilityAnchor.map { AnyHashable($0) }
    } else if manager.transition is ShadeTransition {
      let kinds = accessibilityShadeActions.map(\.kind)
      anchor = kinds.isEmpty ? nil : AnyHashable(kinds)
    } else {
      return
    }
    guard anchor != lastAccessibilityAnchor else { return }
    lastAccessibilityAnchor = anchor
    parts.emit(.accessibilityActionsChanged)
  }
}

extension PresentationContent {
  // MARK: The content-sized detent

  /// The presented content's fitting height, measured by the toolkit (UIKit: the presented
  /// view's `systemLayoutSizeFitting` at the sheet's width), in points within the safe area:
  /// the sheet's `fitting` detent takes it, and a sheet resting there moves to it
  /// (`SheetTransition.setContentHeight(_:animated:)`). Nothing for a transition
  /// without detents.
  ///
  /// - Throws: `OptionError` at `contentHeight` for a height that is not a finite number of
  ///   points greater than 0; nothing changes then.
  public func setContentHeight(
    _ height: Double, animated: Bool
  ) throws(OptionError) -> [BackendAction] {
    try (manager.transition as? SheetTransition)?.setContentHeight(height, animated: animated)
    return parts.drain()
  }
}
