import Motion

extension World {
  /// Whether item `i`, moved to `end` at angle 0, lies at or beyond every boundary of `mask`
  /// (indices below 64), each seen from `center` as `integrate` sees it. For an item that does
  /// not spin, `integrate`'s loop over the boundaries then finds no contact and returns `end`:
  /// this is that loop's test alone, for the items of a stack that touch no boundary (most of
  /// them), without building their boxes. The distances are bit for bit `integrate`'s:
  /// ``BoundaryGeometry/distance(center:halfSize:normal:)`` is the box's
  /// ``BoundaryGeometry/distance(_:normal:)`` at angle 0 (the box's axes multiply by 1 and 0),
  /// and a NaN reads as not clear, as it does there.
  @inline(__always)
  func isClear(_ i: Int, _ end: ItemState, of mask: UInt64, facing center: Point) -> Bool {
    let half = bodies[i].halfSize
    let count = cache.boundaries.count
    var bits = mask
    while bits != 0 {
      let b = bits.trailingZeroBitCount
      // `integrate` looks at the boundaries that exist only (bits rise with the index).
      guard b < count else { return true }
      bits &= bits - 1
      let boundary = cache.boundaries[b]
      let n = boundary.normal(facing: center)
      guard boundary.distance(center: end.center, halfSize: half, normal: n) >= 0 else {
        return false
      }
    }
    return true
  }
}
