// Planning ahead (issue 30): the cost of `MirroredScene.commitRest(planningOn:mediaTime:)` for a
// run a button started, per modal transition of the catalogue: the twin scene simulates the run
// at 120 Hz until the engine rests, the planner records every frame and fits a spring or
// keyframes per moving channel, and the live scene commits. Each iteration builds the live scene
// and its twin, presents by a button in both (not measured), then times the one commit.
//
// Metrics per iteration: wall clock (µs per plan), `mallocCountTotal` over the commit, and the
// frames simulated (`frames per plan`).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions
import TransitionsBackend

let framesPerPlan = BenchmarkMetric.custom("frames per plan", useScalingFactor: false)

let renderServerBenchmarks: @Sendable () -> Void = {
  let ids = ["card", "modal", "pullDown", "shade", "sheet"]
  for id in ids {
    Benchmark(
      "Render server: plan a button's presentation, \(id)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, framesPerPlan], timeUnits: .microseconds,
        units: [framesPerPlan: .count], warmupIterations: 2, scalingFactor: .one,
        maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { planPresentation(handle, id: id) }
    }
  }
}

@MainActor
func planPresentation(_ benchmark: Benchmark, id: String) {
  guard let style = try? TransitionCatalogue.style(for: id) else {
    preconditionFailure("no transition \(id)")
  }
  func scene() -> MirroredPresentation<NullToolkit> {
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
  for _ in benchmark.scaledIterations {
    let live = scene()
    let twin = scene()
    benchmark.startMeasurement()
    let actions = live.commitRest(planningOn: twin, mediaTime: 100)
    benchmark.stopMeasurement()
    blackHole(actions)
    guard let plan = live.committedPlan else { preconditionFailure("\(id): nothing planned") }
    benchmark.measurement(framesPerPlan, Int((plan.duration * 120).rounded()) + 1)
  }
}
