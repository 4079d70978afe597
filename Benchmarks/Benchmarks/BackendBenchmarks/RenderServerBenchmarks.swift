// Planning ahead (issue 30): the cost of `MirroredScene.commitRest(planningOn:mediaTime:)` for a
// run a button started, per modal transition of the catalogue: a run moved only by its
// transition's spring or curve is read from the animator (the twin runs its first frame and its
// last few); any other (the shade's physics) is simulated at 120 Hz until the engine rests, the
// planner records every frame and fits a spring or keyframes per moving channel; the live scene
// commits. Each iteration builds the live scene
// and its twin, presents by a button in both (not measured), then times the one commit. The sheet
// also has `plan a button's dismissal[ frame by frame]`: presented to rest, then dismissed by a
// button in both (not measured), then the one commit.
//
// Metrics per iteration: wall clock (µs per plan), `mallocCountTotal` over the commit, and the
// frames simulated (`frames per plan`).
//
// "The planner alone, storage kept": the planner's own share (`planRecorded`), its storage kept
// from one plan to the next as a scene keeps it.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions
import TransitionsBackend

let framesPerPlan = BenchmarkMetric.custom("frames per plan", useScalingFactor: false)
/// How many of them the twin ran: all on the frame path, a few when the plan is read from the
/// transition's animator (`MirroredScene.framesSteppedByLastPlan`).
let framesStepped = BenchmarkMetric.custom("frames stepped", useScalingFactor: false)

/// A render-server benchmark's configuration: wall clock (µs) and mallocs, and the `counted`
/// metrics (plain counts); `warmupIterations` runs not measured, then up to `maxIterations` or
/// `maxDuration`.
func planConfiguration(
  counting counted: [BenchmarkMetric] = [], warmupIterations: Int = 2,
  maxDuration: Duration = .seconds(5), maxIterations: Int = 200
) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal] + counted, timeUnits: .microseconds,
    units: Dictionary(uniqueKeysWithValues: counted.map { ($0, BenchmarkUnits.count) }),
    warmupIterations: warmupIterations, scalingFactor: .one, maxDuration: maxDuration,
    maxIterations: maxIterations)
}

let renderServerBenchmarks: @Sendable () -> Void = {
  let ids = ["card", "modal", "pullDown", "shade", "sheet"]
  for id in ids {
    Benchmark(
      "Render server: plan a button's presentation, \(id)",
      configuration: planConfiguration(counting: [framesPerPlan, framesStepped])
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { planPresentation(handle, id: id) }
    }
    // The same commit with the fast path off: every frame simulated (the plan before issue 30's
    // spring reading), measured in the same run for a before/after under the same load.
    Benchmark(
      "Render server: plan a button's presentation frame by frame, \(id)",
      configuration: planConfiguration(counting: [framesStepped])
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { planPresentation(handle, id: id, readingSprings: false) }
    }
    if id == "sheet" {
      // A button's dismissal of the sheet resting at its medium detent, read and frame by frame.
      for reading in [true, false] {
        Benchmark(
          "Render server: plan a button's dismissal\(reading ? "" : " frame by frame"), \(id)",
          configuration: planConfiguration(counting: [framesStepped])
        ) { benchmark async in
          nonisolated(unsafe) let handle = benchmark
          await MainActor.run {
            planPresentation(handle, id: id, readingSprings: reading, dismissing: true)
          }
        }
      }
    }
    Benchmark(
      "Render server: the planner alone, storage kept, \(id)",
      configuration: planConfiguration()
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { planRecorded(handle, id: id) }
    }
    // The same, the plan also written into the storage of the plan before
    // (`RenderPlanner.plan(beginTime:into:)`): its tracks and keyframe arrays kept.
    Benchmark(
      "Render server: the planner alone, storage and plan kept, \(id)",
      configuration: planConfiguration()
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { planRecorded(handle, id: id, keepingPlan: true) }
    }
  }
}

/// A phone-sized scene whose `style` presentation has begun by a button (UIKit attached
/// interruptible), its display link started at media time 100.
@MainActor
func presentingScene(_ style: TransitionStyle) -> MirroredPresentation<NullToolkit> {
  let scene = MirroredPresentation(
    style: style, toolkit: NullToolkit(), size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  scene.content.toolkitWillPresent(
    container: NullToolkit.Handle(), presentedView: NullToolkit.Handle(),
    presenterView: NullToolkit.Handle(), animated: true)
  scene.content.toolkitAttached(.interruptible)
  scene.displayLinkStarted(mediaTime: 100)
  return scene
}

/// The planner's own share of a plan: the frames of a button's presentation are recorded once
/// (at 120 Hz, the twin's grid; a contact's frame between two is not taken) and planned once, then
/// each iteration records them into the same planner (its storage kept) and plans.
@MainActor
func planRecorded(_ benchmark: Benchmark, id: String, keepingPlan: Bool = false) {
  guard let style = try? TransitionCatalogue.style(for: id) else {
    preconditionFailure("no transition \(id)")
  }
  let scene = presentingScene(style)
  let start = scene.host.currentTime
  scene.host.publish()
  var frames = [scene.host.published]
  while frames.count < 1200, frames.count < 2 || frames[frames.count - 1].hasChanges {
    guard (try? scene.host.tick(to: start + Double(frames.count) / 120)) != nil else { break }
    frames.append(scene.host.published)
  }
  // One plan first, not measured: the storage a scene keeps from its last plan (the closure runs
  // once per sample, so a planner kept only across `scaledIterations` would start fresh).
  var planner = RenderPlanner()
  planner.begin(engineTime: start, interval: 1.0 / 120)
  for frame in frames { planner.record(frame) }
  var kept = planner.plan(beginTime: 100)
  if keepingPlan {
    // Written over twice unmeasured: the kept arrays grown to the plan's size.
    for _ in 0..<2 {
      planner.begin(engineTime: start, interval: 1.0 / 120)
      for frame in frames { planner.record(frame) }
      planner.plan(beginTime: 100, into: &kept)
    }
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      planner.begin(engineTime: start, interval: 1.0 / 120)
      for frame in frames { planner.record(frame) }
      planner.plan(beginTime: 100, into: &kept)
      benchmark.stopMeasurement()
    }
    blackHole(kept)
    return
  }
  blackHole(kept)
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    planner.begin(engineTime: start, interval: 1.0 / 120)
    for frame in frames { planner.record(frame) }
    let plan = planner.plan(beginTime: 100)
    benchmark.stopMeasurement()
    blackHole(plan)
  }
}

/// `presentingScene(style)` presented to its end at 60 Hz (the toolkit told it ended), then
/// dismissed by a button (UIKit attached interruptible), its display link started again.
@MainActor
func dismissingScene(_ style: TransitionStyle) -> MirroredPresentation<NullToolkit> {
  let scene = presentingScene(style)
  var time = 100.0
  while time < 100.7 {
    time += 1.0 / 60
    scene.tick(mediaTime: time)
  }
  _ = scene.content.toolkitDidEnd(completed: true)
  _ = scene.content.toolkitWillDismiss(animated: true)
  _ = scene.content.toolkitAttached(.interruptible)
  scene.displayLinkStarted(mediaTime: time)
  return scene
}

@MainActor
func planPresentation(
  _ benchmark: Benchmark, id: String, readingSprings: Bool = true, dismissing: Bool = false
) {
  guard let style = try? TransitionCatalogue.style(for: id) else {
    preconditionFailure("no transition \(id)")
  }
  func scene() -> MirroredPresentation<NullToolkit> {
    dismissing ? dismissingScene(style) : presentingScene(style)
  }
  for _ in benchmark.scaledIterations {
    let live = scene()
    let twin = scene()
    benchmark.startMeasurement()
    live.readsSprings = readingSprings
    let actions = live.commitRest(planningOn: twin, mediaTime: dismissing ? 101 : 100)
    benchmark.stopMeasurement()
    blackHole(actions)
    guard let plan = live.committedPlan else { preconditionFailure("\(id): nothing planned") }
    benchmark.measurement(framesPerPlan, Int((plan.duration * 120).rounded()) + 1)
    benchmark.measurement(framesStepped, live.framesSteppedByLastPlan)
  }
}
