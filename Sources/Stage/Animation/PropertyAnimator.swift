public import Motion

/// An interruptible animation of view properties with `UIViewPropertyAnimator`'s semantics:
/// start, pause, scrub, reverse, stop, finish, and continue with new timing, animating from
/// what is on screen at every step.
///
/// Animation blocks set model values (`view.center = …`); when the animator starts (or at once,
/// if it is already active) it captures each change as a track from the view's on-screen value
/// to the new model value. All tracks share one progress, driven by the timing parameters and
/// the window's clock (``Window/advance(to:)``). Changes to views outside the animator's window
/// (or in no window) apply at once, unanimated.
///
/// ```swift
/// let animator = try PropertyAnimator(duration: 0.5, timing: .curve(.easeInEaseOut),
///                                     window: window) {
///   card.center.y = 200
/// }
/// animator.addCompletion { position in print(position) }  // .end
/// try animator.pauseAnimation()
/// animator.fractionComplete = 0.3       // scrub with a finger
/// animator.isReversed = true            // the finger flicked back
/// try animator.continueAnimation(withTimingParameters: .spring(.smooth, initialVelocity: 2),
///                                durationFactor: 0)
/// try window.advance(to: 2)             // completion(.start), exactly once
/// ```
///
/// Commands that make no sense in the current state throw ``AnimatorError`` (start, pause,
/// continue or add animations when stopped; finish when not stopped; pause or continue a running
/// animator that is not interruptible); property setters that cannot apply are documented no-ops.
///
/// The animator is a state machine whose states carry their data:
///
/// - `inactive`: blocks wait to run at the start;
/// - `waitingForAnimations`: started with no blocks, active but not moving (UIKit's transient
///   paused state); the first block added starts it over the whole duration;
/// - `running`: a segment of motion moves the tracks each frame;
/// - `paused`: the tracks hold still or follow scrubbing, which is tracked for its velocity;
/// - `stopped`: the views hold their on-screen values until ``finishAnimation(at:)``.
@MainActor
public final class PropertyAnimator {
  enum State {
    case inactive
    /// Started with no animation blocks: active, not moving, until the first block is added.
    case waitingForAnimations(delay: Double)
    case running(AnimationSegment)
    /// Paused: `scrub` maps fractions to progress linearly through the pause point; `held`
    /// follows the on-screen progress for the velocity the views have.
    case paused(scrub: LinearScrub, held: HeldVelocity)
    case stopped

    /// The running segment's sample at `time`, or `nil` when not running. (Not mutating:
    /// `state` has an observer, which a mutating call would run; a spring's frames read
    /// `runningSpring` instead.)
    @inline(__always)
    func evaluateRunning(at time: Double) -> SegmentSample? {
      guard case .running(let segment) = self else { return nil }
      return segment.evaluate(at: time)
    }

    /// The running segment, or `nil` when not running.
    var runningSegment: AnimationSegment? {
      guard case .running(let segment) = self else { return nil }
      return segment
    }
  }

  /// The animator's length for curve timing, in seconds (0 or more).
  public let duration: Double
  /// The timing the animator starts and resumes with.
  public let timing: TimingParameters
  /// The delay of the last start, in seconds.
  public internal(set) var delay: Double = 0
  /// When `true`, reaching the end leaves the animator active and paused instead of finishing
  /// it (no completion runs). Default `false`.
  public var pausesOnCompletion = false
  /// When `true` (the default), scrubbing ``fractionComplete`` while paused moves progress
  /// linearly; when `false`, through the timing (the curve, or the spring's motion).
  public var scrubsLinearly = true

  weak var window: Window?
  // Read and written on every frame: exclusivity unchecked, as for `View.shown` (see there).
  @exclusivity(unchecked) var state = State.inactive {
    didSet { runningSpring = state.runningSegment?.springSegment }
  }
  /// The running segment when it follows a spring, kept with `state` as a plain value: a frame
  /// reads it without copying the state (whose curves hold a table, retained on every copy).
  @exclusivity(unchecked) var runningSpring: SpringSegment?
  var reversed = false
  var interruptible = true
  var pendingBlocks: [(block: @MainActor () -> Void, delayFactor: Double)] = []
  var completions: [@MainActor (AnimatingPosition) -> Void] = []
  @exclusivity(unchecked) var tracks: [AnimationTrack] = []
  /// The animator's own timing as a function of the fraction (delayed tracks, timed scrubbing).
  let trackTiming: TrackTiming
  /// The timing of the current segment (the animator's, or the one given to continue).
  var segmentTiming: TimingParameters
  /// Fraction, progress and progress velocity (per second) when not running, or at the last
  /// frame.
  @exclusivity(unchecked) var fraction = 0.0
  @exclusivity(unchecked) var progress = 0.0
  @exclusivity(unchecked) var velocity = 0.0
  /// Whether the window's frame list holds this animator.
  var isInFrameList = false

  /// Creates an inactive animator.
  ///
  /// - Parameters:
  ///   - duration: The length of curve-timed animation, in seconds, 0 or more.
  ///   - timing: The timing. Default `.curve(.easeInEaseOut)`.
  ///   - window: The window whose clock drives the animator and whose views it animates.
  ///   - animations: A first animation block. More can be added with ``addAnimations(_:delayFactor:)``.
  /// - Throws: ``AnimatorError/invalidParameter(name:value:)`` for a negative or non-finite
  ///   duration.
  public init(
    duration: Double, timing: TimingParameters = .curve(.easeInEaseOut), window: Window,
    animations: (@MainActor () -> Void)? = nil
  ) throws(AnimatorError) {
    guard duration.isFinite, duration >= 0 else {
      throw .invalidParameter(name: "duration", value: duration)
    }
    self.duration = duration
    self.timing = timing
    segmentTiming = timing
    trackTiming = TrackTiming(timing)
    self.window = window
    if let animations { pendingBlocks.append((animations, 0)) }
  }

  // MARK: State

  /// Inactive, active (running, paused, or started and waiting for animations) or stopped.
  public var animatorState: AnimatorState {
    switch state {
    case .inactive: return .inactive
    case .running, .paused, .waitingForAnimations: return .active
    case .stopped: return .stopped
    }
  }

  /// Whether the animator is active and moving (including while waiting for its delay).
  public var isRunning: Bool {
    if case .running = state { return true }
    return false
  }

  /// Whether the animator can be paused, stopped, reversed or continued while it runs, as
  /// `UIViewPropertyAnimator.isInterruptible`. Default `true`.
  ///
  /// When `false`, a started animator runs to its end without interruption: ``pauseAnimation()``
  /// and ``continueAnimation(withTimingParameters:durationFactor:)`` throw
  /// ``AnimatorError/notInterruptible(command:)``, and ``stopAnimation(withoutFinishing:)`` and
  /// setting ``isReversed`` are no-ops while it runs. An interactive transition needs `true`.
  /// It can be changed only while inactive (UIKit raises on an active animator; here setting it
  /// then is a no-op).
  public var isInterruptible: Bool {
    get { interruptible }
    set {
      guard case .inactive = state else { return }
      interruptible = newValue
    }
  }

  /// Whether a command that interrupts a running animator is refused.
  var refusesInterruption: Bool {
    !interruptible && isRunning
  }

  /// Whether the animator plays towards the start.
  ///
  /// Setting it while running turns the motion around from where it is, with the timing it is
  /// running with, keeping the on-screen value and (for springs) the velocity; while paused or
  /// inactive it applies to the next start. On a stopped animator, or a running one that is not
  /// interruptible, it is a no-op.
  ///
  /// ``fractionComplete`` then measures in the reversed direction, as UIKit's does since
  /// iOS 11: it reads 1 − the fraction from the start (20% of the way from the start it reads
  /// 0.8), and setting it higher moves towards the start values.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed, !refusesInterruption else { return }
      if case .stopped = state { return }
      reversed = newValue
      if isRunning, let window {
        sample(at: window.currentTime)
        // A spring turns around with the velocity it has, not its initial one.
        var turning = segmentTiming
        if case .spring(let spring, _) = turning { turning = .springCarryingVelocity(spring) }
        beginSegment(timing: turning, duration: remainingNaturalDuration, delay: 0)
      }
    }
  }

  /// How far the animation is, by time, from 0 (start) to 1 (end).
  ///
  /// Setting it is how an interaction scrubs: on a paused animator it moves the views at once;
  /// on an inactive animator (or one started with no blocks yet) it first pauses the animator.
  /// While running or stopped, setting it is a no-op. Values are clamped to `0...1`, as in
  /// UIKit. A reversed animator measures in its own direction, as UIKit's does since iOS 11:
  /// the value is 1 − the fraction from the start (a reversed animator 20% of the way from the
  /// start reads 0.8), and setting it higher moves towards the start values.
  ///
  /// With ``scrubsLinearly`` (the default) progress moves linearly from where the animator was
  /// paused: through (0, 0), the pause point and (1, 1). Paused at its start this is UIKit's
  /// progress = fraction; paused mid-flight on a non-linear curve the first scrub does not
  /// jump (UIKit's does). Without it, progress follows the timing (the curve, or the spring's
  /// motion from the start).
  public var fractionComplete: Double {
    get {
      var fromStart = fraction
      if case .running(let segment) = state, let window {
        fromStart = segment.evaluate(at: window.currentTime).fraction
      }
      return reversed ? 1 - fromStart : fromStart
    }
    set {
      guard newValue.isFinite, let scrub = pausedForScrubbing() else { return }
      let clamped = min(max(newValue, 0), 1)
      fraction = reversed ? 1 - clamped : clamped
      scrubbed(
        to: scrubsLinearly
          ? scrub.progress(atFraction: fraction) : trackTiming.progress(at: fraction))
    }
  }

  /// The on-screen progress of the tracks: 0 shows the start values, 1 the end values; a
  /// spring's overshoot leaves `0...1`.
  ///
  /// Setting it on a paused animator (an inactive one is first started paused) shows exactly
  /// that progress, any finite value, so a view can follow a finger one to one, rubber band
  /// included; ``fractionComplete`` becomes the matching fraction on the linear scrub (the end
  /// or pause point nearest in progress when none matches).
  /// While running or stopped, setting it is a no-op.
  public var progressOnScreen: Double {
    get {
      if case .running(let segment) = state, let window {
        return segment.evaluate(at: window.currentTime).progress
      }
      return progress
    }
    set {
      guard newValue.isFinite, let scrub = pausedForScrubbing() else { return }
      fraction = scrub.fraction(atProgress: newValue, near: fraction)
      scrubbed(to: newValue)
    }
  }

  /// Pauses an inactive or waiting animator for scrubbing; returns the scrub mapping when the
  /// animator is paused, `nil` when it cannot be scrubbed (running or stopped).
  func pausedForScrubbing() -> LinearScrub? {
    switch state {
    case .inactive, .waitingForAnimations: try? pauseAnimation()
    case .running, .paused, .stopped: break
    }
    if case .paused(let scrub, _) = state { return scrub }
    return nil
  }

  /// Shows `newProgress` on a paused animator and records it for the held velocity.
  func scrubbed(to newProgress: Double) {
    progress = newProgress
    if case .paused(let scrub, var held) = state {
      held.record(progress: newProgress, at: window?.currentTime ?? 0)
      state = .paused(scrub: scrub, held: held)
    }
    velocity = 0
    applyTracks()
  }
}
