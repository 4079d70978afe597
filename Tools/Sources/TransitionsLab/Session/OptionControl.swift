import Transitions
import TransitionsPlayback

/// How the page lets a user set one option: a control described from the option as
/// `transitions list --format json` describes it (its kind with its range, unit and choices)
/// and, where the transition's own check ties it to a list option (a sheet's `selectedDetent`
/// is one of its `detents`), from what that check accepts. The page builds every control from
/// this description alone, so an option of any transition, a user's own included, gets the
/// same controls; nothing here or on the page names a transition or an option.
///
/// ```swift
/// let controls = OptionControl.controls(for: SheetTransition.definition)
/// // detents: .list, chips for medium and large and a custom height of 1…10000 pt
/// // selectedDetent: .menu among "detents", with the extra choice "smallest"
/// ```
///
/// Every value a control lets the page send passes the option's own validation: numbers in
/// their range (whole where they must be), a list of one value or more, a rectangle's width and
/// height above 0, a tied value one of its list's. What only the transition can judge (the
/// sheet's detents smallest to largest on this screen) the server's named error tells.
enum OptionControl: Hashable, Sendable {
  /// A slider over a number's range, in its unit (whole steps for a whole number).
  case slider(NumberEntry)
  /// A checkbox.
  case toggle
  /// One value: a menu of choices and, when the option takes a number, one typed in.
  case menu(Menu)
  /// A list of one value or more: a chip for each choice, turned on or off, and numbers added
  /// and removed; the values keep the order shown, which the page lets the user change.
  case list(ListEntry)
  /// A rectangle `[x, y, width, height]`: four numbers in the range and unit.
  case rect(NumberEntry)
  /// JSON typed as text, for a kind no other control takes (a list of rectangles, say): the
  /// server's error names any problem.
  case json(expected: String)

  /// A number a control takes: its range and unit, whether it must be whole, and what the
  /// option's validation says it expects (`a number from 1 to 10000 pt`), the page's words for
  /// a number it refuses.
  struct NumberEntry: Hashable, Sendable {
    var range: ClosedRange<Double>
    var unit: String
    var isInteger: Bool
    var expected: String

    /// Whether the validation takes `value`.
    func takes(_ value: Double) -> Bool {
      range.contains(value) && (!isInteger || value.rounded() == value)
    }
  }

  /// A menu's values.
  struct Menu: Hashable, Sendable {
    /// The values offered as they are (strings, or `true` and `false`).
    var choices: [OptionValue]
    /// A number typed in, when the option takes one.
    var number: NumberEntry?
    /// The list option whose values this one must be one of, when the transition's check says
    /// so: the menu then offers that list's current values and ``extras``, nothing else.
    var among: String?
    /// The choices that are not values of ``among``'s list and that the check takes anyway
    /// (the sheet's `smallest`, `none`).
    var extras: [OptionValue] = []
  }

  /// A list's values.
  struct ListEntry: Hashable, Sendable {
    /// The values each element may be as it is (chips).
    var choices: [OptionValue]
    /// A number each element may be, when it takes one.
    var number: NumberEntry?
    /// What the validation says a list must be.
    var expected: String
  }

  /// The control of an option of `kind`, from the kind alone (no tie to another option).
  init(_ kind: OptionDescription.Kind) {
    switch kind {
    case .number(let range, let unit):
      self = .slider(
        NumberEntry(range: range, unit: unit, isInteger: false, expected: kind.expected))
    case .integer(let range):
      self = .slider(
        NumberEntry(
          range: Double(range.lowerBound)...Double(range.upperBound), unit: "", isInteger: true,
          expected: kind.expected))
    case .bool:
      self = .toggle
    case .choice, .oneOf:
      guard let values = Alternatives([kind]) else {
        self = .json(expected: kind.expected)
        return
      }
      self = .menu(Menu(choices: values.choices, number: values.number))
    case .list(let kinds):
      guard let values = Alternatives(kinds) else {
        self = .json(expected: kind.expected)
        return
      }
      self = .list(
        ListEntry(choices: values.choices, number: values.number, expected: kind.expected))
    case .rect(let range, let unit):
      self = .rect(NumberEntry(range: range, unit: unit, isInteger: false, expected: kind.expected))
    }
  }

  /// The controls of `definition`'s options, in their order: each from its kind, and each menu
  /// tied to the list option the transition's check makes it one of (``Menu/among``).
  ///
  /// A menu is tied to a list when, for two values `a` and `b` both take, the check accepts the
  /// list `[a]` with the menu at `a`, and `[b]` at `b`, and refuses `[a]` at `b` naming the
  /// menu's option: the engine, not the lab, says which values go together.
  static func controls(
    for definition: TransitionDefinition
  ) -> [(name: String, control: OptionControl)] {
    var controls = definition.description.options.map { ($0.name, OptionControl($0.kind)) }
    for index in controls.indices {
      guard case .menu(var menu) = controls[index].1 else { continue }
      for (listName, other) in controls {
        guard case .list(let list) = other,
          let extras = tie(
            controls[index].0, menu, to: listName, list, in: definition)
        else { continue }
        menu.among = listName
        menu.extras = extras
        controls[index].1 = .menu(menu)
        break
      }
    }
    return controls.map { (name: $0.0, control: $0.1) }
  }

  /// The extras of menu `name` when the check ties it to list `listName`; `nil` when it does
  /// not.
  private static func tie(
    _ name: String, _ menu: Menu, to listName: String, _ list: ListEntry,
    in definition: TransitionDefinition
  ) -> [OptionValue]? {
    let samples =
      list.choices
      + (list.number.map { number in
        let low = number.range.lowerBound
        let middle = (number.range.lowerBound + number.range.upperBound) / 2
        return [low, number.isInteger ? middle.rounded(.down) : middle].map(OptionValue.number)
      } ?? [])
    let both = samples.filter { value in
      if case .number(let number) = value { return menu.number?.takes(number) ?? false }
      return menu.choices.contains(value)
    }
    guard both.count >= 2 else { return nil }
    let (a, b) = (both[0], both[1])
    func refusal(_ values: [OptionValue], _ value: OptionValue) -> ScriptError? {
      let script = Script(
        transition: definition.description.id,
        options: [listName: .list(values), name: value])
      do {
        try definition.checkOptions(of: script)
        return nil
      } catch {
        return error
      }
    }
    guard refusal([a], a) == nil, refusal([b], b) == nil,
      refusal([a], b)?.path == "options.\(name)"
    else { return nil }
    return menu.choices.filter { !list.choices.contains($0) && refusal([a], $0) == nil }
  }

  /// The control as the `welcome` message describes it.
  var json: JSONOutput {
    switch self {
    case .slider(let number):
      return .object([("control", .string("slider"))] + number.fields)
    case .toggle:
      return .object([("control", .string("toggle"))])
    case .menu(let menu):
      return .object([
        ("control", .string("menu")), ("choices", .array(menu.choices.map(\.labJSON))),
        ("number", menu.number.map { .object($0.fields) } ?? .null),
        ("among", menu.among.map { .string($0) } ?? .null),
        ("extras", .array(menu.extras.map(\.labJSON))),
      ])
    case .list(let list):
      return .object([
        ("control", .string("list")), ("choices", .array(list.choices.map(\.labJSON))),
        ("number", list.number.map { .object($0.fields) } ?? .null),
        ("expected", .string(list.expected)),
      ])
    case .rect(let number):
      return .object([("control", .string("rect"))] + number.fields)
    case .json(let expected):
      return .object([("control", .string("json")), ("expected", .string(expected))])
    }
  }

  /// The values of a list of kinds, flattened: the values taken as they are, and at most one
  /// number; `nil` for a kind no chip or typed number gives (a rectangle, a list), or two
  /// ranges of numbers.
  private struct Alternatives {
    var choices: [OptionValue] = []
    var number: NumberEntry?

    init?(_ kinds: [OptionDescription.Kind]) {
      for kind in kinds {
        switch kind {
        case .choice(let names):
          choices += names.map(OptionValue.string).filter { !choices.contains($0) }
        case .bool:
          choices += [OptionValue.bool(true), .bool(false)].filter { !choices.contains($0) }
        case .number, .integer:
          guard number == nil, case .slider(let entry) = OptionControl(kind) else { return nil }
          number = entry
        case .oneOf(let inner):
          guard let values = Alternatives(inner), number == nil || values.number == nil else {
            return nil
          }
          choices += values.choices.filter { !choices.contains($0) }
          number = number ?? values.number
        case .list, .rect:
          return nil
        }
      }
      guard !choices.isEmpty || number != nil else { return nil }
    }
  }
}

extension OptionControl.NumberEntry {
  /// `range`, `unit`, `integer`, `expected`.
  fileprivate var fields: [(String, JSONOutput)] {
    [
      ("range", .array([.shortestNumber(range.lowerBound), .shortestNumber(range.upperBound)])),
      ("unit", .string(unit)), ("integer", .bool(isInteger)), ("expected", .string(expected)),
    ]
  }
}

extension OptionValue {
  /// The value as a script writes it.
  var labJSON: JSONOutput {
    switch self {
    case .number(let number): return .shortestNumber(number)
    case .bool(let bool): return .bool(bool)
    case .string(let string): return .string(string)
    case .list(let values): return .array(values.map(\.labJSON))
    }
  }
}
