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
    let own = OwnScenarios(id: "popover", screen: popoverPad)
    let phone = OwnScenarios(id: "popover", screen: screen)
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
    /// A tap on the presented popover below `button` at `point`, with `options` besides.
    func tapped(_ point: Point, _ options: [String: OptionValue] = [:]) -> Script {
      own.script(
        ["sourceFrame": button, "contentHeight": short].merging(options) { $1 },
        start: .presented, tap(point))
    }
    func arrow(_ name: String, _ source: OptionValue, _ summary: String) -> Scenario {
      own.scenario(
        "arrow-\(name)", "Arrow \(name)", summary,
        own.script(["sourceFrame": source, "contentHeight": short], present), .completed(.present))
    }
    return [
      own.scenario(
        "pad-present", "On an iPad",
        "In a regular width (820 pt) a button presents the popover below its source, its arrow "
          + "up, growing from the arrow's tip.",
        own.script(["sourceFrame": button], present), .completed(.present)),
      own.scenario(
        "tap-outside", "A tap outside",
        "A tap outside the popover dismisses it; the presenter behind gets nothing.",
        tapped(Point(x: 600, y: 900)), .completed(.dismiss)),
      own.scenario(
        "tap-inside", "A tap inside",
        "A tap on the popover's content is the content's: nothing is dismissed.",
        tapped(Point(x: 410, y: 300)), .nothing),
      own.scenario(
        "tap-passthrough", "A tap on a pass-through view",
        "The source passes touches through (passthroughSource): a tap on it reaches it, and the "
          + "popover stays.",
        tapped(Point(x: 410, y: 122), ["passthroughSource": .bool(true)]), .nothing),
      own.scenario(
        "tap-during-present", "A tap outside mid-flight",
        "A button presents; 0.1 s in, a tap outside takes the popover back from where it is: the "
          + "presentation is cancelled.",
        own.script(["sourceFrame": button], present + tap(at: lead + 0.1, Point(x: 600, y: 1000))),
        .cancelled(.present)),
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
      phone.scenario(
        "compact-sheet", "Compact width: a sheet",
        "On a phone (390 pt, narrower than compactWidth 600) the popover is presented as the "
          + "catalogue's sheet instead (an event adapted).",
        phone.script(present), .completed(.present)),
      phone.scenario(
        "compact-sheet-drag", "Compact width: the sheet dragged down",
        "Adapted, it is the sheet in every way: a drag down on it dismisses it.",
        phone.script(
          start: .presented,
          [
            dragEvent(
              from: Point(x: screen.width / 2, y: screen.height * 0.6),
              by: Vector(dx: 0, dy: screen.height * 0.35), over: 0.3)
          ]), .completed(.dismiss)),
    ]
  }
}
