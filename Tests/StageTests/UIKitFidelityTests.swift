import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// Documented UIKit behaviour of pans and scroll views.
@MainActor
struct PanTouchCountTests {
  let window = makeWindow()
  let target = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let pan = PanGestureRecognizer()
  let log = StateLog()

  init() {
    window.addSubview(target)
    target.addGestureRecognizer(pan)
    log.attach(pan)
  }

  @Test func aOneFingerPanIgnoresASecondFinger() throws {
    pan.maximumNumberOfTouches = 1
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 150), time: 0.02))
    #expect(pan.state == .began)
    expectApproximately(pan.translation(in: nil).dy, 50)
    // A second finger far away: no jump, and the pan keeps following the first finger.
    try window.send(Touch(id: 2, phase: .began, location: .at(300, 700), time: 0.03))
    expectApproximately(pan.translation(in: nil).dy, 50)
    try window.send(Touch(id: 2, phase: .moved, location: .at(300, 800), time: 0.04))
    expectApproximately(pan.translation(in: nil).dy, 50)
    try window.send(Touch(id: 1, phase: .moved, location: .at(110, 170), time: 0.05))
    expectApproximately(pan.translation(in: nil).dx, 10)
    expectApproximately(pan.translation(in: nil).dy, 70)
    // The ignored finger lifting changes nothing; the first finger lifting ends the pan.
    try window.send(Touch(id: 2, phase: .ended, location: .at(300, 800), time: 0.06))
    #expect(pan.state == .changed)
    try window.send(Touch(id: 1, phase: .ended, location: .at(110, 170), time: 0.07))
    #expect(log.states.last == .ended)
    expectApproximately(pan.translation(in: nil).dy, 70)
  }

  @Test func aTwoFingerPanReportsNoChangeWithOneFingerDown() throws {
    pan.minimumNumberOfTouches = 2
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 2, phase: .began, location: .at(200, 100), time: 0.01))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 130), time: 0.02))
    try window.send(Touch(id: 2, phase: .moved, location: .at(200, 130), time: 0.03))
    #expect(pan.state == .began || pan.state == .changed)
    try window.send(Touch(id: 2, phase: .ended, location: .at(200, 130), time: 0.04))
    let changes = log.states.filter { $0 == .changed }.count
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 200), time: 0.05))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 260), time: 0.06))
    #expect(log.states.filter { $0 == .changed }.count == changes)
  }
}

@MainActor
struct ScrollCatchTests {
  let window = makeWindow()
  let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))

  init() {
    list.contentSize = Size(width: 390, height: 3000)
    window.addSubview(list)
  }

  func fling() throws {
    list.contentOffset = Point(x: 0, y: 500)
    var script = TouchScript(frameRate: 120)
    script.down(at: .at(200, 600))
    script.move(by: Vector(dx: 0, dy: -200), duration: 0.2)
    script.up(after: 0.004)
    try script.play(in: window)
    #expect(list.isDecelerating)
  }

  @Test func aFingerOnADeceleratingScrollViewStopsItAtOnce() throws {
    try fling()
    try window.advance(to: window.currentTime + 0.1, frameRate: 60)
    let touchTime = window.currentTime + 0.005
    try window.send(Touch(id: 7, phase: .began, location: .at(200, 400), time: touchTime))
    #expect(!list.isDecelerating)
    #expect(!list.isDragging)
    let caught = list.contentOffset.y
    // The finger rests: the content does not slide under it.
    try window.advance(to: touchTime + 0.3, frameRate: 60)
    expectApproximately(list.contentOffset.y, caught, absolute: 1e-9)
    try window.send(Touch(id: 7, phase: .ended, location: .at(200, 400), time: touchTime + 0.35))
    try window.advance(to: touchTime + 1, frameRate: 60)
    expectApproximately(list.contentOffset.y, caught, absolute: 1e-9)
  }

  @Test func contentCaughtPastItsEdgeSpringsBackWhenReleased() throws {
    list.contentOffset = Point(x: 0, y: 100)
    var script = TouchScript(frameRate: 120)
    script.down(at: .at(200, 200))
    script.move(by: Vector(dx: 0, dy: 400), duration: 0.1)  // a fast pull down, past the top
    script.up(after: 0.004)
    try script.play(in: window)
    try window.advance(to: window.currentTime + 0.05, frameRate: 60)
    try window.send(Touch(id: 8, phase: .began, location: .at(200, 400), time: window.currentTime))
    #expect(!list.isDecelerating)
    let caught = list.contentOffset.y
    try window.send(
      Touch(id: 8, phase: .ended, location: .at(200, 400), time: window.currentTime + 0.1))
    #expect(caught < -10, "caught past the top edge")
    #expect(list.isDecelerating)  // springing back
    try window.advance(to: window.currentTime + 3, frameRate: 60)
    expectApproximately(list.contentOffset.y, 0, absolute: 0.5)
  }
}

/// Records what the UIKit-style flags read inside each appearance callback.
@MainActor
final class FlagRecorder: ViewController {
  var seen: [String] = []

  private func record(_ event: String) {
    var flags: [String] = []
    if isBeingPresented { flags.append("presented") }
    if isBeingDismissed { flags.append("dismissed") }
    if isMovingToParent { flags.append("toParent") }
    if isMovingFromParent { flags.append("fromParent") }
    seen.append("\(event):" + flags.joined(separator: ","))
  }

  override func viewWillAppear(_ animated: Bool) { record("willAppear") }
  override func viewDidAppear(_ animated: Bool) { record("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
}

@MainActor
struct ControllerFlagTests {
  let window = makeWindow()
  let root = ViewController()
  let recorder = FlagRecorder()

  init() { window.rootViewController = root }

  @Test func presentingAndDismissingReportTheFlagsInsideTheCallbacks() throws {
    try root.present(recorder, animated: false)
    #expect(recorder.seen == ["willAppear:presented", "didAppear:presented"])
    #expect(!recorder.isBeingPresented)
    recorder.seen.removeAll()
    try root.dismiss(animated: false)
    #expect(recorder.seen == ["willDisappear:dismissed", "didDisappear:dismissed"])
    #expect(!recorder.isBeingDismissed)
  }

  @Test func anAnimatedPresentationIsBeingPresentedUntilItCompletes() throws {
    let transitions = ManualTransitions()
    recorder.modalPresentationStyle = .custom
    recorder.transitioningDelegate = transitions
    try root.present(recorder, animated: true)
    #expect(recorder.isBeingPresented)
    try #require(transitions.runner.transition).complete(true)
    #expect(!recorder.isBeingPresented)
    #expect(recorder.seen == ["willAppear:presented", "didAppear:presented"])
  }

  @Test func addingAndRemovingAChildReportTheFlags() throws {
    root.addChild(recorder)
    #expect(recorder.isMovingToParent)
    root.view.addSubview(recorder.view)
    recorder.didMove(toParent: root)
    #expect(!recorder.isMovingToParent)
    recorder.willMove(toParent: nil)
    #expect(recorder.isMovingFromParent)
    recorder.view.removeFromSuperview()
    recorder.removeFromParent()
    #expect(!recorder.isMovingFromParent)
    #expect(
      recorder.seen == [
        "willAppear:toParent", "didAppear:toParent", "willDisappear:fromParent",
        "didDisappear:fromParent",
      ])
  }
}
