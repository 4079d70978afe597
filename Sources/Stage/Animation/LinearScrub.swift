/// The mapping from an animator's time fraction to its visual progress while it is scrubbed
/// linearly: straight lines through (0, 0), the point where it paused, and (1, 1).
///
/// Paused at its start the mapping is progress = fraction (UIKit's); paused mid-flight on a
/// non-linear curve it passes through the paused progress, so the first scrub does not jump.
///
/// ```swift
/// let scrub = LinearScrub(anchorFraction: 0.3, anchorProgress: 0.5)
/// scrub.progress(atFraction: 0.65)  // 0.75: halfway from the pause point to the end
/// scrub.fraction(atProgress: 0.75, near: 0.5)  // 0.65
/// ```
struct LinearScrub: Sendable, Hashable {
  /// The fraction at the pause, in `0...1`.
  var anchorFraction = 0.0
  /// The progress at the pause (a spring may have left `0...1`).
  var anchorProgress = 0.0

  /// The progress shown at `fraction`.
  func progress(atFraction f: Double) -> Double {
    let (fa, pa) = (anchorFraction, anchorProgress)
    if f <= fa { return fa > 0 ? pa * f / fa : pa }
    return fa < 1 ? pa + (1 - pa) * (f - fa) / (1 - fa) : pa
  }

  /// The fraction that shows `progress`. When two fractions show it (the pause point
  /// overshot the end or the start, so the mapping turns back), the one nearer `current`;
  /// when none does, the end or pause point whose progress is nearest.
  func fraction(atProgress p: Double, near current: Double) -> Double {
    let (fa, pa) = (anchorFraction, anchorProgress)
    let below = pa != 0 ? fa * p / pa : 0
    let above = pa != 1 ? fa + (1 - fa) * (p - pa) / (1 - pa) : 1
    let belowFits = fa > 0 && below >= 0 && below <= fa
    let aboveFits = fa < 1 && above >= fa && above <= 1
    switch (belowFits, aboveFits) {
    case (true, false): return below
    case (false, true): return above
    case (true, true): return abs(below - current) <= abs(above - current) ? below : above
    case (false, false):
      var best = 0.0
      for f in [fa, 1] where abs(progress(atFraction: f) - p) < abs(progress(atFraction: best) - p)
      {
        best = f
      }
      return best
    }
  }
}
