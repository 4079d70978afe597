import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// A window with three cards, back to front `a`, `b`, `c`, and a host of it.
@MainActor
func hostWithCards() -> (host: StageHost, a: View, b: View, c: View) {
  let window = makeWindow()
  let (a, b, c) = (View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), View(), View())
  (a.name, b.name, c.name) = ("a", "b", "c")
  for view in [a, b, c] { window.addSubview(view) }
  return (StageHost(window: window), a, b, c)
}

// MARK: - Frames

/// One tick is one frame: the window's timers, observers and animators, then the publish.
@MainActor
struct StageHostFrameTests {
  @Test func theFirstFrameIsPublishedWhenTheHostIsMade() {
    let (host, a, b, c) = hostWithCards()
    let frame = host.published
    #expect(frame.number == 0)
    #expect(frame.time == 0)
    #expect(frame.views.count == 4)
    #expect(frame.window?.id == host.id(of: host.window))
    #expect(frame.added == [host.window, a, b, c].compactMap(host.id(of:)))
    #expect(frame.views.allSatisfy { $0.changes == .all })
    #expect(frame.rearranged == [host.id(of: host.window)].compactMap { $0 })
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func aTickPublishesAfterTheAnimatorsRan() throws {
    let (host, a, _, _) = hostWithCards()
    try host.window.animate(withDuration: 1, curve: .linear) { a.alpha = 0 }
    try host.tick(to: 0.25)
    // The animator's value at 0.25 s, not the frame before's.
    let id = try #require(host.id(of: a))
    expectApproximately(try #require(host.published[id]).alpha, 0.75, absolute: 1e-12)
    #expect(host.published.number == 1)
    #expect(host.published.time == 0.25)
    #expect(host.published.changedViews.map(\.id) == [id])
    #expect(host.published.changedViews.map(\.changes) == [.alpha])
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func whatAFrameObserverSetsIsPublishedInThatFrame() throws {
    final class Mover: FrameObserver {
      let view: View
      init(_ view: View) { self.view = view }
      func windowDidAdvance(to time: Double) -> Bool {
        view.center = Point(x: 100 * time, y: 0)
        return true
      }
    }
    let (host, a, _, _) = hostWithCards()
    host.window.addFrameObserver(Mover(a))
    try host.tick(to: 0.5)
    let id = try #require(host.id(of: a))
    expectApproximately(try #require(host.published[id]).center, Point(x: 50, y: 0))
    #expect(host.published.changedViews.map(\.changes) == [.center])
  }

  @Test func aSteadyFrameHasNoChanges() throws {
    let (host, _, _, _) = hostWithCards()
    try host.tick(to: 1.0 / 60)
    let frame = host.published
    #expect(!frame.hasChanges)
    #expect(frame.changedViews.isEmpty)
    #expect(frame.added.isEmpty && frame.removed.isEmpty && frame.moved.isEmpty)
    #expect(frame.rearranged.isEmpty)
    #expect(frame.views.count == 4)
  }

  @Test func aRefusedTickRunsAndPublishesNothing() throws {
    let (host, a, _, _) = hostWithCards()
    try host.tick(to: 1)
    a.alpha = 0.5
    for time in [0.5, .nan, .infinity] {
      #expect(throws: ClockError.self) { try host.tick(to: time) }
    }
    #expect(host.published.number == 1)
    #expect(host.window.frameCount == 1)
    #expect(host.currentTime == 1)
    let id = try #require(host.id(of: a))
    #expect(host.published[id]?.alpha == 1, "the change waits for the next publish")
  }

  @Test func publishShowsTheSceneWithoutRunningAFrame() throws {
    let (host, a, _, _) = hostWithCards()
    a.alpha = 0.5
    host.publish()
    #expect(host.window.frameCount == 0)
    #expect(host.published.number == 1)
    #expect(host.published.changedViews.map(\.changes) == [.alpha])
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func theFrameIsDepthFirstBackToFrontWithItsSubviewsAndWindowFrames() throws {
    let (host, a, b, c) = hostWithCards()
    let (a1, a2) = (View(frame: Rect(x: 10, y: 10, width: 20, height: 20)), View())
    a.addSubview(a1)
    a.addSubview(a2)
    a.transform = Transform(scale: 2)
    a.bounds.origin = Point(x: 5, y: 0)  // scrolled
    try host.tick(to: 0.1)
    let order = host.published.views.map(\.id)
    #expect(order == [host.window, a, a1, a2, b, c].compactMap(host.id(of:)))
    let aID = try #require(host.id(of: a))
    #expect(host.published.subviews(of: aID).map(\.id) == [a1, a2].compactMap(host.id(of:)))
    #expect(host.published.subviews(of: aID).count == 2)
    let windowID = try #require(host.id(of: host.window))
    #expect(host.published.subviews(of: windowID).map(\.id) == [a, b, c].compactMap(host.id(of:)))
    #expect(host.published[aID]?.descendantCount == 2)
    // a1's frame (10, 10, 20, 20), in a scrolled by 5 pt, is (5, 10)…(25, 30); a doubles it
    // about its centre (50, 50): (−40, −30)…(0, 10).
    let a1ID = try #require(host.id(of: a1))
    let a1Frame = try #require(host.published.frameInWindow(of: a1ID))
    expectApproximately(a1Frame.origin, Point(x: -40, y: -30))
    expectApproximately(a1Frame.size.width, 40)
    expectApproximately(a1Frame.size.height, 40)
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func hiddenInWindowFollowsTheAncestors() throws {
    let (host, a, b, _) = hostWithCards()
    let child = View()
    a.addSubview(child)
    a.isHidden = true
    host.publish()
    let frame = host.published
    let (childID, bID) = (try #require(host.id(of: child)), try #require(host.id(of: b)))
    #expect(frame.isHiddenInWindow(childID) == true)
    #expect(frame[childID]?.isHidden == false)
    #expect(frame.isHiddenInWindow(bID) == false)
    #expect(publishedMismatches(host).isEmpty)
  }

  @Test func aViewNotInTheFrameIsNotFound() throws {
    let (host, a, _, _) = hostWithCards()
    let id = try #require(host.id(of: a))
    a.removeFromSuperview()
    host.publish()
    let frame = host.published
    #expect(frame[id] == nil)
    #expect(frame.position(of: id) == nil)
    #expect(frame.frameInWindow(of: id) == nil)
    #expect(frame.transformToWindow(of: id) == nil)
    #expect(frame.isHiddenInWindow(id) == nil)
    #expect(frame.subviews(of: id).map(\.id).isEmpty)
    #expect(host.id(of: a) == nil)
    #expect(host.id(of: View()) == nil)
  }

  @Test func idsPrintTheirSlotAndGeneration() throws {
    let (host, a, _, _) = hostWithCards()
    #expect(host.id(of: host.window)?.description == "#0")
    let first = try #require(host.id(of: a))
    a.removeFromSuperview()
    host.publish()
    host.window.addSubview(a)
    host.publish()
    let second = try #require(host.id(of: a))
    #expect(first.description == "#1")
    #expect(second.description == "#1.1", "the slot is reused, with a new generation")
    #expect(first != second)
  }
}

// MARK: - Input

/// Touches keep their own timestamps; a little late is delivered now, anything else wrong is
/// refused and changes nothing.
@MainActor
struct StageHostInputTests {
  /// A host whose window holds a full-screen view with a long press (0.5 s) and a pan.
  func hostWithGestures(
    tolerance: Double? = nil
  ) throws -> (host: StageHost, press: LongPressGestureRecognizer, pan: PanGestureRecognizer) {
    let window = makeWindow()
    let surface = View(frame: window.bounds)
    window.addSubview(surface)
    let press = LongPressGestureRecognizer()
    let pan = PanGestureRecognizer()
    surface.addGestureRecognizer(press)
    surface.addGestureRecognizer(pan)
    pan.addAction { _ in }
    let host =
      try tolerance.map { try StageHost(window: window, lateTouchTolerance: $0) }
      ?? StageHost(window: window)
    return (host, press, pan)
  }

  func touch(_ phase: TouchPhase, _ time: Double, y: Double = 400, id: Int = 1) -> Touch {
    Touch(id: id, phase: phase, location: Point(x: 200, y: y), time: time)
  }

  @Test func theDefaultToleranceIsFiftyMilliseconds() throws {
    #expect(StageHost.defaultLateTouchTolerance == 0.05)
    let (host, _, _) = try hostWithGestures()
    #expect(host.lateTouchTolerance == 0.05)
    try host.tick(to: 1)
    try host.send(touch(.began, 0.951))  // 49 ms late: delivered
    #expect(throws: HostError.touchTooLate(time: 0.949, current: 1, tolerance: 0.05)) {
      try host.send(touch(.began, 0.949, id: 2))  // 51 ms late
    }
  }

  /// A touch late by exactly the tolerance is delivered at the window's time; one a nanosecond
  /// later than that is refused.
  @Test func aTouchLateByTheToleranceIsDeliveredNowAndOnePastItIsRefused() throws {
    let (host, press, _) = try hostWithGestures(tolerance: 0.0625)
    try host.tick(to: 1)
    #expect(throws: HostError.touchTooLate(time: 1 - 0.0625 - 1e-9, current: 1, tolerance: 0.0625))
    {
      try host.send(touch(.began, 1 - 0.0625 - 1e-9))
    }
    try host.send(touch(.began, 1 - 0.0625))  // 0.9375: exactly the tolerance
    #expect(host.currentTime == 1, "the clock did not go back")
    #expect(host.window.frameCount == 1, "no frame ran")
    // Delivered at 1.0: the long press (0.5 s) begins at 1.5, not at 1.4375.
    try host.tick(to: 1.49)
    #expect(press.state == .possible)
    try host.tick(to: 1.5)
    #expect(press.state == .began)
  }

  @Test func aTouchAtTheWindowsTimeIsDeliveredWithoutAFrame() throws {
    let (host, press, _) = try hostWithGestures()
    try host.tick(to: 0.2)
    try host.send(touch(.began, 0.2))
    #expect(host.window.frameCount == 1)
    try host.tick(to: 0.75)
    #expect(press.state == .began)
  }

  @Test func aLaterTouchRunsAFrameAtItsTimeButIsPublishedByTheNextTick() throws {
    let (host, _, pan) = try hostWithGestures()
    var translations: [Double] = []
    pan.addAction { pan in translations.append(pan.translation(in: nil).dy) }
    try host.send(touch(.began, 0.1))
    try host.send(touch(.moved, 0.2, y: 450))
    #expect(host.currentTime == 0.2)
    #expect(host.window.frameCount == 2)
    #expect(host.published.number == 0, "frames run for touches are not published")
    #expect(translations == [50])
    try host.tick(to: 0.25)
    #expect(host.published.number == 1)
  }

  @Test func refusedTouchesChangeNothing() throws {
    let (host, press, pan) = try hostWithGestures()
    try host.tick(to: 1)
    try host.send(touch(.began, 1))
    try host.tick(to: 1.02)
    let before = (host.currentTime, host.window.frameCount, host.published.number)
    let refused: [(Touch, HostError)] = [
      (touch(.moved, .nan, y: 500), .touchTimeNotFinite(.nan)),
      (touch(.moved, .infinity, y: 500), .touchTimeNotFinite(.infinity)),
      (touch(.moved, -.infinity, y: 500), .touchTimeNotFinite(-.infinity)),
      // Within the tolerance of the window, but before the finger's previous event (1.0).
      (touch(.moved, 0.99, y: 500), .touchOutOfOrder(id: 1, time: 0.99, previous: 1)),
      (touch(.ended, 0.99, y: 500), .touchOutOfOrder(id: 1, time: 0.99, previous: 1)),
      // Another finger: in its own order, but too late for the window.
      (touch(.began, 0.9, id: 2), .touchTooLate(time: 0.9, current: 1.02, tolerance: 0.05)),
    ]
    for (touch, expected) in refused {
      do {
        try host.send(touch)
        Issue.record("\(touch) was delivered")
      } catch {
        // NaN never equals itself: compare the descriptions.
        #expect(error.description == expected.description)
        #expect(error.subject == "touch.time")
      }
      #expect((host.currentTime, host.window.frameCount) == (before.0, before.1))
      #expect(host.published.number == before.2)
      #expect(pan.state == .possible && press.state == .possible)
    }
    // The finger's sequence is as it was: an event at its previous time is still in order.
    try host.send(touch(.moved, 1, y: 460))
    #expect(pan.state == .began)
  }

  @Test func aFingersSequenceEndsWhenItLifts() throws {
    let (host, _, _) = try hostWithGestures()
    try host.tick(to: 1)
    try host.send(touch(.began, 1))
    try host.send(touch(.ended, 1))
    // A new sequence of the same id is not held to the old one's times, only to the window's.
    try host.send(touch(.began, 0.99))
    try host.send(touch(.cancelled, 1))
    try host.send(touch(.began, 0.98))
  }

  @Test func aToleranceMustBeAFiniteNumberOfSecondsZeroOrMore() throws {
    for bad in [-0.01, .nan, .infinity, -.infinity] {
      do {
        _ = try StageHost(window: makeWindow(), lateTouchTolerance: bad)
        Issue.record("\(bad) was accepted")
      } catch {
        #expect(error.subject == "lateTouchTolerance")
        #expect(error.problem == "expected a finite number of seconds, 0 or more, got \(bad)")
      }
    }
    let strict = try StageHost(window: makeWindow(), lateTouchTolerance: 0)
    try strict.tick(to: 1)
    #expect(throws: HostError.self) { try strict.send(touch(.began, 1 - 1e-9)) }
    try strict.send(touch(.began, 1))
  }

  @Test func errorsSayWhatIsWrongOnOneLine() {
    #expect(
      HostError.touchTooLate(time: 0.8, current: 1, tolerance: 0.05).description
        == "touch.time: expected a time at most 0.05 s before the window's 1.0, got 0.8")
    #expect(
      HostError.touchOutOfOrder(id: 2, time: 0.5, previous: 0.6).description
        == "touch.time: expected a time no earlier than touch 2's previous event at 0.6, got 0.5")
    #expect(
      HostError.touchTimeNotFinite(.nan).description
        == "touch.time: expected a finite number, got nan")
  }
}

// MARK: - Content and lifetime

@MainActor
struct StageHostContentTests {
  struct Picture: Sendable, Equatable {
    var name: String
    var scale: Double
  }

  @Test func contentRoundTripsAndMarksItsChange() throws {
    let (host, a, b, _) = hostWithCards()
    a.backendContent = Picture(name: "hero", scale: 2)
    try host.tick(to: 0.1)
    let id = try #require(host.id(of: a))
    #expect(host.published[id]?.content as? Picture == Picture(name: "hero", scale: 2))
    #expect(host.published.changedViews.map(\.id) == [id])
    #expect(host.published.changedViews.map(\.changes) == [.content])
    // Unchanged: no bit, the same content.
    try host.tick(to: 0.2)
    #expect(!host.published.hasChanges)
    #expect(host.published[id]?.content as? Picture == Picture(name: "hero", scale: 2))
    // Set again, even to an equal value: the bit is set (a backend reapplies it).
    a.backendContent = Picture(name: "hero", scale: 2)
    try host.tick(to: 0.3)
    #expect(host.published.changedViews.map(\.changes) == [.content])
    a.backendContent = nil
    try host.tick(to: 0.4)
    #expect(host.published[id]?.content == nil)
    #expect(host.published.changedViews.map(\.changes) == [.content])
    let bID = try #require(host.id(of: b))
    #expect(host.published[bID]?.content == nil)
  }

  @Test func contentAttachedBeforeTheViewJoinsComesWithIt() throws {
    let (host, _, _, _) = hostWithCards()
    let view = View()
    view.backendContent = 42
    host.window.addSubview(view)
    try host.tick(to: 0.1)
    let id = try #require(host.id(of: view))
    #expect(host.published[id]?.content as? Int == 42)
    #expect(host.published.added == [id])
  }

  @Test func theHostKeepsNoRemovedViewAlive() throws {
    let (host, a, _, _) = hostWithCards()
    weak var weakChild: View?
    weak var weakContent: AnyObject?
    do {
      final class Box: Sendable {}
      let child = View()
      let box = Box()
      child.backendContent = box
      a.addSubview(child)
      try host.tick(to: 0.1)
      #expect(host.id(of: child) != nil)
      weakChild = child
      weakContent = box
      child.removeFromSuperview()
    }
    // Not even until the next publish: the host holds views weakly.
    #expect(weakChild == nil)
    #expect(weakContent != nil, "the published frame still shows the content it had")
    try host.tick(to: 0.2)
    #expect(weakContent == nil, "and lets it go with the next frame")
    #expect(host.published.removed.count == 1)
  }

  @Test func droppingTheHostFreesTheWindowAndItsViews() throws {
    weak var weakHost: StageHost?
    weak var weakWindow: Window?
    weak var weakView: View?
    do {
      let (host, a, _, _) = hostWithCards()
      try host.window.animate(withDuration: 1) { a.alpha = 0 }
      try host.tick(to: 0.1)
      weakHost = host
      weakWindow = host.window
      weakView = a
    }
    #expect(weakHost == nil)
    #expect(weakWindow == nil)
    #expect(weakView == nil)
  }

  @Test func theWindowDoesNotKeepItsHostAlive() throws {
    let window = makeWindow()
    weak var weakHost: StageHost?
    do {
      let host = StageHost(window: window)
      try host.tick(to: 0.1)
      weakHost = host
    }
    #expect(weakHost == nil)
    // A new host of the same window starts its own ids.
    let next = StageHost(window: window)
    #expect(next.published.added == [next.id(of: window)].compactMap { $0 })
  }
}

// MARK: - A running transition

@MainActor
struct StageHostTransitionTests {
  /// Every frame of a presentation and its dismissal, with a finger on the screen midway and a
  /// spring on another view: what is published is what the views show, exactly.
  @Test func thePublishedValuesAreTheViewsOnScreenValuesInEveryFrame() throws {
    let window = makeWindow()
    let root = ViewController()
    let presented = ViewController()
    let transitions = SlideUpTransitions()
    presented.transitioningDelegate = transitions
    window.rootViewController = root
    let badge = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    root.view.addSubview(badge)
    let host = StageHost(window: window)
    try root.present(presented, animated: true)
    try window.animate(spring: .bouncy) {
      badge.transform = Transform(scaleX: 1.5, scaleY: 1.5, scaleZ: 0.5, rotation: 0.3)
      badge.cornerRadius = 20
    }
    var changedFrames = 0
    for frame in 1...90 {
      let time = Double(frame) / 60
      if frame == 20 {
        try host.send(Touch(id: 1, phase: .began, location: Point(x: 30, y: 30), time: time - 0.01))
      }
      if frame == 25 {
        try host.send(Touch(id: 1, phase: .ended, location: Point(x: 30, y: 30), time: time - 0.01))
      }
      if frame == 60 { try presented.dismiss(animated: true) }
      try host.tick(to: time)
      #expect(publishedMismatches(host) == [], "frame \(frame)")
      if host.published.hasChanges { changedFrames += 1 }
    }
    #expect(changedFrames > 45, "the transition and the spring moved views in most frames")
    #expect(host.id(of: presented.view) == nil, "dismissed: out of the window")
  }
}

// MARK: - The documentation's examples

@MainActor
struct StageHostDocumentationTests {
  /// `StageHost`'s own example, with its comments as expectations.
  @Test func theHostsExampleIsTrue() throws {
    let host = StageHost(window: Window(size: Size(width: 390, height: 844)))
    let card = View(frame: Rect(x: 20, y: 400, width: 350, height: 300))
    host.window.addSubview(card)
    try host.window.animate(withDuration: 0.3) { card.alpha = 0.5 }

    try host.tick(to: 1.0 / 60)  // timers, observers, animators; then publish
    #expect(host.published.added.count == 1)
    #expect(host.published.added == [host.id(of: card)].compactMap { $0 })
    try host.tick(to: 2.0 / 60)
    #expect(host.published.changedViews.map(\.changes) == [[.alpha]])
  }

  /// `send(_:)`'s example, and `HostError`'s.
  @Test func theSendAndErrorExamplesAreTrue() throws {
    let host = StageHost(window: makeWindow())
    let point = Point(x: 100, y: 100)
    try host.tick(to: 0.100)
    try host.send(Touch(id: 1, phase: .began, location: point, time: 0.080))
    #expect(throws: HostError.touchTooLate(time: 0.040, current: 0.1, tolerance: 0.05)) {
      try host.send(Touch(id: 2, phase: .began, location: point, time: 0.040))
    }
    try host.tick(to: 1)
    do {
      try host.send(Touch(id: 1, phase: .moved, location: point, time: host.currentTime - 0.2))
      Issue.record("delivered")
    } catch {
      #expect(
        "\(error)"
          == "touch.time: expected a time at most 0.05 s before the window's 1.0, got 0.8")
    }
  }

  /// `View.backendContent`'s and `ViewProperties.transformToSuperview`'s examples.
  @Test func theContentAndTransformExamplesAreTrue() throws {
    let host = StageHost(window: makeWindow())
    let card = View()
    host.window.addSubview(card)
    card.backendContent = "hero-image"
    try host.tick(to: 1.0 / 60)
    #expect(host.published.views.last?.content as? String == "hero-image")

    var values = ViewProperties(frame: Rect(x: 100, y: 200, width: 50, height: 50))
    values.transform = Transform(scale: 2)
    expectApproximately(
      values.transformToSuperview.apply(to: Point(x: 0, y: 0)), Point(x: 75, y: 175))
  }
}
