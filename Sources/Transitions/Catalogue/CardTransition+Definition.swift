extension CardTransition {
  /// What a ``CardTransition`` is made from; `Configuration()` is seed 002's card.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The card's distance from the top of the screen, in points, 0…1000 (at most half the
    /// window's height, whatever is asked: a short window still shows a card). Default 60.
    public var top = 60.0
    /// The card's and the shrunk presenter's corner radius, in points, 0…100. Default 12.
    public var cornerRadius = 12.0
    /// The presenter's scale behind the card, 0.5…1. Default 0.88.
    public var presenterScale = 0.88
    /// Whether a tap, or a downward pan, on the dimmed strip above the card dismisses.
    /// Default `true`.
    public var dismissesOnDimmingTap = true
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/fastOrPastHalfway``.
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .number(
        "top", \.top, in: 0...1000, unit: "pt",
        "the card's distance from the top of the screen (at most half its height)"),
      .number(
        "cornerRadius", \.cornerRadius, in: 0...100, unit: "pt",
        "the card's and the shrunk presenter's corner radius"),
      .number(
        "presenterScale", \.presenterScale, in: 0.5...1, unit: "",
        "the presenter's scale behind the card"),
      .bool(
        "dismissesOnDimmingTap", \.dismissesOnDimmingTap, deprecatedNames: ["dismissOnDimmingTap"],
        "a tap, or a downward pan, on the dimmed strip above the card dismisses"),
      .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway),
    ]
  }

  /// The catalogue's `card`.
  nonisolated public static let definition = TransitionDefinition(
    id: "card",
    summary:
      "Seed 002: an iOS 13 sheet slides up (0.5 s spring, damping ratio 1) while the "
      + "presenter shrinks behind a dimming view; swipe down, or tap the dimmed strip, to "
      + "dismiss.",
    configuration: Configuration.self
  ) { configuration in .card(configuration) }
}

extension TransitionStyle {
  /// Seed 002's card: see ``CardTransition``.
  public static func card(_ configuration: CardTransition.Configuration) -> TransitionStyle {
    TransitionStyle { CardTransition(configuration) }
  }

  /// Seed 002's card: see ``CardTransition`` and, for each value,
  /// ``CardTransition/Configuration``.
  public static func card(
    top: Double = CardTransition.Configuration().top,
    cornerRadius: Double = CardTransition.Configuration().cornerRadius,
    presenterScale: Double = CardTransition.Configuration().presenterScale,
    dismissesOnDimmingTap: Bool = CardTransition.Configuration().dismissesOnDimmingTap,
    releasePolicy: ReleasePolicy = CardTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .card(
      CardTransition.Configuration(
        top: top, cornerRadius: cornerRadius, presenterScale: presenterScale,
        dismissesOnDimmingTap: dismissesOnDimmingTap, releasePolicy: releasePolicy))
  }

  /// Seed 002's card, with the tap option under its former name.
  @available(
    *, deprecated,
    renamed: "card(top:cornerRadius:presenterScale:dismissesOnDimmingTap:releasePolicy:)"
  )
  public static func card(
    top: Double = CardTransition.Configuration().top,
    cornerRadius: Double = CardTransition.Configuration().cornerRadius,
    presenterScale: Double = CardTransition.Configuration().presenterScale,
    dismissOnDimmingTap: Bool,
    releasePolicy: ReleasePolicy = CardTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .card(
      top: top, cornerRadius: cornerRadius, presenterScale: presenterScale,
      dismissesOnDimmingTap: dismissOnDimmingTap, releasePolicy: releasePolicy)
  }
}

extension CardTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
