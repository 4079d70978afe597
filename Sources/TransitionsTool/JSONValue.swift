import Foundation

/// A parsed JSON document, for input files whose errors must name the JSON path at fault.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// A short name of the value's kind, for error messages.
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// An input problem located by its JSON path, e.g. `samples[2].t: expected a number`.
struct InputError: Error, CustomStringConvertible {
  var path: String
  var problem: String
  var description: String { "\(path.isEmpty ? "$" : path): \(problem)" }
}

/// Reads and parses a JSON file; errors name `option` and the file.
func readJSONFile(_ path: String, option: String) throws -> JSONValue {
  guard FileManager.default.fileExists(atPath: path) else {
    throw InputError(path: option, problem: "no such file '\(path)'")
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    throw InputError(path: option, problem: "cannot read '\(path)'")
  }
  do {
    return try JSONDecoder().decode(JSONValue.self, from: data)
  } catch {
    throw InputError(path: option, problem: "'\(path)' is not valid JSON")
  }
}
