import Motion

/// Looking ahead without moving: when the next boundary contact will be, so that a caller
/// sampling the motion (a plan of keyframes for a render server) can sample it there too.
extension World {
  /// The time, in seconds from now (``elapsedTime``), of the first boundary contact an item
  /// makes within `duration` seconds if nothing changes meanwhile, or `nil` for none.
  ///
  /// The motion is the one a step makes (each item's exact motion under its forces, the time of
  /// impact found by bisection to 1e-13 s, as ``CollisionBehavior`` finds it), from the state
  /// shown now. Nothing changes: no state, no contact, no event, no cached operator. Only an
  /// item that is inside a boundary at the end of `duration` counts (keep `duration` short: a
  /// frame); items at rest against a boundary (sliding along it), items tied to other items and
  /// contacts between items are not looked at.
  ///
  /// - Throws: ``DynamicsError`` (parameter `duration`) for a duration that is not finite or is
  ///   negative.
  public func nextBoundaryContact(within duration: Double) throws(DynamicsError) -> Double? {
    guard duration.isFinite, duration >= 0 else {
      throw DynamicsError(
        parameter: "duration",
        problem: "expected a finite number of seconds of at least 0, got \(duration)")
    }
    pickUpTargetChanges()
    guard duration > 0, !isStepping, !cacheIsStale, !contactsAreStale,
      models.count == bodies.count, presented.count == bodies.count,
      cache.boundaries.count <= 64
    else { return nil }
    var first: Double?
    for i in 0..<bodies.count where cache.itemBoundaryMasks[i] != 0 && !models[i].isCoupled {
      let limit = first ?? duration
      if let time = peekContact(i, within: limit), time < limit { first = time }
    }
    return first
  }

  /// The first time within `limit` at which item `i`, from its shown state, enters a boundary
  /// it is not resting on.
  private func peekContact(_ i: Int, within limit: Double) -> Double? {
    let start = presented[i]
    var operators = propagators[i]  // a copy: the world's own cache is left as it is
    // The item's forces, read once (nothing changes them while looking).
    let model = models[i]
    func state(after tau: Double) -> ItemState {
      model.movesAlone
        ? model.advanceAlone(start, by: tau, propagators: &operators)
        : model.advance(start, by: tau, springs: springTerms, item: i, propagators: &operators)
    }
    let mask = cache.itemBoundaryMasks[i]
    let end = state(after: limit)
    var found: Double?
    for b in cache.boundaries.indices where mask & (1 << UInt64(b)) != 0 {
      guard restingMask[i] & (1 << UInt64(b)) == 0 else { continue }
      let boundary = cache.boundaries[b]
      let n = boundary.normal(facing: start.center)
      guard boundary.distance(box(i, start), normal: n) > 0,
        boundary.distance(box(i, end), normal: n) < 0
      else { continue }
      // Bisection on the exact motion: `lo` stays outside, `hi` inside.
      var lo = 0.0
      var hi = limit
      for _ in 0..<60 {
        let mid = (lo + hi) / 2
        guard mid > lo, mid < hi, hi - lo > 1e-13 else { break }
        if boundary.distance(box(i, state(after: mid)), normal: n) < 0 {
          hi = mid
        } else {
          lo = mid
        }
      }
      found = min(found ?? lo, lo)
    }
    return found
  }
}
