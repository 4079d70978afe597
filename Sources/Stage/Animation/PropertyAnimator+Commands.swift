/// Adding animation blocks and completions, and the commands of `UIViewPropertyAnimator`:
/// start, pause, continue, stop and finish.
extension PropertyAnimator {
  // MARK: Blocks and completions

  /// Adds an animation block.
  ///
  /// On an inactive animator the block runs when it starts, over the whole duration. On an
  /// animator started with no blocks it runs now over the whole duration, and the animator
  /// starts moving. On an active one it runs now and its changes animate from their on-screen
  /// values over the rest of the animation.
  ///
  /// - Parameters:
  ///   - animations: The changes to add, made to the window's views.
  ///   - delayFactor: 0…1: the block waits this part of the remaining time (the whole
  ///     duration when inactive) before its changes start, whatever the curve; they then follow
  ///     the animator's timing over the time left. For a spring the time is its settling time.
  ///     Default 0.
  /// - Throws: ``AnimatorError/stopped(command:)`` on a stopped animator.
  public func addAnimations(
    _ animations: @escaping @MainActor () -> Void, delayFactor: Double = 0
  ) throws(AnimatorError) {
    guard delayFactor.isFinite, delayFactor >= 0 else {
      throw .invalidParameter(name: "delayFactor", value: delayFactor)
    }
    let factor = min(delayFactor, 1)
    switch state {
    case .stopped: throw .stopped(command: "addAnimations")
    case .inactive: pendingBlocks.append((animations, delayFactor))
    case .waitingForAnimations(let delay):
      pendingBlocks.append((animations, delayFactor))
      activate()
      activateState(delay: delay)
    case .running, .paused:
      if isRunning, let window { sample(at: window.currentTime) }
      capture(
        animations,
        start: factor > 0 ? .fraction(fraction + (1 - fraction) * factor) : .progress(progress))
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
  /// Inactive: runs the animation blocks and starts; with no blocks at all the animator becomes
  /// active but waits (not running) until the first block is added, which then gets the whole
  /// duration. Paused: resumes from where it is with the animator's timing over the remaining
  /// time. Running or waiting: no-op.
  ///
  /// - Throws: ``AnimatorError/stopped(command:)`` when stopped, or
  ///   ``AnimatorError/invalidParameter(name:value:)`` for a negative delay.
  public func startAnimation(afterDelay delay: Double = 0) throws(AnimatorError) {
    guard delay.isFinite, delay >= 0 else { throw .invalidParameter(name: "delay", value: delay) }
    switch state {
    case .stopped: throw .stopped(command: "startAnimation")
    case .running, .waitingForAnimations: return
    case .inactive:
      guard !pendingBlocks.isEmpty else {
        self.delay = delay
        state = .waitingForAnimations(delay: delay)
        return
      }
      activate()
      activateState(delay: delay)
    case .paused:
      activateState(delay: delay)
    }
  }

  /// Starts moving along the animator's timing after `delay`, from where it is.
  func activateState(delay: Double) {
    self.delay = delay
    beginSegment(timing: timing, duration: remainingNaturalDuration, delay: delay)
  }

  /// Pauses a running animation where it is, or activates an inactive animator paused at its
  /// start (running the animation blocks). A paused animator: no-op.
  ///
  /// - Throws: ``AnimatorError/stopped(command:)`` when stopped;
  ///   ``AnimatorError/notInterruptible(command:)`` when ``isInterruptible`` is `false`.
  public func pauseAnimation() throws(AnimatorError) {
    let now = window?.currentTime ?? 0
    switch state {
    case .stopped: throw .stopped(command: "pauseAnimation")
    case .paused: return
    case _ where !interruptible: throw .notInterruptible(command: "pauseAnimation")
    case .inactive, .waitingForAnimations:
      if case .inactive = state { activate() }
      state = .paused(
        scrub: LinearScrub(anchorFraction: fraction, anchorProgress: progress),
        held: HeldVelocity(progress: progress, velocity: 0, at: now))
      applyTracks()
    case .running:
      sample(at: now)
      enterPause(at: now)
      applyTracks()
    }
  }

  /// Paused where the last sample left it; the views held still from `time`.
  func enterPause(at time: Double) {
    state = .paused(
      scrub: LinearScrub(anchorFraction: fraction, anchorProgress: progress),
      held: HeldVelocity(progress: progress, velocity: velocity, at: time))
    velocity = 0
  }

  /// Resumes with new timing from exactly where the animation is on screen, towards the end
  /// (or the start when reversed).
  ///
  /// After a pause, motion starts from rest unless the timing asks to carry the velocity the
  /// views have (``TimingParameters/springCarryingVelocity(_:)``): that of the latest scrubbing,
  /// or 0 once they have been held still for over 40 ms.
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the animator's. A spring's initial
  ///     velocity carries the gesture's release into the motion.
  ///   - durationFactor: For curve timing, the new duration as a multiple of ``duration``; 0
  ///     means the time remaining at the original pace. Springs take their settling time.
  /// - Throws: ``AnimatorError/notActive`` when inactive (or started with no blocks yet),
  ///   ``AnimatorError/stopped(command:)`` when stopped,
  ///   ``AnimatorError/notInterruptible(command:)`` when running and not interruptible,
  ///   ``AnimatorError/invalidParameter(name:value:)`` for a negative factor.
  public func continueAnimation(
    withTimingParameters parameters: TimingParameters?, durationFactor: Double
  ) throws(AnimatorError) {
    guard durationFactor.isFinite, durationFactor >= 0 else {
      throw .invalidParameter(name: "durationFactor", value: durationFactor)
    }
    let now = window?.currentTime ?? 0
    switch state {
    case .stopped: throw .stopped(command: "continueAnimation")
    case .inactive, .waitingForAnimations: throw .notActive
    case .running:
      guard interruptible else { throw .notInterruptible(command: "continueAnimation") }
      sample(at: now)
    case .paused(_, let held):
      velocity = held.velocity(at: now)
    }
    let length = durationFactor > 0 ? durationFactor * duration : remainingNaturalDuration
    beginSegment(timing: parameters ?? timing, duration: length, delay: 0)
  }

  /// Stops the animation where it is on screen.
  ///
  /// - Parameter withoutFinishing: `true`: the on-screen values become the model values, the
  ///   animator becomes inactive and no completion runs. `false`: the animator becomes stopped,
  ///   holding the views where they are until ``finishAnimation(at:)``.
  ///
  /// Inactive, already stopped, or running and not interruptible: no-op.
  public func stopAnimation(withoutFinishing: Bool) {
    switch state {
    case .inactive, .stopped: return
    case .running, .paused, .waitingForAnimations: break
    }
    guard !refusesInterruption else { return }
    if isRunning, let window { sample(at: window.currentTime) }
    applyTracks()
    if withoutFinishing {
      for track in tracks { track.finish(at: .current) }
      reset()
    } else {
      state = .stopped
      velocity = 0
    }
  }

  /// Finishes a stopped animator: sets the views to the start, end or current values, makes it
  /// inactive and calls the completions with `position`.
  ///
  /// - Throws: ``AnimatorError/notStopped(_:)`` unless the animator is stopped.
  public func finishAnimation(at position: AnimatingPosition) throws(AnimatorError) {
    guard case .stopped = state else { throw .notStopped(animatorState) }
    complete(at: position)
  }
}
