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
