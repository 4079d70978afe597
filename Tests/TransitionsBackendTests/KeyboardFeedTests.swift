import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// UIKit's keyboard notifications, as plain values, into the engine's keyboard: the decisions
/// (height over the window, duration, repeats, bad values), then a mirrored sheet riding them.
@MainActor
@Suite struct KeyboardFeedTests {
  let window = Rect(x: 0, y: 0, width: 390, height: 844)

  // MARK: Height over the window

  @Test func aDockedKeyboardCoversItsHeight() {
    let frame = Rect(x: 0, y: 508, width: 390, height: 336)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: frame, in: window) == 336)
  }

  @Test func aHardwareKeyboardsAccessoryBarCoversOnlyTheBar() {
    // The software keyboard's frame, mostly below the screen: only its 55 pt bar shows.
    let frame = Rect(x: 0, y: 844 - 55, width: 390, height: 336)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: frame, in: window) == 55)
  }

  @Test func aFloatingOrUndockedKeyboardCoversNothing() {
    let floating = Rect(x: 60, y: 300, width: 320, height: 250)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: floating, in: window) == 0)
    let split = Rect(x: 0, y: 400, width: 390, height: 216)  // bottom edge 228 pt up
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: split, in: window) == 0)
  }

  @Test func aKeyboardBesideBelowOrEmptyCoversNothing() {
    let beside = Rect(x: 400, y: 508, width: 390, height: 336)  // another app's half, say
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: beside, in: window) == 0)
    let offScreen = Rect(x: 0, y: 844, width: 390, height: 336)  // the end frame of a hide
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: offScreen, in: window) == 0)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: .zero, in: window) == 0)
    let nan = Rect(x: 0, y: .nan, width: 390, height: 336)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: nan, in: window) == 0)
  }

  @Test func aWindowAboveTheScreensBottomIsCoveredWhereTheyOverlap() {
    // A window (in its own coordinates) 600 pt tall whose bottom edge is 244 pt above the
    // screen's: the keyboard's top is at 508, so 92 pt of the window are covered.
    let small = Rect(x: 0, y: 0, width: 390, height: 600)
    let frame = Rect(x: 0, y: 508, width: 390, height: 336)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: frame, in: small) == 92)
    // Taller than the window: all of it, no more.
    let tall = Rect(x: 0, y: -100, width: 390, height: 1000)
    #expect(KeyboardFeed.visibleHeight(ofKeyboardFrame: tall, in: small) == 600)
  }

  @Test func aBottomEdgeWithinTheToleranceIsStillDocked() {
    let rounded = Rect(x: 0, y: 507.6, width: 390, height: 336)  // bottom at 843.6
    expectApproximately(
      KeyboardFeed.visibleHeight(ofKeyboardFrame: rounded, in: window), 336.4, absolute: 1e-9)
  }

  // MARK: Duration

  @Test func theKeyboardsCurvePlaysTheSpringsHalfSecondByDefault() {
    let feed = KeyboardFeed()
    #expect(feed.playedDuration(0.25, curve: 7) == KeyboardCurve.springDuration)
    #expect(feed.playedDuration(0.4, curve: 7) == 0.5)
    #expect(feed.playedDuration(0.25, curve: 0) == 0.25)  // easeInOut: its own duration
    #expect(feed.playedDuration(0.25, curve: nil) == 0.25)
    #expect(feed.playedDuration(0, curve: 7) == 0)  // switching keyboards: at once
    let literal = KeyboardFeed(timing: .notification)
    #expect(literal.playedDuration(0.25, curve: 7) == 0.25)
  }

  // MARK: Bad values

  @Test(arguments: [
    (
      KeyboardNotification(endFrame: nil, duration: 0.25, curve: 7),
      KeyboardFeedError.missingEndFrame
    ),
    (
      KeyboardNotification(
        endFrame: Rect(x: 0, y: .infinity, width: 390, height: 336), duration: 0.25, curve: 7),
      .invalidEndFrame(Rect(x: 0, y: .infinity, width: 390, height: 336))
    ),
    (
      KeyboardNotification(
        endFrame: Rect(x: 0, y: 508, width: 390, height: -336), duration: 0.25, curve: 7),
      .invalidEndFrame(Rect(x: 0, y: 508, width: 390, height: -336))
    ),
    (
      KeyboardNotification(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: nil, curve: 7),
      .missingDuration
    ),
    (
      KeyboardNotification(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: -0.25, curve: 7),
      .invalidDuration(-0.25)
    ),
    (
      KeyboardNotification(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: .infinity, curve: 7),
      .invalidDuration(.infinity)
    ),
  ])
  func aBadValueIsRefusedAndChangesNothing(
    _ notification: KeyboardNotification, _ expected: KeyboardFeedError
  ) throws {
    let window = Window(size: Size(width: 390, height: 844))
    try window.keyboard.show(height: 300, duration: 0)
    #expect(throws: expected) { try KeyboardFeed().apply(notification, to: window) }
    #expect(window.keyboard.isShown)
    #expect(window.keyboard.height == 300)
    #expect(window.keyboard.visibleHeight == 300)
    #expect(!window.keyboard.isAnimating)
  }

  @Test func notANumberIsRefusedToo() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let feed = KeyboardFeed()
    let frame = Rect(x: 0, y: 508, width: 390, height: 336)
    let nanFrame = KeyboardNotification(
      endFrame: Rect(x: 0, y: .nan, width: 390, height: 336), duration: 0.25, curve: 7)
    let nanDuration = KeyboardNotification(endFrame: frame, duration: .nan, curve: 7)
    for (notification, subject) in [(nanFrame, "endFrame"), (nanDuration, "duration")] {
      let error = #expect(throws: KeyboardFeedError.self) {
        try feed.apply(notification, to: window)
      }
      #expect(error?.subject == subject)
      #expect(error.map { "\($0)".contains("got") && "\($0)".contains("nan") } == true)
    }
    #expect(!window.keyboard.isShown)
    #expect(window.keyboard.view.superview == nil)
  }

  @Test func errorsNameTheValueAndWhatIsWrong() {
    #expect(
      "\(KeyboardFeedError.invalidDuration(-0.25))"
        == "duration: expected a finite number of seconds, 0 or more, got -0.25")
    #expect(
      "\(KeyboardFeedError.missingEndFrame)"
        == "endFrame: expected the keyboard's frame at the end of its animation, got none")
    #expect(KeyboardFeedError.invalidEndFrame(.zero).subject == "endFrame")
  }

  // MARK: Requests

  @Test func aShowARepeatAndAHide() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let feed = KeyboardFeed()
    let shown = KeyboardNotification(
      endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7)
    #expect(try feed.apply(shown, to: window) == .show(height: 336, duration: 0.5))
    try window.advance(to: 0.2)
    let partway = window.keyboard.visibleHeight
    // UIKit posts it again (an accessory view): the animation goes on, not restarted.
    #expect(try feed.apply(shown, to: window) == .unchanged)
    try window.advance(to: 0.25)
    expectApproximately(window.keyboard.visibleHeight, 336 * KeyboardCurve.value(at: 0.5))
    #expect(window.keyboard.visibleHeight > partway)
    try window.advance(to: 0.5)
    #expect(window.keyboard.visibleHeight == 336)
    // A taller keyboard (the emoji one), at once.
    let taller = KeyboardNotification(
      endFrame: Rect(x: 0, y: 468, width: 390, height: 376), duration: 0, curve: 7)
    #expect(try feed.apply(taller, to: window) == .show(height: 376, duration: 0))
    #expect(window.keyboard.visibleHeight == 376)
    let hidden = KeyboardNotification(
      endFrame: Rect(x: 0, y: 844, width: 390, height: 376), duration: 0.25, curve: 7)
    #expect(try feed.apply(hidden, to: window) == .hide(duration: 0.5))
    #expect(try feed.apply(hidden, to: window) == .unchanged)  // already on its way
    try window.advance(to: 1.0)
    #expect(window.keyboard.visibleHeight == 0)
    #expect(!window.keyboard.isShown)
    // Undocked: the engine's keyboard goes.
    #expect(try feed.apply(shown, to: window) == .show(height: 336, duration: 0.5))
    let floating = KeyboardNotification(
      endFrame: Rect(x: 60, y: 300, width: 320, height: 250), duration: 0.25, curve: 7)
    #expect(try feed.apply(floating, to: window) == .hide(duration: 0.5))
  }

  @Test func anotherAppsKeyboardMovesNothing() throws {
    // iPad multitasking: every visible app hears of the keyboard; only the app that raised it
    // (keyboardIsLocalUserInfoKey true) moves for it.
    let window = Window(size: Size(width: 390, height: 844))
    let feed = KeyboardFeed()
    let frame = Rect(x: 0, y: 508, width: 390, height: 336)
    let theirs = KeyboardNotification(endFrame: frame, duration: 0.25, curve: 7, isLocal: false)
    #expect(try feed.apply(theirs, to: window) == .unchanged)
    #expect(!window.keyboard.isShown)
    // Not even a bad value is read from another app's notification.
    let theirsBroken = KeyboardNotification(
      endFrame: nil, duration: nil, curve: nil, isLocal: false)
    #expect(try feed.apply(theirsBroken, to: window) == .unchanged)
    let ours = KeyboardNotification(endFrame: frame, duration: 0.25, curve: 7, isLocal: true)
    #expect(try feed.apply(ours, to: window) == .show(height: 336, duration: 0.5))
    // Said by neither: taken as this app's (UIKit before iOS 9 sent no such key).
    try window.advance(to: 1)
    let hidden = KeyboardNotification(
      endFrame: Rect(x: 0, y: 844, width: 390, height: 336), duration: 0.25, curve: 7)
    #expect(try feed.apply(hidden, to: window) == .hide(duration: 0.5))
  }

  @Test func whileADragHoldsTheKeyboardTheLatestRequestWaitsForItsEnd() throws {
    let window = Window(size: Size(width: 390, height: 844))
    try window.keyboard.show(height: 300, duration: 0)
    window.keyboard.track(visibleHeight: 200)
    let feed = KeyboardFeed()
    let hidden = KeyboardNotification(
      endFrame: Rect(x: 0, y: 844, width: 390, height: 300), duration: 0.25, curve: 7)
    #expect(try feed.apply(hidden, to: window) == .hide(duration: 0.5))
    #expect(window.keyboard.visibleHeight == 200)  // held
    let shown = KeyboardNotification(
      endFrame: Rect(x: 0, y: 544, width: 390, height: 300), duration: 0.25, curve: 7)
    // The same as it shows when let go, but a request replaces the waiting one.
    #expect(try feed.apply(shown, to: window) == .show(height: 300, duration: 0.5))
    #expect(try feed.apply(hidden, to: window) == .hide(duration: 0.5))
    window.keyboard.endTracking(shown: true)
    try window.advance(to: 0.5)
    #expect(window.keyboard.visibleHeight == 0)  // the latest request: hidden
  }

  // MARK: A mirrored sheet on the keyboard

  /// The real presented view's bottom edge, in the container.
  func bottom(_ stage: PlainStage) throws -> Double {
    let values = try #require(stage.presentedView.values)
    return values.center.y + values.bounds.height / 2 + values.transform.m42
  }

  func keyboard(_ height: Double, duration: Double = 0.25) -> KeyboardNotification {
    KeyboardNotification(
      endFrame: Rect(x: 0, y: 844 - height, width: 390, height: max(height, 336)),
      duration: duration, curve: 7)
  }

  @Test func aMirroredSheetRidesTheKeyboardOverTheSpringsHalfSecond() throws {
    let stage = PlainStage(.sheet(detents: [.medium, .large]))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    #expect(!scene.needsFrames)  // at rest: the display link may stop
    expectApproximately(try bottom(stage), 844)
    try scene.keyboardWillChangeFrame(keyboard(336))
    #expect(scene.needsFrames)  // the keyboard moves: frames, though no transition runs
    var previous = 844.0
    for frame in 1...30 {
      stage.run(1 / 60.0)
      let edge = try bottom(stage)
      expectApproximately(
        edge, 844 - scene.window.keyboard.visibleHeight, absolute: 1e-9, "frame \(frame)")
      #expect(edge <= previous + 1e-9)  // rising, no overshoot
      previous = edge
      if frame == 15 {  // 0.25 s: the notification's duration, half the spring's
        expectApproximately(edge, 844 - 336 * KeyboardCurve.value(at: 0.5), absolute: 1e-6)
      }
    }
    expectApproximately(try bottom(stage), 844 - 336, absolute: 1e-9)
    stage.run(2 / 60.0)
    #expect(!scene.needsFrames)  // at rest again
    // Hidden: back to its detent.
    try scene.keyboardWillChangeFrame(keyboard(0))
    stage.run(0.6)
    expectApproximately(try bottom(stage), 844, absolute: 1e-9)
  }

  @Test func aKeyboardArrivingMidPresentationStartsAtOnce() throws {
    let stage = PlainStage(.sheet(detents: [.medium]))
    stage.present()
    stage.attach(.interruptible)
    stage.run(0.1)
    let scene = try #require(stage.scene)
    try scene.keyboardWillChangeFrame(keyboard(300))
    #expect(scene.window.keyboard.isAnimating)
    stage.run(1)
    #expect(stage.contexts == [.complete(true)])
    stage.uikitEnded()
    let values = try #require(stage.presentedView.values)
    expectApproximately(try bottom(stage), 844 - 300, absolute: 1e-6)
    expectApproximately(values.bounds.height, 422, absolute: 1e-6)  // medium, on the keyboard
  }

  @Test func aHideArrivingMidDragWaitsAndTheCancelledDismissalHidesItAfter() throws {
    let stage = PlainStage(.sheet(detents: [.medium]))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    try scene.keyboardWillChangeFrame(keyboard(300, duration: 0))
    expectApproximately(try bottom(stage), 544, absolute: 1e-9)
    // A drag down on the sheet: the dismissal holds the keyboard under it.
    stage.touch(.began, at: Point(x: 195, y: 200))
    stage.moveDown(from: Point(x: 195, y: 200), by: 5, steps: 1...12)
    #expect(stage.actions.contains(.dismiss))
    stage.dismiss()
    stage.attach(.interactive)
    #expect(scene.window.keyboard.isTracked)
    #expect(scene.needsFrames)
    // The text field resigns mid-drag: the hide waits for the drag.
    try scene.keyboardWillChangeFrame(keyboard(0))
    #expect(scene.window.keyboard.isTracked)
    let held = scene.window.keyboard.visibleHeight
    #expect(held > 0)
    expectApproximately(try bottom(stage), 844 - held, absolute: 1e-6)
    // Let go at rest, short of dismissing: the sheet comes back, and the keyboard then hides.
    stage.run(0.3)
    stage.touch(.ended, at: Point(x: 195, y: 260))
    stage.run(1.5)
    #expect(stage.contexts.last == .complete(false))
    stage.uikitEnded()
    #expect(!scene.window.keyboard.isShown)
    #expect(scene.window.keyboard.visibleHeight == 0)
    expectApproximately(try bottom(stage), 844, absolute: 1e-6)
  }

  @Test func keyboardNotificationsLeaveNothingBehindTheScene() throws {
    weak var window: Window?
    weak var engineKeyboard: Keyboard?
    weak var scene: MirroredPresentation<PlainToolkit>?
    do {
      let stage = PlainStage(.sheet(detents: [.medium]))
      stage.presentByButton()
      try stage.scene?.keyboardWillChangeFrame(keyboard(300))
      stage.run(0.2)
      stage.dismiss()
      stage.attach(.interruptible)
      stage.run(1)
      stage.uikitEnded()
      #expect(stage.actions.last == .ended)
      // After the end, a late notification changes nothing.
      #expect(try stage.scene?.keyboardWillChangeFrame(keyboard(0)) == [])
      window = stage.scene?.window
      engineKeyboard = stage.scene?.window.keyboard
      scene = stage.scene
      stage.scene = nil
    }
    #expect(scene == nil)
    #expect(window == nil)
    #expect(engineKeyboard == nil)
  }

  @Test func aFingerAndAChangedFrameKeepTheFramesComing() throws {
    // A sheet dragged between detents is not a transition; its frames must still come.
    let stage = PlainStage(.sheet(detents: [.medium, .large]))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    stage.run(0.1)
    #expect(!scene.needsFrames)
    stage.touch(.began, at: Point(x: 195, y: 500))
    #expect(scene.needsFrames)
    stage.moveDown(from: Point(x: 195, y: 500), by: -20, steps: 1...10)
    #expect(scene.content.manager.activeRun == nil)
    stage.touch(.ended, at: Point(x: 195, y: 300))
    #expect(scene.needsFrames)  // springing to large: no run, no finger, but it moves
    var frames = 0
    while scene.needsFrames, frames < 600 {
      stage.run(1 / 60.0)
      frames += 1
    }
    #expect(frames < 120)  // it came to rest and the frames stopped
    let values = try #require(stage.presentedView.values)
    expectApproximately(values.bounds.height, 844, absolute: 1e-6)
  }
}
