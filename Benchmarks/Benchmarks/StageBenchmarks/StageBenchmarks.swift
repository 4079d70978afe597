// The cost of one `Stage` frame in steady state: 1,000 views, each animating its centre, alpha
// and transform on its own spring animator (1,000 `PropertyAnimator`s, 3,000 animated
// properties), advanced at 120 Hz.
//
// Each measured iteration builds the window, the views and the animations and runs 10 frames of
// warm-up (not measured), then times 60 frames of `window.advance(to:)`. The springs (duration
// 1.5 s, bounce 0.3) are still moving at the end, which the benchmark checks.
//
// Metrics, per measured iteration:
// - `ns per frame` (custom): the 60 frames timed with the monotonic clock, divided by 60;
// - wall clock: the harness's time for the 60 frames;
// - `mallocCountTotal`: allocations during the 60 frames (the target is 0).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxIterations: 30)

  Benchmark("Stage frame: 1,000 views x 3 properties on springs") { benchmark async in
    // Stage's model lives on the main actor. The harness waits for this call to return and
    // touches `benchmark` from nowhere else meanwhile, so handing it over is safe.
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { frameBenchmark(handle) }
  }
}

let measuredFrames = 60
let frameInterval = 1.0 / 120

@MainActor
func frameBenchmark(_ benchmark: Benchmark) {
  do {
    let window = Window(size: Size(width: 390, height: 844))
    var views: [View] = []
    for n in 0..<1000 {
      let view = View(
        frame: Rect(
          x: Double(n % 20) * 19, y: Double(n / 20) * 16, width: 16, height: 14))
      window.addSubview(view)
      views.append(view)
    }
    let spring = try Spring(duration: 1.5, bounce: 0.3)
    for (n, view) in views.enumerated() {
      let target = Point(x: 390 - view.center.x, y: 844 - view.center.y - Double(n % 7))
      try window.animate(spring: spring) {
        view.center = target
        view.alpha = 0.3
        view.transform = Transform(scale: 0.8)
      }
    }
    var time = 0.0
    for _ in 0..<10 {
      time += frameInterval
      try window.advance(to: time)
    }
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(
      views.allSatisfy { $0.isAnimating(.center) && $0.isAnimating(.alpha) },
      "the springs must still be moving while measured")
    blackHole(views[0].onScreen.center)
  } catch {
    fatalError("Stage frame benchmark: \(error)")
  }
}
