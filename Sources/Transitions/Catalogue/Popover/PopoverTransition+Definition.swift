public import Motion
public import Stage

extension PopoverTransition {
  /// When a ``PopoverTransition`` is presented as a sheet instead.
  public enum Adaptation: String, Sendable, Hashable, CaseIterable {
    /// In a window narrower than ``Configuration/compactWidth`` (UIKit adapts a popover in a
    /// compact horizontal size class).
    case automatic
    /// Never: always a popover (a delegate's `adaptivePresentationStyle` returning `.none`;
    /// Transmission's popover without an `adaptiveTransition`).
    case none
    /// Always a sheet.
    case sheet
  }

  /// What a ``PopoverTransition`` is made from; `Configuration()` is UIKit's popover with its
  /// documented defaults (see each value for its source).
  public struct Configuration: TransitionConfiguration, Hashable {
    /// The source's frame in window points, when no source view is given (in `play`, where
    /// the stage's source view sits). Default (135, 100, 120, 44): a 120 × 44 pt button (44 pt:
    /// the HIG's minimum hit target) near the top of a 390 pt wide phone, centred.
    public var sourceFrame = Rect(x: 135, y: 100, width: 120, height: 44)
    /// The content's preferred width in points (UIKit's `preferredContentSize.width`), 20…2000.
    /// Default 320 (Apple, `contentSizeForViewInPopover`: "The recommended width for popovers
    /// is 320 points"). Clamped to the room beside the source.
    public var contentWidth = 320.0
    /// The content's preferred height in points, 20…4000. Default 1100 (Apple,
    /// `contentSizeForViewInPopover`: "By default, the width is set to 320 points and the
    /// height is set to 1100 points"): in practice as tall as the room beside the source.
    public var contentHeight = 1100.0
    /// The gap kept between the popover and the window's edges (outside its safe area), in
    /// points, 0…100. Default 10 (Apple, `popoverLayoutMargins`: "The default edge insets are
    /// 10 points along each edge").
    public var margin = 10.0
    /// The sides the arrow may point from, tried up, down, left, right. Default
    /// ``PermittedArrowDirections/any`` (Apple, `permittedArrowDirections`: "The default value
    /// of this property is any").
    public var permittedArrowDirections = PermittedArrowDirections.any
    /// The arrow's width at its base, in points, 0…100. Default 36. Apple publishes no number
    /// for its own arrow (a custom `UIPopoverBackgroundView` states its own in `arrowBase()`);
    /// 36 × 13 is this library's, to the proportions of the arrow iOS draws.
    public var arrowBase = 36.0
    /// The arrow's height from its base to its tip, in points, 0…50. Default 13 (see
    /// ``arrowBase``; a custom background's `arrowHeight()`).
    public var arrowHeight = 13.0
    /// Windows narrower than this, in points, 200…2000, present the sheet instead (with
    /// ``Adaptation/automatic``). Default 600: Material 3's window size classes (compact below
    /// 600 dp), which put every iPhone in portrait (320–440 pt wide, UIKit's compact width)
    /// and every full-screen iPad (744 pt and wider, UIKit's regular width) where UIKit does.
    /// UIKit's own class is not a width: an iPhone in landscape (844 pt) is compact there.
    public var compactWidth = 600.0
    /// When the popover is presented as a sheet instead. Default ``Adaptation/automatic``.
    public var adaptation = Adaptation.automatic
    /// Whether touches on the source reach it while the popover shows, without dismissing it
    /// (the source among UIKit's `passthroughViews`). Default `false`: UIKit's
    /// `passthroughViews` is empty unless given ("interactions with other views are normally
    /// disabled until the popover is dismissed").
    public var passthroughSource = false

    public init() {}

    public static let fields: [ConfigurationField<Self>] = [
      .rect(
        "sourceFrame", \.sourceFrame, in: -10_000...10_000, unit: "pt",
        "the source's frame in the window, which the arrow points at"),
      .number(
        "contentWidth", \.contentWidth, in: 20...2000, unit: "pt",
        "the content's preferred width (preferredContentSize), clamped to the room"),
      .number(
        "contentHeight", \.contentHeight, in: 20...4000, unit: "pt",
        "the content's preferred height (preferredContentSize), clamped to the room"),
      .number(
        "margin", \.margin, in: 0...100, unit: "pt",
        "the gap kept from the window's edges (popoverLayoutMargins)"),
      .choice(
        "permittedArrowDirections", \.permittedArrowDirections,
        "the sides the arrow may point from, tried up, down, left, right"),
      .number("arrowBase", \.arrowBase, in: 0...100, unit: "pt", "the arrow's width at its base"),
      .number(
        "arrowHeight", \.arrowHeight, in: 0...50, unit: "pt", "the arrow's height, base to tip"),
      .number(
        "compactWidth", \.compactWidth, in: 200...2000, unit: "pt",
        "windows narrower than this present a sheet instead (adaptation automatic)"),
      .choice(
        "adaptation", \.adaptation,
        "when it is a sheet instead: automatic (below compactWidth), none, sheet"),
      .bool(
        "passthroughSource", \.passthroughSource,
        "touches on the source reach it without dismissing the popover"),
    ]
  }

  /// The catalogue's `popover`.
  nonisolated public static let definition = TransitionDefinition(
    id: "popover",
    summary:
      "The content beside its source with an arrow on the side with room; it grows from the "
      + "arrow's tip (0.35 s spring, damping ratio 1) and a tap outside dismisses it. In a "
      + "window narrower than compactWidth it is a sheet instead.",
    configuration: Configuration.self
  ) { configuration in .popover(configuration) }
  // A button at the source frame, the colour of the popover's content.
  .staged { options in
    let configuration = Configuration(options: options).clamped()
    return Staging(
      presentedColor: Color(hex: 0xFFFFFF),
      source: Staging.Source(
        frame: configuration.sourceFrame, cornerRadius: 8, color: Color(hex: 0xFF9500)))
  }
}

extension TransitionStyle {
  /// The popover pointing at `source` (asked when each presentation begins; `nil` or none:
  /// ``PopoverTransition/Configuration/sourceFrame``), with `passthroughViews`: see
  /// ``PopoverTransition`` and, for each value, ``PopoverTransition/Configuration``.
  ///
  /// ```swift
  /// try home.present(menu, transition: .popover(source: { button }))
  /// ```
  public static func popover(
    _ configuration: PopoverTransition.Configuration = PopoverTransition.Configuration(),
    source: (@MainActor @Sendable () -> View?)? = nil,
    passthroughViews: (@MainActor @Sendable () -> [View])? = nil
  ) -> TransitionStyle {
    TransitionStyle {
      let popover = PopoverTransition(configuration)
      popover.sourceView = source?()
      popover.passthroughViews = passthroughViews?() ?? []
      return popover
    }
  }
}
