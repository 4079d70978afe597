import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - sheet

  /// A pan down on the sheet (one `large` detent, the whole height without a safe area)
  /// dismisses; progress = translation / H.
  @Sendable static func sheetDrive(_ screen: Size) -> InteractiveDrive {
    // 0.1 s into the dismissal's spring its top is near 190 pt.
    .downwardDismissal(on: screen, from: 400, span: screen.height)
  }

  /// The sheet's own scenarios, on a phone's safe area (47 pt at the top, 34 at the bottom):
  /// detents chosen by the flick, dismissal, scrolling content, the keyboard, a rotation, an
  /// undimmed detent and Reduce Motion.
  @Sendable static func sheetExtras(_ screen: Size) -> [Scenario] {
    let x = screen.width / 2
    let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let two: [String: OptionValue] = [
      "detents": .list([.string("medium"), .string("large")]), "grabber": .bool(true),
    ]
    let three: [String: OptionValue] = [
      "detents": .list([.number(200), .string("medium"), .string("large")]),
      "grabber": .bool(true),
    ]
    let medium = screen.height / 2  // the medium detent's top edge
    let own = OwnScenarios(id: "sheet", screen: screen, start: .presented, safeArea: safeArea)
    /// A drag starting at `y` on the sheet, `distance` points down (negative: up).
    func drag(
      at time: Double = lead, from y: Double, by distance: Double, over duration: Double,
      hold: Double = 0
    ) -> ScriptEvent {
      Self.dragEvent(
        at: time, from: Point(x: x, y: y), by: Vector(dx: 0, dy: distance), over: duration,
        hold: hold)
    }
    let below = medium + 150  // a point on the sheet at medium
    return [
      own.scenario(
        "open-at-medium", "Opens at medium",
        "With detents medium and large, a button presents it at the smallest: medium.",
        own.script(two, start: .idle, [ScriptEvent(at: lead, .action(.present))]),
        .completed(.present)),
      own.scenario(
        "gentle-release", "A gentle release settles on the nearest",
        "Dragged 150 pt up from medium and let go at rest: medium is nearer than large.",
        own.script(two, [drag(from: below, by: -160, over: 0.6, hold: 0.2)]), .nothing),
      own.scenario(
        "flick-to-large", "A flick from medium goes to large",
        "60 pt up at 1000 pt/s: the release would land 499 pt higher, past large.",
        own.script(two, [drag(from: below, by: -60, over: 0.06)]), .nothing),
      own.scenario(
        "strong-flick-past-middle", "A strong flick goes past the middle detent",
        "From 200 pt, 60 pt up at 2000 pt/s: it lands past medium, on large.",
        own.script(three, [drag(from: screen.height - 100, by: -60, over: 0.03)]), .nothing),
      own.scenario(
        "strong-flick-adjacent", "…or to the adjacent one, with skipsDetents off",
        "The same flick with skipsDetents false stops at medium.",
        own.script(
          three.merging(["skipsDetents": .bool(false)]) { $1 },
          [drag(from: screen.height - 100, by: -60, over: 0.03)]), .nothing),
      own.scenario(
        "flick-down-dismisses", "A flick down dismisses",
        "From medium, 60 pt down at 1500 pt/s: it would land below the screen; it goes.",
        own.script(two, [drag(from: below, by: 60, over: 0.04)]), .completed(.dismiss)),
      own.scenario(
        "scroll-expands-then-scrolls", "Scrolling expands, then scrolls",
        "A drag up on the list raises the sheet to large first, then the same drag scrolls it.",
        own.script(
          two, scrollSettings: Script.ScrollSettings(scrollContent: true),
          [drag(from: screen.height - 80, by: -640, over: 0.8, hold: 0.2)]), .nothing),
      own.scenario(
        "scroll-hands-off-to-dismissal", "At the top, scrolling hands off to a dismissal",
        "The list scrolled 120 pt: a drag down scrolls it to its top, then moves the sheet away.",
        own.script(
          two, scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 120),
          [drag(from: below, by: 420, over: 0.6)]), .completed(.dismiss)),
      own.scenario(
        "keyboard-at-medium", "The keyboard lifts it",
        "At medium the keyboard shows (0.25 s, UIKit's curve): the sheet rides on it, then "
          + "returns when it hides.",
        own.script(
          two,
          [
            ScriptEvent(at: lead, .keyboard(.show(height: 336, duration: 0.25))),
            ScriptEvent(at: lead + 1, .keyboard(.hide(duration: 0.25))),
          ]), .nothing),
      own.scenario(
        "keyboard-during-drag", "The keyboard hides during a drag",
        "The keyboard hides while a finger drags the sheet up slowly: no jump.",
        own.script(
          two,
          [
            ScriptEvent(at: 0, .keyboard(.show(height: 336, duration: 0))),
            drag(from: below - 336, by: -120, over: 0.8, hold: 0.2),
            ScriptEvent(at: lead + 0.3, .keyboard(.hide(duration: 0.25))),
          ]), .nothing),
      own.scenario(
        "rotation-at-medium", "Rotation at medium",
        "The phone turns: medium is half the new height, and the sheet is there at once.",
        own.script(
          two,
          [
            ScriptEvent(
              at: lead,
              .resize(
                Size(width: screen.height, height: screen.width),
                safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)))
          ]), .nothing),
      own.scenario(
        "undimmed-detent", "An undimmed detent",
        "Undimmed at medium (the presenter takes touches there); dimmed as it rises to large.",
        own.script(
          two.merging(["largestUndimmedDetent": .string("medium")]) { $1 },
          [
            ScriptEvent(at: lead, .action(.selectDetent(.large))),
            drag(at: lead + 1, from: 300, by: 300, over: 0.3, hold: 0.1),
          ]), .nothing),
      own.scenario(
        "reduce-motion-detents", "Reduce Motion between detents",
        "A strong flick to large with Reduce Motion on: critically damped, no overshoot.",
        own.script(two, reduceMotion: true, [drag(from: below, by: -60, over: 0.02)]), .nothing),
    ]
  }
}
