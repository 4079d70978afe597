import Motion
import Stage
import Transitions

extension Script {
  /// Reads a script from its JSON text, the file `transitions play` reads (`docs/PLAY.md`, "The
  /// script"), with the same errors the tool prints.
  ///
  /// Decoding checks the JSON and every field on its own: the keys, the types, the limits
  /// (`screen` sides from 100 to 10 000 pt, `frameRate` from 1 to 1000 per second, `until` in
  /// (0, 60] s, a drag's `duration` above 0 s). What depends on several fields (events in time
  /// order, one finger, times up to `until`) is checked by ``validate()``, and what depends on the
  /// transition (its id, its options, `select` against `present`) by ``ScenarioPlayer/play(_:)``,
  /// which validates first; so a script that decodes may still be refused when played.
  ///
  /// ```swift
  /// let script = try Script(json: """
  ///   {"transition": "modal", "until": 2.5, "events": [
  ///     {"at": 0, "action": "present"},
  ///     {"at": 1, "drag": {"from": [195, 300], "to": [195, 420], "duration": 0.12}}]}
  ///   """)
  /// let timeline = try ScenarioPlayer().play(script)
  /// print(timeline.csv())
  ///
  /// do {
  ///   _ = try Script(json: #"{"transition": "modal", "until": -1}"#)
  /// } catch {
  ///   print(error)  // until: expected a number greater than 0 and at most 60, got -1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - json: the script's JSON text (RFC 8259); a byte order mark at its start is allowed.
  ///   - source: how an error in text that is not JSON names where the text came from, printed as
  ///     given: `'swipe.json'` gives `$: not valid JSON at line 3, column 7 (in 'swipe.json'):
  ///     expected ',' or '}'`. Default `nil`: the message names no source.
  /// - Throws: ``ScriptError`` at the JSON path of the first problem (`events[3].drag.duration`),
  ///   or at `$` for text that is not JSON, with the line and column (both counted from 1, the
  ///   column in characters) where it stops being JSON.
  public init(json: String, source: String? = nil) throws(ScriptError) {
    try self.init(jsonBytes: Array(json.utf8), source: source)
  }

  /// Reads a script from the bytes of its JSON text, as ``init(json:source:)`` does; bytes that
  /// are not UTF-8 are an error at `$` naming the line and column where they start.
  ///
  /// ```swift
  /// let bytes = Array(#"{"transition": "pullDown"}"#.utf8)
  /// let script = try Script(jsonBytes: bytes, source: "'pull.json'")
  /// script.frameRate  // 60, the default
  /// ```
  public init(jsonBytes: [UInt8], source: String? = nil) throws(ScriptError) {
    do {
      self = try ScriptJSON.decode(JSONValue.parse(jsonBytes, source: source))
    } catch {
      throw ScriptError(path: error.path, problem: error.problem)
    }
  }

  /// The script as JSON text that ``init(json:source:)`` reads back as the same script: one
  /// line, keys in `docs/PLAY.md`'s order, every field written out (defaults too, except an
  /// absent `until` and a default `scene`), numbers in shortest round-trip form, ending with a
  /// newline. The gallery
  /// saves its scenarios this way.
  ///
  /// ```swift
  /// Script(transition: "shade", until: 1).json()
  /// // {"transition":"shade","options":{},"screen":[390.0,844.0],"frameRate":60.0,"until":1.0,
  /// //  "reduceMotion":false,"start":"idle","events":[]}   (on one line)
  /// ```
  public func json() -> String {
    ScriptJSON.encode(self).text + "\n"
  }
}

/// The JSON form of a play script (`docs/PLAY.md`): reading with errors that name the JSON path,
/// and writing.
enum ScriptJSON {
  private static let scriptKeys: [String] = [
    "transition", "options", "scene", "screen", "safeArea", "frameRate", "until", "reduceMotion",
    "layoutDirection", "start", "events", "renderServer", "stalls",
  ]

  /// Reads a parsed script, checking each field on its own.
  static func decode(_ value: JSONValue) throws(JSONError) -> Script {
    let root = JSONReader(value, path: JSONValue.rootPath)
    let fields = try root.object(allowedKeys: scriptKeys)
    var script = Script(transition: try root.required("transition", in: fields).string())
    if let options = root.member("options", in: fields) {
      guard case .object(let members) = options.value else {
        throw options.fail("expected an object, got \(options.value.kind)")
      }
      // Sorted, so that of two bad options the same one is always reported.
      for name in members.keys.sorted() {
        guard let value = members[name] else { continue }
        if name == Script.dismissOptionsKey {
          script.dismissOptions = try dismissOptions(JSONReader(value, path: options.child(name)))
          continue
        }
        script.options[name] = try optionValue(
          JSONReader(value, path: options.child(name)), lists: true)
      }
    }
    if let settings = root.member("scene", in: fields) {
      script.scrollSettings = try decodeScrollSettings(settings)
    }
    if let screen = root.member("screen", in: fields) {
      let (width, height) = try screen.pair(
        where: { (100...10_000).contains($0) }, "two numbers from 100 to 10000")
      script.screen = Size(width: width, height: height)
    }
    if let safeArea = root.member("safeArea", in: fields) {
      script.safeArea = try insets(safeArea)
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
    if let direction = root.member("layoutDirection", in: fields) {
      let name = try direction.string()
      guard let value = LayoutDirection(rawValue: name) else {
        throw direction.fail("expected \"leftToRight\" or \"rightToLeft\", got \"\(name)\"")
      }
      script.layoutDirection = value
    }
    if let start = root.member("start", in: fields) {
      let name = try start.string()
      guard let value = Script.Start(rawValue: name) else {
        throw start.fail("expected \"idle\" or \"presented\", got \"\(name)\"")
      }
      script.start = value
    }
    if let events = root.member("events", in: fields) {
      var decoded: [ScriptEvent] = []
      for event in try events.array() { decoded.append(try decodeEvent(event)) }
      script.events = decoded
    }
    if let renderServer = root.member("renderServer", in: fields) {
      script.renderServer = try renderServer.bool()
    }
    if let stalls = root.member("stalls", in: fields) { script.stalls = try decodeStalls(stalls) }
    return script
  }

  /// An option's or a scroll setting's value: a number, a boolean or a string, or (`lists`) a
  /// list of those, for an option that takes one (the transition checks it).
  static func optionValue(
    _ reader: JSONReader, lists: Bool = false
  ) throws(JSONError) -> OptionValue {
    switch reader.value {
    case .number(let number): return .number(number)
    case .bool(let bool): return .bool(bool)
    case .string(let string): return .string(string)
    case .array where lists:
      var values: [OptionValue] = []
      for element in try reader.array() { values.append(try optionValue(element)) }
      return .list(values)
    default:
      throw reader.fail(
        lists
          ? "expected a number, a boolean, a string or a list of them, got \(reader.value.kind)"
          : "expected a number, a boolean or a string, got \(reader.value.kind)")
    }
  }

  /// The `scene` object: each setting checked against ``Script/ScrollSettings/fields`` at its path.
  private static func decodeScrollSettings(_ reader: JSONReader) throws(JSONError)
    -> Script.ScrollSettings
  {
    let fields = try reader.object(allowedKeys: Script.ScrollSettings.fields.map(\.name))
    var settings = Script.ScrollSettings()
    let defaults = Script.ScrollSettings()
    for field in Script.ScrollSettings.fields {
      guard let member = reader.member(field.name, in: fields) else { continue }
      let value = try optionValue(member)
      do {
        try field.option(defaults: defaults).check(value, at: member.path)
      } catch {
        throw JSONError(path: error.path, problem: error.problem)
      }
      field.write(&settings, value)
    }
    return settings
  }

  /// `[top, left, bottom, right]`, each 0 or more (each no more than half its side is
  /// checked by ``Script/validate()``).
  static func insets(_ reader: JSONReader) throws(JSONError) -> EdgeInsets {
    let sides = try reader.numbers(
      4, where: { $0 >= 0 }, "four numbers [top, left, bottom, right], each 0 or more")
    return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
  }

  /// The script as a JSON value: keys in `docs/PLAY.md`'s order, options sorted by name.
  static func encode(_ script: Script) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("transition", .string(script.transition))]
    fields.append(
      (
        "options",
        .object(
          script.optionsOutput())
      ))
    if script.scrollSettings != Script.ScrollSettings() {
      let settings = Script.ScrollSettings.fields.map {
        ($0.name, option($0.read(script.scrollSettings)))
      }
      fields.append(("scene", .object(settings)))
    }
    fields.append(("screen", jsonPair(script.screen.width, script.screen.height)))
    if script.safeArea != .zero { fields.append(("safeArea", jsonInsets(script.safeArea))) }
    fields.append(("frameRate", .number(script.frameRate)))
    if let until = script.until { fields.append(("until", .number(until))) }
    fields.append(("reduceMotion", .bool(script.reduceMotion)))
    if script.layoutDirection != .leftToRight {
      fields.append(("layoutDirection", .string(script.layoutDirection.rawValue)))
    }
    fields.append(("start", .string(script.start.rawValue)))
    fields.append(("events", .array(script.events.map(event))))
    if script.renderServer { fields.append(("renderServer", .bool(true))) }
    if !script.stalls.isEmpty { fields.append(("stalls", encodeStalls(script.stalls))) }
    return .object(fields)
  }

  static func option(_ value: OptionValue) -> JSONOutput {
    switch value {
    case .number(let number): return .number(number)
    case .bool(let bool): return .bool(bool)
    case .string(let string): return .string(string)
    case .list(let values): return .array(values.map(option))
    }
  }
}

/// `[top, left, bottom, right]`: safe-area insets in the package's JSON.
func jsonInsets(_ insets: EdgeInsets) -> JSONOutput {
  .array([.number(insets.top), .number(insets.left), .number(insets.bottom), .number(insets.right)])
}

/// `[a, b]`: a point, a size or a velocity in the package's JSON.
func jsonPair(_ a: Double, _ b: Double) -> JSONOutput { .array([.number(a), .number(b)]) }
