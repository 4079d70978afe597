import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
struct PanGestureTests {
  let window = makeWindow()
  let target = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let pan = PanGestureRecognizer()
  let log = StateLog()

  init() {
    window.addSubview(target)
    target.addGestureRecognizer(pan)
    log.attach(pan)
  }

  @Test func beginsAfterTheMinimumDistanceAndTracksTranslation() throws {
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 105), time: 0.01))
    #expect(pan.state == .possible)
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 112), time: 0.02))
    #expect(pan.state == .began)
    expectApproximately(pan.translation(in: nil), Vector(dx: 0, dy: 12))
    try window.send(Touch(id: 1, phase: .moved, location: .at(90, 150), time: 0.03))
    #expect(pan.state == .changed)
    expectApproximately(pan.translation(in: nil), Vector(dx: -10, dy: 50))
    pan.setTranslation(.zero, in: nil)
    try window.send(Touch(id: 1, phase: .moved, location: .at(90, 160), time: 0.04))
    expectApproximately(pan.translation(in: nil), Vector(dx: 0, dy: 10))
    try window.send(Touch(id: 1, phase: .ended, location: .at(90, 160), time: 0.05))
    #expect(log.states == [.began, .changed, .changed, .ended])
    #expect(pan.state == .possible)  // reset after the sequence
  }

  @Test func velocityOfAConstantDragAndAfterARest() throws {
    var script = TouchScript(frameRate: 120)
    script.down(at: .at(200, 200))
    script.move(by: Vector(dx: 0, dy: 200), duration: 0.25)  // 800 pt/s
    var measured = Vector.zero
    let pan = self.pan
    pan.addAction { pan in if pan.state == .changed { measured = pan.velocity(in: nil) } }
    try script.play(in: window)
    expectApproximately(measured.dy, 800, absolute: 1)
    expectApproximately(pan.velocity(in: nil).dy, 800, absolute: 1)
    try window.advance(to: window.currentTime + 0.1)  // the finger rests
    expectApproximately(pan.velocity(in: nil).dy, 0)
  }

  @Test func translationIsInTheViewsCoordinates() throws {
    target.transform = Transform(scale: 2)
    var script = TouchScript()
    script.down(at: .at(200, 400))
    script.move(by: Vector(dx: 0, dy: 100), duration: 0.1)
    try script.play(in: window)
    expectApproximately(pan.translation(in: target), Vector(dx: 0, dy: 50), absolute: 1e-9)
  }

  @Test func axisRestrictionFails() throws {
    pan.axis = .vertical
    var script = TouchScript()
    script.down(at: .at(100, 100))
    script.move(by: Vector(dx: 100, dy: 10), duration: 0.1)
    script.up()
    try script.play(in: window)
    #expect(log.states.isEmpty)
  }

  @Test func aSecondFingerDoesNotJumpTheTranslation() throws {
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 130), time: 0.01))
    try window.send(Touch(id: 2, phase: .began, location: .at(200, 300), time: 0.02))
    expectApproximately(pan.translation(in: nil), Vector(dx: 0, dy: 30))
    #expect(pan.numberOfTouches == 2)
    try window.send(Touch(id: 2, phase: .moved, location: .at(200, 320), time: 0.03))
    expectApproximately(pan.translation(in: nil), Vector(dx: 0, dy: 40))
    try window.send(Touch(id: 2, phase: .ended, location: .at(200, 320), time: 0.04))
    expectApproximately(pan.translation(in: nil), Vector(dx: 0, dy: 40))
    #expect(pan.state == .changed)
  }

  @Test func disabledOrRemovedRecognizersGetNothing() throws {
    pan.isEnabled = false
    var script = TouchScript()
    script.down(at: .at(100, 100))
    script.move(by: Vector(dx: 0, dy: 50), duration: 0.1)
    script.up()
    try script.play(in: window)
    #expect(log.states.isEmpty)

    pan.isEnabled = true
    var second = TouchScript(start: 1)
    second.down(at: .at(100, 100))
    second.move(by: Vector(dx: 0, dy: 50), duration: 0.1)
    try second.play(in: window)
    #expect(pan.state == .changed)
    pan.isEnabled = false  // mid-gesture: cancelled, then silence
    #expect(log.states.last == .cancelled)
    let count = log.states.count
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 200), time: 2))
    #expect(log.states.count == count)
    try window.send(Touch(id: 1, phase: .ended, location: .at(100, 200), time: 2.1))

    pan.isEnabled = true
    target.removeGestureRecognizer(pan)
    var third = TouchScript(start: 3)
    third.down(at: .at(100, 100))
    third.move(by: Vector(dx: 0, dy: 50), duration: 0.1)
    third.up()
    try third.play(in: window)
    #expect(log.states.count == count)
    #expect(pan.view == nil)
  }

  @Test func twoFingerPanWaitsForTheSecondFinger() throws {
    pan.minimumNumberOfTouches = 2
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 150), time: 0.02))
    #expect(pan.state == .possible)
    try window.send(Touch(id: 2, phase: .began, location: .at(200, 150), time: 0.03))
    try window.send(Touch(id: 2, phase: .moved, location: .at(200, 180), time: 0.04))
    #expect(pan.state == .began)
  }

  @Test func aCancelledTouchCancelsTheGesture() throws {
    var script = TouchScript()
    script.down(at: .at(100, 100))
    script.move(by: Vector(dx: 0, dy: 50), duration: 0.1)
    try script.play(in: window)
    try window.send(Touch(id: 1, phase: .cancelled, location: .at(100, 150), time: 0.2))
    #expect(log.states.last == .cancelled)
    #expect(pan.state == .possible)
  }

  @Test func removingTheViewFromTheWindowCancels() throws {
    var script = TouchScript()
    script.down(at: .at(100, 100))
    script.move(by: Vector(dx: 0, dy: 50), duration: 0.1)
    try script.play(in: window)
    target.removeFromSuperview()
    #expect(log.states.last == .cancelled)
    try window.send(Touch(id: 1, phase: .ended, location: .at(100, 150), time: 1))
  }
}

@MainActor
struct DiscreteAndEdgeGestureTests {
  let window = makeWindow()
  let target = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))

  init() { window.addSubview(target) }

  @Test func tapRecognisesOnLiftAndFailsWhenMoved() throws {
    let tap = TapGestureRecognizer()
    let log = StateLog()
    log.attach(tap)
    target.addGestureRecognizer(tap)
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .ended, location: .at(103, 101), time: 0.1))
    #expect(log.states == [.recognized])
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 1))
    try window.send(Touch(id: 1, phase: .moved, location: .at(130, 100), time: 1.05))
    try window.send(Touch(id: 1, phase: .ended, location: .at(130, 100), time: 1.1))
    #expect(log.states == [.recognized])
  }

  @Test func longPressWaitsOrGrabsAtOnce() throws {
    let press = LongPressGestureRecognizer()
    let log = StateLog()
    log.attach(press)
    target.addGestureRecognizer(press)
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.advance(to: 0.4)
    #expect(press.state == .possible)
    try window.advance(to: 0.5)
    #expect(press.state == .began)
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 180), time: 0.6))
    try window.send(Touch(id: 1, phase: .ended, location: .at(100, 180), time: 0.7))
    #expect(log.states == [.began, .changed, .ended])

    press.minimumPressDuration = 0  // grab something in motion
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 1))
    #expect(press.state == .began)
    try window.send(Touch(id: 1, phase: .ended, location: .at(100, 100), time: 1.1))
    #expect(log.states.suffix(2) == [.began, .ended])
  }

  @Test func longPressFailsWhenTheFingerWanders() throws {
    let press = LongPressGestureRecognizer()
    target.addGestureRecognizer(press)
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .moved, location: .at(100, 150), time: 0.1))
    #expect(press.state == .failed)
  }

  @Test func screenEdgePanStartsOnlyAtItsEdge() throws {
    let edge = ScreenEdgePanGestureRecognizer(edges: .left)
    let log = StateLog()
    log.attach(edge)
    target.addGestureRecognizer(edge)
    var inside = TouchScript()
    inside.down(at: .at(150, 300))
    inside.move(by: Vector(dx: 100, dy: 0), duration: 0.1)
    inside.up()
    try inside.play(in: window)
    #expect(log.states.isEmpty)
    var fromEdge = TouchScript(start: 1)
    fromEdge.down(at: .at(5, 300))
    fromEdge.move(by: Vector(dx: 100, dy: 0), duration: 0.1)
    fromEdge.up()
    try fromEdge.play(in: window)
    #expect(log.states.first == .began)
    #expect(log.states.last == .ended)
  }
}

@MainActor
struct GestureArbitrationTests {
  let window = makeWindow()
  let outer = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let inner = View(frame: Rect(x: 0, y: 0, width: 390, height: 400))

  init() {
    window.addSubview(outer)
    outer.addSubview(inner)
  }

  func drag(start: Double) throws {
    var script = TouchScript(start: start)
    script.down(at: .at(100, 100))
    script.move(by: Vector(dx: 0, dy: 100), duration: 0.1)
    script.up()
    try script.play(in: window)
  }

  @Test func theDeeperPanWinsUnlessSimultaneous() throws {
    let innerPan = PanGestureRecognizer()
    let outerPan = PanGestureRecognizer()
    let innerLog = StateLog()
    let outerLog = StateLog()
    innerLog.attach(innerPan)
    outerLog.attach(outerPan)
    inner.addGestureRecognizer(innerPan)
    outer.addGestureRecognizer(outerPan)
    try drag(start: 0)
    #expect(innerLog.states.first == .began)
    #expect(outerLog.states.isEmpty)

    let delegate = ConfigurableGestureDelegate()
    delegate.simultaneous = { _, _ in true }
    outerPan.delegate = delegate
    try drag(start: 1)
    #expect(outerLog.states.first == .began)
    #expect(outerLog.states.last == .ended)
  }

  @Test func shouldBeginFalseLetsTheNextOneWin() throws {
    let innerPan = PanGestureRecognizer()
    let outerPan = PanGestureRecognizer()
    let outerLog = StateLog()
    outerLog.attach(outerPan)
    inner.addGestureRecognizer(innerPan)
    outer.addGestureRecognizer(outerPan)
    let delegate = ConfigurableGestureDelegate()
    delegate.shouldBegin = { _ in false }
    innerPan.delegate = delegate
    try drag(start: 0)
    #expect(outerLog.states.first == .began)
  }

  @Test func requireToFailWaitsAndThenRecognises() throws {
    let tap = TapGestureRecognizer()
    let pan = PanGestureRecognizer()
    let tapLog = StateLog()
    tapLog.attach(tap)
    inner.addGestureRecognizer(tap)
    inner.addGestureRecognizer(pan)
    tap.require(toFail: pan)
    try window.send(Touch(id: 1, phase: .began, location: .at(100, 100), time: 0))
    try window.send(Touch(id: 1, phase: .ended, location: .at(100, 100), time: 0.1))
    #expect(tapLog.states == [.recognized])  // the pan failed at the lift, then the tap fired
    try drag(start: 1)
    #expect(tapLog.states == [.recognized])  // the pan recognised: the tap failed
  }
}

@MainActor
struct MultiTapTests {
  let window = makeWindow()
  let target = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let single = TapGestureRecognizer()
  let double = TapGestureRecognizer()
  let singleLog = StateLog()
  let doubleLog = StateLog()

  init() {
    window.addSubview(target)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    singleLog.attach(single)
    doubleLog.attach(double)
    target.addGestureRecognizer(single)
    target.addGestureRecognizer(double)
  }

  func tap(at time: Double, _ point: Point = .at(100, 100)) throws {
    try window.send(Touch(id: 1, phase: .began, location: point, time: time))
    try window.send(Touch(id: 1, phase: .ended, location: point, time: time + 0.05))
  }

  @Test func aLoneTapFiresTheSingleTapAfterTheInterval() throws {
    try tap(at: 0)
    #expect(singleLog.states.isEmpty)  // waiting for a possible second tap
    try window.advance(to: 0.3)
    #expect(singleLog.states.isEmpty)
    try window.advance(to: 0.45)
    #expect(singleLog.states == [.recognized])
    #expect(doubleLog.states.isEmpty)
    #expect(double.state == .possible)  // reset for the next sequence
  }

  @Test func twoQuickTapsFireTheDoubleTapOnly() throws {
    try tap(at: 0)
    try tap(at: 0.2)
    #expect(doubleLog.states == [.recognized])
    try window.advance(to: 1)
    #expect(singleLog.states.isEmpty)
  }

  @Test func aSecondTapTooLateOrTooFarStartsAfresh() throws {
    try tap(at: 0)
    try tap(at: 0.2, .at(300, 600))  // too far: the double tap fails, the single tap fires
    #expect(singleLog.states == [.recognized])
    #expect(doubleLog.states.isEmpty)
    try tap(at: 1)
    try window.advance(to: 1.5)
    try tap(at: 1.6)  // too late to pair with the tap at 1
    try window.advance(to: 3)
    #expect(singleLog.states.count == 3)
    #expect(doubleLog.states.isEmpty)
  }
}
