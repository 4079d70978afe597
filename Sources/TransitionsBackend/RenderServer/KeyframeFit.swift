import Motion

/// The keys of one channel's `CAKeyframeAnimation` with a cubic timing function per segment
/// (issue 30's accuracy between keys): where the render server draws each segment as a cubic in
/// its fraction of time, not a straight line.
///
/// **The cubic.** A timing function with control points (1/3, y1) and (2/3, y2) has x(s) = s, so
/// the segment's value is `v0 + (v1 − v0) · y(u)` with y(u) = 3(1−u)²u·y1 + 3(1−u)u²·y2 + u³ in
/// the fraction of the segment's time `u`: a cubic with slope `3·y1` at its start and
/// `3·(1 − y2)` at its end (in value fractions per time fraction). Choosing y1 and y2 from the
/// engine's velocity at both keys makes the segment the Hermite cubic through the engine's values
/// and velocities there.
///
/// **The velocity** at each frame is the derivative of the polynomial through the five nearest
/// frames of the same smooth stretch (non-uniform times allowed; a contact,
/// ``RenderPlanner/recordBreak(_:engineTime:)``, ends a stretch and has one velocity on each side):
/// a published frame carries values, not velocities, and most channels (a bounds' size, a
/// transform's parts, alpha) are derived from the engine's state, so the frames are what every
/// channel has. Its error is h⁴/30 · |f⁽⁵⁾| at the centre of five frames 1/120 s apart.
///
/// **What the engine does between frames** is taken as that same Hermite cubic frame to frame
/// (the reference: error h⁴/384 · |f⁗| over a frame, 0.01 pt for a spring at ω·h = 0.45 over
/// 100 pt); a segment spanning several frames must stay within the tolerance of every frame it
/// spans and of the reference at a quarter, half and three quarters of every frame between.
///
/// **Control points' y within 0…1.** Apple documents a timing function as mapping "an input time
/// normalized to the range [0,1] to an output time also in the range [0,1]"
/// ([CAMediaTimingFunction](https://developer.apple.com/documentation/quartzcore/camediatimingfunction));
/// apps pass overshooting control points, but no Apple page says how the render server treats
/// them, so y1 and y2 are clamped to 0…1. A segment is then monotone between its two values: the
/// engine's turning points (a spring's overshoot, the top of a bounce) get a node of their own
/// at the reference's extremum (velocity 0), keyed where the overshoot is more than the
/// tolerance. Control points are rounded to `Float`, as `init(controlPoints:_:_:_:)` takes them,
/// so the model draws what Core Animation is given.
struct KeyframeFit: Sendable {
  /// The control points' x, as `Float`s: the thirds.
  static let firstX = Double(Float(1.0 / 3))
  static let secondX = Double(Float(2.0 / 3))
  /// Where in each frame interval a spanning segment is compared with the reference.
  private static let probes: [Double] = [0.25, 0.5, 0.75]

  // Nodes: every frame, and every turning point of the reference between two frames.
  private var times: [Double] = []
  private var values: [Double] = []
  /// The velocity arriving at and leaving each node (different at a contact).
  private var slopeIn: [Double] = []
  private var slopeOut: [Double] = []
  /// Whether a key must fall on the node (a frame off the grid: a contact).
  private var mandatory: [Bool] = []
  /// Per interval between two nodes, at each of the ``probes``: its time and the reference's
  /// value there (made once per fit: they do not depend on the segment tried).
  private var probeTimes: [Double] = []
  private var probeValues: [Double] = []
  /// The chosen nodes, and per segment its timing function's y1 and y2.
  private(set) var keys: [Int] = []
  private(set) var controls: [(y1: Double, y2: Double)] = []

  init() {}

  /// The time (seconds, as the frames' times) and value of key `index`.
  func key(_ index: Int) -> (time: Double, value: Double) {
    (times[keys[index]], values[keys[index]])
  }

  /// The timing function of segment `index` (from key `index` to the next), as its control
  /// points: four numbers, no allocation (the Bézier is built where the model evaluates it).
  /// (1/3, 1/3), (2/3, 2/3) is the straight line, given as `linear`; so is a y that is not
  /// finite, as a `TimingCurve` would refuse it.
  func timing(_ index: Int) -> RenderAnimation.ControlPoints {
    let (y1, y2) = controls[index]
    if y1 == Self.firstX, y2 == Self.secondX { return .linear }
    guard y1.isFinite, y2.isFinite else { return .linear }
    return RenderAnimation.ControlPoints(unchecked: Self.firstX, y1, Self.secondX, y2)
  }

  /// Fits keys to the frames `frameValues` at `frameTimes` (seconds, ascending; as many),
  /// `isBreak` saying which are contacts (keyed, a velocity each side), within `tolerance`.
  mutating func fit(
    _ frameValues: ArraySlice<Double>, times frameTimes: ArraySlice<Double>,
    isBreak: ArraySlice<Bool>, tolerance: Double
  ) {
    buildNodes(frameValues, frameTimes, isBreak)
    buildProbes()
    keys.removeAll(keepingCapacity: true)
    controls.removeAll(keepingCapacity: true)
    let n = times.count
    keys.append(0)
    var i = 0
    while i < n - 1 {
      var j = i + 1
      while j + 1 < n, !mandatory[j], fits(from: i, to: j + 1, tolerance: tolerance) { j += 1 }
      controls.append(control(from: i, to: j))
      keys.append(j)
      i = j
    }
  }

  /// The frames as nodes, with their velocities, and the reference's turning points between.
  private mutating func buildNodes(
    _ frameValues: ArraySlice<Double>, _ frameTimes: ArraySlice<Double>, _ isBreak: ArraySlice<Bool>
  ) {
    times.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    slopeIn.removeAll(keepingCapacity: true)
    slopeOut.removeAll(keepingCapacity: true)
    mandatory.removeAll(keepingCapacity: true)
    let n = frameValues.count
    guard n > 0 else { return }
    let v = frameValues.startIndex
    let t = frameTimes.startIndex
    // Velocities per smooth stretch [a, z]: the ends and the contacts bound them.
    var a = 0
    var z = Self.stretchEnd(after: 0, isBreak, n)
    for k in 0..<n {
      let here = Self.derivative(frameValues, frameTimes, at: k, stretch: a, z)
      if k == z, k < n - 1 {
        // A contact: the velocity arriving is this stretch's, the one leaving the next's.
        let next = Self.stretchEnd(after: k, isBreak, n)
        let leaving = Self.derivative(frameValues, frameTimes, at: k, stretch: k, next)
        appendNode(frameTimes[t + k], frameValues[v + k], in: here, out: leaving, mandatory: true)
        a = k
        z = next
      } else {
        appendNode(frameTimes[t + k], frameValues[v + k], in: here, out: here, mandatory: false)
      }
      if k > 0 { insertTurningPoints(before: times.count - 1) }
    }
  }

  /// The probes of every interval between two nodes: times and the reference's values.
  private mutating func buildProbes() {
    probeTimes.removeAll(keepingCapacity: true)
    probeValues.removeAll(keepingCapacity: true)
    // Grown once to their size (a fresh planner's fit would otherwise double them ten times).
    let intervals = max(times.count - 1, 0)
    probeTimes.reserveCapacity(intervals * Self.probes.count)
    probeValues.reserveCapacity(intervals * Self.probes.count)
    for k in 0..<intervals {
      let span = times[k + 1] - times[k]
      let m0 = slopeOut[k] * span
      let m1 = slopeIn[k + 1] * span
      for tau in Self.probes {
        probeTimes.append(times[k] + tau * span)
        probeValues.append(Self.hermite(values[k], values[k + 1], m0, m1, tau))
      }
    }
  }

  /// The first frame after `k` that ends a smooth stretch: a contact, or the last.
  private static func stretchEnd(after k: Int, _ isBreak: ArraySlice<Bool>, _ n: Int) -> Int {
    var z = k + 1
    while z < n - 1, !isBreak[isBreak.startIndex + z] { z += 1 }
    return min(z, n - 1)
  }

  private mutating func appendNode(
    _ time: Double, _ value: Double, in arriving: Double, out leaving: Double, mandatory must: Bool
  ) {
    times.append(time)
    values.append(value)
    slopeIn.append(arriving)
    slopeOut.append(leaving)
    mandatory.append(must)
  }

  /// Inserts, before node `last`, the reference's turning points between node `last − 1` and it.
  private mutating func insertTurningPoints(before last: Int) {
    let p = last - 1
    let span = times[last] - times[p]
    guard span > 0 else { return }
    let m0 = slopeOut[p] * span
    let m1 = slopeIn[last] * span
    let d = values[last] - values[p]
    // The Hermite cubic's derivative in τ: A·τ² + B·τ + C.
    let qa = 3 * (m0 + m1) - 6 * d
    let qb = 6 * d - 4 * m0 - 2 * m1
    let qc = m0
    var roots = (Double.nan, Double.nan)
    if abs(qa) < 1e-12 * (abs(qb) + abs(qc)) {
      if qb != 0 { roots.0 = -qc / qb }
    } else {
      let disc = qb * qb - 4 * qa * qc
      guard disc > 0 else { return }
      let s = disc.squareRoot()
      let q = -0.5 * (qb + (qb < 0 ? -s : s))
      let r0 = q / qa
      let r1 = q != 0 ? qc / q : Double.nan
      roots = (min(r0, r1), max(r0, r1))
    }
    var inserted = 0
    for index in 0..<2 {
      let tau = index == 0 ? roots.0 : roots.1
      guard tau > 1e-3, tau < 1 - 1e-3 else { continue }
      let value = Self.hermite(values[p], values[last], m0, m1, tau)
      let at = p + 1 + inserted
      times.insert(times[p] + tau * span, at: at)
      values.insert(value, at: at)
      slopeIn.insert(0, at: at)
      slopeOut.insert(0, at: at)
      mandatory.insert(false, at: at)
      inserted += 1
    }
  }

  /// The Hermite cubic at τ in 0…1 from `p0` to `p1` with end derivatives `m0`, `m1` (per τ).
  static func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ tau: Double)
    -> Double
  {
    let t2 = tau * tau
    let t3 = t2 * tau
    return (2 * t3 - 3 * t2 + 1) * p0 + (t3 - 2 * t2 + tau) * m0 + (-2 * t3 + 3 * t2) * p1
      + (t3 - t2) * m1
  }

  /// The timing function's y1 and y2 for the segment from node `i` to node `j`: the Hermite
  /// cubic's, clamped to 0…1 and rounded to `Float`.
  private func control(from i: Int, to j: Int) -> (y1: Double, y2: Double) {
    let change = values[j] - values[i]
    let span = times[j] - times[i]
    guard change != 0, span > 0 else { return (Self.firstX, Self.secondX) }
    let y1 = min(max(slopeOut[i] * span / (3 * change), 0), 1)
    let y2 = min(max(1 - slopeIn[j] * span / (3 * change), 0), 1)
    return (Double(Float(y1)), Double(Float(y2)))
  }

  /// Whether one segment from node `i` to node `j` stays within `tolerance` of every node it
  /// spans and of the reference at the probes of every interval between. The segment's value
  /// at a time is `v0 + (v1 − v0) · y(u)`, u its fraction of the segment's time (x(s) = s: the
  /// thirds' rounding moves it by ~1e-8 of it).
  private func fits(from i: Int, to j: Int, tolerance: Double) -> Bool {
    let c = control(from: i, to: j)
    let start = times[i]
    let span = times[j] - start
    let first = values[i]
    let change = values[j] - first
    func segment(at time: Double) -> Double {
      let u = (time - start) / span
      let w = 1 - u
      let y = 3 * w * w * u * c.y1 + 3 * w * u * u * c.y2 + u * u * u
      return first + change * y
    }
    let probeCount = Self.probes.count
    for k in i..<j {
      if k > i, abs(segment(at: times[k]) - values[k]) > tolerance { return false }
      for probe in (k * probeCount)..<((k + 1) * probeCount)
      where abs(segment(at: probeTimes[probe]) - probeValues[probe]) > tolerance {
        return false
      }
    }
    return true
  }

  /// The derivative at frame `k` of the polynomial through the (at most) five frames nearest it
  /// within the stretch `a`…`z`.
  static func derivative(
    _ values: ArraySlice<Double>, _ times: ArraySlice<Double>, at k: Int, stretch a: Int, _ z: Int
  ) -> Double {
    guard z > a else { return 0 }
    let lo = max(a, min(k - 2, z - 4))
    let hi = min(z, lo + 4)
    let v = values.startIndex
    let t = times.startIndex
    let x = times[t + k]
    var sum = 0.0
    for j in lo...hi {
      if j == k {
        var s = 0.0
        for m in lo...hi where m != k { s += 1 / (x - times[t + m]) }
        sum += values[v + k] * s
      } else {
        let xj = times[t + j]
        var w = 1 / (xj - x)
        for m in lo...hi where m != j && m != k { w *= (x - times[t + m]) / (xj - times[t + m]) }
        sum += values[v + j] * w
      }
    }
    return sum
  }
}
