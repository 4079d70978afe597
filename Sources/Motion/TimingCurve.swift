/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the
/// fraction of time elapsed (x) to the fraction of the change applied (y), as Core Animation's
/// `CAMediaTimingFunction` does.
///
/// The presets use Core Animation's control points. `y(x)` is solved to within 1e-7 of the exact
/// curve: Newton's method on the curve parameter from a guess interpolated in a 16-entry table
/// of the inverse (built when the curve is made), falling back to
/// bisection, both converging on the parameter to about 1e-12 (the curve's slope is bounded, so
/// this bounds the error in y, even where the curve is vertical). For curves that are nearly
/// vertical inside (0, 1), such as x1 = 1, x2 = 0, where x(t) is flat to third order and plain
/// rounding would cost about 1e-6 in y, the residual x(t) − x is evaluated with twice the
/// working precision; other curves, the presets among them, use the plain residual.
///
/// Outside `0...1` the curve is extended linearly with its end slopes, so a spring-like
/// overshoot in time keeps moving instead of clamping. The start slope is the slope of the
/// tangent at (0, 0): `y1/x1`; `y2/x2` when the first control point is (0, 0); 1 when both are
/// (the curve is then the line y = x). Where that tangent is vertical (`x1` = 0 with `y1` ≠ 0,
/// or `x2` = 0 with `y2` ≠ 0 behind a first control point at (0, 0)) the slope is 0. The end
/// slope mirrors this at (1, 1).
///
/// ```swift
/// let curve = TimingCurve.easeInEaseOut
/// curve.value(at: 0.5)  // 0.5
/// let custom = try TimingCurve(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1.0)
/// ```
public struct TimingCurve: Sendable, Hashable, CustomStringConvertible {
  /// First control point's x, in `0...1`.
  public let x1: Double
  /// First control point's y (any finite number; outside `0...1` overshoots).
  public let y1: Double
  /// Second control point's x, in `0...1`.
  public let x2: Double
  /// Second control point's y (any finite number).
  public let y2: Double

  // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  // The rounding errors of ax, bx and cx: the exact coefficients are ax + axError, and so on.
  @usableFromInline let axError: Double
  @usableFromInline let bxError: Double
  @usableFromInline let cxError: Double
  @usableFromInline let startSlope: Double
  @usableFromInline let endSlope: Double
  /// Whether x(t) is nearly flat inside (0, 1), so the solver needs the compensated residual.
  @usableFromInline let isNearlyVerticalInside: Bool
  /// The parameter t where x(t) = (k + 1)/16, for k in 0..<15 (and 1 at k = 15): the solver's
  /// first guess interpolates this table, which leaves Newton two or three steps.
  @usableFromInline var guesses: [Double]

  /// Below this interior minimum of dx/dt, plain rounding of x(t) − x could cost more than 1e-9
  /// in t; above it, rounding costs at most 1e-16 / 1e-2 = 1e-14.
  static let flatnessThreshold = 1e-2

  /// Creates a curve from its control points `(x1, y1)` and `(x2, y2)`.
  ///
  /// - Throws: ``MotionError`` when an x coordinate is outside `0...1` (the curve would not be
  ///   a function of time) or any coordinate is not finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(MotionError) {
    _ = try Check.inRange(x1, 0...1, "x1")
    _ = try Check.finite(y1, "y1")
    _ = try Check.inRange(x2, 0...1, "x2")
    _ = try Check.finite(y2, "y2")
    self.init(unchecked: x1, y1, x2, y2)
  }

  init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, table: Bool = true) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    // Exactly, cx = 3·x1, bx = 3·x2 − 6·x1 and ax = 1 + 3·x1 − 3·x2; keep what rounding lost.
    let (p1, e1) = Self.twoProduct(3, x1)
    let (p2, e2) = Self.twoProduct(3, x2)
    cxError = e1 + (p1 - cx)
    let (d, de) = Self.twoSum(p2, -2 * p1)
    bxError = (d - bx) + (de + (e2 - 2 * e1))
    let (u, ue) = Self.twoSum(1, p1)
    let (w, we) = Self.twoSum(u, -p2)
    axError = (w - ax) + (ue + we + (e1 - e2))
    // dx/dt = 3ax·t² + 2bx·t + cx is smallest inside (0, 1) at its vertex, if it has one there.
    let vertex = ax != 0 ? -bx / (3 * ax) : -1
    if ax > 0, vertex > 0, vertex < 1 {
      isNearlyVerticalInside =
        (3 * ax * vertex + 2 * bx) * vertex + cx < Self.flatnessThreshold
    } else {
      isNearlyVerticalInside = false
    }
    if x1 > 0 {
      startSlope = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startSlope = y2 / x2
    } else if y1 == 0 && x2 == 0 && y2 == 0 {
      startSlope = 1
    } else {
      startSlope = 0
    }
    if x2 < 1 {
      endSlope = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endSlope = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && x1 == 1 && y1 == 1 {
      endSlope = 1
    } else {
      endSlope = 0
    }
    guard table else {
      guesses = []
      return
    }
    // Start from the guess t = x (an identity table), then solve the table itself.
    let identity = (0..<16).map { Double($0 + 1) / 16 }
    guesses = identity
    var table = identity
    for k in 0..<15 { table[k] = parameter(forX: Double(k + 1) / 16) }
    guesses = table
  }

  /// `a·b` as an unevaluated sum `p + e` of two doubles, exactly.
  @usableFromInline @inline(__always)
  static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
    let p = a * b
    return (p, (-p).addingProduct(a, b))
  }

  /// `a + b` as an unevaluated sum `s + e` of two doubles, exactly.
  @usableFromInline @inline(__always)
  static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let bb = s - a
    return (s, (a - (s - bb)) + (b - bb))
  }

  /// x(t) − x as if computed in twice the working precision: compensated Horner with
  /// error-free products and sums on the exact coefficients.
  @inlinable
  func xResidual(atParameter t: Double, minus x: Double) -> Double {
    var (p, pe) = Self.twoProduct(ax, t)
    var (s, se) = Self.twoSum(p, bx)
    var error = pe + se + (axError * t + bxError)
    (p, pe) = Self.twoProduct(s, t)
    (s, se) = Self.twoSum(p, cx)
    error = error * t + (pe + se + cxError)
    (p, pe) = Self.twoProduct(s, t)
    (s, se) = Self.twoSum(p, -x)
    error = error * t + (pe + se)
    return s + error
  }

  /// Constant speed: (0, 0), (1, 1).
  public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
  /// Starts slowly: (0.42, 0), (1, 1).
  public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
  /// Ends slowly: (0, 0), (0.58, 1).
  public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
  /// Starts and ends slowly: (0.42, 0), (0.58, 1).
  public static let easeInEaseOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
  /// Core Animation's default timing function: (0.25, 0.1), (0.25, 1).
  public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)

  /// The presets by name: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`.
  public static let presets: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  /// The curve's x coordinate at parameter `t`.
  @inlinable
  public func x(atParameter t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// The curve's y coordinate at parameter `t`.
  @inlinable
  public func y(atParameter t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  @inlinable
  func dx(atParameter t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  @inlinable
  func dy(atParameter t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// Newton's starting point: the guess table interpolated linearly at `x` (in 0...1). A curve
  /// made without its table (``withoutTable(x1:y1:x2:y2:)``) solves the two entries it needs.
  @inlinable
  func initialGuess(_ x: Double) -> Double {
    let scaled = x * 16
    let k = min(max(Int(scaled), 0), 15)
    guard !guesses.isEmpty else {
      let low = k == 0 ? 0 : tableEntry(k - 1)
      return low + (tableEntry(k) - low) * (scaled - Double(k))
    }
    let low = k == 0 ? 0 : guesses[k - 1]
    return low + (guesses[k] - low) * (scaled - Double(k))
  }

  /// The curve parameter `t` in `0...1` whose x coordinate is `x` (`x` in `0...1`).
  @inlinable
  public func parameter(forX x: Double) -> Double {
    parameter(forX: x, from: initialGuess(x))
  }

  /// ``parameter(forX:)`` from the first guess `t`.
  @inlinable
  func parameter(forX x: Double, from guess: Double) -> Double {
    // Newton's method from the table's guess; converges in two or three steps. Where the curve
    // is not nearly vertical inside, dx/dt ≥ 0.01 there and the error after a step below 1e-9
    // is under |x″/2x′|·step² < 1e-14, so that step is the last. Otherwise the residual is
    // computed in twice the precision and Newton runs to a step below 1e-12.
    let compensated = isNearlyVerticalInside
    let tolerance = compensated ? 1e-12 : 1e-9
    var t = guess
    for _ in 0..<8 {
      let slope = dx(atParameter: t)
      guard abs(slope) > 1e-9 else { break }
      let residual =
        compensated ? xResidual(atParameter: t, minus: x) : self.x(atParameter: t) - x
      let step = residual / slope
      t -= step
      guard t >= 0, t <= 1 else { break }
      if abs(step) < tolerance { return t }
    }
    // Bisection: x(t) is monotone because both control x coordinates lie in 0...1.
    var lo = 0.0
    var hi = 1.0
    t = x
    while hi - lo > 1e-12 {
      if xResidual(atParameter: t, minus: x) < 0 { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// The progress `y` at time fraction `x`. Exact to 1e-7 inside `0...1`; linear with the end
  /// slopes outside it (an end slope of 0 holds the end value, even at infinity). A NaN input
  /// gives NaN.
  @inlinable
  public func value(at x: Double) -> Double {
    if x <= 0 { return x == 0 || startSlope == 0 ? 0 : startSlope * x }
    if x >= 1 { return x == 1 || endSlope == 0 ? 1 : 1 + endSlope * (x - 1) }
    if x.isNaN { return x }
    return y(atParameter: parameter(forX: x))
  }

  /// The slope `dy/dx` at time fraction `x`: how fast progress moves relative to time.
  /// Infinite where the curve is vertical (the middle of a curve with `x1` = 1 and `x2` = 0).
  @inlinable
  public func slope(at x: Double) -> Double {
    if x <= 0 { return startSlope }
    if x >= 1 { return endSlope }
    let t = parameter(forX: x)
    let d = dx(atParameter: t)
    if d != 0 { return dy(atParameter: t) / d }
    // dx/dt vanishes strictly inside only at a vertical tangent; at the ends the end slopes
    // already account for coincident control points.
    if t <= 0 { return startSlope }
    if t >= 1 { return endSlope }
    let rise = dy(atParameter: t)
    return rise == 0 ? 0 : (rise > 0 ? .infinity : -.infinity)
  }

  public var description: String { "cubicBezier(\(x1), \(y1), \(x2), \(y2))" }

  public static func == (a: TimingCurve, b: TimingCurve) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
