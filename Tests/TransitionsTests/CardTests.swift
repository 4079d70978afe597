import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@MainActor
struct CardTests {
  let height = 844.0
  var travel: Double { height - 60 }

  func presenterIsShrunk(_ frame: Timeline.Frame, scale: Double = 0.88) throws {
    let presenter = try #require(frame.view("presenting"))
    expectApproximately(presenter.scale, scale, absolute: 1e-9)
    expectApproximately(presenter.cornerRadius, 12, absolute: 1e-9)
    // About its centre: the bounding box shrinks symmetrically.
    expectApproximately(presenter.frame.midX, 195, absolute: 1e-9)
    expectApproximately(presenter.frame.midY, 422, absolute: 1e-9)
    expectApproximately(presenter.frame.size.width, 390 * scale, absolute: 1e-9)
  }

  @Test func presentsWithTheShrunkPresenterBehindADimmingView() throws {
    let timeline = try play("card", until: 1.2, [action(.present, at: 0)])
    let end = try #require(timeline.endings.first)
    #expect(end.completed)
    expectApproximately(end.time, 0.5, absolute: 1.0 / 60)
    for frame in timeline.frames where frame.phase == .transitioning {
      let p = try #require(frame.progress)
      expectApproximately(
        try #require(frame.view("presented")).frame.origin.y, height - p * travel, absolute: 1e-6)
      expectApproximately(
        try #require(frame.view("presenting")).scale, 1 - 0.12 * p, absolute: 1e-9)
      expectApproximately(try #require(frame.view("dimming")).alpha, 0.4 * p, absolute: 1e-9)
    }
    let shown = try #require(timeline.frames.last)
    #expect(shown.phase == .presented)
    #expect(shown.view("presented")?.frame == Rect(x: 0, y: 60, width: 390, height: 784))
    #expect(shown.view("presented")?.cornerRadius == 12)
    try presenterIsShrunk(shown)
    #expect(shown.view("presenting")?.isVisible == true)
    #expect(timeline.callbacks("presenting") == [.willDisappear, .didDisappear])
  }

  @Test func aSwipeDownInterpolatesScaleRadiusAndDimmingAndACancelRestoresThemExactly() throws {
    let timeline = try play(
      "card", start: .presented, until: 3,
      [drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.5, hold: 0.2)])
    for frame in timeline.frames where frame.isInteractive {
      let finger = try #require(frame.touch).y - 300
      let p = finger / travel
      expectApproximately(try #require(frame.progress), p, absolute: 1e-9)
      expectApproximately(
        try #require(frame.view("presented")).frame.origin.y, 60 + finger, absolute: 1e-6)
      expectApproximately(
        try #require(frame.view("presenting")).scale, 0.88 + 0.12 * p, absolute: 1e-9)
      expectApproximately(
        try #require(frame.view("presenting")).cornerRadius, 12 * (1 - p), absolute: 1e-9)
      expectApproximately(try #require(frame.view("dimming")).alpha, 0.4 * (1 - p), absolute: 1e-9)
    }
    #expect(timeline.endings.map(\.completed) == [false])
    let end = try #require(timeline.frames.last)
    #expect(end.phase == .presented)
    try presenterIsShrunk(end)
    #expect(end.view("dimming")?.alpha == 0.4)
    // Balanced: will-appear then, cancelled, will-disappear and did-disappear.
    let audit = auditAppearance(timeline.callbacks("presenting"), startsAppeared: false)
    #expect(audit.legal && !audit.appeared && audit.settled)
    #expect(timeline.callbacks("presenting") == [.willAppear, .willDisappear, .didDisappear])
  }

  @Test func aCancelledPresentationRestoresScaleOneAndRadiusZeroExactly() throws {
    // Grab the card while it rises and push it back down.
    let timeline = try play(
      "card", frameRate: 120, until: 3,
      [
        action(.present, at: 0),
        drag(at: 0.08, from: (195, 700), to: (195, 840), duration: 0.1),
      ])
    #expect(timeline.endings.map(\.completed) == [false])
    let end = try #require(timeline.frames.last?.view("presenting"))
    #expect(end.scale == 1)
    #expect(end.cornerRadius == 0)
    #expect(end.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(timeline.frames.last?.phase == .idle)
  }

  @Test func draggingUpPastTheTopRubberBands() throws {
    let timeline = try play(
      "card", start: .presented, until: 2,
      [
        drag(at: 0.1, from: (195, 300), to: (195, 320), duration: 0.05, release: false),
        touch(.move, at: 0.2, 195, 200),
        touch(.up, at: 0.3, 195, 200),
      ])
    let card = try #require(timeline.frame(at: 0.25)?.view("presented"))
    expectApproximately(
      card.frame.origin.y, 60 + rubberBandUnchecked(offset: -100, dimension: travel),
      absolute: 1e-6)
    #expect(timeline.endings.map(\.completed) == [false])
  }

  @Test(arguments: [true, false])
  func theDimmedStripDismissesByTapAndByPanUnlessTurnedOff(enabled: Bool) throws {
    let options: [String: OptionValue] = ["dismissesOnDimmingTap": .bool(enabled)]
    let tap = try play(
      "card", options: options, start: .presented, until: 2,
      [touch(.down, at: 0.1, 195, 30), touch(.up, at: 0.15, 195, 30)])
    #expect(tap.endings.map(\.completed) == (enabled ? [true] : []))
    let pan = try play(
      "card", options: options, start: .presented, until: 2,
      [drag(at: 0.1, from: (195, 20), to: (195, 220), duration: 0.1)])
    #expect(pan.endings.map(\.completed) == (enabled ? [true] : []))
  }

  @Test func aResizeMidTransitionFollowsTheNewBoundsWithNoJump() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let card = ViewController()
    let manager = try home.present(card, transition: .card())
    try window.advance(to: 0.15, frameRate: 60)
    let before = card.view.convert(card.view.bounds, to: nil, layer: .onScreen)
    let progress = try #require(manager.activeAnimator?.progress)
    window.resize(to: Size(width: 600, height: 900))
    // The card keeps its place along its way up (same progress) at the new width.
    let after = card.view.convert(card.view.bounds, to: nil, layer: .onScreen)
    expectApproximately(after.origin.y, before.origin.y, absolute: 1e-6)
    expectApproximately(after.size.width, 600, absolute: 1e-9)
    expectApproximately(try #require(manager.activeAnimator?.progress), progress, absolute: 1e-12)
    let dimming = try #require((manager.transition as? CardTransition)?.dimmingView)
    #expect(dimming.frame == Rect(x: 0, y: 0, width: 600, height: 900))
    try window.advance(to: 1, frameRate: 60)
    #expect(card.view.frame == Rect(x: 0, y: 60, width: 600, height: 840))
    #expect(card.view.onScreen.transform.isIdentity)
    let presenter = home.view.convert(home.view.bounds, to: nil, layer: .onScreen)
    expectApproximately(presenter.midX, 300, absolute: 1e-9)  // about the new centre
    expectApproximately(presenter.midY, 450, absolute: 1e-9)
    expectApproximately(presenter.size.width, 600 * 0.88, absolute: 1e-9)
    // Resized while presented: the same.
    window.resize(to: Size(width: 390, height: 844))
    #expect(card.view.frame == Rect(x: 0, y: 60, width: 390, height: 784))
    #expect(dimming.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }
}
