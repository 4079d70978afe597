import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - card

  /// A pan down on the card dismisses; progress = translation / (H − 60).
  @Sendable static func cardDrive(_ screen: Size) -> InteractiveDrive {
    // 0.1 s into the dismissal's spring the card's top is near 515 pt.
    .downwardDismissal(on: screen, from: 400, span: screen.height - 60)
  }

  /// The dimmed strip above the card: a tap dismisses, a pan down that starts there too, and
  /// with `dismissesOnDimmingTap` off the tap does nothing.
  @Sendable static func cardExtras(_ screen: Size) -> [Scenario] {
    let x = screen.width / 2
    func script(_ options: [String: OptionValue], _ events: [ScriptEvent]) -> Script {
      Script(
        gallery: "card", screen: screen, options: options, start: .presented, events: events)
    }
    let tap = [
      ScriptEvent(at: lead, .touch(.down, Point(x: x, y: 30))),
      ScriptEvent(at: lead + 0.08, .touch(.up, Point(x: x, y: 30))),
    ]
    return [
      Scenario(
        name: "card-tap-dimming", title: "Tap on the dimming",
        summary: "A tap on the dimmed strip above the card dismisses it.",
        script: script([:], tap), expected: .completed(.dismiss)),
      Scenario(
        name: "card-pan-dimming", title: "Pan on the dimming",
        summary: "A pan down that starts on the dimmed strip dismisses too.",
        script: script(
          [:],
          [
            ScriptEvent(
              at: lead,
              .drag(Drag(from: Point(x: x, y: 20), to: Point(x: x, y: 260), duration: 0.15)))
          ]),
        expected: .completed(.dismiss)),
      Scenario(
        name: "card-tap-dimming-off", title: "Tap on the dimming, turned off",
        summary: "With dismissesOnDimmingTap false the tap does nothing.",
        script: script(["dismissesOnDimmingTap": .bool(false)], tap), expected: .nothing),
    ]
  }
}
