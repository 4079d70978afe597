extension CrossDissolveTransition {
  /// What a ``CrossDissolveTransition`` is made from; `Configuration()` is Transmission's
  /// `.crossDissolve`.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// A button's fade, in seconds, 0.1…2: the spring of damping ratio 1 settles in it.
    /// Default 0.35 (Transmission's `ViewControllerTransition.transitionDuration`:
    /// `defaultDuration: 0.35`).
    public var duration = 0.35
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/fastOrPastHalfway``.
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .number(
        "duration", \.duration, in: 0.1...2, unit: "s",
        "a button's fade: a spring of damping ratio 1 settled in this time"),
      .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway),
    ]
  }

  /// The catalogue's `crossDissolve`.
  nonisolated public static let definition = TransitionDefinition(
    id: "crossDissolve",
    summary:
      "The screen fades in over the presenter and out again, with no movement (0.35 s spring, "
      + "damping ratio 1); drag it any way to fade it out (progress = distance / half the "
      + "window's shorter side).",
    configuration: Configuration.self
  ) { configuration in .crossDissolve(configuration) }
}

extension TransitionStyle {
  /// The cross-dissolve: see ``CrossDissolveTransition``.
  public static func crossDissolve(
    _ configuration: CrossDissolveTransition.Configuration
  ) -> TransitionStyle {
    TransitionStyle { CrossDissolveTransition(configuration) }
  }

  /// The cross-dissolve: see ``CrossDissolveTransition`` and, for each value,
  /// ``CrossDissolveTransition/Configuration``.
  ///
  /// ```swift
  /// try home.present(photo, transition: .crossDissolve(duration: 0.5))
  /// ```
  public static func crossDissolve(
    duration: Double = CrossDissolveTransition.Configuration().duration,
    releasePolicy: ReleasePolicy = CrossDissolveTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .crossDissolve(
      CrossDissolveTransition.Configuration(duration: duration, releasePolicy: releasePolicy))
  }
}

extension CrossDissolveTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
