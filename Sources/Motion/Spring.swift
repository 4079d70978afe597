/// A damped harmonic oscillator: a mass on a spring with a damper, described physically.
///
/// A spring is a description; ``motion(from:to:initialVelocity:)`` starts one moving and gives a
/// ``SpringMotion`` whose value and velocity are exact at any time (closed form, no stepping, no
/// frame-rate dependence).
///
/// Three equivalent ways to describe a spring, each converting to the others:
///
/// | parameters | meaning |
/// |---|---|
/// | `mass` m, `stiffness` k, `damping` c | physical: force = −k·x − c·v on a mass m |
/// | `dampingRatio` ζ, `response` | ζ = c / (2√(km)); response = 2π√(m/k), the undamped period in seconds |
/// | `duration`, `bounce` (SwiftUI) | m = 1, k = (2π/duration)², ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) below |
///
/// ```swift
/// let spring = try Spring(duration: 0.5, bounce: 0.2)
/// spring.dampingRatio  // 0.8
/// let motion = spring.motion(from: 0, to: 300, initialVelocity: 1200)
/// motion.value(at: 0.1)     // points
/// motion.velocity(at: 0.1)  // points per second
/// spring.settlingDuration   // seconds until within 0.1% of the distance
/// ```
public struct Spring: Sendable, Hashable, CustomStringConvertible {
  /// The moving mass, in arbitrary consistent units (UIKit and SwiftUI use 1). Greater than 0.
  public let mass: Double
  /// The spring constant k, in force per unit of displacement (N/m for kg and m). Greater than 0.
  public let stiffness: Double
  /// The damping coefficient c (not a ratio), in force per unit of velocity. 0 or more; 0 never
  /// comes to rest.
  public let damping: Double

  /// The relative tolerance of ``settlingDuration``: within 0.1% of the distance travelled.
  public static let settlingFraction = 0.001

  /// A spring from physical parameters.
  ///
  /// - Parameters:
  ///   - mass: The moving mass, greater than 0. Default 1.
  ///   - stiffness: The spring constant k, greater than 0.
  ///   - damping: The damping coefficient c, 0 or more.
  /// - Throws: ``MotionError`` naming the parameter that is out of range or not finite.
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(MotionError) {
    self.mass = try Check.positive(mass, "mass")
    self.stiffness = try Check.positive(stiffness, "stiffness")
    self.damping = try Check.nonNegative(damping, "damping")
  }

  /// A spring from a damping ratio and a response (the period of the undamped oscillation).
  ///
  /// - Parameters:
  ///   - mass: The moving mass, greater than 0. Default 1.
  ///   - dampingRatio: ζ, 0 or more: below 1 oscillates, 1 is critical, above 1 is overdamped.
  ///   - response: The undamped period 2π√(m/k), in seconds, greater than 0.
  public init(mass: Double = 1, dampingRatio: Double, response: Double) throws(MotionError) {
    let m = try Check.positive(mass, "mass")
    let zeta = try Check.nonNegative(dampingRatio, "dampingRatio")
    let period = try Check.positive(response, "response")
    let omega = 2 * Double.pi / period
    let k = m * omega * omega
    let c = 2 * zeta * (k * m).squareRoot()
    try self.init(
      mass: m, stiffness: Check.positive(k, "response"),
      damping: Check.nonNegative(c, "dampingRatio"))
  }

  /// A spring from SwiftUI's perceptual parameters, with a mass of 1.
  ///
  /// - Parameters:
  ///   - duration: The perceived duration (the undamped period), in seconds, greater than 0.
  ///     Default 0.5.
  ///   - bounce: Greater than −1 and at most 1. 0 is critically damped, positive values bounce
  ///     (1 never stops), negative values are overdamped. Default 0.
  public init(duration: Double = 0.5, bounce: Double = 0) throws(MotionError) {
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw MotionError(
        parameter: "bounce", expected: "a number greater than -1 and at most 1",
        given: "\(bounce)")
    }
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let period = try Check.positive(duration, "duration")
    // A finite duration can still give a stiffness (2π/duration)² that overflows or underflows.
    let omega = 2 * Double.pi / period
    _ = try Check.positive(omega * omega, "duration")
    try self.init(mass: 1, dampingRatio: zeta, response: period)
  }

  /// An internal initializer for constants known to be valid.
  init(uncheckedDuration duration: Double, bounce: Double) {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let omega = 2 * Double.pi / duration
    mass = 1
    stiffness = omega * omega
    damping = 2 * zeta * omega
  }

  /// No bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`).
  public static let smooth = Spring(uncheckedDuration: 0.5, bounce: 0)
  /// A small bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `.snappy`).
  public static let snappy = Spring(uncheckedDuration: 0.5, bounce: 0.15)
  /// A visible bounce: duration 0.5 s, bounce 0.3 (SwiftUI's `.bouncy`).
  public static let bouncy = Spring(uncheckedDuration: 0.5, bounce: 0.3)

  /// ω₀ = √(k/m), the undamped angular frequency, in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(km)): below 1 the spring oscillates, 1 is critical, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The period of the undamped oscillation, 2π√(m/k), in seconds.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// SwiftUI's `duration`: the same quantity as ``response``, in seconds.
  public var duration: Double { response }

  /// SwiftUI's `bounce`: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped (negative).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The time, in seconds, after which a motion from rest over a distance of 1 stays within
  /// ``settlingFraction`` (0.1%) of its target. `infinity` for an undamped spring.
  public var settlingDuration: Double {
    motion(from: 0, to: 1).settlingDuration(tolerance: Tolerance(distance: Self.settlingFraction))
  }

  /// Starts a motion.
  ///
  /// - Parameters:
  ///   - from: The starting value, in the caller's units (for example points).
  ///   - to: The target value the spring pulls towards.
  ///   - initialVelocity: The starting velocity, in units per second. Default 0.
  public func motion(from: Double, to: Double, initialVelocity: Double = 0) -> SpringMotion {
    SpringMotion(spring: self, from: from, to: to, initialVelocity: initialVelocity)
  }

  /// Converts an absolute velocity into UIKit's relative `initialVelocity` (fractions of the
  /// distance per second): `velocity / distance`, or 0 when the distance is 0.
  public static func relativeVelocity(_ velocity: Double, distance: Double) -> Double {
    distance != 0 ? velocity / distance : 0
  }

  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
