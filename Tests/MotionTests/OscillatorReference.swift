import Foundation

/// An implementation of the damped harmonic oscillator m·x″ + c·x′ + k·x = 0 that shares no code
/// with `SpringMotion`: the textbook closed forms (REFERENCE.md, math section) written directly
/// from the physical parameters, and a classical fourth-order Runge–Kutta integration with tiny
/// steps. Tests compare `SpringMotion` against both.
struct OscillatorReference: Sendable, CustomStringConvertible {
  var mass: Double
  var stiffness: Double
  var damping: Double
  /// Initial displacement from the target, x₀.
  var x0: Double
  /// Initial velocity, v₀.
  var v0: Double

  /// ω₀ = √(k/m).
  var omega0: Double { sqrt(stiffness / mass) }
  /// ζ = c / (2√(km)).
  var zeta: Double { damping / (2 * sqrt(stiffness * mass)) }

  /// A scale for the displacement, |x₀| + |v₀|/ω₀, to express tolerances relative to the motion.
  var scale: Double { abs(x0) + abs(v0) / omega0 }

  /// The largest rate (in 1/s) in the solution: ω₀ when oscillating, the fast root when not.
  var fastestRate: Double {
    let z = zeta
    return z <= 1 ? omega0 : omega0 * (z + sqrt(z * z - 1))
  }

  /// The slowest exponential rate of decay (1/s) of the envelope; 0 when undamped.
  var slowestRate: Double {
    let z = zeta
    return z <= 1 ? z * omega0 : omega0 * (z - sqrt(z * z - 1))
  }

  var description: String {
    "m=\(mass) k=\(stiffness) c=\(damping) (ζ=\(zeta)) x0=\(x0) v0=\(v0)"
  }

  /// The textbook closed form: displacement and velocity at time `t` ≥ 0.
  func textbook(at t: Double) -> (x: Double, v: Double) {
    let w0 = omega0
    let z = zeta
    if z < 1 {
      let wd = w0 * sqrt(1 - z * z)
      let a = x0
      let b = (v0 + z * w0 * x0) / wd
      let e = exp(-z * w0 * t)
      let x = e * (a * cos(wd * t) + b * sin(wd * t))
      let v = e * ((b * wd - z * w0 * a) * cos(wd * t) - (a * wd + z * w0 * b) * sin(wd * t))
      return (x, v)
    } else if z == 1 {
      let b = v0 + w0 * x0
      let e = exp(-w0 * t)
      return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
    } else {
      let s = sqrt(z * z - 1)
      let r1 = -w0 * (z - s)
      let r2 = -w0 * (z + s)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return (
        c1 * exp(r1 * t) + c2 * exp(r2 * t),
        c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
      )
    }
  }

  /// The state at each of `times` (ascending, ≥ 0) by RK4 with a step of `stepFraction` divided
  /// by the fastest rate (and at most 1e-4 s), landing exactly on every requested time.
  func integrated(at times: [Double], stepFraction: Double = 0.01) -> [(x: Double, v: Double)] {
    let maximumStep = min(1e-4, stepFraction / fastestRate)
    var x = x0
    var v = v0
    var now = 0.0
    var result: [(x: Double, v: Double)] = []
    result.reserveCapacity(times.count)
    func acceleration(_ x: Double, _ v: Double) -> Double {
      -(stiffness * x + damping * v) / mass
    }
    for target in times {
      let span = target - now
      if span > 0 {
        let steps = Int((span / maximumStep).rounded(.up))
        let h = span / Double(steps)
        for _ in 0..<steps {
          let k1x = v
          let k1v = acceleration(x, v)
          let k2x = v + h / 2 * k1v
          let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
          let k3x = v + h / 2 * k2v
          let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
          let k4x = v + h * k3v
          let k4v = acceleration(x + h * k3x, v + h * k3v)
          x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
          v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        now = target
      }
      result.append((x, v))
    }
    return result
  }

  /// A time after which |x(t)| ≤ `epsilon` for certain, from an upper bound of |x| that
  /// decreases from then on. `infinity` when undamped.
  func timeBeyondWhichWithin(_ epsilon: Double) -> Double {
    let w0 = omega0
    let z = zeta
    guard z > 0 else { return .infinity }
    if z < 1 {
      // |x| ≤ e^(−ζω₀t) · √(x₀² + ((v₀ + ζω₀x₀)/ω_d)²).
      let wd = w0 * sqrt(1 - z * z)
      let b = (v0 + z * w0 * x0) / wd
      let amplitude = sqrt(x0 * x0 + b * b)
      return max(0, log(amplitude / epsilon) / (z * w0))
    } else if z == 1 {
      // |x| ≤ (|x₀| + |b|t)e^(−ω₀t), decreasing once t > 1/ω₀; step until it is below ε.
      let b = abs(v0 + w0 * x0)
      var t = 1 / w0
      while (abs(x0) + b * t) * exp(-w0 * t) > epsilon { t *= 1.01 }
      return t
    } else {
      // |x| ≤ (|c₁| + |c₂|)e^(r₁t) with r₁ the slow root.
      let s = sqrt(z * z - 1)
      let r1 = -w0 * (z - s)
      let r2 = -w0 * (z + s)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return max(0, log((abs(c1) + abs(c2)) / epsilon) / -r1)
    }
  }
}
