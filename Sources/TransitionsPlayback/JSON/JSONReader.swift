import Transitions

/// Reads a parsed JSON value while keeping its path, so every error names the JSON path at
/// fault: `items[0].size: expected two positive numbers`.
public struct JSONReader {
  /// The value read.
  public let value: JSONValue
  /// Its JSON path, `$` for the root.
  public let path: String

  public init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  public func fail(_ problem: String) -> JSONError {
    JSONError(path: path, problem: problem)
  }

  /// The fields of an object whose keys are all in `allowedKeys` (a short list: checked
  /// linearly, sorted only for an error).
  public func object(allowedKeys: [String]) throws(JSONError) -> [String: JSONValue] {
    guard case .object(let fields) = value else {
      throw fail("expected an object, got \(value.kind)")
    }
    guard fields.keys.allSatisfy(allowedKeys.contains) else {
      let unknown = fields.keys.sorted().first { !allowedKeys.contains($0) } ?? ""
      let known = allowedKeys.sorted().joined(separator: ", ")
      throw JSONError(path: child(unknown), problem: "unknown key; expected one of \(known)")
    }
    return fields
  }

  public func child(_ key: String) -> String {
    path.isEmpty || path == JSONValue.rootPath ? key : "\(path).\(key)"
  }

  /// The member `key` of an object's fields, or nil when absent.
  public func member(_ key: String, in fields: [String: JSONValue]) -> JSONReader? {
    fields[key].map { JSONReader($0, path: child(key)) }
  }

  public func required(_ key: String, in fields: [String: JSONValue]) throws(JSONError)
    -> JSONReader
  {
    guard let reader = member(key, in: fields) else {
      throw JSONError(path: child(key), problem: "missing")
    }
    return reader
  }

  public func array() throws(JSONError) -> [JSONReader] {
    guard case .array(let elements) = value else {
      throw fail("expected an array, got \(value.kind)")
    }
    return elements.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
  }

  public func number() throws(JSONError) -> Double {
    guard case .number(let number) = value, number.isFinite else {
      throw fail("expected a number, got \(value.kind)")
    }
    return number
  }

  public func number(where condition: (Double) -> Bool, _ expected: String) throws(JSONError)
    -> Double
  {
    guard case .number(let number) = value, number.isFinite, condition(number) else {
      throw fail("expected \(expected), got \(describe)")
    }
    return number
  }

  public func string() throws(JSONError) -> String {
    guard case .string(let string) = value else {
      throw fail("expected a string, got \(value.kind)")
    }
    return string
  }

  public func bool() throws(JSONError) -> Bool {
    guard case .bool(let bool) = value else {
      throw fail("expected true or false, got \(value.kind)")
    }
    return bool
  }

  /// Two numbers `[a, b]`, each satisfying `condition`.
  public func pair(
    where condition: (Double) -> Bool = { _ in true }, _ expected: String = "two numbers"
  ) throws(JSONError) -> (Double, Double) {
    guard case .array(let elements) = value, elements.count == 2,
      case .number(let a) = elements[0], case .number(let b) = elements[1],
      a.isFinite, b.isFinite, condition(a), condition(b)
    else {
      throw fail("expected \(expected), got \(describe)")
    }
    return (a, b)
  }

  /// `count` numbers `[a, b, …]`, each satisfying `condition`.
  public func numbers(
    _ count: Int, where condition: (Double) -> Bool = { _ in true }, _ expected: String
  ) throws(JSONError) -> [Double] {
    guard case .array(let elements) = value, elements.count == count else {
      throw fail("expected \(expected), got \(describe)")
    }
    var numbers: [Double] = []
    for element in elements {
      guard case .number(let number) = element, number.isFinite, condition(number) else {
        throw fail("expected \(expected), got \(describe)")
      }
      numbers.append(number)
    }
    return numbers
  }

  private var describe: String {
    switch value {
    case .number(let number): return number.shortestText
    case .array(let elements):
      let numbers = elements.compactMap { element -> String? in
        if case .number(let number) = element { return number.shortestText }
        return nil
      }
      guard numbers.count == elements.count else { return "an array of \(elements.count)" }
      return "[" + numbers.joined(separator: ", ") + "]"
    default: return value.kind
    }
  }
}
