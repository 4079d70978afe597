import Motion
import Stage
import Transitions
import TransitionsBackend

/// Plays a script with a device's main thread (`PLAY.md`, "Main-thread stalls and the render
/// server"): its ``Script/stalls`` block frame callbacks and input, and with
/// ``Script/renderServer`` on, the rest of a run no finger drives is planned ahead and drawn by
/// the render server's model, as a live backend commits it (``RenderPlanner``, ``RenderPlan``:
/// the backend's own planner and model).
///
/// The main thread's work, in time order: inputs (each at its own time stamp), stalls (from
/// their `at`, after the inputs at that time, to their end, when the inputs stamped inside are
/// delivered in order), the end of a committed run (the render server's completion), and one
/// frame callback per output frame. A frame while the main thread is blocked shows what the
/// render server draws: the committed run, else the last frame, frozen.
///
/// Everything the engine is given is kept (``Call``) so that a twin, a second stage of the same
/// script given the same calls, is in the engine's state when a run is planned on it: the engine
/// is deterministic.
@MainActor
final class MainThreadPlay {
  typealias Entry = (time: Double, input: Recorder.Input, path: String)

  /// One call the main thread made on the engine.
  enum Call {
    /// ``queue``'s input at this index, applied.
    case input(Int)
    /// A frame at this time.
    case tick(Double)
    /// A publish with no frame (a plan's first).
    case publish
  }

  let script: Script
  let stage: any PlayStage
  let recorder: Recorder
  let host: StageHost
  /// Builds another stage of the script, observed by its own recorder.
  let makeTwin: () throws(ScriptError) -> (stage: any PlayStage, recorder: Recorder)
  let queue: [Entry]
  /// The next input of ``queue`` to deliver.
  var next = 0
  /// The next stall of the script's to begin.
  var nextStall = 0
  /// The stall the main thread is in, if any.
  var stalled: Stall?
  var finger: Point?
  var calls: [Call] = []
  /// The rest of a run the render server draws, while it does.
  var committed: CommittedRun?
  var planner = RenderPlanner()
  /// The last frame shown.
  var shown: Timeline.Frame?
  /// A twin that could not be built (a script the player took once is taken again: not seen).
  var twinFailure: ScriptError?

  init(
    script: Script, stage: any PlayStage, recorder: Recorder,
    twin: @escaping () throws(ScriptError) -> (stage: any PlayStage, recorder: Recorder)
  ) {
    self.script = script
    self.stage = stage
    self.recorder = recorder
    self.makeTwin = twin
    host = StageHost(window: stage.window)
    queue = Recorder.inputs(of: script.events)
  }

  /// Plays the script; throws the first transition failure (nothing is returned then).
  func run() throws(ScriptError) -> Timeline {
    recorder.observe(stage.window)
    let until = script.resolvedUntil
    let frameCount = Int((until * script.frameRate).rounded(.down))
    var frames: [Timeline.Frame] = []
    frames.reserveCapacity(frameCount + 1)
    for k in 0...frameCount {
      let t = Double(k) / script.frameRate
      runMainThread(through: t)
      let frame = frame(at: t)
      frames.append(frame)
      shown = frame
    }
    runMainThread(through: until)
    if let failure = recorder.failure ?? twinFailure { throw failure }
    // A stall's event is recorded when it begins, a committed run's events when the engine
    // runs its frames (at its end or a reclaim): in time order, ties as recorded.
    let events = recorder.events.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
    return Timeline(
      transition: script.transition, screen: script.screen, frameRate: script.frameRate,
      frames: frames, events: events)
  }

  /// Does the main thread's work due up to `t` included, in time order; a stall that begins
  /// at `t` begins after the frame at `t`.
  func runMainThread(through t: Double) {
    while true {
      if let stall = stalled {
        guard stall.end <= t else { return }
        stalled = nil
        endStall(stall)
        continue
      }
      let inputTime = next < queue.count ? queue[next].time : .infinity
      let stallStart = nextStall < script.stalls.count ? script.stalls[nextStall].at : .infinity
      let planEnd = committed?.plan.endTime ?? .infinity
      if planEnd <= t, planEnd <= inputTime, planEnd <= stallStart {
        finishCommitted()
        continue
      }
      if inputTime <= t, inputTime <= stallStart {
        let index = next
        next += 1
        deliver(index)
        if startsFreeRun(queue[index].input) { commitRest() }
        continue
      }
      guard stallStart < t else { return }
      let stall = script.stalls[nextStall]
      nextStall += 1
      stalled = stall
      recorder.record(.stall(duration: stall.duration), at: stall.at)
    }
  }

  /// The stall is over: the inputs stamped inside it reach the engine, in order with their own
  /// time stamps, then a frame callback at its end; a run they leave free is committed then.
  func endStall(_ stall: Stall) {
    var freed = false
    while next < queue.count, queue[next].time < stall.end {
      let index = next
      next += 1
      deliver(index)
      freed = freed || startsFreeRun(queue[index].input)
    }
    guard freed, script.renderServer, finger == nil, committed == nil else { return }
    tick(to: stall.end)
    commitRest()
  }

  /// Delivers one input to the engine; a committed run is taken back first (or, if it has
  /// ended, finished).
  func deliver(_ index: Int) {
    let entry = queue[index]
    if let run = committed {
      if entry.time >= run.plan.endTime { finishCommitted() } else { reclaim(at: entry.time) }
    }
    recorder.apply(entry, stage: stage, host: host, finger: &finger)
    calls.append(.input(index))
  }

  /// Whether an input leaves a run no finger drives: a lift, or a button's action.
  func startsFreeRun(_ input: Recorder.Input) -> Bool {
    switch input {
    case .touch(let kind, _): return kind == .up || kind == .cancel
    case .action: return true
    case .keyboard, .resize: return false
    }
  }

  /// A frame callback at `time` (no earlier than the window's).
  func tick(to time: Double) {
    let time = max(time, host.currentTime)
    try? host.tick(to: time)
    calls.append(.tick(time))
  }

  /// What the screen shows at `t`.
  func frame(at t: Double) -> Timeline.Frame {
    if let run = committed {
      var frame = run.frame(at: t)
      frame.drawnBy = .renderServer
      return frame
    }
    if stalled != nil, var frame = shown {
      frame.time = t
      frame.drawnBy = script.renderServer ? .stalled : nil
      return frame
    }
    tick(to: t)
    var frame = recorder.frame(at: t, stage: stage, host: host, finger: finger)
    frame.drawnBy = script.renderServer ? .engine : nil
    return frame
  }
}
