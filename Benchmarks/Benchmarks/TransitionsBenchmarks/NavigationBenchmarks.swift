// The per-frame cost of the navigation stack's push (its edge pop dragged, its completion
// spring) and of the matched-element zoom (its screen dragged on both axes, its springs into
// the cell), as the other transitions' frames are measured in TransitionsBenchmarks.swift.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions

/// A navigation stack with a second screen pushed, in a phone-sized window.
@MainActor
func pushedStack() throws -> (Window, NavigationController) {
  let window = Window(size: Size(width: 390, height: 844))
  let navigation = NavigationController(rootViewController: ViewController())
  window.rootViewController = navigation
  try navigation.pushViewController(ViewController(), animated: false)
  return (window, navigation)
}

/// The edge pop dragged: each frame the pop gesture's interaction scrubs to a new progress
/// (what its pan's `.changed` does after the gesture system), or a real touch goes through the
/// arena, and the window advances: both screens' transforms and the dimming follow.
@MainActor
func draggedPushFrames(_ benchmark: Benchmark, touches: Bool) {
  do {
    let (window, navigation) = try pushedStack()
    var time = 0.1
    var x = 5.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: x, y: 400), time: time))
    for _ in 0..<10 {
      time += frameInterval
      x += 2
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: x, y: 400), time: time))
    }
    guard let animator = navigation.activeAnimator, navigation.activeOperation == .pop else {
      fatalError("the drag must drive the pop")
    }
    // Without touches a percent-driven interaction holds it, as the container's benchmark does
    // (the pop gesture's own interaction is the controller's).
    let interaction = PercentDrivenInteraction()
    if !touches { interaction.take(animator) }
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      x += 2
      if touches {
        try window.send(Touch(id: 1, phase: .moved, location: Point(x: x, y: 400), time: time))
      } else {
        interaction.update((x - 5) / 390)
      }
      try window.advance(to: time)
    }
    precondition(navigation.activeAnimator?.context.isInteractive == true, "still dragged")
    blackHole(navigation.activeAnimator?.progress)
  } catch {
    fatalError("push dragged frame benchmark: \(error)")
  }
}

/// The zoom presented in a phone-sized window and dragged from (195, 300) for `frames` frames
/// of `step` each, the finger still down at `finger`: its dismissal follows the finger.
@MainActor
func draggedZoom(frames: Int, step: Vector) throws -> (
  window: Window, manager: TransitionManager, detail: ViewController, time: Double, finger: Point
) {
  let (window, manager, detail) = try presentedScene("zoom")
  var time = 0.1
  var finger = Point(x: 195, y: 300)
  try window.send(Touch(id: 1, phase: .began, location: finger, time: time))
  for _ in 0..<frames {
    time += frameInterval
    finger = Point(x: finger.x + step.dx, y: finger.y + step.dy)
    try window.send(Touch(id: 1, phase: .moved, location: finger, time: time))
  }
  return (window, manager, detail, time, finger)
}

/// The zoomed screen dragged: each frame the dismissal interaction scrubs the progress and the
/// screen follows the finger on both axes, scaled about it (what the pan's `.changed` does:
/// `update` and then the interaction's `onUpdate`), or a real touch does all of it.
@MainActor
func draggedZoomFrames(_ benchmark: Benchmark, touches: Bool) {
  do {
    let dragged = try draggedZoom(frames: 10, step: Vector(dx: 1, dy: 2))
    let (window, manager, detail) = (dragged.window, dragged.manager, dragged.detail)
    var (time, point) = (dragged.time, dragged.finger)
    guard let interaction = manager.dismissalInteraction, manager.activeAnimator != nil else {
      fatalError("the drag must drive the dismissal")
    }
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      point = Point(x: point.x + 1, y: point.y + 2)
      if touches {
        try window.send(Touch(id: 1, phase: .moved, location: point, time: time))
      } else {
        interaction.update((point.y - 300) / (844.0 / 3))
        interaction.onUpdate?(interaction)
      }
      try window.advance(to: time)
    }
    precondition(manager.activeAnimator?.context.isInteractive == true, "still dragged")
    blackHole(detail.view.onScreen.frame)
  } catch {
    fatalError("zoom dragged frame benchmark: \(error)")
  }
}

/// A button's pop caught and let go towards the end: the completion spring, each frame
/// `window.advance(to:)`.
@MainActor
func completingPushFrames(_ benchmark: Benchmark) {
  do {
    let (window, navigation) = try pushedStack()
    try navigation.popViewController(animated: true)
    var time = 0.0
    for _ in 0..<4 {
      time += frameInterval
      try window.advance(to: time)
    }
    guard let animator = navigation.activeAnimator else { fatalError("not running") }
    let interaction = PercentDrivenInteraction()
    interaction.take(animator)
    interaction.cancel(velocity: -300)
    try measureFrames(benchmark, count: completingFrameCount) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(animator.isRunning, "the completion spring must still be running")
  } catch {
    fatalError("push completing frame benchmark: \(error)")
  }
}

/// The zoomed screen let go after a drag: every edge springs into the cell (the zoom's own
/// simulation), each frame `window.advance(to:)`.
@MainActor
func completingZoomFrames(_ benchmark: Benchmark) {
  do {
    let dragged = try draggedZoom(frames: 20, step: Vector(dx: 3, dy: 8))
    let (window, manager) = (dragged.window, dragged.manager)
    var time = dragged.time
    try window.send(Touch(id: 1, phase: .ended, location: dragged.finger, time: time))
    guard let animator = manager.activeAnimator else { fatalError("not running") }
    try measureFrames(benchmark, count: completingFrameCount) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(animator.isRunning, "the springs must still be running")
  } catch {
    fatalError("zoom completing frame benchmark: \(error)")
  }
}
