import Testing
import Transitions
import TransitionsPlayback

@testable import TransitionsLab

/// The control a kind calls for, by the name the page builds it from.
func controlName(for kind: OptionDescription.Kind) -> String {
  switch kind {
  case .number, .integer: return "slider"
  case .bool: return "toggle"
  case .choice, .oneOf: return "menu"
  case .list: return "list"
  case .rect: return "rect"
  }
}

extension OptionControl {
  var name: String {
    switch self {
    case .slider: return "slider"
    case .toggle: return "toggle"
    case .menu: return "menu"
    case .list: return "list"
    case .rect: return "rect"
    case .json: return "json"
    }
  }
}

/// A transition of a user's own with a list option (`stops`) and a menu (`start`), checked by
/// its own script check when `tied`: `start` is `first` or one of the stops.
func stopsTransition(tied: Bool) -> TransitionDefinition {
  let stops = OptionDescription.Kind.choice(["low", "middle", "high"])
  var definition = TransitionDefinition(
    TransitionDescription(
      id: "stops", summary: "A transition of a user's own.",
      options: [
        OptionDescription(
          name: "stops", kind: .list([stops, .integer(range: 1...20)]),
          defaultValue: .list([.string("high")]), summary: "where it stops"),
        OptionDescription(
          name: "start", kind: .oneOf([.choice(["first", "low", "middle", "high"])]),
          defaultValue: .string("first"), summary: "where it starts"),
      ])
  ) { _ in .sheet() }
  if tied {
    definition.checkPlay = { options, _ throws(OptionError) in
      guard case .list(let values)? = options.values["stops"],
        let start = options.values["start"], start == .string("first") || values.contains(start)
      else {
        throw OptionError(path: "options.start", problem: "expected first or one of the stops")
      }
    }
  }
  return definition
}

@Suite struct OptionControlTests {
  /// Every option of every catalogue transition gets the control its kind calls for; none is
  /// left to a JSON field.
  @Test(arguments: TransitionCatalogue.definitions.map(\.description.id))
  func everyCatalogueOptionGetsTheControlOfItsKind(id: String) throws {
    let definition = try #require(
      TransitionCatalogue.definitions.first { $0.description.id == id })
    let controls = OptionControl.controls(for: definition)
    #expect(controls.map(\.name) == definition.description.options.map(\.name))
    for (option, control) in zip(definition.description.options, controls) {
      #expect(control.control.name == controlName(for: option.kind), "\(id).\(option.name)")
    }
  }

  @Test func theSheetsDetentsAreChipsAndItsSelectedDetentIsOneOfThem() throws {
    let controls = Dictionary(
      uniqueKeysWithValues: OptionControl.controls(for: SheetTransition.definition).map {
        ($0.name, $0.control)
      })
    let points = OptionControl.NumberEntry(
      range: 1...10_000, unit: "pt", isInteger: false, expected: "a number from 1 to 10000 pt")
    #expect(
      controls["detents"]
        == .list(
          OptionControl.ListEntry(
            choices: [.string("medium"), .string("large"), .string("fitting")], number: points,
            expected: "a list of medium, large, fitting or a number from 1 to 10000 pt")))
    #expect(
      controls["selectedDetent"]
        == .menu(
          OptionControl.Menu(
            choices: [
              .string("smallest"), .string("medium"), .string("large"), .string("fitting"),
            ], number: points,
            among: "detents", extras: [.string("smallest")])))
    guard case .menu(let undimmed)? = controls["largestUndimmedDetent"] else {
      Issue.record("largestUndimmedDetent is not a menu")
      return
    }
    #expect(undimmed.among == "detents" && undimmed.extras == [.string("none")])
  }

  /// A user's own transition gets the same controls: its menu is tied to its list only when its
  /// own check ties them.
  @Test func aUsersTransitionGetsTheSameControls() {
    let tied = OptionControl.controls(for: stopsTransition(tied: true))
    guard case .list(let list) = tied[0].control, case .menu(let menu) = tied[1].control else {
      Issue.record("expected a list and a menu: \(tied)")
      return
    }
    #expect(list.choices == ["low", "middle", "high"].map(OptionValue.string))
    #expect(list.number?.isInteger == true && list.number?.range == 1...20)
    #expect(menu.among == "stops" && menu.extras == [.string("first")])
    let free = OptionControl.controls(for: stopsTransition(tied: false))
    guard case .menu(let untied) = free[1].control else {
      Issue.record("expected a menu")
      return
    }
    #expect(untied.among == nil && untied.extras.isEmpty)
  }

  @Test func kindsNoChipOrNumberGivesAreTypedAsJSON() {
    let rect = OptionDescription.Kind.rect(range: 0...100, unit: "pt")
    #expect(OptionControl(.list([rect])).name == "json")
    #expect(OptionControl(.oneOf([.list([.bool])])).name == "json")
    #expect(
      OptionControl(.list([.number(range: 0...1, unit: ""), .integer(range: 2...3)])).name == "json"
    )
    #expect(
      OptionControl(.oneOf([.bool, .choice(["auto"])]))
        == .menu(OptionControl.Menu(choices: [.bool(true), .bool(false), .string("auto")])))
    guard case .slider(let whole) = OptionControl(.integer(range: 1...8)) else {
      Issue.record("an integer is not a slider")
      return
    }
    #expect(whole.isInteger && whole.expected == "a whole number from 1 to 8")
  }

  /// What a control lets the page send, the validation takes; the page's words for a number it
  /// refuses are the validation's.
  @Test(arguments: TransitionCatalogue.definitions.map(\.description.id))
  func whatAControlOffersTheValidationTakes(id: String) throws {
    let definition = try #require(
      TransitionCatalogue.definitions.first { $0.description.id == id })
    func check(_ name: String, _ value: OptionValue) -> ScriptError? {
      do {
        try definition.checkOptions(of: Script(transition: id, options: [name: value]))
        return nil
      } catch {
        return error
      }
    }
    for (name, control) in OptionControl.controls(for: definition) {
      switch control {
      case .slider(let number):
        #expect(check(name, .number(number.range.lowerBound)) == nil, "\(id).\(name)")
        #expect(check(name, .number(number.range.upperBound)) == nil, "\(id).\(name)")
        let beyond = check(name, .number(number.range.upperBound + 1))
        #expect(beyond?.problem.hasPrefix("expected \(number.expected), got") == true)
      case .toggle:
        #expect(check(name, .bool(true)) == nil && check(name, .bool(false)) == nil)
      case .menu(let menu):
        let offered = menu.among == nil ? menu.choices : menu.extras
        for value in offered { #expect(check(name, value) == nil, "\(id).\(name): \(value)") }
      case .list(let list):
        let numbers = list.number.map { [$0.range.lowerBound, $0.range.upperBound] } ?? []
        for value in list.choices + numbers.map(OptionValue.number) {
          #expect(check(name, .list([value])) == nil, "\(id).\(name): [\(value)]")
        }
        if let number = list.number {
          let beyond = check(name, .list([.number(number.range.upperBound + 1)]))
          #expect(beyond?.problem.hasPrefix("expected \(number.expected), got") == true)
        }
      case .rect(let number):
        let low = number.range.lowerBound
        #expect(check(name, .list([low, low, 1, 1].map(OptionValue.number))) == nil)
        let flat = check(name, .list([low, low, 0, 1].map(OptionValue.number)))
        #expect(flat?.problem.hasPrefix("expected \(number.expected)") == true)
      case .json:
        Issue.record("\(id).\(name) has no control of its own")
      }
    }
  }
}
