extension TabTransitionStyle {
  /// What the catalogue's `tab` plays: a ``TabBarController`` of `children` children that
  /// slide (``slide(releasePolicy:)``).
  public struct Configuration: TransitionConfiguration, Hashable {
    /// How many tabs, 1…5. Default 3 (the container's, seed 004). UIKit shows at most five
    /// tabs on iPhone and moves the rest into a More tab (`UITabBarController`'s
    /// `moreNavigationController`, https://developer.apple.com/documentation/uikit/uitabbarcontroller).
    public var children = 3
    /// How a pan's release decides: ``ReleasePolicy/projected`` (default, where the finger's
    /// velocity carries the content) or ``ReleasePolicy/progressThreshold``.
    public var releasePolicy = ReleasePolicy.projected

    public init() {}

    public static let fields: [ConfigurationField<Self>] = [
      .integer(
        "children", \.children, in: 1...5,
        "how many tabs (UIKit shows at most 5 on iPhone; default 3, seed 004's container)"),
      .releaseRule(\.releasePolicy, projectedOr: .progressThreshold),
    ]
  }

  /// The catalogue's `tab`.
  nonisolated public static let definition = TransitionDefinition.tab(
    id: "tab",
    summary:
      "A tab bar controller's children, switched by select (a 0.35 s spring, damping ratio 1) "
      + "and by a horizontal pan across the content (velocity-aware, caught mid-flight, rubber "
      + "band past the first and last child), with UIKit's tab bar semantics.",
    configuration: Configuration.self
  ) { configuration in .slide(releasePolicy: configuration.releasePolicy) }
}
