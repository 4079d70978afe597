public import Motion

extension ZoomTransition {
  /// What a ``ZoomTransition`` is made from; `Configuration()` zooms from a photo-cell-sized
  /// square near the top left of the screen.
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The source's frame in the presenting screen, in points, when no source provider is given
    /// (in `play`, where the stage's source view sits). Default (24, 180, 160, 160).
    public var sourceFrame = Rect(x: 24, y: 180, width: 160, height: 160)
    /// The source's corner radius without a provider, in points, 0…100. Default 12.
    public var sourceCornerRadius = 12.0
    /// The floor of the dragged screen's scale, 0.2…1. Default 0.5.
    public var minimumScale = 0.5
    /// How a release decides: ``ReleasePolicy/projected`` (default) or
    /// ``ReleasePolicy/fastOrPastHalfway``.
    public var releasePolicy = ReleasePolicy.projected
    /// In `play`: whether the stage's source view is gone when the dismissal asks for it (the
    /// dismissal then fades and shrinks to the centre). Default `false`.
    public var sourceGoneAtDismissal = false

    public init() {}

    public static let fields: [ConfigurationField<Self>] = [
      .rect(
        "sourceFrame", \.sourceFrame, in: -10_000...10_000, unit: "pt",
        "the source's frame in the presenting screen"),
      .number(
        "sourceCornerRadius", \.sourceCornerRadius, in: 0...100, unit: "pt",
        "the source's corner radius, which the zooming screen grows from and shrinks back to"),
      .number(
        "minimumScale", \.minimumScale, in: 0.2...1, unit: "",
        "the floor of the dragged screen's scale (it shrinks with the drag distance)"),
      .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway),
      .bool(
        "sourceGoneAtDismissal", \.sourceGoneAtDismissal,
        "in play, the source view is gone at dismissal: the screen fades and shrinks to the "
          + "centre"),
    ]
  }

  /// The catalogue's `zoom`.
  nonisolated public static let definition = TransitionDefinition(
    id: "zoom",
    summary:
      "A matched-element zoom: the screen grows from a source cell (0.5 s spring, damping "
      + "ratio 0.85) as the presenter dims; drag it in any direction to shrink it back into "
      + "the cell.",
    configuration: Configuration.self
  ) { configuration in .zoom(configuration) }
  // A cell at the configured frame, the colour of the screen that zooms out of it.
  .staged { options in
    let configuration = Configuration(options: options).clamped()
    let cell = Color(hex: 0xFF9500)
    return Staging(
      presentedColor: cell,
      source: Staging.Source(
        frame: configuration.sourceFrame, cornerRadius: configuration.sourceCornerRadius,
        color: cell, goneAtDismissal: configuration.sourceGoneAtDismissal))
  }
}

extension TransitionStyle {
  /// The matched-element zoom, presented: see ``ZoomTransition``. `source` is asked for the
  /// source view when it presents and when it dismisses; without one the source is
  /// ``ZoomTransition/Configuration/sourceFrame``.
  ///
  /// ```swift
  /// try grid.present(photo, transition: .zoom(source: { _ in cell }))
  /// ```
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    source: ZoomTransition.SourceProvider? = nil
  ) -> TransitionStyle {
    TransitionStyle { ZoomTransition(configuration, source: source) }
  }
}

extension NavigationTransitionStyle {
  /// The matched-element zoom, pushed on a navigation stack: see ``ZoomTransition``. The
  /// pushed screen pops by its own drag (the edge gesture does not pop it).
  ///
  /// ```swift
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom(source: { _ in cell }), animated: true)
  /// ```
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    source: ZoomTransition.SourceProvider? = nil
  ) -> NavigationTransitionStyle {
    .custom { ZoomTransition(configuration, source: source) }
  }
}

extension ZoomTransition: StagedTransition {
  /// Zooms from the stage's source view (``Staging/Source``), when it has one.
  public func attach(to stage: StageHookup) {
    guard let source = stage.source else { return }
    sourceProvider = { context in source(context.operation) }
  }
}
