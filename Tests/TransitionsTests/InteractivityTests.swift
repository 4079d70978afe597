import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport

/// Interactivity per direction at runtime (issue 31): a direction's gestures switched off stop
/// beginning, a drag under way is not cut, and switched on again they work.
@MainActor
struct InteractivityTests {
  private func off(_ operation: TransitionOperation, at time: Double) -> ScriptEvent {
    action(.setInteractive(operation, enabled: false), at: time)
  }

  private func on(_ operation: TransitionOperation, at time: Double) -> ScriptEvent {
    action(.setInteractive(operation, enabled: true), at: time)
  }

  /// Each modal transition's own drag (its gallery drive: the direction it drives, where it
  /// starts, which way), flicked over most of its span: switched off, nothing begins and
  /// nothing moves; switched on, the same flick completes.
  @Test(arguments: ["card", "modal", "slide", "sheet", "zoom", "throwAway", "pullDown", "shade"])
  func aDragWithItsDirectionOffDoesNothingAndOnAgainCompletes(id: String) throws {
    guard TransitionCatalogue.description(of: id) != nil else { return }
    let screen = Size(width: 390, height: 844)
    let drive = try #require(ScenarioCatalogue.recipes[id]?.drive?(screen))
    let operation: TransitionOperation = drive.operation == .present ? .present : .dismiss
    let travel = drive.direction * (drive.span * 0.8)
    let flick = { (time: Double) in
      ScriptEvent(
        at: time,
        .drag(Drag(from: drive.from, to: drive.from + travel, duration: 0.15)))
    }
    let timeline = try play(
      id, options: drive.options, start: drive.start, until: 7,
      [off(operation, at: 0), flick(0.2), on(operation, at: 1.5), flick(1.7)])
    let began = timeline.events("transitionBegan")
    // Off: nothing began, nothing moved.
    #expect(began.first.map { $0.time > 1.5 } ?? false, "\(id): \(began.map(\.time))")
    let role: ViewRole = drive.start == .presented ? .presented : .presenting
    let rest = try #require(timeline.frame(at: 0.1)?.view(role)?.frame)
    for t in [0.3, 0.5, 1.4] {
      let frame = try #require(timeline.frame(at: t)?.view(role)?.frame)
      expectApproximately(frame.origin.y, rest.origin.y, absolute: 1e-9)
      expectApproximately(frame.origin.x, rest.origin.x, absolute: 1e-9)
    }
    // On again: the same flick completes.
    #expect(began.count == 1, "\(id)")
    #expect(timeline.endings.last?.completed == true, "\(id)")
  }

  @Test func aRunningDragSurvivesBeingSwitchedOff() throws {
    // The finger goes down and drags; the dismissal is switched off mid-drag; the same drag
    // goes on following the finger and its release dismisses.
    let timeline = try play(
      "card", start: .presented, until: 3,
      [
        drag(at: 0.2, from: (195, 300), to: (195, 800), duration: 0.4),
        off(.dismiss, at: 0.4),
      ])
    #expect(timeline.frame(at: 0.5)?.isInteractive == true)
    #expect(timeline.events("interactionEnded").count == 1)
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.last?.phase == .idle)
  }

  @Test func thePresentationGestureSwitchedOffLeavesThePresenterAlone() throws {
    let timeline = try play(
      "pullDown", until: 3,
      [
        off(.present, at: 0),
        drag(at: 0.1, from: (195, 200), to: (195, 700), duration: 0.2),
        on(.present, at: 1),
        drag(at: 1.1, from: (195, 200), to: (195, 700), duration: 0.2),
      ])
    let began = timeline.events("transitionBegan")
    #expect(began.map(\.time).allSatisfy { $0 > 1 })
    #expect(began.count == 1)
    #expect(timeline.frame(at: 0.5)?.phase == .idle)
    #expect(timeline.frames.last?.phase == .presented)
  }

  @Test func switchingTheOtherDirectionOffChangesNothing() throws {
    let script: [ScriptEvent] = [drag(at: 0.2, from: (195, 450), to: (195, 840), duration: 0.15)]
    let plain = try play("card", start: .presented, until: 2, script)
    let other = try play("card", start: .presented, until: 2, [off(.present, at: 0)] + script)
    #expect(plain.frames == other.frames)
    #expect(plain.events == other.events)
  }

  @Test func aButtonStillDismissesWithTheGestureOff() throws {
    let timeline = try play(
      "card", start: .presented, until: 2, [off(.dismiss, at: 0), action(.dismiss, at: 0.2)])
    #expect(timeline.endings.map(\.completed) == [true])
  }

  /// Off, the touches reach what is under the finger: a pan in the presented content that
  /// waits for the dismissal's pan to fail (as an app's recogniser does) gets the drag.
  @Test func touchesReachTheContentUnderTheFingerWhileOff() throws {
    for enabled in [true, false] {
      let window = Window(size: Size(width: 390, height: 844))
      let home = ViewController()
      window.rootViewController = home
      let detail = ViewController()
      let manager = try home.present(detail, transition: .card())
      try window.advance(to: 1, frameRate: 60)
      let dismissal = try #require(manager.dismissalInteraction)
      let content = View(frame: Rect(x: 0, y: 0, width: 390, height: 600))
      detail.view.addSubview(content)
      let contentPan = PanGestureRecognizer()
      var contentPanned = false
      contentPan.addAction { recognizer in
        if recognizer.state == .began { contentPanned = true }
      }
      contentPan.require(toFail: dismissal.panGestureRecognizer)
      content.addGestureRecognizer(contentPan)
      manager.setInteractive(enabled, for: .dismiss)
      #expect(manager.isInteractive(.dismiss) == enabled)
      var script = TouchScript(start: 1.1)
      script.down(at: .at(195, 300))
      script.move(by: Vector(dx: 0, dy: 200), duration: 0.2)
      script.up()
      try script.play(in: window)
      try window.advance(to: 3, frameRate: 60)
      #expect(contentPanned == !enabled)
      #expect((detail.presentingViewController == nil) == enabled)
    }
  }

  /// The switch lives on the manager, which holds nothing of the presentation strongly.
  @Test func theManagerDoesNotOutliveItsPresentation() throws {
    weak var weakManager: TransitionManager?
    weak var weakDetail: ViewController?
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let home = ViewController()
      window.rootViewController = home
      let detail = ViewController()
      let manager = try home.present(detail, transition: .card())
      manager.setInteractive(false, for: .dismiss)
      try window.advance(to: 1, frameRate: 60)
      try detail.dismiss(animated: false)
      try window.advance(to: 2, frameRate: 60)
      weakManager = manager
      weakDetail = detail
    }
    #expect(weakManager == nil)
    #expect(weakDetail == nil)
  }
}
