import Motion
import Transitions
import TransitionsPlayback

extension ScenarioCatalogue {
  // MARK: - issue 31: interactivity at runtime, the fitting detent, the bar button zoom

  /// A card whose dismissal gesture is switched off, then on again: the first drag does
  /// nothing, the second dismisses.
  @Sendable static func interactivityExtras(_ screen: Size) -> [Scenario] {
    let x = screen.width / 2
    let drag = { (time: Double) in
      Self.dragEvent(
        at: time, from: Point(x: x, y: 450), by: Vector(dx: 0, dy: 300), over: 0.15)
    }
    let events = [
      ScriptEvent(at: lead, .action(.setInteractive(.dismiss, enabled: false))),
      drag(lead + 0.1),
      ScriptEvent(at: lead + 1, .action(.setInteractive(.dismiss, enabled: true))),
      drag(lead + 1.1),
    ]
    return [
      Scenario(
        name: "card-dismiss-gesture-off-then-on", title: "Dismiss gesture off, then on",
        summary:
          "Switched off, a flick down on the card does nothing; switched on again, the same "
          + "flick dismisses it.",
        script: Script(
          transition: "card", screen: screen, until: lead + 1.25 + tail, start: .presented,
          events: events),
        expected: .completed(.dismiss))
    ]
  }

  /// The sheet's content-sized detent: the content grows and shrinks while the sheet rests at
  /// it, and the sheet follows on its detent spring.
  @Sendable static func sheetFittingExtras(_ screen: Size) -> [Scenario] {
    let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let options: [String: OptionValue] = [
      "detents": .list([.string("fitting"), .string("large")]), "grabber": .bool(true),
      "contentHeight": .number(260),
    ]
    return [
      Scenario(
        name: "sheet-fitting-follows-content", title: "A content-sized detent follows its content",
        summary:
          "Resting at fitting (260 pt of content), the content grows to 480 pt, then shrinks to "
          + "200 pt: the sheet springs to each height.",
        script: Script(
          transition: "sheet", options: options, screen: screen, safeArea: safeArea,
          until: lead + 1.2 + tail, start: .presented,
          events: [
            ScriptEvent(at: lead, .action(.setContentHeight(480))),
            ScriptEvent(at: lead + 1.2, .action(.setContentHeight(200))),
          ]),
        expected: .nothing)
    ]
  }

  /// iOS 26's zoom from a bar button item: the source is the item's frame in the window, a
  /// 44 pt button at the right of a navigation bar below a 47 pt status bar.
  @Sendable static func barButtonZoomExtras(_ screen: Size) -> [Scenario] {
    let item: [String: OptionValue] = [
      "sourceFrame": .list([
        .number(screen.width - 52), .number(47), .number(44), .number(44),
      ]),
      "sourceCornerRadius": .number(22),
    ]
    return [
      Scenario(
        name: "zoom-from-bar-button", title: "Zoom from a bar button",
        summary:
          "A button presents from the bar button at the top right (its frame in the window), "
          + "and dismisses back into it.",
        script: Script(
          transition: "zoom", options: item, screen: screen, until: lead + 1.2 + tail,
          events: [
            ScriptEvent(at: lead, .action(.present)),
            ScriptEvent(at: lead + 1.2, .action(.dismiss)),
          ]),
        expected: .completed(.dismiss))
    ]
  }
}
