public import Motion

extension ShadeTransition: ContentProvidingTransition {
  /// The shade's surface: a near-black, as the gallery draws it (`#1C1C1E`).
  public static let surfaceColor = Color(hex: 0x1C1C1E)

  /// Presented without the app's content, the shade is a full-screen surface of
  /// ``surfaceColor``, as the notification screen it imitates.
  public var ownContent: TransitionContent {
    TransitionContent(backgroundColor: Self.surfaceColor)
  }
}
