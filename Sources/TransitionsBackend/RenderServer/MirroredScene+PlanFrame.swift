import Motion
import Stage

extension MirroredScene {
  /// One frame of a plan, on this scene as a twin: the frame `frame` of the 1/120 s grid after
  /// `start` (and, before it, one at each contact between), recorded by `planner`, its actions
  /// kept as `events`. Returns `false` when the clock refused the frame.
  func planFrame(
    _ frame: Int, start: Double, interval: Double, planner: inout RenderPlanner,
    events: inout [RenderPlan.Event]
  ) -> Bool {
    let time = start + Double(frame) * interval
    // Through a microsecond past the frame: the engine ends a motion whose end is that close
    // after a frame at that frame (sums of frame times round), so an end falling on a frame,
    // rounded a little after it, is that frame's.
    if let end = host.window.nextAnimatorEnd(
      after: host.currentTime, through: time + Self.breakMargin)
    {
      planner.noteEnd(engineTime: end)
    }
    // A contact between two frames gets a frame of its own, at its time (a key there).
    while let contact = nextBreak(before: time) {
      guard (try? host.tick(to: contact)) != nil else { break }
      content.frameApplied()
      for action in parts.outbox.drain() {
        events.append(RenderPlan.Event(time: contact - start, action: action))
      }
      planner.recordBreak(host.published, engineTime: contact)
    }
    guard (try? host.tick(to: time)) != nil else { return false }
    content.frameApplied()
    for action in parts.outbox.drain() {
      events.append(RenderPlan.Event(time: Double(frame) * interval, action: action))
    }
    planner.record(host.published)
    return true
  }
}

extension MirroredScene {
  /// How many frames the twin ran for the last plan (``commitRest(planningOn:mediaTime:limit:)``):
  /// every frame of the run on the frame path, a few when the plan was read from the run's
  /// animator.
  public var framesSteppedByLastPlan: Int { parts.renderServer.framesStepped }

  /// Whether ``commitRest(planningOn:mediaTime:limit:)`` reads a run moved only by a
  /// transition's spring or curve from its animator (the twin runs its first and last frames),
  /// rather than simulating every frame and identifying the motion from them. Default `true`;
  /// `false` plans every run frame by frame (a comparison, a benchmark).
  public var readsSprings: Bool {
    get { parts.renderServer.readsSprings }
    set { parts.renderServer.readsSprings = newValue }
  }
}
