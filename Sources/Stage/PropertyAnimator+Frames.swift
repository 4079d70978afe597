/// Writing tracks and capturing animation blocks. Applying tracks allocates nothing: it writes
/// each track's interpolated value into its view's presentation.
extension PropertyAnimator {
  func applyTracks() {
    let p = progress
    for index in tracks.indices { tracks[index].apply(progress: p) }
  }

  /// The progress at `fraction` through the animator's own timing (for non-linear scrubbing).
  func timedProgress(_ fraction: Double) -> Double {
    switch timing {
    case .curve(let curve): return curve.value(at: fraction)
    case .spring(let spring, let velocity):
      let motion = spring.motion(from: 0, to: 1, initialVelocity: velocity)
      let settle = motion.settlingDuration(tolerance: TimingParameters.settlingTolerance)
      return settle.isFinite ? motion.value(at: fraction * settle) : fraction
    }
  }

  /// Runs a block with the window capturing property changes, and turns them into tracks
  /// starting at `startProgress`.
  func capture(_ block: @MainActor () -> Void, startProgress: Double) {
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
          to: record.view.model[record.property], startProgress: startProgress, token: token))
    }
  }
}
