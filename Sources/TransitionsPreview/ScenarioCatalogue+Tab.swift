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
    let own = OwnScenarios(id: "tab", screen: screen)
    let right = width * 0.77
    let pans = horizontalPans(
      own, next: "tab", y: y, from: right,
      grabSummary: "The second tab is selected; the finger catches the switch and throws it back.")
    return pans + [
      own.scenario(
        "past-last", "Past the last tab",
        "On the last of three tabs, a pan left rubber-bands and springs back: nothing switches.",
        own.script([
          ScriptEvent(at: lead, .action(.select(index: 2))),
          horizontalDrag(at: lead + 0.8, y: y, from: right, by: -0.5 * width, over: 0.5, hold: 0.1),
        ]), .completed(.select)),
      own.scenario(
        "rtl-pan", "Right to left: a pan right",
        "In a right-to-left layout the next tab is on the left: a pan right, 60% of the width, "
          + "brings it in.",
        rightToLeft(
          own.script([
            horizontalDrag(y: y, from: width * 0.23, by: 0.6 * width, over: 0.9, hold: 0.2)
          ])
        ), .completed(.select)),
    ]
  }
}
