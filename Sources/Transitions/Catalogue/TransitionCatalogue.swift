import Stage

/// The ready-made transitions, by id: what `transitions list` prints and `transitions play`
/// plays.
///
/// ```swift
/// for description in TransitionCatalogue.descriptions { print(description.id) }
/// let style = try TransitionCatalogue.style(for: "modal", options: ["dismissal": .string("input")])
/// ```
public enum TransitionCatalogue {
  /// Every catalogue transition, sorted by id.
  public static var descriptions: [TransitionDescription] {
    definitions.map(\.description).sorted { $0.id < $1.id }
  }

  /// The description of `id`, or `nil`.
  public static func description(of id: String) -> TransitionDescription? {
    definitions.first { $0.description.id == id }?.description
  }

  /// The transition style `id` with `options` (absent ones take their defaults).
  ///
  /// - Throws: ``ScriptError`` for an unknown id, an unknown option or a value out of range;
  ///   paths are `transition` and `options.NAME`.
  ///   A container (`container`) has no modal style: it is an error too.
  @MainActor
  public static func style(
    for id: String, options: [String: OptionValue] = [:]
  ) throws(ScriptError) -> TransitionStyle {
    guard let entry = definitions.first(where: { $0.description.id == id }) else {
      throw unknown(id, known: descriptions.map(\.id))
    }
    let resolved = try resolve(options, for: entry.description)
    guard let make = entry.make else {
      throw ScriptError(path: "transition", problem: "\(id) is a container, not a modal style")
    }
    return make(resolved)
  }

  static func unknown(_ id: String, known: [String]) -> ScriptError {
    let list = known.joined(separator: ", ")
    return ScriptError(path: "transition", problem: "unknown id \"\(id)\"; known: \(list)")
  }

  /// Checks `options` against the description and fills in the defaults.
  static func resolve(
    _ options: [String: OptionValue], for description: TransitionDescription
  ) throws(ScriptError) -> TransitionOptions {
    var values: [String: OptionValue] = [:]
    let names = Set(description.options.map(\.name))
    if let unknown = options.keys.sorted().first(where: { !names.contains($0) }) {
      let known = description.options.map(\.name).joined(separator: ", ")
      throw ScriptError(
        path: "options.\(unknown)",
        problem: known.isEmpty
          ? "unknown option; \(description.id) takes none"
          : "unknown option; expected one of \(known)")
    }
    for option in description.options {
      let value = options[option.name] ?? option.defaultValue
      try option.check(value)
      values[option.name] = value
    }
    return TransitionOptions(values: values)
  }

  /// The catalogue's transitions, each with how to make it: what ``ScenarioPlayer`` plays
  /// unless told otherwise (``ScenarioPlayer/register(_:)``).
  public static let definitions: [TransitionDefinition] = [
    TransitionDefinition(
      description: TransitionDescription(
        id: "shade",
        summary:
          "Seed 003: a full-screen shade pulled down from the top; on release a UIKit-Dynamics "
          + "world (attachment, collision, elasticity 0.6) decides whether it opens or closes.",
        options: [
          OptionDescription(
            name: "startRegion", kind: .number(range: 1...1000, unit: "pt"),
            defaultValue: .number(90),
            summary:
              "a pan presents when it starts this close to the top of the screen, and dismisses "
              + "when it starts this close to the shade's bottom edge"),
          OptionDescription(
            name: "damping", kind: .number(range: 0.01...10, unit: "ratio"),
            defaultValue: .number(0.1), summary: "the attachment's damping ratio"),
          OptionDescription(
            name: "frequency", kind: .number(range: 0.1...60, unit: "Hz"),
            defaultValue: .number(3), summary: "the attachment's frequency"),
          OptionDescription(
            name: "timeCap", kind: .number(range: 0.1...60, unit: "s"),
            defaultValue: .number(4),
            summary: "the transition completes at rest, or after this long at the latest"),
          OptionDescription(
            name: "physics", kind: .choice(["exact", "uikitCompatible"]),
            defaultValue: .string("exact"),
            summary:
              "exact (closed form, frame-rate independent) or uikitCompatible (Box2D's implicit "
              + "Euler, as UIKit Dynamics)"),
          OptionDescription(
            name: "policy", kind: .choice(["projected", "seed000"]),
            defaultValue: .string("projected"),
            summary: "which way the physics pulls on release: projected, or seed000"),
        ]),
      make: { options in
        .shade(
          startRegion: options.number("startRegion"), dampingRatio: options.number("damping"),
          frequency: options.number("frequency"), timeCap: options.number("timeCap"),
          physics: ShadeTransition.PhysicsMode(rawValue: options.string("physics")) ?? .exact,
          policy: options.policy)
      }),
    TransitionDefinition(
      description: TransitionDescription(
        id: "card",
        summary:
          "Seed 002: an iOS 13 sheet slides up (0.5 s spring, damping ratio 1) while the "
          + "presenter shrinks behind a dimming view; swipe down, or tap the dimmed strip, to "
          + "dismiss.",
        options: [
          OptionDescription(
            name: "top", kind: .number(range: 0...1000, unit: "pt"), defaultValue: .number(60),
            summary: "the card's distance from the top of the screen"),
          OptionDescription(
            name: "cornerRadius", kind: .number(range: 0...100, unit: "pt"),
            defaultValue: .number(12),
            summary: "the card's and the shrunk presenter's corner radius"),
          OptionDescription(
            name: "presenterScale", kind: .number(range: 0.5...1, unit: ""),
            defaultValue: .number(0.88), summary: "the presenter's scale behind the card"),
          OptionDescription(
            name: "dismissOnDimmingTap", kind: .bool, defaultValue: .bool(true),
            summary: "a tap, or a downward pan, on the dimmed strip above the card dismisses"),
          OptionDescription(
            name: "policy", kind: .choice(["projected", "seed001"]),
            defaultValue: .string("projected"),
            summary: "release rule: projected, or seed001 (v > 300 pt/s, or p > 0.5 and v > −300)"),
        ]),
      make: { options in
        .card(
          top: options.number("top"), cornerRadius: options.number("cornerRadius"),
          presenterScale: options.number("presenterScale"),
          dismissOnDimmingTap: options.bool("dismissOnDimmingTap"), policy: options.policy)
      }),
    TransitionDefinition(
      description: TransitionDescription(
        id: "container",
        summary:
          "Seed 004: a custom container of children that slide horizontally (0.35 s spring, "
          + "damping ratio 1); a horizontal pan drives it, buttons select, an indicator moves "
          + "alongside.",
        options: [
          OptionDescription(
            name: "children", kind: .integer(range: 1...8), defaultValue: .number(3),
            summary: "how many children the container holds"),
          OptionDescription(
            name: "policy", kind: .choice(["projected", "seed004"]),
            defaultValue: .string("projected"),
            summary: "release rule: projected, or seed004 (finish iff progress > 0.2)"),
        ], isContainer: true),
      make: nil),
    TransitionDefinition(
      description: TransitionDescription(
        id: "pullDown",
        summary:
          "Seed 000: a full-screen view slides down from above (0.5 s ease-in-out); pan down "
          + "on the presenter to present, pan up on it to dismiss.",
        options: [
          OptionDescription(
            name: "policy", kind: .choice(["projected", "seed000"]),
            defaultValue: .string("projected"),
            summary:
              "release rule: projected (p + v/d × 0.499 s ≥ 0.5) or seed000 (p > 0.5 at rest, "
              + "else the velocity's direction)")
        ]),
      make: { options in .pullDown(policy: options.policy) }),
    TransitionDefinition(
      description: TransitionDescription(
        id: "modal",
        summary:
          "Seed 001: a card slides up over a dimming view (0.5 s spring, damping ratio 1); "
          + "dismissed by a swipe, a deliberate drag, or only by code.",
        options: [
          OptionDescription(
            name: "dismissal", kind: .choice(["none", "standard", "input"]),
            defaultValue: .string("standard"),
            summary:
              "none: only the dismiss action; standard: swipe down, by the policy; input: drag "
              + "at least `threshold` points"),
          OptionDescription(
            name: "height", kind: .number(range: 100...10_000, unit: "pt"),
            defaultValue: .number(480), summary: "the card's height; it sits 56 pt from the top"),
          OptionDescription(
            name: "threshold", kind: .number(range: 1...10_000, unit: "pt"),
            defaultValue: .number(160),
            summary: "for input: the drag that dismisses; a selection haptic marks each crossing"),
          OptionDescription(
            name: "policy", kind: .choice(["projected", "seed001"]),
            defaultValue: .string("projected"),
            summary:
              "release rule for standard: projected, or seed001 (v > 300 pt/s, or p > 0.5 and "
              + "v > −300 pt/s)"),
          OptionDescription(
            name: "scrollContent", kind: .bool, defaultValue: .bool(false),
            summary:
              "the card holds a scroll view (content 2000 pt tall): drags scroll it until its "
              + "top, then hand off to the dismissal in the same drag, and back"),
          OptionDescription(
            name: "scrollOffset", kind: .number(range: 0...10_000, unit: "pt"),
            defaultValue: .number(0),
            summary: "with scrollContent: the content's starting offset (at most 2000 − height)"),
        ]),
      make: { options in
        .modal(
          dismissal: ModalDismissal(rawValue: options.string("dismissal")) ?? .standard,
          height: options.number("height"), threshold: options.number("threshold"),
          policy: options.policy)
      }),
  ]
}

/// A transition's options as a script gave them, checked against its description and with
/// every absent option at its default: what a ``TransitionDefinition`` makes its transition
/// from.
///
/// ```swift
/// TransitionDefinition(id: "rise", summary: "…", options: [distance]) { options in
///   .custom { RiseTransition(distance: options.number("distance")) }
/// }
/// ```
public struct TransitionOptions: Sendable, Hashable {
  /// Every option by name, defaults included.
  public var values: [String: OptionValue]

  public init(values: [String: OptionValue]) { self.values = values }

  /// A number option; NaN when the transition has no such number.
  public func number(_ name: String) -> Double {
    if case .number(let value) = values[name] { return value }
    return .nan
  }

  /// A whole-number option (checked in range by its description), or `nil` when absent.
  public func integer(_ name: String) -> Int? {
    guard case .number(let value) = values[name], value.isFinite,
      value.rounded() == value, abs(value) < 1e9
    else { return nil }
    return Int(value)
  }

  /// A choice option; empty when the transition has no such choice.
  public func string(_ name: String) -> String {
    if case .string(let value) = values[name] { return value }
    return ""
  }

  /// A true-or-false option; `false` when the transition has no such option.
  public func bool(_ name: String) -> Bool {
    if case .bool(let value) = values[name] { return value }
    return false
  }

  /// The `policy` option as a release policy.
  var policy: ReleasePolicy {
    switch string("policy") {
    case "seed000": return .velocityDirection
    case "seed001": return .fastOrPastHalfway
    case "seed004": return .progressThreshold
    default: return .projected
    }
  }
}

extension OptionDescription {
  /// Checks that `value` fits the option.
  func check(_ value: OptionValue) throws(ScriptError) {
    let path = "options.\(name)"
    switch (kind, value) {
    case (.number(let range, let unit), .number(let number)):
      guard number.isFinite, range.contains(number) else {
        throw ScriptError(
          path: path,
          problem:
            "expected \(kind.expected), got \(number.scriptText)"
        )
      }
    case (.integer(let range), .number(let number)):
      guard number.isFinite, number.rounded() == number, Double(range.lowerBound) <= number,
        number <= Double(range.upperBound)
      else {
        throw ScriptError(
          path: path,
          problem:
            "expected \(kind.expected), got \(number.scriptText)"
        )
      }
    case (.bool, .bool): break
    case (.choice(let choices), .string(let string)):
      guard choices.contains(string) else {
        throw ScriptError(
          path: path,
          problem: "unknown value \"\(string)\"; expected \(choices.joined(separator: ", "))")
      }
    default:
      throw ScriptError(path: path, problem: "expected \(kind.expected), got \(value)")
    }
  }
}

extension OptionDescription.Kind {
  /// What the kind expects, in words.
  public var expected: String {
    switch self {
    case .number(let range, let unit):
      return "a number from \(range.lowerBound.scriptText) to \(range.upperBound.scriptText)"
        + (unit.isEmpty ? "" : " \(unit)")
    case .integer(let range):
      return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .bool: return "true or false"
    case .choice(let choices): return "one of \(choices.joined(separator: ", "))"
    }
  }
}
