import Motion
import Stage
import Transitions
import TransitionsBackend

/// The rest of a run handed to the render server in a play: its plan, the engine's views as
/// they were when it was committed (the layers' values under the animations), and the twin's
/// frames at the plan's frames (what the plan does not draw: phase, operation, progress,
/// visibility, colour).
struct CommittedRun {
  var plan: RenderPlan
  var snapshot: PublishedFrame
  var status: [Timeline.Frame]
  /// Each role's view, and the scrolling content it holds, in the engine's host.
  var views: [ViewRole: ViewID]
  var scrolling: [ViewRole: ViewID]
}

extension MainThreadPlay {
  /// Seconds between a plan's frames: a live scene's (`MirroredScene.planInterval`, 1/120 s).
  static let planInterval = 1.0 / 120
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
    let h = Self.planInterval
    planner.begin(engineTime: start, interval: h)
    planner.record(twinHost.published)
    var status = [twin.recorder.frame(at: start, stage: twin.stage, host: twinHost, finger: nil)]
    var frame = 1
    while Double(frame) * h <= Self.planLimit {
      let time = start + Double(frame) * h
      guard (try? twinHost.tick(to: time)) != nil else { break }
      planner.record(twinHost.published)
      status.append(twin.recorder.frame(at: time, stage: twin.stage, host: twinHost, finger: nil))
      frame += 1
      let window = twin.stage.window
      guard
        window.runningAnimatorCount > 0 || window.keyboard.isAnimating
          || twinHost.published.hasChanges
      else { break }
    }
    let plan = planner.plan(beginTime: start)
    guard !plan.tracks.isEmpty else { return }
    var views: [ViewRole: ViewID] = [:]
    var scrolling: [ViewRole: ViewID] = [:]
    var roles = stage.roles
    roles.append((.keyboard, stage.window.keyboard.view))
    for (role, view) in roles {
      views[role] = host.id(of: view)
      scrolling[role] = stage.scrollingContent(ofRole: role).flatMap { host.id(of: $0) }
    }
    committed = CommittedRun(
      plan: plan, snapshot: host.published, status: status, views: views, scrolling: scrolling)
    recorder.record(.committed(until: plan.endTime, views: plan.viewCount), at: start)
  }

  /// The render server reports the committed run ended: the engine runs the plan's frames, as
  /// the twin ran them, and drives again.
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

  private func catchUp(_ run: CommittedRun, toEngineTime engineTime: Double, exactly: Bool) {
    let start = run.plan.engineBeginTime
    var frame = 1
    while start + Double(frame) * Self.planInterval <= engineTime + 1e-9 {
      tick(to: start + Double(frame) * Self.planInterval)
      frame += 1
    }
    if exactly, engineTime > host.currentTime { tick(to: engineTime) }
  }

  /// What the render server draws at `t`: every role's view with the plan's values over its
  /// committed ones, placed in the window through its ancestors' (drawn the same way); the
  /// rest of the frame, and views not on screen, are the twin's at the plan's last frame at or
  /// before `t`.
  func drawn(_ run: CommittedRun, at t: Double) -> Timeline.Frame {
    let step = Int(((t - run.plan.beginTime) / Self.planInterval + 1e-9).rounded(.down))
    var frame = run.status[min(max(step, 0), run.status.count - 1)]
    frame.time = t
    for index in frame.views.indices {
      // A view the twin does not show (out of the window, hidden) keeps the twin's values.
      let role = frame.views[index].role
      guard frame.views[index].isVisible, let id = run.views[role],
        let committedView = run.snapshot[id]
      else { continue }
      let shown = run.plan.presentation(of: id, over: committedView.onScreen, at: t)
      frame.views[index].frame = frameInWindow(id, shown, run, at: t)
      frame.views[index].alpha = shown.alpha
      frame.views[index].scale = shown.transform.scaleX
      frame.views[index].cornerRadius = shown.cornerRadius
      frame.views[index].boundsSize = shown.bounds.size
      frame.views[index].rotation = shown.transform.rotation
      if let content = run.scrolling[role], let scrolling = run.snapshot[content] {
        frame.views[index].contentOffset =
          run.plan.presentation(of: content, over: scrolling.onScreen, at: t).bounds.origin
      }
    }
    return frame
  }

  /// The bounding box in the window of `shown`'s bounds, through its transform and its
  /// ancestors' as the render server draws them (`PublishedFrame.frameInWindow(of:)`'s
  /// arithmetic).
  private func frameInWindow(
    _ id: ViewID, _ shown: ViewProperties, _ run: CommittedRun, at t: Double
  ) -> Rect {
    var toWindow = AffineTransform.identity
    var current = id
    var values = shown
    while let parent = run.snapshot[current]?.parent, let above = run.snapshot[parent] {
      toWindow = toWindow.concatenating(values.transformToSuperview)
      current = parent
      values = run.plan.presentation(of: parent, over: above.onScreen, at: t)
    }
    let bounds = shown.bounds
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ].map { toWindow.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
