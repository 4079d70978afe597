import Motion
import Transitions
import TransitionsPlayback

// MARK: - popover

extension ScenarioCatalogue {
  /// The common scenarios play on the gallery's phone as a popover (`adaptation: none`, as an
  /// app whose delegate returns `.none`); the compact adaptation is a scenario of its own.
  static let popoverOptions: [String: OptionValue] = ["adaptation": .string("none")]

  /// An iPad Air's window in portrait (820 × 1180 pt): a regular width, where a popover is one.
  static let popoverPad = Size(width: 820, height: 1180)

  /// A tap outside (and one inside, and one on a pass-through source), a tap outside while it
  /// comes in, the arrow on each side, and the sheet it becomes in a compact width.
  @Sendable static func popoverExtras(_ screen: Size) -> [Scenario] {
    let pad = popoverPad
    func script(
      _ options: [String: OptionValue] = [:], on size: Size? = nil, start: Script.Start,
      _ events: [ScriptEvent]
    ) -> Script {
      let end = events.map(\.end).max() ?? 0
      return Script(
        transition: "popover", options: options, screen: size ?? pad, until: end + tail,
        start: start, events: events)
    }
    func tap(at time: Double = lead, _ point: Point) -> [ScriptEvent] {
      [
        ScriptEvent(at: time, .touch(.down, point)),
        ScriptEvent(at: time + 0.08, .touch(.up, point)),
      ]
    }
    func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> OptionValue {
      .list([x, y, width, height].map { .number($0) })
    }
    let present = [ScriptEvent(at: lead, .action(.present))]
    // A button near the top of the iPad's window, centred; the popover hangs below it.
    let button = frame(350, 100, 120, 44)
    let short: OptionValue = .number(300)
    func arrow(_ name: String, _ source: OptionValue, _ summary: String) -> Scenario {
      Scenario(
        name: "popover-arrow-\(name)", title: "Arrow \(name)",
        summary: summary,
        script: script(["sourceFrame": source, "contentHeight": short], start: .idle, present),
        expected: .completed(.present))
    }
    return [
      Scenario(
        name: "popover-pad-present", title: "On an iPad",
        summary: "In a regular width (820 pt) a button presents the popover below its source, "
          + "its arrow up, growing from the arrow's tip.",
        script: script(["sourceFrame": button], start: .idle, present),
        expected: .completed(.present)),
      Scenario(
        name: "popover-tap-outside", title: "A tap outside",
        summary: "A tap outside the popover dismisses it; the presenter behind gets nothing.",
        script: script(
          ["sourceFrame": button, "contentHeight": short], start: .presented,
          tap(Point(x: 600, y: 900))),
        expected: .completed(.dismiss)),
      Scenario(
        name: "popover-tap-inside", title: "A tap inside",
        summary: "A tap on the popover's content is the content's: nothing is dismissed.",
        script: script(
          ["sourceFrame": button, "contentHeight": short], start: .presented,
          tap(Point(x: 410, y: 300))),
        expected: .nothing),
      Scenario(
        name: "popover-tap-passthrough", title: "A tap on a pass-through view",
        summary: "The source passes touches through (passthroughSource): a tap on it reaches "
          + "it, and the popover stays.",
        script: script(
          ["sourceFrame": button, "contentHeight": short, "passthroughSource": .bool(true)],
          start: .presented, tap(Point(x: 410, y: 122))),
        expected: .nothing),
      Scenario(
        name: "popover-tap-during-present", title: "A tap outside mid-flight",
        summary: "A button presents; 0.1 s in, a tap outside takes the popover back from where "
          + "it is: the presentation is cancelled.",
        script: script(
          ["sourceFrame": button], start: .idle,
          present + tap(at: lead + 0.1, Point(x: 600, y: 1000))),
        expected: .cancelled(.present)),
      arrow("up", button, "A source near the top: the popover below it, the arrow up."),
      arrow(
        "down", frame(350, 1000, 120, 44),
        "A source near the bottom: no room below for 300 pt, so above it, the arrow down."),
      arrow(
        "left", frame(20, 40, 60, 1100),
        "A tall source on the left (a sidebar): no room above or below, so to its right, the "
          + "arrow left."),
      arrow(
        "right", frame(740, 40, 60, 1100),
        "A tall source on the right: no room above, below or to its right, so to its left, the "
          + "arrow right."),
      Scenario(
        name: "popover-compact-sheet", title: "Compact width: a sheet",
        summary: "On a phone (390 pt, narrower than compactWidth 600) the popover is presented "
          + "as the catalogue's sheet instead (an event adapted).",
        script: script(on: screen, start: .idle, present),
        expected: .completed(.present)),
      Scenario(
        name: "popover-compact-sheet-drag", title: "Compact width: the sheet dragged down",
        summary: "Adapted, it is the sheet in every way: a drag down on it dismisses it.",
        script: script(
          on: screen, start: .presented,
          [
            dragEvent(
              from: Point(x: screen.width / 2, y: screen.height * 0.6),
              by: Vector(dx: 0, dy: screen.height * 0.35), over: 0.3)
          ]),
        expected: .completed(.dismiss)),
    ]
  }
}
