import Motion
public import Stage

/// One scalar a plan animates on a view, with the layer key path Core Animation animates it by
/// and the tolerance a planned animation keeps to (issue 30: 0.25 pt, 0.25°, 0.005 of alpha and
/// scale).
public enum RenderChannel: Int, Sendable, Hashable, CaseIterable {
  case centerX, centerY
  case boundsX, boundsY, width, height
  case translationX, translationY, scaleX, scaleY, rotation
  case alpha, cornerRadius

  /// The layer's key path (`CALayer`'s key-value coding extensions).
  public var keyPath: String {
    switch self {
    case .centerX: return "position.x"
    case .centerY: return "position.y"
    case .boundsX: return "bounds.origin.x"
    case .boundsY: return "bounds.origin.y"
    case .width: return "bounds.size.width"
    case .height: return "bounds.size.height"
    case .translationX: return "transform.translation.x"
    case .translationY: return "transform.translation.y"
    case .scaleX: return "transform.scale.x"
    case .scaleY: return "transform.scale.y"
    case .rotation: return "transform.rotation.z"
    case .alpha: return "opacity"
    case .cornerRadius: return "cornerRadius"
    }
  }

  /// How far a planned value may be from the engine's: 0.25 pt for lengths, 0.25° for the
  /// rotation, 0.005 for alpha and scale.
  public var tolerance: Double {
    switch self {
    case .scaleX, .scaleY, .alpha: return 0.005
    case .rotation: return 0.25 * Double.pi / 180
    default: return 0.25
    }
  }

  /// The channel's value in a view's on-screen values.
  public func value(of properties: ViewProperties) -> Double {
    switch self {
    case .centerX: return properties.center.x
    case .centerY: return properties.center.y
    case .boundsX: return properties.bounds.origin.x
    case .boundsY: return properties.bounds.origin.y
    case .width: return properties.bounds.size.width
    case .height: return properties.bounds.size.height
    case .translationX: return properties.transform.translation.dx
    case .translationY: return properties.transform.translation.dy
    case .scaleX: return properties.transform.scaleX
    case .scaleY: return properties.transform.scaleY
    case .rotation: return properties.transform.rotation
    case .alpha: return properties.alpha
    case .cornerRadius: return properties.cornerRadius
    }
  }
}

/// What is handed to the render server for the rest of a run (issue 30): per view and per
/// channel that moves, one ``RenderAnimation`` with the plan's shared begin time, the model
/// values to set (the end state), and the events the run will have, at their times.
public struct RenderPlan: Sendable, Hashable {
  /// One channel of one view.
  public struct Track: Sendable, Hashable {
    /// The engine view (its identity in the scene's published frames).
    public var view: ViewID
    /// What moves.
    public var channel: RenderChannel
    /// The animation: begins at the plan's begin time, fills forwards to the plan's end.
    public var animation: RenderAnimation
    /// The model value to set at the commit: the value at the plan's end.
    public var endValue: Double

    public init(view: ViewID, channel: RenderChannel, animation: RenderAnimation, endValue: Double)
    {
      self.view = view
      self.channel = channel
      self.animation = animation
      self.endValue = endValue
    }
  }

  /// An action of the run's future, `time` seconds after the begin time.
  public struct Event: Sendable, Hashable {
    public var time: Double
    public var action: BackendAction

    public init(time: Double, action: BackendAction) {
      self.time = time
      self.action = action
    }
  }

  /// The media time every animation begins at.
  public var beginTime: Double
  /// The engine's time at the begin time.
  public var engineBeginTime: Double
  /// How long the plan lasts, in seconds: its end is the run's end (or rest).
  public var duration: Double
  /// The animations, in the order to add them.
  public var tracks: [Track]
  /// The scene's actions the run will have, in order.
  public var events: [Event]
  /// The engine times, between two frames of the 1/120 s grid, at which the plan's frames were
  /// also taken (a contact: ``RenderPlanner/recordBreak(_:engineTime:)``), ascending. A scene
  /// catching up with the plan runs its frames there too, as the twin ran them.
  public var breakFrames: [Double] = []

  public init(
    beginTime: Double, engineBeginTime: Double, duration: Double, tracks: [Track] = [],
    events: [Event] = []
  ) {
    self.beginTime = beginTime
    self.engineBeginTime = engineBeginTime
    self.duration = duration
    self.tracks = tracks
    self.events = events
  }

  /// The media time the plan ends at (the toolkit's completion).
  public var endTime: Double { beginTime + duration }

  /// How many views the plan animates.
  public var viewCount: Int {
    var seen: Set<ViewID> = []
    for track in tracks { seen.insert(track.view) }
    return seen.count
  }

  /// The animation of `channel` on `view`, if the plan moves it.
  public func track(_ view: ViewID, _ channel: RenderChannel) -> Track? {
    tracks.first { $0.view == view && $0.channel == channel }
  }

  /// What the render server draws for `channel` of `view` at `mediaTime`, the model value set
  /// to the end state and the animation over it; `nil` when the plan does not move it.
  public func value(of view: ViewID, _ channel: RenderChannel, at mediaTime: Double) -> Double? {
    guard let track = track(view, channel) else { return nil }
    return RenderProperty(modelValue: track.endValue, animations: [track.animation])
      .presentationValue(at: mediaTime)
  }
}
