import Motion

extension World {
  /// The bracket within which a time of impact is returned, in seconds: the returned time is
  /// one at which the item was found clear of the boundary, and one at most this much later
  /// was found touching or past it.
  static let impactTimeTolerance = 1e-13

  /// The time of impact of item `i`, moving from `s`, on a boundary (normal `n`) within
  /// `0...limit`, and the item's state then (just before contact: its distance is ≥ 0), or nil
  /// for the caller to advance the item to that time. `startDistance` (> 0) and `endDistance`
  /// are the distances at 0 and at `limit` (< 0 unless a turning item's corner swings in and
  /// out within the interval).
  ///
  /// An item whose angle does not change over the interval (no spin, no torque) has a
  /// distance that moves with its centre alone, and the distance's rate is the exact
  /// velocity's normal component: its root is found by Newton's method on the exact motion,
  /// kept inside the bracket (a step that would leave the bracket, or that is more than half the
  /// last one, bisects instead, as in Numerical Recipes' `rtsafe`), from the secant's guess;
  /// about four exact solutions of the motion instead of the bisection's thirty-five (the
  /// shade's impacts: about 3,350 instructions each instead of 28,300). Both end
  /// on the same condition: a time found clear and one found touching at most
  /// ``impactTimeTolerance`` apart (or no double between them). A turning item's distance also
  /// depends on its angle: it keeps the bisection.
  func impact(
    _ i: Int, _ s: ItemState, _ boundary: BoundaryGeometry, _ n: Vector, within limit: Double,
    startDistance: Double, endDistance: Double
  ) -> (time: Double, state: ItemState?) {
    guard s.angularVelocity == 0, models[i].angularAcceleration == 0, endDistance < 0 else {
      // Advanced by the caller once the earliest impact is known, as before this path existed.
      return (bisectedImpactTime(i, s, boundary, n, within: limit), nil)
    }
    let tolerance = Self.impactTimeTolerance
    var lo = 0.0
    var hi = limit
    var clear = s
    // The secant's guess: the distance is nearly linear over a step.
    var t = limit * (startDistance / (startDistance - endDistance))
    var lastStep = limit
    for _ in 0..<60 {
      if !(t > lo && t < hi) {
        t = (lo + hi) / 2
        guard t > lo, t < hi else { break }
      }
      let state = advanceItem(i, s, by: t)
      let f = boundary.distance(box(i, state), normal: n)
      if f < 0 {
        hi = t
      } else {
        lo = t
        clear = state
      }
      guard hi - lo > tolerance else { break }
      // Bisect unless Newton's step stays inside the bracket and is at most half the last one.
      var next = (lo + hi) / 2
      var taken = (hi - lo) / 2
      let step = f / state.velocity.dot(n)
      if f.isFinite, step.isFinite {
        let newton = t - step
        if abs(step) < tolerance / 2 {
          // Converged: the next time lies just across the root, on the side not yet within
          // the tolerance, so that the bracket closes with one more solution.
          next = f < 0 ? newton - tolerance / 4 : newton + tolerance / 4
          taken = abs(next - t)
        } else if newton > lo, newton < hi, abs(2 * step) <= lastStep {
          next = newton
          taken = abs(step)
        }
      }
      lastStep = taken
      t = next
    }
    return (lo, clear)
  }

  /// The first time in `0...limit` at which the item reaches the boundary (bisection on the
  /// exact motion; the returned time is just before contact).
  private func bisectedImpactTime(
    _ i: Int, _ s: ItemState, _ boundary: BoundaryGeometry, _ n: Vector, within limit: Double
  ) -> Double {
    var lo = 0.0
    var hi = limit
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      guard mid > lo, mid < hi, hi - lo > Self.impactTimeTolerance else { break }
      let state = advanceItem(i, s, by: mid)
      if boundary.distance(box(i, state), normal: n) < 0 {
        hi = mid
      } else {
        lo = mid
      }
    }
    return lo
  }
}
