public import Motion
public import Stage

/// The decisions of a toolkit recogniser that hands every touch to the engine (UIKit's glue: a
/// `UIGestureRecognizer` subclass): which engine finger each toolkit touch is, and which state
/// the recogniser moves to. A pure value; the glue only sets what it returns.
///
/// - Each toolkit touch (keyed by the toolkit's identity of the touch object) keeps one engine
///   finger id from its first event to its lift; ids are not reused while the recogniser lives.
/// - The recogniser watches (alongside the app's recognisers as ``GestureArbitration`` allows)
///   and stays `possible` while the engine only watches, so the views under the finger keep
///   their touches (a button still works). It
///   begins when the engine says one of its gestures has taken the touches (then the toolkit
///   cancels those views' touches), changes while any finger is down, and ends when the last
///   lifts. If the engine never took them, it fails when the last finger lifts. Fingers still
///   down when it is reset (another recogniser took the touches) are cancelled in the engine.
///
/// ```swift
/// var forwarding = TouchForwarding()
/// let finger = forwarding.finger(for: key, phase: .began, at: sample)  // 1
/// let next = forwarding.state(after: .possible, engineClaims: false)  // .possible
/// ```
public struct TouchForwarding: Sendable, Hashable {
  /// The recogniser's states, as `UIGestureRecognizer.State`.
  public enum State: Sendable, Hashable {
    case possible, began, changed, ended, failed
  }

  private var fingers: [ObjectIdentifier: Int] = [:]
  /// Where and when each finger down was last seen (its latest event's main sample).
  private var lastSeen: [Int: Seen] = [:]
  private var nextFinger = 1

  private struct Seen: Sendable, Hashable {
    var location: Point
    var time: Double
  }

  public init() {}

  /// Whether any finger is down.
  public var hasFingersDown: Bool { !fingers.isEmpty }

  /// The engine finger of the toolkit touch `key` for an event of `phase`, seen at `sample`
  /// (the event's main sample): a new id at its first event, the same until it lifts (or is
  /// cancelled), after which it is forgotten.
  public mutating func finger(
    for key: ObjectIdentifier, phase: TouchPhase, at sample: Sample
  ) -> Int {
    let finger: Int
    if let known = fingers[key] {
      finger = known
    } else {
      finger = nextFinger
      nextFinger += 1
    }
    let lifted = phase == .ended || phase == .cancelled
    fingers[key] = lifted ? nil : finger
    lastSeen[finger] = lifted ? nil : Seen(location: sample.location, time: sample.time)
    return finger
  }

  /// The state to move to after a batch of touches was forwarded: see the type's rules.
  /// `nil`: stay as it is.
  public func state(after current: State, engineClaims: Bool) -> State? {
    switch current {
    case .possible where engineClaims: return .began
    case .possible where fingers.isEmpty: return .failed
    case .began, .changed: return fingers.isEmpty ? .ended : .changed
    default: return nil
    }
  }

  /// One sample of a finger: where, in the view's coordinates, and when, in media time.
  public typealias Sample = (location: Point, time: Double)

  /// The samples to forward for one touch of an event: for a move, every coalesced sample the
  /// toolkit kept since the last event (UIKit's `coalescedTouches(for:)`: at 120 Hz a display
  /// frame carries up to two, on some devices more), in time order, with the main touch's last
  /// if the coalesced ones end earlier; for a touch-down, a lift or a cancellation, the main
  /// touch alone. Samples not finite, or not later than the one before, are dropped (time is
  /// the velocity tracker's input: a repeated time would read as an infinite speed).
  public static func samples(
    phase: TouchPhase, main: Sample, coalesced: [Sample]
  ) -> [Sample] {
    guard phase == .moved else { return [main] }
    func isFinite(_ sample: Sample) -> Bool {
      sample.time.isFinite && sample.location.x.isFinite && sample.location.y.isFinite
    }
    var samples: [Sample] = []
    for sample in coalesced.filter(isFinite).sorted(by: { $0.time < $1.time }) + [main]
    where isFinite(sample) {
      if let last = samples.last, sample.time <= last.time { continue }
      samples.append(sample)
    }
    return samples
  }

  /// One finger the engine must hear cancelled: its id, and where and when it was last seen.
  public typealias Cancellation = (finger: Int, sample: Sample)

  /// The recogniser was reset (UIKit's `reset()`, after any terminal state: ended, cancelled,
  /// or failed because another recogniser took the touches). Every finger is forgotten, and the
  /// fingers still down are returned, in id order: the backend must send each to the engine as
  /// cancelled, at its last sample. Apple: after `reset()` "the gesture recognizer receives no
  /// further updates for touches that have begun but haven't ended", so without this a map's pan
  /// that took the touches would leave the engine's drag held forever.
  public mutating func reset() -> [Cancellation] {
    let down = lastSeen.sorted { $0.key < $1.key }.map { entry in
      (finger: entry.key, sample: (location: entry.value.location, time: entry.value.time))
    }
    fingers.removeAll()
    lastSeen.removeAll()
    return down
  }
}
