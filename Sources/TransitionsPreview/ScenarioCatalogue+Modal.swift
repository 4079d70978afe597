import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - modal

  /// With `standard` dismissal a pan down on the card dismisses; progress = translation / (H − 56).
  @Sendable static func modalDrive(_ screen: Size) -> InteractiveDrive {
    // The card's spring is quick: 0.1 s into the dismissal its top is near 510 pt.
    .downwardDismissal(
      on: screen, from: 300, span: screen.height - 56, options: ["dismissal": .string("standard")])
  }

  @Sendable static func modalExtras(_ screen: Size) -> [Scenario] {
    let x = screen.width / 2
    let own = OwnScenarios(id: "modal", screen: screen, start: .presented)
    func drag(_ distance: Double, over duration: Double, hold: Double) -> ScriptEvent {
      Self.dragEvent(
        from: Point(x: x, y: 300), by: Vector(dx: 0, dy: distance), over: duration, hold: hold)
    }
    return [
      own.scenario(
        "dismissal-none-drag", "Dismissal none: a drag does nothing",
        "With dismissal none, a drag down on the card is not a dismissal.",
        own.script(["dismissal": .string("none")], [drag(400, over: 0.5, hold: 0.1)]),
        .nothing),
      own.scenario(
        "dismissal-none-button", "Dismissal none: the button dismisses",
        "With dismissal none, only the dismiss action dismisses.",
        own.script(
          ["dismissal": .string("none")], [ScriptEvent(at: lead, .action(.dismiss))]),
        .completed(.dismiss)),
      own.scenario(
        "input-short", "Input: short of the threshold",
        "With dismissal input the card follows the finger; 120 pt < 160 pt: it returns.",
        own.script(["dismissal": .string("input")], [drag(120, over: 0.5, hold: 0.2)]),
        .cancelled(.dismiss)),
      own.scenario(
        "input-past", "Input: past the threshold",
        "With dismissal input, a 220 pt drag passes the 160 pt threshold: it dismisses.",
        own.script(["dismissal": .string("input")], [drag(220, over: 0.5, hold: 0.2)]),
        .completed(.dismiss)),
      own.scenario(
        "scroll-hand-off", "Scroll hand-off",
        "Content scrolled 120 pt: a drag down scrolls it to the top, then dismisses.",
        own.script(
          ["dismissal": .string("standard")],
          scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 120),
          [drag(600, over: 0.8, hold: 0.1)]),
        .completed(.dismiss)),
    ]
  }
}
