import Motion

/// Finds the `CASpringAnimation` that draws a sampled motion exactly, when there is one.
///
/// A damped spring sampled every `h` seconds obeys a linear recurrence with constant
/// coefficients: `v[k+2] = a·v[k+1] + b·v[k] + c`, where the roots of `z² − a·z − b` are
/// `e^(λh)` for the spring's two characteristic exponents `λ` (`m·λ² + c·λ + k = 0`) and the
/// target is the fixed point `c / (1 − a − b)`. So `a`, `b` and `c` are found by least squares
/// from the samples, the spring (mass 1) from the roots, the initial velocity from the first
/// samples, and the candidate is then checked against every sample: only a motion that is a
/// spring passes (a rubber band, a decay that stops, physics with contacts, values derived from
/// a spring's progress by anything but an affine map do not). The target need not be reached:
/// a run that ends while its spring still moves (a view removed at the end) is a spring too.
public enum SpringIdentification {
  /// The spring animation from the first sample whose values at `k·h` stay within `tolerance`
  /// of `samples[k]`, or `nil`; and how long it is active. An engine's spring ends by setting
  /// its final value: the samples from there on are that value exactly, and the animation stops
  /// half a frame before the first of them, so that the model value (the last sample) shows
  /// from that frame on, as the engine shows it (a forwards fill would keep the spring's). When
  /// the last sample is the spring's too (a run cut while it moves), it lasts to that sample.
  ///
  /// - Complexity: O(n) for n samples.
  public static func identify(
    _ samples: ArraySlice<Double>, interval h: Double, tolerance: Double
  ) -> (curve: RenderAnimation.Curve, duration: Double)? {
    guard samples.count >= 5, h > 0, let first = samples.first, let last = samples.last
    else { return nil }
    let base = samples.startIndex
    // The samples before the value is set for good; from `settled` on they are the last value.
    var settled = samples.endIndex - 1
    while settled > base, samples[settled - 1] == last { settled -= 1 }
    guard settled - base >= 5 else { return nil }
    // Least squares for v[k+2] = a·v[k+1] + b·v[k] + c over the moving samples (in values
    // relative to the first, for conditioning); the target is the fixed point c / (1 − a − b).
    var normal = Normal3()
    for k in base..<(settled - 2) {
      normal.add(samples[k + 1] - first, samples[k] - first, samples[k + 2] - first)
    }
    guard let (a, b, c) = normal.solve() else { return nil }
    let restoring = 1 - a - b
    guard abs(restoring) > 1e-12 else { return nil }
    let target = first + c / restoring
    guard target.isFinite, target != first,
      let spring = spring(a: a, b: b, interval: h)
    else { return nil }
    // The initial velocity: the displacement is linear in it, x(t) = x0·φ(t) + v0·ψ(t).
    let x0 = first - target
    let free = spring.motion(from: x0, to: 0)
    let unitVelocity = spring.motion(from: 0, to: 0, initialVelocity: 1)
    var numerator = 0.0
    var denominator = 0.0
    for k in base..<min(settled, base + 8) {
      let t = Double(k - base) * h
      let psi = unitVelocity.value(at: t)
      numerator += (samples[k] - target - free.value(at: t)) * psi
      denominator += psi * psi
    }
    guard denominator > 0 else { return nil }
    let velocity = numerator / denominator
    let curve = RenderAnimation.Curve.spring(
      from: first, to: target, spring: spring, initialVelocity: -velocity / x0)
    // The animation's values (`RenderAnimation.value(atLocalTime:)`'s arithmetic for a spring),
    // with its unit motion made once rather than once per sample.
    let unit = spring.motion(from: 0, to: 1, initialVelocity: -velocity / x0)
    func value(atLocalTime local: Double, duration: Double) -> Double {
      let time = min(max(local, 0), max(duration, 0))
      return first + (target - first) * unit.value(at: time)
    }
    var duration = (Double(settled - base) - 0.5) * h
    // A run cut while the spring still moves (its next input, a view removed): the last sample
    // is the spring's too, and the animation lasts to it.
    let whole = Double(settled - base) * h
    if abs(value(atLocalTime: whole, duration: whole) - last) <= tolerance { duration = whole }
    for k in base..<settled {
      let value = value(atLocalTime: Double(k - base) * h, duration: duration)
      guard abs(value - samples[k]) <= tolerance else { return nil }
    }
    return (curve, duration)
  }

  /// A least-squares fit `y ≈ a·x₀ + b·x₁ + c`, accumulated sample by sample with no
  /// allocation: the intercept through the means, `a` and `b` from the centred 2 × 2 system.
  struct Normal3 {
    private var n = 0.0
    private var mean = (x0: 0.0, x1: 0.0, y: 0.0)
    /// Co-moments about the running means (Welford's update).
    private var c00 = 0.0, c01 = 0.0, c11 = 0.0, c0y = 0.0, c1y = 0.0

    mutating func add(_ x0: Double, _ x1: Double, _ y: Double) {
      n += 1
      let d0 = x0 - mean.x0
      let d1 = x1 - mean.x1
      let dy = y - mean.y
      mean.x0 += d0 / n
      mean.x1 += d1 / n
      mean.y += dy / n
      // (x − new mean) · (old deviation): the co-moments' update.
      c00 += (x0 - mean.x0) * d0
      c01 += (x0 - mean.x0) * d1
      c11 += (x1 - mean.x1) * d1
      c0y += (x0 - mean.x0) * dy
      c1y += (x1 - mean.x1) * dy
    }

    /// `(a, b, c)`, or `nil` when the system is singular.
    func solve() -> (Double, Double, Double)? {
      let determinant = c00 * c11 - c01 * c01
      guard n >= 3, determinant > 1e-15 * c00 * c11 else { return nil }
      let a = (c0y * c11 - c1y * c01) / determinant
      let b = (c1y * c00 - c0y * c01) / determinant
      let c = mean.y - a * mean.x0 - b * mean.x1
      guard a.isFinite, b.isFinite, c.isFinite else { return nil }
      return (a, b, c)
    }
  }

  /// The spring (mass 1) whose samples every `h` s follow `d[k+2] = a·d[k+1] + b·d[k]`, or
  /// `nil` when no damped spring does.
  static func spring(a: Double, b: Double, interval h: Double) -> Spring? {
    let discriminant = a * a + 4 * b
    let stiffness: Double
    let damping: Double
    if discriminant < 0 {
      // Complex roots r·e^(±iθ): r = e^(−ζω₀h), θ = ω_d·h.
      let r = (-b).squareRoot()
      guard r > 0, r < 1 else { return nil }
      let cosine = max(-1, min(1, a / (2 * r)))
      let theta = _atan2((1 - cosine * cosine).squareRoot(), cosine)
      let decay = -_log(r) / h
      let frequency = theta / h
      stiffness = decay * decay + frequency * frequency
      damping = 2 * decay
    } else {
      // Real roots: e^(λ₁h), e^(λ₂h), both in (0, 1).
      let root = discriminant.squareRoot()
      let z1 = (a + root) / 2
      let z2 = (a - root) / 2
      guard z1 > 0, z1 < 1, z2 > 0, z2 < 1 else { return nil }
      let l1 = _log(z1) / h
      let l2 = _log(z2) / h
      stiffness = l1 * l2
      damping = -(l1 + l2)
    }
    guard stiffness.isFinite, damping.isFinite, stiffness > 0, damping >= 0 else { return nil }
    return try? Spring(mass: 1, stiffness: stiffness, damping: damping)
  }
}
