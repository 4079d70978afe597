extension ShadeTransition {
  /// What a ``ShadeTransition`` is made from; `Configuration()` is seed 003's shade.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// Where a pan must start, in points, 1…1000: this close to the top of the screen to
    /// present, this close to the shade's bottom edge to dismiss. Default 90.
    public var startRegion = 90.0
    /// The attachment's damping ratio, 0.01…10. Default 0.1.
    public var dampingRatio = 0.1
    /// The attachment's frequency, in Hz, 0.1…60. Default 3.
    public var frequency = 3.0
    /// The longest the physics runs before the transition completes anyway, in seconds,
    /// 0.1…60. Default 4.
    public var timeCap = 4.0
    /// How the attachment is integrated: `.exact` (default; closed form, frame-rate
    /// independent) or `.uikitCompatible` (Box2D's implicit Euler, as UIKit Dynamics).
    public var physicsMode = PhysicsMode.exact
    /// Which way the physics pulls on release: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/velocityDirection``.
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .number(
        "startRegion", \.startRegion, in: 1...1000, unit: "pt",
        "a pan presents when it starts this close to the top of the screen, and dismisses "
          + "when it starts this close to the shade's bottom edge"),
      .number(
        "dampingRatio", \.dampingRatio, in: 0.01...10, unit: "ratio",
        deprecatedNames: ["damping"], "the attachment's damping ratio"),
      .number("frequency", \.frequency, in: 0.1...60, unit: "Hz", "the attachment's frequency"),
      .number(
        "timeCap", \.timeCap, in: 0.1...60, unit: "s",
        "the transition completes at rest, or after this long at the latest"),
      .choice(
        "physics", \.physicsMode,
        "exact (closed form, frame-rate independent) or uikitCompatible (Box2D's implicit "
          + "Euler, as UIKit Dynamics)"),
      .releasePolicy(
        \.releasePolicy, choices: [.projected, .velocityDirection],
        "which way the physics pulls on release: projected, or velocityDirection"),
    ]
  }

  /// The catalogue's `shade`. Its content may be its own (``ownContent``).
  nonisolated public static let definition = TransitionDefinition(
    id: "shade",
    summary:
      "Seed 003: a full-screen shade pulled down from the top; on release a UIKit-Dynamics "
      + "world (attachment, collision, elasticity 0.6) decides whether it opens or closes.",
    configuration: Configuration.self, providesOwnContent: true
  ) { configuration in .shade(configuration) }
}

extension TransitionStyle {
  /// Seed 003's physics shade: see ``ShadeTransition``.
  public static func shade(_ configuration: ShadeTransition.Configuration) -> TransitionStyle {
    TransitionStyle { ShadeTransition(configuration) }
  }

  /// Seed 003's physics shade: see ``ShadeTransition`` and, for each value,
  /// ``ShadeTransition/Configuration``.
  public static func shade(
    startRegion: Double = ShadeTransition.Configuration().startRegion,
    dampingRatio: Double = ShadeTransition.Configuration().dampingRatio,
    frequency: Double = ShadeTransition.Configuration().frequency,
    timeCap: Double = ShadeTransition.Configuration().timeCap,
    physics: ShadeTransition.PhysicsMode = ShadeTransition.Configuration().physicsMode,
    releasePolicy: ReleasePolicy = ShadeTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .shade(
      ShadeTransition.Configuration(
        startRegion: startRegion, dampingRatio: dampingRatio, frequency: frequency,
        timeCap: timeCap, physicsMode: physics, releasePolicy: releasePolicy))
  }
}

extension ShadeTransition: StagedTransition {
  /// Reports the physics' contacts and rest.
  public func attach(to stage: StageHookup) {
    let report = stage.report
    onPhysicsEvent = { event in
      switch event {
      case .contact(let boundary, _): report(.contact(boundary: boundary))
      case .rest: report(.rest)
      }
    }
  }
}

extension ShadeTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
