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
    _ id: String, next: String, width: Double, y: Double, from right: Double,
    grabSummary: String, script: ([ScriptEvent]) -> Script
  ) -> [Scenario] {
    func drag(
      _ time: Double, _ x: Double, _ distance: Double, _ duration: Double, _ hold: Double
    ) -> ScriptEvent {
      horizontalDrag(at: time, y: y, from: x, by: distance, over: duration, hold: hold)
    }
    return [
      Scenario(
        name: "\(id)-interactive-finish", title: "Interactive finish",
        summary: "A slow pan left, 60% of the width, held still, then released: the next \(next).",
        script: script([drag(lead, right, -0.6 * width, 0.9, 0.2)]),
        expected: .completed(.select)),
      Scenario(
        name: "\(id)-interactive-cancel", title: "Interactive cancel",
        summary: "A slow pan left, 20% of the width, held still, then released: it returns.",
        script: script([drag(lead, right, -0.2 * width, 0.5, 0.2)]),
        expected: .cancelled(.select)),
      Scenario(
        name: "\(id)-flick", title: "Flick",
        summary: "A short, fast pan left (12% of the width in 80 ms): the velocity selects.",
        script: script([drag(lead, right, -0.12 * width, 0.08, 0)]),
        expected: .completed(.select)),
      Scenario(
        name: "\(id)-grab-mid-flight", title: "Grab mid-flight", summary: grabSummary,
        script: script([
          ScriptEvent(at: lead, .action(.select(index: 1))),
          drag(lead + 0.1, width / 2, 0.25 * width, 0.12, 0),
        ]),
        expected: .cancelled(.select)),
    ]
  }
}
