import Motion
import Stage
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  /// `script` played in a right-to-left layout.
  static func rightToLeft(_ script: Script) -> Script {
    var mirrored = script
    mirrored.layoutDirection = .rightToLeft
    return mirrored
  }

  // MARK: - tab

  /// A tab bar controller's switches (besides `tab-select` and `tab-reduce-motion`): a pan
  /// across the content that finishes, cancels, is flicked, catches a running switch, goes past
  /// the last child, and a pan in a right-to-left layout.
  @Sendable static func tabExtras(_ screen: Size) -> [Scenario] {
    let y = screen.height / 2
    let width = screen.width
    func script(
      _ events: [ScriptEvent], layoutDirection: LayoutDirection = .leftToRight,
      options: [String: OptionValue] = [:]
    ) -> Script {
      var script = Script(gallery: "tab", screen: screen, options: options, events: events)
      script.layoutDirection = layoutDirection
      return script
    }
    func drag(
      at time: Double = lead, from x: Double, by distance: Double, over duration: Double,
      hold: Double = 0
    ) -> ScriptEvent {
      horizontalDrag(at: time, y: y, from: x, by: distance, over: duration, hold: hold)
    }
    let right = width * 0.77
    let left = width * 0.23
    let pans = horizontalPans(
      "tab", next: "tab", width: width, y: y, from: right,
      grabSummary: "The second tab is selected; the finger catches the switch and throws it back.",
      script: { script($0) })
    return pans + [
      Scenario(
        name: "tab-past-last", title: "Past the last tab",
        summary:
          "On the last of three tabs, a pan left rubber-bands and springs back: nothing switches.",
        script: script([
          ScriptEvent(at: lead, .action(.select(index: 2))),
          drag(at: lead + 0.8, from: right, by: -0.5 * width, over: 0.5, hold: 0.1),
        ]),
        expected: .completed(.select)),
      Scenario(
        name: "tab-rtl-pan", title: "Right to left: a pan right",
        summary:
          "In a right-to-left layout the next tab is on the left: a pan right, 60% of the width, "
          + "brings it in.",
        script: script(
          [drag(from: left, by: 0.6 * width, over: 0.9, hold: 0.2)],
          layoutDirection: .rightToLeft),
        expected: .completed(.select)),
    ]
  }
}
