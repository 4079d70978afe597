extension SpringMotion {
  /// The exact time, in seconds, after which the displacement from the target stays within
  /// `tolerance.distance` for good: the last moment |value − to| equals the tolerance.
  ///
  /// It is computed from the solution's structure, not by stepping: between two consecutive
  /// extrema the displacement is monotone, the extrema of an underdamped motion shrink by the
  /// same factor every half period, and a critically or overdamped motion has at most one
  /// extremum. The crossing is then located by bisection to 1e-12 relative precision.
  ///
  /// Returns 0 when the motion never leaves the tolerance, and `infinity` for an undamped
  /// spring that does (and for a tolerance of 0, unless the motion rests on its target).
  /// Velocity is not part of the criterion; once the displacement stays within ε, the speed
  /// stays within about ω₀·ε.
  ///
  /// It takes bounded time for every spring: at most a few hundred evaluations of the motion.
  /// When the motion oscillates more than ``maximumExactSettlingHalfPeriods`` half periods
  /// above ε (a damping ratio within about 1e-11 of 0), single extrema can no longer be told
  /// apart in `Double`; the result is then the time the envelope `peak·e^(−ζω₀t)` falls to ε,
  /// which is within one half period (a relative 1e-12) of the exact time.
  public func settlingDuration(tolerance: Tolerance = .standard) -> Double {
    let epsilon = tolerance.distance
    // With no tolerance only a motion at rest on the target is settled; any other approaches
    // the target without ever reaching it for good.
    guard epsilon > 0 else { return x0 == 0 && initialVelocity == 0 ? 0 : .infinity }
    switch regime {
    case .underdamped:
      return underdampedSettlingTime(epsilon)
    case .critical, .overdamped:
      return aperiodicSettlingTime(epsilon)
    }
  }

  /// Beyond this many half periods above the tolerance, ``settlingDuration(tolerance:)``
  /// returns the envelope's estimate instead of locating the last extremum one by one.
  public static let maximumExactSettlingHalfPeriods = 1e12

  private func displacement(_ t: Double) -> Double { displacementAndVelocity(t).x }

  /// The time in `lo...hi` where the displacement, monotone there, equals `target`.
  private func crossing(of target: Double, between lo: Double, and hi: Double) -> Double {
    var lo = lo
    var hi = hi
    let rising = displacement(hi) > displacement(lo)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      guard mid > lo, mid < hi, hi - lo > 1e-12 * max(1, hi) else { break }
      if (displacement(mid) < target) == rising { lo = mid } else { hi = mid }
    }
    return hi
  }

  private func underdampedSettlingTime(_ epsilon: Double) -> Double {
    // Extrema of x are the zeros of v = e^(−at)(v₀ cos θ + (c/ω) sin θ), θ = ωt.
    let w = frequency
    let amplitude = (initialVelocity * initialVelocity + (c / w) * (c / w)).squareRoot()
    guard amplitude > 0 else { return abs(x0) > epsilon ? .infinity : 0 }
    let phase = _atan2(c / w, initialVelocity)
    var theta0 = (phase + Double.pi / 2).truncatingRemainder(dividingBy: Double.pi)
    if theta0 < 0 { theta0 += Double.pi }
    let halfPeriod = Double.pi / w
    let t0 = theta0 / w
    let peak0 = abs(displacement(t0))
    guard peak0 > epsilon else {
      // Every later extremum is smaller; only the first monotone stretch can exceed ε.
      guard abs(x0) > epsilon else { return 0 }
      return crossing(of: x0 > 0 ? epsilon : -epsilon, between: 0, and: t0)
    }
    guard decay > 0 else { return .infinity }
    // |x(t_k)| = peak0 · e^(−a·k·π/ω): the last extremum above ε.
    let shrink = decay * halfPeriod
    let halfPeriods = _log(peak0 / epsilon) / shrink
    guard halfPeriods < Self.maximumExactSettlingHalfPeriods else {
      // So lightly damped that the extrema cannot be told apart one by one: the envelope's
      // crossing of ε, within one half period of the exact answer (or infinity).
      return t0 + halfPeriods * halfPeriod
    }
    var k = halfPeriods.rounded(.down)
    func peak(_ k: Double) -> Double { abs(displacement(t0 + k * halfPeriod)) }
    // The estimate is off by at most a step or two from rounding; the corrections are bounded.
    var corrections = 0
    while k > 0, peak(k) <= epsilon, corrections < 8 {
      k -= 1
      corrections += 1
    }
    while peak(k + 1) > epsilon, corrections < 16 {
      k += 1
      corrections += 1
    }
    let start = t0 + k * halfPeriod
    let sign: Double = displacement(start) > 0 ? 1 : -1
    return crossing(of: sign * epsilon, between: start, and: start + halfPeriod)
  }

  private func aperiodicSettlingTime(_ epsilon: Double) -> Double {
    // At most one extremum, where v = v₀·cosh(ht) + (c/h)·sinh(ht) = 0 (or v₀ + c·t = 0).
    var extremum = 0.0
    if regime == .critical {
      if c != 0, -initialVelocity / c > 0 { extremum = -initialVelocity / c }
    } else if c != 0 {
      let ratio = -initialVelocity * frequency / c
      if ratio > 0, ratio < 1 { extremum = _atanh(ratio) / frequency }
    }
    let peak = displacement(extremum)
    if abs(peak) > epsilon {
      // Monotone towards 0 after the extremum: bracket the crossing by doubling.
      let scale = 1 / abs(slowRoot)
      var hi = extremum + scale
      var guardCount = 0
      while abs(displacement(hi)) > epsilon, guardCount < 2000 {
        hi += (hi - extremum)
        guardCount += 1
      }
      return crossing(of: peak > 0 ? epsilon : -epsilon, between: extremum, and: hi)
    }
    guard extremum > 0, abs(x0) > epsilon else { return 0 }
    return crossing(of: x0 > 0 ? epsilon : -epsilon, between: 0, and: extremum)
  }
}
