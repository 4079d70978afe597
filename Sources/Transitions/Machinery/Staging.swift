public import Motion
public import Stage

/// What a modal transition asks of the stage that plays it (`transitions play`, the gallery,
/// the lab, the law checker): how the presented screen looks, and a view in the presenting
/// screen it grows from. Its definition declares it from a play's options
/// (``TransitionDefinition/staging``), so a transition of yours is staged as the catalogue's
/// are; what it then needs from the stage at run time it takes by adopting
/// ``StagedTransition``.
///
/// ```swift
/// var definition = TransitionDefinition(id: "rise", summary: "A card rises.") { _ in
///   .custom { RiseTransition() }
/// }
/// definition.staging = { _ in Staging(presentedCornerRadius: 16) }
/// ```
public struct Staging: Sendable, Hashable {
  /// The presented screen's background colour; `nil` (the default): the transition's own
  /// content's (``ContentProvidingTransition``), else white.
  public var presentedColor: Color?
  /// The presented screen's corner radius, in points (0 or more). Default 0.
  public var presentedCornerRadius: Double
  /// A view in the presenting screen (role ``ViewRole/source``) the transition grows from and
  /// returns to, as a zoom's cell; `nil` (the default): none.
  public var source: Source?

  /// A view the stage puts in the presenting screen for the transition.
  public struct Source: Sendable, Hashable {
    /// Where it is in the presenting screen, in points.
    public var frame: Rect
    /// Its corner radius, in points.
    public var cornerRadius: Double
    /// Its colour.
    public var color: Color
    /// Whether it has gone (been removed) by the time the transition dismisses, as a cell
    /// scrolled away: the stage then answers that there is none.
    public var goneAtDismissal: Bool

    public init(frame: Rect, cornerRadius: Double, color: Color, goneAtDismissal: Bool = false) {
      self.frame = frame
      self.cornerRadius = cornerRadius
      self.color = color
      self.goneAtDismissal = goneAtDismissal
    }
  }

  public init(
    presentedColor: Color? = nil, presentedCornerRadius: Double = 0, source: Source? = nil
  ) {
    self.presentedColor = presentedColor
    self.presentedCornerRadius = presentedCornerRadius
    self.source = source
  }
}

/// What a stage hands a ``StagedTransition``: the views its staging asked for and where to
/// report what the transition wants recorded.
@MainActor
public struct StageHookup {
  /// The source view for `operation` (``Staging/source``): `nil` when the staging asked
  /// for none, or when it has gone. Ask it each time the transition needs the view.
  public let source: (@MainActor @Sendable (TransitionOperation) -> View?)?
  /// Scrolling content the stage put in the presented view (a script's
  /// `"stage": {"scrollContent": true}`), if any.
  public let scrollContent: ScrollView?
  /// Records `event` in the played timeline (from the moment recording starts; earlier ones
  /// are dropped).
  public let report: @MainActor (StagedEvent) -> Void

  public init(
    source: (@MainActor @Sendable (TransitionOperation) -> View?)?, scrollContent: ScrollView?,
    report: @escaping @MainActor (StagedEvent) -> Void
  ) {
    self.source = source
    self.scrollContent = scrollContent
    self.report = report
  }
}

/// What a transition may report to the stage that plays it, recorded as a timeline's event of
/// the same name.
public enum StagedEvent: Sendable, Hashable {
  /// Physics touched a boundary (`open`, `closed`, …).
  case contact(boundary: String)
  /// Physics came to rest.
  case rest
  /// A change of detent has finished (``SheetEvent/detentChanged(from:to:interactive:)``).
  case detentChanged(from: SheetDetent, to: SheetDetent, interactive: Bool)
  /// A presentation is shown as another style (a popover in a compact width: `sheet`).
  case adapted(to: String)
}

/// A modal transition that takes what the stage playing it built for it (the source view, the
/// scrolling content) and reports events to it. The stage calls ``attach(to:)`` once, after
/// building what ``Staging`` asked for and before anything is shown.
@MainActor
public protocol StagedTransition: ModalTransition {
  func attach(to stage: StageHookup)
}

/// A transition that rests at detents a script may select (`selectDetent`) and its frames
/// report (`detent`), as the catalogue's `sheet`.
@MainActor
public protocol DetentTransition: ModalTransition {
  /// The detent it rests at, or `nil` while it moves (or is hidden).
  var restingDetent: SheetDetent? { get }
  /// Moves to `detent`; `false` when it cannot now (a finger holds it).
  func select(_ detent: SheetDetent, animated: Bool) -> Bool
  /// The presented content's fitting height changed (the ``SheetDetent/fitting`` detent's), in
  /// points within the safe area.
  func setContentHeight(_ height: Double, animated: Bool) throws(OptionError)
}

/// ``Staging`` under its former name.
@available(*, deprecated, renamed: "Staging")
public typealias SceneStaging = Staging

/// ``StageHookup`` under its former name.
@available(*, deprecated, renamed: "StageHookup")
public typealias SceneHookup = StageHookup
