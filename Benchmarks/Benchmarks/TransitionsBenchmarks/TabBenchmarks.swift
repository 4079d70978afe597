// The tab bar controller's frame while a finger drags a switch: every frame a real touch goes
// through the window's gesture arena and the tab bar controller's pan (right to left, so the
// layout direction's branch is in), and the window advances one frame. Target: 0 mallocs.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions

func tabBenchmarks() {
  Benchmark("tab frame: dragged, with touches (right to left)") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { draggedTabFrames(handle) }
  }
}

@MainActor
func draggedTabFrames(_ benchmark: Benchmark) {
  do {
    let window = Window(
      size: Size(width: 390, height: 844), environment: Environment(layoutDirection: .rightToLeft))
    let tabs = TabBarController(children: [ViewController(), ViewController(), ViewController()])
    window.rootViewController = tabs
    var time = 0.1
    var x = 90.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: x, y: 300), time: time))
    for _ in 0..<10 {
      time += frameInterval
      x += 2
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: x, y: 300), time: time))
    }
    precondition(tabs.activeAnimator != nil, "the drag must drive a switch")
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      x += 2
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: x, y: 300), time: time))
      try window.advance(to: time)
    }
    precondition(tabs.activeAnimator?.context.isInteractive == true, "still dragged")
    blackHole(tabs.viewControllers[1].view.onScreen.frame)
  } catch {
    fatalError("tab frame benchmark: \(error)")
  }
}
