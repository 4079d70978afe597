// One frame of the UIKit backend's navigation mirror and of a sheet riding the keyboard, the
// per-frame work the keyboard and navigation glue added (`MirroredNavigation.tick(mediaTime:)`
// with a touch, `MirroredPresentation.tick(mediaTime:)` while the keyboard moves), with the
// no-op toolkit of BackendBenchmarks.swift: the figures are the backend's own cost above UIKit's.
//
// - **push, edge pop dragged, with touches**: a screen pushed on the mirrored stack, its pop
//   begun by a drag from the left edge and attached as UIKit attaches it (interactive); each
//   frame a real touch moves through the gesture arena, the window advances, both screens'
//   transforms and the dimming are applied, and UIKit's context hears the progress.
// - **sheet riding the keyboard**: a medium sheet presented; a keyboard notification's values
//   arrive, and each frame the keyboard moves along its curve and the sheet's frame with it.
//
// Each measured iteration builds the scene, runs the warm-up frames, then times 30 frames at
// 120 Hz; `mallocCountTotal` counts over those 30 frames.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions
import TransitionsBackend

@MainActor
func navigationPopFrames(_ benchmark: Benchmark) {
  let toolkit = NullToolkit()
  let root = NullToolkit.Handle()
  let pushed = NullToolkit.Handle()
  let container = NullToolkit.Handle()
  let scene = MirroredNavigation(
    root: root, toolkit: toolkit, size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  var mediaTime = 100.0
  func frame() -> [BackendAction] {
    mediaTime += frameInterval
    return scene.tick(mediaTime: mediaTime)
  }
  // Pushed by a button and completed.
  guard
    let token = scene.content.toolkitWillRun(.push, from: root, to: pushed, stack: [root, pushed])
      .token
  else { preconditionFailure("the push did not run") }
  blackHole(
    scene.content.toolkitAttached(
      .animated, token: token, container: container, from: root, to: pushed))
  for _ in 0..<120 { blackHole(frame()) }
  blackHole(scene.content.toolkitStackChanged([root, pushed]))
  // The edge pop: the engine begins it, UIKit pops and attaches interactively.
  var finger = Point(x: 5, y: 400)
  blackHole(scene.send(id: 1, phase: .began, location: finger, mediaTime: mediaTime))
  var popped = false
  for _ in 0..<10 {
    blackHole(frame())
    finger.x += 3
    let actions = scene.send(id: 1, phase: .moved, location: finger, mediaTime: mediaTime).actions
    if actions.contains(.pop), !popped {
      popped = true
      guard
        let popToken = scene.content.toolkitWillRun(.pop, from: pushed, to: root, stack: [root])
          .token
      else { preconditionFailure("the pop did not run") }
      blackHole(
        scene.content.toolkitAttached(
          .interactive, token: popToken, container: container, from: pushed, to: root))
    }
  }
  precondition(popped, "the edge pan did not begin a pop")
  let appliedBefore = toolkit.applied
  measureFrames(benchmark) {
    blackHole(frame())
    finger.x += 3
    blackHole(scene.send(id: 1, phase: .moved, location: finger, mediaTime: mediaTime))
  }
  precondition(toolkit.applied > appliedBefore, "the pop did not follow the finger")
}

@MainActor
func keyboardRideFrames(_ benchmark: Benchmark) {
  let toolkit = NullToolkit()
  let scene = MirroredPresentation(
    style: .sheet(detents: [.medium]), toolkit: toolkit, size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  let container = NullToolkit.Handle()
  let presented = NullToolkit.Handle()
  let presenter = NullToolkit.Handle()
  scene.content.toolkitWillPresent(
    container: container, presentedView: presented, presenterView: presenter, animated: false)
  scene.content.toolkitDidEnd(completed: true)
  var mediaTime = 100.0
  for _ in 0..<10 {
    mediaTime += frameInterval
    blackHole(scene.tick(mediaTime: mediaTime))
  }
  let notification = KeyboardNotification(
    endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7)
  blackHole(try? scene.keyboardWillChangeFrame(notification))
  for _ in 0..<5 {  // the keyboard's 0.5 s: 5 frames in, 30 measured, 25 to spare
    mediaTime += frameInterval
    blackHole(scene.tick(mediaTime: mediaTime))
  }
  let appliedBefore = toolkit.applied
  measureFrames(benchmark) {
    mediaTime += frameInterval
    blackHole(scene.tick(mediaTime: mediaTime))
  }
  precondition(scene.window.keyboard.isAnimating, "the keyboard stopped: nothing measured")
  precondition(toolkit.applied > appliedBefore, "the sheet did not ride the keyboard")
}
