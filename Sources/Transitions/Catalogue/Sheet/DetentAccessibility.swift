/// One screen-reader action that moves a sheet to a detent: VoiceOver's "Move to large" in the
/// Actions rotor (UIKit: a `UIAccessibilityCustomAction` in the sheet's
/// `accessibilityCustomActions`).
public struct DetentAccessibilityAction: Sendable, Hashable {
  /// The detent the action moves the sheet to.
  public var detent: SheetDetent
  /// The action's name, as the screen reader says it ("Move to large").
  public var name: String

  public init(detent: SheetDetent, name: String) {
    self.detent = detent
    self.name = name
  }
}

/// The words of a sheet's screen-reader actions and announcements, to localise: each template
/// has `{detent}` where the detent's name goes, and ``points`` has `{points}` where a custom
/// height's number goes. The defaults are English.
///
/// ```swift
/// var text = DetentAccessibilityText()
/// text.action = "Aller à {detent}"
/// text.medium = "moyen"
/// sheet.accessibilityText = text
/// ```
public struct DetentAccessibilityText: Sendable, Hashable {
  /// An action's name. Default `"Move to {detent}"`.
  public var action = "Move to {detent}"
  /// What is announced once a screen-reader action has brought the sheet to rest at its detent.
  /// Default `"Sheet at {detent}"`.
  public var announcement = "Sheet at {detent}"
  /// ``SheetDetent/medium``'s name. Default `"medium"`.
  public var medium = "medium"
  /// ``SheetDetent/large``'s name. Default `"large"`.
  public var large = "large"
  /// ``SheetDetent/fitting``'s name. Default `"content height"`.
  public var fitting = "content height"
  /// A custom height's name (``SheetDetent/height(_:)``). Default `"{points} points"`.
  public var points = "{points} points"

  public init() {}

  /// `detent`'s name in these words.
  public func name(of detent: SheetDetent) -> String {
    switch detent {
    case .medium: return medium
    case .large: return large
    case .fitting: return fitting
    case .height(let value):
      return points.replacing("{points}", with: value.rounded().shortestText)
    }
  }

  /// The name of the action that moves to `detent` ("Move to large").
  public func actionName(for detent: SheetDetent) -> String {
    action.replacing("{detent}", with: name(of: detent))
  }

  /// What is announced when a screen-reader action has brought the sheet to `detent`
  /// ("Sheet at large").
  public func announcement(for detent: SheetDetent) -> String {
    announcement.replacing("{detent}", with: name(of: detent))
  }
}
