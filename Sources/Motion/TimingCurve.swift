/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the
/// fraction of time elapsed (x) to the fraction of the change applied (y), as Core Animation's
/// `CAMediaTimingFunction` does.
///
/// The presets use Core Animation's control points. `y(x)` is solved to within 1e-7 of the exact
/// curve: Newton's method on the curve parameter from the guess `t = x`, falling back to
/// bisection, both converging on the parameter to 1e-12 (the curve's slope is bounded, so this
/// bounds the error in y, even where the curve is vertical).
///
/// Outside `0...1` the curve is extended linearly with its end slopes, so a spring-like
/// overshoot in time keeps moving instead of clamping. The start slope is `y1/x1`; when `x1` is 0
/// it is taken from the second control point (`y2/x2`); when both x coordinates are 0 the slope
/// is 0. The end slope mirrors this at (1, 1).
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
  @usableFromInline let startSlope: Double
  @usableFromInline let endSlope: Double

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

  init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
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
    if x1 > 0 {
      startSlope = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startSlope = y2 / x2
    } else {
      startSlope = 0
    }
    if x2 < 1 {
      endSlope = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endSlope = (y1 - 1) / (x1 - 1)
    } else {
      endSlope = 0
    }
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

  /// The curve parameter `t` in `0...1` whose x coordinate is `x` (`x` in `0...1`).
  @inlinable
  public func parameter(forX x: Double) -> Double {
    // Newton's method from t = x; converges in a few steps for every preset.
    var t = x
    for _ in 0..<8 {
      let slope = dx(atParameter: t)
      guard abs(slope) > 1e-9 else { break }
      let step = (self.x(atParameter: t) - x) / slope
      t -= step
      guard t >= 0, t <= 1 else { break }
      if abs(step) < 1e-12 { return t }
    }
    // Bisection: x(t) is monotone because both control x coordinates lie in 0...1.
    var lo = 0.0
    var hi = 1.0
    t = x
    while hi - lo > 1e-12 {
      if self.x(atParameter: t) < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// The progress `y` at time fraction `x`. Exact to 1e-7 inside `0...1`; linear with the end
  /// slopes outside it. A NaN input gives NaN.
  @inlinable
  public func value(at x: Double) -> Double {
    if x <= 0 { return x == 0 ? 0 : startSlope * x }
    if x >= 1 { return x == 1 ? 1 : 1 + endSlope * (x - 1) }
    if x.isNaN { return x }
    return y(atParameter: parameter(forX: x))
  }

  /// The slope `dy/dx` at time fraction `x`: how fast progress moves relative to time.
  @inlinable
  public func slope(at x: Double) -> Double {
    if x <= 0 { return startSlope }
    if x >= 1 { return endSlope }
    let t = parameter(forX: x)
    let d = dx(atParameter: t)
    return d != 0 ? dy(atParameter: t) / d : (t < 0.5 ? startSlope : endSlope)
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
