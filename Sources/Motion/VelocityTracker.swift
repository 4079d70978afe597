/// Why a sample was refused by a velocity tracker. The tracker is unchanged when it throws.
public enum VelocitySampleError: ExplainedError, Equatable {
  /// The time or a coordinate was NaN or infinite.
  case nonFinite(time: Double)
  /// The sample's time is earlier than the newest sample's.
  case outOfOrder(time: Double, previous: Double)
  /// The sample's time equals the newest sample's.
  case duplicateTime(Double)

  /// The refused sample's `time` argument (``ExplainedError``).
  public var subject: String? { "time" }

  /// What is wrong with the sample (``ExplainedError``).
  public var problem: String {
    switch self {
    case .nonFinite(let time):
      return "expected finite numbers for the time and the position, got a sample at t=\(time)"
    case .outOfOrder(let time, let previous):
      return "expected a time after the previous sample's \(previous), got \(time)"
    case .duplicateTime(let time):
      return "expected a time after the previous sample's, got the same time \(time)"
    }
  }
}

/// Estimates the velocity of a finger (or anything sampled) from time-stamped positions.
///
/// The estimate is the slope, at the newest sample, of the least-squares quadratic through the
/// samples of the last ``horizon`` (100 ms). A pause longer than ``maximumGap`` (40 ms) between
/// two samples drops the history before it, so a finger that stops and then lifts reads ~0.
/// With fewer than 3 samples the tracker falls back to the two-point difference (2 samples) or
/// 0 (one sample); if the quadratic fit is degenerate it uses a straight-line fit.
///
/// The estimate never points against the newest movement the samples show: a quadratic fitted
/// to a stroke that decelerates to a stop (or rests briefly before the finger lifts) bends back
/// at its end, and its slope there reads hundreds of points per second *backwards*, which would
/// cancel a transition the finger had dragged almost to the end. When the fit's slope and the
/// newest non-zero displacement have opposite signs, the velocity is 0: the finger has stopped,
/// and a real reversal reads as soon as one sample shows it. (For an exactly quadratic motion
/// this means the estimate is exact except while its turning point lies inside the newest
/// interval, where it reads 0.)
///
/// Samples must arrive in increasing time order: an out-of-order, duplicate or non-finite
/// sample is refused with a ``VelocitySampleError`` and the tracker keeps its state.
///
/// ```swift
/// var tracker = VelocityTracker()
/// for (t, y) in [(0.000, 10.0), (0.008, 14.0), (0.016, 18.0)] {
///   try tracker.add(time: t, position: y)
/// }
/// tracker.velocity  // 500 points per second
/// ```
///
/// - Complexity: `add` is O(1) amortised and `velocity` O(n) in the samples kept (at most
///   ``capacity``); neither allocates after `init`.
public struct VelocityTracker: Sendable {
  /// How far back samples count, in seconds: 0.1.
  public static let horizon = 0.1
  /// A pause longer than this between samples, in seconds, drops the history: 0.04.
  public static let maximumGap = 0.04
  /// The samples kept at most; at 240 Hz a 100 ms window holds 24.
  public static let capacity = 32

  private var times: [Double]
  private var positions: [Double]
  private var head = 0  // index of the oldest sample
  private var count = 0

  /// An empty tracker.
  public init() {
    times = Array(repeating: 0, count: Self.capacity)
    positions = Array(repeating: 0, count: Self.capacity)
  }

  /// The number of samples currently inside the window.
  public var sampleCount: Int { count }

  /// The newest sample's time, in seconds, if any.
  public var lastTime: Double? { count > 0 ? times[index(count - 1)] : nil }

  /// The newest sample's position, if any.
  public var lastPosition: Double? { count > 0 ? positions[index(count - 1)] : nil }

  @inline(__always)
  private func index(_ i: Int) -> Int {
    let j = head + i
    return j < Self.capacity ? j : j - Self.capacity
  }

  /// Checks a sample without adding it.
  public func validate(time: Double, position: Double) throws(VelocitySampleError) {
    guard time.isFinite, position.isFinite else { throw .nonFinite(time: time) }
    if let last = lastTime {
      if time < last { throw .outOfOrder(time: time, previous: last) }
      if time == last { throw .duplicateTime(time) }
    }
  }

  /// Adds a sample: `position` in the caller's units (points) at `time` in seconds.
  ///
  /// - Throws: ``VelocitySampleError`` for a non-finite, out-of-order or duplicate sample; the
  ///   tracker is then unchanged.
  public mutating func add(time: Double, position: Double) throws(VelocitySampleError) {
    try validate(time: time, position: position)
    appendValidated(time: time, position: position)
  }

  mutating func appendValidated(time: Double, position: Double) {
    if let last = lastTime, time - last > Self.maximumGap { count = 0 }
    if count == Self.capacity {
      head = index(1)
      count -= 1
    }
    let slot = index(count)
    times[slot] = time
    positions[slot] = position
    count += 1
    // Keep only the horizon.
    while count > 1, time - times[head] > Self.horizon {
      head = index(1)
      count -= 1
    }
  }

  /// Forgets every sample.
  public mutating func reset() {
    head = 0
    count = 0
  }

  /// The velocity at the newest sample, in units per second (0 with fewer than two samples).
  public var velocity: Double {
    switch count {
    case 0, 1:
      return 0
    case 2:
      let a = index(0)
      let b = index(1)
      return (positions[b] - positions[a]) / (times[b] - times[a])
    default:
      let slope = quadraticFitSlope() ?? linearFitSlope()
      // A fit must not turn back before the samples do: see the type's documentation.
      return slope * newestDirection() < 0 ? 0 : slope
    }
  }

  /// The sign (−1, 0 or +1) of the newest sample-to-sample displacement that is not zero, or 0
  /// when every sample in the window is at the same position.
  private func newestDirection() -> Double {
    var i = count - 1
    while i > 0 {
      let step = positions[index(i)] - positions[index(i - 1)]
      if step != 0 { return step > 0 ? 1 : -1 }
      i -= 1
    }
    return 0
  }

  /// The velocity as seen at `time`: the estimate at the newest sample, or 0 if more than
  /// ``maximumGap`` has passed since it (the finger has stopped).
  public func velocity(at time: Double) -> Double {
    guard let last = lastTime, !(time - last > Self.maximumGap) else { return 0 }
    return velocity
  }

  /// Times are scaled to u = (t − t_newest) / horizon in [−1, 0] and positions taken relative
  /// to the newest, which keeps the normal equations well conditioned.
  private func quadraticFitSlope() -> Double? {
    let newest = index(count - 1)
    let t0 = times[newest]
    let x0 = positions[newest]
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var y0 = 0.0
    var y1 = 0.0
    var y2 = 0.0
    for i in 0..<count {
      let j = index(i)
      let u = (times[j] - t0) / Self.horizon
      let y = positions[j] - x0
      let u2 = u * u
      s1 += u
      s2 += u2
      s3 += u2 * u
      s4 += u2 * u2
      y0 += y
      y1 += y * u
      y2 += y * u2
    }
    let s0 = Double(count)
    // Cramer's rule for [s0 s1 s2; s1 s2 s3; s2 s3 s4]·[a b c] = [y0 y1 y2]; we want b.
    let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard abs(det) > 1e-12 * max(s0 * s2 * s4, .leastNormalMagnitude) else { return nil }
    let detB = s0 * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)
    return detB / det / Self.horizon
  }

  private func linearFitSlope() -> Double {
    var su = 0.0
    var sy = 0.0
    var suu = 0.0
    var suy = 0.0
    let t0 = times[index(count - 1)]
    for i in 0..<count {
      let j = index(i)
      let u = times[j] - t0
      let y = positions[j]
      su += u
      sy += y
      suu += u * u
      suy += u * y
    }
    let n = Double(count)
    let denominator = n * suu - su * su
    return denominator != 0 ? (n * suy - su * sy) / denominator : 0
  }
}

/// A ``VelocityTracker`` for points: tracks x and y together from the same time stamps.
///
/// ```swift
/// var tracker = VelocityTracker2D()
/// try tracker.add(time: 0, position: Point(x: 0, y: 0))
/// try tracker.add(time: 0.01, position: Point(x: 5, y: 10))
/// tracker.velocity  // (500, 1000) points per second
/// ```
public struct VelocityTracker2D: Sendable {
  private var x = VelocityTracker()
  private var y = VelocityTracker()

  /// An empty tracker.
  public init() {}

  /// The number of samples currently inside the window.
  public var sampleCount: Int { x.sampleCount }

  /// The newest sample's time, in seconds, if any.
  public var lastTime: Double? { x.lastTime }

  /// Adds a sample; on error neither axis changes.
  public mutating func add(time: Double, position: Point) throws(VelocitySampleError) {
    try x.validate(time: time, position: position.x)
    try y.validate(time: time, position: position.y)
    x.appendValidated(time: time, position: position.x)
    y.appendValidated(time: time, position: position.y)
  }

  /// The velocity at the newest sample, in points per second.
  public var velocity: Vector { Vector(dx: x.velocity, dy: y.velocity) }

  /// The velocity as seen at `time` (zero after a pause longer than the maximum gap).
  public func velocity(at time: Double) -> Vector {
    Vector(dx: x.velocity(at: time), dy: y.velocity(at: time))
  }

  /// Forgets every sample.
  public mutating func reset() {
    x.reset()
    y.reset()
  }
}
