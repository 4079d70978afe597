/// A transition's options as a script gave them, checked against its description and with
/// every absent option at its default: what a ``TransitionDefinition`` makes its transition
/// from.
///
/// ```swift
/// TransitionDefinition(id: "rise", summary: "…", options: [distance]) { options in
///   .custom { RiseTransition(distance: options.number("distance")) }
/// }
/// ```
public struct TransitionOptions: Sendable, Hashable {
  /// Every option by name, defaults included.
  public var values: [String: OptionValue]
  /// The names of the options the script gave; the others in ``values`` are their defaults. An
  /// option whose absence means something of its own (the push's `rightToLeft`: follow the
  /// layout direction) reads it here.
  public var given: Set<String>

  /// Options `values`, of which `given` were given (default: all of them).
  public init(values: [String: OptionValue], given: Set<String>? = nil) {
    self.values = values
    self.given = given ?? Set(values.keys)
  }

  /// A number option; NaN when the transition has no such number.
  public func number(_ name: String) -> Double {
    if case .number(let value) = values[name] { return value }
    return .nan
  }

  /// A whole-number option (checked in range by its description), or `nil` when absent.
  public func integer(_ name: String) -> Int? {
    guard case .number(let value) = values[name], value.isFinite,
      value.rounded() == value, abs(value) < 1e9
    else { return nil }
    return Int(value)
  }

  /// A choice option; empty when the transition has no such choice.
  public func string(_ name: String) -> String {
    if case .string(let value) = values[name] { return value }
    return ""
  }

  /// A true-or-false option; `false` when the transition has no such option.
  public func bool(_ name: String) -> Bool {
    if case .bool(let value) = values[name] { return value }
    return false
  }
}
