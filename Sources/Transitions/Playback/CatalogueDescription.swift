/// How `transitions list` and the gallery describe one catalogue transition.
public struct TransitionDescription: Sendable, Hashable {
  /// The id scripts name (`pullDown`, `modal`, …).
  public var id: String
  /// One line: what the transition looks like and how it is driven.
  public var summary: String
  /// Its options, in a stable order.
  public var options: [OptionDescription]
  /// Whether it is a container transition (scripts use `select`, not `present`/`dismiss`).
  public var isContainer: Bool

  public init(id: String, summary: String, options: [OptionDescription], isContainer: Bool = false)
  {
    self.id = id
    self.summary = summary
    self.options = options
    self.isContainer = isContainer
  }
}

/// One option of a catalogue transition.
public struct OptionDescription: Sendable, Hashable {
  /// The kind of value an option takes.
  public enum Kind: Sendable, Hashable {
    /// A number in `range`, in `unit` (`pt`, `s`, `Hz`, `ratio`, or empty).
    case number(range: ClosedRange<Double>, unit: String)
    /// A whole number in `range`.
    case integer(range: ClosedRange<Int>)
    case bool
    /// One of the listed strings.
    case choice([String])
  }

  public var name: String
  public var kind: Kind
  public var defaultValue: OptionValue
  /// One line: what it does.
  public var summary: String

  public init(name: String, kind: Kind, defaultValue: OptionValue, summary: String) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
  }
}

/// A transition that scripts can name: its description (id, summary, options with defaults,
/// units and ranges) and how to make it from a script's options. The catalogue's transitions
/// are ``TransitionCatalogue/definitions``; yours is one value, registered with a
/// ``ScenarioPlayer`` to be played, drawn and checked like them, with no edit to the library.
///
/// ```swift
/// var player = ScenarioPlayer()
/// player.register(
///   TransitionDefinition(id: "rise", summary: "A card rises 40 pt and fades in.") { _ in
///     .custom { RiseTransition() }
///   })
/// let timeline = try player.play(
///   Script(transition: "rise", until: 1, events: [ScriptEvent(at: 0, .action(.present))]))
/// ```
public struct TransitionDefinition: Sendable {
  /// What `list` prints and scripts are checked against.
  public var description: TransitionDescription
  /// Makes the transition for one play; `nil` for the catalogue's container, which the player
  /// builds itself.
  let make: (@MainActor @Sendable (TransitionOptions) -> TransitionStyle)?

  /// A modal transition named by `description.id`, made fresh for each play from the script's
  /// options (checked against `description.options`, defaults filled in).
  public init(
    _ description: TransitionDescription,
    make: @escaping @MainActor @Sendable (TransitionOptions) -> TransitionStyle
  ) {
    self.description = description
    self.make = make
  }

  /// A modal transition with `id`, a one-line `summary` and `options` (none by default).
  public init(
    id: String, summary: String, options: [OptionDescription] = [],
    make: @escaping @MainActor @Sendable (TransitionOptions) -> TransitionStyle
  ) {
    self.init(TransitionDescription(id: id, summary: summary, options: options), make: make)
  }

  /// Whether it is a modal transition (the catalogue's container is not).
  public var isModal: Bool { make != nil }

  /// The transition style for `options` (already checked, defaults filled in); `nil` for the
  /// catalogue's container, which the player builds itself.
  @MainActor
  public func style(for options: TransitionOptions) -> TransitionStyle? { make?(options) }

  /// The catalogue's container (built by the player).
  init(
    description: TransitionDescription,
    make: (@MainActor @Sendable (TransitionOptions) -> TransitionStyle)?
  ) {
    self.description = description
    self.make = make
  }
}
