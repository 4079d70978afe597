import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions

/// Defects found by trying the transitions from outside: motion that leaves its range, a grab
/// that loses the finger, a sheet that ignores an upward drag.
@MainActor
struct OutsideDefectTests {
  // MARK: Motion that leaves its range

  /// A presented card, one drag of 29.5 pt in 0.1 ms (≈ 300 000 pt/s): one noisy sample.
  @Test func anExtremeReleaseKeepsEveryValueLegalAndNothingFliesOff() throws {
    let timeline = try play(
      "card", start: .presented, until: 1.5,
      [drag(at: 0.1, from: (120, 814), to: (120, 843.5), duration: 0.0001)])
    let ended = try #require(timeline.events("interactionEnded").first)
    guard case .interactionEnded(let decision, let velocity, _) = ended.kind else {
      Issue.record("no interactionEnded")
      return
    }
    #expect(decision == .finish)
    // The velocity the release carries is the finger's physical maximum, not the noise.
    expectApproximately(
      velocity.length, PanGestureRecognizer.defaultMaximumVelocity, absolute: 1e-6)
    for frame in timeline.frames {
      for view in frame.views {
        #expect(view.alpha >= 0 && view.alpha <= 1, "t \(frame.time) \(view.role) \(view.alpha)")
        #expect(view.scale > 0, "t \(frame.time) \(view.role)")
        #expect(view.cornerRadius >= 0, "t \(frame.time) \(view.role)")
      }
      // The card ends 844 pt down (just off screen); its overshoot past there stays small.
      let card = try #require(frame.view("presented"))
      #expect(card.frame.origin.y <= 844 + 60, "t \(frame.time): card at \(card.frame.origin.y)")
    }
    #expect(timeline.endings.map(\.completed) == [true])
  }

  /// Found in the live lab with Chromium's own pointer events: a card dragged 70 % of the way
  /// down by a stroke that slows to a stop, the finger resting 30 ms before it lifts. The
  /// velocity fit bent back at the stroke's end and read about −770 pt/s upward, and the card
  /// was put back. A finger at rest has no velocity: the card is 70 % down, so it is dismissed.
  @Test func aCardDraggedMostOfTheWayByAStrokeThatStopsIsDismissedNotPutBack() throws {
    let frame = 1.0 / 60
    let speeds = [Double](repeating: 2400, count: 14) + [1200, 300, 0]
    var events = [touch(.down, at: 0.1, 195, 200)]
    var (t, y) = (0.1, 200.0)
    for speed in speeds {
      t += frame
      y += speed * frame
      events.append(touch(.move, at: t, 195, y))
    }
    events.append(touch(.up, at: t + 0.03, 195, y))
    let travelled = (y - 200) / 844
    #expect(travelled > 0.6 && travelled < 0.8, "the stroke covers \(travelled) of the screen")
    let timeline = try play("card", start: .presented, until: t + 1.5, events)
    let ended = try #require(timeline.events("interactionEnded").first)
    guard case .interactionEnded(let decision, let velocity, _) = ended.kind else {
      Issue.record("no interactionEnded")
      return
    }
    #expect(decision == .finish)
    #expect(velocity.dy >= 0, "a finger at rest read \(velocity.dy) pt/s upward")
    #expect(timeline.endings.map(\.completed) == [true])
  }

  @Test func aReleaseCarriesAtMostThirtyDistancesLeftPerSecond() throws {
    let (window, context, animator) = try makeAnimator(travel: 1000)
    animator.hold()
    animator.scrub(to: 0.9)
    animator.release(finish: true, velocity: 100)  // 100 travels per second
    // 0.1 left: at most 3 per second.
    expectApproximately(context.transitionCoordinator.completionVelocity, 3, absolute: 1e-12)
    expectApproximately(animator.velocity, 3, absolute: 1e-9)
    try window.advance(to: 5, frameRate: 60)  // it completes (and lets go of everything)
    #expect(animator.isCompleted)
  }

  @Test func aReleaseAwayFromItsTargetIsNotCapped() throws {
    let (window, context, animator) = try makeAnimator(travel: 1000)
    animator.hold()
    animator.scrub(to: 0.9)
    animator.release(finish: false, velocity: 50)  // towards the end, cancelling
    expectApproximately(context.transitionCoordinator.completionVelocity, 50, absolute: 1e-12)
    try window.advance(to: 5, frameRate: 60)  // it completes (and lets go of everything)
    #expect(animator.isCompleted)
  }

  @Test func thePanCapsItsVelocityAndKeepsItsDirection() throws {
    let window = makeWindow()
    let view = View(frame: window.bounds)
    window.addSubview(view)
    let pan = PanGestureRecognizer()
    view.addGestureRecognizer(pan)
    var script = TouchScript()
    script.down(at: .at(100, 100))
    script.move(by: Vector(dx: 300, dy: 400), duration: 0.01)  // 50 000 pt/s
    try script.play(in: window)
    let velocity = pan.velocity(in: nil)
    expectApproximately(velocity.length, 10_000, absolute: 1e-6)
    expectApproximately(velocity.dx / velocity.dy, 0.75, absolute: 1e-9)
    pan.maximumVelocity = .infinity
    #expect(pan.velocity(in: nil).length > 40_000)
  }

  @Test func overshootKeepsAlphaCornerRadiusAndScaleShowable() {
    let alpha = PropertyValue.number(-0.2).overshootLimited(
      for: .alpha, from: .number(0.4), to: .number(0))
    #expect(alpha == .number(0))
    let opaque = PropertyValue.number(1.3).overshootLimited(
      for: .alpha, from: .number(0), to: .number(1))
    #expect(opaque == .number(1))
    let radius = PropertyValue.number(-3).overshootLimited(
      for: .cornerRadius, from: .number(12), to: .number(0))
    #expect(radius == .number(0))
    let flipped = PropertyValue.transform(Transform(scale: -0.5)).overshootLimited(
      for: .transform, from: .transform(.identity), to: .transform(Transform(scale: 0.5)))
    guard case .transform(let transform) = flipped else {
      Issue.record("not a transform")
      return
    }
    expectApproximately(transform.scaleX, 0.05, absolute: 1e-12)
    expectApproximately(transform.scaleY, 0.05, absolute: 1e-12)
    // A deliberate flip (an end with a negative scale) is left as asked.
    let mirror = PropertyValue.transform(Transform(scale: -2)).overshootLimited(
      for: .transform, from: .transform(.identity), to: .transform(Transform(scale: -1)))
    #expect(mirror == .transform(Transform(scale: -2)))
  }

  // MARK: Following the finger

  /// A finger lands on the cancelling pull-down view and moves 50 pt: the view moves 50 pt.
  @Test func aGrabThatBecomesADragKeepsTheFingerOneToOne() throws {
    let timeline = try play(
      "pullDown", frameRate: 120, until: 3,
      [
        drag(at: 0.1, from: (195, 100), to: (195, 400), duration: 0.3, hold: 0.2),
        // It springs back up; catch it and drag 50 pt down slowly, then hold.
        drag(at: 0.7, from: (195, 60), to: (195, 110), duration: 0.25, hold: 0.3),
      ])
    let grabbed = try #require(timeline.frame(at: 0.7)?.view("presented")).frame.maxY
    for time in stride(from: 0.7, through: 1.2, by: 1.0 / 120) {
      let frame = try #require(timeline.frame(at: time))
      let finger = try #require(frame.touch).y
      let y = try #require(frame.view("presented")).frame.maxY
      expectApproximately(y - grabbed, finger - 60, absolute: 1e-6)
    }
  }

  @Test(arguments: ["card", "modal"])
  func anUpwardDragOnThePresentedSheetStretchesItAndItSpringsBack(id: String) throws {
    let timeline = try play(
      id, start: .presented, frameRate: 120, until: 2.5,
      [drag(at: 0.2, from: (195, 400), to: (195, 200), duration: 0.4, hold: 0.1)])
    let rest = try #require(timeline.frame(at: 0.1)?.view("presented")).frame
    let held = try #require(timeline.frame(at: 0.65)?.view("presented")).frame
    // The top edge went up, rubber-banded (less than the finger's 200 pt, more than nothing),
    // the bottom edge stayed.
    let stretch = rest.origin.y - held.origin.y
    let dimension = rest.size.height
    let expected = rubberBandUnchecked(offset: 200, dimension: dimension)
    expectApproximately(stretch, expected, absolute: 1e-6)
    expectApproximately(held.maxY, rest.maxY, absolute: 1e-6)
    // No transition ran; on release it springs back to rest exactly.
    #expect(timeline.events("transitionBegan").isEmpty)
    #expect(timeline.frames.allSatisfy { $0.phase == .presented })
    let end = try #require(timeline.frames.last?.view("presented")).frame
    expectApproximately(end.origin.y, rest.origin.y, absolute: 1e-6)
    expectApproximately(end.size.height, rest.size.height, absolute: 1e-6)
    // The stretch springs back monotonically after the finger lifts (damping ratio 1).
    let back = timeline.frames.filter { $0.time > 0.7 }.compactMap {
      $0.view("presented")?.frame.origin.y
    }
    #expect(zip(back, back.dropFirst()).allSatisfy { $0.1 >= $0.0 - 1e-9 })
  }

  @Test func aStretchDraggedBackDownHandsTheRestOfTheDragToTheDismissal() throws {
    // One finger: down at y 400, up 100 pt, then down 300 pt (200 pt below where it went down),
    // held there, then lifted.
    var events = [touch(.down, at: 0.2, 195, 400)]
    var time = 0.2
    for y in stride(from: 395.0, through: 300, by: -5) {
      time += 1.0 / 120
      events.append(touch(.move, at: time, 195, y))
    }
    for y in stride(from: 305.0, through: 600, by: 5) {
      time += 1.0 / 120
      events.append(touch(.move, at: time, 195, y))
    }
    let lifted = time + 0.2
    events.append(touch(.up, at: lifted, 195, 600))
    let timeline = try play("card", start: .presented, frameRate: 120, until: lifted + 1, events)
    #expect(timeline.events("transitionBegan").count == 1)
    // Held 200 pt below where it went down: the card is 200 pt down, at its rest height.
    let frame = try #require(timeline.frame(at: lifted - 0.05)?.view("presented")).frame
    expectApproximately(frame.origin.y, 60 + 200, absolute: 1e-6)
    expectApproximately(frame.size.height, 844 - 60, absolute: 1e-6)
    // While stretched, the stretch never went below rest (no transition ran then).
    let stretched = timeline.frames.filter { $0.time < 0.2 + 21.0 / 120 }
    #expect(stretched.allSatisfy { $0.phase == .presented })
  }

  @Test func aSpringingBackStretchCanBeGrabbedWithNoJump() throws {
    let timeline = try play(
      "card", start: .presented, frameRate: 120, until: 3,
      [
        drag(at: 0.2, from: (195, 400), to: (195, 200), duration: 0.2),
        touch(.down, at: 0.45, 195, 300),
        touch(.up, at: 0.8, 195, 300),
      ])
    let before = try #require(timeline.frame(at: 0.45 - 1.0 / 120)?.view("presented")).frame
    let grabbed = try #require(timeline.frame(at: 0.45)?.view("presented")).frame
    let held = try #require(timeline.frame(at: 0.7)?.view("presented")).frame
    #expect(before.origin.y < grabbed.origin.y)  // springing back until caught...
    #expect(grabbed.origin.y < 60 - 1)  // ...still stretched when caught...
    expectApproximately(held.origin.y, grabbed.origin.y, absolute: 1e-9)  // ...and held there
    expectApproximately(held.maxY, 844, absolute: 1e-9)
    let end = try #require(timeline.frames.last?.view("presented")).frame
    expectApproximately(end.origin.y, 60, absolute: 1e-6)
    #expect(timeline.events("transitionBegan").isEmpty)
  }

  // MARK: Helpers

  private func makeAnimator(
    travel: Double
  ) throws -> (Window, BasicTransitionContext, TransitionAnimator) {
    let window = Window(size: Size(width: 400, height: 500))
    let old = ViewController()
    let new = ViewController()
    window.addSubview(old.view)
    let context = BasicTransitionContext(
      operation: .select, container: window, window: window, startsInteractively: true,
      from: old, to: new, frames: []
    ) { _ in }
    let moving = old.view
    let views = try PropertyAnimator(duration: 0.5, window: window) {
      moving.center = Point(x: 50, y: 50 + travel)
    }
    let animator = try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeInEaseOut, duration: 0.5),
      travel: travel)
    return (window, context, animator)
  }
}
