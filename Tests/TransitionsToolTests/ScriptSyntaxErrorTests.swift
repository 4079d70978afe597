import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// A script that is not JSON text is refused at the document's root, `$`, with the line and
/// column (both from 1) where it stops being JSON, and names the file: exit status 64, one line
/// on standard error, nothing on standard output (PLAY.md, "Errors").
@Suite struct ScriptSyntaxErrorTests {
  /// Writes `bytes` to a fresh file, runs `play` on it, and removes the file's folder.
  func play(bytes: [UInt8], _ check: (ToolOutput, String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-syntax-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("script.json").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try check(TransitionsTool.execute(["play", path]), path)
  }

  func play(_ text: String, _ check: (ToolOutput, String) throws -> Void) throws {
    try play(bytes: Array(text.utf8), check)
  }

  func expectRefused(
    _ output: ToolOutput, _ line: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(output.status == 64, sourceLocation: sourceLocation)
    #expect(output.standardOutput.isEmpty, sourceLocation: sourceLocation)
    #expect(output.standardError == "error: " + line + "\n", sourceLocation: sourceLocation)
  }

  @Test func anErrorOnTheThirdLineIsLocatedThereAtTheRoot() throws {
    let script = """
      {
        "transition": "modal",
        "until" 2,
        "events": []
      }
      """
    try play(script) { output, path in
      expectRefused(
        output, "$: not valid JSON at line 3, column 11 (in '\(path)'): expected ':' after a key")
    }
    let piped = TransitionsTool.execute(["play", "-"], standardInput: script)
    expectRefused(
      piped,
      "$: not valid JSON at line 3, column 11 (in standard input): expected ':' after a key")
  }

  @Test func columnsCountCharactersNotBytesAndLinesMayEndWithCRLF() throws {
    // Line 3: two spaces, "wäh" (five characters, six bytes), a space, then a stray `x`.
    try play("{\r\n  \"transition\": \"modal\",\r\n  \"wäh\" x}") { output, path in
      expectRefused(
        output, "$: not valid JSON at line 3, column 9 (in '\(path)'): expected ':' after a key")
    }
  }

  @Test func aByteOrderMarkIsAllowedAndIsNotAColumn() throws {
    try play(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"transition": "pullDown", "until": 0.1}"#.utf8)) {
      output, _ in
      #expect(output.status == 0, "\(output.standardError)")
    }
    try play(bytes: [0xEF, 0xBB, 0xBF] + Array("{x".utf8)) { output, path in
      expectRefused(
        output, "$: not valid JSON at line 1, column 2 (in '\(path)'): expected a key in quotes")
    }
  }

  @Test func anEmptyFileIsRefused() throws {
    try play("") { output, path in
      expectRefused(
        output,
        "$: not valid JSON at line 1, column 1 (in '\(path)'): expected a JSON value, got no text")
    }
  }

  @Test func aFileOfOnlyAByteOrderMarkIsRefused() throws {
    try play(bytes: [0xEF, 0xBB, 0xBF]) { output, path in
      expectRefused(
        output,
        "$: not valid JSON at line 1, column 1 (in '\(path)'): expected a JSON value, got no text")
    }
  }

  @Test func aFileOfOnlyWhiteSpaceIsRefusedWhereTheTextEnds() throws {
    try play("  \n\t\n") { output, path in
      expectRefused(
        output,
        "$: not valid JSON at line 3, column 1 (in '\(path)'): expected a JSON value, got only white space"
      )
    }
  }

  @Test(arguments: [
    // A byte that never starts a character, inside a string, on line 2.
    (Array("{\n  \"transition\": \"mo".utf8) + [0xFF] + Array("dal\"}".utf8), 2, 20),
    // A character cut short by the end of the line.
    (Array(#"{"a": "é"#.utf8) + [0xC3, 0x0A] + Array("\"}".utf8), 1, 9),
    // An encoded surrogate (CESU-8), and an overlong encoding of "/".
    (Array(#"{"transition": ""#.utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8), 1, 17),
    ([0xC0, 0xAF], 1, 1),
    // Latin-1 text.
    (Array("{\"transition\": \"caf".utf8) + [0xE9, 0x22, 0x7D], 1, 20),
  ])
  func bytesThatAreNotUTF8AreRefusedWhereTheyStart(bytes: [UInt8], line: Int, column: Int)
    throws
  {
    try play(bytes: bytes) { output, path in
      expectRefused(
        output,
        "$: not valid JSON at line \(line), column \(column) (in '\(path)'): bytes that are not UTF-8 text"
      )
    }
  }

  @Test func nestingPastTheLimitIsRefusedAndTheLimitItselfIsNot() throws {
    // 512 nested arrays are JSON the parser reads (then not a script); 513 are refused.
    let limit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    try play(limit) { output, _ in
      expectRefused(output, "$: expected an object, got an array")
    }
    try play(String(repeating: "[", count: 513)) { output, path in
      expectRefused(
        output,
        "$: not valid JSON at line 1, column 513 (in '\(path)'): nested more than 512 levels deep")
    }
    try play(String(repeating: "{\"a\":", count: 100_000)) { output, path in
      expectRefused(
        output,
        "$: not valid JSON at line 1, column 2561 (in '\(path)'): nested more than 512 levels deep"
      )
    }
  }

  @Test func aMissingOrUnreadableFileNamesTheFile() throws {
    let missing = TransitionsTool.execute(["play", "/nonexistent/script.json"])
    expectRefused(missing, "script: no such file '/nonexistent/script.json'")
    // A folder exists but cannot be read as a file (root reads any file, so a folder it is).
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    expectRefused(
      TransitionsTool.execute(["play", folder.path]), "script: cannot read '\(folder.path)'")
  }

  @Test func theOtherCommandsThatReadJSONReportTheSameWay() {
    let text = "[\n  {\"t\": 0, \"x\": 1, \"y\": 2},\n  {\"t\": 0.1 \"x\": 1}\n]"
    expectRefused(
      TransitionsTool.execute(["velocity", "--samples", "-"], standardInput: text),
      "$: not valid JSON at line 3, column 13 (in standard input): expected ',' or '}'")
    expectRefused(
      TransitionsTool.execute(["simulate", "-"], standardInput: "{\n\n  \"bounds\": nul}"),
      "$: not valid JSON at line 3, column 13 (in standard input): unexpected character")
    expectRefused(
      TransitionsTool.execute(["render", "-", "--at", "0"], standardInput: ""),
      "$: not valid JSON at line 1, column 1 (in standard input): expected a JSON value, got no text"
    )
  }

  @Test func theExecutableRefusesABrokenScriptWithOneLineAndStatus64() throws {
    let result = try runTransitions(["play", "-"], input: "{\n\"transition\": \"modal\",\n]")
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: $: not valid JSON at line 3, column 1 (in standard input): expected a key in quotes\n"
    )
  }
}
