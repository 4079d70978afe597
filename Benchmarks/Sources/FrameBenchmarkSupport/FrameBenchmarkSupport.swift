// What the frame benchmarks share: a monotonic clock, the `ns per frame` metric and the
// configuration that reports it next to wall clock and malloc counts.

public import Benchmark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds per frame, measured inside the benchmark with ``now()`` and reported with
/// `benchmark.measurement(nanosecondsPerFrame, …)`.
public let nanosecondsPerFrame = BenchmarkMetric.custom("ns per frame", useScalingFactor: false)

/// Wall clock, malloc counts and ``nanosecondsPerFrame``, in microseconds, at most
/// `maxIterations` iterations or 5 s.
public func frameBenchmarkConfiguration(maxIterations: Int) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal, nanosecondsPerFrame],
    timeUnits: .microseconds,
    units: [nanosecondsPerFrame: .count],
    warmupIterations: 2,
    scalingFactor: .one,
    maxDuration: .seconds(5),
    maxIterations: maxIterations
  )
}

/// Nanoseconds on the monotonic clock.
public func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Times `count` calls of `frame` (the measured part of a frame benchmark; it gets the frame's
/// index) and reports their mean in ``nanosecondsPerFrame``.
public func measureFrames(
  _ benchmark: Benchmark, count: Int, _ frame: (Int) throws -> Void
) rethrows {
  benchmark.startMeasurement()
  let start = now()
  for index in 0..<count { try frame(index) }
  let elapsed = now() - start
  benchmark.stopMeasurement()
  benchmark.measurement(nanosecondsPerFrame, Int((Double(elapsed) / Double(count)).rounded()))
}
