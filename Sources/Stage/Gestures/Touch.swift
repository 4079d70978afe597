public import Motion

/// Where a touch is in its life.
public enum TouchPhase: Sendable, Hashable {
  /// The finger went down.
  case began
  /// The finger moved.
  case moved
  /// The finger lifted.
  case ended
  /// The system took the touch away (an incoming call, a removed view).
  case cancelled
}

/// One injected touch event: a finger (identified by `id`) at a location in window
/// coordinates, at a time in seconds.
///
/// Several fingers are several ids; events must arrive in time order.
///
/// ```swift
/// try window.send(Touch(id: 1, phase: .began, location: Point(x: 200, y: 400), time: 0))
/// try window.send(Touch(id: 1, phase: .moved, location: Point(x: 200, y: 450), time: 0.016))
/// try window.send(Touch(id: 1, phase: .ended, location: Point(x: 200, y: 460), time: 0.032))
/// ```
public struct Touch: Sendable, Hashable {
  /// Identifies the finger across its events.
  public var id: Int
  /// The phase of this event.
  public var phase: TouchPhase
  /// The location in window coordinates, in points.
  public var location: Point
  /// The time of the event, in seconds of window time.
  public var time: Double

  public init(id: Int, phase: TouchPhase, location: Point, time: Double) {
    self.id = id
    self.phase = phase
    self.location = location
    self.time = time
  }
}
