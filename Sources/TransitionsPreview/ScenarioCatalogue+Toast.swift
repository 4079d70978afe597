import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - toast

  /// A two-line banner (height 120 pt, so that the common flick, 12% of the way, is past a
  /// pan's 10 pt threshold) at the bottom (the default): a pan down on it dismisses; progress
  /// = translation / (120 + 16 pt of margin).
  @Sendable static func toastDrive(_ screen: Size) -> InteractiveDrive {
    let height = 120.0
    let margin = ToastTransition.Configuration().margin
    let banner = screen.height - margin - height
    return InteractiveDrive(
      operation: .dismiss, start: .presented,
      from: Point(x: screen.width / 2, y: banner + height / 2), direction: Vector(dx: 0, dy: 1),
      span: height + margin, options: ["height": .number(height)],
      // 0.1 s into the dismissal's spring the banner has gone down about a third of its travel
      // (some 50 pt): 90 pt below where its top edge was is on it, and inside the window.
      grabPoint: Point(x: screen.width / 2, y: banner + 90), grabDelay: 0.1)
  }

  /// The timeout, the early swipe, the finger that holds it, the queue, a tap on the presenter
  /// behind it, and the top edge.
  @Sendable static func toastExtras(_ screen: Size) -> [Scenario] {
    let x = screen.width / 2
    let defaults = ToastTransition.Configuration()
    let bottomBanner = screen.height - defaults.margin - defaults.height / 2
    let topBanner = defaults.margin + defaults.height / 2
    let own = OwnScenarios(id: "toast", screen: screen, start: .presented)
    /// `script`, played until `until` seconds instead.
    func until(_ until: Double, _ script: Script) -> Script {
      var script = script
      script.until = until
      return script
    }
    func touch(_ kind: TouchKind, at time: Double, _ point: Point) -> ScriptEvent {
      ScriptEvent(at: time, .touch(kind, point))
    }
    let present = ScriptEvent(at: lead, .action(.present))
    let oneSecond: [String: OptionValue] = ["duration": .number(1)]
    let top: [String: OptionValue] = ["edge": .string("top")]
    return [
      own.scenario(
        "timeout", "Gone by itself",
        "A button presents it; 2.75 s after it has come in it leaves by itself.",
        until(4.6, own.script(start: .idle, [present])), .completed(.dismiss)),
      own.scenario(
        "swipe-away", "Swiped away early",
        "A quick swipe down on the banner (40 pt in 0.1 s) dismisses it at once.",
        own.script([
          dragEvent(from: Point(x: x, y: bottomBanner), by: Vector(dx: 0, dy: 40), over: 0.1)
        ]), .completed(.dismiss)),
      own.scenario(
        "held-past-timeout", "Held past its timeout",
        "Duration 1 s: a finger rests on the banner from 0.2 s to 2 s, past the timeout; when it "
          + "lifts the countdown starts again in full, and the banner leaves at 3 s.",
        until(
          4.2,
          own.script(
            oneSecond,
            [
              touch(.down, at: lead, Point(x: x, y: bottomBanner)),
              touch(.up, at: 2, Point(x: x, y: bottomBanner)),
            ])), .completed(.dismiss)),
      own.scenario(
        "queue", "A queue of two",
        "Duration 1 s: a second present while the first shows is queued; it comes in once the "
          + "first has left, and leaves in turn.",
        until(
          4.8,
          own.script(oneSecond, start: .idle, [present, ScriptEvent(at: 0.4, .action(.present))])
        ), .completed(.dismiss)),
      own.scenario(
        "tap-presenter", "A tap on the presenter behind",
        "While the banner shows, a tap beside it reaches the presenter: the banner stays, nothing "
          + "is dismissed.",
        own.script([
          touch(.down, at: lead, Point(x: x, y: 300)),
          touch(.up, at: lead + 0.1, Point(x: x, y: 300)),
        ]), .nothing),
      own.scenario(
        "top-present", "At the top edge",
        "Edge top: the banner comes down from beyond the top edge.",
        own.script(top, start: .idle, [present]), .completed(.present)),
      own.scenario(
        "top-swipe", "Swiped up at the top",
        "Edge top: a quick swipe up on the banner dismisses it.",
        own.script(
          top, [dragEvent(from: Point(x: x, y: topBanner), by: Vector(dx: 0, dy: -40), over: 0.1)]),
        .completed(.dismiss)),
      own.scenario(
        "stretch", "Pulled away from its edge",
        "A drag up on a bottom banner stretches it (rubber band) and it springs back.",
        own.script([
          dragEvent(from: Point(x: x, y: bottomBanner), by: Vector(dx: 0, dy: -120), over: 0.4)
        ]), .nothing),
    ]
  }
}
