public import ArgumentParser
import Transitions
import TransitionsPlayback

/// `transitions list`: the catalogue.
public struct ListCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the catalogue: ids, descriptions, options with defaults, units and ranges.",
    discussion: """
      Options are keys of a play script's "options" object (options.presenterScale is \
      {"options": {"presenterScale": 0.9}}), not command-line flags; defaults print as a script \
      writes them. See docs/PLAY.md.

      Example: transitions list --format json
      """
  )

  @Option(help: "Output format: text or json.")
  var format: ListFormat = .text

  public init() {}

  func render() throws -> String {
    let descriptions = TransitionCatalogue.descriptions
    guard format == .json else {
      var out = ""
      for description in descriptions {
        out += "\(description.id)\n  \(description.summary)\n"
        for option in description.options {
          // Options are keys of a script's `options` object, not command-line flags.
          out += "  options.\(option.name) (default \(Self.text(option.defaultValue))): "
          out += option.kind.expected + ". " + option.summary + "\n"
        }
      }
      return out
    }
    return TransitionCatalogue.json(of: descriptions).text + "\n"
  }

  /// An option's value as a script writes it, numbers in their shortest form: `3`, `0.88`,
  /// `true`, `"projected"`.
  static func text(_ value: OptionValue) -> String {
    switch value {
    case .number(let number): return formatShortestNumber(number)
    case .bool(let bool): return bool ? "true" : "false"
    case .string(let string): return JSONOutput.string(string).text
    case .list(let values): return "[" + values.map(text).joined(separator: ", ") + "]"
    }
  }
}

/// `list`'s output formats.
enum ListFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case text
  case json
}
