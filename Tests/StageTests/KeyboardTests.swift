import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
struct KeyboardTests {
  func window() -> Window { Window(size: Size(width: 390, height: 844)) }

  @Test func showsAlongTheKeyboardCurveOverTheDurationThenReportsIt() throws {
    let window = window()
    var events: [Keyboard.Event] = []
    window.keyboard.onEvent = { events.append($0) }
    try window.advance(to: 1)
    try window.keyboard.show(height: 336)
    #expect(events == [.willShow(height: 336, duration: 0.25)])
    #expect(window.keyboard.view.superview == nil)  // nothing of it on screen yet
    for k in 1...15 {
      let t = 1 + Double(k) / 60
      try window.advance(to: t)
      let expected = 336 * KeyboardCurve.value(at: (t - 1) / 0.25)
      expectApproximately(window.keyboard.visibleHeight, expected, absolute: 1e-9)
      expectApproximately(window.keyboard.view.frame.origin.y, 844 - expected, absolute: 1e-9)
      #expect(window.keyboard.view.frame.size.height == 336)
      #expect(window.keyboard.view.superview === window)
    }
    #expect(events == [.willShow(height: 336, duration: 0.25), .didShow(height: 336)])
    #expect(!window.keyboard.isAnimating)
    expectApproximately(window.keyboard.view.frame.origin.y, 508)
  }

  @Test func hidesThroughTheBottomEdgeAndLeavesTheWindow() throws {
    let window = window()
    try window.keyboard.show(height: 300, duration: 0)
    #expect(window.keyboard.visibleHeight == 300)
    var events: [Keyboard.Event] = []
    window.keyboard.onEvent = { events.append($0) }
    try window.keyboard.hide(duration: 0.4)
    try window.advance(to: 0.2)
    expectApproximately(
      window.keyboard.visibleHeight, 300 * (1 - KeyboardCurve.value(at: 0.5)), absolute: 1e-9)
    try window.advance(to: 0.4)
    #expect(window.keyboard.visibleHeight == 0)
    #expect(window.keyboard.view.superview == nil)
    #expect(events == [.willHide(duration: 0.4), .didHide(height: 300)])
    // Hiding a hidden keyboard does nothing.
    try window.keyboard.hide()
    #expect(events.count == 2)
  }

  @Test func aShowWhileShownChangesTheHeightFromWhereItIs() throws {
    let window = window()
    try window.keyboard.show(height: 300)
    try window.advance(to: 0.1)
    let midway = window.keyboard.visibleHeight
    try window.keyboard.show(height: 200)
    expectApproximately(window.keyboard.visibleHeight, midway, absolute: 1e-9)  // no jump
    try window.advance(to: 0.35)
    #expect(window.keyboard.visibleHeight == 200)
    #expect(window.keyboard.height == 200)
  }

  @Test func staysInFrontOfViewsAddedLater() throws {
    let window = window()
    try window.keyboard.show(height: 300, duration: 0)
    let late = View(frame: window.bounds)
    window.addSubview(late)
    try window.advance(to: 1.0 / 60)
    #expect(window.subviews.last === window.keyboard.view)
  }

  @Test func aGestureHoldsItAndRequestsWaitUntilItLetsGo() throws {
    let window = window()
    try window.keyboard.show(height: 300, duration: 0)
    var events: [Keyboard.Event] = []
    window.keyboard.onEvent = { events.append($0) }
    window.keyboard.track(visibleHeight: 120)
    #expect(window.keyboard.visibleHeight == 120)
    try window.keyboard.hide()
    try window.advance(to: 0.5)
    #expect(window.keyboard.visibleHeight == 120)  // still held
    window.keyboard.track(visibleHeight: 500)
    #expect(window.keyboard.visibleHeight == 300)  // clamped to its height
    window.keyboard.endTracking(shown: true)
    #expect(events == [.didShow(height: 300), .willHide(duration: 0.25)])
    try window.advance(to: 0.75)
    #expect(window.keyboard.visibleHeight == 0)
    #expect(!window.keyboard.isShown)
  }

  @Test func refusesBadHeightsAndDurationsChangingNothing() throws {
    let window = window()
    #expect(throws: KeyboardError.invalidHeight(0, windowHeight: 844)) {
      try window.keyboard.show(height: 0)
    }
    #expect(throws: KeyboardError.invalidHeight(900, windowHeight: 844)) {
      try window.keyboard.show(height: 900)
    }
    #expect(throws: KeyboardError.self) { try window.keyboard.show(height: .nan) }
    #expect(throws: KeyboardError.invalidDuration(-1)) {
      try window.keyboard.show(height: 300, duration: -1)
    }
    #expect(throws: KeyboardError.invalidDuration(.infinity)) {
      try window.keyboard.hide(duration: .infinity)
    }
    #expect(window.keyboard.visibleHeight == 0)
    #expect(!window.keyboard.isShown)
    #expect(KeyboardError.invalidDuration(-1).description.hasPrefix("duration: expected"))
  }

  @Test func nothingOutlivesTheWindow() throws {
    weak var keyboard: Keyboard?
    do {
      let window = window()
      try window.keyboard.show(height: 300)
      keyboard = window.keyboard
      try window.advance(to: 0.1)
    }
    #expect(keyboard == nil)
  }
}
