extension PushTransition {
  /// What a ``PushTransition`` is made from; `Configuration()` is the system's push.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// Whether the pop gesture may begin anywhere on the screen, not only within 20 pt of the
    /// leading edge. Default `false`.
    public var fullWidthPop = false
    /// Whether the push is mirrored: `true`, pushed screens enter from the left and the pop
    /// begins at the right edge; `false`, the system's left-to-right push, even in a
    /// right-to-left window; `nil` (default), the window's layout direction decides (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`; PLAY.md: the option "follows this field when not
    /// given").
    public var rightToLeft: Bool? = nil
    /// How a release of the pop decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/fastOrPastHalfway``.
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .bool(
        "fullWidthPop", \.fullWidthPop,
        "the pop may begin anywhere on the screen (yielding to horizontal scroll views), not "
          + "only at the leading edge"),
      .optionalBool(
        "rightToLeft", \.rightToLeft, whenAbsent: false,
        "a right-to-left layout: pushed from the left, popped from the right edge (not given: "
          + "the script's layoutDirection; false keeps it left to right in either)"),
      .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway),
    ]
  }
}

extension NavigationTransitionStyle {
  /// The system's push: see ``PushTransition`` and, for each value,
  /// ``PushTransition/Configuration``.
  public static func push(_ configuration: PushTransition.Configuration) -> Self {
    .custom { PushTransition(configuration) }
  }

  /// The system's push, with its options: see ``PushTransition/Configuration``.
  public static func push(
    fullWidthPop: Bool = PushTransition.Configuration().fullWidthPop,
    rightToLeft: Bool? = PushTransition.Configuration().rightToLeft,
    releasePolicy: ReleasePolicy = PushTransition.Configuration().releasePolicy
  ) -> Self {
    .push(
      PushTransition.Configuration(
        fullWidthPop: fullWidthPop, rightToLeft: rightToLeft, releasePolicy: releasePolicy))
  }
}

extension PushTransition {
  /// The catalogue's `push`: a navigation controller's push and pop with the system's look.
  nonisolated public static let definition = TransitionDefinition.navigation(
    id: "push",
    summary:
      "A navigation stack's push: the screen slides in from the right over a dimming shadow "
      + "(0.35 s spring, damping ratio 1) while the one below moves a third of the width left; "
      + "swipe from the left edge to pop.",
    configuration: Configuration.self
  ) { configuration in .push(configuration) }
}

extension PushTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
