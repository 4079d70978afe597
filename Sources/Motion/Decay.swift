/// Deceleration like a scroll view's after a flick: the velocity shrinks by a constant factor
/// (the *rate*) every millisecond, v(t) = v₀ · r^(1000·t).
///
/// The motion is the continuous exponential with that per-millisecond factor, so value and
/// velocity are exact at any time and agree with each other (velocity is the derivative of the
/// value, and equals v₀ at t = 0):
///
/// ```
/// x(t) = x₀ + v₀ · (r^(1000t) − 1) / (1000 · ln r)
/// projected distance = x(∞) − x₀ = −v₀ / (1000 · ln r)
/// ```
///
/// The projection formula from WWDC 2018 "Designing Fluid Interfaces",
/// `(v₀ / 1000) · r / (1 − r)`, is the sum of the same decay taken in discrete one-millisecond
/// steps. This type uses the continuous form so that ``projectedDistance`` is exactly where
/// ``value(at:)`` comes to rest; the two differ by the factor r·(−ln r)/(1 − r), about 0.1%
/// for the normal rate (0.1001%) and 0.5% for the fast one (0.502%).
/// ``discreteProjectedDistance`` gives the WWDC figure for comparison.
///
/// ```swift
/// let flick = try Decay(initialVelocity: 2000)  // points per second, normal rate
/// flick.projectedDistance  // ≈ 999 points
/// flick.value(at: 0.25)
/// ```
public struct Decay: Sendable, Hashable {
  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normalRate = 0.998
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fastRate = 0.99

  /// The value at time 0, in the caller's units (points for positions).
  public let from: Double
  /// The velocity at time 0, in units per second.
  public let initialVelocity: Double
  /// The factor the velocity keeps after each millisecond, in `(0, 1)`.
  public let rate: Double
  /// 1000 · ln(rate): the (negative) exponential rate per second.
  @usableFromInline let exponent: Double

  /// Starts a deceleration.
  ///
  /// - Parameters:
  ///   - from: The starting value. Default 0.
  ///   - initialVelocity: The release velocity, in units per second.
  ///   - rate: The per-millisecond velocity factor, strictly between 0 and 1. Default
  ///     ``normalRate`` (0.998).
  /// - Throws: ``MotionError`` when a value is not finite or the rate is outside `(0, 1)`.
  public init(
    from: Double = 0, initialVelocity: Double, rate: Double = Decay.normalRate
  ) throws(MotionError) {
    self.from = try Check.finite(from, "from")
    self.initialVelocity = try Check.finite(initialVelocity, "initialVelocity")
    guard rate.isFinite, rate > 0, rate < 1 else {
      throw MotionError(
        parameter: "rate", expected: "a number strictly between 0 and 1", given: "\(rate)")
    }
    self.rate = rate
    exponent = 1000 * _log(rate)
  }

  /// The value at time `t` seconds. Before 0 it is `from`.
  @inlinable
  public func value(at t: Double) -> Double {
    guard t > 0 else { return from }
    return from + initialVelocity * _expm1(exponent * t) / exponent
  }

  /// The velocity at time `t` seconds, in units per second.
  @inlinable
  public func velocity(at t: Double) -> Double {
    guard t > 0 else { return initialVelocity }
    return initialVelocity * _exp(exponent * t)
  }

  /// How far the motion travels before it stops: −v₀ / (1000 · ln r).
  public var projectedDistance: Double { -initialVelocity / exponent }

  /// Where the motion comes to rest: `from + projectedDistance`.
  public var restingValue: Double { from + projectedDistance }

  /// The WWDC 2018 projection, (v₀ / 1000) · r / (1 − r): the discrete per-millisecond sum.
  public var discreteProjectedDistance: Double { initialVelocity / 1000 * rate / (1 - rate) }

  /// The time, in seconds, at which the speed falls to `tolerance.velocity` (0 if it starts
  /// there).
  public func duration(tolerance: Tolerance = .halfPoint) -> Double {
    let speed = abs(initialVelocity)
    guard speed > tolerance.velocity, tolerance.velocity > 0 else {
      return speed > 0 && tolerance.velocity == 0 ? .infinity : 0
    }
    return _log(tolerance.velocity / speed) / exponent
  }
}
