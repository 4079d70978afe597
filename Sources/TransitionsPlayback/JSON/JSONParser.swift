import Transitions

/// A recursive-descent JSON parser (RFC 8259) that keeps the path of the value it is reading.
struct JSONParser {
  let bytes: [UInt8]
  /// How a syntax error names the text's origin (`'x.json'`), or nil.
  let source: String?
  var index = 0
  /// The path of the value being read, rendered only for an error.
  var path: [PathComponent] = []

  enum PathComponent {
    case key(String)
    case index(Int)
  }
  /// Deeper documents are refused rather than risking the stack.
  static let maximumDepth = 512

  init(bytes: [UInt8], source: String?) {
    self.bytes = bytes
    self.source = source
  }

  mutating func document() throws(JSONError) -> JSONValue {
    // A UTF-8 byte order mark is allowed before the document.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    let start = index
    try checkUTF8()
    skipWhitespace()
    guard index < bytes.count else {
      throw syntax(
        index == start
          ? "expected a JSON value, got no text" : "expected a JSON value, got only white space")
    }
    let value = try self.value(depth: 0)
    skipWhitespace()
    guard index == bytes.count else { throw syntax("unexpected text after the document") }
    return value
  }

  var pathText: String {
    var text = JSONValue.rootPath
    for component in path {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key): text = text == JSONValue.rootPath ? key : text + "." + key
      }
    }
    return text
  }

  /// JSON text is UTF-8 (RFC 8259 §8.1): bytes that are not are refused where they start,
  /// rather than read as replacement characters.
  private mutating func checkUTF8() throws(JSONError) {
    guard bytes[index...].contains(where: { $0 >= 0x80 }) else { return }
    var decoder = Unicode.UTF8.ForwardParser()
    var iterator = bytes[index...].makeIterator()
    var offset = index
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return
      case .error:
        index = offset
        throw syntax("bytes that are not UTF-8 text")
      }
    }
  }

  /// Text that is not JSON, at the root, located by line and column (both from 1; columns count
  /// characters, and a byte order mark before the document is not one):
  /// `$: not valid JSON at line 3, column 7 (in 'x.json'): expected ',' or '}'`.
  func syntax(_ problem: String) -> JSONError {
    var line = 1
    var column = 1
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for byte in bytes[min(start, bytes.count)..<min(max(index, start), bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    let origin = source.map { " (in \($0))" } ?? ""
    return JSONError(
      path: JSONValue.rootPath,
      problem: "not valid JSON at line \(line), column \(column)\(origin): \(problem)")
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws(JSONError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw syntax("nested more than \(Self.maximumDepth) levels deep")
    }
    guard index < bytes.count else { throw syntax("unexpected end of the text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw syntax("unexpected character")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw syntax("unexpected character") }
    index += utf8.count
    return value
  }

  private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
    index += 1
    var fields: [String: JSONValue] = [:]
    if consume("}") { return .object(fields) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw syntax("expected a key in quotes")
      }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw syntax("expected ':' after a key")
      }
      index += 1
      skipWhitespace()
      path.append(.key(key))
      guard fields[key] == nil else { throw JSONError(path: pathText, problem: "duplicate key") }
      fields[key] = try value(depth: depth + 1)
      path.removeLast()
      guard try anotherMember(before: "}") else { return .object(fields) }
    }
  }

  private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    if consume("]") { return .array(elements) }
    while true {
      skipWhitespace()
      path.append(.index(elements.count))
      elements.append(try value(depth: depth + 1))
      path.removeLast()
      guard try anotherMember(before: "]") else { return .array(elements) }
    }
  }

  /// After an object's or an array's member: `true` past a ',' (another member follows),
  /// `false` past `closer` (the object or array ends); anything else is a syntax error.
  private mutating func anotherMember(before closer: Unicode.Scalar) throws(JSONError) -> Bool {
    if consume(",") { return true }
    if consume(closer) { return false }
    guard index < bytes.count else { throw syntax("unexpected end of the text") }
    throw syntax("expected ',' or '\(closer)'")
  }

  /// Skips white space, then `scalar` if it comes next; whether it did.
  private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else { return false }
    index += 1
    return true
  }
}
