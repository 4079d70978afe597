extension SlideTransition {
  /// The edge a ``SlideTransition`` comes in from and goes back to.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing
  }

  /// What a ``SlideTransition`` is made from; `Configuration()` is Transmission's
  /// `.slide()`: from the bottom, the presenter shrunk to 0.92.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The edge the screen slides in from and is dragged back to. Default ``Edge/bottom``
    /// (Transmission's `SlidePresentationLinkTransition.Options.edge` default).
    public var edge = Edge.bottom
    /// The presenter's scale behind the screen, 0.5…1. Default 0.92 (Transmission's slide
    /// scales the presenter by 1 − 0.08 × progress).
    public var presenterScale = 0.92
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/fastOrPastHalfway``.
    public var releasePolicy: ReleasePolicy

    public static let fields: [ConfigurationField<Self>] = [
      .choice(
        "edge", \.edge,
        "the edge the screen slides in from and is dragged back to (leading: the left edge)"),
      .number(
        "presenterScale", \.presenterScale, in: 0.5...1, unit: "",
        "the presenter's scale behind the screen"),
      .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway),
    ]
  }

  /// The catalogue's `slide`.
  nonisolated public static let definition = TransitionDefinition(
    id: "slide",
    summary:
      "The screen slides in from an edge (0.5 s spring, damping ratio 1) while the presenter "
      + "shrinks behind a dimming view; drag it back towards the edge to dismiss.",
    configuration: Configuration.self
  ) { configuration in .slide(configuration) }
}

extension TransitionStyle {
  /// The slide: see ``SlideTransition``.
  public static func slide(_ configuration: SlideTransition.Configuration) -> TransitionStyle {
    TransitionStyle { SlideTransition(configuration) }
  }

  /// The slide: see ``SlideTransition`` and, for each value, ``SlideTransition/Configuration``.
  ///
  /// ```swift
  /// try home.present(menu, transition: .slide(edge: .leading))
  /// ```
  public static func slide(
    edge: SlideTransition.Edge = SlideTransition.Configuration().edge,
    presenterScale: Double = SlideTransition.Configuration().presenterScale,
    policy: ReleasePolicy = SlideTransition.Configuration().releasePolicy
  ) -> TransitionStyle {
    .slide(
      SlideTransition.Configuration(
        edge: edge, presenterScale: presenterScale, releasePolicy: policy))
  }
}

extension SlideTransition.Configuration {
  /// The default configuration. Declared here, with ``releasePolicy``'s default, so that the
  /// struct keeps Swift's memberwise initialiser, which the convenience factory builds on (a
  /// struct whose every property has a default gets an implicit `init()` this would redeclare).
  public init() { self.init(releasePolicy: .projected) }
}
