// The cost of one `Dynamics` world step in steady state, for the five scenes of
// `DynamicsScenes`: 1,000 items on attachment springs, 100 boxes resting on a floor, seed 003's
// shade while it moves, 100 rotating boxes in 10 stacks, and a spinning card held by a moving
// finger.
//
// Each measured iteration builds its scene afresh and warms it up (both before
// `startMeasurement()`, so not measured), then runs `DynamicsScene.measuredSteps` (240) steps,
// one `advance(by: world.step)` each. Every iteration therefore measures the same 240 steps.
//
// Metrics, per measured iteration:
// - `ns per step` and `ps per body-step` (custom): the 240 steps timed with the monotonic clock
//   and divided by 240, then by the number of bodies (in picoseconds, 1000 ps = 1 ns, because
//   custom metrics are integers);
// - wall clock: the harness's own time for the 240 steps (its overhead included);
// - `mallocCountTotal`: allocations during the 240 steps (divide by 240 for mallocs per step;
//   the target is 0).

import Benchmark
import Dynamics
import DynamicsScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let nanosecondsPerStep = BenchmarkMetric.custom("ns per step", useScalingFactor: false)
let picosecondsPerBodyStep = BenchmarkMetric.custom("ps per body-step", useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, nanosecondsPerStep, picosecondsPerBodyStep],
    timeUnits: .microseconds,
    // Print the custom metrics as they are (the harness would otherwise show 12 K ns per step).
    units: [nanosecondsPerStep: .count, picosecondsPerBodyStep: .count],
    warmupIterations: 2,
    scalingFactor: .one,
    maxDuration: .seconds(5),
    maxIterations: 30
  )

  for scene in DynamicsScene.allCases {
    Benchmark("Dynamics step: \(scene.title), \(scene.bodyCount) bodies") { benchmark in
      stepBenchmark(benchmark, scene)
    }
  }
}

/// Nanoseconds on the monotonic clock.
@inline(__always)
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Builds and warms up `scene`, then measures `DynamicsScene.measuredSteps` steps.
func stepBenchmark(_ benchmark: Benchmark, _ scene: DynamicsScene) {
  let steps = DynamicsScene.measuredSteps
  do {
    let prepared = try scene.prepare()
    let startTime = prepared.world.elapsedTime
    benchmark.startMeasurement()
    let start = now()
    for _ in 0..<steps {
      try prepared.step()
    }
    let elapsed = now() - start
    benchmark.stopMeasurement()
    let ran = (prepared.world.elapsedTime - startTime) / prepared.world.step
    precondition(abs(ran - Double(steps)) < 1e-6, "\(scene): ran \(ran) steps, not \(steps)")
    blackHole(prepared.summary)
    let perStep = Double(elapsed) / Double(steps)
    benchmark.measurement(nanosecondsPerStep, Int(perStep.rounded()))
    benchmark.measurement(
      picosecondsPerBodyStep, Int((perStep * 1000 / Double(scene.bodyCount)).rounded()))
  } catch {
    fatalError("\(scene): \(error)")
  }
}
