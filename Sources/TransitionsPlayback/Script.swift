public import Motion
public import Stage
public import Transitions

/// One scripted session of one transition: the input of ``ScenarioPlayer`` and of
/// `transitions play` (its JSON form and rules are `docs/PLAY.md`). Build one in Swift, or read
/// the JSON the tool reads with ``init(json:source:)`` and write it with ``json()``.
///
/// ```swift
/// var script = Script(transition: "pullDown")
/// script.events = [
///   ScriptEvent(at: 0, .action(.present)),
///   ScriptEvent(at: 1, .drag(Drag(from: Point(x: 195, y: 700), to: Point(x: 195, y: 300),
///                                  duration: 0.25))),
/// ]
/// let timeline = try ScenarioPlayer().play(script)
/// ```
public struct Script: Sendable, Hashable {
  /// The id of the transition to play: a catalogue id (`transitions list`), or the id of a
  /// `TransitionDefinition` registered with the player (``ScenarioPlayer/register(_:)``).
  public var transition: String
  /// The transition's options by name; what is absent takes its default.
  public var options: [String: OptionValue]
  /// The options of the transition named by the option `dismissWith` (`options.dismissOptions`
  /// in JSON), or `nil` when none were given.
  public var dismissOptions: [String: OptionValue]?
  /// Settings of the stage played around the transition (scrolling content): the script's
  /// `scene` object in JSON. Default: none.
  public var scrollSettings: ScrollSettings
  /// The window size in points; each side in 100…10 000. Default 390 × 844.
  public var screen: Size
  /// The window's safe-area insets in points, each from 0 to half the side it lies along.
  /// Default none (`[0, 0, 0, 0]` in JSON, as `[top, left, bottom, right]`).
  public var safeArea: EdgeInsets
  /// Frames per second sampled into the timeline, 1…1000. Default 60.
  public var frameRate: Double
  /// The last time played, in seconds, in (0, 60]; `nil`: the end of the last event + 2 s
  /// (at most 60).
  public var until: Double?
  /// The environment's Reduce Motion setting. Default `false`.
  public var reduceMotion: Bool
  /// The environment's layout direction (UIKit's `effectiveUserInterfaceLayoutDirection`):
  /// where `leading` is, which edge a navigation pop starts from, which way a tab pan goes.
  /// Default `Stage.LayoutDirection.leftToRight` (`layoutDirection` in JSON, written only
  /// when not the default).
  public var layoutDirection: LayoutDirection = .leftToRight
  /// Whether the transition's end state is already shown at t = 0.
  public var start: Start
  /// In non-decreasing time order.
  public var events: [ScriptEvent]
  /// Whether the play draws as a live backend on a device: the rest of a run no finger drives
  /// is committed to the render server and drawn by its model (`PLAY.md`, "Main-thread stalls
  /// and the render server"). Default `false`: the engine's frames are the screen.
  public var renderServer: Bool
  /// When the app's main thread is blocked (``Stall``): at most 16, in time order, not
  /// overlapping, each within ``until``. Default none.
  public var stalls: [Stall]

  public init(
    transition: String, options: [String: OptionValue] = [:],
    scrollSettings: ScrollSettings = ScrollSettings(),
    screen: Size = Size(width: 390, height: 844), safeArea: EdgeInsets = .zero,
    frameRate: Double = 60, until: Double? = nil, reduceMotion: Bool = false,
    start: Start = .idle, events: [ScriptEvent] = [], renderServer: Bool = false,
    stalls: [Stall] = []
  ) {
    self.transition = transition
    self.options = options
    self.scrollSettings = scrollSettings
    self.screen = screen
    self.safeArea = safeArea
    self.frameRate = frameRate
    self.until = until
    self.reduceMotion = reduceMotion
    self.start = start
    self.events = events
    self.renderServer = renderServer
    self.stalls = stalls
  }

  /// How a script starts.
  public enum Start: String, Sendable, Hashable, CaseIterable {
    /// Only the base content is shown.
    case idle
    /// The transition's end state is shown at t = 0 (no callbacks before t = 0).
    case presented
  }

  /// The time played to: ``until``, or the end of the last event + 2 s, at most 60.
  public var resolvedUntil: Double {
    if let until { return until }
    let last = events.map(\.end).max() ?? 0
    return min(last + 2, Script.maximumDuration)
  }

  /// The longest script, in seconds.
  public static let maximumDuration = 60.0
}

/// One input of a script at a time.
public struct ScriptEvent: Sendable, Hashable {
  /// Seconds from the start of the script, in [0, until].
  public var at: Double
  public var kind: Kind

  public init(at: Double, _ kind: Kind) {
    self.at = at
    self.kind = kind
  }

  /// What the event does.
  public enum Kind: Sendable, Hashable {
    /// A button: non-interactive and animated.
    case action(Action)
    /// One finger at a point in window coordinates.
    case touch(TouchKind, Point)
    /// A finger that goes down at `from`, moves in a straight line, holds and lifts.
    case drag(Drag)
    /// The window's keyboard shows or hides (`{"keyboard": "show", "height": 336}`).
    case keyboard(KeyboardChange)
    /// The window changes size, a rotation or a split-view resize, with new safe-area insets
    /// when given (`{"resize": [844, 390], "safeArea": [0, 47, 21, 47]}`).
    case resize(Size, safeArea: EdgeInsets?)
  }

  /// When the event's input ends: `at`; for a drag `at + duration + hold`; for the keyboard
  /// `at + duration`.
  public var end: Double {
    switch kind {
    case .drag(let drag): return at + drag.duration + drag.hold
    case .keyboard(let change): return at + change.duration
    case .action, .touch, .resize: return at
    }
  }
}

/// What a script's keyboard does: slides in (or changes its height) or slides out, along UIKit's
/// keyboard curve over `duration` seconds (0: at once).
public enum KeyboardChange: Sendable, Hashable {
  /// Shows it `height` points tall (more than 0, at most the screen's height).
  case show(height: Double, duration: Double)
  /// Hides it.
  case hide(duration: Double)

  /// Seconds the keyboard takes. Default in scripts 0.25 (UIKit's notifications').
  public var duration: Double {
    switch self {
    case .show(_, let duration), .hide(let duration): return duration
    }
  }
}

/// A button-like request.
public enum Action: Sendable, Hashable {
  case present
  case dismiss
  /// A container selects the child at `index`.
  case select(index: Int)
  /// A sheet moves to one of its detents, as code would (animated, not interactive).
  case selectDetent(SheetDetent)
  /// A navigation transition pushes one screen.
  case push
  /// A navigation transition pops the top screen.
  case pop
  /// The gestures of one direction are switched on or off: a modal transition's (`.present` or
  /// `.dismiss`, `TransitionManager.setInteractive(_:for:)`), a navigation stack's pop (`.pop`,
  /// `NavigationController.setInteractive(_:for:)`), a container's or a tab bar's pan
  /// (`.select`, `ContainerViewController.setInteractive(_:for:)`): off, they stop beginning; a
  /// drag under way goes on.
  case setInteractive(TransitionOperation, enabled: Bool)
  /// A sheet's content changes its fitting height to `height` points (the `fitting` detent's
  /// height), as its content would (`SheetTransition.setContentHeight(_:animated:)`).
  case setContentHeight(Double)

  /// The name used in scripts and `ignored` events.
  public var name: String {
    switch self {
    case .present: return "present"
    case .dismiss: return "dismiss"
    case .select: return "select"
    case .selectDetent: return "selectDetent"
    case .push: return "push"
    case .pop: return "pop"
    case .setInteractive: return "setInteractive"
    case .setContentHeight: return "setContentHeight"
    }
  }
}

/// The phase of a scripted touch.
public enum TouchKind: String, Sendable, Hashable, CaseIterable {
  case down
  case move
  case up
  case cancel
}

/// A scripted drag: down at `from`, a move every 1/120 s in a straight line at constant velocity
/// reaching `to` after `duration` seconds, a move every 1/120 s at `to` for `hold` seconds,
/// then up at `to` when `release` is true. Its release velocity is (to − from) / duration when
/// `hold` is 0.
public struct Drag: Sendable, Hashable {
  public var from: Point
  public var to: Point
  /// Seconds, greater than 0.
  public var duration: Double
  /// Seconds at `to` before lifting, 0 or more. Default 0.
  public var hold: Double
  /// Whether the finger lifts at the end. Default `true`.
  public var release: Bool

  public init(from: Point, to: Point, duration: Double, hold: Double = 0, release: Bool = true) {
    self.from = from
    self.to = to
    self.duration = duration
    self.hold = hold
    self.release = release
  }

  /// The interval between the drag's scripted moves: 1/120 s.
  public static let moveInterval = 1.0 / 120
}
