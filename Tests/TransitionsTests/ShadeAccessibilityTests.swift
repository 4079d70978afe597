import Motion
import Stage
import Testing

@testable import Transitions

/// The shade's screen-reader actions in the engine: which one is offered when, their words,
/// and the announcement once the action's run completes, not when a finger took it.
@MainActor
struct ShadeAccessibilityTests {
  @Test func theActionOfferedFollowsWhetherTheShadeIsShown() {
    let shade = ShadeTransition()
    func kinds(_ presented: Bool, _ canPresent: Bool, _ moving: Bool) -> [ShadeAccessibilityAction]
    {
      shade.accessibilityActions(isPresented: presented, canPresent: canPresent, isMoving: moving)
    }
    #expect(
      kinds(true, false, false) == [ShadeAccessibilityAction(kind: .close, name: "Close shade")])
    #expect(kinds(true, true, false).map(\.kind) == [.close])
    #expect(
      kinds(false, true, false) == [ShadeAccessibilityAction(kind: .open, name: "Open shade")])
    #expect(kinds(false, false, false).isEmpty)  // nothing could present it
    #expect(kinds(true, true, true).isEmpty)  // moving
    #expect(kinds(false, true, true).isEmpty)
    let text = ShadeAccessibilityText()
    #expect(text.announcement(after: .open) == "Shade open")
    #expect(text.announcement(after: .close) == "Shade closed")
  }

  /// A scene with the shade shown; `heard` collects the announcements.
  @MainActor final class Scene {
    let window = Window(size: Size(width: 390, height: 844))
    let shade = ShadeTransition()
    let manager: TransitionManager
    var heard: [String] = []
    var time = 0.0

    init() throws {
      let home = ViewController()
      window.rootViewController = home
      let shade = shade
      manager = try home.present(ViewController(), transition: .custom { shade }, animated: false)
      shade.onAccessibilityAnnouncement = { [weak self] in self?.heard.append($0) }
    }

    func advance(_ seconds: Double) throws {
      let end = time + seconds
      while time < end - 1e-9 {
        time += 1.0 / 120
        try window.advance(to: time)
      }
    }

    func touch(_ phase: TouchPhase, _ y: Double) throws {
      try window.send(Touch(id: 1, phase: phase, location: Point(x: 195, y: y), time: time))
    }
  }

  @Test func theCloseActionIsAnnouncedOnceTheDismissalCompletes() throws {
    let scene = try Scene()
    scene.shade.willPerformAccessibilityAction(.close)
    try scene.manager.dismiss()
    try scene.advance(1)
    #expect(scene.heard.isEmpty)  // still moving
    try scene.advance(4)
    #expect(scene.manager.activeRun == nil)
    #expect(scene.heard == ["Shade closed"])
  }

  /// A finger that holds the action's run (the hook the machinery calls when one does), or a
  /// run that does not complete, silences the announcement: what happens is not the action's.
  @Test func aHeldOrCancelledRunIsNotAnnounced() throws {
    let scene = try Scene()
    scene.shade.willPerformAccessibilityAction(.close)
    try scene.manager.dismiss()
    try scene.advance(0.1)
    let animator = try #require(scene.manager.activeAnimator)
    scene.shade.transitionAnimatorDidHold(animator)
    scene.shade.transitionDidEnd(animator.context, completed: true)
    #expect(scene.heard.isEmpty)
    scene.shade.willPerformAccessibilityAction(.close)
    scene.shade.transitionDidEnd(animator.context, completed: false)
    #expect(scene.heard.isEmpty)
    // And an open action is not announced by a dismissal's end.
    scene.shade.willPerformAccessibilityAction(.open)
    scene.shade.transitionDidEnd(animator.context, completed: true)
    #expect(scene.heard.isEmpty)
  }
}
