import Motion

/// One stretch of an animator's motion: the time fraction goes from `fromFraction` to
/// `toFraction` while the visual progress goes from `fromProgress` to `toProgress`.
///
/// A segment starts when the animator starts, resumes, reverses or continues; it is a value, so
/// evaluating it each frame allocates nothing.
struct AnimationSegment {
  enum Shape {
    /// Progress is the curve applied to the fraction itself (the segment is on the curve).
    case onCurve(TimingCurve)
    /// Progress eases from `fromProgress` to `toProgress` along the curve over the segment.
    case remapped(TimingCurve)
    /// Progress follows a spring motion; time is measured from the segment's start.
    case spring(SpringMotion)
  }

  /// When it runs, and the fraction and progress it goes between.
  var span: SegmentSpan
  var shape: Shape

  /// Fraction, progress and progress velocity (per second) at window time `time`, and whether
  /// the segment has reached its end (then the fraction and progress are the end's). A spring's
  /// is ``SpringSegment/evaluate(at:)``'s.
  @inline(__always)
  func evaluate(at time: Double) -> SegmentSample {
    let curve: TimingCurve
    let onCurve: Bool
    switch shape {
    case .spring(let motion): return SpringSegment(span: span, motion: motion).evaluate(at: time)
    case .onCurve(let shapeCurve): (curve, onCurve) = (shapeCurve, true)
    case .remapped(let shapeCurve): (curve, onCurve) = (shapeCurve, false)
    }
    switch span.position(at: time) {
    case .before: return (span.fromFraction, span.fromProgress, 0, false)
    case .end: return (span.toFraction, span.toProgress, 0, true)
    case .within(_, _, let fraction) where onCurve:
      let rate = (span.toFraction - span.fromFraction) / span.duration
      return (fraction, curve.value(at: fraction), curve.slope(at: fraction) * rate, false)
    case .within(_, let s, let fraction):
      let distance = span.toProgress - span.fromProgress
      return (
        fraction, span.fromProgress + distance * curve.value(at: s),
        distance * curve.slope(at: s) / span.duration, false
      )
    }
  }

  /// The segment as a ``SpringSegment`` when it follows a spring.
  var springSegment: SpringSegment? {
    guard case .spring(let motion) = shape else { return nil }
    return SpringSegment(span: span, motion: motion)
  }

  /// A segment from `(fraction, progress)` towards the end `target` (0 or 1).
  ///
  /// - Parameters:
  ///   - timing: The timing to follow.
  ///   - duration: For curves, the segment's length in seconds; ignored for springs, which
  ///     last until settled.
  ///   - carriedVelocity: For ``TimingParameters/springCarryingVelocity(_:)``, the progress
  ///     velocity the views have (per second), so a reversal does not jump.
  static func make(
    from fraction: Double, progress: Double, target: Double, timing: TimingParameters,
    duration: Double, startTime: Double, carriedVelocity: Double = 0
  ) -> AnimationSegment {
    switch timing {
    case .curve(let curve):
      let onCurve = abs(curve.value(at: fraction) - progress) < 1e-9
      return AnimationSegment(
        span: SegmentSpan(
          startTime: startTime, duration: duration, fromFraction: fraction, toFraction: target,
          fromProgress: progress, toProgress: target),
        shape: onCurve ? .onCurve(curve) : .remapped(curve))
    case .spring(let spring, let relative):
      return self.spring(
        spring, from: fraction, progress: progress, target: target,
        velocity: relative * (target - progress), startTime: startTime)
    case .springCarryingVelocity(let spring):
      return self.spring(
        spring, from: fraction, progress: progress, target: target, velocity: carriedVelocity,
        startTime: startTime)
    }
  }

  private static func spring(
    _ spring: Spring, from fraction: Double, progress: Double, target: Double, velocity: Double,
    startTime: Double
  ) -> AnimationSegment {
    let motion = spring.motion(from: progress, to: target, initialVelocity: velocity)
    let settle = motion.settlingDuration(tolerance: TimingParameters.settlingTolerance)
    return AnimationSegment(
      span: SegmentSpan(
        startTime: startTime, duration: settle.isFinite ? settle : 0, fromFraction: fraction,
        toFraction: target, fromProgress: progress, toProgress: target),
      shape: .spring(motion))
  }
}

/// A running segment that follows a spring, as a plain value (no curve's table to retain when
/// it is copied): what an animator reads on every frame. ``evaluate(at:)`` is
/// ``AnimationSegment/evaluate(at:)``'s arithmetic for a spring, operation for operation.
struct SpringSegment {
  var span: SegmentSpan
  var motion: SpringMotion

  @inline(__always)
  func evaluate(at time: Double) -> SegmentSample {
    switch span.position(at: time) {
    case .before: return (span.fromFraction, span.fromProgress, motion.initialVelocity, false)
    case .end: return (span.toFraction, span.toProgress, 0, true)
    case .within(let elapsed, _, let fraction):
      let state = motion.state(at: elapsed)
      return (fraction, state.value, state.velocity, false)
    }
  }

  /// ``evaluate(at:)``, remembered in `memo`: animators started together with the same spring
  /// (one gesture's or one transition's, a list's cells) run identical segments, and within a
  /// frame every one of them asks for the same time, so the spring's closed form (an
  /// exponential and a sine and cosine) is evaluated once per frame for all of them. The key is
  /// the bit pattern of everything the result depends on, so a hit returns exactly what
  /// evaluating would.
  @inline(__always)
  func evaluate(at time: Double, memo: inout SpringSampleMemo) -> SegmentSample {
    let key = SpringSampleMemo.Key(segment: self, time: time)
    if let sample = memo.sample(for: key) { return sample }
    let sample = evaluate(at: time)
    memo.remember(sample, for: key)
    return sample
  }
}

/// The last spring segment a window evaluated in the frame under way, and its sample (see
/// ``SpringSegment/evaluate(at:memo:)``). A value local to one frame's pass over the
/// animators: nothing is kept between frames.
struct SpringSampleMemo {
  /// Everything a spring segment's sample depends on, as bit patterns (so that 0 and −0, or
  /// two NaNs, are told apart as the arithmetic would).
  struct Key: Equatable {
    var time: UInt64
    var startTime: UInt64
    var duration: UInt64
    var fromFraction: UInt64
    var toFraction: UInt64
    var fromProgress: UInt64
    var toProgress: UInt64
    var mass: UInt64
    var stiffness: UInt64
    var damping: UInt64
    var from: UInt64
    var to: UInt64
    var initialVelocity: UInt64

    @inline(__always)
    init(segment: SpringSegment, time: Double) {
      let motion = segment.motion
      self.time = time.bitPattern
      startTime = segment.span.startTime.bitPattern
      duration = segment.span.duration.bitPattern
      fromFraction = segment.span.fromFraction.bitPattern
      toFraction = segment.span.toFraction.bitPattern
      fromProgress = segment.span.fromProgress.bitPattern
      toProgress = segment.span.toProgress.bitPattern
      mass = motion.spring.mass.bitPattern
      stiffness = motion.spring.stiffness.bitPattern
      damping = motion.spring.damping.bitPattern
      from = motion.from.bitPattern
      to = motion.to.bitPattern
      initialVelocity = motion.initialVelocity.bitPattern
    }
  }

  private var key: Key?
  private var value: SegmentSample = (0, 0, 0, false)

  @inline(__always)
  func sample(for key: Key) -> SegmentSample? {
    self.key == key ? value : nil
  }

  @inline(__always)
  mutating func remember(_ sample: SegmentSample, for key: Key) {
    self.key = key
    value = sample
  }
}
