public import Motion

/// One animation a render server plays on one scalar property of one layer, as Core Animation
/// defines it: what is committed once on the main thread and then drawn by the render server
/// with no further call (issue 30). A model, so that a plan handed over can be evaluated, at any
/// media time, on Linux.
///
/// Three kinds, each Core Animation's own (``Curve``):
///
/// - **Basic** (`CABasicAnimation` with a `CAMediaTimingFunction`): `from + (to − from) ·
///   curve(local / duration)`. The curve is the cubic Bézier from (0, 0) to (1, 1) through the
///   two control points, Motion's `TimingCurve`
///   ([init(controlPoints:)](https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)):
///   "The end points of the Bézier curve are automatically set to (0.0,0.0) and (1.0,1.0)").
/// - **Spring** (`CASpringAnimation`): a mass on a spring with a damper (`mass`, `stiffness`,
///   `damping`), pulled from `fromValue` to `toValue`, starting with `initialVelocity`; evaluated
///   in seconds of local time, not stretched to the duration (the duration only says when the
///   animation is removed; its `settlingDuration` is an estimate that "may not the same as the
///   duration",
///   [settlingDuration](https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration)).
///   The motion is Motion's closed form (`SpringMotion`) of a unit distance, scaled to
///   `to − from`; `initialVelocity` is in distances per second (UIKit's relative velocity,
///   `Spring.relativeVelocity(_:distance:)`), positive towards the target
///   ([CASpringAnimation](https://developer.apple.com/documentation/quartzcore/caspringanimation)).
/// - **Keyframes** (`CAKeyframeAnimation`, `calculationMode` `linear`, its default): values at
///   key times given as fractions of the duration, linearly interpolated between them
///   ([keyTimes](https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes),
///   [linear](https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/linear)),
///   each segment paced by its own timing function when there are any: "If the number of
///   keyframes in the values property is n, then this property should contain n-1 objects", and
///   with key times given, "the timing functions you specify using this property further modify
///   the timing between those values"
///   ([timingFunctions](https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions)).
///   Between keys `i` and `i + 1` the value is `values[i] + (values[i + 1] − values[i]) ·
///   f(u)`, `u` the fraction of the segment's time elapsed and `f` the segment's timing function.
///
/// Timing (`CAMediaTiming`): the animation is active from ``beginTime`` (media time, the
/// render server's clock, `CACurrentMediaTime()`) for ``duration`` seconds at speed 1. Before it,
/// it applies only with a backwards fill; after it, only with a forwards fill
/// ([CAMediaTimingFillMode](https://developer.apple.com/documentation/quartzcore/camediatimingfillmode)).
/// A replacing animation's value is what the layer shows; an additive one's is added to the
/// value below it ([isAdditive](https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive):
/// "added to the current render tree value"). ``RenderProperty`` stacks them.
public struct RenderAnimation: Sendable, Hashable {
  /// How the value moves while the animation is active.
  public enum Curve: Sendable, Hashable {
    /// `CABasicAnimation` along a timing function.
    case basic(from: Double, to: Double, timing: TimingCurve)
    /// `CASpringAnimation`: `spring` (mass, stiffness, damping) from `from` to `to`,
    /// `initialVelocity` in distances (`to − from`) per second.
    case spring(from: Double, to: Double, spring: Spring, initialVelocity: Double)
    /// `CAKeyframeAnimation` in linear calculation mode: `values[i]` at `keyTimes[i]` (fractions
    /// of the duration, 0 to 1, ascending), as many of each; `controlPoints[i]` (a timing
    /// function's) paces the segment from key `i` to key `i + 1`
    /// (`CAKeyframeAnimation.timingFunctions`): none, the default, is linear pacing throughout;
    /// otherwise one per segment (a segment without one is linear).
    case keyframes(values: [Double], keyTimes: [Double], controlPoints: [ControlPoints] = [])
  }

  /// `CAMediaTimingFillMode`.
  public enum FillMode: Sendable, Hashable {
    /// Applies only while active (`removed`, the default).
    case removed
    /// Keeps its final value after the end (`forwards`).
    case forwards
    /// Shows its first value before the begin time (`backwards`).
    case backwards
    /// Both (`both`).
    case both
  }

  /// The motion.
  public var curve: Curve
  /// The media time it begins at, in seconds.
  public var beginTime: Double
  /// How long it is active, in seconds, greater than 0.
  public var duration: Double
  /// What it shows outside its active interval.
  public var fillMode: FillMode
  /// Whether its value is added to the value below it rather than replacing it.
  public var isAdditive: Bool

  /// An animation of `curve` from `beginTime` for `duration` seconds.
  public init(
    _ curve: Curve, beginTime: Double, duration: Double, fillMode: FillMode = .removed,
    isAdditive: Bool = false
  ) {
    self.curve = curve
    self.beginTime = beginTime
    self.duration = duration
    self.fillMode = fillMode
    self.isAdditive = isAdditive
  }

  /// The animation's value at `mediaTime`, or `nil` where it does not apply (before its begin
  /// without a backwards fill, after its end without a forwards fill).
  public func value(at mediaTime: Double) -> Double? {
    let local = mediaTime - beginTime
    if local < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      return value(atLocalTime: 0)
    }
    if local > duration {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      return value(atLocalTime: duration)
    }
    return value(atLocalTime: local)
  }

  /// The value `local` seconds after the begin time, clamped to the active interval.
  public func value(atLocalTime local: Double) -> Double {
    let time = min(max(local, 0), max(duration, 0))
    let fraction = duration > 0 ? time / duration : 1
    switch curve {
    case .basic(let from, let to, let timing):
      return from + (to - from) * timing.value(at: fraction)
    case .spring(let from, let to, let spring, let initialVelocity):
      let unit = spring.motion(from: 0, to: 1, initialVelocity: initialVelocity)
      return from + (to - from) * unit.value(at: time)
    case .keyframes(let values, let keyTimes, let controlPoints):
      return Self.interpolate(
        values: values, keyTimes: keyTimes, controlPoints: controlPoints, at: fraction)
    }
  }

  /// The last value of the active interval: what a forwards fill holds.
  public var finalValue: Double { value(atLocalTime: duration) }

  /// Linear interpolation of `values` at `keyTimes` for a fraction of the duration, each
  /// segment's fraction of time first mapped through its timing function (if it has one; the
  /// Bézier is built here, from its control points): the first value before the first key time,
  /// the last after the last; a repeated key time jumps.
  static func interpolate(
    values: [Double], keyTimes: [Double], controlPoints: [ControlPoints] = [],
    at fraction: Double
  ) -> Double {
    let count = min(values.count, keyTimes.count)
    guard count > 0 else { return 0 }
    guard fraction > keyTimes[0] else { return values[0] }
    guard fraction < keyTimes[count - 1] else { return values[count - 1] }
    // The segment [keyTimes[low], keyTimes[low + 1]] holding the fraction, by bisection.
    var low = 0
    var high = count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyTimes[middle] <= fraction { low = middle } else { high = middle }
    }
    let span = keyTimes[high] - keyTimes[low]
    guard span > 0 else { return values[high] }
    let t = (fraction - keyTimes[low]) / span
    let paced = low < controlPoints.count ? controlPoints[low].value(at: t) : t
    return values[low] + (values[high] - values[low]) * paced
  }
}

/// One scalar property of one layer as the render server shows it: the model value (what the
/// main thread set) under the animations added to it, in the order added. Each applying
/// animation replaces the value so far, or adds to it when additive
/// ([isAdditive](https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive)).
///
/// ```swift
/// var x = RenderProperty(modelValue: 300)   // model set to the end state at the commit
/// x.animations.append(RenderAnimation(
///   .spring(from: 100, to: 300, spring: try Spring(stiffness: 300, damping: 30),
///           initialVelocity: 2), beginTime: now, duration: 0.8))
/// x.presentationValue(at: now + 0.1)        // what the screen shows then
/// ```
public struct RenderProperty: Sendable, Hashable {
  /// The layer's model value.
  public var modelValue: Double
  /// The animations on the property, bottom first.
  public var animations: [RenderAnimation]

  /// A property showing `modelValue` under `animations`.
  public init(modelValue: Double, animations: [RenderAnimation] = []) {
    self.modelValue = modelValue
    self.animations = animations
  }

  /// What the render server draws at `mediaTime` (the presentation layer's value).
  public func presentationValue(at mediaTime: Double) -> Double {
    var value = modelValue
    for animation in animations {
      guard let own = animation.value(at: mediaTime) else { continue }
      value = animation.isAdditive ? value + own : own
    }
    return value
  }
}

extension RenderAnimation {
  /// A `CASpringAnimation`'s `settlingDuration` as modelled: the time after which the motion
  /// over a unit distance, starting with `initialVelocity`, stays within 0.001 of its target
  /// (SwiftUI's documented epsilon for the same quantity,
  /// [Spring.settlingDuration](https://developer.apple.com/documentation/swiftui/spring/settlingduration)).
  /// Core Animation calls its own an estimate; Apple's example (damping 5) says "approximately
  /// 2.85 seconds", this gives 2.69. A plan never relies on it: it gives every animation its
  /// duration.
  public static func settlingDuration(of spring: Spring, initialVelocity: Double = 0) -> Double {
    spring.motion(from: 0, to: 1, initialVelocity: initialVelocity)
      .settlingDuration(tolerance: Tolerance(distance: Spring.settlingFraction))
  }
}
