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

/// A leaf command that prints its output through a ``ToolIO``, so tests can run it in-process
/// and long outputs are written as they are produced.
protocol RenderingCommand: ParsableCommand {
  /// The text the command prints on success, all at once.
  func render() throws -> String
  /// Writes the command's output piece by piece as it is produced.
  func write(to io: ToolIO) throws
}

extension RenderingCommand {
  func write(to io: ToolIO) throws { io.write(try render()) }

  func render() throws -> String {
    var out = ""
    try write(to: ToolIO(input: .process, write: { out += $0 }))
    return out
  }

  public mutating func run() throws {
    try write(to: ToolIO(input: .process, write: { print($0, terminator: "") }))
  }
}

/// What a command reads from and writes to.
struct ToolIO {
  /// Where `-` reads from.
  var input: ToolInput
  /// Receives the standard output, piece by piece.
  var write: (String) -> Void
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
  /// A path `-` reads `standardInput` (empty when nil).
  public static func execute(_ arguments: [String], standardInput: String? = nil) -> ToolOutput {
    var out = ""
    let input = ToolInput(readStandardInput: { Array((standardInput ?? "").utf8) })
    var result = stream(arguments, input: input, standardOutput: { out += $0 })
    result.standardOutput = out
    return result
  }

  /// Runs the tool as the executable does: a path `-` reads the process's standard input, and
  /// standard output goes to `standardOutput` as it is produced (the result's
  /// `standardOutput` is empty).
  public static func stream(
    _ arguments: [String], standardOutput: @escaping (String) -> Void
  ) -> ToolOutput {
    stream(arguments, input: .process, standardOutput: standardOutput)
  }

  static func stream(
    _ arguments: [String], input: ToolInput, standardOutput: @escaping (String) -> Void
  ) -> ToolOutput {
    do {
      try refuseRepeatedOptions(arguments)
      let command = try TransitionsCommand.parseAsRoot(arguments)
      guard let rendering = command as? any RenderingCommand else {
        // Group commands (the root, `sample`) print their help.
        var runnable = command
        try runnable.run()
        return ToolOutput(status: 0, standardOutput: "", standardError: "")
      }
      try rendering.write(to: ToolIO(input: input, write: standardOutput))
      return ToolOutput(status: 0, standardOutput: "", standardError: "")
    } catch {
      let code = TransitionsCommand.exitCode(for: error)
      if code == .success {
        standardOutput(TransitionsCommand.fullMessage(for: error) + "\n")
        return ToolOutput(status: 0, standardOutput: "", standardError: "")
      }
      return ToolOutput(
        status: code.rawValue, standardOutput: "",
        standardError: "error: " + oneLine(TransitionsCommand.message(for: error)) + "\n")
    }
  }

  /// An option given twice (`--format csv --format json`) is a usage error, not "last one
  /// wins". Arguments after `--` are values, never options.
  static func refuseRepeatedOptions(_ arguments: [String]) throws {
    var seen: Set<Substring> = []
    for argument in arguments {
      if argument == "--" { return }
      guard argument.hasPrefix("--") else { continue }
      let name = argument.split(separator: "=", maxSplits: 1)[0]
      guard seen.insert(name).inserted else {
        throw ValidationError("\(name): given more than once; give each option once")
      }
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
