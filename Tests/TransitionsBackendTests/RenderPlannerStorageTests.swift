import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// A plan written into the storage of the plan before (`RenderPlanner.plan(beginTime:into:)`) is
/// the plan made afresh: every track, key, timing function and contact frame, whatever the plan
/// before held (more tracks, fewer, other keys).
@MainActor
@Suite struct RenderPlannerStorageTests {
  /// The frames of a button's run of `id`, recorded at 120 Hz until the engine rests.
  static func frames(_ id: String, options: [String: OptionValue] = [:]) throws
    -> (start: Double, frames: [PublishedFrame])
  {
    let stage = PlainStage(try TransitionCatalogue.style(for: id, options: options))
    stage.present()
    stage.attach(.interruptible)
    let scene = try #require(stage.scene)
    let start = scene.host.currentTime
    scene.host.publish()
    var frames = [scene.host.published]
    while frames.count < 1200, frames.count < 2 || frames[frames.count - 1].hasChanges {
      try scene.host.tick(to: start + Double(frames.count) / 120)
      frames.append(scene.host.published)
    }
    return (start, frames)
  }

  @Test func aPlanWrittenOverThePlanBeforeIsThePlanMadeAfresh() throws {
    let runs = try [
      Self.frames("shade"), Self.frames("card"),
      Self.frames("shade", options: ["timeCap": .number(0.6)]),
      Self.frames("sheet"), Self.frames("shade"), Self.frames("pullDown"),
    ]
    var kept = RenderPlanner()
    var plan = RenderPlan(beginTime: 0, engineBeginTime: 0, duration: 0)
    for (index, run) in runs.enumerated() {
      var fresh = RenderPlanner()
      fresh.begin(engineTime: run.start)
      kept.begin(engineTime: run.start)
      for frame in run.frames {
        fresh.record(frame)
        kept.record(frame)
      }
      let expected = fresh.plan(beginTime: 100 + Double(index))
      kept.plan(beginTime: 100 + Double(index), into: &plan)
      #expect(plan == expected, "run \(index)")
      if index % 2 == 0 {
        #expect(
          plan.tracks.contains { if case .keyframes = $0.animation.curve { true } else { false } },
          "the shade's physics is keyed")
      }
    }
  }
}
