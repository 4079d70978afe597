import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend

/// A popover mirrored from a toolkit of plain objects: the one scene presents it with its
/// arrow (a view of its own, role `arrow`), keeps touches outside it from the presenter, and a
/// tap there asks the toolkit to dismiss; in a compact width it is the sheet.
@MainActor
@Suite struct MirroredPopoverTests {
  func popover(adaptation: PopoverTransition.Adaptation) -> TransitionStyle {
    var configuration = PopoverTransition.Configuration()
    configuration.contentHeight = 300
    configuration.adaptation = adaptation
    return .popover(configuration)
  }

  @Test func theSceneShowsTheArrowAndATapOutsideAsksTheToolkitToDismiss() throws {
    let stage = PlainStage(popover(adaptation: .none))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    #expect(stage.toolkit.made.contains { $0.role == .arrow }, "the arrow has a view")
    #expect(!stage.toolkit.made.contains { $0.role == .dimming }, "nothing dims")
    // Default source (135, 100, 120, 44): the content below it, 320 × 300 from y 157.
    #expect(!scene.content.passesTouchThrough(at: Point(x: 195, y: 700)), "outside: kept")
    #expect(!scene.content.passesTouchThrough(at: Point(x: 195, y: 300)), "the content's own")
    stage.actions.removeAll()
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.touch(.ended, at: Point(x: 195, y: 300))
    stage.run(0.1)
    #expect(!stage.actions.contains(.dismiss), "a tap on the popover dismisses nothing")
    stage.touch(.began, at: Point(x: 195, y: 700))
    stage.touch(.ended, at: Point(x: 195, y: 700))
    stage.run(0.1)
    #expect(stage.actions.contains(.dismiss), "the engine dismissed it: the toolkit must follow")
  }

  @Test func inACompactWidthTheSceneShowsTheSheet() throws {
    let stage = PlainStage(popover(adaptation: .automatic))
    stage.presentByButton()
    #expect(stage.toolkit.made.contains { $0.role == .dimming }, "the sheet's dimming")
    #expect(!stage.toolkit.made.contains { $0.role == .arrow })
  }
}
