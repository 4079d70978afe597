/// Time: the world moves only when advanced, in fixed steps, and is sampled exactly in between.
extension World {
  /// Advances the simulation by `dt` seconds.
  ///
  /// - Throws: ``DynamicsError`` if `dt` is negative or not finite; the world is unchanged.
  public func advance(by dt: Double) throws(DynamicsError) {
    guard dt.isFinite, dt >= 0 else {
      throw DynamicsError(
        parameter: "dt", problem: "expected a finite number of seconds of at least 0, got \(dt)")
    }
    try advance(to: targetTime + dt)
  }

  /// The most steps one call of ``advance(to:)`` or ``advance(by:)`` takes (2³¹, hours of
  /// work). A call that would take more is refused and changes nothing; a caller with that much
  /// time to simulate advances in smaller intervals.
  public static let maximumStepsPerAdvance = 1 << 31

  /// Advances the simulation to `time` seconds, which must not be earlier than now.
  ///
  /// - Throws: ``DynamicsError`` (parameter `time`) for a time that is not finite, earlier than
  ///   now, or more than ``maximumStepsPerAdvance`` steps ahead; the world is unchanged.
  public func advance(to time: Double) throws(DynamicsError) {
    pickUpTargetChanges()
    guard time.isFinite, time >= targetTime else {
      throw DynamicsError(
        parameter: "time",
        problem: "expected a finite time no earlier than \(targetTime), got \(time)")
    }
    guard !isStepping else {
      throw DynamicsError(parameter: "time", problem: "cannot advance from inside an action")
    }
    // Checked before anything changes: a step count beyond `maximumStepsPerAdvance` (or one
    // that is not even an integer, from a tiny step) is refused, never converted.
    let steps = ((time - epoch) / step * (1 + 1e-12)).rounded(.down)
    guard steps.isFinite, steps - Double(stepsSinceEpoch) <= Double(Self.maximumStepsPerAdvance)
    else {
      throw DynamicsError(
        parameter: "time",
        problem:
          "advancing to \(time) s at a step of \(step) s takes more than "
          + "\(Self.maximumStepsPerAdvance) steps; advance in smaller intervals")
    }
    let wanted = Int(steps)
    targetTime = time
    isStepping = true
    while stepsSinceEpoch < wanted {
      performStep()
    }
    isStepping = false
    present()
  }

  /// Makes the committed state the presented one and restarts the step grid at the current
  /// time, so a change made now applies from now.
  func rebase() {
    // A target moved since the last look: the contacts are forgotten at the next step and the
    // world wakes (order-free with what the caller changes next), then the rebase below.
    if signals.targetMoved {
      signals.targetMoved = false
      contactsAreStale = true
      wake()
    }
    guard !isStepping else { return }
    if targetTime > committedTime {
      // Copied into the states' own buffer: assigning the array would share one buffer
      // between the two, and the next step's first write to either would copy it (an
      // allocation on every step whose target time lies an ulp past the committed one,
      // as a finger moving an anchor before each step makes about every other step).
      states.withUnsafeMutableBufferPointer { states in
        _ = states.update(fromContentsOf: presented)
      }
      epoch = targetTime
      stepsSinceEpoch = 0
    }
  }
}
