import Transitions
import TransitionsPlayback

/// The buttons the page offers for a scene: every input of `play` that the scene's transition
/// takes, decided by the engine.
///
/// The candidates are the inputs `docs/PLAY.md` names (`present`, `dismiss`, `select` with
/// each child's index, `push`, `pop`, `selectDetent`, the keyboard, and `setInteractive` for
/// each direction, off and on: the lab's interactivity toggle). Each is read as the page's
/// `input` message would be, then checked against the scene's script as `play` checks a
/// script's events (``LivePlay/check(_:)``); what the script reader does not know yet, or the
/// transition does not take, is left out. So a transition added to the catalogue, or an input
/// added to scripts, shows up with no change here beyond its candidate.
enum InputChoices {
  /// The candidates, each a label and the fields of its `input` message.
  static let candidates: [InputChoice] =
    [
      InputChoice(label: "present", fields: ["action": .string("present")]),
      InputChoice(label: "dismiss", fields: ["action": .string("dismiss")]),
    ]
    + (0..<16).map { index in
      InputChoice(
        label: "select \(index)",
        fields: ["action": .string("select"), "index": .number(Double(index))])
    }
    + [
      InputChoice(label: "push", fields: ["action": .string("push")]),
      InputChoice(label: "pop", fields: ["action": .string("pop")]),
      InputChoice(
        label: "detent: medium",
        fields: ["action": .string("selectDetent"), "detent": .string("medium")]),
      InputChoice(
        label: "detent: large",
        fields: ["action": .string("selectDetent"), "detent": .string("large")]),
      InputChoice(
        label: "keyboard: show",
        fields: ["keyboard": .string("show"), "height": .number(336)]),
      InputChoice(label: "keyboard: hide", fields: ["keyboard": .string("hide")]),
    ]
    // The interactivity toggle: each direction's gestures switched off and on again (a modal
    // transition's present and dismiss, a navigation stack's pop, a container's or a tab's
    // select); the engine's check keeps those of the scene's kind.
    + ["present", "dismiss", "pop", "select"].flatMap { direction in
      [false, true].map { enabled in
        InputChoice(
          label: "\(direction) gesture: \(enabled ? "on" : "off")",
          fields: [
            "action": .string("setInteractive"), "direction": .string(direction),
            "enabled": .bool(enabled),
          ])
      }
    }

  /// The candidates `live`'s scene takes, in the candidates' order: the fixed ones, and a
  /// `selectDetent` for each number the scene's list options hold (a custom detent's height).
  @MainActor
  static func choices(for live: LivePlay) -> [InputChoice] {
    var numbers: [Double] = []
    for name in live.script.options.keys.sorted() {
      guard case .list(let values)? = live.script.options[name] else { continue }
      for case .number(let number) in values where !numbers.contains(number) {
        numbers.append(number)
      }
    }
    let custom = numbers.map { number in
      InputChoice(
        label: "detent: \(number.labText)",
        fields: ["action": .string("selectDetent"), "detent": .number(number)])
    }
    let index = candidates.firstIndex { $0.label == "keyboard: show" } ?? candidates.endIndex
    return accepted(Array(candidates[..<index] + custom + candidates[index...]), by: live)
  }

  /// The `choices` whose input `live`'s scene takes now: each read as the page's `input`
  /// message would be, then checked as `play` checks a script's events.
  @MainActor
  static func accepted(_ choices: [InputChoice], by live: LivePlay) -> [InputChoice] {
    choices.filter { choice in
      var message = choice.fields
      message["type"] = .string("input")
      guard case .input(let kind)? = try? PageMessage(Array(JSONValue.object(message).text.utf8))
      else { return false }
      return (try? live.check(kind)) != nil
    }
  }
}
