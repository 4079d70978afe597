import Motion
import Stage
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// Planning ahead (issue 30): a spring where the motion is one, keyframes within the tolerance
/// otherwise (a cubic per segment), with no key more than the greedy placement needs and at most
/// one per frame.
struct RenderPlannerTests {
  static let h = 1.0 / 120

  /// The samples of a spring motion every `h` s for `count` frames; `snap` sets the target from
  /// that frame on, as an engine's animator does once settled.
  static func springSamples(
    _ spring: Spring, from: Double, to: Double, velocity: Double, count: Int, snap: Int? = nil
  ) -> [Double] {
    let motion = spring.motion(from: from, to: to, initialVelocity: velocity)
    return (0..<count).map { k in
      if let snap, k >= snap { return to }
      return motion.value(at: Double(k) * h)
    }
  }

  @Test func aSpringsSamplesAreIdentifiedAsThatSpring() throws {
    var random = SeededRandom(seed: 30)
    for _ in 0..<PropertyRuns.scaled(100) {
      let spring = try Spring(
        dampingRatio: Double.random(in: 0.3...2, using: &random),
        response: Double.random(in: 0.2...0.8, using: &random))
      let from = Double.random(in: -400...400, using: &random)
      let to = Double.random(in: -400...400, using: &random)
      guard abs(to - from) > 1 else { continue }
      let velocity = Double.random(in: -3000...3000, using: &random)
      // As an engine's animator: the target set once within 0.01 of it, or the run cut first.
      let motion = spring.motion(from: from, to: to, initialVelocity: velocity)
      let snap = (1..<90).first { k in
        (k..<(k + 200)).allSatisfy { abs(motion.value(at: Double($0) * Self.h) - to) < 0.01 }
      }
      let samples = Self.springSamples(
        spring, from: from, to: to, velocity: velocity, count: 90, snap: snap)
      let found = try #require(
        SpringIdentification.identify(samples[...], interval: Self.h, tolerance: 1e-7 * 1000))
      guard case .spring(let f, let t, let identified, let v) = found.curve else {
        Issue.record("not a spring")
        continue
      }
      expectApproximately(f, from)
      expectApproximately(t, to, absolute: 1e-6 * abs(to - from))
      expectApproximately(identified.stiffness, spring.stiffness, relative: 1e-5)
      expectApproximately(identified.damping, spring.damping, absolute: 1e-5, relative: 1e-5)
      expectApproximately(v * (to - from), velocity, absolute: 1e-3, relative: 1e-5)
      // It stops half a frame before the engine sets the target; a run cut while the spring
      // moves lasts to its last frame (which is the spring's), as does one whose target is set
      // where the spring already is, to the tolerance.
      let cut = 89 * Self.h
      if let snap, abs(motion.value(at: Double(snap) * Self.h) - to) > 1e-4 {
        expectApproximately(found.duration, (Double(snap) - 0.5) * Self.h, absolute: 1e-12)
      } else {
        expectApproximately(
          found.duration, snap.map { Double($0) * Self.h } ?? cut, absolute: 1e-12)
      }
    }
  }

  @Test func motionsThatAreNoSpringAreNotIdentifiedAsOne() {
    let h = Self.h
    let rubberBand = (0..<60).map { k in
      rubberBandUnchecked(offset: Double(k) * 8, dimension: 400, coefficient: 0.55)
    }
    let easeIn = (0..<60).map { k in 300 * TimingCurve.easeIn.value(at: Double(k) / 59) }
    let bounce = (0..<60).map { k -> Double in  // a ball falling onto a floor and bouncing
      let t = Double(k) * h
      return t < 0.25 ? 500 * t * t : 31.25 - 250 * (t - 0.25) + 500 * (t - 0.25) * (t - 0.25)
    }
    for samples in [rubberBand, easeIn, bounce] {
      #expect(SpringIdentification.identify(samples[...], interval: h, tolerance: 1e-4) == nil)
    }
  }

  /// A wobbly motion keyed with a cubic per segment: within the tolerance's fit share at every
  /// frame and within the tolerance between frames (eight points per frame, against the exact
  /// motion), keys on frames or on the motion's turning points, no more keys than frames.
  @MainActor @Test func keyframesStayWithinTheToleranceAtAndBetweenFramesWithFewKeys() {
    var random = SeededRandom(seed: 31)
    var keyCount = 0
    var frameCount = 0
    for _ in 0..<PropertyRuns.scaled(100) {
      // A wobbly motion no spring draws: a sum of sines and a ramp.
      let a = Double.random(in: 10...200, using: &random)
      let w = Double.random(in: 3...30, using: &random)
      let slope = Double.random(in: -500...500, using: &random)
      let count = Int.random(in: 10...200, using: &random)
      let motion = { (t: Double) -> Double in
        a * _sincos(w * t).sin + slope * t + 0.3 * a * _sincos(2.7 * w * t).sin
      }
      let values = (0..<count).map { motion(Double($0) * Self.h) }
      var planner = RenderPlanner()
      planner.begin(engineTime: 0, interval: Self.h)
      for value in values { planner.record(Self.frame(centerY: value)) }
      let plan = planner.plan(beginTime: 100)
      guard let track = plan.tracks.first(where: { $0.channel == .centerY }) else {
        Issue.record("no track")
        continue
      }
      guard case .keyframes(let keys, let keyTimes, let timing) = track.animation.curve else {
        continue
      }
      #expect(keys.count <= count, "at most one key per frame")
      #expect(timing.count == keys.count - 1, "a timing function per segment")
      #expect(keyTimes == keyTimes.sorted())
      keyCount += keys.count
      frameCount += count
      for curve in timing {
        #expect((0...1).contains(curve.y1) && (0...1).contains(curve.y2))
      }
      for (fraction, key) in zip(keyTimes, keys) {
        let time = fraction * Double(count - 1) * Self.h
        let frame = (time / Self.h).rounded()
        if abs(frame * Self.h - time) < 1e-9 {
          expectApproximately(key, values[Int(frame)], absolute: 1e-9)  // a frame's value
        } else {
          // A turning point between two frames: the frame-to-frame cubic's, near the motion's.
          #expect(abs(key - motion(time)) <= 0.25, "turning point at \(time)")
        }
      }
      for (k, value) in values.enumerated() {
        let shown = plan.value(of: track.view, .centerY, at: 100 + Double(k) * Self.h) ?? .nan
        #expect(abs(shown - value) <= 0.25 * RenderPlanner.fitFraction + 1e-6)
      }
      for step in 0..<(8 * (count - 1)) {
        let t = Double(step) * Self.h / 8
        let shown = plan.value(of: track.view, .centerY, at: 100 + t) ?? .nan
        #expect(abs(shown - motion(t)) <= 0.25, "between frames at \(t)")
      }
    }
    // Cubic segments span several frames: far fewer keys than frames.
    #expect(Double(keyCount) < 0.5 * Double(frameCount))
  }

  /// A frame of one view whose centre is at `centerY`.
  @MainActor static func frame(centerY: Double) -> PublishedFrame {
    let window = Window(size: Size(width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: centerY - 5, width: 10, height: 10))
    window.addSubview(view)
    return StageHost(window: window).published
  }
}

/// A basic animation where the motion follows one of Core Animation's named timing functions.
struct CurveIdentificationTests {
  @Test func aNamedCurvesSamplesAreIdentifiedWithTheirDuration() {
    var random = SeededRandom(seed: 32)
    let h = RenderPlannerTests.h
    for _ in 0..<PropertyRuns.scaled(100) {
      guard let (_, timing) = TimingCurve.presets.randomElement(using: &random) else { return }
      let duration = Double.random(in: 0.1...0.8, using: &random)
      let from = Double.random(in: -300...300, using: &random)
      let to = Double.random(in: -300...300, using: &random)
      guard abs(to - from) > 1 else { continue }
      // As the engine's animator: the final value set from the first frame at or after the end.
      let count = Int((duration / h).rounded(.up)) + 3
      let samples = (0..<count).map { k -> Double in
        let t = Double(k) * h
        return t >= duration ? to : from + (to - from) * timing.value(at: t / duration)
      }
      guard
        let found = CurveIdentification.identify(samples[...], interval: h, tolerance: 1e-7 * 300)
      else {
        Issue.record("\(timing) over \(duration) s not found")
        continue
      }
      guard case .basic(let f, let t, let curve) = found.curve else { continue }
      #expect(f == from && t == to)
      // Presets that coincide on every sample may stand for each other; the drawing is the same.
      let animation = RenderAnimation(found.curve, beginTime: 0, duration: found.duration)
      for (k, value) in samples.enumerated() where Double(k) * h < found.duration {
        #expect(abs(animation.value(atLocalTime: Double(k) * h) - value) <= 1e-7 * 300)
      }
      if curve == timing { expectApproximately(found.duration, duration, absolute: 1e-6) }
    }
  }

  @Test func aSpringIsNoCurve() throws {
    let samples = RenderPlannerTests.springSamples(
      try Spring(duration: 0.4, bounce: 0.2), from: 0, to: 300, velocity: 0, count: 60, snap: 55)
    #expect(
      CurveIdentification.identify(samples[...], interval: RenderPlannerTests.h, tolerance: 1e-4)
        == nil)
  }
}
