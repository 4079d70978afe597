import Transitions
import TransitionsPlayback

/// The transitions a page can pick, as data: exactly what `transitions list --format json`
/// prints (ids, summaries, whether each is a container, and every option with its type, unit,
/// range or choices, default and summary). The page builds its picker and its controls from it,
/// so a transition added to the catalogue, or an option added to one, appears in the lab with
/// no change to the lab; each option's control comes with it (``controls(for:)``).
///
/// ```swift
/// let catalogue = LabCatalogue.list()
/// // {"transitions":[{"id":"card","summary":"…","container":false,"options":[…]},…]}
/// ```
enum LabCatalogue {
  /// What `transitions list --format json` prints, without its final newline
  /// (``TransitionCatalogue/json(of:)``, which both use).
  static func list() -> String { TransitionCatalogue.json().text }

  /// The control of every option of `definitions`' transitions (``OptionControl``), as a JSON
  /// object's text keyed by transition id, then by option name:
  /// `{"card":{"presenterScale":{"control":"slider","range":[0.5,1],…},…},…}`.
  static func controls(
    for definitions: [TransitionDefinition] = TransitionCatalogue.definitions
  ) -> String {
    JSONOutput.object(
      definitions.map { definition in
        (
          definition.description.id,
          .object(OptionControl.controls(for: definition).map { ($0.name, $0.control.json) })
        )
      }
    ).text
  }
}
