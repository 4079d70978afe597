public import Motion
public import Transitions
public import TransitionsPlayback

/// Plays every scenario of every transition it is given and gathers the page's sections.
///
/// The player is passed in (the tool passes a `TransitionsPlayback.ScenarioPlayer`'s `play`), so this
/// module only draws what the engine decided. A gallery of your own transitions is the same
/// call with their descriptions, a player that knows them, and how a finger drives each
/// (`recipes`):
///
/// ```swift
/// var player = ScenarioPlayer()
/// player.register(rise)  // a TransitionDefinition
/// let sections = try Gallery.play(
///   [rise.description], recipes: ["rise": ScenarioCatalogue.Recipe(drive: { _ in riseDrive })]
/// ) { script in try player.play(script) }
/// let html = GalleryPage().html(sections)
/// ```
public enum Gallery {
  /// Plays the scenarios of each transition (``ScenarioCatalogue/scenarios(for:screen:recipe:)``)
  /// with `player`.
  ///
  /// - Parameters:
  ///   - transitions: The transitions to show, in order.
  ///   - screen: The window size every scenario plays on, in points. Default 390 × 844.
  ///   - recipes: How a finger drives each, by id (default: the catalogue's); a transition
  ///     without a recipe gets the button-driven scenarios only.
  ///   - player: Plays one script.
  /// - Returns: One section per transition, its scenarios in order.
  /// - Throws: What `player` throws, for the first scenario it cannot play.
  public static func play(
    _ transitions: [TransitionDescription], screen: Size = Size(width: 390, height: 844),
    recipes: [String: ScenarioCatalogue.Recipe] = ScenarioCatalogue.recipes,
    player: (Script) throws -> Timeline
  ) rethrows -> [GallerySection] {
    try transitions.map { transition in
      let recipe = recipes[transition.id]
      let scenarios = ScenarioCatalogue.scenarios(
        for: transition, screen: screen, recipe: recipe)
      let entries = try scenarios.map {
        GalleryEntry(scenario: $0, timeline: try player($0.script))
      }
      return GallerySection(transition: transition, entries: entries)
    }
  }

  /// The table the gallery command prints: transition, scenario, outcome, seconds played; an
  /// outcome that is not the one the scenario's name promises is flagged.
  public static func table(_ sections: [GallerySection]) -> String {
    var rows: [[String]] = [["transition", "scenario", "outcome", "seconds"]]
    for section in sections {
      for entry in section.entries {
        var outcome = entry.outcome.description
        if entry.outcome != entry.scenario.expected {
          outcome += " (expected \(entry.scenario.expected))"
        }
        let prefix = section.transition.id + "-"
        let name =
          entry.scenario.name.hasPrefix(prefix)
          ? String(entry.scenario.name.dropFirst(prefix.count)) : entry.scenario.name
        rows.append([
          section.transition.id, name, outcome, PreviewNumber.format(entry.secondsPlayed),
        ])
      }
    }
    var widths = [Int](repeating: 0, count: 4)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == 3
          ? String(repeating: " ", count: widths[column] - cell.count) + cell
          : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
