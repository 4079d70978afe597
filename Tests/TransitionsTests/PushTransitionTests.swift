import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsPlayback

/// Plays a script of the `push` transition (its options given).
@MainActor
func playPush(
  options: [String: OptionValue] = [:], start: Script.Start = .idle, reduceMotion: Bool = false,
  frameRate: Double = 120, until: Double? = nil, _ events: [ScriptEvent]
) throws -> Timeline {
  var player = ScenarioPlayer()
  player.register(PushTransition.definition)
  return try player.play(
    Script(
      transition: "push", options: options, frameRate: frameRate, until: until,
      reduceMotion: reduceMotion, start: start, events: events))
}

@MainActor
struct PushTransitionTests {
  let width = 390.0

  /// Every frame of a running push or pop shows the three views where progress puts them:
  /// the pushed screen (1 − p)·W in (a push) or p·W out (a pop), the one below a third behind,
  /// the dimming at 0.1 over it.
  func expectInStep(_ timeline: Timeline, mirrored: Bool = false) throws {
    let side = mirrored ? -1.0 : 1.0
    for frame in timeline.frames where frame.phase == .transitioning {
      let p = try #require(frame.progress)
      let pushing = frame.operation == .push
      let shown = pushing ? p : 1 - p  // how far the pushed screen has come in
      let pushed = try #require(frame.view("pushed"))
      let below = try #require(frame.view("presenting"))
      let dimming = try #require(frame.view("dimming"))
      expectApproximately(pushed.frame.origin.x, side * width * (1 - shown), absolute: 1e-6)
      expectApproximately(below.frame.origin.x, -side * width / 3 * shown, absolute: 1e-6)
      // Alpha stays in 0…1 while a spring overshoots.
      let alpha = min(max(PushTransition.dimmingAlpha * shown, 0), 1)
      expectApproximately(dimming.alpha, alpha, absolute: 1e-9)
      expectApproximately(pushed.frame.size.width, width, absolute: 1e-9)
    }
  }

  @Test func aButtonPushSlidesInOverTheDimmingAndThePopReversesIt() throws {
    let timeline = try playPush(
      until: 2, [action(.push, at: 0.1), action(.pop, at: 1)])
    #expect(timeline.endings.map(\.completed) == [true, true])
    let endings = timeline.endings.map(\.time)
    expectApproximately(endings[0], 0.1 + PushTransition.duration, absolute: 1.0 / 120 + 1e-9)
    expectApproximately(endings[1], 1 + PushTransition.duration, absolute: 1.0 / 120 + 1e-9)
    try expectInStep(timeline)
    let entering = try #require(timeline.frame(at: 0.15)?.view("pushed"))
    #expect(entering.frame.origin.x > 0 && entering.frame.origin.x < width)
    // Damping ratio 1: never past the end.
    #expect(timeline.frames.compactMap(\.progress).allSatisfy { $0 <= 1 + 1e-12 })
    let pushedFrame = try #require(timeline.frame(at: 0.8))
    #expect(pushedFrame.phase == .presented)
    #expect(try #require(pushedFrame.view("pushed")).frame.origin.x == 0)
    #expect(try #require(pushedFrame.view("presenting")).isVisible == false)
    let last = try #require(timeline.frames.last)
    #expect(last.phase == .idle)
    #expect(try #require(last.view("pushed")).isVisible == false)
    #expect(try #require(last.view("presenting")).frame.origin.x == 0)
    // Appearance in UIKit's order, recorded by role.
    #expect(
      timeline.callbacks("presenting") == [.willDisappear, .didDisappear, .willAppear, .didAppear])
    #expect(
      timeline.callbacks("pushed") == [.willAppear, .didAppear, .willDisappear, .didDisappear])
  }

  @Test func theEdgePopFollowsTheFingerOneToOne() throws {
    // A slow drag of 200 pt from the left edge, held, released: past the middle? 200/390 ≈ 0.51.
    let timeline = try playPush(
      start: .presented, until: 2,
      [drag(at: 0.1, from: (5, 400), to: (205, 400), duration: 0.5, hold: 0.2)])
    try expectInStep(timeline)
    var interactive = 0
    for frame in timeline.frames where frame.isInteractive {
      interactive += 1
      let finger = try #require(frame.touch).x - 5
      expectApproximately(try #require(frame.view("pushed")).frame.origin.x, finger, absolute: 1e-6)
      expectApproximately(try #require(frame.progress), finger / width, absolute: 1e-9)
    }
    #expect(interactive > 50)
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(
      timeline.events("transitionBegan").first?.kind
        == .transitionBegan(operation: .pop, interactive: true))
  }

  @Test func aSlowShortDragCancelsAndAFlickFromThirtyPointsFinishes() throws {
    let slow = try playPush(
      start: .presented, until: 2,
      [drag(at: 0.1, from: (5, 400), to: (155, 400), duration: 0.5, hold: 0.2)])
    #expect(slow.endings.map(\.completed) == [false])
    let restored = try #require(slow.frames.last)
    #expect(restored.phase == .presented)
    #expect(try #require(restored.view("pushed")).frame.origin.x == 0)
    // 30 pt in 30 ms: 1000 pt/s. Projected: 30/390 + 1000/390 × 0.499 ≈ 1.36 ≥ 0.5.
    let flick = try playPush(
      start: .presented, until: 2, [drag(at: 0.1, from: (5, 400), to: (35, 400), duration: 0.03)])
    #expect(flick.endings.map(\.completed) == [true])
    #expect(try #require(flick.frames.last).phase == .idle)
  }

  @Test func theReleaseVelocityCarriesIntoTheSpring() throws {
    let timeline = try playPush(
      start: .presented, frameRate: 1000, until: 1,
      [drag(at: 0.1, from: (5, 400), to: (65, 400), duration: 0.1)])  // 600 pt/s
    let ended = try #require(timeline.events("interactionEnded").first)
    guard case .interactionEnded(.finish, let velocity, _) = ended.kind else {
      Issue.record("expected a finish, got \(ended.kind)")
      return
    }
    expectApproximately(velocity.dx, 600, relative: 0.05)
    // Over the first millisecond after the release the spring has barely accelerated (about
    // 66 000 pt/s² here, so by some 33 pt/s on average).
    let after = timeline.frames.filter { $0.time >= ended.time }.prefix(2).compactMap(\.progress)
    let shown = (after[1] - after[0]) * 1000 * width  // pt/s
    expectApproximately(shown, velocity.dx, relative: 0.1)
  }

  @Test func aReleasedPopCanBeCaughtAgainMidFlightWithNoJump() throws {
    // A flick that finishes, caught 0.05 s later and dragged back to the left.
    let events: [ScriptEvent] = [
      drag(at: 0.1, from: (5, 400), to: (85, 400), duration: 0.05),
      drag(at: 0.2, from: (300, 400), to: (100, 400), duration: 0.2, hold: 0.1),
    ]
    let timeline = try playPush(start: .presented, frameRate: 240, until: 2, events)
    let before = try #require(timeline.frames.last { $0.time < 0.2 })
    let caught = try #require(timeline.frames.first { $0.time >= 0.2 })
    let x0 = try #require(before.view("pushed")).frame.origin.x
    let x1 = try #require(caught.view("pushed")).frame.origin.x
    #expect(abs(x1 - x0) < 15, "no jump: \(x0) → \(x1)")
    #expect(timeline.events("interactionBegan").count == 2)
    #expect(timeline.endings.map(\.completed) == [false])
    #expect(try #require(timeline.frames.last).phase == .presented)
  }

  @Test func aFullWidthPopBeginsAnywhereAndOnlyThen() throws {
    let middle = [drag(at: 0.1, from: (150, 400), to: (400, 400), duration: 0.3)]
    let edgeOnly = try playPush(start: .presented, until: 1.5, middle)
    #expect(edgeOnly.events("transitionBegan").isEmpty)
    let anywhere = try playPush(
      options: ["fullWidthPop": .bool(true)], start: .presented, until: 1.5, middle)
    #expect(anywhere.endings.map(\.completed) == [true])
    try expectInStep(anywhere)
  }

  @Test func rightToLeftMirrorsThePushAndThePop() throws {
    let rtl: [String: OptionValue] = ["rightToLeft": .bool(true)]
    let timeline = try playPush(options: rtl, until: 1, [action(.push, at: 0.1)])
    try expectInStep(timeline, mirrored: true)
    let entering = try #require(timeline.frame(at: 0.15)?.view("pushed"))
    #expect(entering.frame.origin.x < 0)
    // The pop begins at the right edge and drags leftwards.
    let pop = try playPush(
      options: rtl, start: .presented, until: 2,
      [drag(at: 0.1, from: (385, 400), to: (135, 400), duration: 0.4)])
    #expect(pop.endings.map(\.completed) == [true])
    try expectInStep(pop, mirrored: true)
    let fromLeft = try playPush(
      options: rtl, start: .presented, until: 2,
      [drag(at: 0.1, from: (5, 400), to: (255, 400), duration: 0.4)])
    #expect(fromLeft.events("transitionBegan").isEmpty)
  }

  /// In a right-to-left script an explicit `rightToLeft: false` keeps the left-to-right push
  /// (PLAY.md: the option follows `layoutDirection` only when not given); `true`, and no
  /// option, mirror it. The same in Swift: `.push(rightToLeft: false)` in a right-to-left window.
  @Test(arguments: [(Optional(false), false), (Optional(true), true), (nil, true)])
  func anExplicitRightToLeftOptionWinsOverTheLayoutDirection(option: Bool?, mirrored: Bool)
    throws
  {
    var player = ScenarioPlayer()
    player.register(PushTransition.definition)
    let options: [String: OptionValue] = option.map { ["rightToLeft": .bool($0)] } ?? [:]
    func play(_ start: Script.Start, _ events: [ScriptEvent]) throws -> Timeline {
      var script = Script(
        transition: "push", options: options, frameRate: 120, until: 1.5, start: start,
        events: events)
      script.layoutDirection = .rightToLeft
      return try player.play(script)
    }
    let pushed = try play(.idle, [action(.push, at: 0.1)])
    try expectInStep(pushed, mirrored: mirrored)
    let entering = try #require(pushed.frame(at: 0.15)?.view("pushed"))
    #expect(mirrored ? entering.frame.origin.x < -1 : entering.frame.origin.x > 1)
    // The pop begins at the edge the push came from, and not at the other.
    let (edge, other) = mirrored ? (385.0, 5.0) : (5.0, 385.0)
    let inward = mirrored ? -250.0 : 250.0
    let pop = try play(
      .presented, [drag(at: 0.1, from: (edge, 400), to: (edge + inward, 400), duration: 0.4)])
    #expect(pop.endings.map(\.completed) == [true])
    let wrongEdge = try play(
      .presented, [drag(at: 0.1, from: (other, 400), to: (other - inward, 400), duration: 0.4)])
    #expect(wrongEdge.events("transitionBegan").isEmpty)
    // In Swift, in a right-to-left window.
    var configuration = PushTransition.Configuration()
    configuration.rightToLeft = option
    let transition = PushTransition(configuration)
    transition.layoutDirection = .rightToLeft
    #expect(transition.isRightToLeft == mirrored)
  }

  @Test func underReduceMotionTheButtonsCrossFadeAndNothingSlides() throws {
    let timeline = try playPush(
      reduceMotion: true, until: 2, [action(.push, at: 0.1), action(.pop, at: 1)])
    #expect(timeline.endings.map(\.completed) == [true, true])
    for frame in timeline.frames {
      for role in [ViewRole.pushed, .presenting] {
        let view = try #require(frame.view(role))
        if view.isVisible { #expect(view.frame.origin.x == 0, "\(role) at \(frame.time)") }
      }
    }
    let fading = try #require(timeline.frame(at: 0.25)?.view("pushed"))
    #expect(fading.alpha > 0.1 && fading.alpha < 0.9)
  }

  /// The pop gesture starts along the pop's axis the top screen's transition gives, and a
  /// caught push follows the push's: the direction is said once, by the transition.
  @Test(arguments: [false, true])
  func thePopGestureStartsAlongItsTransitionsAxis(rightToLeft: Bool) throws {
    let stage = NavigationStage(transition: .push(rightToLeft: rightToLeft))
    try stage.navigation.pushViewController(stage.b, animated: false)
    let transition = PushTransition(.init())
    let axis = stage.navigation.popInteraction.startAxis
    #expect(axis == Vector(dx: rightToLeft ? -1 : 1, dy: 0))
    #expect(stage.navigation.progressAxis(for: .push) == Vector(dx: rightToLeft ? 1 : -1, dy: 0))
    #expect(transition.progressAxis(for: .pop) == Vector(dx: 1, dy: 0))
  }

  @Test func pushWhileTransitioningAndPopAtTheRootAreIgnored() throws {
    let timeline = try playPush(
      until: 1.5, [action(.pop, at: 0), action(.push, at: 0.1), action(.push, at: 0.2)])
    let ignored = timeline.events("ignored").map(\.kind)
    #expect(
      ignored == [
        .ignored(action: "pop", reason: "nothing to pop: the root is on top"),
        .ignored(action: "push", reason: "a transition is in progress"),
      ])
    #expect(timeline.endings.map(\.completed) == [true])
  }
}

/// The pop gesture against what else wants the touch, through the API.
@MainActor
struct PopGestureArbitrationTests {
  /// A stage with `B` pushed holding `content` full screen.
  func stage(fullWidth: Bool, content: View) throws -> NavigationStage {
    let stage = NavigationStage(transition: .push(fullWidthPop: fullWidth))
    content.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    stage.b.view.addSubview(content)
    try stage.navigation.pushViewController(stage.b, animated: false)
    try stage.advance(to: 0.1)
    return stage
  }

  func list(width: Double, height: Double) -> ScrollView {
    let list = ScrollView()
    list.contentSize = Size(width: width, height: height)
    return list
  }

  @Test func aHorizontalScrollViewWinsTheFullWidthPop() throws {
    let carousel = list(width: 2000, height: 844)
    carousel.contentOffset = Point(x: 500, y: 0)
    let stage = try stage(fullWidth: true, content: carousel)
    try stage.drag(at: 0.1, from: .at(150, 400), by: Vector(dx: 200, dy: 0), duration: 0.3)
    try stage.advance(to: 1)
    #expect(stage.events.isEmpty)
    #expect(carousel.contentOffset.x < 500)
  }

  @Test func aVerticalListLetsAHorizontalPopThrough() throws {
    let feed = list(width: 390, height: 3000)
    let stage = try stage(fullWidth: true, content: feed)
    try stage.drag(at: 0.1, from: .at(150, 400), by: Vector(dx: 250, dy: 0), duration: 0.3)
    try stage.advance(to: 1)
    #expect(stage.described("transitionEnded") == ["transitionEnded(pop, completed: true)"])
    // A vertical drag scrolls the list and pops nothing.
    let other = try self.stage(fullWidth: true, content: list(width: 390, height: 3000))
    try other.drag(at: 0.1, from: .at(150, 600), by: Vector(dx: 0, dy: -300), duration: 0.3)
    try other.advance(to: 1)
    #expect(other.events.isEmpty)
  }

  @Test func aCompetingRecogniserDeeperDownWinsUnlessItWaitsForThePop() throws {
    let slider = View()
    let pan = PanGestureRecognizer()
    pan.axis = .horizontal
    var slid = 0
    pan.addAction { _ in slid += 1 }
    slider.addGestureRecognizer(pan)
    let stage = try stage(fullWidth: false, content: slider)
    try stage.drag(at: 0.1, from: .at(5, 400), by: Vector(dx: 250, dy: 0), duration: 0.3)
    try stage.advance(to: 1)
    #expect(stage.events.isEmpty)
    #expect(slid > 0)
    // Made to wait for the pop gesture, it yields at the edge (and still works elsewhere).
    pan.require(toFail: stage.navigation.interactivePopGestureRecognizer)
    slid = 0
    try stage.drag(at: 1, from: .at(5, 400), by: Vector(dx: 250, dy: 0), duration: 0.3)
    try stage.advance(to: 2)
    #expect(stage.described("transitionEnded") == ["transitionEnded(pop, completed: true)"])
    #expect(slid == 0)
  }

  @Test func aHorizontalScrollViewYieldsToTheEdgePopWhenMadeToWait() throws {
    let carousel = list(width: 2000, height: 844)
    let stage = try stage(fullWidth: false, content: carousel)
    carousel.panGestureRecognizer.require(toFail: stage.navigation.interactivePopGestureRecognizer)
    try stage.drag(at: 0.1, from: .at(5, 400), by: Vector(dx: 250, dy: 0), duration: 0.3)
    try stage.advance(to: 1)
    #expect(stage.described("transitionEnded") == ["transitionEnded(pop, completed: true)"])
  }
}
