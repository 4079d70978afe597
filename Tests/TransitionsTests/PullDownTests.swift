import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@MainActor
struct PullDownTests {
  let height = 844.0

  @Test func presentsAndDismissesNonInteractivelyInHalfASecondEaseInEaseOut() throws {
    let timeline = try play(
      "pullDown", until: 2, [action(.present, at: 0), action(.dismiss, at: 1)])
    let endings = timeline.endings
    #expect(endings.count == 2)
    expectApproximately(endings[0].time, 0.5, absolute: 1.0 / 60)
    expectApproximately(endings[1].time, 1.5, absolute: 1.0 / 60)
    #expect(endings.allSatisfy { $0.completed })
    // Halfway in time, ease-in-ease-out is halfway in space (the curve is symmetric).
    let quarter = try #require(timeline.frame(at: 0.25)?.view("presented"))
    expectApproximately(quarter.frame.origin.y, -height / 2, absolute: 1e-6)
    let expected = -height * (1 - TimingCurve.easeInEaseOut.value(at: 0.1 / 0.5))
    expectApproximately(
      try #require(timeline.frame(at: 0.1)?.view("presented")).frame.origin.y, expected,
      absolute: 1e-6)
    // Presented: covers the screen; the presenter's view has left the window.
    let shown = try #require(timeline.frame(at: 0.75))
    #expect(shown.phase == .presented)
    expectApproximately(try #require(shown.view("presented")).frame.origin.y, 0, absolute: 0.01)
    #expect(shown.view("presenting")?.isVisible == false)
    // Back in the window as soon as the dismissal begins.
    #expect(timeline.frame(at: 1.0)?.view("presenting")?.isVisible == true)
    #expect(timeline.frame(at: 1.0)?.operation == .dismiss)
    let idle = try #require(timeline.frame(at: 2))
    #expect(idle.phase == .idle)
    #expect(idle.view("presented")?.isVisible == false)
  }

  @Test func aPanDownOnThePresenterPresentsAndTheViewFollowsTheFingerOneToOne() throws {
    let timeline = try play(
      "pullDown", until: 2,
      [drag(at: 0.1, from: (195, 200), to: (195, 400), duration: 0.4, hold: 0.2)])
    let began = timeline.events("transitionBegan")
    #expect(began.count == 1)
    #expect(began.first?.kind == .transitionBegan(operation: .present, interactive: true))
    // While dragged, the view's bottom edge is exactly as far down as the finger has moved.
    for time in [0.2, 0.3, 0.45] {
      let frame = try #require(timeline.frame(at: time))
      #expect(frame.isInteractive)
      let moved = try #require(frame.touch).y - 200
      expectApproximately(try #require(frame.view("presented")).frame.maxY, moved, absolute: 1e-6)
      expectApproximately(try #require(frame.progress), moved / height, absolute: 1e-9)
    }
    // Held still, released at 200 / 844 < 0.5 with no velocity: cancels, everything restored.
    #expect(timeline.endings.map(\.completed) == [false])
    let end = try #require(timeline.frames.last)
    #expect(end.phase == .idle)
    #expect(end.view("presenting")?.isVisible == true)
    #expect(end.view("presented")?.isVisible == false)
    expectApproximately(try #require(end.view("presenting")).frame.origin.y, 0, absolute: 1e-9)
    let audit = auditAppearance(timeline.callbacks("presenting"), startsAppeared: true)
    #expect(audit.legal && audit.appeared)
    let presented = auditAppearance(timeline.callbacks("presented"), startsAppeared: false)
    #expect(presented.legal && !presented.appeared && presented.settled)
  }

  @Test func aFlickFromAShortDragFinishesAndCarriesItsVelocity() throws {
    // 100 pt in 0.1 s: 1000 pt/s; projected 100/844 + 1000/844 · 0.499 ≈ 0.71 ≥ 0.5.
    let timeline = try play(
      "pullDown", frameRate: 120, until: 2,
      [drag(at: 0.1, from: (195, 200), to: (195, 300), duration: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    let release = try #require(timeline.events("interactionEnded").first)
    guard case .interactionEnded(let decision, let velocity, _) = release.kind else {
      Issue.record("not an interactionEnded")
      return
    }
    #expect(decision == .finish)
    expectApproximately(velocity.dy, 1000, relative: 0.02)
    // The first frame after release moves as the completion spring released at v does, not
    // as one released from rest.
    guard case .interactionEnded(_, _, let progress) = release.kind else { return }
    let next = try #require(timeline.frames.first { $0.time > release.time + 1e-9 })
    let dt = next.time - release.time
    let spring = TransitionAnimator.defaultCompletionSpring
    let carried = spring.motion(from: progress, to: 1, initialVelocity: velocity.dy / height)
    let fromRest = spring.motion(from: progress, to: 1, initialVelocity: 0)
    let moved = (try #require(next.progress) - progress) * height
    expectApproximately(moved, (carried.value(at: dt) - progress) * height, absolute: 1e-6)
    #expect(moved > (fromRest.value(at: dt) - progress) * height + 0.5 * velocity.dy * dt)
  }

  @Test func velocityDirectionPolicyFollowsTheVelocityDirectionElseTheMiddle() throws {
    // Released past the middle while moving up (back): velocityDirection (seed 000's rule)
    // cancels, projected too.
    let events = [drag(at: 0.1, from: (195, 100), to: (195, 600), duration: 0.5, hold: 0)]
    let flickBack = [
      drag(at: 0.1, from: (195, 100), to: (195, 600), duration: 0.5, release: false),
      ScriptEvent(at: 0.6, .touch(.move, Point(x: 195, y: 595))),
      ScriptEvent(at: 0.61, .touch(.move, Point(x: 195, y: 585))),
      ScriptEvent(at: 0.62, .touch(.move, Point(x: 195, y: 575))),
      ScriptEvent(at: 0.63, .touch(.up, Point(x: 195, y: 565))),
    ]
    let forward = try play(
      "pullDown", options: ["policy": .string("velocityDirection")], until: 2, events)
    #expect(forward.endings.map(\.completed) == [true])
    let back = try play(
      "pullDown", options: ["policy": .string("velocityDirection")], until: 2, flickBack)
    #expect(back.endings.map(\.completed) == [false])
  }

  @Test func aPanUpOnThePresentedViewDismissesInteractively() throws {
    let timeline = try play(
      "pullDown", start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 700), to: (195, 200), duration: 0.3)])
    #expect(timeline.frames.first?.phase == .presented)
    #expect(
      timeline.events("transitionBegan").first?.kind
        == .transitionBegan(operation: .dismiss, interactive: true))
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.last?.phase == .idle)
    // A pan down on the presented view does nothing.
    let down = try play(
      "pullDown", start: .presented, until: 1,
      [drag(at: 0.1, from: (195, 200), to: (195, 600), duration: 0.3)])
    #expect(down.events("transitionBegan").isEmpty)
  }

  @Test func aFingerCatchesThePresentationMidFlightWithNoJumpAndLiftingLetsItGoOn() throws {
    // Present by button; at 0.2 s a finger lands on the moving view and holds still 0.3 s.
    let timeline = try play(
      "pullDown", frameRate: 120, until: 3,
      [
        action(.present, at: 0),
        touch(.down, at: 0.2, 195, 100),
        touch(.up, at: 0.5, 195, 100),
      ])
    let before = try #require(timeline.frame(at: 0.2)?.view("presented")).frame.origin.y
    let held = try #require(timeline.frame(at: 0.45)?.view("presented")).frame.origin.y
    expectApproximately(held, before, absolute: 1)
    #expect(timeline.frame(at: 0.3)?.isInteractive == true)
    #expect(timeline.events("interactionBegan").count == 1)
    // p(0.2) of ease-in-ease-out ≈ 0.33 < 0.5 and released from rest: cancels.
    #expect(timeline.endings.map(\.completed) == [false])
  }

  @Test func grabbedWhileCancellingItContinuesFromWhereItIs() throws {
    let timeline = try play(
      "pullDown", frameRate: 120, until: 4,
      [
        drag(at: 0.1, from: (195, 100), to: (195, 400), duration: 0.3, hold: 0.2),
        // The view springs back up; grab it (its bottom edge is at ≈ 142 pt) and flick down.
        drag(at: 0.7, from: (195, 100), to: (195, 400), duration: 0.15),
      ])
    // Where the spring had it when the finger landed (the frame at 0.7 s shows the grab)...
    let spring = try #require(timeline.frame(at: 0.7 - 1.0 / 120)?.view("presented"))
    let grabbed = try #require(timeline.frame(at: 0.7)?.view("presented"))
    #expect(grabbed.frame.maxY < spring.frame.maxY)  // still moving up until then
    // ...and from there it follows the finger's movement one to one from touch-down: the grab
    // made the view the finger's, so the pan has no slop to lose.
    var previous: (finger: Double, y: Double)?
    for time in [0.7, 0.7 + 1.0 / 120, 0.7 + 2.0 / 120, 0.75, 0.8] {
      let frame = try #require(timeline.frame(at: time))
      let finger = try #require(frame.touch).y
      let y = try #require(frame.view("presented")).frame.maxY
      if let previous {
        expectApproximately(y - previous.y, finger - previous.finger, absolute: 1e-6)
      }
      previous = (finger, y)
    }
    #expect(timeline.events("transitionBegan").count == 1)
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.last?.phase == .presented)
  }
}
