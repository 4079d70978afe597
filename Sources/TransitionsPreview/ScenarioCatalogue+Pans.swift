import Motion
import TransitionsPlayback

extension ScenarioCatalogue {
  /// A drag along x at height `y`: down at `x` at `time`, moved by `distance` points over
  /// `duration` seconds, held `hold` seconds before it lifts.
  static func horizontalDrag(
    at time: Double = lead, y: Double, from x: Double, by distance: Double,
    over duration: Double, hold: Double = 0
  ) -> ScriptEvent {
    dragEvent(
      at: time, from: Point(x: x, y: y), by: Vector(dx: distance, dy: 0), over: duration,
      hold: hold)
  }

  /// The four pan scenarios a container and a tab bar share, named `id-…`, at height `y`: a
  /// slow pan left of 60% of the width held and released (the next `next`), one of 20% (it
  /// returns), a flick of 12% in 80 ms, and a button's selection of the second caught and
  /// thrown back.
  static func horizontalPans(
    _ own: OwnScenarios, next: String, y: Double, from right: Double, grabSummary: String
  ) -> [Scenario] {
    let width = own.screen.width
    func pan(_ distance: Double, _ duration: Double, _ hold: Double) -> Script {
      own.script([horizontalDrag(y: y, from: right, by: distance, over: duration, hold: hold)])
    }
    return [
      own.scenario(
        "interactive-finish", "Interactive finish",
        "A slow pan left, 60% of the width, held still, then released: the next \(next).",
        pan(-0.6 * width, 0.9, 0.2), .completed(.select)),
      own.scenario(
        "interactive-cancel", "Interactive cancel",
        "A slow pan left, 20% of the width, held still, then released: it returns.",
        pan(-0.2 * width, 0.5, 0.2), .cancelled(.select)),
      own.scenario(
        "flick", "Flick",
        "A short, fast pan left (12% of the width in 80 ms): the velocity selects.",
        pan(-0.12 * width, 0.08, 0), .completed(.select)),
      own.scenario(
        "grab-mid-flight", "Grab mid-flight", grabSummary,
        own.script([
          ScriptEvent(at: lead, .action(.select(index: 1))),
          horizontalDrag(at: lead + 0.1, y: y, from: width / 2, by: 0.25 * width, over: 0.12),
        ]), .cancelled(.select)),
    ]
  }
}
