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
/// reclaims it. Then a new twin is built by replaying the journal, ``replayBudget`` entries per
/// call (so that no one call pays for the whole history), and whatever is left at the next commit.
/// A twin that no longer matches the live scene (a call made on the scene around the twin) is
/// never planned on: ``MirroredScene/isTwin(_:)`` is checked before every plan, and the twin
/// rebuilt once; if it still differs, the run is played frame by frame.
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

  private enum Entry {
    case tick(Double)
    case wake(Double)
    case touch(id: Int, phase: TouchPhase, location: Point, mediaTime: Double)
    /// A call, and the media time it was made at (the scene's ``MirroredScene/mediaClock``
    /// then: the twin's reads the same).
    case call(Call, now: Double?)
    /// The live scene committed this plan (its state as ``MirroredScene/commitRest(planningOn:mediaTime:limit:)`` leaves it).
    case commit(RenderPlan)
  }

  /// How many journal entries a twin being rebuilt replays per call, besides the new one.
  public static var replayBudget: Int { 16 }

  private let make: @MainActor () -> MirroredScene<Content>
  private let makeStandIn: @MainActor (View) -> View
  private var standIns: [(real: WeakView, standIn: View)] = []
  private var journal: [Entry] = []
  /// The twin, with the journal's first `replayed` entries made on it (or, `ahead`, at the end of
  /// the plan committed last).
  private var twin: MirroredScene<Content>?
  private var replayed = 0
  private var ahead = false
  /// How many twins were built after the first (a reclaim, or a twin found to differ).
  public private(set) var rebuilds = 0

  /// A twin of the scenes `make` builds (alike the live one: same style, size, safe area and
  /// Reduce Motion as the live scene had when it was built), with the stand-ins `standIn` makes.
  public init(
    make: @escaping @MainActor () -> MirroredScene<Content>,
    standIn: @escaping @MainActor (View) -> View
  ) {
    self.make = make
    makeStandIn = standIn
  }

  /// How many calls the journal holds.
  public var journalCount: Int { journal.count }

  /// The twin scene as it is now (tests compare it with the live scene).
  var scene: MirroredScene<Content>? { twin }

  /// Whether the twin is in step with the live scene: every call made on it, not ahead.
  public var isInStep: Bool { twin != nil && !ahead && replayed == journal.count }

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
  /// the live scene is built again once, and not planned on if it still differs.
  ///
  /// - Returns: the actions of the commit (``RenderServerCommand/commit(_:)``), or of showing
  ///   the scene now when nothing is committed.
  @discardableResult
  public func commitRest(
    of live: MirroredScene<Content>, mediaTime: Double, limit: Double = 10
  ) -> [BackendAction] {
    guard !live.isCommitted, !live.content.isOver, live.movesByItself, live.content.plansAhead,
      !live.driver.hasFingersDown
    else { return [] }
    var current = inStepTwin()
    if !live.isTwin(current) {
      rebuild()
      current = inStepTwin()
      guard live.isTwin(current) else { return [] }
    }
    let actions = live.commitRest(planningOn: current, mediaTime: mediaTime, limit: limit)
    if let plan = live.committedPlan {
      journal.append(.commit(plan))
      // The twin ran to the plan's end; its clock rests as the live scene's did.
      current.driver.rest()
      replayed = journal.count
      ahead = true
    }
    return actions
  }

  // MARK: The journal

  private func record(_ entry: Entry, _ live: MirroredScene<Content>) {
    journal.append(entry)
    if twin == nil { rebuild() }  // the first twin, from the first call
    if replayed == journal.count - 1 {
      if let twin { make(entry, on: twin) }
      replayed += 1
      if ahead, !live.isCommitted {
        // The render server's run is over: played to its end, the twin is the live scene's;
        // taken back by a touch, it is not, and a new one is replayed.
        ahead = false
        if let twin, !live.isTwin(twin) { rebuild() }
      }
    } else {
      replay(budget: Self.replayBudget + 1)
    }
  }

  /// The twin, in step: built and the journal replayed when it is not.
  private func inStepTwin() -> MirroredScene<Content> {
    let current = twin ?? rebuild()
    replay(budget: .max)
    return current
  }

  /// A new twin, the journal to replay from its start.
  @discardableResult
  private func rebuild() -> MirroredScene<Content> {
    if twin != nil { rebuilds += 1 }
    standIns.removeAll()
    let made = make()
    twin = made
    replayed = 0
    ahead = false
    return made
  }

  private func replay(budget: Int) {
    guard let twin else { return }
    var left = budget
    while replayed < journal.count, left > 0 {
      make(journal[replayed], on: twin)
      replayed += 1
      left -= 1
    }
  }

  private func make(_ entry: Entry, on twin: MirroredScene<Content>) {
    switch entry {
    case .tick(let time): _ = twin.tick(mediaTime: time)
    case .wake(let time): twin.displayLinkStarted(mediaTime: time)
    case .touch(let id, let phase, let location, let time):
      _ = twin.send(id: id, phase: phase, location: location, mediaTime: time)
    case .call(let call, let now):
      twin.mediaClock = nil
      if let now { twin.mediaClock = { now } }
      _ = call(twin) { self.standIn(for: $0) }
      twin.mediaClock = nil
    case .commit(let plan): twin.adoptCommitted(plan)
    }
  }

  /// The twin's view for the real `view`: made once per twin, held while the twin is.
  private func standIn(for view: View) -> View {
    if let known = standIns.first(where: { $0.real.view === view }) { return known.standIn }
    let made = makeStandIn(view)
    standIns.removeAll { $0.real.view == nil }
    standIns.append((WeakView(view), made))
    return made
  }

  private struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
  }
}
