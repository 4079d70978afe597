public import Motion
import Transitions
public import TransitionsPlayback

/// Builders for the touch events of a play script: the gestures a test of a transition needs,
/// with their times and points in window coordinates (origin top-left, y down).
///
/// ```swift
/// let events =
///   [ScriptEvent(at: 0, .action(.present))]
///   + Touches.grab(at: 0.15, Point(x: 195, y: 500), hold: 0.2)
///   + [Touches.flick(at: 1, from: Point(x: 195, y: 300), direction: Vector(dx: 0, dy: 1))]
/// ```
public enum Touches {
  /// A finger that goes down at `from`, moves in a straight line at constant speed to `to` over
  /// `duration` seconds (a sample every 1/120 s), stays there `hold` seconds, and lifts when
  /// `release` is true: the release velocity is `(to − from) / duration` with no hold, 0 after a
  /// hold of 0.1 s or more.
  public static func drag(
    at time: Double, from: Point, to: Point, duration: Double, hold: Double = 0,
    release: Bool = true
  ) -> ScriptEvent {
    ScriptEvent(
      at: time,
      .drag(Drag(from: from, to: to, duration: duration, hold: hold, release: release)))
  }

  /// A quick drag of `distance` points (default 80) from `from` along `direction` at `speed`
  /// points per second (default 1500), released moving.
  public static func flick(
    at time: Double, from: Point, direction: Vector, distance: Double = 80,
    speed: Double = 1500
  ) -> ScriptEvent {
    let length = direction.length
    let unit = length > 0 ? Vector(dx: direction.dx / length, dy: direction.dy / length) : .zero
    let to = Point(x: from.x + unit.dx * distance, y: from.y + unit.dy * distance)
    return drag(at: time, from: from, to: to, duration: distance / max(speed, 1e-9))
  }

  /// A finger that goes down at `point` and lifts there after `duration` seconds (default
  /// 0.05): a tap.
  public static func tap(at time: Double, _ point: Point, duration: Double = 0.05)
    -> [ScriptEvent]
  {
    [
      ScriptEvent(at: time, .touch(.down, point)),
      ScriptEvent(at: time + duration, .touch(.up, point)),
    ]
  }

  /// A finger that lands on `point` (catching whatever moves there), holds still `hold`
  /// seconds, and lifts without moving.
  public static func grab(at time: Double, _ point: Point, hold: Double) -> [ScriptEvent] {
    tap(at: time, point, duration: hold)
  }
}
