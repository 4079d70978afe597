public import ArgumentParser
import Transitions

/// `transitions list`: the catalogue.
public struct ListCommand: RenderingCommand {
  public static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the catalogue: ids, descriptions, options with defaults, units and ranges.",
    discussion: "Example: transitions list --format json"
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
          out += "  --\(option.name) (default \(option.defaultValue)): \(option.kind.expected). "
          out += option.summary + "\n"
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
              ("container", .bool(description.isContainer)),
              ("options", .array(description.options.map(option))),
            ])
          })
      )
    ]).text + "\n"
  }

  private func option(_ option: OptionDescription) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("name", .string(option.name))]
    switch option.kind {
    case .number(let range, let unit):
      fields += [
        ("type", .string("number")), ("unit", .string(unit)),
        ("range", .array([.number(range.lowerBound), .number(range.upperBound)])),
      ]
    case .integer(let range):
      fields += [
        ("type", .string("integer")),
        ("range", .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])),
      ]
    case .bool: fields.append(("type", .string("bool")))
    case .choice(let choices):
      fields += [("type", .string("choice")), ("choices", .array(choices.map { .string($0) }))]
    }
    let value: JSONOutput
    switch option.defaultValue {
    case .number(let number): value = .number(number)
    case .bool(let bool): value = .bool(bool)
    case .string(let string): value = .string(string)
    }
    fields += [("default", value), ("summary", .string(option.summary))]
    return .object(fields)
  }
}

/// `list`'s output formats.
enum ListFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case text
  case json
}
