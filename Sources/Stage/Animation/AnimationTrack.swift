import Motion

/// One property of one view animated by an animator: from the on-screen value when captured to
/// the model value the animation block set.
///
/// A track without a delay follows the animator's progress: it starts moving when progress
/// passes its start (0 for blocks added before the start; the progress at the moment for blocks
/// added to an active animator) and reaches `to` at progress 1. A delayed track (a block added
/// with a delay factor) waits in *time*: it starts when the animator's fraction passes its start
/// and follows the animator's timing over the rest of the fraction, whatever the curve.
@MainActor
struct AnimationTrack {
  /// Where a track starts moving.
  enum Start: Equatable {
    /// When the animator's progress passes this value.
    case progress(Double)
    /// When the animator's time fraction passes this value (a delayed block).
    case fraction(Double)
  }

  let view: View
  let property: AnimatableProperty
  let from: PropertyValue
  let to: PropertyValue
  let start: Start
  /// The claim this track holds on `view`'s property (see `View.animationTokens`).
  let token: Int

  /// The part of the way from `from` to `to` shown at the animator's `progress` and `fraction`.
  @inline(__always)
  func localFraction(progress: Double, fraction: Double, timing: TrackTiming) -> Double {
    switch start {
    case .progress(let begin): return Self.local(progress, after: begin)
    case .fraction(let begin): return timing.progress(at: Self.local(fraction, after: begin))
    }
  }

  /// `value` rescaled so that `begin...1` becomes `0...1`; 0 before `begin`.
  @inline(__always)
  nonisolated static func local(_ value: Double, after begin: Double) -> Double {
    guard begin > 0 else { return value }
    guard begin < 1 else { return value >= 1 ? 1 : 0 }
    let local = (value - begin) / (1 - begin)
    return local < 0 ? 0 : local
  }

  @inline(__always)
  var isOwned: Bool { view.animationTokens[property.rawValue] == token }

  /// Shows the value at the animator's `progress` and `fraction`, if this track still owns the
  /// property.
  ///
  /// `mutating` although it changes nothing: called on an array element in place, the track is
  /// borrowed instead of copied (a copy retains the view and copies both values).
  @inline(__always)
  mutating func apply(progress: Double, fraction: Double, timing: TrackTiming) {
    let index = property.rawValue
    guard view.animationTokens[index] == token else { return }
    let local = localFraction(progress: progress, fraction: fraction, timing: timing)
    view.shown[property] = Self.shown(property, from: from, to: to, local: local)
  }

  /// The value shown `local` of the way from `from` to `to`: the line, held by the property's
  /// overshoot limit outside `0...1`.
  @inline(__always)
  nonisolated static func shown(
    _ property: AnimatableProperty, from: PropertyValue, to: PropertyValue, local: Double
  ) -> PropertyValue {
    let value = from.interpolated(to: to, fraction: local)
    return local >= 0 && local <= 1
      ? value : value.overshootLimited(for: property, from: from, to: to)
  }

  /// Ends the track at `position`, writing the model and on-screen values, and releases the claim.
  func finish(at position: AnimatingPosition) {
    guard isOwned else { return }
    switch position {
    case .end: view.shown[property] = view.model[property]
    case .start:
      view.model[property] = from
      view.shown[property] = from
    case .current: view.model[property] = view.shown[property]
    }
    view.animationTokens[property.rawValue] = 0
  }
}

/// An animator's own timing as a function of the time fraction, for delayed tracks and for
/// scrubbing through the timing: the curve, or the spring's motion from 0 to 1 stretched over
/// its settling time. Computed once per animator; evaluating it allocates nothing.
struct TrackTiming {
  private enum Shape {
    case curve(TimingCurve)
    case spring(SpringMotion, settle: Double)
  }

  private let shape: Shape

  init(_ timing: TimingParameters) {
    switch timing {
    case .curve(let curve): shape = .curve(curve)
    case .spring(let spring, let velocity): shape = Self.spring(spring, velocity: velocity)
    case .springCarryingVelocity(let spring): shape = Self.spring(spring, velocity: 0)
    }
  }

  private static func spring(_ spring: Spring, velocity: Double) -> Shape {
    let motion = spring.motion(from: 0, to: 1, initialVelocity: velocity)
    let settle = motion.settlingDuration(tolerance: TimingParameters.settlingTolerance)
    return .spring(motion, settle: settle)
  }

  /// The progress at time fraction `fraction`.
  @inline(__always)
  func progress(at fraction: Double) -> Double {
    switch shape {
    case .curve(let curve): return curve.value(at: fraction)
    case .spring(let motion, let settle):
      return settle.isFinite && settle > 0 ? motion.value(at: fraction * settle) : fraction
    }
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
