import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsPlayback
import TransitionsTestSupport

/// The tab (issue 31) in the one mirrored scene: a tab bar controller's children behind a
/// toolkit of plain objects, switched by selection, by a tap and by the horizontal pan, showing
/// the frames `play` shows; and the handshake with a toolkit that keeps its own selection
/// (UIKit's `UITabBarController`).
@MainActor
@Suite struct MirroredTabBarTests {
  @MainActor final class Fixture {
    let toolkit = PlainToolkit()
    let content = PlainView("content")
    let children = (0..<3).map { PlainView("child\($0)") }
    let tabBar = PlainView("tabBar")
    let scene: MirroredTabBar<PlainToolkit>
    var actions: [BackendAction] = []
    var mediaTime = 50.0

    init(toolkitSelects: Bool = false) {
      scene = MirroredTabBar(
        tabs: 3, toolkit: toolkit, size: Size(width: 390, height: 844), safeAreaInsets: .zero)
      scene.content.toolkitSelects = toolkitSelects
      scene.displayLinkStarted(mediaTime: mediaTime)
      if !toolkitSelects {
        actions += scene.content.bind(content: content, children: children, tabBar: tabBar)
      }
    }

    /// One 60 Hz frame of media time, ticked whether or not the scene needs it (a display link
    /// that runs throughout), so the engine's clock runs on the same grid as `play`'s.
    func frame() {
      mediaTime += 1 / 60.0
      actions += scene.tick(mediaTime: mediaTime)
    }

    func run(_ duration: Double) {
      for _ in 0..<Int((duration * 60).rounded()) { frame() }
    }

    func touch(_ phase: TouchPhase, _ point: Point) {
      actions += scene.send(id: 1, phase: phase, location: point, mediaTime: mediaTime).actions
    }

    /// A finger pans 240 pt to the left across the content in 0.2 s, then lifts.
    func swipeLeft() {
      touch(.began, Point(x: 300, y: 400))
      for step in 1...12 {
        frame()
        touch(.moved, Point(x: 300 - Double(step) * 20, y: 400))
      }
      touch(.ended, Point(x: 60, y: 400))
    }

    /// Where the real view of child `index` shows its left edge (its engine frame's origin).
    func shownX(_ index: Int) -> Double? {
      guard let values = children[index].values else { return nil }
      return values.center.x + values.transform.m41 - values.bounds.width / 2
    }
  }

  @Test func theFirstChildAndTheTabBarAreShownFromTheStart() {
    let f = Fixture()
    #expect(f.actions == [.child(0, .addChild), .child(0, .didMoveToParent)])
    #expect(f.content.subviewNames == ["child0"])
    let bar = f.tabBar.values
    #expect(bar?.bounds.height == TabBarController.tabBarHeight)
    #expect(bar?.center.y == 844 - TabBarController.tabBarHeight / 2)
  }

  /// The backend's real views show the frames `transitions play` records for the catalogue's
  /// `tab-select` scenario (a select at 0.2 s, 60 Hz), frame by frame, to 1e-9 pt.
  @Test func aSelectionShowsTheFramesPlayShows() throws {
    let script = Script(
      transition: "tab", frameRate: 60, until: 1,
      events: [ScriptEvent(at: 0.2, .action(.select(index: 1)))])
    let timeline = try ScenarioPlayer().play(script)
    let f = Fixture()
    f.run(0.2)
    let start = f.scene.host.currentTime
    #expect(f.scene.content.select(index: 1).accepted)
    var compared = 0
    for _ in 0..<45 {
      f.frame()
      let elapsed = f.scene.host.currentTime - start
      guard let played = timeline.frames.first(where: { abs($0.time - 0.2 - elapsed) < 1e-6 })
      else { continue }
      for index in [0, 1] {
        guard let view = played.view(.child(index)), view.isVisible, let x = f.shownX(index)
        else { continue }
        expectApproximately(x, view.frame.origin.x, absolute: 1e-9)
        compared += 1
      }
    }
    #expect(compared > 30)
    #expect(f.scene.content.tabs.selectedIndex == 1)
    #expect(f.content.subviewNames == ["child1"])
  }

  @Test func aTapAsksAndTellsAndAPanTellsOnlyWhenItCompletes() {
    let f = Fixture()
    var asked: [Int] = []
    var told: [Int] = []
    f.scene.content.shouldSelect = { index in
      asked.append(index)
      return index != 2
    }
    f.scene.content.didSelect = { told.append($0) }
    #expect(!f.scene.content.tapTab(at: 2).accepted)  // refused: nothing
    #expect(f.scene.content.tapTab(at: 1).accepted)
    f.run(1)
    #expect(f.scene.content.tabs.selectedIndex == 1)
    f.swipeLeft()  // towards child 2, refused: a rubber band
    f.run(1)
    #expect(f.scene.content.tabs.selectedIndex == 1)
    #expect(asked == [2, 1, 2])
    #expect(told == [1])
    f.scene.content.select(index: 0)  // the code's: neither asks nor tells
    f.run(1)
    #expect(asked == [2, 1, 2])
    #expect(told == [1])
  }

  @Test func thePanSwitchedOffStopsBeginningAndOnAgainSwitches() {
    let f = Fixture()
    f.scene.content.setInteractive(false, for: .select)
    #expect(!f.scene.content.gesturesMayBegin)
    f.swipeLeft()
    f.run(1)
    #expect(f.scene.content.tabs.selectedIndex == 0)
    #expect(f.shownX(0) == 0)
    f.scene.content.setInteractive(true, for: .select)
    #expect(f.scene.content.gesturesMayBegin)
    f.swipeLeft()
    f.run(1)
    #expect(f.scene.content.tabs.selectedIndex == 1)
  }

  // MARK: A toolkit that keeps its own selection

  @Test func aPanAsksTheToolkitToSelectAndItsContextFollowsTheEngine() throws {
    let f = Fixture(toolkitSelects: true)
    let container = PlainView("transitionView")
    let from = PlainView("view0")
    let to = PlainView("view1")
    f.touch(.began, Point(x: 300, y: 400))
    for step in 1...6 {
      f.frame()
      f.touch(.moved, Point(x: 300 - Double(step) * 20, y: 400))
    }
    #expect(f.actions.contains(.select(1)))
    let willSelect = f.scene.content.toolkitWillSelect(from: 0, to: 1)
    let token = try #require(willSelect.token)
    #expect(f.scene.content.vendsInteractionController)
    #expect(f.scene.content.wantsInteractiveStart)
    let attached = try #require(
      f.scene.content.toolkitAttached(
        .interactive, token: token, container: container, from: from, to: to))
    f.actions = attached
    for step in 7...12 {
      f.frame()
      f.touch(.moved, Point(x: 300 - Double(step) * 20, y: 400))
    }
    f.touch(.ended, Point(x: 60, y: 400))
    f.run(1)
    let commands = f.actions.compactMap { action -> TransitionHandshake.Command? in
      if case .context(let command) = action { return command }
      return nil
    }
    #expect(commands.contains { if case .update = $0 { true } else { false } })
    #expect(Array(commands.suffix(2)) == [.finish, .complete(true)])
    // The children take the whole view (UIKit's, under its translucent bar).
    expectApproximately(try #require(to.values).bounds.height, 844, absolute: 1e-9)
    expectApproximately(try #require(to.values).center.x, 195, absolute: 1e-9)
    #expect(f.scene.content.toolkitRun == nil)
    #expect(!f.scene.needsFrames)
  }

  @Test func aToolkitSwitchRunsInTheEngineAndOneItDoesNotMirrorIsRefused() throws {
    let f = Fixture(toolkitSelects: true)
    #expect(f.scene.content.toolkitWillSelect(from: 1, to: 2).token == nil)  // not shown
    let willSelect = f.scene.content.toolkitWillSelect(from: 0, to: 2)
    let token = try #require(willSelect.token)
    #expect(!f.actions.contains(.select(2)))  // the toolkit's own: not asked back
    #expect(!f.scene.content.wantsInteractiveStart)
    #expect(f.scene.content.toolkitWillSelect(from: 0, to: 1).token == nil)  // one at a time
    let views = (PlainView("c"), PlainView("a"), PlainView("b"))
    #expect(
      f.scene.content.toolkitAttached(
        .interruptible, token: token + 1, container: views.0, from: views.1, to: views.2) == nil)
    f.actions = try #require(
      f.scene.content.toolkitAttached(
        .interruptible, token: token, container: views.0, from: views.1, to: views.2))
    f.run(1)
    #expect(f.actions.last == .context(.complete(true)))
    #expect(f.scene.content.tabs.selectedIndex == 2)
  }

  /// A selection the toolkit made without an animator (UIKit refused by the engine, or set
  /// before it appears) is followed at once, with the containment and appearance calls balanced.
  @Test func aSelectionTheToolkitMadeAtOnceIsFollowedAtOnce() {
    let f = Fixture()
    f.actions.removeAll()
    #expect(f.scene.content.tabs.showSelected(2))
    #expect(!f.scene.content.tabs.showSelected(2))  // already shown
    f.frame()
    #expect(f.scene.content.tabs.selectedIndex == 2)
    #expect(f.scene.content.tabs.activeRun == nil)
    // A completed switch's order (ContainerViewController): from ends disappearing and leaves
    // its parent, then to ends appearing and confirms its parent.
    #expect(
      f.actions == [
        .child(2, .addChild), .child(0, .willMoveToNoParent),
        .child(0, .beginAppearance(appearing: false)), .child(2, .beginAppearance(appearing: true)),
        .child(0, .endAppearance), .child(0, .removeFromParent), .child(2, .endAppearance),
        .child(2, .didMoveToParent),
      ])
    #expect(f.content.subviewNames == ["child2"])
    #expect(f.shownX(2) == 0)
  }

  @Test func nothingOutlivesTheTabBarScene() {
    weak var window: Window?
    weak var tabs: TabBarController?
    weak var child: PlainView?
    do {
      let f = Fixture()
      _ = f.scene.content.select(index: 2)
      f.run(1)
      window = f.scene.window
      tabs = f.scene.content.tabs
      child = f.children[2]
    }
    #expect(window == nil)
    #expect(tabs == nil)
    #expect(child == nil)
  }
}
