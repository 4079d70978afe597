import Motion
import Stage

/// The sheet springing to a detent, or coming to rest at one.
extension SheetTransition {
  /// Springs to `detent` from `extent` points above the floor, rising at `velocity` pt/s; under
  /// Reduce Motion critically damped, with the velocity towards the detent limited so that it
  /// never overshoots. Rests at once when it is already there.
  func spring(to detent: SheetDetent, from extent: Double, velocity: Double, interactive: Bool) {
    guard let window else { return }
    let now = window.currentTime
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight(at: now))
    let offset = extent - effectiveHeight(of: detent, floor)
    var spring = Self.detentSpring
    var carried = velocity.isFinite ? velocity : 0
    if window.environment.reduceMotion {
      spring = (try? Spring(dampingRatio: 1, response: spring.response)) ?? .smooth
      let limit = spring.naturalFrequency * abs(offset)
      if carried * offset < 0, abs(carried) > limit { carried = offset > 0 ? -limit : limit }
    }
    let motion = spring.motion(from: offset, to: 0, initialVelocity: carried)
    let duration = motion.settlingDuration(tolerance: .halfPoint)
    guard duration.isFinite, duration > 0 else {
      position = .resting(detent)
      rested(at: detent, interactive: interactive)
      return
    }
    position = .springing(
      to: detent, motion: motion, start: now, duration: duration, interactive: interactive)
  }

  /// Comes to rest from `extent` points above the floor: at once at a detent it is on, else on
  /// a spring to the nearest.
  func settle(from extent: Double) {
    guard let window else { return }
    let floor = Floor(window: window, keyboard: window.keyboard.visibleHeight)
    let detent = nearestDetent(to: extent, floor)
    if abs(effectiveHeight(of: detent, floor) - extent) < 1e-9 {
      position = .resting(detent)
      lastRested = lastRested ?? detent
    } else {
      spring(to: detent, from: extent, velocity: 0, interactive: true)
    }
  }
}
