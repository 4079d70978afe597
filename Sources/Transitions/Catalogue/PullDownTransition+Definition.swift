import Motion

extension PullDownTransition {
  /// What a ``PullDownTransition`` is made from; `Configuration()` is seed 000's.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The non-interactive duration, in seconds, 0…10. Default 0.5.
    public var duration = 0.5
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/velocityDirection`` (seed 000's).
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .number(
        "duration", \.duration, in: 0...10, unit: "s",
        "how long a non-interactive present or dismiss takes (ease-in-ease-out)"),
      .releasePolicy(
        \.releasePolicy, choices: [.projected, .velocityDirection],
        "release rule: \(ReleasePolicy.projected) or \(ReleasePolicy.velocityDirection)"),
    ]
  }

  /// The catalogue's `pullDown`.
  nonisolated public static let definition = TransitionDefinition(
    id: "pullDown",
    summary:
      "Seed 000: a full-screen view slides down from above "
      + "(\(Configuration().duration.shortestText) s ease-in-out); pan down on the presenter to "
      + "present, pan up on it to dismiss.",
    configuration: Configuration.self
  ) { configuration in .pullDown(configuration) }
  // Its presented screen is yellow, as seed 000's.
  .staged { _ in Staging(presentedColor: Color(hex: 0xFFCC00)) }
}

extension TransitionStyle {
  /// Seed 000's pull-down: see ``PullDownTransition``.
  public static func pullDown(_ configuration: PullDownTransition.Configuration)
    -> TransitionStyle
  {
    TransitionStyle { PullDownTransition(configuration) }
  }

  /// Seed 000's pull-down: see ``PullDownTransition`` and, for each value,
  /// ``PullDownTransition/Configuration``.
  public static func pullDown(
    duration: Double = PullDownTransition.Configuration().duration,
    releasePolicy: ReleasePolicy = PullDownTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .pullDown(PullDownTransition.Configuration(duration: duration, releasePolicy: releasePolicy))
  }
}

extension PullDownTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
