import Motion
import TransitionsPlayback

// MARK: - crossDissolve

extension ScenarioCatalogue {
  /// From the middle of the screen, down and to the right (a drag goes any way); progress =
  /// distance / half the shorter side (195 pt on a 390 pt screen).
  @Sendable static func crossDissolveDrive(_ screen: Size) -> InteractiveDrive {
    let middle = Point(x: screen.width / 2, y: screen.height / 2)
    var drive = InteractiveDrive(
      operation: .dismiss, start: .presented, from: middle, direction: Vector(dx: 0.6, dy: 0.8),
      span: max(min(screen.width, screen.height) / 2, 1),
      // Nothing moves: the screen is under the middle of the window all the way.
      grabPoint: middle, grabDelay: 0.1)
    // Caught, a fade goes on with the finger's distance, whichever way it moves.
    drive.grabThrowsBack = false
    return drive
  }

  /// Any direction: a drag up, a flick to the left, and a drag out and back again.
  @Sendable static func crossDissolveExtras(_ screen: Size) -> [Scenario] {
    let middle = Point(x: screen.width / 2, y: screen.height / 2)
    let half = max(min(screen.width, screen.height) / 2, 1)
    let own = OwnScenarios(id: "crossDissolve", screen: screen, start: .presented)
    return [
      own.scenario(
        "drag-up", "Dragged up",
        "A slow drag up, 70% of half the shorter side, fades the screen out.",
        own.script([
          dragEvent(from: middle, by: Vector(dx: 0, dy: -0.7 * half), over: 0.8, hold: 0.2)
        ]),
        .completed(.dismiss)),
      own.scenario(
        "flick-left", "Flicked to the left",
        "A short, fast flick to the left (15% of the way in 60 ms) fades it out.",
        own.script([
          dragEvent(from: middle, by: Vector(dx: -0.15 * half, dy: 0), over: 0.06)
        ]),
        .completed(.dismiss)),
      own.scenario(
        "out-and-back", "Out and back",
        "A drag 60% of the way to the right and back to where it began: the fade "
          + "follows the distance, returns and the dismissal is cancelled.",
        own.script(outAndBack(from: middle, by: 0.6 * half)),
        .cancelled(.dismiss)),
    ] + asymmetricScenarios(screen)
  }

  /// A card presented, then dismissed by another transition (`dismissWith`): by a button, by
  /// the slide's drag down, by the cross-dissolve's drag sideways, and a drag too short.
  static func asymmetricScenarios(_ screen: Size) -> [Scenario] {
    let own = OwnScenarios(id: "crossDissolve", screen: screen, transition: "card")
    func script(_ second: String, start: Script.Start, _ events: [ScriptEvent]) -> Script {
      var script = own.script(["dismissWith": .string(second)], start: start, events)
      if second == "slide" { script.dismissOptions = ["edge": .string("bottom")] }
      return script
    }
    let (width, height) = (screen.width, screen.height)
    return [
      own.scenario(
        "card-then-slide-present", "Card, then slide: present",
        "Presented by the card (its dismissal is the slide's).",
        script("slide", start: .idle, [ScriptEvent(at: lead, .action(.present))]),
        .completed(.present)),
      own.scenario(
        "card-then-slide-dismiss", "Card, then slide: dismiss",
        "A button dismisses by the slide: the card goes down from its own place.",
        script("slide", start: .presented, [ScriptEvent(at: lead, .action(.dismiss))]),
        .completed(.dismiss)),
      own.scenario(
        "card-then-slide-drag", "Card, then slide: dragged down",
        "The slide's drag down, past halfway, dismisses the card.",
        script(
          "slide", start: .presented,
          [
            dragEvent(
              from: Point(x: width / 2, y: 200), by: Vector(dx: 0, dy: 0.6 * height), over: 0.6)
          ]),
        .completed(.dismiss)),
      own.scenario(
        "card-then-crossDissolve-drag", "Card, then cross-dissolve: dragged aside",
        "The cross-dissolve's drag to the left fades the card out where it is.",
        script(
          "crossDissolve", start: .presented,
          [
            dragEvent(
              from: Point(x: width - 60, y: height / 2), by: Vector(dx: -0.75 * width / 2, dy: 0),
              over: 0.6, hold: 0.1)
          ]),
        .completed(.dismiss)),
      own.scenario(
        "card-then-crossDissolve-cancel", "Card, then cross-dissolve: too short",
        "A short drag aside, held: the card fades back in (cancelled).",
        script(
          "crossDissolve", start: .presented,
          [
            dragEvent(
              from: Point(x: width / 2, y: height / 2), by: Vector(dx: 50, dy: 0), over: 0.4,
              hold: 0.2)
          ]),
        .cancelled(.dismiss)),
    ]
  }

  /// A finger down at `start`, moved `distance` points to the right over 0.5 s without lifting,
  /// then back to `start` over 0.5 s by a move every 1/120 s, held 0.2 s and lifted.
  static func outAndBack(from start: Point, by distance: Double) -> [ScriptEvent] {
    let out = Point(x: start.x + distance, y: start.y)
    var events = [
      ScriptEvent(at: lead, .drag(Drag(from: start, to: out, duration: 0.5, release: false)))
    ]
    let steps = 60
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      let point = Point(x: out.x - fraction * distance, y: start.y)
      events.append(ScriptEvent(at: lead + 0.5 + fraction * 0.5, .touch(.move, point)))
    }
    events.append(ScriptEvent(at: lead + 1.2, .touch(.up, start)))
    return events
  }
}
