// The popover's frame while it grows from its arrow's tip: a button's present on an iPad-sized
// window (820 × 1180 pt, a regular width: a popover, not the adapted sheet); each frame the
// window advances one frame at 120 Hz and the transition's animator sets the content's and the
// arrow's transform and alpha. 40 frames (0.33 s) stay inside its 0.35 s spring. Target: 0
// mallocs.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions

func popoverBenchmarks() {
  Benchmark("popover frame: growing from the arrow") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { growingPopoverFrames(handle) }
  }
}

@MainActor
func growingPopoverFrames(_ benchmark: Benchmark) {
  do {
    let window = Window(size: Size(width: 820, height: 1180))
    let home = ViewController()
    window.rootViewController = home
    var configuration = PopoverTransition.Configuration()
    configuration.sourceFrame = Rect(x: 350, y: 100, width: 120, height: 44)
    configuration.contentHeight = 300
    let menu = ViewController()
    let manager = try home.present(menu, transition: .popover(configuration))
    guard let animator = manager.activeAnimator else { fatalError("not running") }
    var time = 0.0
    try measureFrames(benchmark, count: completingFrameCount) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(animator.isRunning, "the popover must still be growing")
    precondition((manager.transition as? PopoverTransition)?.arrowDirection == .up, "a popover")
  } catch {
    fatalError("popover frame benchmark: \(error)")
  }
}
