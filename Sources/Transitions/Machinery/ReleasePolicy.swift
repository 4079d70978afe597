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
///
/// The named policies (``projected``, ``velocityDirection``, ``fastOrPastHalfway``,
/// ``progressThreshold``) are what scripts choose by name (`"policy": "fastOrPastHalfway"`);
/// ``init(name:)`` and ``name`` translate.
public struct ReleasePolicy: Sendable, Hashable, CustomStringConvertible {
  /// The rule a policy applies.
  public enum Rule: Sendable, Hashable {
    /// Finish iff the *projected* progress reaches `threshold`:
    /// `p + (v / d) · projectionTime ≥ threshold`, where `projectionTime` (seconds) is how far a
    /// scroll view's deceleration carries a velocity: r / (1000 (1 − r)) for a rate r per ms.
    case projected(projectionTime: Double, threshold: Double)
    /// Finish towards the velocity, else past halfway: with no velocity
    /// (|v| < `restingSpeed` pt/s), finish iff p > 0.5; otherwise finish iff the velocity points
    /// towards the end. Seed 000's rule.
    case velocityDirection(restingSpeed: Double)
    /// Fast or past halfway: finish iff v > `speed` pt/s, or p > 0.5 and v > −`speed` pt/s.
    /// Seed 001's rule.
    case fastOrPastHalfway(speed: Double)
    /// Finish iff p > `threshold` (seed 004 uses 0.2), whatever the velocity.
    case progress(threshold: Double)
    /// Finish iff the finger travelled at least `distance` points towards the end
    /// (p · d ≥ distance), whatever the velocity: a deliberate drag.
    case distance(Double)

    /// Seed 000's rule, under its former name.
    @available(*, deprecated, renamed: "velocityDirection(restingSpeed:)")
    public static func seed000(restingSpeed: Double) -> Rule {
      .velocityDirection(restingSpeed: restingSpeed)
    }
    /// Seed 001's rule, under its former name.
    @available(*, deprecated, renamed: "fastOrPastHalfway(speed:)")
    public static func seed001(speed: Double) -> Rule { .fastOrPastHalfway(speed: speed) }
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
  /// Finish towards the velocity, else past halfway: p > 0.5 when released at rest (under
  /// 1 pt/s), else the velocity's direction. Seed 000's rule.
  public static let velocityDirection = ReleasePolicy(.velocityDirection(restingSpeed: 1))
  /// Fast or past halfway: v > 300 pt/s, or p > 0.5 and v > −300 pt/s. Seed 001's rule.
  public static let fastOrPastHalfway = ReleasePolicy(.fastOrPastHalfway(speed: 300))
  /// Progress past a threshold: p > 0.2, whatever the velocity. Seed 004's rule.
  public static let progressThreshold = ReleasePolicy(.progress(threshold: 0.2))

  /// Seed 000's rule, under its former name.
  @available(*, deprecated, renamed: "velocityDirection")
  public static var seed000: ReleasePolicy { velocityDirection }
  /// Seed 001's rule, under its former name.
  @available(*, deprecated, renamed: "fastOrPastHalfway")
  public static var seed001: ReleasePolicy { fastOrPastHalfway }
  /// Seed 004's rule, under its former name.
  @available(*, deprecated, renamed: "progressThreshold")
  public static var seed004: ReleasePolicy { progressThreshold }

  /// The named policies, as scripts name them.
  public static let named: [(name: String, policy: ReleasePolicy)] = [
    ("projected", .projected), ("velocityDirection", .velocityDirection),
    ("fastOrPastHalfway", .fastOrPastHalfway), ("progressThreshold", .progressThreshold),
  ]

  /// The names scripts used before the policies were named by their rules (still read,
  /// deprecated): `seed000`, `seed001` and `seed004`, each the new name it stands for.
  public static let deprecatedNames: [String: String] = [
    "seed000": "velocityDirection", "seed001": "fastOrPastHalfway", "seed004": "progressThreshold",
  ]

  /// The named policy `name` (one of ``named``), or `nil`.
  public init?(name: String) {
    guard let policy = Self.named.first(where: { $0.name == name })?.policy else { return nil }
    self = policy
  }

  /// The policy's name among ``named``, or `nil` for one with other numbers.
  public var name: String? { Self.named.first { $0.policy == self }?.name }

  /// Whether a release at `progress` moving at `velocity` pt/s (positive towards the end) over
  /// `travel` points finishes the transition. Non-finite inputs cancel.
  public func shouldFinish(progress p: Double, velocity v: Double, travel d: Double) -> Bool {
    guard p.isFinite, v.isFinite, d.isFinite, d > 0 else { return false }
    switch rule {
    case .projected(let time, let threshold):
      return p + (v / d) * time >= threshold
    case .velocityDirection(let resting):
      return abs(v) < resting ? p > 0.5 : v > 0
    case .fastOrPastHalfway(let speed):
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

  /// The rule's family and its formula with its numbers: `fastOrPastHalfway (v > 300 pt/s, or
  /// p > 0.5 and v > −300)`.
  public var description: String { "\(rule.family) (\(rule.inNumbers))" }
}

extension ReleasePolicy.Rule {
  /// The name of the named policy of the rule's kind (``ReleasePolicy/named``), or of the kind
  /// (`distance`, which no named policy has).
  package var family: String {
    switch self {
    case .projected: "projected"
    case .velocityDirection: "velocityDirection"
    case .fastOrPastHalfway: "fastOrPastHalfway"
    case .progress: "progressThreshold"
    case .distance: "distance"
    }
  }

  /// The rule in a few symbols, its numbers in shortest form: `v > 300 pt/s, or p > 0.5 and
  /// v > −300` (what `transitions list` says of a policy it offers).
  package var inNumbers: String {
    switch self {
    case .projected(let time, let threshold):
      let seconds = (time * 1000).rounded() / 1000  // to the millisecond
      return "p + v/d × \(seconds.shortestText) s ≥ \(threshold.shortestText)"
    case .velocityDirection:
      return "p > 0.5 at rest, else the velocity's direction"
    case .fastOrPastHalfway(let speed):
      return "v > \(speed.shortestText) pt/s, or p > 0.5 and v > −\(speed.shortestText)"
    case .progress(let threshold): return "finish iff progress > \(threshold.shortestText)"
    case .distance(let distance): return "p · d ≥ \(distance.shortestText) pt"
    }
  }
}
