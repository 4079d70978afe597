// The toast's cost per frame while it shows and counts down, and while a finger swipes it
// towards its edge.
//
// - "toast frame: shown, counting down": a toast presented at rest (duration 60 s); each frame
//   the window advances one frame at 120 Hz and the countdown compares the time (nothing moves);
// - "toast frame: swiped, with touches": a finger on the banner moves 1 pt down per frame
//   through the window's gesture arena, the toast's hold recogniser and its pan, which drives the
//   interactive dismissal (the banner is 80 pt of travel, so 60 frames stay short of the end).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions

func toastBenchmarks() {
  Benchmark("toast frame: shown, counting down") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { toastFrames(handle, swiped: false) }
  }
  Benchmark("toast frame: swiped, with touches") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { toastFrames(handle, swiped: true) }
  }
}

@MainActor
func toastFrames(_ benchmark: Benchmark, swiped: Bool) {
  do {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let toast = ViewController()
    let manager = try home.present(toast, transition: .toast(duration: 60), animated: false)
    var time = 0.1
    var y = 780.0
    if swiped {
      try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: y), time: time))
      // Warm up: the pan begins (10 pt) and drives the dismissal.
      for _ in 0..<12 {
        time += frameInterval
        y += 1
        try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
      }
      precondition(manager.activeAnimator != nil, "the swipe must drive the dismissal")
    }
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      if swiped {
        y += 0.5
        try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
      }
      try window.advance(to: time)
    }
    precondition(
      swiped ? manager.activeAnimator?.context.isInteractive == true : manager.activeRun == nil,
      swiped ? "still swiped" : "still at rest")
    precondition(toast.presentingViewController === home, "still shown")
  } catch {
    fatalError("toast frame benchmark: \(error)")
  }
}
