import Foundation
import Testing
import TransitionsTestSupport

@testable import TransitionsLab

/// The built `transitions-lab`, started with `arguments`, its standard output and error read
/// through pipes.
final class LabProcess: @unchecked Sendable {
  let process = Process()
  private let output = Pipe()
  private let error = Pipe()

  init(_ arguments: [String]) throws {
    process.executableURL = try builtExecutableURL(
      named: "transitions-lab", overriddenBy: "TRANSITIONS_LAB_EXECUTABLE")
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
  }

  /// The first line the lab prints (its URL), read off the main actor's thread.
  func firstLine() async -> String {
    let handle = output.fileHandleForReading
    return await Task.detached {
      // Byte by byte, retrying reads a signal interrupted, up to the first line break.
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while bytes.last != UInt8(ascii: "\n") {
        let count = read(handle.fileDescriptor, &byte, 1)
        if count == 1 {
          bytes.append(byte)
        } else if count == 0 || errno != EINTR {
          break
        }
      }
      return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
        ?? ""
    }.value
  }

  /// Waits for the process to end (at most `seconds`) and returns its status and standard error.
  func finish(within seconds: Double = 20) async -> (status: Int32?, error: String) {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while process.isRunning, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    guard !process.isRunning else {
      process.terminate()
      return (nil, "")
    }
    let text = String(decoding: readToEnd(error.fileHandleForReading), as: UTF8.self)
    return (process.terminationStatus, text)
  }
}

@Suite(.serialized, .timeLimit(.minutes(2))) struct LabExecutableTests {
  @Test(arguments: [
    (["--port", "70000"], "error: port: expected a port from 0 to 65535, got 70000"),
    (
      ["--max-sessions", "0"],
      "error: maximumSessions: expected a number of sessions from 1 to 1000, got 0"
    ),
    (["--colour", "red"], "error: Unknown option '--colour'"),
  ])
  func badArgumentsExit64WithOneLine(arguments: [String], message: String) async throws {
    let lab = try LabProcess(arguments)
    let result = await lab.finish()
    #expect(result.status == 64)
    #expect(result.error == message + "\n")
  }

  /// SIGTERM (as SIGINT) tells each page the lab is shutting down, closes its session, and the
  /// process exits 0.
  @Test func sigtermClosesEverySessionAndExitsCleanly() async throws {
    let lab = try LabProcess(["--port", "0", "--allow-origin", clientOrigin])
    let line = await lab.firstLine()
    #expect(line.hasPrefix("transitions lab: http://127.0.0.1:") && line.hasSuffix("/"))
    let url = String(line.dropFirst("transitions lab: ".count))
    let running = RunningLab(url: url)
    let close = try await withPage(running) { page in
      _ = try await page.next("welcome")
      try await page.send(Say.configure("shade"))
      _ = try await page.next("scene")
      kill(lab.process.processIdentifier, SIGTERM)
      let error = try #require(try await page.next("error"))
      #expect(error.string("code") == "shuttingDown")
      // Wait for the lab's close: returning now would close from this side first, and under
      // load the lab's close frame would then only echo ours (normal closure).
      _ = try await page.drain()
    }
    #expect(close?.closeCode == .goingAway)
    let result = await lab.finish()
    #expect(result.status == 0, "\(result.error)")
  }

  @Test func aPortInUseIsNamedAndAnotherHostIsWarnedOf() async throws {
    let first = try LabProcess(["--port", "0"])
    let line = await first.firstLine()
    let port = try #require(line.split(separator: ":").last.map { String($0.dropLast()) })
    let second = try LabProcess(["--port", port])
    let refused = await second.finish()
    #expect(refused.status == 1)
    #expect(refused.error.hasPrefix("error: could not listen on 127.0.0.1:\(port): "))
    #expect(refused.error.hasSuffix("; pick another port with --port (0 picks a free one)\n"))
    #expect(refused.error.split(separator: "\n").count == 1)
    kill(first.process.processIdentifier, SIGINT)
    #expect(await first.finish().status == 0)
    // 127.0.0.2 is this machine too, but not one of the loopback names the lab knows: warned.
    let other = try LabProcess(["--host", "127.0.0.2", "--port", "0"])
    #expect(await other.firstLine().hasPrefix("transitions lab: http://127.0.0.2:"))
    kill(other.process.processIdentifier, SIGTERM)
    let result = await other.finish()
    #expect(result.status == 0)
    #expect(result.error.hasPrefix("warning: listening on 127.0.0.2: "))
  }
}
