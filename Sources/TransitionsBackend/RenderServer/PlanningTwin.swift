public import Motion
public import Stage

/// The twin a live backend's planner runs ahead on (issue 30): a second scene, built alike, given
/// every call the live scene is given, so that it is in the same deterministic state when a
/// release (or a button's run) leaves nothing but a touch to change the run.
///
/// A backend makes every call on its scene through the twin (``perform(on:_:)``, ``tick(_:mediaTime:)``,
/// ``send(_:id:phase:location:mediaTime:)``): each is made on the live scene with the real views,
/// kept in a journal, and made on the twin with stand-ins for the views (views its `standIn`
/// makes, detached, so that the twin never moves a real view). After a call that may leave a run
/// to itself, `commitRest(of:mediaTime:)` plans the rest on the twin and commits it.
///
/// The twin is at the plan's end once committed: still the live scene's twin if the render
/// server plays the run to its end, not once a touch (or ``MirroredScene/takeBack(mediaTime:)``)
/// reclaims it. Then the twin is built again from a **spare**: a second scene built alike and
/// given the same entries a little behind the twin (``replayBudget`` per call), never planned
/// on, so that it is always a replay of the journal up to where it has got. The spare becomes
/// the twin and replays only what it has not made yet (the rest at the next commit); the journal
/// keeps only the entries some scene still has to make, so that a long-lived host's journal
/// (a navigation stack's, a container's, a tab bar's) stays as short as the spare's lag, not as
/// long as the host's life. The twin a reclaim took the plan from is kept, and declared the new
/// spare at the next rest of the live scene (no run, nothing moving, no finger) where it is the
/// live scene's twin (``MirroredScene/isTwin(_:)``, its clock brought to the live scene's time):
/// the check that already declares a twin that played a run to its end in step. Until then a
/// second reclaim finds no spare, and the run plays frame by frame.
/// A twin that no longer matches the live scene (a call made on the scene around the twin) is
/// never planned on: ``MirroredScene/isTwin(_:)`` is checked before every plan, and the twin
/// rebuilt once; if it still differs, the run is played frame by frame. With
/// `compactsJournal: false` the journal keeps every entry and a twin is rebuilt by replaying
/// all of it (a comparison, a benchmark).
///
/// ```swift
/// // UIKit's glue: a scene built alike over views nobody shows, stand-ins at the real frames.
/// let twin = PlanningTwin(
///   make: { MirroredPresentation(style: style, toolkit: UIKitToolkit(showsValues: false),
///                                size: size, safeAreaInsets: insets, reduceMotion: false) },
///   standIn: { real in UIView(frame: real.frame) })
/// twin.send(scene, id: 1, phase: .ended, location: p, mediaTime: touch.timestamp)
/// actions += twin.commitRest(of: scene, mediaTime: CACurrentMediaTime())
/// ```
@MainActor
public final class PlanningTwin<Content: SceneContent> {
  /// The toolkit's view type.
  public typealias View = Content.Toolkit.BackendView
  /// A call on a scene, given the view to use for each toolkit view it passes (the view itself
  /// on the live scene, its stand-in on the twin). A call that holds a view must hold it weakly
  /// and return nothing once it is gone: the journal outlives the call.
  public typealias Call =
    @MainActor (_ scene: MirroredScene<Content>, _ view: (View) -> View) -> [BackendAction]

  /// A call that also answers something (whether it was accepted, a token): the live scene's
  /// answer is returned, the twin's dropped.
  public typealias Answering<Answer> =
    @MainActor (_ scene: MirroredScene<Content>, _ view: (View) -> View) -> (
      Answer, [BackendAction]
    )

  enum Entry {
    case tick(Double)
    case wake(Double)
    case touch(id: Int, phase: TouchPhase, location: Point, mediaTime: Double)
    /// A call, and the media time it was made at (the scene's ``MirroredScene/mediaClock``
    /// then: the twin's reads the same).
    case call(Call, now: Double?)
    /// The live scene committed this plan (its state as ``MirroredScene/commitRest(planningOn:mediaTime:limit:)`` leaves it).
    case commit(RenderPlan)
  }

  /// A scene built alike, the journal's first `made` entries made on it, with its stand-ins.
  final class Replica {
    let scene: MirroredScene<Content>
    var made: Int
    var standIns: [(real: WeakView, standIn: View)] = []

    init(_ scene: MirroredScene<Content>, made: Int) {
      self.scene = scene
      self.made = made
    }
  }

  struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
  }

  /// How many journal entries a twin being rebuilt (and the spare) replays per call, besides
  /// the new one.
  public static var replayBudget: Int { 16 }

  let make: @MainActor () -> MirroredScene<Content>
  let makeStandIn: @MainActor (View) -> View
  /// Whether the journal is compacted (a spare kept, entries every scene made dropped).
  public let compactsJournal: Bool
  /// The entries since the oldest a scene still has to make.
  var journal: [Entry] = []
  /// The twin plans are made on (or, `ahead`, at the end of the plan committed last).
  var twin: Replica?
  var ahead = false
  /// The spare (compacting): the journal made on it behind the twin, never planned on.
  var spare: Replica?
  /// The twin a reclaim took the plan from, at the plan's end (compacting): the spare again at
  /// a rest where it is the live scene's twin.
  var consumed: Replica?
  /// The live scene's engine time at the last rest `consumed` was compared at.
  var lastRevivalTime: Double?
  /// Whether any call was made (the first builds the twin and the spare).
  var started = false
  /// How many twins were built after the first (a reclaim, or a twin found to differ).
  public internal(set) var rebuilds = 0
  /// How many journal entries were dropped, every scene having made them.
  public internal(set) var droppedEntries = 0
  /// How many times a twin a reclaim took the plan from was declared the live scene's again.
  public internal(set) var revivals = 0

  /// A twin of the scenes `make` builds (alike the live one: same style, size, safe area and
  /// Reduce Motion as the live scene had when it was built), with the stand-ins `standIn` makes.
  /// With `compactsJournal` (the default), a spare is kept and the journal compacted.
  public init(
    make: @escaping @MainActor () -> MirroredScene<Content>,
    standIn: @escaping @MainActor (View) -> View,
    compactsJournal: Bool = true
  ) {
    self.make = make
    makeStandIn = standIn
    self.compactsJournal = compactsJournal
  }

  /// How many calls the journal holds.
  public var journalCount: Int { journal.count }

  /// The twin scene as it is now (tests compare it with the live scene).
  var scene: MirroredScene<Content>? { twin?.scene }

  /// Whether the twin is in step with the live scene: every call made on it, not ahead.
  public var isInStep: Bool { twin.map { !ahead && $0.made == journal.count } ?? false }

  /// Whether a spare is kept now (compacting; not between a reclaim and the next rest).
  public var hasSpare: Bool { spare != nil }

  // MARK: Calls

  /// Makes `call` on `live`, then on the twin; returns the live scene's actions.
  @discardableResult
  public func perform(on live: MirroredScene<Content>, _ call: @escaping Call) -> [BackendAction] {
    perform(on: live, answering: { scene, view in ((), call(scene, view)) }).actions
  }

  /// Makes `call` on `live`, then on the twin; returns the live scene's answer and actions.
  /// The scene's ``MirroredScene/mediaClock`` reads one time during the call, kept for the twin.
  public func perform<Answer>(
    on live: MirroredScene<Content>, answering call: @escaping Answering<Answer>
  ) -> (answer: Answer, actions: [BackendAction]) {
    let clock = live.mediaClock
    let now = clock?()
    if let now { live.mediaClock = { now } }
    let (answer, actions) = call(live) { $0 }
    live.mediaClock = clock
    record(.call({ scene, view in call(scene, view).1 }, now: now), live)
    return (answer, actions)
  }

  /// One display frame (``MirroredScene/tick(mediaTime:)``), on both.
  @discardableResult
  public func tick(_ live: MirroredScene<Content>, mediaTime: Double) -> [BackendAction] {
    let actions = live.tick(mediaTime: mediaTime)
    record(.tick(mediaTime), live)
    return actions
  }

  /// The display link starts (``MirroredScene/displayLinkStarted(mediaTime:)``), on both.
  public func displayLinkStarted(_ live: MirroredScene<Content>, mediaTime: Double) {
    live.displayLinkStarted(mediaTime: mediaTime)
    record(.wake(mediaTime), live)
  }

  /// A real touch (``MirroredScene/send(id:phase:location:mediaTime:)``), on both.
  @discardableResult
  public func send(
    _ live: MirroredScene<Content>, id: Int, phase: TouchPhase, location: Point, mediaTime: Double
  ) -> (delivered: Bool, actions: [BackendAction]) {
    let result = live.send(id: id, phase: phase, location: location, mediaTime: mediaTime)
    record(.touch(id: id, phase: phase, location: location, mediaTime: mediaTime), live)
    return result
  }

  // MARK: Planning

  /// Commits the rest of `live`'s run to the render server, planned on the twin
  /// (``MirroredScene/commitRest(planningOn:mediaTime:limit:)``), when nothing but a touch can
  /// change it. The twin is first brought in step (the rest of a replay); one that differs from
  /// the live scene is built again once (from the spare), and not planned on if it still
  /// differs; with no twin (a second reclaim before a rest gave a spare back), nothing is
  /// committed.
  ///
  /// - Returns: the actions of the commit (``RenderServerCommand/commit(_:)``), or of showing
  ///   the scene now when nothing is committed.
  @discardableResult
  public func commitRest(
    of live: MirroredScene<Content>, mediaTime: Double, limit: Double = 10
  ) -> [BackendAction] {
    guard !live.isCommitted, !live.content.isOver, live.movesByItself, live.content.plansAhead,
      !live.driver.hasFingersDown, var current = inStepTwin()
    else { return [] }
    if !live.isTwin(current.scene) {
      rebuild()
      guard let again = inStepTwin(), live.isTwin(again.scene) else { return [] }
      current = again
    }
    let actions = live.commitRest(planningOn: current.scene, mediaTime: mediaTime, limit: limit)
    if let plan = live.committedPlan {
      journal.append(.commit(plan))
      // The twin ran to the plan's end; its clock rests as the live scene's did.
      current.scene.driver.rest()
      current.made = journal.count
      ahead = true
      compact()
    }
    return actions
  }
}
