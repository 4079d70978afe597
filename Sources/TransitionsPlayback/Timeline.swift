public import Motion
public import Transitions

/// What a scripted session of one transition showed, frame by frame: the value behind
/// `transitions play` (its contract is the team's `PLAY.md`), the gallery and the tests.
///
/// A timeline is plain data. ``ScenarioPlayer`` produces it; backends draw it.
///
/// ```swift
/// let timeline = try ScenarioPlayer().play(script)
/// for frame in timeline.frames where frame.phase == .transitioning {
///   print(frame.time, frame.progress ?? 0)
/// }
/// ```
public struct Timeline: Sendable, Hashable {
  /// The id of the transition played (a catalogue id, or a registered definition's).
  public var transition: String
  /// The window size, in points.
  public var screen: Size
  /// Frames per second sampled into ``frames``.
  public var frameRate: Double
  /// One frame per tick at t = k / frameRate, k = 0 … ⌊until · frameRate⌋.
  public var frames: [Frame]
  /// Everything that happened, in order.
  public var events: [Event]

  /// The largest window the timeline shows: its ``screen``, grown to fit every frame's after a
  /// `resize` (a rotation from 390 × 844 needs 844 × 844).
  public var largestScreen: Size {
    frames.reduce(screen) { size, frame in
      guard let other = frame.screen else { return size }
      return Size(width: max(size.width, other.width), height: max(size.height, other.height))
    }
  }

  public init(
    transition: String, screen: Size, frameRate: Double, frames: [Frame] = [],
    events: [Event] = []
  ) {
    self.transition = transition
    self.screen = screen
    self.frameRate = frameRate
    self.frames = frames
    self.events = events
  }
}

extension Timeline {
  /// Where the session is.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// Only the base content is shown (for containers: no transition runs).
    case idle
    /// The transition's end state is shown and nothing moves.
    case presented
    /// A transition runs.
    case transitioning
  }

  /// What a running transition does.
  public enum Operation: String, Sendable, Hashable, CaseIterable {
    case present
    case dismiss
    /// A container changes its selected child.
    case select
    /// A navigation controller pushes a screen.
    case push
    /// A navigation controller pops its top screen.
    case pop
  }

  /// How an interaction ended.
  public enum Decision: String, Sendable, Hashable, CaseIterable {
    case finish
    case cancel
  }

  /// A controller's appearance callback.
  public enum AppearanceCallback: String, Sendable, Hashable, CaseIterable {
    case willAppear
    case didAppear
    case willDisappear
    case didDisappear
  }

  /// What is on screen at one instant.
  public struct Frame: Sendable, Hashable {
    /// Seconds from the start of the script.
    public var time: Double
    public var phase: Phase
    /// The running transition's operation; `nil` when none runs.
    public var operation: Operation?
    /// Whether a gesture drives the transition now.
    public var isInteractive: Bool
    /// The running transition's fraction complete towards its end state; `nil` when none runs.
    public var progress: Double?
    /// Every view of the stage, back to front: the controllers' views, the transition's
    /// listed supporting views, and any view it put in its container without listing it
    /// (`unlisted-` and the view's name, or `unlisted-1`, …). A view is listed in every frame
    /// once the stage has it, on screen or not: one out of the window or hidden has
    /// ``ViewState/isVisible`` `false` and the values it last had. `views.filter(\.isVisible)`
    /// is what is on screen.
    public var views: [ViewState]
    /// Where the finger is, in window points, while it is down; `nil` otherwise. (An optional
    /// addition to `PLAY.md`'s frame: `"touch": [x, y]` or `null`.)
    public var touch: Point?
    /// For a sheet, the detent it rests at; `nil` for a transition without detents (the frame
    /// then has no `detent` field).
    public var detent: Detent?
    /// For a popover, the side its arrow points from (`up`, `down`, `left`, `right`) while it
    /// shows; `nil` otherwise (the frame then has no `arrow` field).
    public var arrow: String?
    /// The window's size when a `resize` event has changed it from the timeline's ``screen``;
    /// `nil` while it is the timeline's (the frame then has no `screen` field).
    public var screen: Size?
    /// Who drew the frame, in a play with `renderServer` on; `nil` otherwise (the frame then has
    /// no `drawnBy` field).
    public var drawnBy: DrawnBy?

    public init(
      time: Double, phase: Phase, operation: Operation? = nil, isInteractive: Bool = false,
      progress: Double? = nil, views: [ViewState] = [], touch: Point? = nil,
      detent: Detent? = nil, screen: Size? = nil, drawnBy: DrawnBy? = nil, arrow: String? = nil
    ) {
      self.arrow = arrow
      self.time = time
      self.phase = phase
      self.operation = operation
      self.isInteractive = isInteractive
      self.progress = progress
      self.views = views
      self.touch = touch
      self.detent = detent
      self.screen = screen
      self.drawnBy = drawnBy
    }

    /// The view with `role`, if the frame shows one.
    public func view(_ role: ViewRole) -> ViewState? { views.first { $0.role == role } }
  }

  /// Who set what a frame shows (`PLAY.md`, "Main-thread stalls and the render server").
  public enum DrawnBy: String, Sendable, Hashable, CaseIterable {
    /// The main thread set the frame's values: the engine's frame.
    case engine
    /// Animations committed to the render server drew every moving view.
    case renderServer
    /// The main thread was blocked and nothing was committed: the last frame stays.
    case stalled
  }

  /// Where a sheet is, as its frames say (`"detent": "medium"`, `"detent": 200`, or `null`).
  public enum Detent: Sendable, Hashable {
    /// At rest at `detent`: `medium`, `large`, or a custom height (written as the number given,
    /// `200`).
    case resting(SheetDetent)
    /// Moving between detents, held, or not presented.
    case moving

    /// The detent it rests at, or `nil` while moving.
    public var detent: SheetDetent? {
      if case .resting(let detent) = self { return detent }
      return nil
    }

    /// The detent's name (`Transitions.SheetDetent.name`: `medium`, `large`, `200`), or `nil` while moving.
    public var name: String? { detent?.name }
  }

  /// One view as it is on screen.
  public struct ViewState: Sendable, Hashable {
    /// What the view is to the transition: `presenting`, `presented`, `dimming`, `decoration`,
    /// `child0`…, `indicator`.
    public var role: ViewRole
    /// The on-screen bounding box in window points, after the view's transform.
    public var frame: Rect
    /// Opacity, 0–1 (the view's own, not multiplied by its ancestors').
    public var alpha: Double
    /// The transform's x scale.
    public var scale: Double
    /// The corner radius in points, before the transform.
    public var cornerRadius: Double
    /// `false` when the view is out of the window or hidden; the other values are then the
    /// view's own, as it last had them (a dismissed view's frame where it slid to, say).
    public var isVisible: Bool
    /// The view's background colour, for drawing. (Optional addition: `"color": "#rrggbb"`.)
    public var color: Color?
    /// Where the scrolling content the view holds is scrolled to, in points of the content (the
    /// scroll view's on-screen `contentOffset`), or `nil` when the view holds none: the modal's
    /// list in a scroll hand-off. (Optional addition: `"contentOffset": [x, y]`.)
    public var contentOffset: Point?
    /// The size of the view's bounds in the engine (before its transform), or `nil` when not
    /// known (a timeline built by hand). Not printed: the recorder fills it so checks need not
    /// estimate it from the on-screen frame, which a rotated view's bounding box would mislead.
    public var boundsSize: Size?
    /// The transform's rotation, in radians, clockwise on screen (`frame` is then the rotated
    /// view's bounding box). (Optional addition: `"rotation": r`, written only when not 0.)
    public var rotation: Double

    public init(
      role: ViewRole, frame: Rect, alpha: Double = 1, scale: Double = 1, cornerRadius: Double = 0,
      isVisible: Bool = true, color: Color? = nil, contentOffset: Point? = nil,
      boundsSize: Size? = nil, rotation: Double = 0
    ) {
      self.role = role
      self.frame = frame
      self.alpha = alpha
      self.scale = scale
      self.cornerRadius = cornerRadius
      self.isVisible = isVisible
      self.color = color
      self.contentOffset = contentOffset
      self.boundsSize = boundsSize
      self.rotation = rotation
    }
  }

  /// Something that happened at a time.
  public struct Event: Sendable, Hashable {
    /// Seconds from the start of the script.
    public var time: Double
    public var kind: EventKind

    public init(time: Double, kind: EventKind) {
      self.time = time
      self.kind = kind
    }
  }

  /// The kinds of event `PLAY.md` names (a transition may add its own).
  public enum EventKind: Sendable, Hashable {
    case transitionBegan(operation: Operation, interactive: Bool)
    /// `controller` is a role (`presenting`, `presented`, `child1`, …).
    case appearance(controller: ViewRole, callback: AppearanceCallback)
    case interactionBegan
    /// `velocity` in points per second; `progress` where the interaction let go.
    case interactionEnded(decision: Decision, velocity: Vector, progress: Double)
    case transitionEnded(operation: Operation, completed: Bool)
    /// `intensity` 0–1.
    case haptic(style: String, intensity: Double)
    /// A physics contact with the named boundary.
    case contact(with: String)
    /// The physics came to rest.
    case rest
    /// A `present`, `dismiss` or `select` that UIKit would refuse: nothing happened.
    case ignored(action: String, reason: String)
    /// A sheet's change of detent has finished; `interactive`: a finger made it, not code. A
    /// custom detent is written as its number (`"from": 300`), as scripts give it.
    case detentChanged(from: SheetDetent, to: SheetDetent, interactive: Bool)
    /// The keyboard's animation has ended, `shown` or not; `height` is its height when shown.
    case keyboard(shown: Bool, height: Double)
    /// A toast's `present` while one shows: it waits, `position` 1 the next to come in.
    case queued(position: Int)
    /// A presentation is shown as another style: a popover in a compact width as a `sheet`.
    case adapted(to: String)
    /// The rest of a run was handed to the render server: it ends at `until` (seconds from the
    /// script's start) and animates `views` views.
    case committed(until: Double, views: Int)
    /// A touch took the run back from the render server, whose animations of `views` views
    /// were removed; the engine drives again from where the screen was.
    case reclaimed(views: Int)
    /// The app's main thread was blocked for `duration` seconds from this time.
    case stall(duration: Double)

    /// The `type` field of the event in `PLAY.md`.
    public var type: String {
      switch self {
      case .transitionBegan: return "transitionBegan"
      case .appearance: return "appearance"
      case .interactionBegan: return "interactionBegan"
      case .interactionEnded: return "interactionEnded"
      case .transitionEnded: return "transitionEnded"
      case .haptic: return "haptic"
      case .contact: return "contact"
      case .rest: return "rest"
      case .ignored: return "ignored"
      case .detentChanged: return "detentChanged"
      case .keyboard: return "keyboard"
      case .queued: return "queued"
      case .adapted: return "adapted"
      case .committed: return "committed"
      case .reclaimed: return "reclaimed"
      case .stall: return "stall"
      }
    }
  }
}
