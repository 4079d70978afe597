// A long-lived host's commits through its planning twin (issue 30), on a navigation stack with
// the no-op toolkit of BackendBenchmarks.swift, every call made through a `PlanningTwin` as
// UIKit's glue makes it:
//
// - **The first commit after a reclaim**: 50 pushes and pops by buttons (100 transitions, each
//   committed and played to its end by the render server), a push, a pop by a button taken back
//   0.1 s in by a finger that drags it 6 frames and lifts; timed: the release's commit
//   (`PlanningTwin.commitRest(of:mediaTime:)`), which first brings the twin in step. With the
//   journal compacted (the default: the twin rebuilt from a spare) and kept whole (every call
//   since the stack was made replayed, the rest of what the drag's calls did not).
// - **Whole commit, second commit on the same scene**: a stack that has pushed and popped a few
//   times (warm-up, not measured); each iteration times one push's commit and plays it to its
//   end and pops (not measured): the planner's and the plan's storage kept by the scene.
// - **A twinned stack's frame while a finger drags a pop**: 30 frames of a tick and a move of an
//   edge pop, through the twin (and, compacted, the spare): the spare's cost per display frame.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions
import TransitionsBackend

let planningTwinBenchmarks: @Sendable () -> Void = {
  for compacts in [true, false] {
    let journal = compacts ? "journal compacted" : "journal kept whole"
    Benchmark(
      "Render server: the first commit after a reclaim, 100 transitions before, \(journal)",
      configuration: planConfiguration(
        warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 40)
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { firstCommitAfterReclaim(handle, compacts: compacts) }
    }
  }
  for compacts in [true, false] {
    let journal = compacts ? "journal compacted" : "journal kept whole"
    Benchmark(
      "Render server: a twinned stack's frame while a finger drags a pop, \(journal)",
      configuration: frameBenchmarkConfiguration(maxIterations: 200)
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { draggedPopFrames(handle, compacts: compacts) }
    }
  }
  for reads in [true, false] {
    let path = reads ? "read" : "frame by frame"
    Benchmark(
      "Render server: whole commit, second commit on the same scene, push, \(path)",
      configuration: planConfiguration()
    ) { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { secondCommit(handle, readsSprings: reads) }
    }
  }
}

/// UIKit's navigation controller over a twinned stack of the no-op toolkit: a new controller
/// per push, the stack followed when a context completes.
@MainActor
final class TwinnedBenchStack {
  typealias Content = NavigationContent<NullToolkit>
  let root = NullToolkit.Handle()
  let container = NullToolkit.Handle()
  let scene: MirroredScene<Content>
  let twin: PlanningTwin<Content>
  var stack: [NullToolkit.Handle]
  var before: [NullToolkit.Handle]?
  var mediaTime = 100.0

  init(compacts: Bool) {
    stack = [root]
    let make: @MainActor () -> MirroredScene<Content> = { [root] in
      MirroredNavigation(
        root: root, toolkit: NullToolkit(), size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
    scene = make()
    twin = PlanningTwin(
      make: make, standIn: { _ in NullToolkit.Handle() }, compactsJournal: compacts)
  }

  private func react(_ actions: [BackendAction]) {
    for action in actions {
      guard case .context(.complete(let completed)) = action, let old = before else { continue }
      before = nil
      if !completed { stack = old }
      let now = stack
      react(twin.perform(on: scene) { s, _ in s.content.toolkitStackChanged(now) })
    }
  }

  /// A push or pop by a button (or, `interactive`, a pan's pop), begun and attached (not
  /// committed).
  func begin(_ operation: TransitionOperation, interactive: Bool = false) {
    guard before == nil, let from = stack.last else { return }
    let new = operation == .push ? stack + [NullToolkit.Handle()] : Array(stack.dropLast())
    guard let to = new.last else { return }
    mediaTime += 0.05
    let began = twin.perform(on: scene) { s, _ in
      s.content.toolkitWillRun(operation, from: from, to: to, stack: new)
    }
    react(began.actions)
    let token = began.answer
    guard let token else { return }
    before = stack
    stack = new
    react(
      twin.perform(on: scene) { [container] s, view in
        s.content.toolkitAttached(
          interactive ? .interactive : .interruptible, token: token, container: view(container),
          from: view(from),
          to: view(to)) ?? []
      })
  }

  func commit() -> [BackendAction] { twin.commitRest(of: scene, mediaTime: mediaTime) }

  /// The render server's completion at the plan's end.
  func finish() {
    guard let plan = scene.committedPlan else { preconditionFailure("nothing committed") }
    mediaTime = plan.endTime
    react(
      twin.perform(on: scene) { [mediaTime] s, _ in s.renderServerFinished(mediaTime: mediaTime) })
  }

  func run(_ operation: TransitionOperation) {
    begin(operation)
    react(commit())
    finish()
  }

  func touch(_ phase: TouchPhase, _ point: Point) -> [BackendAction] {
    twin.send(scene, id: 1, phase: phase, location: point, mediaTime: mediaTime).actions
  }
}

@MainActor
func firstCommitAfterReclaim(_ benchmark: Benchmark, compacts: Bool) {
  for _ in benchmark.scaledIterations {
    let host = TwinnedBenchStack(compacts: compacts)
    for _ in 0..<50 {
      host.run(.push)
      host.run(.pop)
    }
    host.run(.push)
    host.begin(.pop)
    _ = host.commit()
    guard let plan = host.scene.committedPlan else { preconditionFailure("the pop not committed") }
    host.mediaTime = plan.beginTime + 0.1
    var point = Point(x: 390 * 0.85, y: 422)
    blackHole(host.touch(.began, point))
    precondition(!host.scene.isCommitted, "not taken back")
    for _ in 0..<6 {
      host.mediaTime += 1.0 / 120
      blackHole(host.twin.tick(host.scene, mediaTime: host.mediaTime))
      point.x += 8
      blackHole(host.touch(.moved, point))
    }
    blackHole(host.touch(.ended, point))
    benchmark.startMeasurement()
    let actions = host.commit()
    benchmark.stopMeasurement()
    blackHole(actions)
    precondition(host.scene.isCommitted, "the release not committed")
  }
}

@MainActor
func secondCommit(_ benchmark: Benchmark, readsSprings: Bool) {
  let host = TwinnedBenchStack(compacts: true)
  host.scene.readsSprings = readsSprings
  for _ in 0..<4 {
    host.run(.push)
    host.run(.pop)
  }
  for _ in benchmark.scaledIterations {
    host.begin(.push)
    benchmark.startMeasurement()
    let actions = host.commit()
    benchmark.stopMeasurement()
    blackHole(actions)
    precondition(host.scene.isCommitted, "the push not committed")
    host.finish()
    host.run(.pop)
  }
}

/// A pushed stack's edge pop dragged by a finger, every frame through the twin (and the spare):
/// 30 frames of a tick and a move measured, as `navigationPopFrames` measures the scene alone.
@MainActor
func draggedPopFrames(_ benchmark: Benchmark, compacts: Bool) {
  let host = TwinnedBenchStack(compacts: compacts)
  for _ in 0..<2 {
    host.run(.push)
    host.run(.pop)
  }
  host.run(.push)
  var finger = Point(x: 5, y: 422)
  func frame() {
    host.mediaTime += frameInterval
    blackHole(host.twin.tick(host.scene, mediaTime: host.mediaTime))
    finger.x += 3
    if host.touch(.moved, finger).contains(.pop) { host.begin(.pop, interactive: true) }
  }
  blackHole(host.touch(.began, finger))
  for _ in 0..<10 { frame() }
  precondition(host.scene.content.isRunning, "the edge pan did not begin a pop")
  let appliedBefore = host.scene.host.published.views.count
  measureFrames(benchmark) { frame() }
  precondition(appliedBefore > 0 && host.scene.driver.hasFingersDown, "the finger let go")
}
