import Transitions

/// The parser's scalars: numbers, and strings with their escapes.
extension JSONParser {
  mutating func number() throws(JSONError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    guard digits() > 0 else { throw syntax("expected digits") }
    if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
      throw syntax("a number cannot start with 0")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw syntax("expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw syntax("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONError(path: pathText, problem: "\(text) is outside the range of a double")
    }
    return .number(value)
  }

  mutating func string() throws(JSONError) -> String {
    index += 1
    // Fast path: no escapes (the common case), decoded straight from the bytes.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let text = String(decoding: bytes[index..<end], as: UTF8.self)
      index = end + 1
      return text
    }
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ end: Int) {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        flush(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(index)
        index += 1
        guard index < bytes.count else { throw syntax("unexpected end of the text") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            let save = index
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
              index = save
            }
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          throw syntax("unknown escape")
        }
        runStart = index
      case 0..<0x20:
        throw syntax("a control character in a string")
      default:
        index += 1
      }
    }
    throw syntax("unterminated string")
  }

  private mutating func hex4() throws(JSONError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw syntax("expected four hex digits") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw syntax("expected four hex digits")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }
}
