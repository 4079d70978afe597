import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
final class ScrollEvents: ScrollViewDelegate {
  var endedDecelerating = 0
  var beganDragging = 0
  /// When set, the deceleration lands on the nearest multiple of this, in points.
  var page: Double?

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, velocity: Vector, targetContentOffset: inout Point
  ) {
    if let page { targetContentOffset.y = (targetContentOffset.y / page).rounded() * page }
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { beganDragging += 1 }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating += 1 }
}

@MainActor
struct ScrollViewTests {
  let window = makeWindow()
  let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let events = ScrollEvents()

  init() {
    list.contentSize = Size(width: 390, height: 3000)
    list.delegate = events
    window.addSubview(list)
  }

  @Test func limits() {
    expectApproximately(list.maximumContentOffset.y, 3000 - 844)
    expectApproximately(list.minimumContentOffset.y, 0)
    #expect(list.isAtTop)
    #expect(list.canScrollVertically)
    #expect(!list.canScrollHorizontally)
  }

  @Test func dragMovesTheContentWithTheFinger() throws {
    list.contentOffset = Point(x: 0, y: 500)
    var script = TouchScript()
    script.down(at: .at(200, 600))
    script.move(by: Vector(dx: 30, dy: -10), duration: 1.0 / 60)  // begins the pan
    script.move(by: Vector(dx: 0, dy: -200), duration: 0.5)
    try script.play(in: window)
    #expect(events.beganDragging == 1)
    #expect(list.isDragging)
    expectApproximately(list.contentOffset.y, 700, absolute: 1e-9)
    expectApproximately(list.contentOffset.x, 0)  // cannot scroll sideways
  }

  @Test func pullingPastTheTopRubberBands() throws {
    var script = TouchScript()
    script.down(at: .at(200, 300))
    script.move(by: Vector(dx: 0, dy: 10), duration: 1.0 / 60)
    script.move(by: Vector(dx: 0, dy: 200), duration: 0.5)
    try script.play(in: window)
    let banded = rubberBandUnchecked(offset: -200, dimension: 844)
    expectApproximately(list.contentOffset.y, banded, absolute: 1e-9)
    script.wait(0.1)  // the finger rests, then lifts: it springs back
    script.up()
    try window.send(try #require(script.touches.last))
    #expect(list.isDecelerating)
    try window.advance(to: window.currentTime + 2, frameRate: 60)
    expectApproximately(list.contentOffset.y, 0, absolute: 0.5)
    #expect(!list.isDecelerating)
    #expect(events.endedDecelerating == 1)
  }

  @Test func flingDeceleratesToTheProjectedOffset() throws {
    list.contentOffset = Point(x: 0, y: 500)
    var script = TouchScript(frameRate: 120)
    script.down(at: .at(200, 600))
    script.move(by: Vector(dx: 0, dy: -200), duration: 0.2)  // 1000 pt/s upwards
    script.up(after: 0.004)
    var releaseVelocity = 0.0
    let pan = list.panGestureRecognizer
    pan.addAction { pan in if pan.state == .ended { releaseVelocity = -pan.velocity(in: nil).dy } }
    try script.play(in: window)
    #expect(list.isDecelerating)
    expectApproximately(releaseVelocity, 1000, absolute: 80)  // the lift sample slows it a bit
    let released = list.contentOffset.y
    let projected = try Decay(from: released, initialVelocity: releaseVelocity).restingValue
    try window.advance(to: window.currentTime + 6, frameRate: 60)
    #expect(!list.isDecelerating)
    expectApproximately(list.contentOffset.y, projected, absolute: 1)
  }

  @Test func theDelegateCanChooseWhereAFlingLands() throws {
    events.page = 400
    list.contentOffset = Point(x: 0, y: 500)
    var script = TouchScript(frameRate: 120)
    script.down(at: .at(200, 600))
    script.move(by: Vector(dx: 0, dy: -100), duration: 0.2)
    script.up(after: 0.004)
    try script.play(in: window)
    try window.advance(to: window.currentTime + 6, frameRate: 60)
    let landed = list.contentOffset.y
    expectApproximately(landed, (landed / 400).rounded() * 400, absolute: 0.5)
    #expect(landed > 500)
  }

  @Test func flingPastTheBottomBouncesBackToTheEdge() throws {
    list.contentOffset = Point(x: 0, y: 2000)
    var script = TouchScript(frameRate: 120)
    script.down(at: .at(200, 600))
    script.move(by: Vector(dx: 0, dy: -300), duration: 0.15)  // 2000 pt/s
    script.up(after: 0.004)
    try script.play(in: window)
    var furthest = 0.0
    for frame in 1...360 {
      try window.advance(to: window.currentTime + 1.0 / 60)
      furthest = max(furthest, list.contentOffset.y)
      if frame == 360 { break }
    }
    #expect(furthest > list.maximumContentOffset.y + 1)  // it went past the edge
    expectApproximately(list.contentOffset.y, list.maximumContentOffset.y, absolute: 0.5)
  }
}

/// The scenario: a pan over a scroll view inside a sheet. Dragging down scrolls the
/// list to its top, then hands off to the sheet, which follows the finger; dragging back up
/// moves the sheet home, then hands back to the list, which scrolls again.
@MainActor
struct ScrollHandOffScenarioTests {
  @Test func panHandsOffBetweenListAndSheetBothWays() throws {
    let window = makeWindow()
    let sheet = View(frame: Rect(x: 0, y: 100, width: 390, height: 744))
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 744))
    list.contentSize = Size(width: 390, height: 3000)
    list.contentOffset = Point(x: 0, y: 60)
    window.addSubview(sheet)
    sheet.addSubview(list)

    let sheetPan = PanGestureRecognizer()
    sheetPan.axis = .vertical
    let delegate = ConfigurableGestureDelegate()
    delegate.simultaneous = { _, other in other === list.panGestureRecognizer }
    sheetPan.delegate = delegate
    sheet.addGestureRecognizer(sheetPan)

    var sheetOffset = 0.0
    var last = 0.0
    var listWasAtTop = false
    var samples: [(sheet: Double, list: Double)] = []
    // The action is handed its recogniser; the views it touches own it, so unowned.
    sheetPan.addAction { [unowned list, unowned sheet] sheetPan in
      let dy = sheetPan.translation(in: nil).dy
      switch sheetPan.state {
      case .began:
        last = dy
      case .changed:
        let delta = dy - last
        last = dy
        if sheetOffset > 0 || (listWasAtTop && delta > 0) {
          sheetOffset = max(0, sheetOffset + delta)
          list.contentOffset = list.minimumContentOffset  // pinned while the sheet moves
          sheet.transform = Transform(translationX: 0, y: sheetOffset)
        }
      default: break
      }
      listWasAtTop = list.isAtTop
      samples.append((sheetOffset, list.contentOffset.y))
    }

    var script = TouchScript()
    script.down(at: .at(200, 400))
    script.move(by: Vector(dx: 0, dy: 300), duration: 0.5)  // 30 moves of 10 pt
    try script.play(in: window)
    // Move 1 begins both pans; moves 2–7 scroll the list 60 → 0; moves 8–30 move the sheet.
    expectApproximately(list.contentOffset.y, 0, absolute: 1e-9)
    expectApproximately(sheetOffset, 230, absolute: 1e-9)
    expectApproximately(sheet.transform.translation.dy, 230, absolute: 1e-9)
    #expect(samples.contains { abs($0.list - 30) < 1e-9 && $0.sheet == 0 })  // list first

    var back = TouchScript(start: script.time)
    back.move(by: Vector(dx: 0, dy: -300), duration: 0.5)
    back.up()
    // Continue the same finger: moves 31–53 bring the sheet home, 54–60 scroll the list.
    let moves = back.touches.map {
      Touch(id: 1, phase: $0.phase, location: $0.location + Vector(dx: 200, dy: 700), time: $0.time)
    }
    for touch in moves.dropLast() { try window.send(touch) }
    expectApproximately(sheetOffset, 0, absolute: 1e-9)
    expectApproximately(list.contentOffset.y, 70, absolute: 1e-9)
    #expect(list.isDragging)
    try window.send(try #require(moves.last))
    #expect(list.isDecelerating)  // released while scrolling up: the list keeps going
    let released = list.contentOffset.y
    try window.advance(to: window.currentTime + 0.2)
    #expect(list.contentOffset.y > released)
    #expect(sheetPan.state == .possible)
  }
}
