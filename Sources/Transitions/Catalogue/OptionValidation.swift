extension TransitionCatalogue {
  /// Checks `options` against `description` and fills in the defaults. An option
  /// given under a former name (``OptionDescription/deprecatedNames``), or a choice given a
  /// former value (``OptionDescription/deprecatedChoices``), is read as its current one; errors
  /// name the path the script used.
  package static func resolve(
    _ options: [String: OptionValue], for description: TransitionDescription
  ) throws(OptionError) -> TransitionOptions {
    let names = Set(description.options.map(\.name))
    func current(_ name: String) -> OptionDescription? {
      description.options.first { $0.deprecatedNames.contains(name) }
    }
    // Sorted, so that of two bad options the same one is always reported.
    let keys = options.keys.sorted()
    if let unknown = keys.first(where: { !names.contains($0) && current($0) == nil }) {
      let known = description.options.map(\.name).joined(separator: ", ")
      throw OptionError(
        path: "options.\(unknown)",
        problem: known.isEmpty
          ? "unknown option; \(description.id) takes none"
          : "unknown option; expected one of \(known)")
    }
    var given: [String: (value: OptionValue, path: String)] = [:]
    for key in keys {
      guard let value = options[key] else { continue }
      guard let option = current(key) else {
        given[key] = (value, "options.\(key)")
        continue
      }
      if options[option.name] != nil || given[option.name] != nil {
        throw OptionError(
          path: "options.\(key)",
          problem: "give \"\(option.name)\" or its former name \"\(key)\", not both")
      }
      given[option.name] = (value, "options.\(key)")
    }
    var values: [String: OptionValue] = [:]
    for option in description.options {
      guard let (value, path) = given[option.name] else {
        try option.check(option.defaultValue, at: "options.\(option.name)")
        values[option.name] = option.defaultValue
        continue
      }
      var resolved = value
      if case .string(let string) = value, let renamed = option.deprecatedChoices[string] {
        resolved = .string(renamed)
      }
      try option.check(resolved, at: path)
      values[option.name] = resolved
    }
    return TransitionOptions(values: values, given: Set(given.keys))
  }
}

extension OptionDescription {
  /// Checks that `value` fits the option; an error names `path`.
  package func check(_ value: OptionValue, at path: String) throws(OptionError) {
    switch (kind, value) {
    case (.number(let range, _), .number(let number)):
      guard number.isFinite, range.contains(number) else {
        throw OptionError(
          path: path, problem: "expected \(kind.expected), got \(number.shortestText)")
      }
    case (.integer(let range), .number(let number)):
      guard number.isFinite, number.rounded() == number, Double(range.lowerBound) <= number,
        number <= Double(range.upperBound)
      else {
        throw OptionError(
          path: path, problem: "expected \(kind.expected), got \(number.shortestText)")
      }
    case (.bool, .bool): break
    case (.list(let kinds), .list(let values)):
      guard !values.isEmpty else {
        throw OptionError(path: path, problem: "expected \(kind.expected), got an empty list")
      }
      for (index, element) in values.enumerated() {
        try OptionDescription.check(element, against: kinds, at: "\(path)[\(index)]")
      }
    case (.oneOf(let kinds), _):
      try OptionDescription.check(value, against: kinds, at: path)
    case (.rect(let range, _), .list(let values)):
      let numbers = values.compactMap { value -> Double? in
        if case .number(let number) = value { return number }
        return nil
      }
      guard numbers.count == 4, values.count == 4, numbers.allSatisfy(range.contains),
        numbers[2] > 0, numbers[3] > 0
      else {
        throw OptionError(path: path, problem: "expected \(kind.expected), got \(value)")
      }
    case (.choice(let choices), .string(let string)):
      guard choices.contains(string) else {
        throw OptionError(
          path: path,
          problem: "unknown value \"\(string)\"; expected \(choices.joined(separator: ", "))")
      }
    default:
      throw OptionError(path: path, problem: "expected \(kind.expected), got \(value)")
    }
  }

  /// Checks that `value` fits one of `kinds`: a number out of every range is told the first
  /// range; any other misfit is told every alternative.
  static func check(
    _ value: OptionValue, against kinds: [Kind], at path: String
  ) throws(OptionError) {
    var numberError: OptionError?
    for kind in kinds {
      do {
        try OptionDescription(name: "", kind: kind, defaultValue: value, summary: "")
          .check(value, at: path)
        return
      } catch {
        if case .number = value, numberError == nil, kind.takesNumbers { numberError = error }
      }
    }
    if let numberError { throw numberError }
    let expected = Kind.oneOf(kinds).expected
    if case .string(let string) = value {
      throw OptionError(path: path, problem: "unknown value \"\(string)\"; expected \(expected)")
    }
    throw OptionError(path: path, problem: "expected \(expected), got \(value)")
  }
}

extension OptionDescription.Kind {
  /// Whether the kind takes a number.
  fileprivate var takesNumbers: Bool {
    switch self {
    case .number, .integer: return true
    case .oneOf(let kinds): return kinds.contains(where: \.takesNumbers)
    case .bool, .choice, .list, .rect: return false
    }
  }
}

extension OptionDescription.Kind {
  /// What the kind expects, in words.
  public var expected: String {
    switch self {
    case .number(let range, let unit):
      return "a number from \(range.lowerBound.shortestText) to \(range.upperBound.shortestText)"
        + (unit.isEmpty ? "" : " \(unit)")
    case .integer(let range):
      return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .bool: return "true or false"
    case .choice(let choices): return "one of \(choices.joined(separator: ", "))"
    case .list(let kinds): return "a list of \(Self.alternatives(kinds))"
    case .oneOf(let kinds): return Self.alternatives(kinds)
    case .rect(let range, let unit):
      return "[x, y, width, height]: four numbers from \(range.lowerBound.shortestText) to "
        + "\(range.upperBound.shortestText)\(unit.isEmpty ? "" : " \(unit)"), the width and height "
        + "above 0"
    }
  }

  /// `medium, large or a number from 1 to 10000 pt`: each kind's choices and ranges, joined.
  private static func alternatives(_ kinds: [Self]) -> String {
    let parts = kinds.flatMap { kind -> [String] in
      if case .choice(let choices) = kind { return choices }
      return [kind.expected]
    }
    guard let last = parts.last, parts.count > 1 else { return parts.first ?? "nothing" }
    return parts.dropLast().joined(separator: ", ") + " or " + last
  }
}
