import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsPlayback

/// The catalogue's `tab`: a ``TabBarController`` played by scripts, and driven directly for its
/// delegate's semantics (UIKit's `UITabBarControllerDelegate`).
@MainActor
struct TabBarControllerTests {
  let width = 390.0
  let barTop = 844.0 - TabBarController.tabBarHeight

  func tabScript(
    _ events: [ScriptEvent], until: Double, layoutDirection: LayoutDirection = .leftToRight
  ) -> Script {
    var script = Script(transition: "tab", until: until, events: events)
    script.layoutDirection = layoutDirection
    return script
  }

  @Test func selectSlidesTheNextTabInWhileTheTabBarStaysPut() throws {
    let timeline = try ScenarioPlayer().play(
      tabScript([action(.select(index: 1), at: 0)], until: 1))
    #expect(timeline.endings.map(\.completed) == [true])
    expectApproximately(try #require(timeline.endings.first).time, 0.35, absolute: 1.0 / 60)
    #expect(try #require(timeline.frame(at: 0.05)?.view("child1")).frame.origin.x > 0)
    for frame in timeline.frames {
      #expect(
        frame.view("tabBar")?.frame
          == Rect(x: 0, y: barTop, width: width, height: TabBarController.tabBarHeight))
      #expect(frame.view("indicator") == nil)
    }
    let last = try #require(timeline.frames.last)
    #expect(last.view("child1")?.frame == Rect(x: 0, y: 0, width: width, height: barTop))
    #expect(last.view("child0")?.isVisible == false)
  }

  @Test func theTabBarSitsAboveTheBottomSafeArea() throws {
    var script = tabScript([], until: 0.1)
    script.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let frame = try #require(try ScenarioPlayer().play(script).frames.last)
    #expect(frame.view("tabBar")?.frame == Rect(x: 0, y: 844 - 83, width: width, height: 83))
    #expect(frame.view("child0")?.frame == Rect(x: 0, y: 0, width: width, height: 844 - 83))
  }

  @Test func inARightToLeftLayoutAPanRightBringsTheNextTabFromTheLeft() throws {
    let pan = drag(at: 0.1, from: (80, 300), to: (320, 300), duration: 0.6, hold: 0.1)
    let rtl = try ScenarioPlayer().play(tabScript([pan], until: 2, layoutDirection: .rightToLeft))
    #expect(rtl.endings.map(\.completed) == [true])
    for frame in rtl.frames where frame.isInteractive {
      // The incoming child follows the finger from the left edge.
      let finger = try #require(frame.touch).x - 80
      expectApproximately(
        try #require(frame.view("child1")).frame.origin.x, finger - width, absolute: 1e-6)
    }
    #expect(rtl.frames.last?.view("child1")?.isVisible == true)
    // The same pan in a left-to-right layout is towards a missing neighbour: nothing begins.
    let ltr = try ScenarioPlayer().play(tabScript([pan], until: 2))
    #expect(ltr.endings.isEmpty)
    #expect(
      ltr.frames.last?.view("child0")?.frame == Rect(x: 0, y: 0, width: width, height: barTop))
  }

  @Test func aPanPastTheLastTabRubberBandsAndSpringsBack() throws {
    let timeline = try ScenarioPlayer().play(
      tabScript(
        [
          action(.select(index: 2), at: 0),
          drag(at: 1, from: (300, 300), to: (100, 300), duration: 0.4, hold: 0.1),
        ], until: 3))
    #expect(timeline.events("transitionBegan").count == 1)
    let stretched = try #require(timeline.frame(at: 1.45)?.view("child2")).frame.origin.x
    #expect(stretched < -1 && stretched > -200, "rubber band: \(stretched)")
    #expect(
      timeline.frames.last?.view("child2")?.frame == Rect(x: 0, y: 0, width: width, height: barTop))
  }

  final class Delegate: TabBarControllerDelegate {
    var refused: Set<Int> = []
    var asked: [Int] = []
    var selected: [Int] = []
    var vended = 0
    var vends = false

    func index(_ controller: ViewController, in tabs: TabBarController) -> Int {
      tabs.viewControllers.firstIndex { $0 === controller } ?? -1
    }
    func tabBarController(
      _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool {
      let index = index(viewController, in: tabBarController)
      asked.append(index)
      return !refused.contains(index)
    }
    func tabBarController(
      _ tabBarController: TabBarController, didSelect viewController: ViewController
    ) {
      selected.append(index(viewController, in: tabBarController))
    }
    func tabBarController(
      _ tabBarController: TabBarController,
      animationControllerForTransitionFrom from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
      guard vends else { return nil }
      vended += 1
      return ContainerSlideTransition(forward: true)
    }
  }

  func pan(_ window: Window, from x: Double, by dx: Double, at start: Double) throws -> Double {
    var t = start
    try window.send(Touch(id: 1, phase: .began, location: Point(x: x, y: 300), time: t))
    for step in 1...20 {
      t += 1.0 / 60
      try window.send(
        Touch(
          id: 1, phase: .moved, location: Point(x: x + dx * Double(step) / 20, y: 300), time: t))
    }
    try window.advance(to: t + 0.15, frameRate: 60)
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: x + dx, y: 300), time: t + 0.15))
    try window.advance(to: t + 1.5, frameRate: 60)
    return t + 1.5
  }

  @Test func tapsAskAndTellTheDelegateAndCodeSelectionsDoNot() throws {
    let window = Window(size: Size(width: width, height: 844))
    let tabs = TabBarController(children: [ViewController(), ViewController(), ViewController()])
    let delegate = Delegate()
    delegate.refused = [2]
    tabs.tabBarDelegate = delegate
    window.rootViewController = tabs
    // A refused tap: nothing happens, nothing is told.
    #expect(!tabs.tapTab(at: 2))
    try window.advance(to: 1, frameRate: 60)
    #expect(tabs.selectedIndex == 0 && delegate.asked == [2] && delegate.selected.isEmpty)
    // An allowed tap: asked, selected, told.
    #expect(tabs.tapTab(at: 1))
    try window.advance(to: 2, frameRate: 60)
    #expect(tabs.selectedIndex == 1 && delegate.asked == [2, 1] && delegate.selected == [1])
    // A tap on the selected tab is told too (UIKit since iOS 3); nothing moves.
    #expect(tabs.tapTab(at: 1))
    #expect(delegate.selected == [1, 1] && tabs.activeRun == nil)
    // The code's selection neither asks nor tells.
    tabs.select(index: 2)
    try window.advance(to: 3, frameRate: 60)
    #expect(tabs.selectedIndex == 2 && delegate.asked == [2, 1, 1] && delegate.selected == [1, 1])
  }

  @Test func aPanAsksFirstAndTellsOnlyWhenItCompletes() throws {
    let window = Window(size: Size(width: width, height: 844))
    let tabs = TabBarController(children: [ViewController(), ViewController(), ViewController()])
    let delegate = Delegate()
    delegate.refused = [1]
    tabs.tabBarDelegate = delegate
    window.rootViewController = tabs
    var began = 0
    tabs.onEvent = { if case .transitionBegan = $0 { began += 1 } }
    // Refused: the pan rubber-bands, nothing begins.
    var t = try pan(window, from: 300, by: -240, at: 0)
    #expect(began == 0 && tabs.selectedIndex == 0 && delegate.asked == [1])
    #expect(tabs.viewControllers[0].view.transform == .identity)
    // Allowed and cancelled (a short slow pan): asked, not told.
    delegate.refused = []
    t = try pan(window, from: 300, by: -40, at: t)
    #expect(began == 1 && tabs.selectedIndex == 0 && delegate.selected.isEmpty)
    // Allowed and completed: told once.
    _ = try pan(window, from: 300, by: -240, at: t)
    #expect(began == 2 && tabs.selectedIndex == 1 && delegate.selected == [1])
  }

  @Test func theDelegatesAnimatorWinsOverTheStyle() throws {
    let window = Window(size: Size(width: width, height: 844))
    let tabs = TabBarController(children: [ViewController(), ViewController()])
    let delegate = Delegate()
    delegate.vends = true
    tabs.tabBarDelegate = delegate
    var made = 0
    tabs.transition = .custom { change in
      made += 1
      return ContainerSlideTransition(forward: change.entersFromRight)
    }
    window.rootViewController = tabs
    tabs.select(index: 1)
    try window.advance(to: 1, frameRate: 60)
    #expect(delegate.vended == 1 && made == 0 && tabs.selectedIndex == 1)
    delegate.vends = false
    tabs.select(index: 0)
    try window.advance(to: 2, frameRate: 60)
    #expect(made == 1 && tabs.selectedIndex == 0)
  }

  @Test func nothingOutlivesItsWindow() throws {
    weak var weakTabs: TabBarController?
    weak var weakChild: ViewController?
    do {
      let window = Window(size: Size(width: width, height: 844))
      let tabs = TabBarController(children: [ViewController(), ViewController()])
      weakTabs = tabs
      weakChild = tabs.viewControllers[1]
      window.rootViewController = tabs
      tabs.select(index: 1)
      try window.advance(to: 0.1, frameRate: 60)  // mid-switch
      window.rootViewController = nil
    }
    #expect(weakTabs == nil)
    #expect(weakChild == nil)
  }

  @Test func aTabTakesSelectAndNamesItsKindForOtherActions() throws {
    #expect(throws: ScriptError.self) {
      try ScenarioPlayer().play(tabScript([action(.present, at: 0)], until: 1))
    }
    do {
      _ = try ScenarioPlayer().play(tabScript([action(.present, at: 0)], until: 1))
    } catch {
      #expect(error.description.contains("present is for modal transitions; tab takes select"))
    }
    #expect(throws: ScriptError.self) {
      try ScenarioPlayer().play(tabScript([action(.select(index: 3), at: 0)], until: 1))
    }
  }
}

/// The script's `layoutDirection` reaches the slide's `leading` and the push's pop.
@MainActor
struct LayoutDirectionTests {
  @Test func theFieldReadsWritesAndRefusesOtherValues() throws {
    let script = try Script(
      json: #"{"transition": "tab", "layoutDirection": "rightToLeft"}"#, source: "test")
    #expect(script.layoutDirection == .rightToLeft)
    #expect(script.json().contains(#""layoutDirection":"rightToLeft""#))
    #expect(!Script(transition: "tab").json().contains("layoutDirection"))
    #expect(throws: ScriptError.self) {
      try Script(json: #"{"transition": "tab", "layoutDirection": "up"}"#, source: "test")
    }
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func theSlidesLeadingEdgeFollowsTheLayout(direction: LayoutDirection) throws {
    var script = Script(
      transition: "slide", options: ["edge": .string("leading")], until: 1,
      events: [action(.present, at: 0)])
    script.layoutDirection = direction
    let timeline = try ScenarioPlayer().play(script)
    let x = try #require(timeline.frame(at: 0.05)?.view("presented")).frame.origin.x
    #expect(direction == .rightToLeft ? x > 0 : x < 0, "x \(x)")
    #expect(timeline.frames.last?.view("presented")?.frame.origin.x == 0)
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func thePopBeginsAtTheLeadingEdge(direction: LayoutDirection) throws {
    func pop(from x: Double, by dx: Double) throws -> Timeline {
      var script = Script(
        transition: "push", until: 2, start: .presented,
        events: [drag(at: 0.1, from: (x, 400), to: (x + dx, 400), duration: 0.6, hold: 0.1)])
      script.layoutDirection = direction
      return try ScenarioPlayer().play(script)
    }
    let fromLeft = try pop(from: 5, by: 240)
    let fromRight = try pop(from: 385, by: -240)
    let rtl = direction == .rightToLeft
    #expect(fromLeft.endings.map(\.completed) == (rtl ? [] : [true]))
    #expect(fromRight.endings.map(\.completed) == (rtl ? [true] : []))
  }

  /// `transitions list --format json`'s `container` means "its children are selected" (action
  /// `select`, roles `child0` …; docs/PLAY.md): true for the tab, as for the container; the tab
  /// is neither pushed nor modal.
  @Test func theListCallsTheTabAContainerAsItsChildrenAreSelected() throws {
    func flag(_ id: String, _ key: String) throws -> Bool? {
      let description = try #require(TransitionCatalogue.descriptions.first { $0.id == id })
      guard case .object(let pairs) = description.json,
        case .bool(let value)? = pairs.first(where: { $0.0 == key })?.1
      else { return nil }
      return value
    }
    for id in ["tab", "container"] {
      #expect(try flag(id, "container") == true, "\(id)")
      #expect(try flag(id, "navigation") == false, "\(id)")
    }
    for id in ["card", "push", "slide"] {
      #expect(try flag(id, "container") == false, "\(id)")
    }
    // What `container` promises: `select` is the action, and it plays.
    let timeline = try ScenarioPlayer().play(
      Script(transition: "tab", until: 1, events: [action(.select(index: 2), at: 0)]))
    #expect(timeline.endings.map(\.completed) == [true])
  }
}
