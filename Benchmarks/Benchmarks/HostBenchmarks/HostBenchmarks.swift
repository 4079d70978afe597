// The cost of `StageHost.publish()`: what every backend reads after each frame, for windows of
// 100 and 1,000 views.
//
// Each window holds groups of 10 views (a container and its 9 subviews) under the window, so a
// publish walks two levels below the window; N counts the views under the window (the window
// itself is published too: N + 1 records). Three frames:
// - "nothing changed": no animation, so every view is as it was;
// - "a few changing": a transition-like frame, 4 views on springs (two move, one fades, one
//   scales), so 4 views and 5 values change each frame;
// - "every view changing": every view's centre on its own spring (for scale, not a target).
//
// Each measured iteration builds the window and the host, runs 10 frames of warm-up, then runs
// 60 frames at 120 Hz. A frame is `window.advance(to:)` (not timed) then `host.publish()` (timed
// with the monotonic clock) then a backend's read of the frame (`published`, its changed views).
//
// Metrics per iteration: `ns per publish` and `ps per view` (custom: the 60 publishes' time / 60,
// then / (N + 1); 1,000 ps = 1 ns, as custom metrics are integers), wall clock for the 60
// frames, and `mallocCountTotal` over the 60 whole frames (advance, publish and read; the target
// is 0 for the first two kinds of frame).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage

let nanosecondsPerPublish = BenchmarkMetric.custom("ns per publish", useScalingFactor: false)
let picosecondsPerView = BenchmarkMetric.custom("ps per view", useScalingFactor: false)

enum Activity: String, CaseIterable {
  case none = "nothing changed"
  case few = "a few changing"
  case all = "every view changing"
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, nanosecondsPerPublish, picosecondsPerView],
    timeUnits: .microseconds,
    units: [nanosecondsPerPublish: .count, picosecondsPerView: .count],
    warmupIterations: 2,
    scalingFactor: .one,
    maxDuration: .seconds(5),
    maxIterations: 100
  )

  for count in [100, 1000] {
    for motion in Activity.allCases {
      Benchmark("Host publish: \(count) views, \(motion.rawValue)") { benchmark async in
        // Stage's model lives on the main actor. The harness waits for this call to return and
        // touches `benchmark` from nowhere else meanwhile, so handing it over is safe.
        nonisolated(unsafe) let handle = benchmark
        await MainActor.run { publishBenchmark(handle, views: count, motion: motion) }
      }
    }
  }
}

let measuredFrames = 60
let frameInterval = 1.0 / 120

/// A window of `count` views in groups of 10, and its host.
@MainActor
func makeScene(views count: Int) -> (host: StageHost, views: [View]) {
  let window = Window(size: Size(width: 390, height: 844))
  var views: [View] = []
  for group in 0..<(count / 10) {
    let container = View(
      frame: Rect(x: 0, y: Double(group) * 8, width: 390, height: 8))
    container.backgroundColor = Color(white: 1)
    window.addSubview(container)
    views.append(container)
    for item in 0..<9 {
      let view = View(frame: Rect(x: Double(item) * 40, y: 0, width: 36, height: 8))
      view.cornerRadius = 2
      view.backendContent = item
      container.addSubview(view)
      views.append(view)
    }
  }
  return (StageHost(window: window), views)
}

@MainActor
func publishBenchmark(_ benchmark: Benchmark, views count: Int, motion: Activity) {
  do {
    let (host, views) = makeScene(views: count)
    let window = host.window
    let spring = try Spring(duration: 1.5, bounce: 0.3)
    switch motion {
    case .none:
      break
    case .few:
      try window.animate(spring: spring) {
        views[1].center.y += 300
        views[12].center.x -= 200
        views[25].alpha = 0.2
        views[37].transform = Transform(scale: 0.8)
      }
    case .all:
      for view in views {
        try window.animate(spring: spring) { view.center.y += 300 }
      }
    }
    var time = 0.0
    for _ in 0..<10 {
      time += frameInterval
      try host.tick(to: time)
    }
    var publishing: UInt64 = 0
    var changed = 0
    benchmark.startMeasurement()
    let start = now()
    for _ in 0..<measuredFrames {
      time += frameInterval
      try window.advance(to: time)
      let before = now()
      host.publish()
      publishing += now() - before
      let frame = host.published
      changed += frame.changedViews.count
      for view in frame.changedViews { blackHole(view.changes) }
    }
    let elapsed = now() - start
    benchmark.stopMeasurement()
    blackHole(elapsed)
    let published = host.published.views.count
    let expected: Int
    switch motion {
    case .none: expected = 0
    case .few: expected = 4
    case .all: expected = count
    }
    precondition(published == count + 1, "every view is published")
    precondition(changed == expected * measuredFrames, "\(changed) changes: the motion stopped")
    let perPublish = Double(publishing) / Double(measuredFrames)
    benchmark.measurement(nanosecondsPerPublish, Int(perPublish.rounded()))
    let perView = perPublish * 1000 / Double(published)
    benchmark.measurement(picosecondsPerView, Int(perView.rounded()))
  } catch {
    fatalError("Host publish benchmark: \(error)")
  }
}
