import Motion

/// The velocity of a paused animator's on-screen progress: that of the motion at the pause, then
/// of the latest scrubbing, and 0 once the views have been held still for more than
/// `VelocityTracker.maximumGap` (as a finger's velocity reads 0 after such a pause).
struct HeldVelocity: Sendable {
  private var time: Double
  private var progress: Double
  private var velocity: Double
  /// The sample before the latest, for a change within the same instant.
  private var previous: (time: Double, progress: Double)?

  init(progress: Double, velocity: Double, at time: Double) {
    self.time = time
    self.progress = progress
    self.velocity = velocity
  }

  /// Records that `progress` is shown from `time` on.
  mutating func record(progress newProgress: Double, at now: Double) {
    if now > time {
      previous = (time, progress)
      time = now
    }
    progress = newProgress
    if let previous, time > previous.time {
      velocity = (progress - previous.progress) / (time - previous.time)
    }
  }

  /// The velocity at `now`, in progress per second.
  func velocity(at now: Double) -> Double {
    now - time > VelocityTracker.maximumGap ? 0 : velocity
  }
}
