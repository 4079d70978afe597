/// What a transition is made from, as one value with defaults (box2d's `b2DefaultBodyDef`
/// style): `Configuration()` is the default transition, each setting is a stored property with
/// its default, and ``fields`` says once, next to it, what scripts call each setting, the range
/// and unit it takes and what it does.
///
/// Everything else derives from that: the options `transitions list` prints (defaults read from
/// `Self()`), the checks of a script's values, the clamping of values set in Swift
/// (``clamped()``), and the configuration a script's options make (``init(options:)``).
///
/// ```swift
/// var configuration = CardTransition.Configuration()
/// configuration.presenterScale = 0.9
/// try home.present(detail, transition: .card(configuration))
/// ```
public protocol TransitionConfiguration: Sendable {
  /// The default configuration.
  init()
  /// Every setting scripts can give, in the order `transitions list` prints them.
  static var fields: [ConfigurationField<Self>] { get }
}

extension TransitionConfiguration {
  /// The options scripts give, as `transitions list` prints them: each field's name, kind,
  /// summary, and its default read from `Self()`.
  public static var options: [OptionDescription] {
    let defaults = Self()
    return fields.map { $0.option(defaults: defaults) }
  }

  /// The configuration a script's options make: every field that `options` gave (checked by
  /// ``TransitionDefinition``) written over the defaults. A field not given keeps `Self()`'s
  /// value, which is the default `options` holds for it, or `nil` for an optional field whose
  /// absence means something of its own (``ConfigurationField/optionalBool(_:_:whenAbsent:_:)``).
  public init(options: TransitionOptions) {
    self.init()
    for field in Self.fields where options.given.contains(field.name) {
      if let value = options.values[field.name] { field.write(&self, value) }
    }
  }

  /// Every number in its field's range: a non-finite number takes its default, any other is
  /// clamped into the range. What a transition's initialiser does with the values it is given.
  public func clamped() -> Self {
    let defaults = Self()
    var out = self
    for field in Self.fields { field.clamp(&out, defaults) }
    return out
  }
}

/// One setting of a ``TransitionConfiguration``: what scripts call it, the values it takes (a
/// range and a unit, a choice, true or false), what it does, and where it lives in the
/// configuration. Written once per setting, next to the configuration.
///
/// ```swift
/// static let fields: [ConfigurationField<Self>] = [
///   .number("distance", \.distance, in: 0...400, unit: "pt", "how far the card rises"),
///   .releasePolicy(\.releasePolicy, choices: [.projected, .fastOrPastHalfway]),
/// ]
/// ```
public struct ConfigurationField<Configuration: Sendable>: Sendable {
  /// The option's name in scripts.
  public let name: String
  /// One line: what it does.
  public let summary: String
  /// What values it takes.
  public let kind: OptionDescription.Kind
  /// Names scripts used for it before (still read, deprecated; `list` does not print them).
  public let deprecatedNames: [String]
  /// For a choice: values scripts used before, each with the value it stands for (still read,
  /// deprecated).
  public let deprecatedChoices: [String: String]
  package let read: @Sendable (Configuration) -> OptionValue
  package let write: @Sendable (inout Configuration, OptionValue) -> Void
  /// Brings the field's value into its range (given the defaults).
  let clamp: @Sendable (inout Configuration, Configuration) -> Void

  /// The option description, its default read from `defaults`.
  public func option(defaults: Configuration) -> OptionDescription {
    OptionDescription(
      name: name, kind: kind, defaultValue: read(defaults), summary: summary,
      deprecatedNames: deprecatedNames, deprecatedChoices: deprecatedChoices)
  }

  /// A number in `range`, in `unit` (`pt`, `s`, `Hz`, `ratio`, or empty for none).
  public static func number(
    _ name: String, _ field: any WritableKeyPath<Configuration, Double> & Sendable,
    in range: ClosedRange<Double>, unit: String, deprecatedNames: [String] = [],
    _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .number(range: range, unit: unit),
      deprecatedNames: deprecatedNames, deprecatedChoices: [:],
      read: { .number($0[keyPath: field]) },
      write: { configuration, value in
        if case .number(let number) = value { configuration[keyPath: field] = number }
      },
      clamp: { configuration, defaults in
        let value = configuration[keyPath: field]
        configuration[keyPath: field] =
          value.isFinite
          ? min(max(value, range.lowerBound), range.upperBound) : defaults[keyPath: field]
      })
  }

  /// A whole number in `range`.
  public static func integer(
    _ name: String, _ field: any WritableKeyPath<Configuration, Int> & Sendable,
    in range: ClosedRange<Int>, _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .integer(range: range), deprecatedNames: [],
      deprecatedChoices: [:], read: { .number(Double($0[keyPath: field])) },
      write: { configuration, value in
        if case .number(let number) = value, number.isFinite, abs(number) < 1e9 {
          configuration[keyPath: field] = Int(number)
        }
      },
      clamp: { configuration, _ in
        configuration[keyPath: field] = min(
          max(configuration[keyPath: field], range.lowerBound), range.upperBound)
      })
  }

  /// True or false.
  public static func bool(
    _ name: String, _ field: any WritableKeyPath<Configuration, Bool> & Sendable,
    deprecatedNames: [String] = [], _ summary: String
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .bool, deprecatedNames: deprecatedNames,
      deprecatedChoices: [:], read: { .bool($0[keyPath: field]) },
      write: { configuration, value in
        if case .bool(let bool) = value { configuration[keyPath: field] = bool }
      },
      clamp: { _, _ in })
  }

  /// One of an enumeration's cases, by raw value, in declaration order.
  public static func choice<Value>(
    _ name: String, _ field: any WritableKeyPath<Configuration, Value> & Sendable, _ summary: String
  ) -> Self where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    named(
      name, field, names: Value.allCases.map(\.rawValue), deprecatedChoices: [:], summary,
      nameOf: { $0.rawValue }, parse: { Value(rawValue: $0) })
  }

  /// A release policy, chosen by name (``ReleasePolicy/name``) among `choices` (named
  /// policies, the default's among them); scripts' former names (`seed000`, …) still read.
  public static func releasePolicy(
    _ field: any WritableKeyPath<Configuration, ReleasePolicy> & Sendable,
    name: String = "policy", choices: [ReleasePolicy], _ summary: String
  ) -> Self {
    let names = choices.compactMap(\.name)
    return named(
      name, field, names: names,
      deprecatedChoices: ReleasePolicy.deprecatedNames.filter { names.contains($0.value) },
      summary, nameOf: { $0.name ?? "" }, parse: { ReleasePolicy(name: $0) })
  }

  /// A value chosen by name among `names`: `nameOf` says a value's name, `parse` the value a
  /// name stands for (`nil` for none); what ``choice(_:_:_:)`` and ``releasePolicy(_:name:choices:_:)``
  /// are.
  private static func named<Value: Sendable>(
    _ name: String, _ field: any WritableKeyPath<Configuration, Value> & Sendable,
    names: [String], deprecatedChoices: [String: String], _ summary: String,
    nameOf: @escaping @Sendable (Value) -> String,
    parse: @escaping @Sendable (String) -> Value?
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .choice(names), deprecatedNames: [],
      deprecatedChoices: deprecatedChoices, read: { .string(nameOf($0[keyPath: field])) },
      write: { configuration, value in
        if case .string(let string) = value, let chosen = parse(string) {
          configuration[keyPath: field] = chosen
        }
      },
      clamp: { _, _ in })
  }

  /// The release rule most of the catalogue offers, as the script option `policy`:
  /// ``ReleasePolicy/projected`` (default) or `alternative` (a named policy, such as seed 001's
  /// ``ReleasePolicy/fastOrPastHalfway`` or seed 004's ``ReleasePolicy/progressThreshold``),
  /// its summary saying the alternative's rule with its numbers.
  ///
  /// ```swift
  /// .releaseRule(\.releasePolicy, projectedOr: .fastOrPastHalfway)
  /// // release rule: projected, or fastOrPastHalfway (v > 300 pt/s, or p > 0.5 and v > −300)
  /// ```
  public static func releaseRule(
    _ field: any WritableKeyPath<Configuration, ReleasePolicy> & Sendable,
    projectedOr alternative: ReleasePolicy
  ) -> Self {
    .releasePolicy(
      field, choices: [.projected, alternative],
      "release rule: projected, or \(alternative)")
  }
}
