import Motion
import Transitions
import TransitionsPlayback

/// A message from the page, read and checked field by field: the page's half of the lab's
/// protocol (`docs/LAB.md`). Each is one JSON object in one WebSocket text message, with a
/// `type`.
///
/// ```swift
/// let message = try PageMessage(Array(#"{"type":"touch","phase":"down","x":195,"y":300,"t":812.5}"#.utf8))
/// // .touch(.down, Point(x: 195, y: 300), pageTime: 812.5)
/// ```
///
/// What a message means for the scene (a touch in order, an action the transition takes) is
/// the session's to check (``LabSession``); here each message is checked on its own.
enum PageMessage: Hashable, Sendable {
  /// The page's display rate, in frames per second.
  case hello(displayRate: Double)
  /// Builds a new scene and starts a new script: the script's header (transition, options,
  /// Reduce Motion, screen, start, scene settings, and any field a script's header gains), with
  /// no events.
  case configure(Script)
  /// The one finger, at `point` in window points, stamped `pageTime` milliseconds on the page's
  /// clock (a pointer event's `timeStamp`).
  case touch(TouchKind, Point, pageTime: Double)
  /// A script event that is not a touch (an action such as `present` or `select`), performed
  /// now.
  case input(ScriptEvent.Kind)
  /// The engine's time per real second: 1, or 0.25 for slow motion.
  case speed(Double)
  /// Asks for the session so far as a `play` script.
  case save
  /// Asks for a `pong` with the same `id`.
  case ping(id: Double)
  /// How many `frame` messages the page has received and drawn on this connection: while it
  /// acknowledges them, the server keeps at most ``Outbox/frameWindow`` unacknowledged and
  /// merges the rest, so a page that stops reading (or drawing) gets the current frame when it
  /// reads again, not a backlog.
  case ack(frames: Int)
  /// The "stall 250 ms" button: the session's frames stop for 250 ms, drawn per frame or by the
  /// render server (``LabStall``).
  case stall(LabStall.Mode)

  /// The largest message the lab reads, in bytes (UTF-8).
  static let maximumBytes = 4096
  /// The display rates a page may report, in frames per second.
  static let displayRates = 24.0...240.0
  /// The rates of the engine's clock a page may ask for.
  static let speeds = 0.1...1.0
  /// The page times a touch may carry, in milliseconds.
  static let pageTimes = 0.0...1e12
  /// How far outside the window a touch may be, in points (further is a page's bug).
  static let coordinateLimit = 1e5

  /// The message types, as the page names them.
  static let types = [
    "hello", "configure", "touch", "input", "speed", "save", "ping", "ack", "stall",
  ]

  /// Reads one message.
  ///
  /// - Throws: ``LabError``: `tooLarge` (fatal) past ``maximumBytes``; `malformed` for text that
  ///   is not a JSON object; `unknownType`; `invalidField` naming the field.
  init(_ bytes: [UInt8]) throws(LabError) {
    guard bytes.count <= Self.maximumBytes else {
      throw LabError(
        .tooLarge, subject: "$",
        problem: "expected a message of at most \(Self.maximumBytes) bytes, got \(bytes.count)",
        isFatal: true)
    }
    let value: JSONValue
    do {
      value = try JSONValue.parse(bytes)
    } catch {
      throw LabError(.malformed, subject: error.subject, problem: error.problem)
    }
    guard case .object(let fields) = value else {
      throw LabError(.malformed, subject: "$", problem: "expected an object, got \(value.kind)")
    }
    guard case .string(let type)? = fields["type"] else {
      throw LabError(
        .invalidField, subject: "type",
        problem: fields["type"].map { "expected a string, got \($0.kind)" } ?? "missing")
    }
    let reader = Reader(fields: fields)
    switch type {
    case "hello":
      try reader.only(["displayRate"])
      self = .hello(displayRate: try reader.number("displayRate", in: Self.displayRates))
    case "configure":
      self = .configure(try Self.header(fields))
    case "touch":
      try reader.only(["phase", "x", "y", "t"])
      let name = try reader.string("phase")
      guard let kind = TouchKind(rawValue: name) else {
        throw LabError(
          .invalidField, subject: "phase",
          problem: "unknown phase \"\(name)\"; expected down, move, up or cancel")
      }
      let limit = -Self.coordinateLimit...Self.coordinateLimit
      let point = Point(x: try reader.number("x", in: limit), y: try reader.number("y", in: limit))
      self = .touch(kind, point, pageTime: try reader.number("t", in: Self.pageTimes))
    case "input":
      self = .input(try Self.input(fields))
    case "speed":
      try reader.only(["rate"])
      self = .speed(try reader.number("rate", in: Self.speeds))
    case "save":
      try reader.only([])
      self = .save
    case "ping":
      try reader.only(["id"])
      self = .ping(id: try reader.number("id", in: -1e15...1e15))
    case "ack":
      try reader.only(["frames"])
      let frames = try reader.number("frames", in: 0...1e15)
      guard frames.rounded() == frames else {
        throw LabError(
          .invalidField, subject: "frames",
          problem: "expected a whole number, got \(frames.labText)")
      }
      self = .ack(frames: Int(frames))
    case "stall":
      try reader.only(["mode"])
      let name = try reader.string("mode")
      guard let mode = LabStall.Mode(rawValue: name) else {
        throw LabError(
          .invalidField, subject: "mode",
          problem: "unknown mode \"\(name)\"; expected perFrame or committed")
      }
      self = .stall(mode)
    default:
      throw LabError(
        .unknownType, subject: "type",
        problem: "unknown type \"\(type)\"; expected one of \(Self.types.joined(separator: ", "))")
    }
  }

  /// A `configure` message's fields as a script header, read by the script's own reader, so its
  /// errors are `play`'s (`options.presenterScale: expected a number from 0.5 to 1, got 3`).
  private static func header(_ fields: [String: JSONValue]) throws(LabError) -> Script {
    // A script's header, whatever fields scripts gain (its reader refuses unknown ones); not
    // what only a whole script has.
    for field in ["events", "until", "frameRate"] where fields[field] != nil {
      throw LabError(
        .invalidField, subject: field,
        problem:
          "not allowed: a scene's script records its own \(field == "events" ? "inputs" : field)")
    }
    var members = fields
    members["type"] = nil
    do {
      return try Script(json: JSONValue.object(members).text)
    } catch {
      throw LabError(.badConfiguration, subject: error.subject, problem: error.problem)
    }
  }

  /// An `input` message's fields as one script event (without `at`), read by the script's own
  /// reader: any kind of event a script takes, but touches and drags, which come as `touch`
  /// messages.
  private static func input(_ fields: [String: JSONValue]) throws(LabError) -> ScriptEvent.Kind {
    var event = fields
    event["type"] = nil
    if event["at"] != nil {
      throw LabError(
        .invalidField, subject: "at", problem: "not allowed: an input is performed now")
    }
    event["at"] = .number(0)
    let document = JSONValue.object([
      "transition": .string("lab"), "events": .array([.object(event)]),
    ])
    let script: Script
    do {
      script = try Script(json: document.text)
    } catch {
      let prefix = "events[0]"
      var subject = error.path
      if subject == prefix {
        subject = "$"
      } else if subject.hasPrefix(prefix + ".") {
        subject.removeFirst(prefix.count + 1)
      }
      throw LabError(.invalidField, subject: subject, problem: error.problem)
    }
    guard let kind = script.events.first?.kind else {
      throw LabError(.invalidField, subject: "$", problem: "expected an event")
    }
    switch kind {
    case .touch, .drag:
      throw LabError(
        .invalidField, subject: "$",
        problem: "touches come as touch messages, one event at a time, not as an input")
    default:
      return kind
    }
  }

  /// Reads the fields of one message; every error names the field.
  private struct Reader {
    let fields: [String: JSONValue]

    /// Refuses any field but `type` and `allowed`.
    func only(_ allowed: [String]) throws(LabError) {
      if let extra = fields.keys.sorted().first(where: { $0 != "type" && !allowed.contains($0) }) {
        let expected =
          allowed.isEmpty ? "no field but type" : "one of \(allowed.joined(separator: ", "))"
        throw LabError(
          .invalidField, subject: extra, problem: "unknown field; expected \(expected)")
      }
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws(LabError) -> Double {
      guard let value = fields[name] else {
        throw LabError(.invalidField, subject: name, problem: "missing")
      }
      guard case .number(let number) = value, number.isFinite, range.contains(number) else {
        throw LabError(
          .invalidField, subject: name,
          problem: "expected a number from \(range.lowerBound.labText) to "
            + "\(range.upperBound.labText), got \(value.labText)")
      }
      return number
    }

    func string(_ name: String) throws(LabError) -> String {
      guard let value = fields[name] else {
        throw LabError(.invalidField, subject: name, problem: "missing")
      }
      guard case .string(let string) = value else {
        throw LabError(
          .invalidField, subject: name, problem: "expected a string, got \(value.kind)")
      }
      return string
    }
  }
}

extension JSONValue {
  /// The value as JSON text, for the script's reader.
  var text: String { output.text }

  /// The value for the package's JSON writer.
  var output: JSONOutput {
    switch self {
    case .null: return .null
    case .bool(let value): return .bool(value)
    case .number(let value): return .number(value)
    case .string(let value): return .string(value)
    case .array(let values): return .array(values.map(\.output))
    case .object(let members):
      return .object(
        members.keys.sorted().compactMap { key in members[key].map { (key, $0.output) } })
    }
  }

  /// A number as it is, any other value by its kind: for "got …" in an error.
  var labText: String {
    if case .number(let number) = self { return number.labText }
    return kind
  }
}

extension Double {
  /// The number in its shortest form (`60`, `0.25`, `1e+12`).
  var labText: String { formatShortestNumber(self) }
}
