import Motion

extension ThrowAwayTransition {
  /// What a ``ThrowAwayTransition`` is made from; `Configuration()` has the feel of the
  /// best-known card swipes (see ``ThrowAwayTransition`` for each default's source).
  public struct Configuration: TransitionConfiguration, Hashable {
    /// A release at least this fast throws the card, in points per second, 1…20 000. Default
    /// 1100 (Shuffle's `minimumSwipeSpeed`, a Tinder-style card stack).
    public var throwVelocity = 1100.0
    /// A release with the card moved at least this far from its place throws it, as a fraction
    /// of the window's shorter side, 0.01…2. Default 0.25 (Shuffle's `minimumSwipeDistance`:
    /// a quarter of the screen's shorter side).
    public var throwDistance = 0.25
    /// How fast the card's spin dies away, per second: without a finger its angular velocity
    /// decays as e^(−angularResistance·t), as `UIDynamicItemBehavior.angularResistance`.
    /// 0…100. Default 2.
    public var angularResistance = 2.0
    /// The return to its place when not thrown: a spring settled (within half a point) after
    /// this many seconds, as UIKit's `animate(withDuration:usingSpringWithDamping:…)`,
    /// 0.05…10. Default 0.6 (Shuffle's `totalResetDuration`).
    public var returnDuration = 0.6
    /// The return spring's damping ratio, 0.05…1. Default 0.5 (Shuffle's
    /// `resetSpringDamping`).
    public var returnDampingRatio = 0.5

    public init() {}

    public static let fields: [ConfigurationField<Self>] = [
      .number(
        "throwVelocity", \.throwVelocity, in: 1...20_000, unit: "pt/s",
        "a release at least this fast throws the card off screen"),
      .number(
        "throwDistance", \.throwDistance, in: 0.01...2, unit: "fraction",
        "a release with the card this far from its place (a fraction of the window's shorter "
          + "side) throws it off screen"),
      .number(
        "angularResistance", \.angularResistance, in: 0...100, unit: "1/s",
        "how fast the card's spin dies away: ω decays as e^(−angularResistance·t)"),
      .number(
        "returnDuration", \.returnDuration, in: 0.05...10, unit: "s",
        "a card not thrown springs back to its place and angle, settled after this long"),
      .number(
        "returnDampingRatio", \.returnDampingRatio, in: 0.05...1, unit: "ratio",
        "the return spring's damping ratio"),
    ]
  }

  /// The catalogue's `throwAway`.
  nonisolated public static let definition = TransitionDefinition(
    id: "throwAway",
    summary:
      "A card held where the finger grabbed it, swinging about that point; thrown fast or far "
      + "it flies off screen spinning (Dynamics) and is dismissed, else it springs back.",
    configuration: Configuration.self
  ) { configuration in .throwAway(configuration) }
  .staged { _ in Staging(presentedCornerRadius: ThrowAwayTransition.cornerRadius) }
}

extension TransitionStyle {
  /// A card held at the finger and thrown off screen: see ``ThrowAwayTransition``.
  public static func throwAway(_ configuration: ThrowAwayTransition.Configuration)
    -> TransitionStyle
  {
    TransitionStyle { ThrowAwayTransition(configuration) }
  }

  /// A card held at the finger and thrown off screen: see ``ThrowAwayTransition`` and, for
  /// each value, ``ThrowAwayTransition/Configuration``.
  public static func throwAway(
    throwVelocity: Double = ThrowAwayTransition.Configuration().throwVelocity,
    throwDistance: Double = ThrowAwayTransition.Configuration().throwDistance,
    angularResistance: Double = ThrowAwayTransition.Configuration().angularResistance,
    returnDuration: Double = ThrowAwayTransition.Configuration().returnDuration,
    returnDampingRatio: Double = ThrowAwayTransition.Configuration().returnDampingRatio
  ) -> TransitionStyle {
    var configuration = ThrowAwayTransition.Configuration()
    configuration.throwVelocity = throwVelocity
    configuration.throwDistance = throwDistance
    configuration.angularResistance = angularResistance
    configuration.returnDuration = returnDuration
    configuration.returnDampingRatio = returnDampingRatio
    return .throwAway(configuration)
  }
}

extension ThrowAwayTransition: StagedTransition {
  /// Reports the end of the physics (the card left the window, or came back to rest).
  public func attach(to scene: StageHookup) {
    let report = scene.report
    onPhysicsEvent = { event in
      switch event {
      case .thrown: break
      case .left, .returned: report(.rest)
      }
    }
  }
}
