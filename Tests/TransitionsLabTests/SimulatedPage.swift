import Motion
import Testing
import Transitions
import TransitionsPlayback

@testable import TransitionsLab

/// A page driving a ``LabSession`` without a socket: messages stamped on a page clock that
/// runs `pageOffset` seconds behind the server's, each arriving after a delay, frames ticked at
/// the display rate; everything the session says is kept.
@MainActor
final class SimulatedPage {
  let session: LabSession
  /// Server seconds when the page's clock read 0.
  let pageOffset: Double
  /// The display rate, frames per second.
  let displayRate: Double
  /// The server's time now, in seconds.
  private(set) var now: Double
  /// When the next frame is ticked.
  private var nextTick: Double

  /// Every event the session sent, as JSON objects, in order.
  private(set) var events: [[String: JSONValue]] = []
  /// Every error the session sent.
  private(set) var errors: [LabError] = []
  /// Every other message, as JSON objects.
  private(set) var messages: [[String: JSONValue]] = []
  /// Every frame update.
  private(set) var frames: [FrameUpdate] = []

  init(
    session: LabSession = LabSession(), start: Double = 100, pageOffset: Double = 97,
    displayRate: Double = 60
  ) {
    self.session = session
    self.now = start
    self.pageOffset = pageOffset
    self.displayRate = displayRate
    nextTick = start + 0.0041
    send(.hello(displayRate: displayRate))
  }

  /// Lets time pass to `time`, ticking every frame due on the way.
  func run(until time: Double) {
    while nextTick <= time {
      now = nextTick
      keep(session.tick(at: now))
      nextTick += 1 / displayRate
    }
    now = max(now, time)
  }

  /// Delivers `message` at `arrival` (after the frames due before it).
  func send(_ message: PageMessage, arrivingAt arrival: Double? = nil) {
    run(until: arrival ?? now)
    keep(session.receive(message, at: now))
  }

  /// A touch the finger made at server time `time` (stamped on the page's clock), arriving
  /// `delay` seconds later.
  func touch(_ kind: TouchKind, _ point: Point, at time: Double, delay: Double = 0.002) {
    send(.touch(kind, point, pageTime: (time - pageOffset) * 1000), arrivingAt: time + delay)
  }

  /// The touches of a drag made from server time `time` (as a script's drag: a move every
  /// 1/120 s), each arriving after a delay from `delays`.
  func drag(_ drag: Drag, at time: Double, delays: inout some IteratorProtocol<Double>) {
    var touches: [(Double, TouchKind, Point)] = [(time, .down, drag.from)]
    let steps = max(1, Int((drag.duration / Drag.moveInterval).rounded(.up)))
    for k in 1...steps {
      let t = min(Double(k) * Drag.moveInterval, drag.duration)
      let s = t / drag.duration
      let point = Point(
        x: drag.from.x + (drag.to.x - drag.from.x) * s,
        y: drag.from.y + (drag.to.y - drag.from.y) * s)
      touches.append((time + t, .move, point))
    }
    if drag.hold > 0 {
      let steps = max(1, Int((drag.hold / Drag.moveInterval).rounded(.up)))
      for k in 1...steps {
        touches.append(
          (time + drag.duration + min(Double(k) * Drag.moveInterval, drag.hold), .move, drag.to))
      }
    }
    if drag.release { touches.append((time + drag.duration + drag.hold, .up, drag.to)) }
    var arrival = now
    for (t, kind, point) in touches {
      // Messages on one socket arrive in order.
      arrival = max(arrival, t + (delays.next() ?? 0.002))
      send(.touch(kind, point, pageTime: (t - pageOffset) * 1000), arrivingAt: arrival)
    }
  }

  private func keep(_ outputs: [LabSession.Output]) {
    for output in outputs {
      switch output {
      case .frame(let update): frames.append(update)
      case .error(let error): errors.append(error)
      case .message(let text, _):
        guard case .object(let fields)? = try? JSONValue.parse(Array(text.utf8)) else {
          Issue.record("not a JSON object: \(text)")
          continue
        }
        if fields["type"] == .string("events"), case .array(let list)? = fields["events"] {
          for case .object(let event) in list { events.append(event) }
        } else {
          messages.append(fields)
        }
      }
    }
  }

  /// The last message of `type`.
  func last(_ type: String) -> [String: JSONValue]? {
    messages.last { $0["type"] == .string(type) }
  }

  /// The script the session saves now.
  func save() throws -> Script {
    send(.save)
    guard let message = last("script"), let script = message["script"] else {
      throw LabError(.malformed, subject: nil, problem: "no script")
    }
    return try Script(json: script.text)
  }
}

/// A timeline's events as the JSON objects `play` prints.
func jsonEvents(_ timeline: Timeline) -> [[String: JSONValue]] {
  timeline.events.compactMap { event in
    guard case .object(let fields)? = try? JSONValue.parse(Array(event.json.text.utf8)) else {
      return nil
    }
    return fields
  }
}

extension [String: JSONValue] {
  /// A number field, or NaN.
  func number(_ key: String) -> Double {
    if case .number(let value)? = self[key] { return value }
    return .nan
  }

  /// A string field, or "".
  func string(_ key: String) -> String {
    if case .string(let value)? = self[key] { return value }
    return ""
  }
}
