import Foundation
import Transitions
import TransitionsPlayback

/// An input problem located by its JSON path, e.g. `samples[2].t: expected a number`: the
/// library's JSON error, which the tool's own input readers (scenes, velocity samples) throw too.
typealias InputError = JSONError

/// Where a command reads its input: a file, or standard input for the path `-`.
struct ToolInput {
  /// Reads all of standard input.
  var readStandardInput: () -> [UInt8]

  /// Reads the process's standard input.
  static var process: ToolInput {
    ToolInput(readStandardInput: {
      Array(FileHandle.standardInput.readDataToEndOfFile())
    })
  }

  /// Reads a file's bytes (`-` for standard input) and how errors name it: `'x.json'`, or
  /// `standard input`. A missing or unreadable file is an error at `option` naming the file.
  func read(_ path: String, option: String) throws(InputError) -> (bytes: [UInt8], name: String) {
    if path == "-" { return (readStandardInput(), "standard input") }
    guard FileManager.default.fileExists(atPath: path) else {
      throw InputError(path: option, problem: "no such file '\(path)'")
    }
    var isFolder: ObjCBool = false
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
      size == 0
    {
      // An empty file is read as no bytes without Foundation's reader, which leaks its buffer
      // for an empty file (swift-corelibs-foundation 6.3, seen under LeakSanitizer).
      return ([], "'\(path)'")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(path: option, problem: "cannot read '\(path)'")
    }
    return (Array(data), "'\(path)'")
  }

  /// Reads and parses a JSON file (`-` for standard input). A missing or unreadable file is an
  /// error at `option` naming the file; text that is not JSON is an error at the document's
  /// root, `$`, naming the file, the line and the column.
  func readJSON(_ path: String, option: String) throws(InputError) -> JSONValue {
    let (bytes, name) = try read(path, option: option)
    return try JSONValue.parse(bytes, source: name)
  }

  /// Reads and decodes a play script (`-` for standard input), with the errors
  /// ``Script/init(jsonBytes:source:)`` throws; a missing file is an error at `option`.
  func readScript(_ path: String, option: String) throws -> Script {
    let (bytes, name) = try read(path, option: option)
    return try Script(jsonBytes: bytes, source: name)
  }
}
