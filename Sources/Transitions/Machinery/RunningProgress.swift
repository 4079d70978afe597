public import Motion

/// The closed form a ``TransitionAnimator``'s progress follows while it runs by itself
/// (``TransitionAnimator/runningProgress``): a timing curve or a spring, from a start time to
/// its end. What the animator shows at a frame is ``progress(at:)``, the same arithmetic, so a
/// plan can compute the run's progress at any time without stepping frames (issue 30).
public struct RunningProgress: Sendable {
  /// The shape of the motion.
  public enum Shape: Sendable, Hashable {
    /// From `from` to `to` along `curve` over `duration` seconds.
    case curve(TimingCurve, from: Double, to: Double, duration: Double)
    /// The spring's motion (progress from `motion.from` to `motion.to`, its initial velocity in
    /// progress per second), settled after `duration` seconds.
    case spring(SpringMotion, duration: Double)
  }

  let segment: ProgressSegment

  init(segment: ProgressSegment) { self.segment = segment }

  /// The window time the motion started at.
  public var startTime: Double { segment.startTime }
  /// How long the motion lasts, in seconds: the first frame at or after `startTime + duration`
  /// (within a microsecond) shows the ``target`` and completes the transition.
  public var duration: Double { segment.duration }
  /// The progress it ends at (0 or 1 for a completion spring).
  public var target: Double { segment.target }

  /// The shape of the motion.
  public var shape: Shape {
    switch segment.shape {
    case .curve(let curve, let from, let to, let duration):
      return .curve(curve, from: from, to: to, duration: duration)
    case .spring(let motion, let duration): return .spring(motion, duration: duration)
    }
  }

  /// The progress a frame at window time `time` shows, and whether that frame ends the motion
  /// (then the progress is the ``target``): the animator's own evaluation.
  public func progress(at time: Double) -> (progress: Double, done: Bool) {
    let sample = segment.evaluate(at: time)
    return (sample.progress, sample.done)
  }
}
