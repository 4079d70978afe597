// The per-frame cost of the transition engine, and of playing a whole script.
//
// Frame benchmarks build a window with a presented (or presenting) transition, warm up, then
// time 60 frames at 120 Hz:
// - "dragged": each frame the interaction scrubs the transition to a new progress (what a pan's
//   `.changed` does after the gesture system) and the window advances one frame;
// - "dragged, with touches": the same, but each frame a real touch goes through the window's
//   gesture arena and the pan (so the recogniser's cost is in);
// - "completing": the completion spring after a release, each frame `window.advance(to:)`.
// `play` times `ScenarioPlayer.play` of a 3 s script at 60 Hz (a present, a drag that
// dismisses, a present), without process start or output formatting.
//
// Metrics per iteration: `ns per frame` (custom, monotonic clock / 60), wall clock,
// `mallocCountTotal` (the target for frames is 0).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions
import TransitionsPlayback

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxIterations: 200)

  for id in ["pullDown", "modal", "card"] {
    Benchmark("\(id) frame: dragged") { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { draggedFrames(handle, id: id, touches: false) }
    }
    Benchmark("\(id) frame: dragged, with touches") { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { draggedFrames(handle, id: id, touches: true) }
    }
    Benchmark("\(id) frame: completing") { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { completingFrames(handle, id: id) }
    }
  }
  Benchmark("shade frame: under physics (bouncing)") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { shadeFrames(handle) }
  }
  for touches in [false, true] {
    let suffix = touches ? ", with touches" : ""
    Benchmark("push frame: dragged (the edge pop)\(suffix)") { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { draggedPushFrames(handle, touches: touches) }
    }
    Benchmark("zoom frame: dragged (both axes, scaled about the finger)\(suffix)") {
      benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { draggedZoomFrames(handle, touches: touches) }
    }
  }
  Benchmark("push frame: completing") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { completingPushFrames(handle) }
  }
  Benchmark("zoom frame: completing (the springs into the cell)") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { completingZoomFrames(handle) }
  }
  Benchmark("container frame: dragged, with the alongside indicator") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { draggedContainerFrames(handle) }
  }
  sheetBenchmarks()
  toastBenchmarks()
  tabBenchmarks()
  popoverBenchmarks()
  catalogueBenchmarks()
  Benchmark(
    "play: 3 s script at 60 Hz (modal)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds)
  ) { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { playScript(handle) }
  }
}

let measuredFrames = 60
/// Frames measured while a completion spring runs: 0.33 s at 120 Hz, well before it settles.
let completingFrameCount = 40
let frameInterval = 1.0 / 120

/// A window showing `id`'s presented state, and its manager.
@MainActor
func presentedScene(_ id: String) throws -> (Window, TransitionManager, ViewController) {
  let window = Window(size: Size(width: 390, height: 844))
  let home = ViewController()
  window.rootViewController = home
  let detail = ViewController()
  let style = try TransitionCatalogue.style(for: id)
  let manager = try home.present(detail, transition: style, animated: false)
  return (window, manager, detail)
}

@MainActor
func draggedFrames(_ benchmark: Benchmark, id: String, touches: Bool) {
  do {
    let (window, manager, _) = try presentedScene(id)
    // The dismissal drags up for pullDown, down for the modal and the card.
    let direction = id == "pullDown" ? -1.0 : 1.0
    var time = 0.1
    var y = 400.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: y), time: time))
    func frame() throws {
      time += frameInterval
      y += direction * 2
      if touches {
        try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
      } else {
        manager.dismissalInteraction?.update((y - 400) * direction / 788)
      }
      try window.advance(to: time)
    }
    // Warm up: the pan begins and a transition is driven.
    for _ in 0..<10 {
      time += frameInterval
      y += direction * 2
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
    }
    precondition(manager.activeAnimator != nil, "the drag must drive a transition")
    try measureFrames(benchmark, count: measuredFrames) { _ in try frame() }
    precondition(manager.activeAnimator?.context.isInteractive == true, "still dragged")
    blackHole(manager.activeAnimator?.progress)
  } catch {
    fatalError("dragged frame benchmark: \(error)")
  }
}

@MainActor
func completingFrames(_ benchmark: Benchmark, id: String) {
  do {
    let (window, manager, _) = try presentedScene(id)
    try manager.dismiss()
    var time = 0.0
    for _ in 0..<4 {
      time += frameInterval
      try window.advance(to: time)
    }
    guard let animator = manager.activeAnimator else { fatalError("not running") }
    // Take it and let go towards the end: the completion spring runs (about 0.8 s).
    let interaction = PercentDrivenInteraction()
    interaction.take(animator)
    interaction.finish(velocity: 300)
    try measureFrames(benchmark, count: completingFrameCount) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(animator.isRunning, "the completion spring must still be running")
  } catch {
    fatalError("completing frame benchmark: \(error)")
  }
}

@MainActor
func playScript(_ benchmark: Benchmark) {
  let script = Script(
    transition: "modal", until: 3,
    events: [
      ScriptEvent(at: 0, .action(.present)),
      ScriptEvent(
        at: 0.8,
        .drag(Drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 500), duration: 0.2))),
      ScriptEvent(at: 2, .action(.present)),
    ])
  do {
    benchmark.startMeasurement()
    let timeline = try ScenarioPlayer().play(script)
    benchmark.stopMeasurement()
    precondition(timeline.frames.count == 181)
    blackHole(timeline)
  } catch {
    fatalError("play benchmark: \(error)")
  }
}

@MainActor
func draggedContainerFrames(_ benchmark: Benchmark) {
  do {
    let window = Window(size: Size(width: 390, height: 844))
    let container = ContainerViewController(
      children: [ViewController(), ViewController(), ViewController()])
    window.rootViewController = container
    var time = 0.1
    var x = 300.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: x, y: 300), time: time))
    for _ in 0..<10 {
      time += frameInterval
      x -= 2
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: x, y: 300), time: time))
    }
    guard let animator = container.activeAnimator else { fatalError("the drag must drive") }
    let interaction = PercentDrivenInteraction()
    interaction.take(animator)
    let start0 = animator.progress
    try measureFrames(benchmark, count: measuredFrames) { frame in
      time += frameInterval
      interaction.update(start0 + Double(frame) * 0.005)
      try window.advance(to: time)
    }
    precondition(container.activeAnimator?.context.isInteractive == true, "still dragged")
    blackHole(container.indicatorView.onScreen.frame)
  } catch {
    fatalError("container frame benchmark: \(error)")
  }
}

@MainActor
func shadeFrames(_ benchmark: Benchmark) {
  do {
    // Haptics go to a sink that drops them, as a device's generator would take them (the
    // default recorder keeps every impact in a growing array).
    let window = Window(
      size: Size(width: 390, height: 844), environment: Environment(haptics: DroppedHaptics()))
    let home = ViewController()
    window.rootViewController = home
    let manager = try home.present(ViewController(), transition: .shade())  // physics from rest
    var time = 0.0
    // Warm up past the first contact with the open boundary (at about 0.08 s).
    for _ in 0..<12 {
      time += frameInterval
      try window.advance(to: time)
    }
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(manager.activeAnimator?.isRunning == true, "the physics must still run")
  } catch {
    fatalError("shade frame benchmark: \(error)")
  }
}

/// Drops haptic impacts.
@MainActor
final class DroppedHaptics: HapticsSink {
  func impact(_ impact: HapticImpact) {}
}
