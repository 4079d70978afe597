public import Motion

/// What the app's alongside animations do for the rest of a run committed to the render server
/// (issue 30): the engine knows the progress ahead, so each paused property animator is either
/// continued by the toolkit with the progress's own timing, or scrubbed from the plan's
/// progress at the main thread's display frames. Decided by the scene at the commit
/// (``AlongsideAnimations/Command/continued(_:_:)``); the toolkit maps it to its calls (UIKit:
/// `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`).
///
/// ``fraction(at:)`` is what the animator shows under the decision (the model of the toolkit's
/// continuation); for every gallery modal scenario it is within 0.005 of the fraction the
/// per-frame path would have scrubbed, at every 120 Hz frame (`AlongsideContinuationTests`).
///
/// ```swift
/// // At the commit, the scene hands each paused animator its continuation:
/// case .alongside(.continued(let token, let continuation)):
///   continue(animators[token], continuation)   // spring, cubic, or scrubbed at display frames
/// ```
public struct AlongsideContinuation: Sendable, Hashable {
  /// How the fraction moves from ``fraction`` to ``target``.
  public enum Timing: Sendable, Hashable {
    /// The progress is a spring (a completion spring read from the transition's animator): the
    /// fraction is `fraction + (target − fraction) · u(t)`, `u` the spring's motion over a unit
    /// distance starting with `initialVelocity` (in remaining distances per second, positive
    /// towards the target), in seconds, not stretched to the duration. UIKit:
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    case spring(Spring, initialVelocity: Double)
    /// The progress runs along a timing curve (a run a button started): the fraction is
    /// `fraction + (target − fraction) · curve(t / duration)`. UIKit:
    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
    case cubic(RenderAnimation.ControlPoints)
    /// The progress is neither (physics, a rubber band, a curve or spring that leaves `0...1`
    /// by more than 0.005): no toolkit timing draws it, so the animator stays paused and is
    /// scrubbed at the main thread's display frames to the plan's progress read at each frame's
    /// media time (keys at the plan's frames, linear between). A main-thread stall holds the
    /// app's views for its length (the engine's own views move on): after it they are where the
    /// progress is, not late.
    case scrubbed(RenderAnimation)
  }

  /// The timing of the rest of the run.
  public var timing: Timing
  /// The media time the continuation begins at: the plan's begin time.
  public var beginTime: Double
  /// How long the rest of the run lasts, in seconds (the plan's duration): the toolkit's
  /// continuation lasts as long.
  public var duration: Double
  /// The fraction the animator holds at the commit (the engine's progress then, in `0...1`).
  public var fraction: Double
  /// Where the run ends: 1 (the animator continues to its end) or 0 (reversed to its start).
  public var target: Double

  public init(
    timing: Timing, beginTime: Double, duration: Double, fraction: Double, target: Double
  ) {
    self.timing = timing
    self.beginTime = beginTime
    self.duration = duration
    self.fraction = fraction
    self.target = target
  }

  /// Whether the animator runs back to its start (UIKit: `isReversed = true` before continuing):
  /// the run is being cancelled.
  public var isReversed: Bool { target < 0.5 }

  /// The toolkit's duration factor for an animator made with `animatorDuration` seconds: the
  /// continuation lasts ``duration`` (UIKit multiplies the animator's duration by it:
  /// [continueAnimation(withTimingParameters:durationFactor:)](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)),
  /// "multiplied by the original duration value"). At least 0.001, so a toolkit never gets 0.
  public func durationFactor(animatorDuration: Double) -> Double {
    guard animatorDuration > 0, animatorDuration.isFinite else { return 1 }
    return max(duration / animatorDuration, 0.001)
  }

  /// Whether the animator is moved by the toolkit (spring or cubic), not scrubbed.
  public var isContinued: Bool {
    if case .scrubbed = timing { return false }
    return true
  }

  /// The fraction the animator shows at `mediaTime` under this continuation: ``fraction``
  /// before the begin time, ``target`` from the end on (the engine ends the run there and the
  /// animator is finished at it).
  public func fraction(at mediaTime: Double) -> Double {
    let local = mediaTime - beginTime
    guard local > 0 else { return fraction }
    guard local < duration else { return target }
    let span = target - fraction
    switch timing {
    case .spring(let spring, let initialVelocity):
      let unit = spring.motion(from: 0, to: 1, initialVelocity: initialVelocity)
      return fraction + span * unit.value(at: local)
    case .cubic(let points):
      return fraction + span * points.value(at: local / duration)
    case .scrubbed(let progress):
      return progress.value(atLocalTime: local)
    }
  }
}
