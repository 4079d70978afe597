/// One screen-reader action of the shade: VoiceOver's "Open shade" or "Close shade" in the
/// Actions rotor (UIKit: a `UIAccessibilityCustomAction` in an element's
/// `accessibilityCustomActions`). A person using VoiceOver cannot pull the shade down from the
/// top of the screen or push it up from its bottom edge: these give them what the finger has,
/// as the sheet's detent actions do (``DetentAccessibilityAction``; issue 31).
public struct ShadeAccessibilityAction: Sendable, Hashable {
  /// What the action does.
  public enum Kind: Sendable, Hashable {
    /// Presents the shade: offered on the presenter while the presentation gesture is
    /// installed and the shade is not shown.
    case open
    /// Dismisses the shade: offered on the shade while it is shown and at rest.
    case close
  }

  /// What the action does.
  public var kind: Kind
  /// The action's name, as the screen reader says it ("Open shade").
  public var name: String

  public init(kind: Kind, name: String) {
    self.kind = kind
    self.name = name
  }
}

/// The words of the shade's screen-reader actions and announcements, to localise. The
/// defaults are English, in the words of the sheet's (``DetentAccessibilityText``: "Move to
/// large", "Sheet at large").
///
/// ```swift
/// var text = ShadeAccessibilityText()
/// text.open = "Ouvrir le volet"
/// shade.accessibilityText = text
/// ```
public struct ShadeAccessibilityText: Sendable, Hashable {
  /// The name of the action that presents the shade. Default `"Open shade"`.
  public var open = "Open shade"
  /// The name of the action that dismisses it. Default `"Close shade"`.
  public var close = "Close shade"
  /// Announced once the open action's presentation completed. Default `"Shade open"`.
  public var opened = "Shade open"
  /// Announced once the close action's dismissal completed. Default `"Shade closed"`.
  public var closed = "Shade closed"

  public init() {}

  /// The name of the action of `kind`.
  public func name(of kind: ShadeAccessibilityAction.Kind) -> String {
    kind == .open ? open : close
  }

  /// What is announced once the action of `kind` has brought the shade to rest where it goes.
  public func announcement(after kind: ShadeAccessibilityAction.Kind) -> String {
    kind == .open ? opened : closed
  }
}

extension ShadeTransition {
  /// The screen-reader actions for a shade that `isPresented` (shown) or not: "Close shade"
  /// while shown, "Open shade" while not shown when its presentation gesture is installed
  /// (`canPresent`: without it nothing could present the shade again); none while `isMoving`
  /// (a run under way, a finger on it: nothing could start then, as with the sheet's actions).
  public func accessibilityActions(
    isPresented: Bool, canPresent: Bool, isMoving: Bool
  ) -> [ShadeAccessibilityAction] {
    guard !isMoving else { return [] }
    let kind: ShadeAccessibilityAction.Kind? =
      isPresented ? .close : (canPresent ? .open : nil)
    return kind.map { [ShadeAccessibilityAction(kind: $0, name: accessibilityText.name(of: $0))] }
      ?? []
  }

  /// A screen-reader action of `kind` is about to start its run (the backend then presents or
  /// dismisses, as a button would): once that run completes, ``onAccessibilityAnnouncement`` is
  /// called with ``ShadeAccessibilityText/announcement(after:)`` ("Shade open"), since the
  /// screen reader's user does not see the shade come or go (Apple: post `.announcement` "to
  /// provide accessibility information about events that don't update the app's UI, or that
  /// update the UI only briefly",
  /// developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement). No
  /// announcement when a finger catches the shade first, or the run is cancelled.
  public func willPerformAccessibilityAction(_ kind: ShadeAccessibilityAction.Kind) {
    announcing = kind
  }

  /// Announces a screen-reader action's outcome (see ``willPerformAccessibilityAction(_:)``).
  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    guard let kind = announcing else { return }
    announcing = nil
    let operation: TransitionOperation = kind == .open ? .present : .dismiss
    guard completed, context.operation == operation else { return }
    onAccessibilityAnnouncement?(accessibilityText.announcement(after: kind))
  }
}
