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

  public init(values: [String: OptionValue]) { self.values = values }

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
