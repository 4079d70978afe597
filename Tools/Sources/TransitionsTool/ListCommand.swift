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
    return JSONOutput.object([
      (
        "transitions",
        .array(
          descriptions.map { description in
            .object([
              ("id", .string(description.id)), ("summary", .string(description.summary)),
              ("container", .bool(description.kind == .container)),
              ("navigation", .bool(description.kind == .navigation)),
              ("options", .array(description.options.map(option))),
            ])
          })
      )
    ]).text + "\n"
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

  private func option(_ option: OptionDescription) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("name", .string(option.name))]
    fields += Self.kindFields(option.kind)
    fields += [("default", Self.json(option.defaultValue)), ("summary", .string(option.summary))]
    return .object(fields)
  }

  /// A kind's fields: `type`, then `unit` and `range`, `choices`, or (a list, or one of
  /// several kinds) `of`, each of its kinds' fields.
  private static func kindFields(_ kind: OptionDescription.Kind) -> [(String, JSONOutput)] {
    var fields: [(String, JSONOutput)] = []
    switch kind {
    case .number(let range, let unit):
      fields += [
        ("type", .string("number")), ("unit", .string(unit)),
        (
          "range",
          .array([.shortestNumber(range.lowerBound), .shortestNumber(range.upperBound)])
        ),
      ]
    case .integer(let range):
      fields += [
        ("type", .string("integer")),
        (
          "range",
          .array([
            .shortestNumber(Double(range.lowerBound)), .shortestNumber(Double(range.upperBound)),
          ])
        ),
      ]
    case .bool: fields.append(("type", .string("bool")))
    case .choice(let choices):
      fields += [("type", .string("choice")), ("choices", .array(choices.map { .string($0) }))]
    case .list(let kinds), .oneOf(let kinds):
      let type = if case .list = kind { "list" } else { "oneOf" }
      fields += [
        ("type", .string(type)), ("of", .array(kinds.map { .object(kindFields($0)) })),
      ]
    case .rect(let range, let unit):
      fields += [
        ("type", .string("rect")), ("unit", .string(unit)),
        (
          "range",
          .array([.shortestNumber(range.lowerBound), .shortestNumber(range.upperBound)])
        ),
      ]
    }
    return fields
  }

  /// An option's value as JSON, numbers in their shortest form.
  private static func json(_ value: OptionValue) -> JSONOutput {
    switch value {
    case .number(let number): return .shortestNumber(number)
    case .bool(let bool): return .bool(bool)
    case .string(let string): return .string(string)
    case .list(let values): return .array(values.map(json))
    }
  }
}

/// `list`'s output formats.
enum ListFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case text
  case json
}
