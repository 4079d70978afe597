import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

@testable import TransitionsBackend

/// A run with the app's alongside blocks is read from its animator too: each frame scrubs the
/// blocks to the progress (a function of the progress alone), so the read computes the scrubs of
/// the frames it skips. The read plan is the frame path's (its events, the scrubs among them, bit
/// for bit), and the alongside decision made from it at the commit is the same, its fraction
/// within 0.005 of the per-frame path's at every 120 Hz frame.
@MainActor
@Suite struct RenderServerAlongsideReadingTests {
  typealias Case = RenderServerSpringReadingTests.Case

  nonisolated static let cases: [Case] = [
    Case(id: "card", run: "present"), Case(id: "card", run: "present", insets: true),
    Case(id: "card", run: "dismiss"), Case(id: "card", run: "release"),
    Case(id: "card", run: "release", insets: true), Case(id: "modal", run: "present", insets: true),
    Case(id: "pullDown", run: "present", insets: true),
  ]

  /// The run's steps with the app's block added as the run begins (on both scenes, as the glue's
  /// calls go to both).
  static func steps(_ run: String) -> [(PlainStage) -> Void] {
    var steps = RenderServerSpringReadingTests.steps(run)
    steps.insert({ _ = $0.scene?.content.addAlongsideAnimation() }, at: steps.count - 1)
    return steps
  }

  static func continuation(in actions: [BackendAction]) -> AlongsideContinuation? {
    for action in actions {
      if case .alongside(.continued(0, let continuation)) = action { return continuation }
    }
    return nil
  }

  static func scrubs(_ plan: RenderPlan) -> [(time: Double, fraction: Double)] {
    plan.events.compactMap {
      if case .alongside(.scrub(0, let fraction)) = $0.action {
        return ($0.time, fraction)
      }
      return nil
    }
  }

  @Test(arguments: cases)
  func aRunWithAlongsideBlocksIsReadAsTheFramePathPlansIt(_ test: Case) throws {
    let style = try TransitionCatalogue.style(for: test.id)
    let steps = Self.steps(test.run)
    let read = try RenderServerSpringReadingTests.commit(
      style, steps, readingSprings: true, safeArea: test.safeArea)
    let framed = try RenderServerSpringReadingTests.commit(
      style, steps, readingSprings: false, safeArea: test.safeArea)
    #expect(framed.stepped == Int((framed.plan.duration * 120).rounded()))
    #expect(read.stepped <= 5, "read, not stepped: \(read.stepped) frames")
    // The same plan: the same tracks (the read's springs are identified alike by the frame
    // path only within the tolerance: compared as the spring-reading tests compare them), the
    // same events bit for bit, the skipped frames' scrubs among them.
    #expect(read.plan.duration == framed.plan.duration)
    #expect(read.plan.events == framed.plan.events)
    let scrubs = Self.scrubs(read.plan)
    #expect(scrubs.count > 5, "\(scrubs)")
    #expect(scrubs.contains { $0.time > 1.5 / 120 && $0.time < read.plan.duration - 3 / 120 })
    #expect(
      Set(read.plan.tracks.map { "\($0.view) \($0.channel)" })
        == Set(framed.plan.tracks.map { "\($0.view) \($0.channel)" }))
    // Without the block the run is read to the same tracks: the block changes nothing drawn.
    let plain = try RenderServerSpringReadingTests.commit(
      style, RenderServerSpringReadingTests.steps(test.run), readingSprings: true,
      safeArea: test.safeArea)
    #expect(read.plan.tracks == plain.plan.tracks)
    // The twins hold the blocks as the frame path leaves them.
    let readTwin = try #require(read.twin.scene)
    let framedTwin = try #require(framed.twin.scene)
    #expect(readTwin.content.alongside == framedTwin.content.alongside)
    #expect(
      readTwin.content.lastSafeAreaCompensation == framedTwin.content.lastSafeAreaCompensation)
    // The decision at the commit is the frame path's, its fraction within 0.005 of the fraction
    // the per-frame path scrubs at every 120 Hz frame.
    let decided = try #require(Self.continuation(in: read.live.actions))
    #expect(decided == Self.continuation(in: framed.live.actions))
    var scrubbed = try #require(read.live.scene?.content.manager.activeAnimator?.progress)
    scrubbed = min(max(scrubbed, 0), 1)
    var next = scrubs[...]
    for frame in 0...Int((read.plan.duration * 120).rounded()) {
      let time = Double(frame) / 120
      while let scrub = next.first, scrub.time <= time + 1e-9 {
        scrubbed = scrub.fraction
        next = next.dropFirst()
      }
      let error = abs(decided.fraction(at: read.plan.beginTime + time) - scrubbed)
      #expect(error <= AlongsideContinuation.tolerance, "\(test) at +\(time): \(error)")
    }
  }

  /// A scrub the read does not compute (a block's fraction other than the progress's) makes the
  /// run planned frame by frame from its first frame, as before.
  @Test func aFirstFrameScrubNotAtTheProgressIsNotRead() throws {
    let twin = PlainStage(try TransitionCatalogue.style(for: "card"))
    for step in Self.steps("present") { step(twin) }
    let twinScene = try #require(twin.scene)
    let run = try #require(
      ClosedFormRun(twinScene, start: twinScene.host.currentTime, interval: 1.0 / 120, limit: 10))
    let progress = run.motion.progress(at: run.start + run.interval).progress
    let at = { (fraction: Double) in
      [RenderPlan.Event(time: 1.0 / 120, action: .alongside(.scrub(0, fraction: fraction)))]
    }
    #expect(run.eventsAfterScrubs(at(progress), progress: progress)?.isEmpty == true)
    #expect(run.eventsAfterScrubs(at(progress + 0.01), progress: progress) == nil)
  }
}
