public import ArgumentParser

/// The `transitions` command-line tool's root command.
///
/// Every subcommand prints to standard output; on bad input it exits with a status below 128
/// and one line on standard error that names the argument at fault.
public struct TransitionsCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "transitions",
    abstract: "Preview, sample and script the swift-transitions engine.",
    discussion: """
      With no subcommand, `transitions` runs `gallery`: it writes transitions-gallery/index.html, \
      a page that plays every transition through its scenarios. The sample, velocity and \
      simulate commands take --format csv|json (default csv) and print to standard output. \
      Numbers print in the shortest form that reads back as the same double (up to 17 \
      significant digits), so no precision is lost.
      """,
    subcommands: [
      GalleryCommand.self, RenderCommand.self, PlayCommand.self, ListCommand.self,
      SampleCommand.self, VelocityCommand.self, SimulateCommand.self,
    ],
    defaultSubcommand: GalleryCommand.self
  )

  public init() {}
}

/// A leaf command whose whole output is computed as a string, so tests can run it in-process.
protocol RenderingCommand: ParsableCommand {
  /// The text the command prints on success.
  func render() throws -> String
}

extension RenderingCommand {
  public mutating func run() throws {
    print(try render(), terminator: "")
  }
}

/// What a run of the tool produced: its exit status and both output streams.
public struct ToolOutput: Sendable, Equatable {
  /// The process exit status: 0 on success, 64 for a usage error, 1 for other failures.
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
}

/// Runs the tool in-process, without touching the real standard streams.
public enum TransitionsTool {
  /// Parses `arguments` (without the program name), runs the command and returns its output.
  public static func execute(_ arguments: [String]) -> ToolOutput {
    do {
      let command = try TransitionsCommand.parseAsRoot(arguments)
      guard let rendering = command as? any RenderingCommand else {
        // Group commands (the root, `sample`) print their help.
        var runnable = command
        try runnable.run()
        return ToolOutput(status: 0, standardOutput: "", standardError: "")
      }
      return ToolOutput(status: 0, standardOutput: try rendering.render(), standardError: "")
    } catch {
      let code = TransitionsCommand.exitCode(for: error)
      if code == .success {
        let help = TransitionsCommand.fullMessage(for: error)
        return ToolOutput(status: 0, standardOutput: help + "\n", standardError: "")
      }
      return ToolOutput(
        status: code.rawValue, standardOutput: "",
        standardError: "error: " + oneLine(TransitionsCommand.message(for: error)) + "\n")
    }
  }

  /// Collapses a possibly multi-line message into one line.
  static func oneLine(_ message: String) -> String {
    message.split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}
