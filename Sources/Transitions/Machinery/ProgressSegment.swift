public import Motion

/// One stretch of a transition's progress in time: along a timing curve, or a spring towards 0
/// or 1. A value, so evaluating it each frame allocates nothing.
struct ProgressSegment: Sendable {
  enum Shape: Sendable {
    /// From `from` to `to` along the curve over `duration` seconds.
    case curve(TimingCurve, from: Double, to: Double, duration: Double)
    /// The spring's motion, settled (within the tolerance given) after `duration` seconds.
    case spring(SpringMotion, duration: Double)
  }

  /// Window time at which the segment starts.
  var startTime: Double
  var shape: Shape

  /// The progress the segment ends at.
  var target: Double {
    switch shape {
    case .curve(_, _, let to, _): return to
    case .spring(let motion, _): return motion.to
    }
  }

  /// How long the segment lasts, in seconds.
  var duration: Double {
    switch shape {
    case .curve(_, _, _, let duration): return duration
    case .spring(_, let duration): return duration
    }
  }

  /// Progress, its velocity per second, and whether the segment is over, at window `time`.
  @inline(__always)
  func evaluate(at time: Double) -> (progress: Double, velocity: Double, done: Bool) {
    let elapsed = max(time - startTime, 0)
    // A frame within a microsecond of the end is the end (sums of frame times round).
    let epsilon = 1e-6
    switch shape {
    case .curve(let curve, let from, let to, let duration):
      guard duration > 0, elapsed < duration - epsilon else { return (to, 0, true) }
      let x = elapsed / duration
      let span = to - from
      return (from + span * curve.value(at: x), span * curve.slope(at: x) / duration, false)
    case .spring(let motion, let duration):
      guard elapsed < duration - epsilon else { return (motion.to, 0, true) }
      let state = motion.state(at: elapsed)
      return (state.value, state.velocity, false)
    }
  }

  /// A spring segment from `progress` (moving at `velocity` per second) to `target`, over when
  /// within `tolerance` (in progress) of the target for good.
  static func spring(
    _ spring: Spring, from progress: Double, velocity: Double, to target: Double,
    tolerance: Double, startTime: Double
  ) -> ProgressSegment {
    let motion = spring.motion(from: progress, to: target, initialVelocity: velocity)
    let settle = motion.settlingDuration(tolerance: Tolerance(distance: tolerance))
    return ProgressSegment(
      startTime: startTime, shape: .spring(motion, duration: settle.isFinite ? settle : 0))
  }
}

extension Spring {
  /// The spring of damping ratio `dampingRatio` that, released from rest over `distance`
  /// points, settles within `tolerance` points of its target after exactly `duration` seconds:
  /// what UIKit's `animate(withDuration:usingSpringWithDamping:…)` means.
  ///
  /// Settling time scales with 1/ω₀ at a fixed damping ratio, so the spring is found by
  /// measuring a unit spring once and rescaling: no search.
  ///
  /// - Throws: `MotionError` for a non-positive duration, distance or tolerance, or a damping
  ///   ratio that is not positive.
  public static func settling(
    in duration: Double, dampingRatio: Double, distance: Double, tolerance: Double = 0.5
  ) throws(MotionError) -> Spring {
    let unit = try Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio)
    guard duration.isFinite, duration > 0 else {
      throw MotionError(parameter: "duration", expected: "a positive number", given: "\(duration)")
    }
    guard distance.isFinite, distance > 0, tolerance.isFinite, tolerance > 0 else {
      throw MotionError(
        parameter: "distance", expected: "a positive distance and tolerance",
        given: "\(distance), \(tolerance)")
    }
    let unitTime = unit.motion(from: 0, to: 1).settlingDuration(
      tolerance: Tolerance(distance: min(tolerance / distance, 0.5)))
    let omega = max(unitTime, 1e-9) / duration
    return try Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
  }
}
