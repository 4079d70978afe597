/// Decides, when a finger lets go of an interactive transition, whether it finishes or cancels.
///
/// Every rule reads three numbers: the progress `p` (0 = where the transition began, 1 = done),
/// the release velocity `v` along the transition in points per second (positive towards the
/// end), and the travel `d`, the distance in points that takes progress from 0 to 1.
///
/// ```swift
/// // Released 30% of the way, flicked towards the end at 800 pt/s over 788 pt of travel:
/// ReleasePolicy.projected.shouldFinish(progress: 0.3, velocity: 800, travel: 788)  // true
/// ```
public struct ReleasePolicy: Sendable, Hashable, CustomStringConvertible {
  /// The rule a policy applies.
  public enum Rule: Sendable, Hashable {
    /// Finish iff the *projected* progress reaches `threshold`:
    /// `p + (v / d) · projectionTime ≥ threshold`, where `projectionTime` (seconds) is how far a
    /// scroll view's deceleration carries a velocity: r / (1000 (1 − r)) for a rate r per ms.
    case projected(projectionTime: Double, threshold: Double)
    /// Seed 000: with no velocity (|v| < `restingSpeed` pt/s), finish iff p > 0.5; otherwise
    /// finish iff the velocity points towards the end.
    case seed000(restingSpeed: Double)
    /// Seed 001: finish iff v > `speed` pt/s, or p > 0.5 and v > −`speed` pt/s.
    case seed001(speed: Double)
    /// Finish iff p > `threshold` (seed 004 uses 0.2), whatever the velocity.
    case progress(threshold: Double)
    /// Finish iff the finger travelled at least `distance` points towards the end
    /// (p · d ≥ distance), whatever the velocity: a deliberate drag.
    case distance(Double)
  }

  public var rule: Rule

  public init(_ rule: Rule) { self.rule = rule }

  /// UIScrollView's normal deceleration rate, 0.998 per millisecond.
  public static let normalDecelerationRate = 0.998

  /// The seconds of travel a release velocity is projected over at `rate` per millisecond:
  /// r / (1000 (1 − r)), 0.499 s at the normal rate (WWDC 2018, "Designing Fluid Interfaces").
  public static func projectionTime(decelerationRate rate: Double) -> Double {
    rate / (1000 * (1 - rate))
  }

  /// The default: finish iff the release would land past the middle,
  /// `p + (v / d) · 0.499 ≥ 0.5`.
  public static let projected = ReleasePolicy(
    .projected(
      projectionTime: projectionTime(decelerationRate: normalDecelerationRate),
      threshold: 0.5))
  /// Seed 000's rule: p > 0.5 when released at rest (under 1 pt/s), else the velocity's
  /// direction.
  public static let seed000 = ReleasePolicy(.seed000(restingSpeed: 1))
  /// Seed 001's rule: v > 300 pt/s, or p > 0.5 and v > −300 pt/s.
  public static let seed001 = ReleasePolicy(.seed001(speed: 300))
  /// Seed 004's rule: p > 0.2.
  public static let seed004 = ReleasePolicy(.progress(threshold: 0.2))

  /// Whether a release at `progress` moving at `velocity` pt/s (positive towards the end) over
  /// `travel` points finishes the transition. Non-finite inputs cancel.
  public func shouldFinish(progress p: Double, velocity v: Double, travel d: Double) -> Bool {
    guard p.isFinite, v.isFinite, d.isFinite, d > 0 else { return false }
    switch rule {
    case .projected(let time, let threshold):
      return p + (v / d) * time >= threshold
    case .seed000(let resting):
      return abs(v) < resting ? p > 0.5 : v > 0
    case .seed001(let speed):
      return v > speed || (p > 0.5 && v > -speed)
    case .progress(let threshold):
      return p > threshold
    case .distance(let distance):
      return p * d >= distance
    }
  }

  /// Where the release would land, in progress, for the projected rule (else `p`).
  public func projectedProgress(progress p: Double, velocity v: Double, travel d: Double) -> Double
  {
    guard case .projected(let time, _) = rule, d > 0 else { return p }
    return p + (v / d) * time
  }

  public var description: String {
    switch rule {
    case .projected(let time, let threshold):
      return "projected (p + v/d × \(time) s ≥ \(threshold))"
    case .seed000: return "seed000 (p > 0.5 at rest, else the velocity's direction)"
    case .seed001(let speed): return "seed001 (v > \(speed) pt/s, or p > 0.5 and v > −\(speed))"
    case .progress(let threshold): return "progress > \(threshold)"
    case .distance(let distance): return "distance ≥ \(distance) pt"
    }
  }
}
