import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsPlayback

@MainActor
struct ModalTests {
  let height = 844.0
  var travel: Double { height - 56 }

  @Test func presentsWithAHalfSecondCriticallyDampedSpringOverTheDimming() throws {
    let timeline = try play("modal", until: 1.2, [action(.present, at: 0)])
    let end = try #require(timeline.endings.first)
    #expect(end.completed)
    expectApproximately(end.time, 0.5, absolute: 1.0 / 60)
    // Damping ratio 1: the card never passes its final place.
    #expect(timeline.ys("presented").allSatisfy { $0 >= 56 - 1e-9 })
    for frame in timeline.frames where frame.phase == .transitioning {
      let p = try #require(frame.progress)
      let card = try #require(frame.view("presented"))
      expectApproximately(card.frame.origin.y, height - p * travel, absolute: 1e-6)
      expectApproximately(try #require(frame.view("dimming")).alpha, 0.3 * p, absolute: 1e-9)
    }
    let shown = try #require(timeline.frames.last)
    #expect(shown.phase == .presented)
    let card = try #require(shown.view("presented"))
    expectApproximately(card.frame.origin.x, 16, absolute: 0.01)
    expectApproximately(card.frame.origin.y, 56, absolute: 0.01)
    expectApproximately(card.frame.size.width, 390 - 32, absolute: 0.01)
    expectApproximately(card.frame.size.height, 480, absolute: 0.01)
    expectApproximately(try #require(shown.view("dimming")).alpha, 0.3, absolute: 1e-9)
    // The presenter's view stays, and gets no callbacks.
    #expect(shown.view("presenting")?.isVisible == true)
    #expect(timeline.callbacks("presenting").isEmpty)
  }

  @Test func aSwipeDownDismissesAndTheDimmingFollowsTheProgress() throws {
    let timeline = try play(
      "modal", start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 300), to: (195, 400), duration: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    for frame in timeline.frames where frame.isInteractive {
      let p = try #require(frame.progress)
      let finger = try #require(frame.touch).y - 300
      expectApproximately(p, finger / travel, absolute: 1e-9)
      expectApproximately(try #require(frame.view("dimming")).alpha, 0.3 * (1 - p), absolute: 1e-9)
    }
    #expect(timeline.frames.last?.phase == .idle)
  }

  @Test func draggingUpPastTheStartRubberBands() throws {
    let timeline = try play(
      "modal", start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 500), to: (195, 300), duration: 0.5, hold: 0.1, release: false)])
    // A downward start is needed to begin: an upward pan does nothing.
    #expect(timeline.events("transitionBegan").isEmpty)
    let grabbed = try play(
      "modal", start: .presented, until: 3,
      [
        drag(at: 0.1, from: (195, 300), to: (195, 320), duration: 0.05, release: false),
        ScriptEvent(at: 0.2, .touch(.move, Point(x: 195, y: 200))),
        ScriptEvent(at: 0.3, .touch(.up, Point(x: 195, y: 200))),
      ])
    let frame = try #require(grabbed.frame(at: 0.25))
    let card = try #require(frame.view("presented"))
    let banded = rubberBandUnchecked(offset: -100, dimension: travel)
    expectApproximately(card.frame.origin.y, 56 + banded, absolute: 1e-6)
    #expect(card.frame.origin.y > 56 - 100)
    #expect(grabbed.endings.map(\.completed) == [false])
    let restored = try #require(grabbed.frames.last?.view("presented"))
    expectApproximately(restored.frame.origin.y, 56, absolute: 1e-9)
    expectApproximately(
      try #require(grabbed.frames.last?.view("dimming")).alpha, 0.3, absolute: 1e-12)
  }

  @Test func fastOrPastHalfwayReleaseRule() throws {
    // Slow drag past half way: fastOrPastHalfway finishes (p > 0.5, v > −300).
    let slow = [drag(at: 0.1, from: (195, 100), to: (195, 520), duration: 1)]
    let finished = try play(
      "modal", options: ["policy": .string("fastOrPastHalfway")], start: .presented, until: 3, slow)
    #expect(finished.endings.map(\.completed) == [true])
    // A short flick at 400 pt/s: fastOrPastHalfway finishes (v > 300).
    let flick = [drag(at: 0.1, from: (195, 100), to: (195, 140), duration: 0.1)]
    let flicked = try play(
      "modal", options: ["policy": .string("fastOrPastHalfway")], start: .presented, until: 3, flick
    )
    #expect(flicked.endings.map(\.completed) == [true])
    // The projected rule cancels the same flick: 40/788 + 400/788 · 0.499 ≈ 0.30 < 0.5.
    let projected = try play("modal", start: .presented, until: 3, flick)
    #expect(projected.endings.map(\.completed) == [false])
  }

  @Test func noneDismissalIgnoresDrags() throws {
    let timeline = try play(
      "modal", options: ["dismissal": .string("none")], start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 300), to: (195, 700), duration: 0.2), action(.dismiss, at: 1)])
    let began = timeline.events("transitionBegan")
    #expect(began.map(\.kind) == [.transitionBegan(operation: .dismiss, interactive: false)])
    expectApproximately(try #require(began.first).time, 1, absolute: 1e-9)
  }

  @Test func inputDismissalNeedsTheThresholdWhateverTheSpeed() throws {
    let options: [String: OptionValue] = ["dismissal": .string("input")]
    // A fast flick of 100 pt (1000 pt/s) does not reach 160 pt: cancels.
    let flick = try play(
      "modal", options: options, start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 300), to: (195, 400), duration: 0.1)])
    #expect(flick.endings.map(\.completed) == [false])
    #expect(flick.events("haptic").isEmpty)
    // A slow drag past 160 pt and back above it, released held still past it again.
    let slow = try play(
      "modal", options: options, start: .presented, until: 3,
      [
        drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.5, release: false),
        ScriptEvent(at: 0.7, .touch(.move, Point(x: 195, y: 420))),
        ScriptEvent(at: 0.8, .touch(.move, Point(x: 195, y: 480))),
        ScriptEvent(at: 1.0, .touch(.up, Point(x: 195, y: 480))),
      ])
    #expect(slow.endings.map(\.completed) == [true])
    let haptics = slow.events("haptic")
    #expect(haptics.count == 3)  // down past 160, back above, down past again
    #expect(haptics.allSatisfy { $0.kind == .haptic(style: "selection", intensity: 1) })
    // The decoration grows with translation / threshold.
    let frame = try #require(slow.frame(at: 0.3))
    let translation = try #require(frame.touch).y - 300
    expectApproximately(
      try #require(frame.view("decoration")).alpha, min(translation / 160, 1), absolute: 1e-9)
  }

  @Test func grabbedWhileSpringingBackItContinuesWithNoJump() throws {
    let timeline = try play(
      "modal", start: .presented, frameRate: 120, until: 3,
      [
        drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.4, hold: 0.1),
        touch(.down, at: 0.65, 195, 450),
        touch(.up, at: 0.9, 195, 450),
      ])
    let before = try #require(timeline.frame(at: 0.65 - 1.0 / 120)?.view("presented")).frame
    let held = try #require(timeline.frame(at: 0.85)?.view("presented")).frame
    #expect(abs(held.origin.y - before.origin.y) < 12)  // one frame of spring at most
    let caught = try #require(timeline.frame(at: 0.65)?.view("presented")).frame
    expectApproximately(held.origin.y, caught.origin.y, absolute: 1e-9)
    #expect(timeline.events("interactionBegan").count == 2)
    #expect(timeline.endings.map(\.completed) == [false])
  }
}

@MainActor
struct ScrollHandOffTests {
  /// Down 300 pt (the first 100 scroll the content to its top, the rest move the card), then
  /// back up 200 pt (the card comes home, then the content scrolls again), all in one drag.
  @Test func theContentScrollsFirstThenTheCardFollowsAndBackInOneDrag() throws {
    var events = [drag(at: 0.1, from: (195, 300), to: (195, 600), duration: 0.6, release: false)]
    for k in 1...20 {
      events.append(touch(.move, at: 0.8 + Double(k) * 0.02, 195, 600 - 10 * Double(k)))
    }
    events.append(touch(.up, at: 1.3, 195, 400))
    var stage: AnyObject?
    var player = ScenarioPlayer()
    player.stageObserver = { stage = $0 }
    let timeline = try player.play(
      Script(
        transition: "modal",
        scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 100),
        frameRate: 120, until: 2, start: .presented, events: events))
    // While the content scrolls the card stays home.
    for frame in timeline.frames where frame.time < 0.3 {
      expectApproximately(try #require(frame.view("presented")).frame.origin.y, 56, absolute: 1e-9)
    }
    // Then it follows the finger one to one from where the content reached its top: a little
    // over 100 pt down (the scroll view's pan starts after its 10 pt slop).
    let moving = try #require(timeline.frame(at: 0.7))
    #expect(moving.phase == .transitioning)
    let cardAt600 = try #require(moving.view("presented")).frame.origin.y
    let handOffFinger = 600 - (cardAt600 - 56)
    #expect(handOffFinger > 400 && handOffFinger < 420)
    for time in [0.4, 0.5, 0.6] {
      let frame = try #require(timeline.frame(at: time))
      let finger = try #require(frame.touch).y
      expectApproximately(
        try #require(frame.view("presented")).frame.origin.y, 56 + finger - handOffFinger,
        absolute: 1e-6)
    }
    // Back home at the same finger position; the rest of the drag scrolled the content.
    #expect(timeline.endings.map(\.completed) == [false])
    #expect(timeline.frames.last?.phase == .presented)
    let list = try #require((stage as? ModalStage)?.list)
    expectApproximately(list.contentOffset.y, handOffFinger - 400, absolute: 1e-6)
  }

  /// The timeline carries the list's scroll position on the presented view (an optional field),
  /// so a preview shows the hand-off: the content scrolls to its top while the card stays home,
  /// then the card moves while the content stays at its top.
  @Test func theTimelineShowsTheListScrollingBeforeTheCardMoves() throws {
    let timeline = try play(
      "modal", scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 120),
      start: .presented,
      until: 2.4,
      [drag(at: 0.2, from: (195, 300), to: (195, 900), duration: 0.8, hold: 0.1)])
    for frame in timeline.frames {
      for view in frame.views where view.role != "presented" { #expect(view.contentOffset == nil) }
    }
    let start = try #require(timeline.frames.first?.view("presented"))
    #expect(start.contentOffset == Point(x: 0, y: 120))
    var contentAtTop: Double?
    var cardMoved: Double?
    for frame in timeline.frames {
      let presented = try #require(frame.view("presented"))
      let offset = try #require(presented.contentOffset)
      if offset.y > 1e-9 {
        expectApproximately(presented.frame.origin.y, 56, absolute: 1e-9)
      } else if contentAtTop == nil {
        contentAtTop = frame.time
      }
      if cardMoved == nil, presented.frame.origin.y > 56.5 {
        cardMoved = frame.time
        // From the moment the card moves the content is at its top.
        expectApproximately(offset.y, 0, absolute: 1e-9)
      }
    }
    let top = try #require(contentAtTop)
    let moved = try #require(cardMoved)
    #expect(top > 0.2 && top <= moved)
    #expect(timeline.endings.map(\.completed) == [true])
    // Without scrolling content no view carries an offset.
    let plain = try play(
      "modal", start: .presented, until: 1,
      [drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.1)])
    #expect(plain.frames.allSatisfy { $0.views.allSatisfy { $0.contentOffset == nil } })
  }

  @Test func aDownwardDragWithTheContentAtItsTopDismisses() throws {
    let timeline = try play(
      "modal", scrollSettings: Script.ScrollSettings(scrollContent: true), start: .presented,
      until: 2,
      [drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
  }
}
