import Stage

/// The ready-made transitions, by id: what `transitions list` prints and `transitions play`
/// plays. Each is defined next to its transition (``CardTransition/definition``, …); this only
/// lists them.
///
/// ```swift
/// for description in TransitionCatalogue.descriptions { print(description.id) }
/// let style = try TransitionCatalogue.style(for: "modal", options: ["dismissal": .string("input")])
/// ```
public enum TransitionCatalogue {
  /// The catalogue's transitions, each with how to make it: what `TransitionsPlayback`'s
  /// `ScenarioPlayer` plays unless told otherwise.
  public static let definitions: [TransitionDefinition] = [
    ShadeTransition.definition,
    CardTransition.definition,
    ContainerViewController.definition,
    PullDownTransition.definition,
    ModalSheetTransition.definition,
    SheetTransition.definition,
    PushTransition.definition,
    ZoomTransition.definition,
    SlideTransition.definition,
    ThrowAwayTransition.definition,
    ToastTransition.definition,
    TabTransitionStyle.definition,
    CrossDissolveTransition.definition,
    PopoverTransition.definition,
  ]

  /// Every catalogue transition, sorted by id.
  public static var descriptions: [TransitionDescription] {
    definitions.map(\.description).sorted { $0.id < $1.id }
  }

  /// The description of `id`, or `nil`.
  public static func description(of id: String) -> TransitionDescription? {
    definitions.first { $0.description.id == id }?.description
  }

  /// The transition style `id` with `options` (absent ones take their defaults; former names
  /// of options and values are still read).
  ///
  /// - Throws: ``OptionError`` for an unknown id, an unknown option or a value out of range;
  ///   paths are `transition` and `options.NAME`.
  ///   A container (`container`) has no modal style: it is an error too.
  @MainActor
  public static func style(
    for id: String, options: [String: OptionValue] = [:]
  ) throws(OptionError) -> TransitionStyle {
    guard let entry = definitions.first(where: { $0.description.id == id }) else {
      throw unknown(id, known: descriptions.map(\.id))
    }
    let resolved = try resolve(options, for: entry.description)
    guard let style = entry.style(for: resolved) else {
      throw OptionError(
        path: "transition", problem: "\(id) is \(entry.kind.withArticle), not a modal style")
    }
    return style
  }

  package static func unknown(_ id: String, known: [String]) -> OptionError {
    let list = known.joined(separator: ", ")
    return OptionError(path: "transition", problem: "unknown id \"\(id)\"; known: \(list)")
  }
}
