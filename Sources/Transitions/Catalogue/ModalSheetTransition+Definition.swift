extension ModalSheetTransition {
  /// What a ``ModalSheetTransition`` is made from; `Configuration()` is seed 001's card with
  /// the standard dismissal.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// How a finger may dismiss the card. Default `.standard`.
    public var dismissal = ModalDismissal.standard
    /// The card's height, in points, 100…10 000; it sits 56 pt from the top. Default 480.
    public var height = 480.0
    /// For `.input` dismissal: the drag, in points, 1…10 000, that dismisses; a selection
    /// haptic marks each crossing. Default 160.
    public var threshold = 160.0
    /// How a release decides with `.standard` dismissal: ``ReleasePolicy/projected`` (default)
    /// or ``ReleasePolicy/fastOrPastHalfway`` (seed 001's).
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .choice(
        "dismissal", \.dismissal,
        "none: only the dismiss action; standard: swipe down, by the policy; input: drag at "
          + "least `threshold` points"),
      .number(
        "height", \.height, in: 100...10_000, unit: "pt",
        "the card's height; it sits 56 pt from the top"),
      .number(
        "threshold", \.threshold, in: 1...10_000, unit: "pt",
        "for input: the drag that dismisses; a selection haptic marks each crossing"),
      .releasePolicy(
        \.releasePolicy, choices: [.projected, .fastOrPastHalfway],
        "release rule for standard: projected, or fastOrPastHalfway (v > 300 pt/s, or p > 0.5 "
          + "and v > −300 pt/s)"),
    ]
  }

  /// The catalogue's `modal`. Its stage may hold scrolling content (`"stage":
  /// {"scrollContent": true}`), which its dismissal hands off from.
  nonisolated public static let definition = TransitionDefinition(
    id: "modal",
    summary:
      "Seed 001: a card slides up over a dimming view (0.5 s spring, damping ratio 1); "
      + "dismissed by a swipe, a deliberate drag, or only by code. Its scene may hold "
      + "scrolling content (scene.scrollContent) that hands off to the swipe.",
    configuration: Configuration.self, supportsScrollContent: true
  ) { configuration in .modalSheet(configuration) }
  // A card: its presented screen's top corners are rounded.
  .staged { _ in Staging(presentedCornerRadius: 16) }
}

extension TransitionStyle {
  /// Seed 001's modal sheet: see ``ModalSheetTransition``.
  public static func modalSheet(_ configuration: ModalSheetTransition.Configuration)
    -> TransitionStyle
  {
    TransitionStyle { ModalSheetTransition(configuration) }
  }

  /// Seed 001's modal sheet: see ``ModalSheetTransition`` and, for each value,
  /// ``ModalSheetTransition/Configuration``.
  ///
  /// ```swift
  /// try home.present(detail, transition: .modalSheet(dismissal: .input, threshold: 160))
  /// ```
  public static func modalSheet(
    dismissal: ModalDismissal = ModalSheetTransition.Configuration().dismissal,
    height: Double = ModalSheetTransition.Configuration().height,
    threshold: Double = ModalSheetTransition.Configuration().threshold,
    releasePolicy: ReleasePolicy = ModalSheetTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .modalSheet(
      ModalSheetTransition.Configuration(
        dismissal: dismissal, height: height, threshold: threshold, releasePolicy: releasePolicy))
  }

  /// Seed 001's modal sheet, under its former name (`modal` also names the family of
  /// ``ModalTransition``s).
  @available(*, deprecated, renamed: "modalSheet(dismissal:height:threshold:releasePolicy:)")
  public static func modal(
    dismissal: ModalDismissal = ModalSheetTransition.Configuration().dismissal,
    height: Double = ModalSheetTransition.Configuration().height,
    threshold: Double = ModalSheetTransition.Configuration().threshold,
    releasePolicy: ReleasePolicy = ModalSheetTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .modalSheet(
      dismissal: dismissal, height: height, threshold: threshold, releasePolicy: releasePolicy)
  }
}

extension ModalSheetTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
