/// Writing tracks and capturing animation blocks. Applying tracks allocates nothing: it writes
/// each track's interpolated value into its view's on-screen values.
extension PropertyAnimator {
  func applyTracks() {
    let (p, f) = (progress, fraction)
    // Borrowed in place: copying a track (its view and two values) per frame cost more than
    // writing it.
    let timing = trackTiming
    for index in tracks.indices {
      tracks[index].apply(progress: p, fraction: f, timing: timing)
    }
  }

  /// Runs a block with the window capturing property changes, and turns them into tracks
  /// starting at `start`.
  func capture(_ block: @MainActor () -> Void, start: AnimationTrack.Start) {
    guard let window else {
      block()
      return
    }
    let recorder = AnimationCapture()
    window.captures.append(recorder)
    block()
    window.captures.removeLast()
    for record in recorder.records {
      let token = window.makeAnimationToken()
      record.view.animationTokens[record.property.rawValue] = token
      tracks.append(
        AnimationTrack(
          view: record.view, property: record.property, from: record.from,
          to: record.view.model[record.property], start: start, token: token))
    }
  }
}

/// Frames and bookkeeping: a frame's step, activation, sampling, segments and completion.
extension PropertyAnimator {
  /// Advances to `time`; returns whether the animator still needs frames. Allocates nothing.
  /// `memo` carries the frame's last spring sample from animator to animator (see
  /// ``AnimationSegment/evaluate(at:memo:)``).
  func step(at time: Double, memo: inout SpringSampleMemo) -> Bool {
    let evaluated =
      runningSpring?.evaluate(at: time, memo: &memo) ?? state.evaluateRunning(at: time)
    guard let sample = evaluated else { return false }
    fraction = sample.fraction
    progress = sample.progress
    velocity = sample.velocity
    applyTracks()
    guard sample.done else { return true }
    if pausesOnCompletion {
      velocity = 0
      enterPause(at: time)
      return false
    }
    complete(at: sample.fraction >= 1 ? .end : .start)
    return false
  }

  /// Runs the pending blocks from the start, or from the end when reversed.
  func activate() {
    fraction = reversed ? 1 : 0
    progress = fraction
    velocity = 0
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for entry in blocks {
      let factor = min(entry.delayFactor, 1)
      capture(entry.block, start: factor > 0 ? .fraction(factor) : .progress(0))
    }
  }

  /// Records the state at `time` into `fraction`, `progress` and `velocity`.
  func sample(at time: Double) {
    guard case .running(let segment) = state else { return }
    let s = segment.evaluate(at: time)
    fraction = s.fraction
    progress = s.progress
    velocity = s.velocity
  }

  /// The time left at the original pace: the remaining fraction of ``duration``.
  var remainingNaturalDuration: Double {
    duration * (reversed ? fraction : 1 - fraction)
  }

  /// Starts running a new segment from the current fraction, progress and velocity.
  func beginSegment(timing: TimingParameters, duration length: Double, delay: Double) {
    let now = window?.currentTime ?? 0
    segmentTiming = timing
    state = .running(
      AnimationSegment.make(
        from: fraction, progress: progress, target: reversed ? 0 : 1, timing: timing,
        duration: length, startTime: now + delay, carriedVelocity: velocity))
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
  func reset() {
    state = .inactive
    tracks.removeAll()
    completions.removeAll()
    fraction = 0
    progress = 0
    velocity = 0
  }
}
