import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 30: a 250 ms main-thread stall right after a release. Committed, the render server
/// draws the same trajectory as with no stall; frame by frame, the card freezes, then jumps.
@MainActor
@Suite struct RenderServerStallTests {
  /// Where the card shows (its centre's y with its translation), from a toolkit view's values.
  static func shownY(_ values: ViewValues?) -> Double {
    guard let values else { return .nan }
    return values.center.y + values.transform.m42
  }

  @Test func aStallAfterAReleaseFreezesTheFramesButNotTheCommittedRun() throws {
    let steps = RenderServerSceneTests.release
    let (live, twin) = RenderServerSceneTests.twins(.card(), steps)
    let reference = PlainStage(.card())
    let stalled = PlainStage(.card())
    for step in steps {
      step(reference)
      step(stalled)
    }
    let start = live.mediaTime
    let plan = try RenderServerSceneTests.commit(live, twin)
    let scene = try #require(live.scene)
    let card = try #require(scene.host.id(of: scene.content.presented.view))
    let committed = try #require(live.presentedView.values)
    func drawn(at time: Double) -> Double {
      let center = plan.value(of: card, .centerY, at: time) ?? committed.center.y
      return center + (plan.value(of: card, .translationY, at: time) ?? committed.transform.m42)
    }
    let stall = 0.25
    let h = 1.0 / 120
    let frames = Int((plan.duration / h).rounded())
    var frozen = Self.shownY(stalled.presentedView.values)
    var movedDuringStall = 0.0
    var jump = 0.0
    for frame in 1...frames {
      let time = start + Double(frame) * h
      try #require(reference.scene).tick(mediaTime: time)
      let engine = Self.shownY(reference.presentedView.values)
      // The committed run: the render server draws it whatever the main thread does.
      #expect(abs(drawn(at: time) - engine) <= 0.25, "committed, frame \(frame)")
      // Frame by frame: no frame during the stall; the screen keeps the last one.
      if Double(frame) * h <= stall {
        #expect(Self.shownY(stalled.presentedView.values) == frozen, "frozen, frame \(frame)")
        movedDuringStall = max(movedDuringStall, abs(engine - frozen))
      } else {
        try #require(stalled.scene).tick(mediaTime: time)
        let shown = Self.shownY(stalled.presentedView.values)
        if jump == 0 { jump = abs(shown - frozen) }
        frozen = shown
      }
    }
    #expect(movedDuringStall > 100, "the card moves \(movedDuringStall) pt during the stall")
    #expect(jump > 30, "then the frame-by-frame card jumps \(jump) pt")
    print("STALL moved \(movedDuringStall) pt during the stall; frame by frame jumps \(jump) pt")
  }
}
