import Transitions
import TransitionsTool

/// The transitions a page can pick, as data: exactly what `transitions list --format json`
/// prints (ids, summaries, whether each is a container, and every option with its type, unit,
/// range or choices, default and summary). The page builds its picker and its controls from it,
/// so a transition added to the catalogue, or an option added to one, appears in the lab with
/// no change to the lab.
///
/// ```swift
/// let catalogue = try LabCatalogue.list()
/// // {"transitions":[{"id":"card","summary":"…","container":false,"options":[…]},…]}
/// ```
enum LabCatalogue {
  /// The output of `transitions list --format json`, without its final newline.
  ///
  /// - Throws: ``LabError`` when the tool fails (it never does for a catalogue it built).
  static func list() throws(LabError) -> String {
    let output = TransitionsTool.execute(["list", "--format", "json"])
    guard output.status == 0 else {
      throw LabError(.badConfiguration, subject: nil, problem: output.standardError)
    }
    var text = output.standardOutput
    while text.last?.isNewline == true { text.removeLast() }
    return text
  }
}
