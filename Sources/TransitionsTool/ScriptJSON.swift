import Motion
import Transitions

/// The JSON form of a play script (`docs/PLAY.md`): reading with errors that name the JSON path, and
/// writing (the gallery saves its scenarios this way).
enum ScriptJSON {
  private static let scriptKeys: [String] = [
    "transition", "options", "screen", "frameRate", "until", "reduceMotion", "start", "events",
  ]

  /// Parses and checks a script's JSON text.
  static func decode(_ text: String) throws -> Script {
    try decode(JSONValue.parse(Array(text.utf8)))
  }

  /// Reads a parsed script.
  static func decode(_ value: JSONValue) throws -> Script {
    let root = JSONReader(value, path: JSONValue.rootPath)
    let fields = try root.object(allowedKeys: scriptKeys)
    var script = Script(transition: try root.required("transition", in: fields).string())
    if let options = root.member("options", in: fields) {
      guard case .object(let members) = options.value else {
        throw options.fail("expected an object, got \(options.value.kind)")
      }
      for (name, value) in members {
        let reader = JSONReader(value, path: options.child(name))
        switch value {
        case .number(let number): script.options[name] = .number(number)
        case .bool(let bool): script.options[name] = .bool(bool)
        case .string(let string): script.options[name] = .string(string)
        default: throw reader.fail("expected a number, a boolean or a string, got \(value.kind)")
        }
      }
    }
    if let screen = root.member("screen", in: fields) {
      let (width, height) = try screen.pair(
        where: { (100...10_000).contains($0) }, "two numbers from 100 to 10000")
      script.screen = Size(width: width, height: height)
    }
    if let rate = root.member("frameRate", in: fields) {
      script.frameRate = try rate.number(
        where: { (1...1000).contains($0) }, "a number from 1 to 1000")
    }
    if let until = root.member("until", in: fields) {
      script.until = try until.number(
        where: { $0 > 0 && $0 <= Script.maximumDuration }, "a number greater than 0 and at most 60")
    }
    if let reduce = root.member("reduceMotion", in: fields) {
      script.reduceMotion = try reduce.bool()
    }
    if let start = root.member("start", in: fields) {
      let name = try start.string()
      guard let value = Script.Start(rawValue: name) else {
        throw start.fail("expected \"idle\" or \"presented\", got \"\(name)\"")
      }
      script.start = value
    }
    if let events = root.member("events", in: fields) {
      script.events = try events.array().map(decodeEvent)
    }
    return script
  }

  private static func decodeEvent(_ reader: JSONReader) throws -> ScriptEvent {
    let fields = try reader.object(allowedKeys: [
      "at", "action", "index", "touch", "x", "y", "drag",
    ])
    let at = try reader.required("at", in: fields).number(where: { $0 >= 0 }, "a time ≥ 0 s")
    let kinds = ["action", "touch", "drag"].filter { fields[$0] != nil }
    guard kinds.count == 1 else {
      throw reader.fail(
        kinds.isEmpty
          ? "expected one of action, touch or drag"
          : "expected one of action, touch or drag, got \(kinds.joined(separator: " and "))")
    }
    let allowed: Set<String>
    let kind: ScriptEvent.Kind
    switch kinds[0] {
    case "action":
      let actionReader = try reader.required("action", in: fields)
      let name = try actionReader.string()
      switch name {
      case "present":
        kind = .action(.present)
        allowed = ["at", "action"]
      case "dismiss":
        kind = .action(.dismiss)
        allowed = ["at", "action"]
      case "select":
        let index = try reader.required("index", in: fields).number(
          where: { $0 >= 0 && $0.rounded() == $0 && $0 < 1_000_000 }, "a whole number ≥ 0")
        kind = .action(.select(index: Int(index)))
        allowed = ["at", "action", "index"]
      default:
        throw actionReader.fail("unknown action \"\(name)\"; expected present, dismiss or select")
      }
    case "touch":
      let touchReader = try reader.required("touch", in: fields)
      let name = try touchReader.string()
      guard let phase = TouchKind(rawValue: name) else {
        throw touchReader.fail("unknown touch \"\(name)\"; expected down, move, up or cancel")
      }
      let x = try reader.required("x", in: fields).number()
      let y = try reader.required("y", in: fields).number()
      kind = .touch(phase, Point(x: x, y: y))
      allowed = ["at", "touch", "x", "y"]
    default:
      let dragReader = try reader.required("drag", in: fields)
      let drag = try dragReader.object(allowedKeys: ["from", "to", "duration", "hold", "release"])
      let from = try dragReader.required("from", in: drag).pair()
      let to = try dragReader.required("to", in: drag).pair()
      let duration = try dragReader.required("duration", in: drag).number(
        where: { $0 > 0 }, "a positive number")
      let hold =
        try dragReader.member("hold", in: drag)?.number(where: { $0 >= 0 }, "a number ≥ 0") ?? 0
      let release = try dragReader.member("release", in: drag)?.bool() ?? true
      kind = .drag(
        Drag(
          from: Point(x: from.0, y: from.1), to: Point(x: to.0, y: to.1), duration: duration,
          hold: hold, release: release))
      allowed = ["at", "drag"]
    }
    if let extra = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw InputError(path: reader.child(extra), problem: "not allowed with \(kinds[0])")
    }
    return ScriptEvent(at: at, kind)
  }

  /// The script as JSON text (one line, keys in `docs/PLAY.md`'s order), ending with a newline.
  static func encode(_ script: Script) -> String {
    var fields: [(String, JSONOutput)] = [("transition", .string(script.transition))]
    fields.append(
      (
        "options",
        .object(
          script.options.keys.sorted().compactMap { name in
            script.options[name].map { (name, option($0)) }
          })
      ))
    fields.append(
      ("screen", .array([.number(script.screen.width), .number(script.screen.height)])))
    fields.append(("frameRate", .number(script.frameRate)))
    if let until = script.until { fields.append(("until", .number(until))) }
    fields.append(("reduceMotion", .bool(script.reduceMotion)))
    fields.append(("start", .string(script.start.rawValue)))
    fields.append(("events", .array(script.events.map(event))))
    return JSONOutput.object(fields).text + "\n"
  }

  private static func option(_ value: OptionValue) -> JSONOutput {
    switch value {
    case .number(let number): return .number(number)
    case .bool(let bool): return .bool(bool)
    case .string(let string): return .string(string)
    }
  }

  private static func event(_ event: ScriptEvent) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("at", .number(event.at))]
    switch event.kind {
    case .action(let action):
      fields.append(("action", .string(action.name)))
      if case .select(let index) = action { fields.append(("index", .number(Double(index)))) }
    case .touch(let kind, let point):
      fields += [
        ("touch", .string(kind.rawValue)), ("x", .number(point.x)), ("y", .number(point.y)),
      ]
    case .drag(let drag):
      fields.append(
        (
          "drag",
          .object([
            ("from", .array([.number(drag.from.x), .number(drag.from.y)])),
            ("to", .array([.number(drag.to.x), .number(drag.to.y)])),
            ("duration", .number(drag.duration)), ("hold", .number(drag.hold)),
            ("release", .bool(drag.release)),
          ])
        ))
    }
    return .object(fields)
  }
}
