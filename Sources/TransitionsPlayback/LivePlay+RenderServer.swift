public import TransitionsBackend

/// The rest of a live play's run handed to the render server (``LivePlay/commitRest(planningOn:)``):
/// drawn by the render server's model (``LivePlay/frame(drawing:at:)``) while the engine does not
/// move, as `play` draws a committed run (`PLAY.md`, "Main-thread stalls and the render server").
public struct LiveCommittedRun {
  let run: CommittedRun

  /// The plan committed (`TransitionsBackend.RenderPlan`: the backend's own).
  public var plan: RenderPlan { run.plan }
  /// When the run was committed, in the window's seconds.
  public var beginTime: Double { run.plan.engineBeginTime }
  /// When the committed animations end, in the window's seconds.
  public var endTime: Double { run.plan.engineBeginTime + run.plan.duration }
}

extension LivePlay {
  /// The longest plan, in seconds: a live scene's (`MirroredScene.commitRest`'s limit).
  public static var planLimit: Double { 10 }

  /// Hands the rest of the run to the render server, as `play` does with `renderServer` on: the
  /// run is planned ahead on `twin` (a live play of the same script given the same calls, so in
  /// this one's state: the engine is deterministic) frame by frame at 1/120 s until nothing
  /// moves (at most ``planLimit``), with a frame at each contact between two (as a live scene's
  /// plan: a bounce keyed where it happens), by the backend's planner
  /// (`TransitionsBackend.RenderPlanner`). Both are published first. This play does not move;
  /// afterwards `twin` is at the plan's end.
  ///
  /// - Returns: the committed run; `nil` (nothing committed) when a finger is down on either,
  ///   the twin is not at this play's time, or nothing moves.
  public func commitRest(planningOn twin: LivePlay) -> LiveCommittedRun? {
    guard !isFingerDown, !twin.isFingerDown, twin.currentTime == currentTime else { return nil }
    host.publish()
    twin.host.publish()
    var planner = RenderPlanner()
    guard
      let run = CommittedRun.plan(
        on: (twin.stage, twin.recorder, twin.host), from: currentTime, limit: Self.planLimit,
        planner: &planner, engine: (stage, host))
    else { return nil }
    recorder.record(.committed(until: run.plan.endTime, views: run.plan.viewCount), at: currentTime)
    return LiveCommittedRun(run: run)
  }

  /// What the render server draws of `run` at `time` (window seconds), as `play` draws a
  /// committed run's frame (`drawnBy` `renderServer`); after the plan's end, its end.
  public func frame(drawing run: LiveCommittedRun, at time: Double) -> Timeline.Frame {
    var frame = run.run.frame(at: time)
    frame.drawnBy = .renderServer
    return frame
  }

  /// The engine takes `run` back at `time` (window seconds, no earlier than the plan's start):
  /// it runs the plan's frames up to `time` (at most to the plan's end), as the twin ran them
  /// (its contacts' included), and one at `time`, so it is where the render server showed the
  /// views, and drives again.
  public func takeBack(_ run: LiveCommittedRun, at time: Double) {
    let last = min(time, run.endTime) + 1e-9
    CommittedRun.forEachFrame(of: run.plan, after: host.currentTime, through: last) {
      try? host.tick(to: $0)
    }
    if time > host.currentTime { try? host.tick(to: time) }
    if time < run.endTime { recorder.record(.reclaimed(views: run.plan.viewCount)) }
  }
}
