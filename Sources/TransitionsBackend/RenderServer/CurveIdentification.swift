public import Motion

/// Finds the `CABasicAnimation` with a timing function that draws a sampled motion exactly,
/// when there is one: a run that starts where the samples start and moves from the first value
/// to the last along one of the candidate curves (by default Core Animation's named presets,
/// `TimingCurve.presets`) over some duration.
///
/// The duration is found from the sample nearest half way (the curve's parameter there by
/// bisection, monotone for every preset), checked against where the samples reach their final
/// value (the engine sets it in the first frame at or after the duration), and the candidate is
/// then checked at every sample.
public enum CurveIdentification {
  /// Core Animation's named timing functions (`TimingCurve.presets`).
  public static let presets: [TimingCurve] = TimingCurve.presets.map(\.curve)

  /// The basic animation whose values at `k·h` stay within `tolerance` of `samples[k]`, and its
  /// duration; or `nil`.
  ///
  /// - Complexity: O(n) per candidate for n samples, no allocation.
  public static func identify(
    _ samples: ArraySlice<Double>, interval h: Double, tolerance: Double,
    candidates: [TimingCurve] = CurveIdentification.presets
  ) -> (curve: RenderAnimation.Curve, duration: Double)? {
    guard samples.count >= 3, h > 0, let from = samples.first, let to = samples.last,
      to != from
    else { return nil }
    let base = samples.startIndex
    var settled = samples.endIndex - 1
    while settled > base, samples[settled - 1] == to { settled -= 1 }
    let hasRest = settled < samples.endIndex - 1
    // The sample nearest half way, strictly inside the motion.
    var middle: Int?
    var nearest = Double.infinity
    for k in (base + 1)..<settled {
      let progress = (samples[k] - from) / (to - from)
      guard progress > 0.02, progress < 0.98, abs(progress - 0.5) < nearest else { continue }
      nearest = abs(progress - 0.5)
      middle = k
    }
    guard let middle else { return nil }
    let progress = (samples[middle] - from) / (to - from)
    for timing in candidates {
      guard let x = fraction(of: timing, reaching: progress), x > 0 else { continue }
      let duration = Double(middle - base) * h / x
      // The engine shows the final value from the first frame at or after the duration.
      let end = Double(settled - base) * h
      guard duration <= end + 1e-9, !hasRest || duration > end - h - 1e-9 else { continue }
      let animation = RenderAnimation(
        .basic(from: from, to: to, timing: timing), beginTime: 0, duration: duration)
      var fits = true
      for k in base..<settled
      where abs(animation.value(atLocalTime: Double(k - base) * h) - samples[k]) > tolerance {
        fits = false
        break
      }
      if fits { return (.basic(from: from, to: to, timing: timing), duration) }
    }
    return nil
  }

  /// The time fraction at which `timing` reaches `progress`, by bisection on the curve's
  /// parameter (its y rises with it for every curve whose control points' y are in [0, 1]).
  static func fraction(of timing: TimingCurve, reaching progress: Double) -> Double? {
    guard (0...1).contains(timing.y1), (0...1).contains(timing.y2) else { return nil }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if timing.y(atParameter: middle) < progress { low = middle } else { high = middle }
    }
    return timing.x(atParameter: (low + high) / 2)
  }
}
