import Motion
import Stage
import Testing
import TransitionsPlayback
import TransitionsTestSupport

@testable import Transitions

/// Plays a script of the `zoom` transition (its options given).
@MainActor
func playZoom(
  options: [String: OptionValue] = [:], start: Script.Start = .idle, reduceMotion: Bool = false,
  frameRate: Double = 120, until: Double? = nil, _ events: [ScriptEvent]
) throws -> Timeline {
  var player = ScenarioPlayer()
  player.register(ZoomTransition.definition)
  return try player.play(
    Script(
      transition: "zoom", options: options, frameRate: frameRate, until: until,
      reduceMotion: reduceMotion, start: start, events: events))
}

@MainActor
struct ZoomTransitionTests {
  let full = Rect(x: 0, y: 0, width: 390, height: 844)
  let cell = Rect(x: 24, y: 180, width: 160, height: 160)

  func expectFrame(
    _ actual: Rect, _ expected: Rect, absolute: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectApproximately(
      actual.origin.x, expected.origin.x, absolute: absolute, sourceLocation: sourceLocation)
    expectApproximately(
      actual.origin.y, expected.origin.y, absolute: absolute, sourceLocation: sourceLocation)
    expectApproximately(
      actual.width, expected.width, absolute: absolute, sourceLocation: sourceLocation)
    expectApproximately(
      actual.height, expected.height, absolute: absolute, sourceLocation: sourceLocation)
  }

  @Test func aButtonPresentGrowsFromTheCellOnAHalfSecondSpring() throws {
    let timeline = try playZoom(until: 1.2, [action(.present, at: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    let ended = try #require(timeline.endings.first?.time)
    expectApproximately(ended, 0.1 + ZoomTransition.duration, absolute: 1.0 / 120 + 1e-9)
    let first = try #require(timeline.frames.first)
    #expect(try #require(first.view("source")).isVisible)
    expectFrame(try #require(first.view("source")).frame, cell)
    var overshoot = false
    for frame in timeline.frames where frame.phase == .transitioning {
      // From rest every edge moves on one course: the frame on the straight path, progress
      // the share of it travelled, the corners from the cell's 12 pt to 0.
      let p = try #require(frame.progress)
      let presented = try #require(frame.view("presented"))
      expectFrame(presented.frame, cell.interpolated(to: full, fraction: p))
      expectApproximately(presented.cornerRadius, max(12 * (1 - p), 0), absolute: 1e-6)
      expectApproximately(
        try #require(frame.view("dimming")).alpha, min(max(0.25 * p, 0), 1), absolute: 1e-6)
      #expect(try #require(frame.view("source")).isVisible == false)
      if p > 1 { overshoot = true }
    }
    #expect(overshoot, "a spring of damping ratio 0.85 goes a little past the end")
    let last = try #require(timeline.frames.last)
    #expect(last.phase == .presented)
    expectFrame(try #require(last.view("presented")).frame, full, absolute: 0)
    #expect(try #require(last.view("presented")).cornerRadius == 0)
    #expect(try #require(last.view("source")).isVisible == false)
  }

  @Test func aButtonDismissZoomsBackIntoTheCell() throws {
    let timeline = try playZoom(start: .presented, until: 1.2, [action(.dismiss, at: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    for frame in timeline.frames where frame.phase == .transitioning {
      let p = try #require(frame.progress)
      expectFrame(
        try #require(frame.view("presented")).frame, full.interpolated(to: cell, fraction: p))
    }
    let last = try #require(timeline.frames.last)
    #expect(last.phase == .idle)
    #expect(try #require(last.view("presented")).isVisible == false)
    #expect(try #require(last.view("source")).isVisible)
    #expect(timeline.callbacks("presenting") == [.willAppear, .didAppear])
    #expect(timeline.callbacks("presented") == [.willDisappear, .didDisappear])
  }

  @Test func aDiagonalDragMovesTheScreenWithTheFingerAndShrinksItAboutTheFinger() throws {
    let from = Point(x: 195, y: 300)
    let timeline = try playZoom(
      start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 300), to: (345, 600), duration: 0.6, hold: 0.3)])
    var checked = 0
    for frame in timeline.frames where frame.isInteractive {
      let finger = try #require(frame.touch)
      let moved = Vector(dx: finger.x - from.x, dy: finger.y - from.y)
      let scale = ZoomTransition.dragScale(distance: moved.length, height: 844, floor: 0.5)
      let presented = try #require(frame.view("presented"))
      // The point that was grabbed stays under the finger, the screen scaled about it.
      let expected = Rect(
        x: finger.x + scale * (0 - from.x), y: finger.y + scale * (0 - from.y),
        width: scale * 390, height: scale * 844)
      expectFrame(presented.frame, expected)
      #expect(scale <= 1 && scale >= 0.5)
      // Progress is the downward travel over a third of the height (rubber-banded past 1).
      let travel = 844.0 / 3
      expectApproximately(
        try #require(frame.progress),
        PercentDrivenInteraction.rubberBanded(moved.dy / travel, travel: travel), absolute: 1e-6)
      checked += 1
    }
    #expect(checked > 50)
    // 300 pt down, held: past the middle, it zooms into the cell.
    #expect(timeline.endings.map(\.completed) == [true])
    let last = try #require(timeline.frames.last)
    #expect(try #require(last.view("source")).isVisible)
    #expect(try #require(last.view("presented")).isVisible == false)
  }

  @Test func theScaleFallsWithTheDistanceToItsFloor() {
    let scales = [0.0, 100, 300, 1000, 1e6].map {
      ZoomTransition.dragScale(distance: $0, height: 844, floor: 0.5)
    }
    #expect(scales[0] == 1)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 > $1 })
    #expect(scales.allSatisfy { $0 >= 0.5 })
    expectApproximately(scales[4], 0.5, absolute: 1e-3)
    // Half-way to the floor at 0.4 H.
    expectApproximately(
      ZoomTransition.dragScale(distance: 0.4 * 844, height: 844, floor: 0.5), 0.75, absolute: 1e-12)
  }

  @Test func aReleaseZoomsIntoTheCellFromWhereItWasLetGoCarryingTheVelocity() throws {
    // A flick down and to the right: 120 pt in 0.1 s, released moving.
    let timeline = try playZoom(
      start: .presented, frameRate: 1000, until: 1.5,
      [drag(at: 0.1, from: (195, 300), to: (255, 396), duration: 0.1)])
    let ended = try #require(timeline.events("interactionEnded").first)
    guard case .interactionEnded(.finish, let velocity, _) = ended.kind else {
      Issue.record("expected a finish, got \(ended.kind)")
      return
    }
    let frames = timeline.frames.filter { $0.time >= ended.time }
    let atRelease = try #require(frames.first?.view("presented")).frame
    let next = try #require(frames.dropFirst().first?.view("presented")).frame
    // It goes on the way the finger threw it (down and right) before the spring turns it.
    let shown = Vector(
      dx: (next.origin.x - atRelease.origin.x) * 1000,
      dy: (next.origin.y - atRelease.origin.y) * 1000)
    expectApproximately(shown.dx, velocity.dx, relative: 0.15)
    expectApproximately(shown.dy, velocity.dy, relative: 0.15)
    #expect(timeline.endings.map(\.completed) == [true])
    // And lands on the cell (its last frame before it ends within a point of it).
    let landed = try #require(timeline.frames.last { $0.phase == .transitioning })
    expectFrame(try #require(landed.view("presented")).frame, cell, absolute: 1)
  }

  @Test func aShortDragSpringsBackToFullScreen() throws {
    let timeline = try playZoom(
      start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 300), to: (225, 360), duration: 0.4, hold: 0.2)])
    #expect(timeline.endings.map(\.completed) == [false])
    let last = try #require(timeline.frames.last)
    #expect(last.phase == .presented)
    let presented = try #require(last.view("presented"))
    expectFrame(presented.frame, full, absolute: 0)
    #expect(presented.cornerRadius == 0 && presented.alpha == 1)
    #expect(try #require(last.view("dimming")).alpha == 0.25)
  }

  @Test func aFingerCatchesTheZoomMidFlightWithNoJump() throws {
    // Present by the button; 0.15 s in, a finger lands on the growing screen and holds.
    let timeline = try playZoom(
      frameRate: 240, until: 2,
      [action(.present, at: 0.1)] + [
        touch(.down, at: 0.15 + 0.5 / 240, 150, 400), touch(.up, at: 0.6, 150, 400),
      ])
    let before = try #require(timeline.frames.last { $0.time < 0.152 }?.view("presented"))
    let held = timeline.frames.filter { $0.time > 0.153 && $0.time < 0.6 }
    let first = try #require(held.first?.view("presented"))
    let reference = try playZoom(frameRate: 240, until: 1, [action(.present, at: 0.1)])
    let free = try #require(reference.frames.first { $0.time > 0.152 }?.view("presented"))
    // Caught between where it was and where it would have gone; then still.
    #expect(first.frame.origin.y <= before.frame.origin.y + 1e-9)
    #expect(first.frame.origin.y >= free.frame.origin.y - 1e-9)
    for frame in held {
      expectFrame(try #require(frame.view("presented")).frame, first.frame, absolute: 1e-9)
    }
    #expect(timeline.events("interactionBegan").count == 1)
    #expect(timeline.endings.count == 1)
  }

  @Test func grabbedWhileZoomingOutAndDraggedItFollowsFromWhereItWas() throws {
    // Caught 0.1 s into the button's dismissal, held 50 ms, then dragged 200 pt up.
    let down = 0.2 + 0.5 / 240
    var events = [action(.dismiss, at: 0.1), touch(.down, at: down, 150, 400)]
    for step in 1...36 {
      events.append(touch(.move, at: 0.25 + Double(step) / 120, 150, 400 - Double(step) * 200 / 36))
    }
    events.append(touch(.up, at: 0.75, 150, 200))
    let timeline = try playZoom(start: .presented, frameRate: 240, until: 2.5, events)
    let held = timeline.frames.filter { $0.time > down && $0.time < 0.25 + 1.0 / 120 }
    let still = try #require(held.first?.view("presented")).frame
    for frame in held {
      expectFrame(try #require(frame.view("presented")).frame, still, absolute: 1e-9)
    }
    // The first movement moves it by about the finger's step (5.6 pt), not a jump.
    let moving = try #require(
      timeline.frames.first { $0.time > 0.25 + 1.0 / 120 }?.view("presented")
    ).frame
    #expect(abs(moving.origin.y - still.origin.y) < 10, "no jump: \(still) → \(moving)")
    // Dragged back up and held: the dismissal is thrown back, full screen again.
    #expect(timeline.endings.map(\.completed) == [false])
    expectFrame(try #require(timeline.frames.last?.view("presented")).frame, full, absolute: 0)
  }

  @Test func withTheSourceGoneTheDismissalFadesAndShrinksToTheCentre() throws {
    let timeline = try playZoom(
      options: ["sourceGoneAtDismissal": .bool(true)], start: .presented, until: 1.2,
      [action(.dismiss, at: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    let centred = Rect(
      center: Point(x: 195, y: 422), size: Size(width: 390 * 0.6, height: 844 * 0.6))
    for frame in timeline.frames where frame.phase == .transitioning {
      let p = try #require(frame.progress)
      let presented = try #require(frame.view("presented"))
      expectFrame(presented.frame, full.interpolated(to: centred, fraction: p))
      expectApproximately(presented.alpha, min(max(1 - p, 0), 1), absolute: 1e-6)
    }
    #expect(try #require(timeline.frames.last?.view("source")).isVisible == false)
  }

  @Test func underReduceMotionTheButtonsCrossFade() throws {
    let timeline = try playZoom(
      reduceMotion: true, until: 2, [action(.present, at: 0.1), action(.dismiss, at: 1)])
    #expect(timeline.endings.map(\.completed) == [true, true])
    for frame in timeline.frames where frame.phase == .transitioning {
      let presented = try #require(frame.view("presented"))
      expectFrame(presented.frame, full, absolute: 0)
    }
    let fading = try #require(timeline.frame(at: 0.25)?.view("presented"))
    #expect(fading.alpha > 0.1 && fading.alpha < 0.9)
  }

  @Test func theSourceFrameIsAListOfFourNumbers() throws {
    var player = ScenarioPlayer()
    player.register(ZoomTransition.definition)
    let script = try Script(
      json: #"""
        {"transition": "zoom", "options": {"sourceFrame": [40, 200, 120, 90]}, "until": 1,
         "events": [{"at": 0.1, "action": "present"}]}
        """#)
    #expect(script.json().contains(#""sourceFrame":[40.0,200.0,120.0,90.0]"#))
    let timeline = try player.play(script)
    let source = try #require(timeline.frames.first?.view("source"))
    expectFrame(source.frame, Rect(x: 40, y: 200, width: 120, height: 90), absolute: 0)
    let expected =
      "expected [x, y, width, height]: four numbers from -10000 to 10000 pt, the width and "
      + "height above 0, got "
    for (bad, shown) in [
      ([1, 2, 3], "[1, 2, 3]"), ([1, 2, 0, 4], "[1, 2, 0, 4]"),
      ([1, 2, 3, 4e6], "[1, 2, 3, 4000000]"),
    ] {
      #expect(throws: ScriptError(path: "options.sourceFrame", problem: expected + shown)) {
        try playZoom(options: ["sourceFrame": .list(bad.map { .number($0) })], [])
      }
    }
    #expect(throws: ScriptError.self) {
      try playZoom(
        options: ["sourceFrame": .list([.string("a"), .number(1), .number(1), .number(1)])], [])
    }
    #expect(throws: ScriptError.self) {
      try playZoom(options: ["sourceFrame": .number(3)], [])
    }
  }

  @Test func settingsOutOfTheirRangesAreClampedAndNotANumberTakesTheDefault() {
    var configuration = ZoomTransition.Configuration()
    configuration.sourceFrame = Rect(x: .nan, y: 50, width: -10, height: .infinity)
    configuration.minimumScale = 7
    configuration.sourceCornerRadius = .nan
    let zoom = ZoomTransition(configuration)
    let defaults = ZoomTransition.Configuration()
    #expect(
      zoom.configuration.sourceFrame
        == Rect(x: defaults.sourceFrame.origin.x, y: 50, width: 160, height: 160))
    #expect(zoom.configuration.minimumScale == 1)
    #expect(zoom.configuration.sourceCornerRadius == defaults.sourceCornerRadius)
    // A floor of 1: dragged, the screen does not shrink.
    #expect(ZoomTransition.dragScale(distance: 500, height: 844, floor: 1) == 1)
  }

  // MARK: Through the API

  @Test func theProviderIsAskedAtPresentAndAgainAtDismissAndTheZoomGoesWhereTheCellIsThen()
    throws
  {
    let window = Window(size: Size(width: 390, height: 844))
    let grid = ViewController()
    let photo = ViewController()
    window.rootViewController = grid
    let cellView = View(frame: Rect(x: 20, y: 100, width: 100, height: 100))
    cellView.cornerRadius = 8
    grid.view.addSubview(cellView)
    var asked: [TransitionOperation] = []
    let manager = try grid.present(
      photo,
      transition: .zoom(source: { context in
        asked.append(context.operation)
        return cellView
      }))
    #expect(asked == [.present])
    #expect(cellView.isHidden)
    try window.advance(to: 1, frameRate: 60)
    expectFrame(photo.view.frame, full, absolute: 0)
    // The cell scrolled while the photo was shown.
    cellView.frame = Rect(x: 200, y: 500, width: 100, height: 100)
    try manager.dismiss()
    #expect(asked == [.present, .dismiss])
    try window.advance(to: 1.45, frameRate: 60)
    let late = photo.view.onScreen.frame
    #expect(late.origin.x > 150 && late.origin.y > 400, "heading for the moved cell: \(late)")
    try window.advance(to: 2, frameRate: 60)
    #expect(!cellView.isHidden)
    #expect(photo.view.window == nil)
  }

  @Test func pushedOnANavigationStackItZoomsAndPopsByItsOwnDrag() throws {
    let stage = NavigationStage()
    let cellView = View(frame: Rect(x: 20, y: 100, width: 100, height: 100))
    stage.a.view.addSubview(cellView)
    try stage.advance(to: 0.1)
    try stage.navigation.pushViewController(
      stage.b, transition: .zoom(source: { _ in cellView }), animated: true)
    try stage.advance(to: 0.15)
    let growing = stage.b.view.onScreen.frame
    #expect(growing.width < 390 && growing.width > 100)
    try stage.advance(to: 1)
    expectFrame(stage.b.view.frame, full, absolute: 0)
    #expect(stage.described("transitionEnded") == ["transitionEnded(push, completed: true)"])
    // The edge gesture does not pop it...
    try stage.drag(at: 1, from: .at(5, 400), by: Vector(dx: 250, dy: 0), duration: 0.3)
    try stage.advance(to: 2)
    #expect(stage.described("transitionBegan").count == 1)
    // ...its own drag down does, into the cell.
    try stage.drag(at: 2, from: .at(195, 300), by: Vector(dx: 40, dy: 300), duration: 0.4)
    try stage.advance(to: 3.5)
    #expect(stage.described("transitionEnded").last == "transitionEnded(pop, completed: true)")
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    #expect(!cellView.isHidden)
  }

  @Test func nothingOfTheZoomOutlivesItsDismissal() throws {
    weak var transition: ZoomTransition?
    weak var photo: ViewController?
    let window = Window(size: Size(width: 390, height: 844))
    let grid = ViewController()
    window.rootViewController = grid
    try {
      let made = ViewController()
      photo = made
      let manager = try grid.present(made, transition: .zoom())
      transition = manager.transition as? ZoomTransition
      try window.advance(to: 1, frameRate: 60)
      try manager.dismiss()
    }()
    try window.advance(to: 2, frameRate: 60)
    #expect(photo == nil)
    #expect(transition == nil)
  }
}
