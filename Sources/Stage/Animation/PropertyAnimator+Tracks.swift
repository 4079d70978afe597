/// Reading an animator's tracks, for a plan that computes their values instead of stepping
/// frames (issue 30: `TransitionsBackend`'s render-server planning).
extension PropertyAnimator {
  /// Calls `body` with each track that still owns its view's property (a later animator that
  /// took the property over owns it instead), in the order the tracks were captured: the view,
  /// the property, the values it goes from and to, and the progress at which it starts moving
  /// (`nil` for a delayed track, which waits in time, not in progress).
  ///
  /// A track with start `b` shows
  /// ``PropertyValue/shownByTrack(of:from:to:begin:atProgress:)`` at progress `p`: exactly what a
  /// frame writes into the view's on-screen values. Allocates nothing.
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

extension PropertyValue {
  /// The value a track of `property` from `from` to `to` that starts moving at progress `begin`
  /// shows at the animator's `progress`: the line between them at
  /// ``trackFraction(atProgress:begin:)``, held by ``overshootLimited(for:from:to:)`` outside
  /// `0...1`. The arithmetic an animator's frame writes into a view's on-screen value, for
  /// whoever reads the tracks of ``PropertyAnimator/forEachOwnedTrack(_:)`` (a render plan).
  public static func shownByTrack(
    of property: AnimatableProperty, from: PropertyValue, to: PropertyValue, begin: Double,
    atProgress progress: Double
  ) -> PropertyValue {
    AnimationTrack.shown(
      property, from: from, to: to, local: AnimationTrack.local(progress, after: begin))
  }

  /// The part of its way a track that starts moving at progress `begin` has gone at `progress`:
  /// `progress` when `begin` is 0, `(progress − begin) / (1 − begin)` otherwise, 0 below `begin`.
  public static func trackFraction(atProgress progress: Double, begin: Double) -> Double {
    AnimationTrack.local(progress, after: begin)
  }

  /// The value a track of `property` from `from` to `to` shows `local` of its way along: the
  /// line, held by ``overshootLimited(for:from:to:)`` outside `0...1` (an alpha past 0 or 1).
  public static func shownByTrack(
    of property: AnimatableProperty, from: PropertyValue, to: PropertyValue, local: Double
  ) -> PropertyValue {
    AnimationTrack.shown(property, from: from, to: to, local: local)
  }
}
