import Motion
import Stage
import Testing
import TransitionsPreview

@testable import Transitions
@testable import TransitionsBackend
@testable import TransitionsPlayback

/// Issue 30's alongside animations: at every commit of every gallery modal scenario (a lift, a
/// button's run), the decision for the app's alongside animators (a spring or a curve UIKit
/// continues by itself, or the plan's progress scrubbed at display frames), and what an
/// animator shows under it, within 0.005 of the fraction the per-frame path scrubs, at every
/// 120 Hz frame until the next input or the run's end.
@MainActor
@Suite struct AlongsideContinuationTests {
  static var modalScenarios: [Scenario] {
    TransitionCatalogue.descriptions.filter { $0.kind == .modal }.flatMap {
      ScenarioCatalogue.scenarios(for: $0)
    }
  }

  static func animator(_ driver: GalleryScriptDriver) -> TransitionAnimator? {
    (driver.live.stage as? ModalStage)?.manager.activeAnimator
  }

  struct Count {
    var springs = 0
    var cubics = 0
    var scrubbed = 0
    var frames = 0
    var worst = 0.0
  }

  @Test func everyGalleryModalCommitsAlongsideAnimatorsFollowTheEnginesProgress() throws {
    var count = Count()
    var decisions: [String] = []
    let scenarios = Self.modalScenarios
    #expect(scenarios.count > 20)
    for scenario in scenarios {
      for point in try GalleryScriptDriver(scenario.script).commitPoints {
        guard let kind = try Self.prove(scenario, at: point, &count) else { continue }
        decisions.append("\(scenario.name)@\(point) \(kind)")
      }
    }
    print(
      "ALONGSIDE springs \(count.springs), cubic \(count.cubics), scrubbed \(count.scrubbed), "
        + "frames \(count.frames), worst \(count.worst)")
    print("ALONGSIDE decisions: \(decisions.joined(separator: ", "))")
    // Each kind of decision occurs in the gallery: completion springs after a lift, a button's
    // curve, the shade's and the throw-away card's physics.
    #expect(count.springs > 5)
    #expect(count.cubics > 5)
    #expect(count.scrubbed > 5)
    #expect(count.worst <= AlongsideContinuation.tolerance)
  }

  /// Plans the alongside animators at input `point` of `scenario` as the scene does (the twin's
  /// alongside scrubs as the plan's events), then plays the engine frame by frame and compares.
  /// Returns the decision's kind, or `nil` when nothing runs by itself there.
  static func prove(_ scenario: Scenario, at point: Int, _ count: inout Count) throws -> String? {
    let name = "\(scenario.name) input \(point)"
    let engine = try GalleryScriptDriver(scenario.script)
    let ahead = try GalleryScriptDriver(scenario.script)
    try engine.play(through: point)
    try ahead.play(through: point)
    guard let animator = Self.animator(engine), let twinAnimator = Self.animator(ahead) else {
      return nil
    }
    let start = engine.live.currentTime
    let until = min(engine.nextInputTime ?? .infinity, scenario.script.resolvedUntil)
    let h = GalleryScriptDriver.interval
    // The twin's alongside block, scrubbed each frame as the scene's content scrubs it.
    var twinAlongside = AlongsideAnimations()
    _ = twinAlongside.add()
    _ = twinAlongside.progressed(twinAnimator.progress)
    var events: [RenderPlan.Event] = []
    var frames = 0
    while start + Double(frames + 1) * h < until, Double(frames + 1) * h <= 10 {
      frames += 1
      try ahead.live.tick(to: start + Double(frames) * h)
      if let running = Self.animator(ahead) {
        for command in twinAlongside.progressed(running.progress) {
          events.append(RenderPlan.Event(time: Double(frames) * h, action: .alongside(command)))
        }
      }
      if !ahead.engineMoves || Self.animator(ahead) == nil { break }
    }
    guard frames > 0 else { return nil }
    let mediaStart = 500.0  // any media time: the decision is relative to the plan's begin
    let plan = RenderPlan(
      beginTime: mediaStart, engineBeginTime: start, duration: Double(frames) * h,
      events: events)
    let decision = AlongsideContinuation.deciding(
      progress: animator.progress, running: animator.runningProgress, plan: plan)
    #expect(
      abs(decision.fraction - min(max(animator.progress, 0), 1)) <= 1e-12,
      "\(name): the continuation starts where the animator is")
    let kind: String
    switch decision.timing {
    case .spring:
      kind = "spring"
      count.springs += 1
    case .cubic:
      kind = "cubic"
      count.cubics += 1
    case .scrubbed:
      kind = "scrubbed"
      count.scrubbed += 1
    }
    // The engine frame by frame: the fraction it scrubs, against the decision's.
    for frame in 1...frames {
      try engine.live.tick(to: start + Double(frame) * h)
      guard let running = Self.animator(engine) else { break }
      let scrubbed = min(max(running.progress, 0), 1)
      let shown = decision.fraction(at: mediaStart + Double(frame) * h)
      let error = abs(shown - scrubbed)
      count.worst = max(count.worst, error)
      count.frames += 1
      #expect(
        error <= AlongsideContinuation.tolerance,
        "\(name) (\(kind)) at +\(Double(frame) * h): \(shown) vs \(scrubbed)")
    }
    return kind
  }
}
