import Motion
import Stage

/// The detents resolved for the window: their heights, where a release may land, which one is
/// the largest and which the largest undimmed.
extension SheetTransition {
  /// Resolves the detents for the window's size and safe area, when either changed.
  func resolveDetents(for window: Window) {
    let size = window.bounds.size
    let safeArea = window.safeAreaInsets
    if let resolved = resolvedFor, resolved.size == size, resolved.safeArea == safeArea,
      resolved.contentHeight == contentHeight, !detents.isEmpty
    {
      return
    }
    let resolved = configuration.resolvedDetents(
      in: size, safeArea: safeArea, contentHeight: contentHeight)
    detents = resolved.map(\.detent)
    heights = resolved.map(\.height)
    landingHeights = heights
    resolvedFor = (size, safeArea, contentHeight)
    largeIndex = detents.firstIndex(of: .large)
    undimmedIndex = configuration.largestUndimmedDetent.flatMap { detents.firstIndex(of: $0) }
  }

  /// The index of `detent` among the sorted detents (the smallest for an unknown one).
  func index(of detent: SheetDetent) -> Int {
    detents.firstIndex(of: detent) ?? 0
  }

  /// A detent's height above the floor: its height, no more than the room above the floor.
  func effectiveHeight(of detent: SheetDetent, _ floor: Floor) -> Double {
    effectiveHeight(at: index(of: detent), floor)
  }

  func effectiveHeight(at index: Int, _ floor: Floor) -> Double {
    guard heights.indices.contains(index) else { return floor.room }
    return min(heights[index], floor.room)
  }

  /// The detent nearest to `extent` points above the floor.
  func nearestDetent(to extent: Double, _ floor: Floor) -> SheetDetent {
    var best = 0
    for index in heights.indices
    where abs(effectiveHeight(at: index, floor) - extent)
      < abs(effectiveHeight(at: best, floor) - extent)
    {
      best = index
    }
    return detents.indices.contains(best) ? detents[best] : openingDetent
  }
}
