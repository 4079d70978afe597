/// What a ``MirroredScene`` holds for its kind of host (a presentation, a navigation stack, a
/// container, a tab bar): the engine controllers it mirrors, the toolkit's calls into them, and
/// the few facts the scene's one tick, input path and frame rule ask of it.
@MainActor
public protocol SceneContent: AnyObject {
  /// The toolkit whose views show the scene.
  associatedtype Toolkit: BackendToolkit
  /// Whether a run (the engine's or the toolkit's) is under way: frames are needed whatever
  /// else the scene shows.
  var isRunning: Bool { get }
  /// Whether the scene is over: it takes no more input and needs no frames.
  var isOver: Bool { get }
  /// Whether one of the engine's gestures has taken the touches.
  var claimsTouches: Bool { get }
  /// The scene ran and applied a frame: report what it did (the context's progress, a run's
  /// end).
  func frameApplied()
  /// Whether something of the content moves outside any run and needs frames (a sheet springing
  /// between detents after code or a screen-reader action moved it). Default `false`.
  var movesOutsideRuns: Bool { get }
  /// Whether the engine keeps time at rest (a toast's countdown to its own dismissal): frames
  /// are needed while nothing moves. Default `false`.
  var keepsTime: Bool { get }
  /// Whether the rest of the run under way may be planned ahead and committed to the render
  /// server (issue 30): a run whose views are moved by actions each frame (a navigation run
  /// drawn scaled, a zoom: ``BackendAction/screenPlacement(destination:_:)``) may not, as no plan carries
  /// those actions; it plays frame by frame. Default `true`.
  var plansAhead: Bool { get }
  /// Whether a plan may read a run moved only by its transition's spring or curve from the
  /// animator instead of stepping it (``MirroredScene/readsSprings``), asked when the plan is
  /// made: `false` while a next run would begin by itself during the frames the read skips (a
  /// container's selection made mid-transition, queued behind the run). Presentations,
  /// navigation stacks, containers and tab bars read; default `false`.
  var readsClosedFormRuns: Bool { get }
}

extension SceneContent {
  public var movesOutsideRuns: Bool { false }
  public var keepsTime: Bool { false }
  public var plansAhead: Bool { true }
  public var readsClosedFormRuns: Bool { false }
}
