public import Motion

/// How an animator's progress moves in time: a cubic Bézier timing curve over the animator's
/// duration, or a spring that takes its own time to settle.
///
/// ```swift
/// let eased = TimingParameters.curve(.easeInEaseOut)
/// // A release at 1200 pt/s with 300 pt left to go: 4 distances per second.
/// let flung = TimingParameters.spring(try Spring(duration: 0.4, bounce: 0.1), initialVelocity: 4)
/// ```
public enum TimingParameters: Sendable, Hashable {
  /// Progress follows the curve; the segment lasts the animator's (remaining) duration.
  case curve(TimingCurve)
  /// Progress follows the spring from where it is to the target. `initialVelocity` is UIKit's
  /// relative velocity: fractions of the remaining distance per second, positive towards the
  /// target (`Spring.relativeVelocity(_:distance:)` converts points per second). The segment
  /// lasts until the spring is within 0.001 of the whole animation (``settlingTolerance``)
  /// of its target; the animator's duration and a duration factor do not apply.
  ///
  /// An `initialVelocity` of 0 starts the spring from rest; to keep the velocity the views have
  /// when the segment starts, ask for it with ``springCarryingVelocity(_:)``.
  case spring(Spring, initialVelocity: Double = 0)
  /// Progress follows the spring from where it is to the target, starting with the velocity
  /// the views have when the segment starts: while running, the motion's own velocity; after a
  /// pause, the velocity of the latest scrubbing, or 0 once they have been held still for more
  /// than `VelocityTracker.maximumGap` (40 ms). This is how a reversal keeps its momentum.
  case springCarryingVelocity(Spring)

  /// The progress tolerance of a spring segment: 0.001 of the whole animation.
  public static let settlingTolerance = Tolerance(distance: 0.001, velocity: 0.001)
}

/// Where an animation ended, as `UIViewAnimatingPosition`.
public enum AnimatingPosition: Sendable, Hashable {
  /// At the start values (it ran reversed to the start, or was finished there).
  case start
  /// At the end values (the values the animation blocks set).
  case end
  /// Where it was on screen when it was finished (`finishAnimation(at: .current)`).
  case current
}

/// An animator's state, as `UIViewAnimatingState`.
public enum AnimatorState: Sendable, Hashable {
  /// Not started, or finished: animation blocks have not run yet.
  case inactive
  /// Started or paused: running (``PropertyAnimator/isRunning``) or paused for scrubbing.
  case active
  /// Stopped with ``PropertyAnimator/stopAnimation(withoutFinishing:)`` passing `false`: the
  /// views hold their on-screen values until ``PropertyAnimator/finishAnimation(at:)``.
  case stopped
}

/// A command an animator cannot perform in its current state, or an invalid parameter.
public enum AnimatorError: ExplainedError, Equatable {
  /// The command is not allowed in the stopped state (start, pause, continue, add animations).
  case stopped(command: String)
  /// `finishAnimation(at:)` requires the stopped state.
  case notStopped(AnimatorState)
  /// `continueAnimation` requires an active animator.
  case notActive
  /// A duration, delay or factor was negative or not finite.
  case invalidParameter(name: String, value: Double)
  /// The command would interrupt an animator whose ``PropertyAnimator/isInterruptible`` is
  /// `false` (pause, or continue while running).
  case notInterruptible(command: String)

  /// The refused command, or the parameter at fault (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .stopped(let command), .notInterruptible(let command): return command
    case .notStopped: return "finishAnimation"
    case .notActive: return "continueAnimation"
    case .invalidParameter(let name, _): return name
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .stopped: return "not allowed on a stopped animator"
    case .notStopped(let state): return "requires a stopped animator; it is \(state)"
    case .notActive: return "requires an active (started or paused) animator"
    case .invalidParameter(_, let value):
      return "expected a finite number greater than or equal to 0, got \(value)"
    case .notInterruptible: return "not allowed on an animator that is not interruptible"
    }
  }
}
