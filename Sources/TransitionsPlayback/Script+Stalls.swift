import Motion
import Transitions

/// A time the app's main thread is blocked (`PLAY.md`, "Main-thread stalls and the render
/// server"): from ``at`` for ``duration`` seconds no frame callback and no input reaches the
/// engine. Inputs stamped inside it, `at < time < at + duration`, are delivered in order with
/// their own time stamps when it ends; those at `at` come before it, those at its end after it.
///
/// ```swift
/// var script = Script(transition: "card", until: 2, renderServer: true)
/// script.stalls = [Stall(at: 0.9, duration: 0.25)]  // 250 ms right after a release at 0.9 s
/// ```
public struct Stall: Sendable, Hashable {
  /// When it begins, in seconds from the script's start, in [0, until].
  public var at: Double
  /// How long it lasts, in seconds: more than 0, at most ``maximumDuration``.
  public var duration: Double

  public init(at: Double, duration: Double) {
    self.at = at
    self.duration = duration
  }

  /// When it ends: `at + duration`.
  public var end: Double { at + duration }

  /// The longest stall: 2 s (longer, and iOS's watchdog is the story, not the animation).
  public static let maximumDuration = 2.0
  /// The most stalls a script may have.
  public static let maximumCount = 16

  /// Whether an input stamped `time` happens while the main thread is blocked.
  func holds(_ time: Double) -> Bool { time > at && time < end }
}

extension Script {
  /// Checks ``stalls``: at most 16; each `duration` in (0, 2] s; each `at` from 0, after the
  /// previous one's end (in time order, not overlapping), and each ending no later than
  /// ``resolvedUntil``.
  func validateStalls() throws(ScriptError) {
    guard stalls.count <= Stall.maximumCount else {
      throw ScriptError(
        path: "stalls",
        problem: "expected at most \(Stall.maximumCount) stalls, got \(stalls.count)")
    }
    let until = resolvedUntil
    var previousEnd = 0.0
    for (index, stall) in stalls.enumerated() {
      let path = "stalls[\(index)]"
      guard stall.duration.isFinite, stall.duration > 0,
        stall.duration <= Stall.maximumDuration
      else {
        throw ScriptError(
          path: "\(path).duration",
          problem: "expected a number of seconds greater than 0 and at most 2, got "
            + stall.duration.shortestText)
      }
      guard stall.at.isFinite, stall.at >= 0, stall.at <= until else {
        throw ScriptError(
          path: "\(path).at",
          problem: "expected a time from 0 to until (\(until.shortestText)), got "
            + stall.at.shortestText)
      }
      guard index == 0 || stall.at >= previousEnd else {
        throw ScriptError(
          path: "\(path).at",
          problem: "stalls must be in time order and not overlap; \(stall.at.shortestText) is "
            + "before the end of stalls[\(index - 1)] (\(previousEnd.shortestText))")
      }
      guard stall.end <= until else {
        throw ScriptError(
          path: "\(path).duration",
          problem: "the stall must end by until (\(until.shortestText)); it ends at "
            + stall.end.shortestText)
      }
      previousEnd = stall.end
    }
  }
}

extension ScriptJSON {
  /// `stalls`: an array of `{"at": t, "duration": d}`, each field checked on its own (what
  /// depends on several, the order and `until`, is ``Script/validate()``'s).
  static func decodeStalls(_ reader: JSONReader) throws(JSONError) -> [Stall] {
    let elements = try reader.array()
    guard elements.count <= Stall.maximumCount else {
      throw reader.fail("expected at most \(Stall.maximumCount) stalls, got \(elements.count)")
    }
    var stalls: [Stall] = []
    for element in elements {
      let fields = try element.object(allowedKeys: ["at", "duration"])
      let at = try element.required("at", in: fields).number(where: { $0 >= 0 }, "a time ≥ 0 s")
      let duration = try element.required("duration", in: fields).number(
        where: { $0 > 0 && $0 <= Stall.maximumDuration },
        "a number of seconds greater than 0 and at most 2")
      stalls.append(Stall(at: at, duration: duration))
    }
    return stalls
  }

  static func encodeStalls(_ stalls: [Stall]) -> JSONOutput {
    .array(
      stalls.map { .object([("at", .number($0.at)), ("duration", .number($0.duration))]) })
  }
}
