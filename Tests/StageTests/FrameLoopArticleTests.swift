import Foundation
import Motion
import Stage
import Testing
import TransitionsTestSupport

// The DocC article "The frame loop and input" (Sources/Stage/Stage.docc/FrameLoopAndInput.md):
// its examples, as written there, and the claims it makes about the frame loop.

@MainActor func dragAndRelease() throws -> [Double] {
  let window = Window(size: Size(width: 390, height: 844))
  let card = View(frame: Rect(x: 20, y: 400, width: 350, height: 300))
  window.addSubview(card)

  let pan = PanGestureRecognizer()
  pan.addAction { pan in  // runs inside `send(_:)`, at the touch's time
    guard let card = pan.view else { return }
    switch pan.state {
    case .began, .changed:
      card.transform = Transform(translationX: 0, y: pan.translation(in: nil).dy)
    case .ended, .cancelled:
      // Home with a spring that starts at the finger's velocity (relative to the distance).
      let offset = card.transform.translation.dy
      let velocity = Spring.relativeVelocity(pan.velocity(in: nil).dy, distance: -offset)
      _ = try? card.window?.animate(spring: .snappy, initialVelocity: velocity) {
        card.transform = .identity
      }
    default:
      break
    }
  }
  card.addGestureRecognizer(pan)

  // The seam: a host owns the window from here on, and publishes it at once.
  let host = StageHost(window: window)
  guard let cardID = host.id(of: card) else { return [] }

  // The input: 120 pt down in 0.1 s, a sample every 1/120 s, then the finger lifts.
  let touches = (0...12).map { step -> Touch in
    let phase: TouchPhase = step == 0 ? .began : step == 12 ? .ended : .moved
    let location = Point(x: 200, y: 500 + 10 * Double(step))
    return Touch(id: 1, phase: phase, location: location, time: Double(step) / 120)
  }

  // The loop: 1 s at 60 frames per second.
  var next = 0
  var shown: [Double] = []
  for frame in 0...60 {
    let time = Double(frame) / 60
    while next < touches.count, touches[next].time <= time {
      try host.send(touches[next])  // a touch between frames runs a frame at its own time
      next += 1
    }
    try host.tick(to: time)  // gesture timers, frame observers, animators; then publish
    let published = host.published[cardID]  // what a backend draws
    shown.append(published?.transform.translation.dy ?? 0)
  }
  return shown
}

/// A backend's own view, as the article's `apply(_:to:)` uses it: UIKit's tree operations.
@MainActor final class MirrorView {
  var center = Point.zero
  var bounds = Rect.zero
  var transform = Transform.identity
  var alpha = 1.0
  private(set) var subviews: [MirrorView] = []
  private(set) weak var superview: MirrorView?

  func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Moves `view` here at `index` (clamped), as `UIView.insertSubview(_:at:)` does.
  func insertSubview(_ view: MirrorView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }
}

/// Brings `mine`, a backend's views by id, up to the host's last published frame.
@MainActor func apply(_ host: StageHost, to mine: inout [ViewID: MirrorView]) {
  let frame = host.published
  for id in frame.removed { mine.removeValue(forKey: id)?.removeFromSuperview() }
  for view in frame.changedViews {  // every bit is set for a view just added
    let mirror = mine[view.id] ?? MirrorView()
    mine[view.id] = mirror
    if !view.changes.isDisjoint(with: .geometry) {
      (mirror.center, mirror.bounds, mirror.transform) = (view.center, view.bounds, view.transform)
    }
    if view.changes.contains(.alpha) { mirror.alpha = view.alpha }
  }
  for id in frame.rearranged {  // give each its subviews in the published order
    for (index, subview) in frame.subviews(of: id).enumerated() {
      if let child = mine[subview.id] { mine[id]?.insertSubview(child, at: index) }
    }
  }
}

final class FrameCounter: FrameObserver {
  var frames = 0
  func windowDidAdvance(to time: Double) -> Bool {
    frames += 1
    return frames < 30  // removed after its 30th frame
  }
}

/// Calls `body` on every frame, for as long as it is installed.
@MainActor private final class Probe: FrameObserver {
  let body: @MainActor (Double) -> Void
  init(_ body: @escaping @MainActor (Double) -> Void) { self.body = body }
  func windowDidAdvance(to time: Double) -> Bool {
    body(time)
    return true
  }
}

@MainActor
@Suite struct FrameLoopArticleTests {
  @Test func theArticleShowsTheCodeThisFileRuns() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Stage/Stage.docc/FrameLoopAndInput.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    for marker in ["func dragAndRelease()", "final class FrameCounter", "func apply(_ host"] {
      let block = Readme.swiftBlock(containing: marker, in: text).filter {
        !$0.hasPrefix("import ")
      }
      let code = block.prefix { !$0.hasPrefix("let counter") }  // the rest is prose-like
      #expect(Readme.lines(Array(code), standIn: source), "\(marker) differs from the article")
    }
  }

  @Test func theDraggedCardFollowsOvershootsAndComesHome() throws {
    let shown = try dragAndRelease()
    #expect(shown.count == 61)
    // Frame 6 (0.1 s) is the lift: the last move (110 pt) is on screen.
    expectApproximately(shown[6], 110)
    // It keeps going down a moment after the release, then springs back to 0.
    #expect(shown[7] > 110)
    expectApproximately(shown[60], 0, absolute: 0.5)
    // The same inputs at the same times give the same values, bit for bit.
    #expect(try dragAndRelease() == shown)
  }

  /// The article's `apply(_:to:)` keeps a backend's tree equal to the engine's, frame after
  /// frame, through additions, removals, moves, reordering and animation.
  @Test func aBackendApplyingTheChangesHasTheEnginesTree() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let (a, b, c) = (View(frame: Rect(x: 0, y: 0, width: 100, height: 100)), View(), View())
    for view in [a, b, c] { window.addSubview(view) }
    let host = StageHost(window: window)
    var mine: [ViewID: MirrorView] = [:]
    apply(host, to: &mine)  // frame 0, published when the host was made
    let edits: [@MainActor () throws -> Void] = [
      { b.addSubview(c) },
      { window.bringSubviewToFront(a) },
      {
        _ = try window.animate(spring: .bouncy) {
          a.center.y = 500; b.alpha = 0.3
        }
      },
      { a.removeFromSuperview() },
      { c.addSubview(a) },
      { window.insertSubview(c, at: 0) },
      { b.removeFromSuperview() },
      {
        window.addSubview(b); b.transform = Transform(scale: 2)
      },
    ]
    for (step, edit) in edits.enumerated() {
      try edit()
      for frame in 1...3 {
        try host.tick(to: Double(step * 3 + frame) / 60)
        apply(host, to: &mine)
        #expect(mine.count == host.published.views.count)
        for view in host.published.views {
          let mirror = try #require(mine[view.id])
          #expect(mirror.center == view.center && mirror.bounds == view.bounds)
          #expect(mirror.transform == view.transform && mirror.alpha == view.alpha)
          let subviews = host.published.subviews(of: view.id).compactMap { mine[$0.id] }
          #expect(identical(mirror.subviews, subviews), "step \(step): \(view.id)'s subviews")
          #expect(mirror.superview === view.parent.flatMap { mine[$0] })
        }
      }
    }
  }

  @Test func theFrameCounterIsRemovedAfterThirtyFrames() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let counter = FrameCounter()
    window.addFrameObserver(counter)
    try window.advance(to: 1, frameRate: 60)  // 60 frames
    #expect(counter.frames == 30)
    #expect(window.frameCount == 60)
    #expect(window.currentTime == 1)
  }

  @Test func timeNeverGoesBackwardsAndNothingChanges() throws {
    let window = Window(size: Size(width: 390, height: 844))
    try window.advance(to: 0.5, frameRate: 60)
    #expect(window.frameCount == 30)
    #expect(window.currentTime == 0.5)
    #expect(throws: ClockError.timeWentBackwards(requested: 0.25, current: 0.5)) {
      try window.advance(to: 0.25)
    }
    #expect(throws: ClockError.invalidFrameRate(0)) { try window.advance(to: 1, frameRate: 0) }
    #expect(window.frameCount == 30)
    // Advancing to the current time runs a frame without moving time.
    try window.advance(to: 0.5)
    #expect(window.frameCount == 31)
    #expect(window.currentTime == 0.5)
  }

  @Test func observersSeeThePreviousFramesAnimatorValues() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    var seen: [Double] = []
    window.addFrameObserver(Probe { _ in seen.append(card.onScreen.alpha) })
    try window.animate(withDuration: 1, curve: .linear) { card.alpha = 0 }
    // Starting moves nothing yet.
    #expect(card.onScreen.alpha == 1)
    try window.advance(to: 0.5)
    try window.advance(to: 1)
    // The observer saw 1 (before the first step), then 0.5 (the previous frame's value).
    #expect(seen.count == 2)
    expectApproximately(seen[0], 1)
    expectApproximately(seen[1], 0.5)
    expectApproximately(card.onScreen.alpha, 0)
  }

  @Test func anAnimatorStartedByAnObserverIsSteppedInTheSameFrame() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    var started: PropertyAnimator?
    var added = false
    var lateObserverFrames: [Double] = []
    window.addFrameObserver(
      Probe { [unowned window] time in
        guard started == nil else { return }
        started = try? window.animate(withDuration: 1, curve: .linear) { card.alpha = 0 }
        if !added {
          added = true
          window.addFrameObserver(Probe { lateObserverFrames.append($0) })
        }
      })
    try window.advance(to: 0.25)
    // Stepped this frame, from its start (progress 0 at 0.25 s); the new observer too.
    #expect(started?.isRunning == true)
    expectApproximately(started?.fractionComplete ?? -1, 0)
    #expect(lateObserverFrames == [0.25])
    try window.advance(to: 0.75)
    expectApproximately(card.onScreen.alpha, 0.5)
  }

  @Test func anObserverThatSetsAPropertyTakesItFromTheAnimator() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    try window.animate(withDuration: 1, curve: .linear) { card.alpha = 0 }
    window.addFrameObserver(Probe { _ in card.alpha = 0.8 })
    try window.advance(to: 0.5)
    #expect(!card.isAnimating(.alpha))
    #expect(card.onScreen.alpha == 0.8)
  }

  @Test func aLaterTouchRunsAFrameAtItsTimeFirst() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(card)
    var frameTimes: [Double] = []
    window.addFrameObserver(Probe { frameTimes.append($0) })
    var touchTimes: [Double] = []
    let grab = LongPressGestureRecognizer()
    grab.minimumPressDuration = 0
    grab.addAction { [unowned window] _ in touchTimes.append(window.currentTime) }
    card.addGestureRecognizer(grab)

    try window.send(Touch(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0.3))
    #expect(frameTimes == [0.3])  // the frame ran before the touch was delivered
    #expect(touchTimes == [0.3])
    // At the window's time: delivered with no frame.
    try window.send(Touch(id: 1, phase: .moved, location: Point(x: 12, y: 10), time: 0.3))
    #expect(frameTimes == [0.3])
    #expect(touchTimes.count == 2)
    // Earlier, or not finite: refused, nothing delivered.
    #expect(throws: ClockError.self) {
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 14, y: 10), time: 0.2))
    }
    #expect(throws: ClockError.self) {
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 14, y: 10), time: .nan))
    }
    #expect(touchTimes.count == 2)
    #expect(window.frameCount == 1)
  }

  @Test func aLongPressBeginsOnTheFirstFramePastItsDeadline() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(card)
    let press = LongPressGestureRecognizer()
    var began: Double?
    press.addAction { [unowned window] press in
      if press.state == .began { began = window.currentTime }
    }
    card.addGestureRecognizer(press)
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0.01))
    for frame in 1...40 { try window.advance(to: Double(frame) / 60) }
    #expect(began == 31.0 / 60)
  }

  @Test func touchesForFingersNotDownOrAlreadyDownAreIgnored() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(card)
    let pan = PanGestureRecognizer()
    var states: [GestureState] = []
    pan.addAction { states.append($0.state) }
    card.addGestureRecognizer(pan)
    try window.send(Touch(id: 2, phase: .moved, location: Point(x: 10, y: 90), time: 0))
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0.01))
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 10, y: 200), time: 0.02))
    try window.send(Touch(id: 1, phase: .moved, location: Point(x: 10, y: 40), time: 0.03))
    expectApproximately(pan.translation(in: nil).dy, 30)  // measured from the first began
    #expect(states == [.began])
  }
}
