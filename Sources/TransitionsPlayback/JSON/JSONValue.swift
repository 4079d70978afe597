public import Motion
import Transitions

/// A parsed JSON document, for input whose errors must name the JSON path at fault: play scripts
/// here, and the command-line tool's simulations and velocity samples.
///
/// The package reads JSON with its own parser (``parse(_:source:)``) rather than Foundation's,
/// because every error it reports names a JSON path (`events[3].at`) or, for text that is not
/// JSON, the line and column where it stops being JSON.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// A short name of the value's kind, for error messages.
  public var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The path of a document's root in error messages: `$: expected an object, got an array`.
  public static let rootPath = "$"

  /// Parses JSON text (RFC 8259, UTF-8) in one pass, linear in its length.
  ///
  /// - Parameters:
  ///   - bytes: the text; a UTF-8 byte order mark before the document is allowed.
  ///   - source: how a syntax error names where the text came from, printed as given
  ///     (`'swipe.json'`, `standard input`); `nil` names nothing.
  /// - Throws: ``JSONError`` at `$` for text that is not JSON, with its line and column (both
  ///   from 1; columns count characters, and the byte order mark is not one):
  ///   `$: not valid JSON at line 3, column 7 (in 'swipe.json'): expected ',' or '}'`; and at the
  ///   value's path for a number outside the range of `Double` (`1e400`) or a key repeated in
  ///   one object.
  public static func parse(_ bytes: [UInt8], source: String? = nil) throws(JSONError)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, source: source)
    return try parser.document()
  }
}

/// An input problem located by its JSON path: `samples[2].t: expected a number, got a string`.
/// The package's JSON readers throw it; ``Script/init(json:source:)`` reports it as a
/// ``ScriptError`` with the same path and problem.
public struct JSONError: ExplainedError, Hashable {
  /// The JSON path at fault, `$` for the root.
  public var path: String
  /// What is wrong, in words.
  public var problem: String

  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// The JSON path, `$` for the root (`ExplainedError`).
  public var subject: String? { path.isEmpty ? JSONValue.rootPath : path }
}
