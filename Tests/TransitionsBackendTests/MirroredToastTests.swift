import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend

/// A toast mirrored from a toolkit of plain objects: the engine's countdown keeps the display
/// link running and asks the toolkit to dismiss at its timeout; touches beside the banner pass
/// through to the presenter; nothing is modal for the screen reader.
@MainActor
@Suite struct MirroredToastTests {
  @Test func theCountdownKeepsFramesComingAndTheEngineAsksTheToolkitToDismiss() throws {
    let stage = PlainStage(.toast(duration: 1))
    stage.presentByButton()  // in by 0.5 s, 0.7 s of frames
    let scene = try #require(stage.scene)
    #expect(scene.content.keepsTime, "counting down")
    #expect(scene.needsFrames, "at rest, the countdown still needs frames")
    stage.actions.removeAll()
    stage.run(0.6)  // 1.3 s since the present: 0.8 s since it came in
    #expect(!stage.actions.contains(.dismiss))
    stage.run(0.3)  // 1.6 s: past its timeout
    #expect(stage.actions.contains(.dismiss), "the engine dismissed it: the toolkit must follow")
  }

  @Test func besideTheBannerTouchesPassThroughAndNothingIsModal() throws {
    let stage = PlainStage(.toast())
    stage.presentByButton()
    let scene = try #require(stage.scene)
    #expect(scene.content.isOverlay)
    #expect(!scene.content.presentedViewIsModal)
    #expect(scene.content.passesTouchThrough(at: Point(x: 195, y: 300)))
    #expect(!scene.content.passesTouchThrough(at: Point(x: 195, y: 796)), "the banner's own")
    let card = PlainStage(.card())
    card.presentByButton()
    #expect(card.scene?.content.isOverlay == false)
    #expect(card.scene?.content.keepsTime == false)
  }
}
