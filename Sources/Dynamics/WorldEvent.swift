/// Something that happened in a world, in the order it happened.
public enum WorldEvent: Sendable, Hashable {
  /// An item started touching a boundary or another item.
  case contactBegan(Contact)
  /// A contact ended.
  case contactEnded(Contact)
  /// Every item came to rest (or the time cap ran out, `timedOut` true). Time in seconds.
  case rest(time: Double, timedOut: Bool)
  /// Motion resumed after a rest.
  case resume(time: Double)

  /// The simulation time of the event, in seconds.
  public var time: Double {
    switch self {
    case .contactBegan(let contact), .contactEnded(let contact): return contact.time
    case .rest(let time, _), .resume(let time): return time
    }
  }
}

/// When a world counts as resting, like `UIDynamicAnimator` pausing.
///
/// The world is at rest once every item's speed has stayed at or below ``speed``, and its
/// angular speed at or below ``angularSpeed``, for ``duration`` seconds of simulated time. With a ``timeCap``, a rest is reported (timed out)
/// that many seconds after the motion started or last resumed, whatever the items do; rest
/// detection then waits for a change (a state set by hand, a behaviour added or removed).
public struct RestDetection: Sendable, Hashable {
  /// Speed at or below which an item counts as still, in points per second. Default 1.
  public var speed: Double
  /// How long every item must stay still, in seconds. Default 0.1.
  public var duration: Double
  /// Longest time before a rest is reported anyway, in seconds; nil for none (the default).
  public var timeCap: Double?
  /// Angular speed at or below which an item counts as still, in radians per second. Default
  /// 0.01: a point 100 pt from the centre then moves at 1 pt/s, the default ``speed``.
  public var angularSpeed: Double

  public init(
    speed: Double = 1, duration: Double = 0.1, timeCap: Double? = nil, angularSpeed: Double = 0.01
  ) {
    self.speed = speed
    self.duration = duration
    self.timeCap = timeCap
    self.angularSpeed = angularSpeed
  }
}
