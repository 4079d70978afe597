/// A spring in motion from a start value and velocity towards a target: the exact solution of
/// m·x″ + c·x′ + k·x = 0 for the displacement x = value − target.
///
/// Value and velocity come from the closed form at any time, so any frame rate, any jitter and
/// any jump in time give the same numbers. Times before 0 give the starting state.
///
/// - Underdamped (ζ < 1): x = e^(−ζω₀t) [x₀ cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t].
/// - Critically damped (ζ = 1): x = (x₀ + (v₀ + ω₀x₀) t) e^(−ω₀t).
/// - Overdamped (ζ > 1): the same expression with cosh and sinh, evaluated through the slow root
///   and `expm1` so it stays accurate as ζ approaches 1 and for very stiff dampers.
///
/// - Complexity: O(1) per evaluation, no allocation.
public struct SpringMotion: Sendable, Hashable {
  /// The spring that drives the motion.
  public let spring: Spring
  /// The value at time 0.
  public let from: Double
  /// The value the spring pulls towards.
  public let to: Double
  /// The velocity at time 0, in units per second.
  public let initialVelocity: Double

  @usableFromInline enum Regime: Sendable, Hashable {
    case underdamped
    case critical
    case overdamped
  }

  @usableFromInline let regime: Regime
  /// x₀ = from − to.
  @usableFromInline let x0: Double
  /// ζω₀: the exponential decay rate of the envelope.
  @usableFromInline let decay: Double
  /// ω_d (underdamped), ω_h = ω₀√(ζ²−1) (overdamped), ω₀ (critical).
  @usableFromInline let frequency: Double
  /// The slow root −ω₀/(ζ + √(ζ²−1)) for the overdamped case.
  @usableFromInline let slowRoot: Double
  /// v₀ + ζω₀x₀.
  @usableFromInline let b: Double
  /// −(ζω₀v₀ + ω₀²x₀).
  @usableFromInline let c: Double

  init(spring: Spring, from: Double, to: Double, initialVelocity: Double) {
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    let omega0 = spring.naturalFrequency
    let zeta = spring.dampingRatio
    let x0 = from - to
    self.x0 = x0
    decay = zeta * omega0
    b = initialVelocity + zeta * omega0 * x0
    c = -(zeta * omega0 * initialVelocity + omega0 * omega0 * x0)
    if zeta < 1 {
      regime = .underdamped
      frequency = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
      slowRoot = 0
    } else if zeta == 1 {
      regime = .critical
      frequency = omega0
      slowRoot = -omega0
    } else {
      regime = .overdamped
      let root = ((zeta - 1) * (zeta + 1)).squareRoot()
      frequency = omega0 * root
      slowRoot = -omega0 / (zeta + root)
    }
  }

  /// Displacement and velocity at time `t` (seconds, at least 0).
  @inlinable
  func displacementAndVelocity(_ t: Double) -> (x: Double, v: Double) {
    switch regime {
    case .underdamped:
      let e = _exp(-decay * t)
      let trig = _sincos(frequency * t)
      let cs = trig.cos
      let sn = trig.sin / frequency
      return (e * (x0 * cs + b * sn), e * (initialVelocity * cs + c * sn))
    case .critical:
      let e = _exp(-decay * t)
      return (e * (x0 + b * t), e * (initialVelocity + c * t))
    case .overdamped:
      let e = _exp(slowRoot * t)
      let m = _expm1(-2 * frequency * t)
      let ch = e * (2 + m) / 2
      let sh = e * (-m) / (2 * frequency)
      return (x0 * ch + b * sh, initialVelocity * ch + c * sh)
    }
  }

  @inlinable
  func displacementAndVelocityClamped(_ t: Double) -> (x: Double, v: Double) {
    if t <= 0 { return (x0, initialVelocity) }
    if t == .infinity {
      return spring.damping > 0 ? (0, 0) : (.nan, .nan)
    }
    return displacementAndVelocity(t)
  }

  /// The value at time `t`, in seconds since the motion started. Before 0 it is `from`; at
  /// infinity it is `to` (NaN for an undamped spring).
  @inlinable
  public func value(at t: Double) -> Double {
    to + displacementAndVelocityClamped(t).x
  }

  /// The velocity at time `t`, in units per second.
  @inlinable
  public func velocity(at t: Double) -> Double {
    displacementAndVelocityClamped(t).v
  }

  /// Value and velocity at time `t` from one evaluation (cheaper than asking for both).
  @inlinable
  public func state(at t: Double) -> (value: Double, velocity: Double) {
    let s = displacementAndVelocityClamped(t)
    return (to + s.x, s.v)
  }

  /// Whether the motion is within `tolerance` of the target in both distance and velocity at
  /// time `t`.
  public func isSettled(at t: Double, tolerance: Tolerance = .standard) -> Bool {
    let s = displacementAndVelocityClamped(t)
    return abs(s.x) <= tolerance.distance && abs(s.v) <= tolerance.velocity
  }
}
