import Motion
import Stage
import Transitions
import TransitionsBackend

/// The rest of a run handed to the render server: its plan, the engine's views as they were
/// when it was committed (the layers' values under the animations), and the twin's frames at
/// the plan's frames (what the plan does not draw: phase, operation, progress, visibility,
/// colour). `play`'s main thread (``MainThreadPlay``) and a live play (``LivePlay``, the lab's
/// committed stall) plan and draw it alike.
struct CommittedRun {
  var plan: RenderPlan
  var snapshot: PublishedFrame
  var status: [Timeline.Frame]
  /// Each role's view, and the scrolling content it holds, in the engine's host.
  var views: [ViewRole: ViewID]
  var scrolling: [ViewRole: ViewID]

  /// Seconds between a plan's frames: a live scene's (`MirroredScene.planInterval`, 1/120 s).
  static let planInterval = 1.0 / 120

  /// Plans the rest of the run on `twin` (a stage in the engine's state, published, observed by
  /// its own recorder): run ahead frame by frame from `start`, recorded by `planner` (whose
  /// storage is kept), until nothing moves (at most `limit` seconds). `engine` is the stage the
  /// plan stands for, whose views the plan's tracks name. Returns `nil` when nothing moves.
  ///
  /// The twin also takes a frame at each contact between two frames (`Window.nextMotionBreak`),
  /// which every keyframe track keys, and notes where animators end (`Window.nextAnimatorEnd`,
  /// `RenderPlanner.noteEnd`), as a live scene's plan does (`MirroredScene.commitRest`): one
  /// rule for `play`'s main thread, a live play and the backend. A scene catching up with the
  /// plan runs the same frames (``forEachFrame(of:after:through:_:)``).
  @MainActor
  static func plan(
    on twin: (stage: any PlayStage, recorder: Recorder, host: StageHost), from start: Double,
    limit: Double, planner: inout RenderPlanner, engine: (stage: any PlayStage, host: StageHost)
  ) -> CommittedRun? {
    let h = planInterval
    let twinHost = twin.host
    planner.begin(engineTime: start, interval: h)
    planner.record(twinHost.published)
    var status = [twin.recorder.frame(at: start, stage: twin.stage, host: twinHost, finger: nil)]
    var frame = 1
    while Double(frame) * h <= limit {
      let time = start + Double(frame) * h
      recordContacts(on: twinHost, before: time, planner: &planner)
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
    guard !plan.tracks.isEmpty else { return nil }
    var views: [ViewRole: ViewID] = [:]
    var scrolling: [ViewRole: ViewID] = [:]
    var roles = engine.stage.roles
    roles.append((.keyboard, engine.stage.window.keyboard.view))
    for (role, view) in roles {
      views[role] = engine.host.id(of: view)
      scrolling[role] = engine.stage.scrollingContent(ofRole: role).flatMap {
        engine.host.id(of: $0)
      }
    }
    return CommittedRun(
      plan: plan, snapshot: engine.host.published, status: status, views: views,
      scrolling: scrolling)
  }

  /// How close to a frame a contact may be and get no frame of its own, in seconds (a live
  /// scene's, `MirroredScene.breakMargin`: 1 µs).
  static let breakMargin = 1e-6

  /// Notes an animator's end before `time` and runs the twin to each contact before it, each
  /// recorded as a frame of its own.
  @MainActor
  private static func recordContacts(
    on twin: StageHost, before time: Double, planner: inout RenderPlanner
  ) {
    if let end = twin.window.nextAnimatorEnd(after: twin.currentTime, through: time) {
      planner.noteEnd(engineTime: end)
    }
    while let contact = twin.window.nextMotionBreak(before: time - breakMargin),
      contact > twin.currentTime + breakMargin
    {
      guard (try? twin.tick(to: contact)) != nil else { break }
      planner.recordBreak(twin.published, engineTime: contact)
    }
  }

  /// Calls `tick` with each engine time the plan's twin took a frame at (the 1/120 s grid from
  /// its begin and its contacts, ``RenderPlan/breakFrames``, in order) up to `last`: the grid's
  /// from the first on, the contacts' after `now`. A scene that runs them is where the twin was.
  static func forEachFrame(
    of plan: RenderPlan, after now: Double, through last: Double, _ tick: (Double) -> Void
  ) {
    let start = plan.engineBeginTime
    var breaks = plan.breakFrames.drop { $0 <= now }
    var frame = 1
    while start + Double(frame) * planInterval <= last {
      let next = start + Double(frame) * planInterval
      while let contact = breaks.first, contact < next {
        breaks.removeFirst()
        tick(contact)
      }
      tick(next)
      frame += 1
    }
    while let contact = breaks.first, contact <= last {
      breaks.removeFirst()
      tick(contact)
    }
  }

  /// What the render server draws at `t`: every role's view with the plan's values over its
  /// committed ones, placed in the window through its ancestors' (drawn the same way); the
  /// rest of the frame, and views not on screen, are the twin's at the plan's last frame at or
  /// before `t`.
  func frame(at t: Double) -> Timeline.Frame {
    let step = Int(((t - plan.beginTime) / Self.planInterval + 1e-9).rounded(.down))
    var frame = status[min(max(step, 0), status.count - 1)]
    frame.time = t
    for index in frame.views.indices {
      // A view the twin does not show (out of the window, hidden) keeps the twin's values.
      let role = frame.views[index].role
      guard frame.views[index].isVisible, let id = views[role],
        let committedView = snapshot[id]
      else { continue }
      let shown = plan.presentation(of: id, over: committedView.onScreen, at: t)
      frame.views[index].frame = frameInWindow(id, shown, at: t)
      frame.views[index].alpha = shown.alpha
      frame.views[index].scale = shown.transform.scaleX
      frame.views[index].cornerRadius = shown.cornerRadius
      frame.views[index].boundsSize = shown.bounds.size
      frame.views[index].rotation = shown.transform.rotation
      if let content = scrolling[role], let scrolled = snapshot[content] {
        frame.views[index].contentOffset =
          plan.presentation(of: content, over: scrolled.onScreen, at: t).bounds.origin
      }
    }
    return frame
  }

  /// The bounding box in the window of `shown`'s bounds, through its transform and its
  /// ancestors' as the render server draws them (`PublishedFrame.frameInWindow(of:)`'s
  /// arithmetic).
  private func frameInWindow(_ id: ViewID, _ shown: ViewProperties, at t: Double) -> Rect {
    var toWindow = AffineTransform.identity
    var current = id
    var values = shown
    while let parent = snapshot[current]?.parent, let above = snapshot[parent] {
      toWindow = toWindow.concatenating(values.transformToSuperview)
      current = parent
      values = plan.presentation(of: parent, over: above.onScreen, at: t)
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
