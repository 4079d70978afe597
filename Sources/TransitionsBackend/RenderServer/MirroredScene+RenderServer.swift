import Motion
import Stage

/// What a scene hands to the render server, or takes back (``BackendAction/renderServer(_:)``).
public enum RenderServerCommand: Sendable, Hashable {
  /// In one transaction: set each track's view's model value to its ``RenderPlan/Track/endValue``
  /// and add its animation (begin time ``RenderPlan/beginTime`` on the media clock); when the
  /// last one ends (its completion), call ``MirroredScene/renderServerFinished(mediaTime:)``.
  /// Schedule the plan's ``RenderPlan/events`` that are ``BackendAction/haptic(_:)`` at their
  /// times (main-thread timers: a stall delays them); the scene makes every other action itself,
  /// when the run ends or is reclaimed.
  case commit(RenderPlan)
  /// Remove the committed animations and cancel the scheduled haptics: a touch reclaimed the
  /// run. The views' model values were just set to the engine's values at the touch's time.
  case remove
}

/// The committed rest of a run: the plan, and how many of its frames the scene has run.
struct CommittedRun {
  var plan: RenderPlan
  var interval: Double
  var framesRun = 0
}

/// What a scene keeps for the render server: the committed run, the planner's storage, and the
/// plan's: each commit's plan is written into the storage of the one before
/// (``RenderPlanner/plan(beginTime:into:)``), which the committed run, the commit's action and
/// the glue share until the run ends or is taken back, so that a second commit allocates no
/// plan once they have let go of the first.
struct RenderServerState {
  var committed: CommittedRun?
  var planner = RenderPlanner()
  var plan = RenderServerState.emptyPlan
  /// How many frames the twin ran for the last plan (``MirroredScene/framesSteppedByLastPlan``).
  var framesStepped = 0
  /// Whether a plan reads a closed-form run from its animator (``MirroredScene/readsSprings``).
  var readsSprings = true
  /// The toolkit's media clock, for a take-back a call other than a touch makes.
  var mediaClock: (@MainActor () -> Double)?
  /// Takes the committed run back before a change (set by the scene: its content calls it).
  var takeBack: (@MainActor () -> Void)?

  /// A plan that holds no storage (empty arrays are shared, never allocated).
  static var emptyPlan: RenderPlan { RenderPlan(beginTime: 0, engineBeginTime: 0, duration: 0) }
}

extension SceneParts {
  /// A call is about to change what a committed plan assumed (a programmatic run, a stack
  /// change): the scene takes the run back first, at its media clock's time.
  func takeBackBeforeChange() {
    renderServer.takeBack?()
  }
}

extension MirroredScene {
  /// The interval of a plan's frames: 1/120 s.
  public static var planInterval: Double { 1.0 / 120 }

  /// Whether the rest of a run is committed to the render server: the scene needs no frames
  /// until it ends or a touch reclaims it.
  public var isCommitted: Bool { parts.renderServer.committed != nil }

  /// The committed plan, while committed.
  public var committedPlan: RenderPlan? { parts.renderServer.committed?.plan }

  /// Hands the rest of the run to the render server, when nothing but a touch can change it: no
  /// finger is down and something moves. The run is simulated ahead on `twin`, a scene in the
  /// same state as this one (built alike and given the same calls: the engine is deterministic),
  /// frame by frame at ``planInterval`` until it ends and rests (at most `limit` seconds), with
  /// a frame of its own at each contact between two frames (``RenderPlan/breakFrames``); this
  /// scene does not move. The plan (``RenderPlanner``) begins at `mediaTime` (UIKit:
  /// `CACurrentMediaTime()`), showing the scene as it is now. With ``readsSprings`` (the
  /// default), a run moved only by a transition's spring or curve is read from its animator
  /// instead (`ClosedFormRun`): the twin runs its first frame and its last few, not every one,
  /// and each moving channel is the animator's own spring or curve.
  ///
  /// Afterwards the twin is at the plan's end: still this scene's twin if the run plays to its
  /// end (``renderServerFinished(mediaTime:)`` runs this scene through the same frames), not
  /// once a touch reclaims the run (build it again).
  ///
  /// - Returns: ``RenderServerCommand/commit(_:)`` and the actions of showing the scene now;
  ///   nothing is committed (and the twin is untouched) when a finger is down, nothing moves,
  ///   a run is committed already, the content's run may not be planned ahead
  ///   (``SceneContent/plansAhead``), or the twin is not at this scene's time.
  @discardableResult
  public func commitRest<Twin: SceneContent>(
    planningOn twin: MirroredScene<Twin>, mediaTime: Double, limit: Double = 10
  ) -> [BackendAction] {
    guard !content.isOver, !isCommitted, !parts.driver.hasFingersDown, movesByItself,
      content.plansAhead, !twin.content.isOver, !twin.isCommitted,
      !twin.parts.driver.hasFingersDown,
      twin.host.currentTime == host.currentTime, mediaTime.isFinite
    else { return parts.drain() }
    let interval = Self.planInterval
    let start = host.currentTime
    parts.show()
    twin.host.publish()
    var planner = parts.renderServer.planner
    parts.renderServer.planner = RenderPlanner()  // unique while planning: no copy
    var plan = parts.renderServer.plan
    parts.renderServer.plan = RenderServerState.emptyPlan  // the same
    plan.events.removeAll(keepingCapacity: true)
    planner.begin(engineTime: start, interval: interval)
    planner.record(twin.host.published)
    _ = twin.parts.outbox.drain()
    var frame = 1
    var done = false
    var read: ClosedFormRun.Read?
    // A run whose every moving value is read from its animator's spring or curve
    // (``ClosedFormRun``): its first frame as any, then a jump to its end, not every frame.
    if readsSprings, content.readsClosedFormRuns, Double(frame) * interval <= limit,
      let run = ClosedFormRun(twin, start: start, interval: interval, limit: limit)
    {
      done = !twin.planFrame(
        frame, start: start, interval: interval, planner: &planner, events: &plan.events)
      frame += 1
      if !done { done = !twin.engineMoves }
      if !done { read = run.plan(twin, beginTime: mediaTime, events: &plan.events) }
    }
    // A run moved by its dynamics world alone (``PhysicsRun``): the world read, not every frame.
    var readAlone = 0
    if read == nil, !done, frame == 1, readsSprings, content.readsClosedFormRuns {
      readAlone = twin.readPhysicsRun(
        &frame, done: &done, start: start, interval: interval, limit: limit, planner: &planner,
        events: &plan.events)
    }
    while read == nil, !done, Double(frame) * interval <= limit {
      guard
        twin.planFrame(
          frame, start: start, interval: interval, planner: &planner, events: &plan.events)
      else { break }
      frame += 1
      done = !twin.engineMoves
    }
    if let read {
      plan = read.plan
    } else {
      planner.plan(beginTime: mediaTime, into: &plan)
    }
    parts.renderServer.framesStepped = read?.framesStepped ?? frame - 1 - readAlone
    parts.renderServer.planner = planner
    parts.renderServer.plan = plan
    guard plan.duration > 0 else { return parts.drain() }
    parts.renderServer.committed = CommittedRun(plan: plan, interval: interval)
    parts.emit(.renderServer(.commit(plan)))
    (content as? any AlongsideFollowing)?.renderServerCommitted(plan)
    return parts.drain()
  }

  /// The render server reports the committed animations ended (UIKit: the transaction's or the
  /// last animation's completion): the scene runs the plan's frames it has not run, as the
  /// twin ran them, makes the run's actions (its end, the context's completion; not the haptics,
  /// which were scheduled), and shows its views with the values the model layers already have.
  @discardableResult
  public func renderServerFinished(mediaTime: Double) -> [BackendAction] {
    guard let run = parts.renderServer.committed else { return parts.drain() }
    catchUp(toEngineTime: run.plan.engineBeginTime + run.plan.duration, exactly: false)
    parts.renderServer.committed = nil
    showAfterRenderServer()
    return parts.drain()
  }

  /// The toolkit's media clock (UIKit: `CACurrentMediaTime()`), read when a call that changes
  /// what a committed plan assumed must take the run back first: a resize, a keyboard change, a
  /// toolkit layout, a programmatic run (a dismissal, a push, a selection). With no clock, such
  /// a call takes the run back as if the render server had played it to its end. A
  /// ``PlanningTwin`` sets it to the time of each call it makes.
  public var mediaClock: (@MainActor () -> Double)? {
    get { parts.renderServer.mediaClock }
    set { parts.renderServer.mediaClock = newValue }
  }

  /// Takes a committed run back before a call changes the engine under it, at the media clock's
  /// time (``mediaClock``).
  func takeBackBeforeChange() {
    guard let run = parts.renderServer.committed else { return }
    reclaim(mediaTime: parts.renderServer.mediaClock?() ?? run.plan.endTime)
  }

  /// Takes the committed run back at `mediaTime` (UIKit: `CACurrentMediaTime()`), as a touch
  /// does. The scene does it itself before a resize, a keyboard change, a toolkit layout and a
  /// programmatic run (at ``mediaClock``'s time); call it before any other change of the views
  /// the scene cannot see, which would leave the engine under a plan that no longer holds.
  @discardableResult
  public func takeBack(mediaTime: Double) -> [BackendAction] {
    if isCommitted { reclaim(mediaTime: mediaTime) }
    return parts.drain()
  }

  /// A touch at `mediaTime` takes the run back (called by ``send(id:phase:location:mediaTime:)``
  /// before it delivers the touch): the scene runs the plan's frames up to the touch's time, and
  /// a last one at it, so the engine is where the render server shows the views; the committed
  /// animations are removed (``RenderServerCommand/remove``) as the views get the engine's
  /// values, and the clock anchors at the touch.
  func reclaim(mediaTime: Double) {
    guard let run = parts.renderServer.committed else { return }
    let elapsed = max(0, min(mediaTime - run.plan.beginTime, run.plan.duration))
    // The removal first: what the catch-up's frames do (a placement, the context's progress)
    // follows it, as what the call that took the run back does.
    parts.emit(.renderServer(.remove))
    catchUp(toEngineTime: run.plan.engineBeginTime + elapsed, exactly: true)
    parts.renderServer.committed = nil
    showAfterRenderServer()
    parts.driver.wake(mediaTime: mediaTime)
  }

  /// The time of the next sharp turn of the engine's motion (a dynamics contact) after now and
  /// before `time`, more than a microsecond from both: a frame of its own in a plan.
  func nextBreak(before time: Double) -> Double? {
    let now = host.currentTime
    guard let contact = host.window.nextMotionBreak(before: time - Self.breakMargin),
      contact > now + Self.breakMargin
    else { return nil }
    return contact
  }

  /// How close to a frame a contact may be and get no frame of its own, in seconds (1 µs: at
  /// 14 000 pt/s, the shade's fastest, 0.014 pt).
  static var breakMargin: Double { 1e-6 }

  /// Whether anything moves with no finger down: a run, an animator, the keyboard, or the last
  /// frame changed something.
  var movesByItself: Bool {
    guard !content.isOver else { return false }
    let window = parts.host.window
    return content.isRunning || window.runningAnimatorCount > 0 || window.keyboard.isAnimating
      || parts.host.published.hasChanges
  }

  /// Whether the engine still moves anything by itself: an animator runs, the keyboard moves,
  /// or the last frame changed something (physics until it rests). The toolkit's part of a run
  /// (its completion, which no frame brings) does not count: the plan ends with the engine's.
  var engineMoves: Bool {
    guard !content.isOver else { return false }
    let window = parts.host.window
    return window.runningAnimatorCount > 0 || window.keyboard.isAnimating
      || parts.host.published.hasChanges
  }

  /// Runs the plan's frames up to `engineTime` (and, `exactly`, one at it) as the twin ran them;
  /// the haptics they play were scheduled by the glue and are dropped.
  private func catchUp(toEngineTime engineTime: Double, exactly: Bool) {
    guard var run = parts.renderServer.committed else { return }
    let start = run.plan.engineBeginTime
    var breaks = run.plan.breakFrames.drop(while: { $0 <= host.currentTime })
    while !content.isOver {
      let next = start + Double(run.framesRun + 1) * run.interval
      // The twin's frames between two of the grid (contacts), up to the wanted time.
      while let contact = breaks.first, contact < next, contact <= engineTime + 1e-9 {
        breaks.removeFirst()
        guard (try? host.tick(to: contact)) != nil else { break }
        content.frameApplied()
      }
      guard next <= engineTime + 1e-9, (try? host.tick(to: next)) != nil else { break }
      content.frameApplied()
      run.framesRun += 1
    }
    if exactly, !content.isOver, engineTime > host.currentTime,
      (try? host.tick(to: engineTime)) != nil
    {
      content.frameApplied()
    }
    parts.renderServer.committed = run
    let actions = parts.outbox.drain()
    for action in actions {
      if case .haptic = action { continue }
      parts.emit(action)
    }
  }

  /// Every bound view gets the engine's values again: the model layers hold the plan's end
  /// values, which the binder did not set; the alongside animations are scrubbed again.
  private func showAfterRenderServer() {
    (content as? any AlongsideFollowing)?.renderServerReleased()
    guard !content.isOver else { return }
    parts.binder.invalidate()
    parts.apply()
  }
}
