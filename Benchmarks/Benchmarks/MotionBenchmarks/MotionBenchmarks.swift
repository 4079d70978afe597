// Per-call cost of the hot paths of `Motion`: what an animation driver calls once per frame per
// animated property. Every benchmark runs `benchmark.scaledIterations` inner iterations per
// measured iteration, so the time metrics (marked `*` in the output) read as the cost of one
// call, loop overhead included; the baseline benchmark gives that overhead on its own.
//
// Inputs change from one call to the next and pass through `identity` (an unoptimisable
// function), and every result goes to `blackHole`, so the optimiser can neither fold a call
// into a constant nor drop it.

import Benchmark
import Motion

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .mega,
    maxDuration: .seconds(2),
    maxIterations: 40
  )

  baselineBenchmarks()
  springBenchmarks()
  timingCurveBenchmarks()
  velocityTrackerBenchmarks()
}

/// 1024 evenly spaced sample points in `0..<1`, indexed with `i & sampleMask`.
let sampleMask = 1023
let sampleScale = 1.0 / 1024

// MARK: - Baseline

/// The loop, the index-to-`Double` conversion and `blackHole` with no work: the floor under
/// every figure below.
func baselineBenchmarks() {
  Benchmark("Baseline: loop + blackHole") { benchmark in
    let scale = identity(sampleScale)
    for i in benchmark.scaledIterations {
      blackHole(Double(i & sampleMask) * scale)
    }
  }
}

// MARK: - Spring

/// `SpringMotion.state(at:)`: value and velocity from one closed-form evaluation, at times
/// spread over the first second (where an animation spends its frames).
func springBenchmarks() {
  // Each damping ratio takes a different branch of the closed form: exp, sin and cos below 1;
  // exp alone at 1; exp and expm1 above 1.
  let regimes: [(name: String, dampingRatio: Double)] = [
    ("underdamped, dampingRatio 0.5", 0.5),
    ("critically damped, dampingRatio 1", 1),
    ("overdamped, dampingRatio 2", 2),
  ]
  for regime in regimes {
    Benchmark("Spring state(at:) \(regime.name)") { benchmark in
      let motion: SpringMotion
      do {
        let spring = try Spring(dampingRatio: regime.dampingRatio, response: 0.5)
        precondition(spring.dampingRatio == regime.dampingRatio, "wrong regime: \(spring)")
        motion = identity(spring.motion(from: 0, to: 300, initialVelocity: 1200))
      } catch {
        fatalError("\(error)")
      }
      let scale = identity(sampleScale)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        let state = motion.state(at: Double(i & sampleMask) * scale)
        blackHole(state.value)
        blackHole(state.velocity)
      }
    }
  }
}

// MARK: - Timing curve

/// `TimingCurve.value(at:)`: solving the Bézier for its parameter at x (Newton's method, with
/// bisection as the fallback), at 1024 values of x spread over `0..<1`.
func timingCurveBenchmarks() {
  let curves: [(name: String, curve: TimingCurve)] = [
    ("easeInEaseOut", .easeInEaseOut),
    ("default", .default),
  ]
  for entry in curves {
    Benchmark("TimingCurve value(at:) \(entry.name)") { benchmark in
      let curve = identity(entry.curve)
      let scale = identity(sampleScale)
      benchmark.startMeasurement()
      for i in benchmark.scaledIterations {
        blackHole(curve.value(at: Double(i & sampleMask) * scale))
      }
    }
  }
}

// MARK: - Velocity tracking

/// Samples at 240 Hz (the touch rate of a ProMotion display): a full 100 ms window holds 24 or
/// 25 of them, depending on how the accumulated time stamps round at the window's edge.
let sampleInterval = 1.0 / 240

/// A finger moving at a steady 800 points per second with a small periodic wobble.
@inline(__always)
func fingerPosition(_ i: Int, time: Double) -> Double {
  800 * time + Double(i & 7)
}

/// One `add(time:position:)` followed by one read of `velocity`, in steady state: the tracker is
/// filled past its 100 ms window before measuring, so every add also evicts the oldest sample
/// and every read fits a quadratic through a full window.
func velocityTrackerBenchmarks() {
  Benchmark("VelocityTracker add + velocity (1D, full 100 ms window)") { benchmark in
    var tracker = VelocityTracker()
    let dt = identity(sampleInterval)
    var time = 0.0
    var i = 0
    do {
      // Fill the window (40 samples span 166 ms; the tracker keeps the last 100 ms).
      for _ in 0..<40 {
        time += dt
        i += 1
        try tracker.add(time: time, position: fingerPosition(i, time: time))
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += dt
        i += 1
        try tracker.add(time: time, position: fingerPosition(i, time: time))
        blackHole(tracker.velocity)
      }
      benchmark.stopMeasurement()
    } catch {
      fatalError("\(error)")
    }
    precondition(tracker.sampleCount >= 24, "expected a full window, got \(tracker.sampleCount)")
  }

  Benchmark("VelocityTracker2D add + velocity (2D, full 100 ms window)") { benchmark in
    var tracker = VelocityTracker2D()
    let dt = identity(sampleInterval)
    var time = 0.0
    var i = 0
    do {
      for _ in 0..<40 {
        time += dt
        i += 1
        let position = fingerPosition(i, time: time)
        try tracker.add(time: time, position: Point(x: position, y: -0.5 * position))
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += dt
        i += 1
        let position = fingerPosition(i, time: time)
        try tracker.add(time: time, position: Point(x: position, y: -0.5 * position))
        blackHole(tracker.velocity)
      }
      benchmark.stopMeasurement()
    } catch {
      fatalError("\(error)")
    }
    precondition(tracker.sampleCount >= 24, "expected a full window, got \(tracker.sampleCount)")
  }
}
