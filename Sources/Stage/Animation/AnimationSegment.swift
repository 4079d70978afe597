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

  /// Window time at which the segment starts (after any delay), in seconds.
  var startTime: Double
  /// Length of the segment, in seconds (0 finishes it at once).
  var duration: Double
  var fromFraction: Double
  var toFraction: Double
  var fromProgress: Double
  var toProgress: Double
  var shape: Shape

  /// Fraction, progress and progress velocity (per second) at window time `time`, and whether
  /// the segment has reached its end (then the fraction and progress are the end's).
  @inline(__always)
  func evaluate(
    at time: Double
  ) -> (fraction: Double, progress: Double, velocity: Double, done: Bool) {
    let elapsed = time - startTime
    guard elapsed > 0 else {
      // A segment of no length is over once its start has come: it shows its end.
      if duration <= 0 && elapsed >= 0 { return (toFraction, toProgress, 0, true) }
      let v: Double
      if case .spring(let motion) = shape { v = motion.initialVelocity } else { v = 0 }
      return (fromFraction, fromProgress, v, false)
    }
    let s = duration > 0 ? min(elapsed / duration, 1) : 1
    let fraction = fromFraction + (toFraction - fromFraction) * s
    guard s < 1 else { return (toFraction, toProgress, 0, true) }
    switch shape {
    case .onCurve(let curve):
      let rate = (toFraction - fromFraction) / duration
      return (fraction, curve.value(at: fraction), curve.slope(at: fraction) * rate, false)
    case .remapped(let curve):
      let span = toProgress - fromProgress
      return (
        fraction, fromProgress + span * curve.value(at: s),
        span * curve.slope(at: s) / duration, false
      )
    case .spring(let motion):
      let state = motion.state(at: elapsed)
      return (fraction, state.value, state.velocity, false)
    }
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
        startTime: startTime, duration: duration, fromFraction: fraction, toFraction: target,
        fromProgress: progress, toProgress: target,
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
      startTime: startTime, duration: settle.isFinite ? settle : 0, fromFraction: fraction,
      toFraction: target, fromProgress: progress, toProgress: target, shape: .spring(motion))
  }
}
