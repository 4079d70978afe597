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
    let own = OwnScenarios(id: "card", screen: screen, start: .presented)
    let tap = [
      ScriptEvent(at: lead, .touch(.down, Point(x: x, y: 30))),
      ScriptEvent(at: lead + 0.08, .touch(.up, Point(x: x, y: 30))),
    ]
    return [
      own.scenario(
        "tap-dimming", "Tap on the dimming",
        "A tap on the dimmed strip above the card dismisses it.",
        own.script([:], tap), .completed(.dismiss)),
      own.scenario(
        "pan-dimming", "Pan on the dimming",
        "A pan down that starts on the dimmed strip dismisses too.",
        own.script(
          [:],
          [
            ScriptEvent(
              at: lead,
              .drag(Drag(from: Point(x: x, y: 20), to: Point(x: x, y: 260), duration: 0.15)))
          ]),
        .completed(.dismiss)),
      own.scenario(
        "tap-dimming-off", "Tap on the dimming, turned off",
        "With dismissesOnDimmingTap false the tap does nothing.",
        own.script(["dismissesOnDimmingTap": .bool(false)], tap), .nothing),
    ]
  }
}
