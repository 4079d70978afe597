/// How `transitions list` and the gallery describe one catalogue transition.
public struct TransitionDescription: Sendable, Hashable {
  /// The id scripts name (`pullDown`, `modal`, …).
  public var id: String
  /// One line: what the transition looks like and how it is driven.
  public var summary: String
  /// Its options, in a stable order.
  public var options: [OptionDescription]
  /// What kind of transition it is: modal (scripts `present` and `dismiss` it), navigation
  /// (`push` and `pop`) or a container (`select`).
  public var kind: TransitionKind
  /// Whether a script may put scrolling content in its scene (`"scene": {"scrollContent":
  /// true}`): a scroll view in the presented view that the transition's dismissal hands off
  /// from. The catalogue's `modal` does.
  public var supportsScrollContent: Bool
  /// Whether it rests at detents a script may select (`{"action": "selectDetent", "detent":
  /// "large"}`), and its frames say which (`detent`): the catalogue's `sheet`.
  public var supportsDetents: Bool
  /// Whether its presented content may be its own (``ContentProvidingTransition``: the
  /// catalogue's `shade`), so a front end may present it without the app's content (SwiftUI's
  /// `.presentation(isPresented:transition:)` without a content closure).
  public var providesOwnContent: Bool

  public init(
    id: String, summary: String, options: [OptionDescription], kind: TransitionKind = .modal,
    supportsScrollContent: Bool = false, supportsDetents: Bool = false,
    providesOwnContent: Bool = false
  ) {
    self.id = id
    self.summary = summary
    self.options = options
    self.kind = kind
    self.supportsScrollContent = supportsScrollContent
    self.supportsDetents = supportsDetents
    self.providesOwnContent = providesOwnContent
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
    /// A list of one value or more, each of one of these kinds (`"detents": [200, "large"]`).
    case list([Kind])
    /// One value of one of these kinds (`"selectedDetent": "medium"` or `200`).
    case oneOf([Kind])
    /// A rectangle: a list of four numbers `[x, y, width, height]`, each in `range`, in `unit`,
    /// the width and height above 0.
    case rect(range: ClosedRange<Double>, unit: String)
  }

  public var name: String
  public var kind: Kind
  public var defaultValue: OptionValue
  /// One line: what it does.
  public var summary: String
  /// Names scripts used for this option before (still read, deprecated): a script may give one
  /// of them instead of ``name``, not both. `transitions list` does not print them.
  public var deprecatedNames: [String]
  /// For a choice: values scripts used before, each with the value it stands for (still read,
  /// deprecated). `transitions list` does not print them.
  public var deprecatedChoices: [String: String]

  public init(
    name: String, kind: Kind, defaultValue: OptionValue, summary: String,
    deprecatedNames: [String] = [], deprecatedChoices: [String: String] = [:]
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
    self.deprecatedNames = deprecatedNames
    self.deprecatedChoices = deprecatedChoices
  }
}
