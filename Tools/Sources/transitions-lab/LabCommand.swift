import ArgumentParser
import Foundation
import ServiceLifecycle
import TransitionsLab
import TransitionsPlayback

/// `transitions-lab`: serves the live lab on a local URL until SIGINT or SIGTERM.
struct LabCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "transitions-lab",
    abstract: "Drag any transition in a browser, tune it, keep the session as a script.",
    discussion: """
      Prints the page's URL and serves it until interrupted (Ctrl-C, SIGTERM), then closes \
      every session. Listens on 127.0.0.1 only unless --host says otherwise. The protocol and \
      the page: docs/LAB.md.

      Example: transitions-lab --port 0
      """
  )

  @Option(help: "The address to listen on; any but a loopback one is reachable from elsewhere.")
  var host = "127.0.0.1"

  @Option(help: "The TCP port; 0 picks a free one.")
  var port = 8765

  @Option(name: .customLong("max-sessions"), help: "How many pages may have a session at once.")
  var maxSessions = 16

  @Option(
    name: .customLong("allow-origin"),
    help: "Another origin (http://name:port) whose pages may open sessions; repeatable.")
  var allowOrigin: [String] = []

  @Flag(
    name: .customLong("measure-latency"),
    help: "Measure the delay from each touch to its frame; print percentiles at exit.")
  var measureLatency = false

  func run() async throws {
    let configuration = LabConfiguration(
      host: host, port: port, maximumSessions: maxSessions, allowedOrigins: allowOrigin,
      measuresLatency: measureLatency)
    if !configuration.isLoopback {
      printError(
        "warning: listening on \(host): pages from other machines can reach the lab")
    }
    let server = try LabServer(configuration) { url in
      FileHandle.standardOutput.write(Data("transitions lab: \(url)\n".utf8))
    }
    let group = ServiceGroup(
      configuration: .init(
        services: [server], gracefulShutdownSignals: [.sigterm, .sigint], logger: server.logger))
    do {
      try await group.run()
    } catch {
      throw ListenError(host: host, port: port, reason: "\(error)")
    }
    if let summary = await server.latencies() { print(summary) }
  }
}

/// The server could not listen (the port is taken, the address is not this machine's).
struct ListenError: Error, CustomStringConvertible {
  var host: String
  var port: Int
  var reason: String

  var description: String {
    "could not listen on \(host):\(port): \(reason); pick another port with --port "
      + "(0 picks a free one)"
  }
}

func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

@main
enum Main {
  /// Runs the command; a bad argument or setting exits 64 and a server that cannot listen 1,
  /// each with one line on standard error.
  static func main() async {
    do {
      let command = try LabCommand.parse(Array(CommandLine.arguments.dropFirst()))
      try await command.run()
    } catch let error as LabConfigurationError {
      printError("error: \(error)")
      exit(64)
    } catch let error as ListenError {
      printError("error: \(error)")
      exit(1)
    } catch {
      let code = LabCommand.exitCode(for: error)
      if code == .success {
        print(LabCommand.fullMessage(for: error))
        exit(0)
      }
      let message = LabCommand.message(for: error).split(separator: "\n").first ?? ""
      printError("error: \(message)")
      exit(code.rawValue)
    }
  }
}
