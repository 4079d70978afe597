public import Motion

extension SheetTransition {
  /// What a ``SheetTransition`` is made from; `Configuration()` is UIKit's default sheet: one
  /// `large` detent, dimmed, no grabber.
  ///
  /// ```swift
  /// var configuration = SheetTransition.Configuration()
  /// configuration.detents = [.height(200), .medium, .large]
  /// configuration.largestUndimmedDetent = .medium
  /// configuration.prefersGrabberVisible = true
  /// try home.present(detail, transition: .sheet(configuration))
  /// ```
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The heights the sheet rests at, smallest to largest, at least one. Default `[.large]`.
    /// Scripts: `"detents": ["medium", "large"]` or `[200, "large"]`.
    public var detents: [SheetDetent] = [.large]
    /// The detent the sheet opens at; `nil` (the default): the smallest, as UIKit. Scripts:
    /// `"selectedDetent": "large"` (or the custom height as given), `"smallest"` for `nil`.
    public var selectedDetent: SheetDetent?
    /// The largest detent at or below which the presenter is not dimmed and receives touches;
    /// `nil` (the default): every detent dims. Scripts: `"none"` for `nil`.
    public var largestUndimmedDetent: SheetDetent?
    /// Whether a strong flick may go past a detent (`false`: only to the adjacent one).
    /// Default `true`.
    public var skipsDetents = true
    /// Whether a finger may dismiss the sheet (a drag below the smallest detent, a tap on the
    /// dimming view), as UIKit's `isModalInPresentation` turned off. Default `true`.
    public var dismissible = true
    /// Whether a grabber is drawn at the top of the sheet. Default `false`.
    public var prefersGrabberVisible = false
    /// The sheet's corner radius, in points, 0…100. Default 10 (UIKit's).
    public var cornerRadius = 10.0
    /// The presenter's scale behind the sheet at the `large` detent, 0.5…1. Default 0.92.
    public var presenterScale = 0.92
    /// Whether a drag on scrolling content expands the sheet to a larger detent before the
    /// content scrolls (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`). Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The presented content's fitting height when presented, in points within the safe area,
    /// 1…10 000: the height of the ``SheetDetent/fitting`` detent until the content says
    /// otherwise (``SheetTransition/setContentHeight(_:animated:)``; the UIKit glue measures the
    /// content's `systemLayoutSizeFitting`). Default 300: the project's stand-in for a short
    /// form (UIKit has no default: the content decides; Transmission's `small` detent is 160).
    /// Scripts: `"contentHeight": 420`, with `"detents": ["fitting", "large"]`.
    public var contentHeight = 300.0

    public init() {}

    /// The detents sorted smallest first for a window of `size` with `safeArea` (ties keep
    /// their order), each with its height above the window's bottom edge; ``SheetDetent/fitting``
    /// at `contentHeight` (default: the configuration's ``contentHeight``).
    public func resolvedDetents(
      in size: Size, safeArea: EdgeInsets, contentHeight: Double? = nil
    ) -> [(detent: SheetDetent, height: Double)] {
      let list = detents.isEmpty ? [SheetDetent.large] : detents
      let fitting = contentHeight ?? self.contentHeight
      return list.enumerated()
        .map {
          (
            index: $0.offset, detent: $0.element,
            height: $0.element.height(in: size, safeArea: safeArea, fittingHeight: fitting)
          )
        }
        .sorted { $0.height != $1.height ? $0.height < $1.height : $0.index < $1.index }
        .map { ($0.detent, $0.height) }
    }

    /// The kinds a detent takes in scripts: a name or a number of points.
    static let detentKinds: [OptionDescription.Kind] = [
      .choice(["medium", "large", "fitting"]), .number(range: 1...10_000, unit: "pt"),
    ]

    public static let fields: [ConfigurationField<Self>] = [
      .detentList(
        "detents", \.detents,
        "the heights the sheet rests at, smallest to largest: medium (half the screen), large "
          + "(below the top safe area), fitting (the content's height, contentHeight), or points "
          + "within the safe area"),
      .optionalDetent(
        "selectedDetent", \.selectedDetent, none: "smallest",
        "the detent the sheet opens at (one of detents; smallest: the smallest)"),
      .optionalDetent(
        "largestUndimmedDetent", \.largestUndimmedDetent, none: "none",
        "at or below this detent the presenter is not dimmed and receives touches"),
      .bool(
        "skipsDetents", \.skipsDetents,
        "a strong flick may go past a detent (false: only to the adjacent one)"),
      .bool(
        "dismissible", \.dismissible,
        "a drag below the smallest detent, or a tap on the dimming, dismisses"),
      .bool("grabber", \.prefersGrabberVisible, "a grabber is drawn at the top of the sheet"),
      .number(
        "cornerRadius", \.cornerRadius, in: 0...100, unit: "pt", "the sheet's corner radius"),
      .number(
        "presenterScale", \.presenterScale, in: 0.5...1, unit: "",
        "the presenter's scale behind the sheet at the large detent"),
      .bool(
        "prefersScrollingExpandsWhenScrolledToEdge", \.prefersScrollingExpandsWhenScrolledToEdge,
        "a drag on scrolling content expands the sheet to a larger detent before it scrolls"),
      .number(
        "contentHeight", \.contentHeight, in: 1...10_000, unit: "pt",
        "the presented content's fitting height within the safe area: the fitting detent's"),
    ]
  }

  /// The catalogue's `sheet`. Its stage may hold scrolling content; scripts select its detents
  /// (`selectDetent`) and its frames say where it rests (`detent`).
  nonisolated public static let definition = TransitionDefinition(
    id: "sheet",
    summary:
      "UIKit's sheet with detents: rises to its detent (0.5 s spring, damping ratio 1); a "
      + "drag moves it between detents, chosen by where the flick would land, or away below "
      + "the smallest; rides on the keyboard; hands off to scrolling content.",
    configuration: Configuration.self, supportsScrollContent: true, supportsDetents: true
  ) { configuration in .sheet(configuration) }
  .checkingPlay { options, play throws(OptionError) in
    try Configuration(options: options).check(play)
  }
}

extension ConfigurationField where Configuration == SheetTransition.Configuration {
  /// A list of detents (names or points), at least one.
  static func detentList(
    _ name: String, _ field: any WritableKeyPath<Configuration, [SheetDetent]> & Sendable,
    _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .list(Configuration.detentKinds), deprecatedNames: [],
      deprecatedChoices: [:], read: { .list($0[keyPath: field].map(\.optionValue)) },
      write: { configuration, value in
        guard case .list(let values) = value else { return }
        let detents = values.compactMap(SheetDetent.init)
        if !detents.isEmpty { configuration[keyPath: field] = detents }
      },
      clamp: { configuration, defaults in
        let valid = configuration[keyPath: field].filter {
          if case .height(let points) = $0 { return points.isFinite && points > 0 }
          return true
        }
        configuration[keyPath: field] = valid.isEmpty ? defaults[keyPath: field] : valid
      })
  }

  /// One detent, or `none` for `nil`.
  static func optionalDetent(
    _ name: String, _ field: any WritableKeyPath<Configuration, SheetDetent?> & Sendable,
    none: String, _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary,
      kind: .oneOf([
        .choice([none, "medium", "large", "fitting"]), .number(range: 1...10_000, unit: "pt"),
      ]),
      deprecatedNames: [], deprecatedChoices: [:],
      read: { $0[keyPath: field]?.optionValue ?? .string(none) },
      write: { configuration, value in configuration[keyPath: field] = SheetDetent(value) },
      clamp: { configuration, _ in
        if case .height(let points) = configuration[keyPath: field],
          !(points.isFinite && points > 0)
        {
          configuration[keyPath: field] = nil
        }
      })
  }
}

extension TransitionStyle {
  /// UIKit's sheet with detents: see ``SheetTransition`` and, for each value,
  /// ``SheetTransition/Configuration``.
  public static func sheet(_ configuration: SheetTransition.Configuration) -> TransitionStyle {
    TransitionStyle { SheetTransition(configuration) }
  }

  /// UIKit's sheet with detents: see ``SheetTransition``.
  ///
  /// ```swift
  /// try home.present(detail, transition: .sheet(detents: [.medium, .large], grabber: true))
  /// ```
  public static func sheet(
    detents: [SheetDetent] = SheetTransition.Configuration().detents,
    selectedDetent: SheetDetent? = nil, largestUndimmedDetent: SheetDetent? = nil,
    skipsDetents: Bool = SheetTransition.Configuration().skipsDetents,
    grabber: Bool = SheetTransition.Configuration().prefersGrabberVisible
  ) -> TransitionStyle {
    var configuration = SheetTransition.Configuration()
    configuration.detents = detents
    configuration.selectedDetent = selectedDetent
    configuration.largestUndimmedDetent = largestUndimmedDetent
    configuration.skipsDetents = skipsDetents
    configuration.prefersGrabberVisible = grabber
    return .sheet(configuration)
  }
}

extension SheetTransition: StagedTransition, DetentTransition {
  /// Hands off to the stage's scrolling content, and reports each change of detent.
  public func attach(to stage: StageHookup) {
    if let content = stage.scrollContent { scrollView = content }
    let report = stage.report
    onEvent = { event in
      guard case .detentChanged(let from, let to, let interactive) = event else { return }
      report(.detentChanged(from: from, to: to, interactive: interactive))
    }
  }
}
