import Motion
import TransitionsPlayback

// MARK: - throwAway

extension ScenarioCatalogue {
  /// A drag down on the card, held above its centre (so it only slides); progress = translation
  /// / H. The common scenarios ask for a throw distance of half the shorter side (195 pt on a
  /// 390 pt screen), so that 20% of the way (169 pt) springs back while a flick of 12% in 80 ms
  /// (1266 pt/s) throws; on a window taller than 2.27 times its width, half the width is less
  /// than 22% of the height, and the distance is 22% of the height instead (the law checker's
  /// cancelled drag goes 20% of the way: on a 348 × 874 pt window, half the width threw it).
  @Sendable static func throwAwayDrive(_ screen: Size) -> InteractiveDrive {
    let shorter = max(min(screen.width, screen.height), 1)
    return InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: screen.width / 2, y: 200),
      direction: Vector(dx: 0, dy: 1), span: screen.height,
      options: ["throwDistance": .number(max(0.5, 0.22 * screen.height / shorter))],
      // A button throws it down at 1650 pt/s: 0.15 s in, its centre is about 250 pt lower.
      grabPoint: Point(x: screen.width / 2, y: screen.height / 2 + 180), grabDelay: 0.15)
  }

  /// Thrown from a corner (it spins), a slow drag past the distance, a corner held and returned
  /// (it turns back), a return caught and thrown, and Reduce Motion's throw (a fade).
  @Sendable static func throwAwayExtras(_ screen: Size) -> [Scenario] {
    let own = OwnScenarios(id: "throwAway", screen: screen, start: .presented)
    let corner = Point(x: screen.width - 40, y: screen.height * 0.12 + 30)
    let middle = Point(x: screen.width / 2, y: screen.height / 2)
    return [
      own.scenario(
        "corner-spin", "Thrown from a corner: it spins",
        "Held by its top right corner and flicked down and right: it swings about the finger, "
          + "flies off turning at the release's angular velocity, and is dismissed.",
        own.script([dragEvent(from: corner, by: Vector(dx: 120, dy: 240), over: 0.15)]),
        .completed(.dismiss)),
      own.scenario(
        "slow-past-distance", "A slow drag past the distance",
        "Dragged slowly 160 pt down and to the left, held, let go: past a quarter of the "
          + "shorter side, it is thrown along its displacement at 1100 pt/s.",
        own.script([dragEvent(from: middle, by: Vector(dx: -60, dy: 150), over: 1, hold: 0.2)]),
        .completed(.dismiss)),
      own.scenario(
        "corner-return", "Held by a corner, let go: it turns back",
        "Dragged slowly 78 pt down and to the left by its top right corner, it tilts; let go, "
          + "it springs back to its place and angle.",
        own.script([dragEvent(from: corner, by: Vector(dx: -50, dy: 60), over: 0.6, hold: 0.2)]),
        .cancelled(.dismiss)),
      own.scenario(
        "grab-return", "Grab mid-return",
        "Let go short of the distance, it springs back; a finger catches it on the way and "
          + "flicks it off.",
        own.script([
          dragEvent(from: middle, to: Point(x: middle.x, y: middle.y + 70), over: 0.5, hold: 0.1),
          dragEvent(
            at: lead + 0.7, from: Point(x: middle.x, y: middle.y + 40),
            to: Point(x: middle.x + 30, y: middle.y + 200), over: 0.1),
        ]), .completed(.dismiss)),
      own.scenario(
        "reduce-motion-throw", "Reduce Motion: a throw fades",
        "With Reduce Motion on, the card follows the finger without turning; flicked, it fades "
          + "out where it was let go instead of flying.",
        own.script(
          reduceMotion: true,
          [dragEvent(from: corner, to: Point(x: corner.x + 60, y: corner.y + 160), over: 0.1)]),
        .completed(.dismiss)),
    ]
  }
}
