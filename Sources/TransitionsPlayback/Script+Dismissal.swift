import Transitions

// MARK: A different dismissal: `dismissWith` and `dismissOptions`

extension Script {
  /// The option naming the catalogue id that dismisses (`options.dismissWith`).
  public static let dismissWithKey = "dismissWith"
  /// The option holding that transition's own options (`options.dismissOptions`, an object).
  public static let dismissOptionsKey = "dismissOptions"
  /// The catalogue ids that may dismiss another's presentation: those that move the screen
  /// from wherever it is by its transform or alpha, each checked by the law checker after
  /// every other modal presentation. The `modal` and the `zoom` (which move the frame to
  /// their own places: a cancelled zoom would leave a card full screen), the `sheet` (whose drag
  /// needs its own detents), `throwAway`, `shade` and `pullDown` (whose motions start from
  /// their own place) are refused.
  public static let dismissingIds = ["card", "crossDissolve", "slide"]

  /// The script's options as JSON, sorted by name, `dismissOptions` among them as an object.
  func optionsOutput() -> [(String, JSONOutput)] {
    var all = options.mapValues(ScriptJSON.option)
    if let dismissOptions {
      all[Script.dismissOptionsKey] = .object(
        dismissOptions.keys.sorted().compactMap { name in
          dismissOptions[name].map { (name, ScriptJSON.option($0)) }
        })
    }
    return all.keys.sorted().compactMap { name in all[name].map { (name, $0) } }
  }
}

extension ScriptJSON {
  /// `options.dismissOptions`: an object of options, each as any option is read.
  static func dismissOptions(
    _ reader: JSONReader
  ) throws(JSONError) -> [String: OptionValue] {
    guard case .object(let members) = reader.value else {
      throw reader.fail("expected an object, got \(reader.value.kind)")
    }
    var read: [String: OptionValue] = [:]
    for name in members.keys.sorted() {
      guard let value = members[name] else { continue }
      read[name] = try optionValue(JSONReader(value, path: reader.child(name)), lists: true)
    }
    return read
  }
}

extension ScenarioPlayer {
  /// `entry` made to dismiss with the transition the script's `dismissWith` names, and the
  /// script without `dismissWith` (its own options are then checked as usual); `entry` and the
  /// script as they are without one.
  ///
  /// - Throws: ``ScriptError`` at `options.dismissWith` (not a string, an unknown id, a
  ///   container or navigation id on either side), at `options.dismissOptions` (given without
  ///   `dismissWith`, a nested `dismissWith`) or at `options.dismissOptions.NAME` (an option the
  ///   dismissal does not take, or out of its range).
  func dismissing(
    _ entry: TransitionDefinition, _ script: Script
  ) throws(ScriptError) -> (entry: TransitionDefinition, script: Script) {
    let withPath = "options.\(Script.dismissWithKey)"
    let optionsPath = "options.\(Script.dismissOptionsKey)"
    /// What is wrong with `dismissWith`.
    func refused(_ problem: String) -> ScriptError { ScriptError(path: withPath, problem: problem) }
    guard let named = script.options[Script.dismissWithKey] else {
      if script.dismissOptions != nil {
        throw ScriptError(path: optionsPath, problem: "given without \(Script.dismissWithKey)")
      }
      return (entry, script)
    }
    guard case .string(let id) = named else {
      throw refused("expected a catalogue id, got \(named)")
    }
    guard entry.kind == .modal else {
      throw refused(
        "\(entry.description.id) is a \(entry.kind) transition; only a modal one dismisses with "
          + "another")
    }
    let known =
      transitions
      + TransitionCatalogue.definitions.filter { definition in
        !transitions.contains { $0.description.id == definition.description.id }
      }
    guard let second = known.first(where: { $0.description.id == id }) else {
      let list = known.map(\.description.id).sorted().joined(separator: ", ")
      throw refused("unknown id \"\(id)\"; known: \(list)")
    }
    guard second.kind == .modal else {
      throw refused(
        "\(id) is a \(second.kind) transition; a modal presentation dismisses only with a "
          + "modal one")
    }
    guard Script.dismissingIds.contains(id) else {
      throw refused(
        "\(id) does not dismiss another's presentation; one of "
          + Script.dismissingIds.joined(separator: ", "))
    }
    let given = script.dismissOptions ?? [:]
    if given[Script.dismissWithKey] != nil {
      throw ScriptError(
        path: "\(optionsPath).\(Script.dismissWithKey)",
        problem: "a dismissal cannot itself be dismissed with another")
    }
    let secondOptions: TransitionOptions
    do {
      secondOptions = try TransitionCatalogue.resolve(given, for: second.description)
    } catch {
      throw ScriptError(
        path: optionsPath + error.path.dropFirst("options".count), problem: error.problem)
    }
    var stripped = script
    stripped.options[Script.dismissWithKey] = nil
    stripped.dismissOptions = nil
    var combined = TransitionDefinition(entry.description) { options in
      let first = entry.style(for: options) ?? .modalSheet()
      return first.dismissing(with: second.style(for: secondOptions) ?? .modalSheet())
    }.staged(entry.staging)
    combined.checkPlay = entry.checkPlay
    return (combined, stripped)
  }
}
