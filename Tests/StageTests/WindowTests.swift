import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
final class CountingObserver: FrameObserver {
  var times: [Double] = []
  var stopAfter = Int.max
  func windowDidAdvance(to time: Double) -> Bool {
    times.append(time)
    return times.count < stopAfter
  }
}

@MainActor
struct WindowTests {
  @Test func timeOnlyMovesForward() throws {
    let window = makeWindow()
    try window.advance(to: 0.5)
    expectApproximately(window.currentTime, 0.5)
    #expect(throws: ClockError.timeWentBackwards(requested: 0.25, current: 0.5)) {
      try window.advance(to: 0.25)
    }
    #expect(throws: ClockError.nonFinite(.infinity)) { try window.advance(to: .infinity) }
    #expect(throws: ClockError.invalidFrameRate(0)) { try window.advance(to: 1, frameRate: 0) }
    #expect(throws: ClockError.timeWentBackwards(requested: 0.1, current: 0.5)) {
      try window.send(Touch(id: 1, phase: .began, location: .zero, time: 0.1))
    }
    expectApproximately(window.currentTime, 0.5)
  }

  @Test func touchesAdvanceTheClock() throws {
    let window = makeWindow()
    try window.send(Touch(id: 1, phase: .began, location: .at(10, 10), time: 0.2))
    expectApproximately(window.currentTime, 0.2)
  }

  @Test func frameObserversRunEachFrameUntilTheyStop() throws {
    let window = makeWindow()
    let observer = CountingObserver()
    observer.stopAfter = 3
    window.addFrameObserver(observer)
    window.addFrameObserver(observer)  // added once
    try window.advance(to: 0.1, frameRate: 50)
    #expect(observer.times.count == 3)
    expectApproximately(observer.times[0], 0.02, absolute: 1e-12)
    #expect(window.frameCount == 5)
    expectApproximately(window.currentTime, 0.1)
  }

  @Test func hapticsGoToTheInjectedSinkWithTime() throws {
    let haptics = HapticsRecorder()
    let window = Window(
      size: Size(width: 390, height: 844), environment: Environment(haptics: haptics))
    try window.advance(to: 1.25)
    window.impact(.rigid, intensity: 0.7)
    window.impact(.light, intensity: 3)  // clamped to 0…1
    #expect(haptics.impacts.count == 2)
    #expect(haptics.impacts[0].style == .rigid)
    expectApproximately(haptics.impacts[0].intensity, 0.7)
    expectApproximately(haptics.impacts[0].time, 1.25)
    expectApproximately(haptics.impacts[1].intensity, 1)
  }

  @Test func reduceMotionIsAWindowSetting() {
    let window = makeWindow()
    #expect(!window.environment.reduceMotion)
    window.environment.reduceMotion = true
    #expect(window.environment.reduceMotion)
  }

  @Test func safeAreaAndSize() {
    let window = Window(
      size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    expectApproximately(window.size.width, 390)
    expectApproximately(window.bounds.inset(by: window.safeAreaInsets).height, 763)
  }

  @Test func manyAnimatedViewsStepWithoutGrowingState() throws {
    let window = makeWindow()
    var views: [View] = []
    for index in 0..<200 {
      let view = View(frame: Rect(x: 0, y: Double(index), width: 10, height: 10))
      window.addSubview(view)
      views.append(view)
    }
    for view in views {
      try window.animate(spring: .snappy) {
        view.center.x = 300
        view.alpha = 0.5
        view.transform = Transform(scale: 0.9)
      }
    }
    #expect(window.runningAnimatorCount == 200)
    try window.advance(to: 3, frameRate: 60)
    #expect(window.runningAnimatorCount == 0)
    for view in views {
      expectApproximately(view.onScreen.center.x, 300)
      #expect(!view.isAnimating(.alpha))
    }
  }
}

@MainActor
struct WindowResizeTests {
  final class SizeRecorder: ViewController {
    var sizes: [Size] = []
    override func viewWillTransition(to size: Size) { sizes.append(size) }
  }

  @Test func resizeLaysOutRootAndPresentedViews() throws {
    let window = makeWindow()
    let root = SizeRecorder()
    let sheet = SizeRecorder()
    let transitions = ManualTransitions()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitions
    window.rootViewController = root
    try root.present(sheet, animated: false)
    window.resize(to: Size(width: 844, height: 390), safeAreaInsets: EdgeInsets(left: 47))
    #expect(root.sizes.count == 1)
    #expect(sheet.sizes.count == 1)
    expectApproximately(window.size.width, 844)
    expectApproximately(window.safeAreaInsets.left, 47)
    expectApproximately(root.view.frame.width, 844)
    expectApproximately(sheet.view.frame.origin.y, 100)  // the delegate's layout
    expectApproximately(sheet.view.frame.height, 290)
    window.resize(to: Size(width: -1, height: 10))  // no-op
    expectApproximately(window.size.width, 844)
  }
}
