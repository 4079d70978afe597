/// Reading an animator's tracks, for a plan that computes their values instead of stepping
/// frames (issue 30: `TransitionsBackend`'s render-server planning).
extension PropertyAnimator {
  /// Calls `body` with each track that still owns its view's property (a later animator that
  /// took the property over owns it instead), in the order the tracks were captured: the view,
  /// the property, the values it goes from and to, and the progress at which it starts moving
  /// (`nil` for a delayed track, which waits in time, not in progress).
  ///
  /// A track with start `b` shows `from.interpolated(to: to, fraction: local)` at progress `p`,
  /// where `local` is `p` when `b` is 0 and `(p − b) / (1 − b)` (0 below `b`) otherwise, limited
  /// by ``PropertyValue/overshootLimited(for:from:to:)`` outside `0...1`: exactly what a frame
  /// writes into the view's on-screen values. Allocates nothing.
  public func forEachOwnedTrack(
    _ body: (
      _ view: View, _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue,
      _ start: Double?
    ) -> Void
  ) {
    for track in tracks where track.isOwned {
      switch track.start {
      case .progress(let begin): body(track.view, track.property, track.from, track.to, begin)
      case .fraction: body(track.view, track.property, track.from, track.to, nil)
      }
    }
  }
}
