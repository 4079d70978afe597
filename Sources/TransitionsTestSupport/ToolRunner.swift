public import Foundation
public import Motion

/// The outcome of running the `transitions` executable.
public struct ToolResult: Sendable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
}

/// Errors raised while locating or launching the tool.
public struct ToolRunnerError: ExplainedError {
  /// What could not be found or run.
  public var subject: String?
  public var problem: String
}

/// Runs the built `transitions` executable with `arguments` (in `currentDirectory`, when given)
/// and captures its output; `input` (when given) is its standard input, which `-` paths read.
///
/// The executable is looked up next to the running test bundle (SwiftPM puts both in the same
/// build products directory), so `swift test` must have built it, which it does by default.
public func runTransitions(
  _ arguments: [String], input: String? = nil, currentDirectory: URL? = nil
) throws -> ToolResult {
  let executable = try transitionsExecutableURL()
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  let stdin = Pipe()
  process.standardInput = input == nil ? FileHandle.nullDevice : stdin
  try process.run()
  if let input {
    // Written from another thread so a large input cannot deadlock against a full output pipe.
    let writer = stdin.fileHandleForWriting
    let data = Data(input.utf8)
    let thread = Thread {
      writer.write(data)
      try? writer.close()
    }
    thread.start()
  }
  // Read before waiting so a large output cannot fill the pipe and block the child.
  let outData = readToEnd(out.fileHandleForReading)
  let errData = readToEnd(err.fileHandleForReading)
  process.waitUntilExit()
  return ToolResult(
    status: process.terminationStatus,
    standardOutput: String(decoding: outData, as: UTF8.self),
    standardError: String(decoding: errData, as: UTF8.self))
}

/// The path of the built `transitions` executable.
public func transitionsExecutableURL() throws -> URL {
  try builtExecutableURL(named: "transitions", overriddenBy: "TRANSITIONS_EXECUTABLE")
}

/// The path of the package's built executable `name` (`transitions`, `transitions-lab`): the
/// environment variable `variable` when set, else next to the running test bundle.
public func builtExecutableURL(named name: String, overriddenBy variable: String) throws -> URL {
  var candidates: [URL] = []
  if let explicit = ProcessInfo.processInfo.environment[variable] {
    candidates.append(URL(fileURLWithPath: explicit))
  }
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = testBinary.deletingLastPathComponent()
  // On macOS the test binary sits inside an .xctest bundle (…/X.xctest/Contents/MacOS/X).
  for _ in 0..<4 {
    candidates.append(directory.appendingPathComponent(name))
    directory = directory.deletingLastPathComponent()
  }
  for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
    return candidate
  }
  throw ToolRunnerError(
    subject: "\(name) executable",
    problem: "not found near \(testBinary.path); build it with `swift build` or set \(variable)")
}

/// Writes `contents` to a file in a fresh temporary directory, runs `body` with its path, and
/// removes the directory again, whether `body` returns or throws: tests leave nothing behind.
public func withTemporaryFile<Result>(
  named name: String, contents: String, _ body: (String) throws -> Result
) throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("transitions-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let url = directory.appendingPathComponent(name)
  try contents.write(to: url, atomically: true, encoding: .utf8)
  return try body(url.path)
}

/// Reads a pipe to its end, retrying reads a signal interrupted (`readDataToEndOfFile` traps on
/// `EINTR`, which other tests' child processes can cause).
public func readToEnd(_ handle: FileHandle) -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = buffer.withUnsafeMutableBytes {
      read(handle.fileDescriptor, $0.baseAddress, $0.count)
    }
    if count > 0 {
      data.append(contentsOf: buffer[0..<count])
    } else if count == 0 || errno != EINTR {
      return data
    }
  }
}
