import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend

/// Runtime interactivity in the mirrored scene for a container and a navigation stack (issue
/// 31): switched off, the engine's gesture stops beginning and the forwarding recogniser is told
/// not to begin (`gesturesMayBegin`); a drag under way goes on; switched on again it works.
@MainActor
@Suite struct HostInteractivityBackendTests {
  @Test func aContainersPanSwitchedOffStopsBeginningAndADragUnderWayGoesOn() {
    let f = MirroredContainerTests.Fixture()
    f.scene.content.setInteractive(false, for: .select)
    #expect(!f.scene.content.gesturesMayBegin)
    f.swipeLeft()
    f.run(1)
    #expect(f.scene.content.container.selectedIndex == 0)
    f.scene.content.setInteractive(true, for: .select)
    #expect(f.scene.content.gesturesMayBegin)
    // Switched off mid-drag: the drag goes on and its release switches.
    f.touch(.began, Point(x: 300, y: 400))
    for step in 1...12 {
      f.run(1 / 60.0)
      f.touch(.moved, Point(x: 300 - Double(step) * 20, y: 400))
      if step == 4 {
        f.scene.content.setInteractive(false, for: .select)
        #expect(f.scene.content.gesturesMayBegin)  // the drag has the touches
      }
    }
    f.touch(.ended, Point(x: 60, y: 400))
    f.run(1.5)
    #expect(f.scene.content.container.selectedIndex == 1)
  }

  @Test func aStacksPopSwitchedOffStopsBeginningAndOnAgainPops() throws {
    let a = PlainController("a")
    let b = PlainController("b")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    stage.push(b)
    stage.run(0.7)
    scene.content.setInteractive(false, for: .pop)
    #expect(!scene.content.gesturesMayBegin)
    let start = Point(x: 5, y: 400)
    stage.actions.removeAll()
    stage.swipe(from: start, by: Vector(dx: 25, dy: 0), steps: 10)
    stage.run(1)
    #expect(stage.actions.isEmpty)
    #expect(stage.names == ["a", "b"])
    scene.content.setInteractive(true, for: .pop)
    #expect(scene.content.gesturesMayBegin)
    stage.swipe(from: start, by: Vector(dx: 25, dy: 0), steps: 10)
    stage.run(1)
    #expect(stage.names == ["a"])
  }
}
