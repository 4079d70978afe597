import Motion
import TransitionsPlayback

// MARK: - crossDissolve

extension ScenarioCatalogue {
  /// From the middle of the screen, down and to the right (a drag goes any way); progress =
  /// distance / half the shorter side (195 pt on a 390 pt screen).
  @Sendable static func crossDissolveDrive(_ screen: Size) -> InteractiveDrive {
    let middle = Point(x: screen.width / 2, y: screen.height / 2)
    return InteractiveDrive(
      operation: .dismiss, start: .presented, from: middle, direction: Vector(dx: 0.6, dy: 0.8),
      span: max(min(screen.width, screen.height) / 2, 1),
      // Nothing moves: the screen is under the middle of the window all the way.
      grabPoint: middle, grabDelay: 0.1)
  }

  /// Any direction: a drag up, a flick to the left, and a drag out and back again.
  @Sendable static func crossDissolveExtras(_ screen: Size) -> [Scenario] {
    let middle = Point(x: screen.width / 2, y: screen.height / 2)
    let half = max(min(screen.width, screen.height) / 2, 1)
    func script(_ events: [ScriptEvent]) -> Script {
      let end = events.map(\.end).max() ?? 0
      return Script(
        transition: "crossDissolve", screen: screen, until: end + tail, start: .presented,
        events: events)
    }
    return [
      Scenario(
        name: "crossDissolve-drag-up", title: "Dragged up",
        summary: "A slow drag up, 70% of half the shorter side, fades the screen out.",
        script: script([
          dragEvent(from: middle, by: Vector(dx: 0, dy: -0.7 * half), over: 0.8, hold: 0.2)
        ]),
        expected: .completed(.dismiss)),
      Scenario(
        name: "crossDissolve-flick-left", title: "Flicked to the left",
        summary: "A short, fast flick to the left (15% of the way in 60 ms) fades it out.",
        script: script([
          dragEvent(from: middle, by: Vector(dx: -0.15 * half, dy: 0), over: 0.06)
        ]),
        expected: .completed(.dismiss)),
      Scenario(
        name: "crossDissolve-out-and-back", title: "Out and back",
        summary: "A drag 60% of the way to the right and back to where it began: the fade "
          + "follows the distance, returns and the screen stays.",
        script: script(outAndBack(from: middle, by: 0.6 * half)),
        expected: .nothing),
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
