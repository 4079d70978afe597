import Motion

/// Rest detection as a state machine whose states carry their data.
///
/// `moving` → `resting` when every item has been at or under the rest speed for the rest
/// duration (a `rest` event); `moving` → `timedOut` when the time cap passes first (a `rest`
/// event marked timed out; detection then stops until something wakes the world); `resting` →
/// `moving` when an item moves again (a `resume` event).
enum RestState: Sendable, Equatable {
  /// Not at rest: moving since `since` (world time, for the time cap), all still for `stillFor`
  /// seconds.
  case moving(since: Double, stillFor: Double)
  /// A rest was reported; watching for motion.
  case resting
  /// The time cap reported a rest; nothing is watched until the world is woken.
  case timedOut
}

extension World {
  /// Whether a rest has been reported and motion has not resumed since.
  public var isResting: Bool {
    switch rest {
    case .moving: return false
    case .resting, .timedOut: return true
    }
  }

  /// Restarts rest detection: the next rest is reported afresh, and a time cap counts from now.
  public func resetRestDetection() {
    rest = .moving(since: elapsedTime, stillFor: 0)
  }

  /// Something changed an item or the behaviours: stillness counts again from zero, and a rest
  /// reported by the time cap no longer stops detection (motion will be reported as a resume).
  func wake() {
    switch rest {
    case .moving(let since, _): rest = .moving(since: since, stillFor: 0)
    case .resting, .timedOut: rest = .resting
    }
  }

  func detectRest(time: Double) {
    let since: Double
    let stillFor: Double
    switch rest {
    case .timedOut: return
    case .resting:
      guard !allStill() else { return }
      rest = .moving(since: time, stillFor: 0)
      emit(.resume(time: time))
      onResume?(self)
      return
    case .moving(let start, let still):
      since = start
      stillFor = allStill() ? still + step : 0
    }
    if stillFor >= restDetection.duration - 1e-9 {
      rest = .resting
      emit(.rest(time: time, timedOut: false))
      onRest?(self)
    } else if let cap = restDetection.timeCap, time - since >= cap - 1e-9 {
      rest = .timedOut
      emit(.rest(time: time, timedOut: true))
      onRest?(self)
    } else {
      rest = .moving(since: since, stillFor: stillFor)
    }
  }

  /// Whether every item is at or under the rest speed and the rest angular speed.
  private func allStill() -> Bool {
    var fastest = 0.0
    var spin = 0.0
    // Over a buffer pointer: iterating the array held by the world retained it every step.
    states.withUnsafeBufferPointer { states in
      for state in states {
        fastest = max(fastest, state.velocity.lengthSquared)
        spin = max(spin, abs(state.angularVelocity))
      }
    }
    return fastest <= restDetection.speed * restDetection.speed
      && spin <= restDetection.angularSpeed
  }
}
