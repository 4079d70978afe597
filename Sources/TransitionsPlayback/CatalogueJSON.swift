public import Transitions

extension TransitionCatalogue {
  /// `descriptions` as `transitions list --format json` prints them, and the lab's page reads
  /// them to build its picker and controls: `{"transitions": [{"id", "summary", "container",
  /// "navigation", "options": [{"name", "type", …, "default", "summary"}]}]}`. `container` is
  /// `true` for every transition whose children are selected (script action `select`, roles
  /// `child0` …): a container's and a tab's (a ``TabBarController`` is a container with UIKit's
  /// tab bar semantics), as the lab's picker needs to offer `select`.
  public static func json(of descriptions: [TransitionDescription] = descriptions) -> JSONOutput {
    .object([("transitions", .array(descriptions.map(\.json)))])
  }
}

extension TransitionDescription {
  /// One transition as ``TransitionCatalogue/json(of:)`` writes it.
  public var json: JSONOutput {
    .object([
      ("id", .string(id)), ("summary", .string(summary)),
      ("container", .bool(kind == .container || kind == .tab)),
      ("navigation", .bool(kind == .navigation)),
      ("options", .array(options.map(Self.option))),
    ])
  }

  private static func option(_ option: OptionDescription) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("name", .string(option.name))]
    fields += Self.kindFields(option.kind)
    fields += [("default", option.defaultValue.json), ("summary", .string(option.summary))]
    return .object(fields)
  }

  /// A kind's fields: `type`, then `unit` and `range`, `choices`, or (a list, or one of
  /// several kinds) `of`, each of its kinds' fields.
  private static func kindFields(_ kind: OptionDescription.Kind) -> [(String, JSONOutput)] {
    var fields: [(String, JSONOutput)] = []
    switch kind {
    case .number(let range, let unit):
      fields += [
        ("type", .string("number")), ("unit", .string(unit)),
        (
          "range",
          .array([.shortestNumber(range.lowerBound), .shortestNumber(range.upperBound)])
        ),
      ]
    case .integer(let range):
      fields += [
        ("type", .string("integer")),
        (
          "range",
          .array([
            .shortestNumber(Double(range.lowerBound)), .shortestNumber(Double(range.upperBound)),
          ])
        ),
      ]
    case .bool: fields.append(("type", .string("bool")))
    case .choice(let choices):
      fields += [("type", .string("choice")), ("choices", .array(choices.map { .string($0) }))]
    case .list(let kinds), .oneOf(let kinds):
      let type = if case .list = kind { "list" } else { "oneOf" }
      fields += [
        ("type", .string(type)), ("of", .array(kinds.map { .object(kindFields($0)) })),
      ]
    case .rect(let range, let unit):
      fields += [
        ("type", .string("rect")), ("unit", .string(unit)),
        (
          "range",
          .array([.shortestNumber(range.lowerBound), .shortestNumber(range.upperBound)])
        ),
      ]
    }
    return fields
  }
}

extension OptionValue {
  /// The value as JSON, numbers in their shortest form.
  public var json: JSONOutput {
    switch self {
    case .number(let number): return .shortestNumber(number)
    case .bool(let bool): return .bool(bool)
    case .string(let string): return .string(string)
    case .list(let values): return .array(values.map(\.json))
    }
  }

}
