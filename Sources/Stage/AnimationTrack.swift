import Motion

/// One property of one view animated by an animator: from the on-screen value when captured to
/// the model value the animation block set.
///
/// The track starts moving when the animator's progress passes `startProgress` (0 for blocks
/// added before the start; the progress at the moment for blocks added to a running animator;
/// raised by a delay factor), and reaches `to` at progress 1.
@MainActor
struct AnimationTrack {
  let view: View
  let property: AnimatableProperty
  let from: PropertyValue
  let to: PropertyValue
  let startProgress: Double
  /// The claim this track holds on `view`'s property (see `View.animationTokens`).
  let token: Int

  @inline(__always)
  func localFraction(_ progress: Double) -> Double {
    guard startProgress > 0 else { return progress }
    guard startProgress < 1 else { return progress >= 1 ? 1 : 0 }
    let local = (progress - startProgress) / (1 - startProgress)
    return local < 0 ? 0 : local
  }

  @inline(__always)
  var isOwned: Bool { view.animationTokens[property.rawValue] == token }

  /// Shows the value at `progress`, if this track still owns the property.
  @inline(__always)
  func apply(progress: Double) {
    let index = property.rawValue
    guard view.animationTokens[index] == token else { return }
    view.onScreen[property] = from.interpolated(to: to, fraction: localFraction(progress))
  }

  /// Ends the track at `position`, writing the model and presentation, and releases the claim.
  func finish(at position: AnimatingPosition) {
    guard isOwned else { return }
    switch position {
    case .end: view.onScreen[property] = view.model[property]
    case .start:
      view.model[property] = from
      view.onScreen[property] = from
    case .current: view.model[property] = view.onScreen[property]
    }
    view.animationTokens[property.rawValue] = 0
  }
}

/// Records the properties an animation block changes, with their on-screen values before the
/// first change. Lives on the window while the block runs (no global state).
@MainActor
final class AnimationCapture {
  private struct Key: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty
  }

  private(set) var records: [(view: View, property: AnimatableProperty, from: PropertyValue)] = []
  private var seen: Set<Key> = []

  /// Records the first change of `property` on `view` in this block; later ones are ignored
  /// (the track goes from the value before the first change to the final model value).
  func record(view: View, property: AnimatableProperty, from: PropertyValue) {
    guard seen.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else {
      return
    }
    records.append((view, property, from))
  }
}
