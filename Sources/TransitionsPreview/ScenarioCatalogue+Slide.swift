import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - slide

  /// From the bottom (the default): a pan down on the screen dismisses; progress = translation
  /// / H.
  @Sendable static func slideDrive(_ screen: Size) -> InteractiveDrive {
    // 0.1 s into the dismissal's spring the screen has gone down about a fifth of the way:
    // 100 pt above the window's bottom is still on it.
    .downwardDismissal(on: screen, from: 400, span: screen.height)
  }

  /// The other edges, and the rubber band away from the edge.
  @Sendable static func slideExtras(_ screen: Size) -> [Scenario] {
    let (width, height) = (screen.width, screen.height)
    let own = OwnScenarios(id: "slide", screen: screen)
    func script(
      _ edge: SlideTransition.Edge, start: Script.Start, _ events: [ScriptEvent]
    ) -> Script {
      own.script(["edge": .string(edge.rawValue)], start: start, events)
    }
    /// A drag on the screen presented from `edge`, from `start` to `end` over `duration` s.
    func dragged(_ edge: SlideTransition.Edge, _ start: Point, _ end: Point, over duration: Double)
      -> Script
    {
      script(edge, start: .presented, [dragEvent(from: start, to: end, over: duration)])
    }
    return [
      own.scenario(
        "leading-present", "From the leading edge",
        "A button presents: the screen comes in from the left edge.",
        script(.leading, start: .idle, [ScriptEvent(at: lead, .action(.present))]),
        .completed(.present)),
      own.scenario(
        "leading-drag", "Back to the leading edge",
        "A drag to the left, past halfway, takes the screen back to the left edge.",
        dragged(
          .leading, Point(x: width - 40, y: height / 2), Point(x: 60, y: height / 2), over: 0.4),
        .completed(.dismiss)),
      own.scenario(
        "rtl-leading-present", "From the leading edge, right to left",
        "In a right-to-left layout the leading edge is the right one: the screen comes in "
          + "from the right.",
        rightToLeft(script(.leading, start: .idle, [ScriptEvent(at: lead, .action(.present))])),
        .completed(.present)),
      own.scenario(
        "top-flick", "Flicked up to the top",
        "From the top edge: a short, fast flick up dismisses.",
        dragged(.top, Point(x: width / 2, y: 500), Point(x: width / 2, y: 420), over: 0.06),
        .completed(.dismiss)),
      own.scenario(
        "stretch", "Pulled away from the edge",
        "From the bottom, a drag up stretches the screen (rubber band) and it springs back: no "
          + "dismissal.",
        dragged(.bottom, Point(x: width / 2, y: 600), Point(x: width / 2, y: 350), over: 0.4),
        .nothing),
    ]
  }
}
