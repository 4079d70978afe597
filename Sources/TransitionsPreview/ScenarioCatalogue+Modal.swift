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
    func script(
      _ options: [String: OptionValue],
      scrollSettings: Script.ScrollSettings = Script.ScrollSettings(),
      _ events: [ScriptEvent]
    ) -> Script {
      Script(
        gallery: "modal", screen: screen, options: options, scrollSettings: scrollSettings,
        start: .presented, events: events)
    }
    func drag(_ distance: Double, over duration: Double, hold: Double) -> ScriptEvent {
      Self.dragEvent(
        from: Point(x: x, y: 300), by: Vector(dx: 0, dy: distance), over: duration, hold: hold)
    }
    return [
      Scenario(
        name: "modal-dismissal-none-drag", title: "Dismissal none: a drag does nothing",
        summary: "With dismissal none, a drag down on the card is not a dismissal.",
        script: script(["dismissal": .string("none")], [drag(400, over: 0.5, hold: 0.1)]),
        expected: .nothing),
      Scenario(
        name: "modal-dismissal-none-button", title: "Dismissal none: the button dismisses",
        summary: "With dismissal none, only the dismiss action dismisses.",
        script: script(
          ["dismissal": .string("none")], [ScriptEvent(at: lead, .action(.dismiss))]),
        expected: .completed(.dismiss)),
      Scenario(
        name: "modal-input-short", title: "Input: short of the threshold",
        summary: "With dismissal input the card follows the finger; 120 pt < 160 pt: it returns.",
        script: script(["dismissal": .string("input")], [drag(120, over: 0.5, hold: 0.2)]),
        expected: .cancelled(.dismiss)),
      Scenario(
        name: "modal-input-past", title: "Input: past the threshold",
        summary: "With dismissal input, a 220 pt drag passes the 160 pt threshold: it dismisses.",
        script: script(["dismissal": .string("input")], [drag(220, over: 0.5, hold: 0.2)]),
        expected: .completed(.dismiss)),
      Scenario(
        name: "modal-scroll-hand-off", title: "Scroll hand-off",
        summary: "Content scrolled 120 pt: a drag down scrolls it to the top, then dismisses.",
        script: script(
          ["dismissal": .string("standard")],
          scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 120),
          [drag(600, over: 0.8, hold: 0.1)]),
        expected: .completed(.dismiss)),
    ]
  }
}
