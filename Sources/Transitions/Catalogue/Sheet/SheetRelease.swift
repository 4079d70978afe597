import Motion

/// Where a released sheet goes: the detent nearest to where the release would land, as
/// FloatingPanel and UIScrollView decide, or away (dismissed) when that is nearest.
///
/// The landing point is the sheet's height now plus the finger's velocity decayed at UIKit's
/// normal deceleration rate, 0.998 per millisecond: (v / 1000) · r / (1 − r) = 0.499 s · v
/// (WWDC 2018, "Designing Fluid Interfaces"; Motion's `Motion.Decay.discreteProjectedDistance`).
/// A gentle release settles on the nearest detent; a strong flick may go past one. Dismissal is
/// one more place to land, at height 0, below the smallest detent: so the same projection
/// decides it, and a sheet released at rest dismisses when it is below half its smallest
/// detent's height (the `projected` release policy's rule).
///
/// ```swift
/// let heights = [234.0, 422, 797]  // 200 pt, medium and large on an iPhone 14
/// // From the smallest, a flick up at 1500 pt/s lands at 234 + 748.5: past medium, on large.
/// SheetRelease.target(
///   height: 234, velocity: 1500, heights: heights, from: 0, skipsDetents: true,
///   dismissible: true)  // .detent(2)
/// // Kept to the adjacent detent:
/// SheetRelease.target(
///   height: 234, velocity: 1500, heights: heights, from: 0, skipsDetents: false,
///   dismissible: true)  // .detent(1)
/// ```
public enum SheetRelease {
  /// Where the sheet goes.
  public enum Target: Sendable, Hashable {
    /// To the detent at this index of the heights.
    case detent(Int)
    /// Away: the sheet is dismissed.
    case dismiss
  }

  /// UIKit's normal deceleration rate, 0.998 per millisecond.
  public static let decelerationRate = Decay.normalRate

  /// How far a release at `velocity` pt/s carries the sheet, in points:
  /// (v / 1000) · r / (1 − r) with r = 0.998, i.e. 0.499 s · v.
  @inlinable
  public static func projection(velocity: Double) -> Double {
    velocity.isFinite ? velocity / 1000 * decelerationRate / (1 - decelerationRate) : 0
  }

  /// Where a sheet released at `height` (points above its floor) moving up at `velocity` pt/s
  /// goes.
  ///
  /// - Parameters:
  ///   - height: The sheet's height above its floor when released, in points.
  ///   - velocity: How fast it rises at the release, in points per second (negative: falling).
  ///   - heights: The detents' heights, in points, smallest first (at least one).
  ///   - from: The index of the detent the drag started from (or was moving to when caught):
  ///     with `skipsDetents` false, only it and its neighbours may be chosen (dismissal counts
  ///     as the neighbour below the smallest).
  ///   - skipsDetents: Whether a strong flick may go past a detent. Default in sheets: `true`.
  ///   - dismissible: Whether dismissal is a place to land.
  /// - Complexity: O(number of detents); allocates nothing.
  @inlinable
  public static func target(
    height: Double, velocity: Double, heights: [Double], from: Int, skipsDetents: Bool,
    dismissible: Bool
  ) -> Target {
    guard !heights.isEmpty else { return dismissible ? .dismiss : .detent(0) }
    let landing = (height.isFinite ? height : heights[0]) + projection(velocity: velocity)
    let anchor = min(max(from, 0), heights.count - 1)
    let lowest = skipsDetents ? -1 : anchor - 1
    let highest = skipsDetents ? heights.count - 1 : min(anchor + 1, heights.count - 1)
    var best = Target.detent(max(lowest, 0))
    var bestDistance = Double.infinity
    var index = max(lowest, -1)
    while index <= highest {
      defer { index += 1 }
      let candidate: Target
      let distance: Double
      if index < 0 {
        guard dismissible else { continue }
        candidate = .dismiss
        distance = abs(landing)
      } else {
        candidate = .detent(index)
        distance = abs(heights[index] - landing)
      }
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }
}
