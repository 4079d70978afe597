/// What every backend talks to: the owner of a ``Window`` that takes touches and frame ticks
/// and, after each frame, publishes what is on screen.
///
/// A backend (the preview's recorder, a UIKit backend, a web page) does three things and decides
/// nothing:
///
/// 1. **Touches in**: ``send(_:)`` with each touch's own timestamp. A touch stamped a little
///    before the window's time, as real input is, is delivered at the window's time (see
///    ``send(_:)`` for the rule).
/// 2. **Ticks in**: ``tick(to:)`` with the frame's time. One tick is one frame, in this order:
///    the window's gesture timers, its frame observers and its animators run
///    (``Window/advance(to:)``), *then* the host publishes.
/// 3. **What is on screen, out**: ``published``, a ``PublishedFrame``: every view in the window
///    with a stable ``ViewID``, its superview and index, its on-screen values and the backend's
///    ``View/backendContent``, plus what changed since the previous publish.
///
/// ```swift
/// let host = StageHost(window: Window(size: Size(width: 390, height: 844)))
/// let card = View(frame: Rect(x: 20, y: 400, width: 350, height: 300))
/// host.window.addSubview(card)
/// try host.window.animate(withDuration: 0.3) { card.alpha = 0.5 }
///
/// try host.tick(to: 1.0 / 60)  // timers, observers, animators; then publish
/// host.published.added.count   // 1: the card, added since the host was made
/// try host.tick(to: 2.0 / 60)
/// host.published.changedViews.map(\.changes)  // [[.alpha]]: the card is fading
/// ```
///
/// Identity: ids are the host's own (no global counter). A view keeps its id in every frame for
/// as long as each publish finds it in the window; one that a publish does not find is
/// ``PublishedFrame/removed`` and gets a new id if it comes back. Only the host's own publishes
/// count: a view taken out and put back between two of them keeps its id. Give a window one
/// host; a second host publishing the same window takes its views' entries over and each host
/// then sees them as new on every publish.
///
/// Lifetime: the window holds nothing of the host, and the host holds no reference to the views
/// it published (only their identities), so a view removed from the window is freed as soon as
/// nothing else holds it; the host holds its window strongly.
///
/// Cost: a publish walks every view once, in O(n), and allocates nothing once the frame's
/// storage has grown to the window's size, unless views were added (the host's table grows), or
/// a frame from before the last publish is still held (see ``PublishedFrame``).
@MainActor
public final class StageHost {
  /// The window the host drives. Build the views in it; drive it only through the host.
  public let window: Window
  /// How long before the window's current time a touch may be stamped and still be delivered,
  /// in seconds, 0 or more. See ``send(_:)``.
  public let lateTouchTolerance: Double

  /// The default ``lateTouchTolerance``: 0.05 s, three frames at 60 Hz (six at 120 Hz). A
  /// display link ticks the window to the time its frame will appear (a frame ahead of now),
  /// and a touch reaches the app a frame or so after the finger moved; together they make real
  /// touches one to two frames late. A touch later than three frames is stale input (the app
  /// stalled), which a backend should see rather than have delivered silently.
  public static let defaultLateTouchTolerance = 0.05

  /// The table of published views and the frame last published. Only the host's own methods
  /// touch it, on the main actor, never with two accesses open at once; unchecked like the
  /// window's other per-frame storage.
  @exclusivity(unchecked) private var publisher = Publisher()
  /// The fingers down: each one's id and the time of its latest event, as stamped.
  private var fingers: [(id: Int, time: Double)] = []

  /// Whether any finger delivered to the window is down (began, not yet lifted or cancelled).
  public var hasFingersDown: Bool { !fingers.isEmpty }

  /// A host of `window`, with the default ``lateTouchTolerance``. It publishes the window as it
  /// is at once (frame 0: every view is added).
  public convenience init(window: Window) {
    self.init(window: window, tolerance: Self.defaultLateTouchTolerance)
  }

  /// A host of `window` that delivers touches stamped up to `lateTouchTolerance` seconds before
  /// the window's time (0 refuses any earlier touch, as ``Window/send(_:)`` does).
  ///
  /// - Throws: ``HostError/invalidLateTouchTolerance(_:)`` for a tolerance that is negative or
  ///   not finite.
  public convenience init(window: Window, lateTouchTolerance: Double) throws(HostError) {
    guard lateTouchTolerance.isFinite, lateTouchTolerance >= 0 else {
      throw .invalidLateTouchTolerance(lateTouchTolerance)
    }
    self.init(window: window, tolerance: lateTouchTolerance)
  }

  private init(window: Window, tolerance: Double) {
    self.window = window
    self.lateTouchTolerance = tolerance
    fingers.reserveCapacity(10)
    publish()
  }

  /// The window's current time, in seconds.
  public var currentTime: Double { window.currentTime }

  /// What was on screen at the last publish (the last ``tick(to:)``, or ``publish()``), and
  /// what changed since the publish before. Read it afresh each frame: a frame kept past the
  /// next publish costs that publish a copy.
  public var published: PublishedFrame { publisher.frame }

  // MARK: Input

  /// Delivers a touch stamped with its own time, in seconds of window time.
  ///
  /// The rule, checked in this order:
  ///
  /// - **Not finite**: refused (``HostError/touchTimeNotFinite(_:)``).
  /// - **Before the finger's previous event** (same ``Touch/id``, while that finger is down):
  ///   refused (``HostError/touchOutOfOrder(id:time:previous:)``). Equal times are in order.
  /// - **More than ``lateTouchTolerance`` before the window's time**: refused
  ///   (``HostError/touchTooLate(time:current:tolerance:)``).
  /// - **Up to ``lateTouchTolerance`` before the window's time** (at the tolerance exactly
  ///   included): delivered now, stamped with the window's time. The clock never goes back, and
  ///   the recognisers measure it (velocity, long-press and tap timing) as of now, which is when
  ///   the engine learns of it.
  /// - **At the window's time**: delivered now, with no frame.
  /// - **Later than the window**: the window first runs a frame at the touch's time (gesture
  ///   timers, observers, animators), then the touch is delivered, as ``Window/send(_:)`` does.
  ///   That frame is not published: the next ``tick(to:)`` publishes what the touch did.
  ///
  /// A refused touch changes nothing: it is not delivered, the window does not advance, and the
  /// finger's sequence is as it was.
  ///
  /// ```swift
  /// try host.tick(to: 0.100)
  /// try host.send(Touch(id: 1, phase: .began, location: point, time: 0.080))  // now, at 0.1
  /// try host.send(Touch(id: 2, phase: .began, location: point, time: 0.040))  // throws: 60 ms late
  /// ```
  ///
  /// - Throws: ``HostError`` as above.
  public func send(_ touch: Touch) throws(HostError) {
    guard touch.time.isFinite else { throw .touchTimeNotFinite(touch.time) }
    let finger = fingers.firstIndex { $0.id == touch.id }
    if let finger, touch.time < fingers[finger].time {
      throw .touchOutOfOrder(id: touch.id, time: touch.time, previous: fingers[finger].time)
    }
    let current = window.currentTime
    if current - touch.time > lateTouchTolerance {
      throw .touchTooLate(time: touch.time, current: current, tolerance: lateTouchTolerance)
    }
    var delivered = touch
    delivered.time = max(touch.time, current)
    // Finite and no earlier than the window's time: the window cannot refuse it.
    try? window.send(delivered)
    switch touch.phase {
    case .began, .moved:
      if let finger {
        fingers[finger].time = touch.time
      } else {
        fingers.append((touch.id, touch.time))
      }
    case .ended, .cancelled:
      if let finger { fingers.remove(at: finger) }
    }
  }

  // MARK: Frames

  /// Runs one frame at `time` seconds and publishes it: the window's gesture timers, frame
  /// observers and animators (``Window/advance(to:)``), then ``publish()``. Ticking at the
  /// current time runs and publishes a frame without moving time.
  ///
  /// - Throws: ``ClockError`` for a time that is not finite or is earlier than
  ///   ``currentTime``; nothing runs and nothing is published then.
  public func tick(to time: Double) throws(ClockError) {
    try window.advance(to: time)
    publish()
  }

  /// Publishes what is on screen now without running a frame, as a ``tick(to:)`` does after
  /// its frame: for a backend that must show the views before the first tick, or after changing
  /// it outside a frame.
  public func publish() {
    publisher.publish(window, token: ObjectIdentifier(self))
  }

  // MARK: Identity

  /// The id of `view` in the last published frame, or `nil` when it was not in it.
  /// - Complexity: O(1).
  public func id(of view: View) -> ViewID? {
    publisher.id(of: view, token: ObjectIdentifier(self))
  }

}
