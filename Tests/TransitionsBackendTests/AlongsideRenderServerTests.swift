import Foundation
import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

@testable import TransitionsBackend

/// The alongside animations of a committed run, in the scene: continued at the commit (not
/// scrubbed while the render server plays the run), scrubbed back to the engine's progress with
/// no jump when a touch reclaims it, and finished at the end as frame by frame.
@MainActor
@Suite struct AlongsideRenderServerTests {
  static func stages(_ kind: String) -> (live: PlainStage, twin: PlainStage) {
    let steps =
      kind == "button" ? RenderServerSceneTests.buttonDismissal : RenderServerSceneTests.release
    // The app adds its block as the run begins, on the scene and on its twin (as the glue's
    // calls go to both).
    var withBlock = steps
    withBlock.insert({ _ = $0.scene?.content.addAlongsideAnimation() }, at: steps.count - 1)
    return RenderServerSceneTests.twins(.card(), withBlock)
  }

  static func continuation(after index: Int, in actions: [BackendAction]) -> AlongsideContinuation?
  {
    for action in actions[index...] {
      if case .alongside(.continued(0, let continuation)) = action { return continuation }
    }
    return nil
  }

  static func scrubs(_ actions: ArraySlice<BackendAction>) -> [Double] {
    actions.compactMap {
      if case .alongside(.scrub(0, let fraction)) = $0 { return fraction } else { return nil }
    }
  }

  @Test(arguments: ["button", "release"])
  func aCommittedRunContinuesTheBlockAndFinishesItAtTheEnd(_ kind: String) throws {
    let (live, twin) = Self.stages(kind)
    let scene = try #require(live.scene)
    #expect(scene.content.alongside.fractions.count == 1)
    let before = live.actions.count
    let plan = try RenderServerSceneTests.commit(live, twin)
    let continuation = try #require(Self.continuation(after: before, in: live.actions))
    #expect(continuation.beginTime == plan.beginTime)
    // A button's run is the card's spring, continued by the toolkit; the release's completion
    // spring overshoots past 1 (where the per-frame path holds the block at 1) by more than
    // 0.005: scrubbed from the plan's keys instead.
    #expect(continuation.isContinued == (kind == "button"), "\(continuation)")
    #expect(continuation.target == 1, "the card's dismissal completes")
    // Committed: no frame scrubs the block; the render server's end finishes it at its end.
    let committedAt = live.actions.count
    while live.mediaTime < plan.endTime { live.frame() }
    live.actions += scene.renderServerFinished(mediaTime: live.mediaTime)
    let after = live.actions[committedAt...]
    #expect(Self.scrubs(after).isEmpty, "\(after)")
    #expect(after.contains(.alongside(.finish(0, atEnd: true))))
    #expect(continuation.fraction(at: plan.endTime) == 1)
  }

  @Test(arguments: ["button", "release"])
  func aTouchTakesTheBlockBackWhereTheContinuationShowsIt(_ kind: String) throws {
    let (live, twin) = Self.stages(kind)
    let scene = try #require(live.scene)
    let before = live.actions.count
    let plan = try RenderServerSceneTests.commit(live, twin)
    let continuation = try #require(Self.continuation(after: before, in: live.actions))
    live.run(0.1)
    let shown = continuation.fraction(at: live.mediaTime)
    // A finger on the card where the render server shows it.
    let id = try #require(scene.host.id(of: scene.content.presented.view))
    var card = try #require(live.presentedView.values)
    func planned(_ channel: RenderChannel, _ value: Double) -> Double {
      plan.value(of: id, channel, at: live.mediaTime) ?? value
    }
    card.center.y = planned(.centerY, card.center.y)
    card.transform.m42 = planned(.translationY, card.transform.m42)
    let top = card.center.y + card.transform.m42 - card.bounds.size.height / 2
    let point = Point(x: 195, y: min(max(top + 30, 10), 834))
    let touchAt = live.actions.count
    live.touch(.began, at: point)
    let taken = live.actions[touchAt...]
    #expect(taken.first == .renderServer(.remove))
    // Scrubbed once more, after the removal, to the engine's progress: where the continuation
    // shows it (no jump).
    let scrubbed = try #require(Self.scrubs(taken).last)
    #expect(abs(scrubbed - shown) <= AlongsideContinuation.tolerance, "\(scrubbed) vs \(shown)")
    let progress = try #require(scene.content.manager.activeAnimator?.progress)
    #expect(abs(scrubbed - min(max(progress, 0), 1)) <= 1e-12)
    #expect(scene.content.alongside.continuation == nil)
    // The grab drives it frame by frame again, and the release's commit continues it anew.
    let grabAt = live.actions.count
    live.moveDown(from: point, by: 10, steps: 1...6)
    #expect(Self.scrubs(live.actions[grabAt...]).count >= 3)
  }

  @Test func continuedBlocksAreNotScrubbedUntilReleased() {
    var alongside = AlongsideAnimations()
    _ = alongside.add()
    _ = alongside.add()
    #expect(alongside.progressed(0.3).count == 2)
    let continuation = AlongsideContinuation(
      timing: .cubic(.linear), beginTime: 10, duration: 0.5, fraction: 0.3, target: 1)
    let both: [AlongsideAnimations.Command] = [
      .continued(0, continuation), .continued(1, continuation),
    ]
    #expect(alongside.continued(continuation) == both)
    #expect(alongside.progressed(0.5).isEmpty, "the toolkit moves them")
    // Handed back at the engine's progress: both scrubbed there, even to the same fraction.
    #expect(alongside.released(at: 0.3) == [.scrub(0, fraction: 0.3), .scrub(1, fraction: 0.3)])
    #expect(alongside.released(at: 0.4).isEmpty, "once")
    #expect(alongside.progressed(0.4).count == 2)
    _ = alongside.continued(continuation)
    #expect(alongside.ended(completed: true) == [.finish(0, atEnd: true), .finish(1, atEnd: true)])
    #expect(alongside.continuation == nil)
    #expect(alongside.continued(continuation).isEmpty, "nothing after the end")
  }

  @Test func aContinuationsFractionFollowsItsTiming() throws {
    let spring = try Spring(stiffness: 300, damping: 30)
    let continued = AlongsideContinuation(
      timing: .spring(spring, initialVelocity: 2), beginTime: 10, duration: 1, fraction: 0.4,
      target: 0)
    #expect(continued.isReversed)
    #expect(continued.fraction(at: 9) == 0.4)
    let unit = spring.motion(from: 0, to: 1, initialVelocity: 2)
    #expect(abs(continued.fraction(at: 10.2) - (0.4 - 0.4 * unit.value(at: 0.2))) <= 1e-12)
    #expect(continued.fraction(at: 11) == 0)
    #expect(abs(continued.durationFactor(animatorDuration: 1) - 1) <= 1e-12)
    #expect(abs(continued.durationFactor(animatorDuration: 0.5) - 2) <= 1e-12)
  }

  /// The rest of a timing curve after a time fraction, as a curve of its own: the curve's
  /// progress over the rest, rescaled, for random curves and split points; always one UIKit
  /// takes (in the unit square) when the control polygon is monotone, as every preset's is.
  @Test func theRestOfACurveIsTheCurvesRest() throws {
    let runs = Int(ProcessInfo.processInfo.environment["TRANSITIONS_PROPERTY_RUNS"] ?? "") ?? 100
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for _ in 0..<runs {
      let curve = try TimingCurve(
        x1: .random(in: 0...1, using: &generator), y1: .random(in: 0...1, using: &generator),
        x2: .random(in: 0...1, using: &generator), y2: .random(in: 0...1, using: &generator))
      let x0 = Double.random(in: 0.05...0.9, using: &generator)
      let monotone = curve.x1 <= curve.x2 && curve.y1 <= curve.y2
      let found = AlongsideContinuation.rest(of: curve, after: x0)
      #expect(found != nil || !monotone, "\(curve) at \(x0)")
      guard let points = found else { continue }
      let rest = points.curve
      // The rest's point at parameter u is the curve's at s0 + (1 − s0)·u, rescaled from
      // (x0, y0)…(1, 1) to the unit square (compared along the parameter: where a curve is
      // nearly vertical, comparing values at the same x only measures its solver).
      let s0 = curve.parameter(forX: x0)
      let (px, py) = (curve.x(atParameter: s0), curve.y(atParameter: s0))
      for step in 0...20 {
        let u = Double(step) / 20
        let s = s0 + (1 - s0) * u
        let x = px + (1 - px) * rest.x(atParameter: u)
        let y = py + (1 - py) * rest.y(atParameter: u)
        #expect(abs(curve.x(atParameter: s) - x) <= 1e-9, "\(curve) at \(x0)")
        #expect(abs(curve.y(atParameter: s) - y) <= 1e-9, "\(curve) at \(x0)")
      }
      checked += 1
    }
    #expect(checked >= runs / 8)
  }
}
