/// The value of a transition's option (``OptionDescription``), as a script, a JSON file or code
/// gives it.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
  case number(Double)
  case bool(Bool)
  case string(String)
  /// A list of values, for an option that takes one (``OptionDescription/Kind/list(_:)``, or a
  /// rectangle, ``OptionDescription/Kind/rect(range:unit:)``): `"detents": ["medium", "large"]`,
  /// `"sourceFrame": [24, 180, 160, 160]`.
  case list([OptionValue])

  public var description: String {
    switch self {
    case .number(let value): return value.shortestText
    case .bool(let value): return value ? "true" : "false"
    case .string(let value): return "\"\(value)\""
    case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
    }
  }
}
