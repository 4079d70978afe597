/// The sheet's screen-reader actions: one per detent to move to, announced on arrival.
extension SheetTransition {
  /// The screen-reader actions now, smallest detent first: one for each detent but the one the
  /// sheet rests at or is moving to ("Move to medium", "Move to large": names from
  /// ``accessibilityText``); none while it is not presented, a finger holds it or a transition
  /// runs (nothing could move it then). A backend offers them as VoiceOver's custom actions
  /// (UIKit: `UIAccessibilityCustomAction(name:actionHandler:)` in the presented view's
  /// `accessibilityCustomActions`, "Assistive apps display custom actions in response to
  /// specific user cues. For example, VoiceOver lets users access actions quickly using the
  /// Actions rotor", developer.apple.com/documentation/uikit/uiaccessibilitycustomaction).
  /// A person using VoiceOver does not drag the sheet: these give them the detents a finger
  /// has (issue 31: asked of Transmission's and FloatingPanel's users alike).
  public var accessibilityActions: [DetentAccessibilityAction] {
    guard let selected = accessibilityAnchor else { return [] }
    return detents.filter { $0 != selected }.map { detent in
      DetentAccessibilityAction(detent: detent, name: accessibilityText.actionName(for: detent))
    }
  }

  /// The detent ``accessibilityActions`` leaves out (the one the sheet rests at or moves to),
  /// or `nil` when there are none: what a backend compares each frame to know when the actions
  /// changed, without building them.
  package var accessibilityAnchor: SheetDetent? {
    guard hold == nil else { return nil }
    switch position {
    case .resting, .springing: return selectedDetent
    case .hidden, .dragged, .presenting, .dismissing: return nil
    }
  }

  /// Performs a screen-reader action: the sheet moves to its detent as ``select(_:animated:)``
  /// does (on the detent spring, not interactive; reported as
  /// ``SheetEvent/detentChanged(from:to:interactive:)`` with `interactive` false). Once it
  /// rests there, ``onAccessibilityAnnouncement`` is called with
  /// ``DetentAccessibilityText/announcement(for:)`` ("Sheet at large"): the screen reader's
  /// focus stays on the sheet, so the announcement is how its user hears that the sheet moved
  /// (Apple: post `.announcement` "to provide accessibility information about events that
  /// don't update the app's UI, or that update the UI only briefly",
  /// developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement). No
  /// announcement when a finger catches the sheet first, or it ends elsewhere.
  ///
  /// - Returns: Whether the sheet moves (UIKit's handler returns it: `false` tells VoiceOver the
  ///   action failed): `false` for a detent not offered now (``accessibilityActions``).
  @discardableResult
  public func performAccessibilityAction(_ action: DetentAccessibilityAction) -> Bool {
    guard accessibilityActions.contains(where: { $0.detent == action.detent }) else {
      return false
    }
    announcing = action.detent
    guard select(action.detent, animated: true) else {
      announcing = nil
      return false
    }
    return true
  }
}
