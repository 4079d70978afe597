import Transitions
import TransitionsPlayback

/// A session's inputs as a `play` script: the scene's header, then every touch and input at the
/// engine time it was delivered at, so `transitions play` replays the session to the same
/// events.
///
/// A script is at most 60 s long: inputs are recorded up to ``limit`` seconds of engine time
/// (the engine's clock stops while the scene rests, so that is a minute of activity); the first
/// input after it ends the recording, and the script then covers the session up to that input.
///
/// ```swift
/// var recording = SessionScript(header: live.script)
/// recording.record(.action(.present), at: 0.4)
/// recording.script(at: 1.2).json()   // {"transition":"card",…,"until":1.2,…,"events":[…]}
/// ```
struct SessionScript: Sendable {
  /// The scene's script, without events.
  let header: Script
  /// The inputs recorded, in delivery order.
  private(set) var events: [ScriptEvent] = []
  /// When recording stopped, if it did: the time of the first input not recorded.
  private(set) var end: Double?

  /// The last time an input is recorded at, in seconds of engine time.
  static let limit = 58.0

  init(header: Script) {
    var header = header
    header.events = []
    header.until = nil
    self.header = header
  }

  /// Whether recording stopped.
  var isFull: Bool { end != nil }

  /// Records an input delivered at `time` seconds; `false` when it comes after ``limit`` (the
  /// recording stops there, and this and later inputs are not in the script).
  @discardableResult
  mutating func record(_ kind: ScriptEvent.Kind, at time: Double) -> Bool {
    guard end == nil else { return false }
    guard time <= Self.limit else {
      end = time
      return false
    }
    events.append(ScriptEvent(at: time, kind))
    return true
  }

  /// The script of the session up to `now` seconds of engine time (or up to where recording
  /// stopped): its `until` is that time and one frame of the script's frame rate more (so the
  /// replay's last frame is not before it: what the session showed by `now`, the replay shows
  /// too), at most 60 s; none when no time passed.
  func script(at now: Double) -> Script {
    var script = header
    script.events = events
    let last = events.last?.at ?? 0
    let end = max(end ?? now, last)
    script.until = end > 0 ? min(end + 1 / header.frameRate, Script.maximumDuration) : nil
    return script
  }
}
