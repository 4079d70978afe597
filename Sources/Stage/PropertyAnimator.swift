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
/// continue or add animations when stopped; finish when not stopped); property setters that
/// cannot apply are documented no-ops.
@MainActor
public final class PropertyAnimator {
  private enum State {
    case inactive
    case running
    case paused
    case stopped
  }

  /// The animator's length for curve timing, in seconds (0 or more).
  public let duration: Double
  /// The timing the animator starts and resumes with.
  public let timing: TimingParameters
  /// The delay of the last start, in seconds.
  public private(set) var delay: Double = 0
  /// When `true`, reaching the end leaves the animator active and paused instead of finishing
  /// it (no completion runs). Default `false`.
  public var pausesOnCompletion = false
  /// When `true` (the default), scrubbing ``fractionComplete`` while paused moves progress
  /// linearly; when `false`, through the timing (the curve, or the spring's motion).
  public var scrubsLinearly = true

  weak var window: Window?
  private var state = State.inactive
  private var reversed = false
  private var pendingBlocks: [(block: @MainActor () -> Void, delayFactor: Double)] = []
  private var completions: [@MainActor (AnimatingPosition) -> Void] = []
  var tracks: [AnimationTrack] = []
  private var segment: AnimationSegment?
  /// The timing of the current segment (the animator's, or the one given to continue).
  private var segmentTiming: TimingParameters
  /// Fraction and progress when not running (paused or stopped), or at the last frame.
  var fraction = 0.0
  var progress = 0.0
  var velocity = 0.0
  /// The linear scrub through where the animator last paused.
  private var scrub = LinearScrub()
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
    self.window = window
    if let animations { pendingBlocks.append((animations, 0)) }
  }

  // MARK: State

  /// Inactive, active (running or paused) or stopped.
  public var animatorState: AnimatorState {
    switch state {
    case .inactive: return .inactive
    case .running, .paused: return .active
    case .stopped: return .stopped
    }
  }

  /// Whether the animator is active and moving (including while waiting for its delay).
  public var isRunning: Bool { state == .running }

  /// Whether the animator plays towards the start.
  ///
  /// Setting it while running turns the motion around from where it is, with the timing it is
  /// running with, keeping the on-screen value and (for springs) the velocity; while paused or
  /// inactive it applies to the next start. On a stopped animator it is a no-op.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed, state != .stopped else { return }
      reversed = newValue
      if state == .running, let window {
        sample(at: window.currentTime)
        // A spring turns around with the velocity it has, not its initial one.
        var turning = segmentTiming
        if case .spring(let spring, _) = turning { turning = .spring(spring, initialVelocity: 0) }
        beginSegment(timing: turning, duration: remainingNaturalDuration, delay: 0)
      }
    }
  }

  /// How far the animation is, by time, from 0 (start) to 1 (end).
  ///
  /// Setting it is how an interaction scrubs: on a paused animator it moves the views at once;
  /// on an inactive animator it first starts the animator paused. While running or stopped,
  /// setting it is a no-op. Values are clamped to `0...1`, as in UIKit.
  ///
  /// With ``scrubsLinearly`` (the default) progress moves linearly from where the animator was
  /// paused: through (0, 0), the pause point and (1, 1). Paused at its start this is UIKit's
  /// progress = fraction; paused mid-flight on a non-linear curve the first scrub does not
  /// jump (UIKit's does). Without it, progress follows the timing (the curve, or the spring's
  /// motion from the start).
  public var fractionComplete: Double {
    get {
      if state == .running, let window { return currentSample(at: window.currentTime).fraction }
      return fraction
    }
    set {
      guard newValue.isFinite else { return }
      if state == .inactive { try? pauseAnimation() }
      guard state == .paused else { return }
      fraction = min(max(newValue, 0), 1)
      progress = scrubsLinearly ? scrub.progress(atFraction: fraction) : timedProgress(fraction)
      velocity = 0
      applyTracks()
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
      if state == .running, let window { return currentSample(at: window.currentTime).progress }
      return progress
    }
    set {
      guard newValue.isFinite else { return }
      if state == .inactive { try? pauseAnimation() }
      guard state == .paused else { return }
      progress = newValue
      fraction = scrub.fraction(atProgress: newValue, near: fraction)
      velocity = 0
      applyTracks()
    }
  }

  // MARK: Blocks and completions

  /// Adds an animation block.
  ///
  /// On an inactive animator the block runs when it starts; on an active one it runs now and
  /// its changes animate from their on-screen values over the rest of the animation.
  ///
  /// - Parameter delayFactor: 0…1: the track starts when progress has covered this part of
  ///   what remains. Default 0.
  /// - Throws: ``AnimatorError/stopped(command:)`` on a stopped animator.
  public func addAnimations(
    _ animations: @escaping @MainActor () -> Void, delayFactor: Double = 0
  ) throws(AnimatorError) {
    guard delayFactor.isFinite, delayFactor >= 0 else {
      throw .invalidParameter(name: "delayFactor", value: delayFactor)
    }
    switch state {
    case .stopped: throw .stopped(command: "addAnimations")
    case .inactive: pendingBlocks.append((animations, delayFactor))
    case .running, .paused:
      if state == .running, let window { sample(at: window.currentTime) }
      capture(animations, startProgress: progress + (1 - progress) * min(delayFactor, 1))
    }
  }

  /// Adds a completion, called once with the position when the animation finishes (not when
  /// it is stopped without finishing).
  public func addCompletion(_ completion: @escaping @MainActor (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Commands

  /// Starts (or resumes) the animation after `delay` seconds of window time.
  ///
  /// Inactive: runs the animation blocks and starts. Paused: resumes from where it is with the
  /// animator's timing over the remaining time. Running: no-op.
  ///
  /// - Throws: ``AnimatorError/stopped(command:)`` when stopped, or
  ///   ``AnimatorError/invalidParameter(name:value:)`` for a negative delay.
  public func startAnimation(afterDelay delay: Double = 0) throws(AnimatorError) {
    guard delay.isFinite, delay >= 0 else { throw .invalidParameter(name: "delay", value: delay) }
    switch state {
    case .stopped: throw .stopped(command: "startAnimation")
    case .running: return
    case .inactive:
      activate()
    case .paused: break
    }
    self.delay = delay
    state = .running
    beginSegment(timing: timing, duration: remainingNaturalDuration, delay: delay)
  }

  /// Pauses a running animation where it is, or activates an inactive animator paused at its
  /// start (running the animation blocks). A paused animator: no-op.
  ///
  /// - Throws: ``AnimatorError/stopped(command:)`` when stopped.
  public func pauseAnimation() throws(AnimatorError) {
    switch state {
    case .stopped: throw .stopped(command: "pauseAnimation")
    case .paused: return
    case .inactive:
      activate()
      state = .paused
      applyTracks()
    case .running:
      if let window { sample(at: window.currentTime) }
      segment = nil
      state = .paused
      scrub = LinearScrub(anchorFraction: fraction, anchorProgress: progress)
      applyTracks()
    }
  }

  /// Resumes with new timing from exactly where the animation is on screen, towards the end
  /// (or the start when reversed).
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the animator's. A spring's initial
  ///     velocity carries the gesture's release into the motion.
  ///   - durationFactor: For curve timing, the new duration as a multiple of ``duration``; 0
  ///     means the time remaining at the original pace. Springs take their settling time.
  /// - Throws: ``AnimatorError/notActive`` when inactive, ``AnimatorError/stopped(command:)``
  ///   when stopped, ``AnimatorError/invalidParameter(name:value:)`` for a negative factor.
  public func continueAnimation(
    withTimingParameters parameters: TimingParameters?, durationFactor: Double
  ) throws(AnimatorError) {
    guard durationFactor.isFinite, durationFactor >= 0 else {
      throw .invalidParameter(name: "durationFactor", value: durationFactor)
    }
    switch state {
    case .stopped: throw .stopped(command: "continueAnimation")
    case .inactive: throw .notActive
    case .running: if let window { sample(at: window.currentTime) }
    case .paused: break
    }
    let length = durationFactor > 0 ? durationFactor * duration : remainingNaturalDuration
    state = .running
    beginSegment(timing: parameters ?? timing, duration: length, delay: 0)
  }

  /// Stops the animation where it is on screen.
  ///
  /// - Parameter withoutFinishing: `true`: the on-screen values become the model values, the
  ///   animator becomes inactive and no completion runs. `false`: the animator becomes stopped,
  ///   holding the views where they are until ``finishAnimation(at:)``.
  ///
  /// Inactive or already stopped: no-op.
  public func stopAnimation(withoutFinishing: Bool) {
    guard state == .running || state == .paused else { return }
    if state == .running, let window { sample(at: window.currentTime) }
    applyTracks()
    segment = nil
    if withoutFinishing {
      for track in tracks { track.finish(at: .current) }
      reset()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator: sets the views to the start, end or current values, makes it
  /// inactive and calls the completions with `position`.
  ///
  /// - Throws: ``AnimatorError/notStopped(_:)`` unless the animator is stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimatorError) {
    guard state == .stopped else { throw .notStopped(animatorState) }
    complete(at: position)
  }

  // MARK: Frames and bookkeeping

  /// Advances to `time`; returns whether the animator still needs frames. Allocates nothing.
  func step(at time: Double) -> Bool {
    guard state == .running, let segment else { return false }
    let sample = segment.evaluate(at: time)
    fraction = sample.fraction
    progress = sample.progress
    velocity = sample.velocity
    applyTracks()
    guard sample.done else { return true }
    if pausesOnCompletion {
      self.segment = nil
      velocity = 0
      state = .paused
      scrub = LinearScrub(anchorFraction: fraction, anchorProgress: progress)
      return false
    }
    complete(at: segment.toFraction >= 1 ? .end : .start)
    return false
  }

  /// Runs the pending blocks (the animator becomes active) from the start, or from the end when
  /// reversed.
  private func activate() {
    fraction = reversed ? 1 : 0
    progress = fraction
    velocity = 0
    scrub = LinearScrub(anchorFraction: fraction, anchorProgress: progress)
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for entry in blocks { capture(entry.block, startProgress: min(entry.delayFactor, 1)) }
  }

  private func currentSample(
    at time: Double
  ) -> (fraction: Double, progress: Double, velocity: Double, done: Bool) {
    segment?.evaluate(at: time) ?? (fraction, progress, velocity, false)
  }

  /// Records the state at `time` into `fraction`, `progress` and `velocity`.
  private func sample(at time: Double) {
    let s = currentSample(at: time)
    fraction = s.fraction
    progress = s.progress
    velocity = s.velocity
  }

  /// The time left at the original pace: the remaining fraction of ``duration``.
  private var remainingNaturalDuration: Double {
    duration * (reversed ? fraction : 1 - fraction)
  }

  private func beginSegment(timing: TimingParameters, duration length: Double, delay: Double) {
    let now = window?.currentTime ?? 0
    segmentTiming = timing
    segment = AnimationSegment.make(
      from: fraction, progress: progress, target: reversed ? 0 : 1, timing: timing,
      duration: length, startTime: now + delay, carriedVelocity: velocity)
    window?.schedule(self)
  }

  /// Ends the animation at `position` and calls each completion once.
  func complete(at position: AnimatingPosition) {
    for track in tracks { track.finish(at: position) }
    let handlers = completions
    reset()
    for handler in handlers { handler(position) }
  }

  /// Back to inactive, forgetting tracks and completions (the animator can be reused).
  private func reset() {
    state = .inactive
    segment = nil
    tracks.removeAll()
    completions.removeAll()
    fraction = 0
    progress = 0
    velocity = 0
  }
}
