import Motion
import Testing
import TransitionsTestSupport

/// A sampling interval that is exact in binary (1/128 s ≈ 7.8 ms, about 128 Hz), so sample
/// times and window boundaries are exact.
private let step = 1.0 / 128

/// x(t) = a + b·t + c·t²: the fit must recover x′(t) = b + 2c·t exactly.
private struct Quadratic: Sendable {
  var a: Double
  var b: Double
  var c: Double
  func position(_ t: Double) -> Double { a + b * t + c * t * t }
  func velocity(_ t: Double) -> Double { b + 2 * c * t }
}

private func makeTracker(samples: [(Double, Double)]) throws -> VelocityTracker {
  var tracker = VelocityTracker()
  for (t, x) in samples { try tracker.add(time: t, position: x) }
  return tracker
}

struct VelocityTrackerTests {
  @Test func constantsAreTheDocumentedOnes() {
    expectApproximately(VelocityTracker.horizon, 0.1, absolute: 0)
    expectApproximately(VelocityTracker.maximumGap, 0.04, absolute: 0)
    #expect(VelocityTracker.capacity == 32)
  }

  @Test func emptyAndSingleSampleReadZero() throws {
    var tracker = VelocityTracker()
    #expect(tracker.sampleCount == 0)
    #expect(tracker.lastTime == nil)
    #expect(tracker.lastPosition == nil)
    expectApproximately(tracker.velocity, 0, absolute: 0)
    expectApproximately(tracker.velocity(at: 1), 0, absolute: 0)
    try tracker.add(time: 3, position: 120)
    #expect(tracker.sampleCount == 1)
    expectApproximately(tracker.lastTime ?? .nan, 3, absolute: 0)
    expectApproximately(tracker.lastPosition ?? .nan, 120, absolute: 0)
    expectApproximately(tracker.velocity, 0, absolute: 0)
  }

  @Test func twoSamplesUseTheDifference() throws {
    let tracker = try makeTracker(samples: [(1.0, 10), (1.008, 14)])
    expectApproximately(tracker.velocity, 4 / 0.008, relative: 1e-12)
    // Even when the motion is curved: the fallback is the plain difference quotient.
    let curved = try makeTracker(samples: [(0, 0), (0.01, 0.5)])
    expectApproximately(curved.velocity, 50, relative: 1e-12)
  }

  @Test func documentedExample() throws {
    let tracker = try makeTracker(samples: [(0.000, 10.0), (0.008, 14.0), (0.016, 18.0)])
    expectApproximately(tracker.velocity, 500, relative: 1e-12)
  }

  @Test(arguments: [(0.0, 1200.0), (-40.0, -3000.0), (5.0, 0.0), (1e4, 17.5)])
  func linearMotionIsExact(start: Double, velocity: Double) throws {
    var tracker = VelocityTracker()
    for i in 0..<40 {
      let t = 2.5 + Double(i) * step
      try tracker.add(time: t, position: start + velocity * (t - 2.5))
      if i >= 1 {
        expectApproximately(
          tracker.velocity, velocity, absolute: 1e-9 * max(1, abs(start) + abs(velocity)),
          "after \(i + 1) samples")
      }
    }
  }

  /// With three or more samples the least-squares quadratic passes through every sample of a
  /// quadratic motion, so its slope at the newest sample is the exact velocity there, except
  /// while the motion's turning point lies inside the newest interval: the samples do not show
  /// the reversal yet, and the estimate reads 0 (it never points against the newest movement).
  @Test func quadraticMotionIsExactAtTheNewestSample() throws {
    var random = SeededRandom(seed: 42)
    for _ in 0..<PropertyRuns.scaled(200) {
      let motion = Quadratic(
        a: .random(in: -500...500, using: &random), b: .random(in: -4000...4000, using: &random),
        c: .random(in: -20_000...20_000, using: &random))
      let start = Double.random(in: 0...100, using: &random)
      let interval = Double.random(in: 0.002...0.02, using: &random)
      var tracker = VelocityTracker()
      var t = start
      var previous = t
      for i in 0..<25 {
        try tracker.add(time: t, position: motion.position(t))
        if i >= 2 {
          let newestStep = motion.position(t) - motion.position(previous)
          let exact = motion.velocity(t)
          let expected = exact * newestStep < 0 ? 0 : exact
          let scale = abs(motion.b) + abs(motion.c) * (abs(t) + 1)
          expectApproximately(tracker.velocity, expected, absolute: 1e-6 * scale)
        }
        previous = t
        t += interval * Double.random(in: 0.5...1.5, using: &random)
      }
    }
  }

  /// Time stamps are often seconds since boot: a year of uptime must not cost precision.
  @Test func largeTimeStampsLoseNoPrecision() throws {
    let motion = Quadratic(a: 100, b: 900, c: -4000)
    let boot = 31_536_000.0
    var tracker = VelocityTracker()
    for i in 0..<20 {
      let elapsed = Double(i) * step
      try tracker.add(time: boot + elapsed, position: motion.position(elapsed))
      if i >= 2 {
        expectApproximately(tracker.velocity, motion.velocity(elapsed), absolute: 1e-6)
      }
    }
  }

  @Test func threeSamplesFitAParabolaNotALine() throws {
    // x = t² sampled at 0, 0.01, 0.02: the velocity at 0.02 is 0.04; a line would say 0.02.
    let tracker = try makeTracker(samples: [(0, 0), (0.01, 1e-4), (0.02, 4e-4)])
    expectApproximately(tracker.velocity, 0.04, relative: 1e-10)
  }

  @Test func onlyTheLast100MillisecondsCount() throws {
    // Fast for 150 ms, then slow: once the fast samples are more than 100 ms old, the estimate
    // is exactly the slow velocity.
    var tracker = VelocityTracker()
    func position(_ t: Double) -> Double { t <= 0.15 ? 5000 * t : 750 + 100 * (t - 0.15) }
    var i = 0
    while Double(i) * step <= 0.4 {
      let t = Double(i) * step
      try tracker.add(time: t, position: position(t))
      // 100 ms is 12.8 steps: the window holds the newest and the 12 before it.
      #expect(tracker.sampleCount == min(i + 1, 13))
      i += 1
    }
    expectApproximately(tracker.velocity, 100, relative: 1e-9)
  }

  @Test func sampleExactlyAtTheHorizonIsKept() throws {
    // The newest sample is exactly 0.1 s after the oldest: the oldest still counts. A
    // millisecond later it no longer does.
    var tracker = VelocityTracker()
    try tracker.add(time: 0, position: 0)
    try tracker.add(time: 0.0390625, position: 1)
    try tracker.add(time: 0.078125, position: 2)
    try tracker.add(time: 0.1, position: 3)
    #expect(tracker.sampleCount == 4)
    try tracker.add(time: 0.1 + 0.001, position: 4)
    #expect(tracker.sampleCount == 4)
  }

  @Test func pauseLongerThanTheMaximumGapDropsTheHistory() throws {
    var tracker = VelocityTracker()
    var t = 0.0
    for _ in 0..<10 {
      try tracker.add(time: t, position: 1000 * t)
      t += step
    }
    expectApproximately(tracker.velocity, 1000, relative: 1e-9)
    // 6/128 s ≈ 47 ms > 40 ms: the old samples are dropped.
    let resume = t - step + 6 * step
    let base = 1000 * (t - step)
    try tracker.add(time: resume, position: base)
    #expect(tracker.sampleCount == 1)
    expectApproximately(tracker.velocity, 0, absolute: 0)
    try tracker.add(time: resume + step, position: base - 200 * step)
    #expect(tracker.sampleCount == 2)
    expectApproximately(tracker.velocity, -200, relative: 1e-9)
    try tracker.add(time: resume + 2 * step, position: base - 400 * step)
    expectApproximately(tracker.velocity, -200, relative: 1e-9)
  }

  @Test func pauseShorterThanTheMaximumGapKeepsTheHistory() throws {
    var tracker = VelocityTracker()
    try tracker.add(time: 0, position: 0)
    try tracker.add(time: step, position: 10)
    // 5/128 s ≈ 39 ms ≤ 40 ms.
    try tracker.add(time: 6 * step, position: 60)
    #expect(tracker.sampleCount == 3)
    expectApproximately(tracker.velocity, 10 / step, relative: 1e-9)
    // A gap of exactly 40 ms is not longer than the maximum: still kept.
    var exact = VelocityTracker()
    try exact.add(time: 0, position: 0)
    try exact.add(time: 0.04, position: 4)
    #expect(exact.sampleCount == 2)
  }

  @Test func velocityAtATimeIsZeroAfterAPause() throws {
    let tracker = try makeTracker(samples: [(0, 0), (0.01, 8), (0.02, 16)])
    expectApproximately(tracker.velocity(at: 0.02), 800, relative: 1e-9)
    expectApproximately(tracker.velocity(at: 0.05), 800, relative: 1e-9)
    expectApproximately(tracker.velocity(at: 0.0625), 0, absolute: 0)
    expectApproximately(tracker.velocity(at: 10), 0, absolute: 0)
    // The state itself is unchanged: a sample now would still see the history.
    expectApproximately(tracker.velocity, 800, relative: 1e-9)
  }

  @Test func outOfOrderDuplicateAndNonFiniteSamplesAreRefused() throws {
    var tracker = try makeTracker(samples: [(0, 0), (0.01, 3), (0.02, 9)])
    let before = (tracker.sampleCount, tracker.lastTime, tracker.lastPosition, tracker.velocity)

    func expectRefused(
      _ time: Double, _ position: Double, _ expected: VelocitySampleError,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let error = #expect(throws: VelocitySampleError.self, sourceLocation: sourceLocation) {
        try tracker.add(time: time, position: position)
      }
      if let error, case .nonFinite = expected {
        guard case .nonFinite = error else {
          Issue.record("\(error) is not nonFinite", sourceLocation: sourceLocation)
          return
        }
      } else {
        #expect(error == expected, sourceLocation: sourceLocation)
      }
      #expect(tracker.sampleCount == before.0, sourceLocation: sourceLocation)
      expectApproximately(tracker.lastTime ?? .nan, before.1 ?? .nan, absolute: 0)
      expectApproximately(tracker.lastPosition ?? .nan, before.2 ?? .nan, absolute: 0)
      expectApproximately(tracker.velocity, before.3, absolute: 0)
    }

    expectRefused(0.015, 5, .outOfOrder(time: 0.015, previous: 0.02))
    expectRefused(-1, 5, .outOfOrder(time: -1, previous: 0.02))
    expectRefused(0.02, 9, .duplicateTime(0.02))
    expectRefused(0.02, 100, .duplicateTime(0.02))
    expectRefused(.nan, 5, .nonFinite(time: .nan))
    expectRefused(.infinity, 5, .nonFinite(time: .infinity))
    expectRefused(0.03, .nan, .nonFinite(time: 0.03))
    expectRefused(0.03, -.infinity, .nonFinite(time: 0.03))

    // validate(time:position:) reports the same without changing anything.
    #expect(throws: VelocitySampleError.self) { try tracker.validate(time: 0, position: 0) }
    try tracker.validate(time: 0.03, position: 12)
    #expect(tracker.sampleCount == 3)
    // And the tracker still accepts the next good sample.
    try tracker.add(time: 0.03, position: 18)
    #expect(tracker.sampleCount == 4)
  }

  @Test func errorsNameTheTimeAndDescribeTheSample() {
    #expect(
      VelocitySampleError.outOfOrder(time: 1, previous: 2).description
        == "time: expected a time after the previous sample's 2.0, got 1.0")
    #expect(
      VelocitySampleError.duplicateTime(3).description
        == "time: expected a time after the previous sample's, got the same time 3.0")
    #expect(
      VelocitySampleError.nonFinite(time: 4).description
        == "time: expected finite numbers for the time and the position, got a sample at t=4.0")
    #expect(VelocitySampleError.duplicateTime(3).subject == "time")
  }

  @Test func resetForgetsEverything() throws {
    var tracker = try makeTracker(samples: [(0, 0), (0.01, 3), (0.02, 9)])
    tracker.reset()
    #expect(tracker.sampleCount == 0)
    #expect(tracker.lastTime == nil)
    expectApproximately(tracker.velocity, 0, absolute: 0)
    // Earlier times are accepted again after a reset.
    try tracker.add(time: 0, position: 1)
    try tracker.add(time: 0.01, position: 2)
    expectApproximately(tracker.velocity, 100, relative: 1e-12)
  }

  /// Sampling at 1000 Hz puts more than ``VelocityTracker/capacity`` samples in 100 ms: the
  /// oldest are dropped and the estimate stays exact.
  @Test(arguments: [1.0 / 1024, 1.0 / 1000, 1.0 / 480])
  func capacityOverflowStaysExact(interval: Double) throws {
    let motion = Quadratic(a: 12, b: -850, c: 3100)
    var tracker = VelocityTracker()
    for i in 0..<500 {
      let t = 7 + Double(i) * interval
      try tracker.add(time: t, position: motion.position(t))
      #expect(tracker.sampleCount <= VelocityTracker.capacity)
      if i >= 2 {
        expectApproximately(tracker.velocity, motion.velocity(t), relative: 1e-6, "i=\(i)")
      }
    }
    #expect(
      tracker.sampleCount == min(VelocityTracker.capacity, Int((0.1 / interval).rounded(.down)) + 1)
    )
  }

  @Test func capacityOverflowThenGapThenRefill() throws {
    var tracker = VelocityTracker()
    var t = 0.0
    for _ in 0..<100 {
      try tracker.add(time: t, position: 300 * t)
      t += 1.0 / 1024
    }
    t += 0.05
    for i in 0..<5 {
      try tracker.add(time: t, position: -70 * t)
      #expect(tracker.sampleCount == i + 1)
      t += 1.0 / 1024
    }
    expectApproximately(tracker.velocity, -70, relative: 1e-8)
  }

  // MARK: A fit that turns back before the finger does

  /// A 60 Hz stroke at 1500 pt/s that slows to a stop over its last four frames (as a browser
  /// reports a real drag that ends on a target). The quadratic bends back at its end: its slope
  /// there is about −340 pt/s. The velocity reads 0.
  @Test func aStrokeThatSlowsToAStopReadsZeroNotBackwards() throws {
    let frame = 1.0 / 60
    let speeds = [Double](repeating: 1500, count: 8) + [1200, 800, 400, 100, 0]
    var samples: [(Double, Double)] = [(0, 0)]
    for speed in speeds.dropFirst() {
      let (t, y) = samples[samples.count - 1]
      samples.append((t + frame, y + speed * frame))
    }
    let stopped = try makeTracker(samples: samples)
    expectApproximately(stopped.velocity, 0, absolute: 0)
    // The finger lifts 30 ms later where it rested (inside the 40 ms gap, so the history counts).
    let (t, y) = samples[samples.count - 1]
    let lifted = try makeTracker(samples: samples + [(t + 0.03, y)])
    expectApproximately(lifted.velocity, 0, absolute: 0)
    expectApproximately(lifted.velocity(at: t + 0.03), 0, absolute: 0)
    // Still moving at 400 pt/s two frames before the stop: the fit's slope stands.
    let moving = try makeTracker(samples: Array(samples.prefix(11)))
    #expect(moving.velocity > 300 && moving.velocity < 800)
  }

  /// A fling whose finger lifts one frame after its last move, where that move left it (as
  /// touch-end events usually report): the newest step is zero, the fit still points along the
  /// stroke, and most of the speed is kept.
  @Test func aFlingLiftedWhereItsLastMoveLeftItKeepsItsDirection() throws {
    let frame = 1.0 / 60
    var samples = (0..<12).map { (Double($0) * frame, 1500 * Double($0) * frame) }
    let (t, y) = samples[samples.count - 1]
    samples.append((t + 0.008, y))
    let tracker = try makeTracker(samples: samples)
    #expect(tracker.velocity > 0.7 * 1500 && tracker.velocity < 1500)
  }

  /// A finger that turns back: the first sample to show it stops the forward reading (the fit
  /// alone still said +525 pt/s forward), and a few more read the reversal itself.
  @Test func aReversalStopsTheForwardReadingAtOnceAndThenReadsBackwards() throws {
    let frame = 1.0 / 60
    var samples = (0..<12).map { (Double($0) * frame, 1500 * Double($0) * frame) }
    for k in 1...3 {
      let (t, y) = samples[samples.count - 1]
      samples.append((t + frame, y - 10))
      let tracker = try makeTracker(samples: samples)
      if k == 1 {
        expectApproximately(tracker.velocity, 0, absolute: 0)
      } else {
        #expect(tracker.velocity < -300, "after \(k) reversed samples")
      }
      // The same for a falling stroke that turns up: the rule is symmetric.
      let mirrored = try makeTracker(samples: samples.map { ($0.0, -$0.1) })
      expectApproximately(mirrored.velocity, -tracker.velocity, relative: 1e-12)
    }
  }

  @Test func noisySamplesAverageOut() throws {
    // A steady 600 pt/s with ±0.5 pt of jitter at 120 Hz: within a few percent.
    var random = SeededRandom(seed: 3)
    var tracker = VelocityTracker()
    for i in 0..<60 {
      let t = Double(i) / 120
      try tracker.add(time: t, position: 600 * t + .random(in: -0.5...0.5, using: &random))
    }
    #expect(abs(tracker.velocity - 600) < 0.1 * 600)
  }
}

struct VelocityTracker2DTests {
  @Test func documentedExample() throws {
    var tracker = VelocityTracker2D()
    try tracker.add(time: 0, position: Point(x: 0, y: 0))
    try tracker.add(time: 0.01, position: Point(x: 5, y: 10))
    expectApproximately(tracker.velocity, Vector(dx: 500, dy: 1000), absolute: 1e-9)
  }

  @Test func tracksBothAxesIndependently() throws {
    let x = Quadratic(a: 3, b: 700, c: -2500)
    let y = Quadratic(a: -80, b: -1500, c: 9000)
    var tracker = VelocityTracker2D()
    #expect(tracker.sampleCount == 0)
    #expect(tracker.lastTime == nil)
    for i in 0..<30 {
      let t = 1 + Double(i) * step
      try tracker.add(time: t, position: Point(x: x.position(t), y: y.position(t)))
      expectApproximately(tracker.lastTime ?? .nan, t, absolute: 0)
      if i >= 2 {
        expectApproximately(
          tracker.velocity, Vector(dx: x.velocity(t), dy: y.velocity(t)), absolute: 1e-6)
      }
    }
    #expect(tracker.sampleCount == 13)
    let last = 1 + 29 * step
    expectApproximately(tracker.velocity(at: last + 0.03), tracker.velocity, absolute: 0)
    expectApproximately(tracker.velocity(at: last + 0.05), .zero, absolute: 0)
    tracker.reset()
    #expect(tracker.sampleCount == 0)
    expectApproximately(tracker.velocity, .zero, absolute: 0)
  }

  @Test func refusedSampleChangesNeitherAxis() throws {
    var tracker = VelocityTracker2D()
    try tracker.add(time: 0, position: Point(x: 0, y: 0))
    try tracker.add(time: 0.01, position: Point(x: 1, y: 2))
    try tracker.add(time: 0.02, position: Point(x: 2, y: 4))
    let before = tracker.velocity
    // A bad y must not leave x with a sample y refused.
    let error = #expect(throws: VelocitySampleError.self) {
      try tracker.add(time: 0.03, position: Point(x: 3, y: .nan))
    }
    #expect(error == .nonFinite(time: 0.03))
    #expect(throws: VelocitySampleError.self) {
      try tracker.add(time: 0.03, position: Point(x: .infinity, y: 6))
    }
    let duplicate = #expect(throws: VelocitySampleError.self) {
      try tracker.add(time: 0.02, position: Point(x: 3, y: 6))
    }
    #expect(duplicate == .duplicateTime(0.02))
    let late = #expect(throws: VelocitySampleError.self) {
      try tracker.add(time: 0.01, position: Point(x: 3, y: 6))
    }
    #expect(late == .outOfOrder(time: 0.01, previous: 0.02))
    #expect(tracker.sampleCount == 3)
    expectApproximately(tracker.velocity, before, absolute: 0)
    // Both axes then accept the next sample together.
    try tracker.add(time: 0.03, position: Point(x: 3, y: 6))
    #expect(tracker.sampleCount == 4)
    expectApproximately(tracker.velocity, Vector(dx: 100, dy: 200), absolute: 1e-9)
  }
}
