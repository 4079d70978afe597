import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend

/// The toolkit's layout direction reaches the scene (`setLayoutDirection`, what the UIKit glue
/// calls with the view's `effectiveUserInterfaceLayoutDirection`): a container's pan goes the
/// other way in a right-to-left language.
@MainActor
struct LayoutDirectionBackendTests {
  @Test func aRightToLeftSceneSelectsTheNextChildWithASwipeRight() {
    let f = MirroredContainerTests.Fixture()
    f.scene.setLayoutDirection(.rightToLeft)
    f.swipeLeft()  // towards a missing neighbour now: a rubber band
    f.run(1.5)
    #expect(f.scene.content.container.selectedIndex == 0)
    f.touch(.began, Point(x: 90, y: 400))
    for step in 1...12 {
      f.run(1 / 60.0)
      f.touch(.moved, Point(x: 90 + Double(step) * 20, y: 400))
    }
    f.touch(.ended, Point(x: 330, y: 400))
    f.run(1.5)
    #expect(f.scene.content.container.selectedIndex == 1)
    #expect(f.content.subviewNames == ["child1"])
    f.scene.setLayoutDirection(.leftToRight)
    f.swipeLeft()
    f.run(1.5)
    #expect(f.scene.content.container.selectedIndex == 2)
  }
}
