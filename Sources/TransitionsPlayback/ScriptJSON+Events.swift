import Motion
import Transitions

/// A script's events in JSON, read and written.
extension ScriptJSON {
  /// One event of `events`, with its input (`action`, `touch`, `drag`, `keyboard`, `resize`).
  static func decodeEvent(_ reader: JSONReader) throws(JSONError) -> ScriptEvent {
    let fields = try reader.object(allowedKeys: [
      "at", "action", "index", "detent", "touch", "x", "y", "drag", "keyboard", "height",
      "duration", "resize", "safeArea", "direction", "enabled",
    ])
    let at = try reader.required("at", in: fields).number(where: { $0 >= 0 }, "a time ≥ 0 s")
    let kinds = ["action", "touch", "drag", "keyboard", "resize"].filter { fields[$0] != nil }
    guard let kindName = kinds.first, kinds.count == 1 else {
      let expected = "expected one of action, touch, drag, keyboard or resize"
      throw reader.fail(
        kinds.isEmpty ? expected : "\(expected), got \(kinds.joined(separator: " and "))")
    }
    let allowed: Set<String>
    let kind: ScriptEvent.Kind
    switch kindName {
    case "action":
      (kind, allowed) = try decodeAction(reader, fields)
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
    case "keyboard":
      let keyboardReader = try reader.required("keyboard", in: fields)
      let name = try keyboardReader.string()
      let duration =
        try reader.member("duration", in: fields)?.number(
          where: { $0 >= 0 }, "a number of seconds ≥ 0") ?? KeyboardCurve.notificationDuration
      switch name {
      case "show":
        let height = try reader.required("height", in: fields).number(
          where: { $0 > 0 }, "a number greater than 0")
        kind = .keyboard(.show(height: height, duration: duration))
        allowed = ["at", "keyboard", "height", "duration"]
      case "hide":
        kind = .keyboard(.hide(duration: duration))
        allowed = ["at", "keyboard", "duration"]
      default:
        throw keyboardReader.fail("unknown keyboard \"\(name)\"; expected show or hide")
      }
    case "resize":
      let (width, height) = try reader.required("resize", in: fields).pair(
        where: { (100...10_000).contains($0) }, "two numbers from 100 to 10000")
      let safeArea = try reader.member("safeArea", in: fields).map { reader throws(JSONError) in
        try insets(reader)
      }
      kind = .resize(Size(width: width, height: height), safeArea: safeArea)
      allowed = ["at", "resize", "safeArea"]
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
      throw JSONError(path: reader.child(extra), problem: "not allowed with \(kindName)")
    }
    return ScriptEvent(at: at, kind)
  }

  /// The action of an event with `action` (and its arguments), and the keys it allows.
  static func decodeAction(
    _ reader: JSONReader, _ fields: [String: JSONValue]
  ) throws(JSONError) -> (ScriptEvent.Kind, Set<String>) {
    let actionReader = try reader.required("action", in: fields)
    let name = try actionReader.string()
    // The actions with no argument of their own, named by `Action.name`.
    if let plain = [Action.present, .dismiss, .push, .pop].first(where: { $0.name == name }) {
      return (.action(plain), ["at", "action"])
    }
    switch name {
    case "select":
      let index = try reader.required("index", in: fields).number(
        where: { $0 >= 0 && $0.rounded() == $0 && $0 < 1_000_000 }, "a whole number ≥ 0")
      return (.action(.select(index: Int(index))), ["at", "action", "index"])
    case "selectDetent":
      let detentReader = try reader.required("detent", in: fields)
      let value = try optionValue(detentReader)
      guard let detent = SheetDetent(value) else {
        throw detentReader.fail(SheetDetent.problem(naming: value))
      }
      return (.action(.selectDetent(detent)), ["at", "action", "detent"])
    case "setContentHeight":
      let height = try reader.required("height", in: fields).number(
        where: { $0 >= 1 && $0 <= 10_000 }, "a number of points from 1 to 10000")
      return (.action(.setContentHeight(height)), ["at", "action", "height"])
    case "setInteractive":
      let directionReader = try reader.required("direction", in: fields)
      let direction = try directionReader.string()
      guard
        let operation = [TransitionOperation.present, .dismiss, .select, .pop].first(where: {
          $0.rawValue == direction
        })
      else {
        throw directionReader.fail(
          "unknown direction \"\(direction)\"; expected present, dismiss, select or pop")
      }
      let enabled = try reader.required("enabled", in: fields).bool()
      return (
        .action(.setInteractive(operation, enabled: enabled)),
        ["at", "action", "direction", "enabled"]
      )
    default:
      throw actionReader.fail(
        "unknown action \"\(name)\"; expected present, dismiss, select, selectDetent, "
          + "setContentHeight, push, pop or setInteractive")
    }
  }

  /// One event as a JSON value, with the keys `decodeEvent` reads.
  static func event(_ event: ScriptEvent) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("at", .number(event.at))]
    switch event.kind {
    case .action(let action):
      fields.append(("action", .string(action.name)))
      if case .select(let index) = action { fields.append(("index", .number(Double(index)))) }
      if case .selectDetent(let detent) = action {
        fields.append(("detent", option(detent.optionValue)))
      }
      if case .setContentHeight(let height) = action { fields.append(("height", .number(height))) }
      if case .setInteractive(let operation, let enabled) = action {
        fields += [("direction", .string(operation.rawValue)), ("enabled", .bool(enabled))]
      }
    case .keyboard(.show(let height, let duration)):
      fields += [
        ("keyboard", .string("show")), ("height", .number(height)), ("duration", .number(duration)),
      ]
    case .keyboard(.hide(let duration)):
      fields += [("keyboard", .string("hide")), ("duration", .number(duration))]
    case .resize(let size, let safeArea):
      fields.append(("resize", jsonPair(size.width, size.height)))
      if let safeArea { fields.append(("safeArea", jsonInsets(safeArea))) }
    case .touch(let kind, let point):
      fields += [
        ("touch", .string(kind.rawValue)), ("x", .number(point.x)), ("y", .number(point.y)),
      ]
    case .drag(let drag):
      fields.append(
        (
          "drag",
          .object([
            ("from", jsonPair(drag.from.x, drag.from.y)), ("to", jsonPair(drag.to.x, drag.to.y)),
            ("duration", .number(drag.duration)), ("hold", .number(drag.hold)),
            ("release", .bool(drag.release)),
          ])
        ))
    }
    return .object(fields)
  }
}
