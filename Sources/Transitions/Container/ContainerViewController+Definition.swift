extension ContainerViewController {
  /// What the catalogue's `container` plays: a ``ContainerViewController`` of `children`
  /// children that slide (``ContainerSlideTransition``); `Configuration()` is seed 004's with
  /// three children.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// How many children the container holds, 1…8. Default 3.
    public var children = 3
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/progressThreshold`` (seed 004's).
    public var releasePolicy = ReleasePolicy.projected

    public init() {}

    public static let fields: [ConfigurationField<Self>] = [
      .integer("children", \.children, in: 1...8, "how many children the container holds"),
      .releaseRule(\.releasePolicy, projectedOr: .progressThreshold),
    ]
  }

  /// The catalogue's `container` (the player builds its stage from ``Configuration``).
  nonisolated public static let definition = TransitionDefinition(
    container: TransitionDescription(
      id: "container",
      summary:
        "Seed 004: a custom container of children that slide horizontally (0.35 s spring, "
        + "damping ratio 1); a horizontal pan drives it, buttons select, an indicator moves "
        + "alongside.",
      options: Configuration.options, kind: .container))
}
