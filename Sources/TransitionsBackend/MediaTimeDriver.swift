public import Motion
public import Stage

/// A host driven in a toolkit's media time: display frames and touches, both stamped by the
/// toolkit's clock (UIKit's `CACurrentMediaTime()` clock), mapped by one ``ClockMapping`` onto
/// the window's. Every mirrored scene drives its host through it.
///
/// ```swift
/// let driver = MediaTimeDriver(host: host)
/// driver.tick(mediaTime: link.targetTimestamp)
/// driver.send(id: 1, phase: .began, location: p, mediaTime: touch.timestamp)
/// ```
@MainActor
public final class MediaTimeDriver {
  /// The host driven.
  public let host: StageHost
  /// Maps the toolkit's media clock onto the window's.
  public private(set) var clock = ClockMapping()
  /// The fingers delivered down and not yet lifted.
  private var fingersDown: Set<Int> = []

  public init(host: StageHost) {
    self.host = host
  }

  /// Runs one frame at `mediaTime` and publishes it. The first frame (or touch) anchors the
  /// clock: it runs at the window's time. Returns `false`, running nothing, for a frame that is
  /// not later than the last one (a display link may repeat a time) or not finite.
  @discardableResult
  public func tick(mediaTime: Double) -> Bool {
    let time: Double
    if !clock.isAnchored {
      guard mediaTime.isFinite else { return false }
      clock.anchor(mediaTime: mediaTime, engineTime: host.currentTime)
      time = host.currentTime
    } else if let next = clock.frame(at: mediaTime) {
      time = next
    } else {
      return false
    }
    // The mapping gives only finite times no earlier than the window's.
    return (try? host.tick(to: time)) != nil
  }

  /// The scene came to rest: its display link stops. The next frame or touch anchors the clock
  /// anew at the window's time (as the first one did), so the time the link was stopped is not
  /// taken for a hitch: a run that a toolkit call begins at rest (a button's push, a selection)
  /// shows its first frame from its start, and a touch after a pause is delivered at once
  /// instead of being mapped before the window's time. Fingers down keep the clock.
  public func rest() {
    guard fingersDown.isEmpty else { return }
    clock.release()
  }

  /// The backend starts its display link at `mediaTime` (UIKit: `CACurrentMediaTime()` as the
  /// link is added), after a call that needs frames: a clock at rest anchors there, at the
  /// window's time, so the first frame (at the link's `targetTimestamp`) advances by the time
  /// since, as an animation committed at the call would. Does nothing while anchored, or for a
  /// time that is not finite.
  public func wake(mediaTime: Double) {
    guard !clock.isAnchored, mediaTime.isFinite else { return }
    clock.anchor(mediaTime: mediaTime, engineTime: host.currentTime)
  }

  /// Whether a finger was delivered down and has not lifted (nor been cancelled) since.
  public var hasFingersDown: Bool { !fingersDown.isEmpty }

  /// Changes the clock's rate (engine seconds per media second: 1 in an app, 0.25 for a
  /// slow-motion lab) from `mediaTime` on, keeping the engine time of `mediaTime` where it is
  /// (``ClockMapping/setRate(_:at:)``): no jump. A clock at rest keeps the rate for when it
  /// anchors again.
  ///
  /// - Throws: ``ClockMappingError`` for a rate that is not positive and finite; nothing changes.
  public func setRate(_ rate: Double, at mediaTime: Double) throws(ClockMappingError) {
    try clock.setRate(rate, at: mediaTime)
  }

  /// Delivers a touch stamped `mediaTime` (UIKit's `UITouch.timestamp`) at `location` in the
  /// window's coordinates.
  ///
  /// The host's rule decides late touches: up to `StageHost/lateTouchTolerance`
  /// late, delivered now; later than that (or before the finger's previous event, which a
  /// hitch's shifted clock can make), refused, except a lift or a cancellation, which is
  /// delivered now all the same: a lost lift would leave the engine's finger down for ever.
  ///
  /// - Returns: whether the touch was delivered.
  @discardableResult
  public func send(id: Int, phase: TouchPhase, location: Point, mediaTime: Double) -> Bool {
    deliver(id: id, phase: phase, location: location, mediaTime: mediaTime).isDelivered
  }

  /// Delivers a touch as ``send(id:phase:location:mediaTime:)`` does and says what became of
  /// it, for a backend that reports it (the lab tells its page). With `cancelsRefusedLift`, a
  /// lift the host refuses is delivered now as a cancellation instead (the lab's rule: a lift
  /// whose time is lost gives no release velocity to trust).
  public func deliver(
    id: Int, phase: TouchPhase, location: Point, mediaTime: Double,
    cancelsRefusedLift: Bool = false
  ) -> TouchDelivery {
    guard mediaTime.isFinite else { return .refused(.touchTimeNotFinite(mediaTime)) }
    if !clock.isAnchored { clock.anchor(mediaTime: mediaTime, engineTime: host.currentTime) }
    guard let time = clock.engineTime(at: mediaTime) else {
      return .refused(.touchTimeNotFinite(mediaTime))
    }
    let lifts = phase == .ended || phase == .cancelled
    if lifts { fingersDown.remove(id) }
    let before = host.currentTime
    do {
      try host.send(Touch(id: id, phase: phase, location: location, time: time))
      if !lifts { fingersDown.insert(id) }
      return .delivered(at: max(time, before))
    } catch {
      guard lifts else { return .refused(error) }
      let late = cancelsRefusedLift ? TouchPhase.cancelled : phase
      let now = Touch(id: id, phase: late, location: location, time: host.currentTime)
      guard (try? host.send(now)) != nil else { return .refused(error) }
      return .liftDeliveredNow(at: now.time, phase: late, refusal: error)
    }
  }
}

/// What became of a touch a ``MediaTimeDriver`` was given.
public enum TouchDelivery: Equatable, Sendable {
  /// Delivered at `at` engine seconds: its own time mapped, or the window's for a touch up to
  /// the host's tolerance late.
  case delivered(at: Double)
  /// A lift (or cancellation) the host refused (`refusal`), delivered at the window's time `at`
  /// as `phase` (its own, or a cancellation).
  case liftDeliveredNow(at: Double, phase: TouchPhase, refusal: HostError)
  /// Refused, nothing delivered: by the host, or for a media time that is not finite.
  case refused(HostError)

  /// Whether the touch (or the cancellation for it) reached the host.
  public var isDelivered: Bool {
    if case .refused = self { return false }
    return true
  }
}
