import Motion
import Stage
import Transitions
import TransitionsBackend

extension MainThreadPlay {
  /// Seconds between a plan's frames: a live scene's (`MirroredScene.planInterval`, 1/120 s).
  static let planInterval = CommittedRun.planInterval
  /// The longest plan, in seconds: a live scene's (`MirroredScene.commitRest`'s limit).
  static let planLimit = 10.0

  /// Hands the rest of the run to the render server if nothing but a touch can change it (the
  /// render server is on, no finger is down, nothing is committed) and something moves: a twin
  /// is brought to the engine's state and run ahead frame by frame, recorded by the planner,
  /// until nothing moves (at most ``planLimit``); the engine does not move meanwhile.
  func commitRest() {
    guard script.renderServer, finger == nil, committed == nil else { return }
    host.publish()
    calls.append(.publish)
    let start = host.currentTime
    let twin: (stage: any PlayStage, recorder: Recorder)
    do {
      twin = try makeTwin()
    } catch {
      twinFailure = error
      return
    }
    let twinHost = StageHost(window: twin.stage.window)
    twin.recorder.observe(twin.stage.window)
    var twinFinger: Point?
    for call in calls {
      switch call {
      case .input(let index):
        twin.recorder.apply(queue[index], stage: twin.stage, host: twinHost, finger: &twinFinger)
      case .tick(let time): try? twinHost.tick(to: time)
      case .publish: twinHost.publish()
      }
    }
    guard
      let run = CommittedRun.plan(
        on: (twin.stage, twin.recorder, twinHost), from: start, limit: Self.planLimit,
        planner: &planner, engine: (stage, host))
    else { return }
    committed = run
    let plan = run.plan
    recorder.record(.committed(until: plan.endTime, views: plan.viewCount), at: start)
  }

  /// The render server reports the committed run ended: the engine runs the plan's frames, as
  /// the twin ran them (its contacts' included), and drives again.
  func finishCommitted() {
    guard let run = committed else { return }
    catchUp(run, toEngineTime: run.plan.engineBeginTime + run.plan.duration, exactly: false)
    committed = nil
  }

  /// A touch at `time` takes the run back: the engine runs the plan's frames up to it and one
  /// at it, so it is where the render server shows the views, and drives again.
  func reclaim(at time: Double) {
    guard let run = committed else { return }
    // A play's media clock is the engine's: the touch's time is the engine's.
    let engineTime = min(max(time, run.plan.engineBeginTime), run.plan.endTime)
    catchUp(run, toEngineTime: engineTime, exactly: true)
    committed = nil
    recorder.record(.reclaimed(views: run.plan.viewCount))
  }

  /// Runs the plan's frames up to `engineTime`, its contacts' included, as the twin ran them.
  private func catchUp(_ run: CommittedRun, toEngineTime engineTime: Double, exactly: Bool) {
    CommittedRun.forEachFrame(of: run.plan, after: host.currentTime, through: engineTime + 1e-9) {
      tick(to: $0)
    }
    if exactly, engineTime > host.currentTime { tick(to: engineTime) }
  }
}
