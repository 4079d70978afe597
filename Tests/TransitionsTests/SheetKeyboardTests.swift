import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// The sheet on the keyboard, on a size change, and on scrolling content, through the API.
@MainActor
struct SheetKeyboardTests {
  let iPhone = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  /// Records, every frame, the sheet's bottom edge and the keyboard's top.
  func ridesTheKeyboard(_ stage: SheetStage, for seconds: Double) throws {
    let end = stage.now + seconds
    while stage.now < end - 1e-9 {
      try stage.advance(by: 1 / stage.frameRate)
      let keyboardTop = 844 - stage.window.keyboard.visibleHeight
      expectApproximately(stage.frame.maxY, keyboardTop, absolute: 1e-9, "at \(stage.now)")
    }
  }

  @Test func theSheetRidesOnTheKeyboardInTheSameAnimation() throws {
    let stage = SheetStage(detents: [.medium, .large], safeArea: iPhone)
    try stage.present()
    try stage.window.keyboard.show(height: 336)
    try ridesTheKeyboard(stage, for: 0.3)
    #expect(stage.frame == Rect(x: 0, y: 844 - 336 - 422, width: 390, height: 422))
    #expect(stage.sheet.restingDetent == .medium)
    // At large it stops at the top safe area and shrinks instead.
    stage.sheet.select(.large)
    try stage.advance(by: 1.5)
    #expect(stage.frame == Rect(x: 0, y: 47, width: 390, height: 844 - 336 - 47))
    // Hidden again, it grows back to its detent, never leaving the keyboard's top.
    try stage.window.keyboard.hide()
    try ridesTheKeyboard(stage, for: 0.3)
    #expect(stage.frame == Rect(x: 0, y: 47, width: 390, height: 797))
    #expect(stage.largestStep(from: 0) < 30)
  }

  @Test func theKeyboardHidingDuringADragLeavesTheSheetsTopUnderTheFinger() throws {
    let stage = SheetStage(detents: [.medium, .large], safeArea: iPhone)
    try stage.present()
    try stage.window.keyboard.show(height: 336, duration: 0)
    #expect(stage.frame.origin.y == 86)
    try stage.touch(.began, 195, 300, at: 0.1)
    try stage.move(from: 300, to: 280, duration: 0.2)
    try stage.window.keyboard.hide()
    let hidden = stage.now
    var finger = 280.0
    while stage.window.keyboard.visibleHeight > 0 {
      finger -= 0.1
      try stage.touch(.moved, 195, finger, at: stage.now + 1.0 / 240)
      // The top follows the finger whatever the keyboard does; the bottom rides on it.
      expectApproximately(stage.frame.origin.y, 86 - (300 - finger), absolute: 1e-6)
      expectApproximately(
        stage.frame.maxY, 844 - stage.window.keyboard.visibleHeight, absolute: 1e-6)
    }
    #expect(stage.window.keyboard.visibleHeight == 0)
    try stage.touch(.ended, 195, finger, at: stage.now + 0.1)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    #expect(stage.largestStep(from: hidden) < 2)
  }

  @Test func theKeyboardHidingDuringASpringLetsItArriveWithNoJump() throws {
    let stage = SheetStage(detents: [.medium, .large], safeArea: iPhone)
    try stage.present()
    try stage.window.keyboard.show(height: 300, duration: 0)
    stage.sheet.select(.large)
    try stage.advance(by: 0.08)
    try stage.window.keyboard.hide()
    let start = stage.now
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    #expect(stage.frame == Rect(x: 0, y: 47, width: 390, height: 797))
    // The keyboard moves at most ≈ 20 pt a frame at 240 Hz; the spring less.
    #expect(stage.largestStep(from: start) < 25)
  }

  @Test func aDismissalMovesTheSheetAndTheKeyboardTogether() throws {
    let stage = SheetStage(detents: [.medium, .large], safeArea: iPhone)
    try stage.present()
    try stage.window.keyboard.show(height: 300, duration: 0)
    try stage.drag(from: 400, to: 600, duration: 0.4, hold: 0.1, release: false)
    let keyboard = stage.window.keyboard
    expectApproximately(keyboard.visibleHeight, 300 - 200, absolute: 1e-6)
    expectApproximately(stage.frame.maxY, 844 - keyboard.visibleHeight, absolute: 1e-6)
    #expect(stage.manager.activeOperation == .dismiss)
    // Released at rest, 190 of 722 points down: it stays, and the keyboard comes back.
    try stage.touch(.ended, 195, 600, at: stage.now)
    try stage.advance(by: 1.5)
    #expect(stage.endings.map(\.1) == [false])
    #expect(keyboard.visibleHeight == 300)
    #expect(stage.frame == Rect(x: 0, y: 844 - 300 - 422, width: 390, height: 422))
    // Dragged far enough, both go.
    stage.keyboardEvents.removeAll()
    try stage.drag(from: 400, to: 900, duration: 0.5, hold: 0.1)
    try stage.advance(by: 1.5)
    #expect(stage.endings.map(\.1) == [false, true])
    #expect(keyboard.visibleHeight == 0)
    #expect(!keyboard.isShown)
    #expect(stage.keyboardEvents.map(\.event).last == .didHide(height: 300))
  }

  // MARK: Size change

  @Test func aRotationReResolvesTheDetentsAndKeepsTheSheetAtItsDetent() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    stage.window.resize(to: Size(width: 844, height: 390))
    #expect(stage.frame == Rect(x: 0, y: 195, width: 844, height: 195))
    #expect(stage.sheet.restingDetent == .medium)
    #expect(stage.sheet.dimmingView.onScreen.frame == Rect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func aRotationMidSpringGoesOnToTheSameDetentResolvedAgain() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    stage.sheet.select(.large)
    try stage.advance(by: 0.1)
    let offset = stage.extent - 844  // how far from large the spring has come
    stage.window.resize(to: Size(width: 844, height: 390))
    expectApproximately(stage.extent, 390 + offset, absolute: 1e-6)
    try stage.advance(by: 1.5)
    #expect(stage.frame == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(stage.sheet.restingDetent == .large)
  }

  @Test func aRotationMidDragKeepsTheFingersDistanceFromItsDetent() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    try stage.drag(from: 700, to: 640, duration: 0.2, hold: 0.1, release: false)
    let offset = stage.extent - 422
    stage.window.resize(to: Size(width: 844, height: 390))
    expectApproximately(stage.extent, 195 + offset, absolute: 1e-6)
    try stage.move(from: 640, to: 620, duration: 0.1)
    expectApproximately(stage.extent, 195 + offset + 20, absolute: 1e-6)
    try stage.touch(.ended, 195, 620, at: stage.now + 0.1)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .medium)
    #expect(stage.frame == Rect(x: 0, y: 195, width: 844, height: 195))
  }

  // MARK: Scrolling content

  /// A stage whose sheet holds a list 2000 pt tall, scrolled to `offset`.
  func scrolling(at detent: SheetDetent, offset: Double = 0) throws -> (SheetStage, ScrollView) {
    let stage = SheetStage(detents: [.medium, .large]) { $0.selectedDetent = detent }
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    list.contentSize = Size(width: 390, height: 2000)
    list.contentOffset = Point(x: 0, y: offset)
    stage.detail.view.addSubview(list)
    stage.sheet.scrollView = list
    try stage.present()
    return (stage, list)
  }

  @Test func aDragUpOnTheContentExpandsTheSheetThenScrollsIt() throws {
    let (stage, list) = try scrolling(at: .medium)
    try stage.touch(.began, 195, 800, at: 0.1)
    var finger = 800.0
    var base: Double?
    while finger > 200 {
      finger -= 2
      try stage.touch(.moved, 195, finger, at: stage.now + 1.0 / 240)
      guard stage.extent > 422 || list.contentOffset.y > 0 else { continue }
      base = base ?? (800 - finger) - (stage.extent - 422) - list.contentOffset.y
      // One drag, shared with no jump: what the sheet rose plus what the content scrolled is
      // the finger's travel.
      let shared = (stage.extent - 422) + list.contentOffset.y
      expectApproximately(shared, (800 - finger) - (base ?? 0), absolute: 1e-6)
      if list.contentOffset.y > 0 { #expect(stage.extent == 844, "expanded first") }
    }
    #expect(stage.extent == 844)
    expectApproximately(list.contentOffset.y, 600 - 422 - (base ?? 0), absolute: 1e-6)
    try stage.touch(.ended, 195, finger, at: stage.now + 0.1)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    #expect(stage.changes == [.detentChanged(from: .medium, to: .large, interactive: true)])
  }

  @Test func atTheTopOfTheContentADownwardDragMovesTheSheetDownAndBack() throws {
    let (stage, list) = try scrolling(at: .large, offset: 100)
    try stage.touch(.began, 195, 200, at: 0.1)
    var finger = 200.0
    var base: Double?
    while finger < 700 {
      finger += 2
      try stage.touch(.moved, 195, finger, at: stage.now + 1.0 / 240)
      guard list.contentOffset.y < 100 else { continue }
      base = base ?? (finger - 200) - (100 - list.contentOffset.y) - (844 - stage.extent)
      let shared = (100 - list.contentOffset.y) + (844 - stage.extent)
      expectApproximately(shared, (finger - 200) - (base ?? 0), absolute: 1e-6)
      if stage.extent < 844 { #expect(list.contentOffset.y == 0, "the content first") }
    }
    let low = stage.extent
    // And back up in the same drag: the sheet rises to large, then the content scrolls.
    while finger > 150 {
      finger -= 2
      try stage.touch(.moved, 195, finger, at: stage.now + 1.0 / 240)
    }
    #expect(low < 500)
    #expect(stage.extent == 844)
    #expect(list.contentOffset.y > 0)
    #expect(stage.largestStep(from: 0) <= 2 + 1e-6)
    try stage.touch(.ended, 195, finger, at: stage.now + 0.1)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    #expect(stage.endings.isEmpty)
  }

  @Test func atTheTopOfTheContentADownwardFlickDismisses() throws {
    let (stage, list) = try scrolling(at: .medium)
    try stage.drag(from: 500, to: 600, duration: 0.05)  // 2000 pt/s down
    try stage.advance(by: 1)
    #expect(stage.endings.map(\.1) == [true])
    #expect(list.contentOffset.y == 0)
  }
}
