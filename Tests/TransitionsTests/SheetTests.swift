import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// The sheet through its API: detents, release by projection, dismissal, grabs, rubber band,
/// dimming, grabber.
@MainActor
struct SheetTests {
  let iPhone = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  // MARK: Detents

  @Test func detentsResolveWithinTheSafeAreaAndSortSmallestFirst() {
    let size = Size(width: 390, height: 844)
    #expect(SheetDetent.medium.height(in: size, safeArea: iPhone) == 422)
    #expect(SheetDetent.large.height(in: size, safeArea: iPhone) == 797)
    #expect(SheetDetent.height(200).height(in: size, safeArea: iPhone) == 234)
    #expect(SheetDetent.height(5000).height(in: size, safeArea: iPhone) == 797)
    var configuration = SheetTransition.Configuration()
    configuration.detents = [.large, .height(500), .medium]
    let resolved = configuration.resolvedDetents(in: size, safeArea: iPhone)
    #expect(resolved.map(\.detent) == [.medium, .height(500), .large])
    // Rotated, medium is half the new height and the custom one is taller than large would be.
    let landscape = configuration.resolvedDetents(
      in: Size(width: 844, height: 390), safeArea: .zero)
    #expect(landscape.map(\.height) == [195, 390, 390])
    #expect(SheetDetent.height(187.5).name == "187.5")
    #expect(SheetDetent(.number(200)) == .height(200))
    #expect(SheetDetent(.string("huge")) == nil)
    #expect(SheetDetent(.number(-1)) == nil)
  }

  @Test func opensAtTheSmallestDetentOrTheSelectedOne() throws {
    let stage = SheetStage(detents: [.height(200), .medium, .large], safeArea: iPhone)
    try stage.present(animated: true)
    #expect(stage.sheet.restingDetent == .height(200))
    #expect(stage.frame == Rect(x: 0, y: 844 - 234, width: 390, height: 234))
    #expect(stage.endings.map(\.1) == [true])
    let large = SheetStage(detents: [.medium, .large], safeArea: iPhone) {
      $0.selectedDetent = .large
    }
    try large.present(animated: true)
    #expect(large.sheet.restingDetent == .large)
    #expect(large.frame == Rect(x: 0, y: 47, width: 390, height: 797))
    // The presenter recedes at large, as the card's does; the sheet has its corners.
    #expect(large.home.view.onScreen.transform.scaleX == 0.92)
    #expect(large.home.view.onScreen.cornerRadius == 10)
    #expect(large.detail.view.onScreen.cornerRadius == 10)
    #expect(large.sheet.dimmingView.onScreen.alpha == SheetTransition.dimmingAlpha)
  }

  @Test func presentingRisesOnASpringSettledInHalfASecond() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present(animated: true, settle: 0)
    try stage.advance(to: 0.25)
    #expect(stage.frame.origin.y > 422 && stage.frame.origin.y < 844)
    #expect(stage.frame.size.height == 422)  // rigid as it rises
    try stage.advance(to: 0.6)
    guard case .transitionEnded(.present, true) = stage.transitionEvents.last?.event else {
      Issue.record("no end: \(stage.transitionEvents)")
      return
    }
    expectApproximately(stage.transitionEvents.last?.time ?? 0, 0.5, absolute: 1.0 / 240)
  }

  // MARK: Release by projection

  @Test func aGentleReleaseSettlesOnTheNearestDetent() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    // 160 pt up (the pan's slop taken back), released at rest: 582 is nearer medium.
    try stage.drag(from: 700, to: 540, duration: 0.5, hold: 0.2)
    expectApproximately(stage.extent, 422 + 160, absolute: 1e-6)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .medium)
    #expect(stage.changes.isEmpty)
    // 290 pt up, at rest: 712 is nearer large.
    try stage.drag(from: 700, to: 400, duration: 0.5, hold: 0.2)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    #expect(stage.changes == [.detentChanged(from: .medium, to: .large, interactive: true)])
    #expect(stage.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func aFlickFromMediumGoesToLargeAndASlowDragDoesNot() throws {
    let slow = SheetStage(detents: [.medium, .large])
    try slow.present()
    try slow.drag(from: 700, to: 640, duration: 0.6)  // 100 pt/s: lands at 472 + 50
    try slow.advance(by: 1.5)
    #expect(slow.sheet.restingDetent == .medium)
    let flick = SheetStage(detents: [.medium, .large])
    try flick.present()
    try flick.drag(from: 700, to: 640, duration: 0.06)  // 1000 pt/s: lands at 472 + 499
    try flick.advance(by: 1.5)
    #expect(flick.sheet.restingDetent == .large)
  }

  @Test func aStrongFlickGoesPastTheMiddleDetentUnlessItMayNotSkip() throws {
    for skips in [true, false] {
      let stage = SheetStage(detents: [.height(200), .medium, .large]) { $0.skipsDetents = skips }
      try stage.present()
      try stage.drag(from: 800, to: 740, duration: 0.03)  // 2000 pt/s from 200 pt
      try stage.advance(by: 1.5)
      #expect(stage.sheet.restingDetent == (skips ? .large : .medium), "skips: \(skips)")
    }
  }

  @Test func theReleaseVelocityCarriesIntoTheSpring() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    try stage.drag(from: 700, to: 640, duration: 0.06)  // 1000 pt/s up
    // Over the first 0.1 ms the spring's own pull adds under 10 pt/s.
    let before = stage.extent
    try stage.window.advance(to: stage.now + 1e-4)
    expectApproximately((stage.extent - before) / 1e-4, 1000, absolute: 10)
  }

  @Test func theReleaseChoosesBySheetRelease() {
    let heights = [234.0, 422, 797]
    func target(_ height: Double, _ velocity: Double, from: Int = 1, skips: Bool = true)
      -> SheetRelease.Target
    {
      SheetRelease.target(
        height: height, velocity: velocity, heights: heights, from: from, skipsDetents: skips,
        dismissible: true)
    }
    expectApproximately(SheetRelease.projection(velocity: 1000), 499, absolute: 1e-9)
    #expect(target(430, 0) == .detent(1))
    #expect(target(700, 0) == .detent(2))
    #expect(target(300, 0) == .detent(0))
    #expect(target(110, 0) == .dismiss)
    #expect(target(422, -1000) == .dismiss)  // lands at −77
    #expect(target(797, -2000, from: 2) == .dismiss)
    #expect(target(797, -2000, from: 2, skips: false) == .detent(1))
    #expect(target(234, 3000, from: 0, skips: false) == .detent(1))
    #expect(
      SheetRelease.target(
        height: 50, velocity: -3000, heights: heights, from: 0, skipsDetents: true,
        dismissible: false) == .detent(0))
    #expect(
      SheetRelease.target(
        height: .nan, velocity: .infinity, heights: heights, from: 0, skipsDetents: true,
        dismissible: true) == .detent(0))
  }

  // MARK: Dismissal

  @Test func aFlickDownFromTheSmallestDismissesCarryingTheVelocity() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    try stage.drag(from: 600, to: 660, duration: 0.04)  // 1500 pt/s down
    let release = stage.now
    let began = stage.transitionEvents.first { event in
      if case .transitionBegan(.dismiss, true) = event.event { return true }
      return false
    }
    #expect(began != nil, "the drag below the smallest detent is an interactive dismissal")
    let before = stage.frame.origin.y
    try stage.window.advance(to: release + 1e-4)
    expectApproximately((stage.frame.origin.y - before) / 1e-4, 1500, absolute: 10)
    try stage.advance(by: 1)
    #expect(stage.endings.map(\.1) == [true])
    #expect(stage.detail.presentingViewController == nil)
  }

  @Test func belowTheSmallestTheProjectionDecidesDismissal() throws {
    let back = SheetStage(detents: [.medium, .large])
    try back.present()
    try back.drag(from: 600, to: 760, duration: 0.5, hold: 0.2)  // rests at 272 > 211
    try back.advance(by: 1.5)
    #expect(back.endings.map(\.1) == [false])
    #expect(back.sheet.restingDetent == .medium)
    #expect(back.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    let away = SheetStage(detents: [.medium, .large])
    try away.present()
    try away.drag(from: 600, to: 860, duration: 0.5, hold: 0.2)  // rests at 172 < 211
    try away.advance(by: 1.5)
    #expect(away.endings.map(\.1) == [true])
  }

  @Test func aDragBelowTheSmallestAndBackHandsOffWithNoJump() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    try stage.drag(from: 600, to: 710, duration: 0.3, hold: 0.05, release: false)
    expectApproximately(stage.extent, 422 - 110, absolute: 1e-6)
    #expect(stage.manager.activeOperation == .dismiss)
    // From the dismissal back between the detents: no step larger than the finger's.
    let handOff = stage.now
    try stage.move(from: 710, to: 510, duration: 0.4)
    #expect(stage.manager.activeOperation == nil)  // cancelled at once, the drag goes on
    expectApproximately(stage.extent, 622 - 110, absolute: 1e-6)
    #expect(stage.largestStep(from: handOff) <= 200 / 0.4 / 240 + 1e-6)
    try stage.touch(.ended, 195, 510, at: stage.now + 0.15)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .medium)
    #expect(stage.endings.map(\.1) == [false])
  }

  @Test func aFlickFromLargeDismissesPastMediumUnlessItMayNotSkip() throws {
    for skips in [true, false] {
      let stage = SheetStage(detents: [.medium, .large]) {
        $0.selectedDetent = .large
        $0.skipsDetents = skips
      }
      try stage.present()
      try stage.drag(from: 300, to: 400, duration: 0.04)  // 2500 pt/s down from 754
      try stage.advance(by: 1.5)
      #expect(stage.endings.map(\.1) == (skips ? [true] : []), "skips: \(skips)")
      #expect(stage.sheet.restingDetent == (skips ? nil : .medium))
    }
  }

  @Test func anUndismissibleSheetRubberBandsBelowItsSmallestDetent() throws {
    let stage = SheetStage(detents: [.medium]) { $0.dismissible = false }
    try stage.present()
    try stage.drag(from: 600, to: 810, duration: 0.3, hold: 0.1, release: false)
    #expect(stage.manager.activeOperation == nil)
    let shown = 422 - rubberBandUnchecked(offset: 210, dimension: 422)
    expectApproximately(stage.extent, shown, absolute: 1e-6)
    try stage.touch(.ended, 195, 810, at: stage.now)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .medium)
    #expect(stage.endings.isEmpty)
  }

  // MARK: Grabbing mid-flight

  @Test func aFingerCatchesASpringWhereItIsAndHoldsIt() throws {
    let stage = SheetStage(detents: [.medium, .large])
    try stage.present()
    try stage.drag(from: 700, to: 640, duration: 0.06)
    try stage.advance(by: 0.1)
    let before = stage.frame
    try stage.touch(.began, 195, 700, at: stage.now + 0.5 / 240)
    let caught = stage.frame
    #expect(abs(caught.origin.y - before.origin.y) < 12, "\(before) → \(caught)")
    try stage.advance(by: 0.3)
    #expect(stage.frame == caught, "held still")
    #expect(stage.sheet.restingDetent == nil)
    try stage.touch(.ended, 195, 700, at: stage.now)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent != nil)
  }

  @Test func aFingerCatchesAPresentationAndADismissalMidFlight() throws {
    let rising = SheetStage(detents: [.medium, .large])
    try rising.present(animated: true, settle: 0.1)
    let before = rising.frame
    try rising.touch(.began, 195, 800, at: rising.now + 0.5 / 240)
    #expect(abs(rising.frame.origin.y - before.origin.y) < 10)
    let held = rising.frame
    try rising.advance(by: 0.3)
    #expect(rising.frame == held)
    #expect(rising.manager.activeAnimator?.context.isInteractive == true)
    try rising.touch(.ended, 195, 800, at: rising.now)
    try rising.advance(by: 1.5)
    // Let go at rest 3/4 of the way: it rests at medium (the presentation finished).
    #expect(rising.sheet.restingDetent == .medium)
    #expect(rising.endings.map(\.1) == [true])

    let falling = SheetStage(detents: [.medium, .large])
    try falling.present()
    try falling.detail.dismiss(animated: true)
    try falling.advance(by: 0.1)
    let moving = falling.frame
    try falling.touch(.began, 195, 820, at: falling.now + 0.5 / 240)
    #expect(abs(falling.frame.origin.y - moving.origin.y) < 10)
    let caught = falling.frame
    try falling.advance(by: 0.3)
    #expect(falling.frame == caught)
    // Dragged back up past where it started: the dismissal is cancelled, the drag goes on.
    try falling.move(from: 820, to: 500, duration: 0.3, hold: 0.2)
    #expect(falling.manager.activeOperation == nil)
    try falling.touch(.ended, 195, 500, at: falling.now)
    try falling.advance(by: 1.5)
    #expect(falling.endings.map(\.1) == [false])
    #expect(falling.sheet.restingDetent != nil)
  }

  // MARK: Rubber band

  @Test func pastTheLargestItRubberBandsAndSpringsBack() throws {
    let stage = SheetStage(detents: [.medium, .large], safeArea: iPhone) {
      $0.selectedDetent = .large
    }
    try stage.present()
    try stage.drag(from: 400, to: 200, duration: 0.4, hold: 0.1, release: false)
    let shown = 797 + rubberBandUnchecked(offset: 200, dimension: 844)
    expectApproximately(stage.extent, shown, absolute: 1e-6)
    #expect(stage.frame.origin.y < 47)
    try stage.touch(.ended, 195, 200, at: stage.now)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    #expect(stage.frame == Rect(x: 0, y: 47, width: 390, height: 797))
    #expect(stage.changes.isEmpty)
  }

  // MARK: Dimming, grabber

  @Test func atOrBelowTheUndimmedDetentThePresenterIsNotDimmedAndGetsTouches() throws {
    let stage = SheetStage(detents: [.medium, .large], safeArea: iPhone) {
      $0.largestUndimmedDetent = .medium
    }
    var taps = 0
    let tap = TapGestureRecognizer()
    tap.addAction { _ in taps += 1 }
    stage.home.view.addGestureRecognizer(tap)
    try stage.present()
    #expect(stage.sheet.dimmingView.onScreen.alpha == 0)
    try stage.touch(.began, 195, 200, at: 0.1)
    try stage.touch(.ended, 195, 200, at: 0.15)
    #expect(taps == 1, "a tap above the sheet reaches the presenter")
    // Halfway to large the dimming is half way in; at large it is full and takes the tap.
    #expect(stage.sheet.select(.large))
    try stage.advance(by: 1.5)
    #expect(stage.sheet.dimmingView.onScreen.alpha == SheetTransition.dimmingAlpha)
    try stage.touch(.began, 195, 20, at: stage.now + 0.1)
    try stage.touch(.ended, 195, 20, at: stage.now + 0.05)
    try stage.advance(by: 1)
    #expect(taps == 1)
    #expect(stage.endings.map(\.1) == [true], "a tap on the dimming dismisses")
  }

  @Test func theGrabberSitsAtTheTopOfTheSheetAndFollowsIt() throws {
    let stage = SheetStage(detents: [.medium, .large]) {
      $0.prefersGrabberVisible = true
      $0.cornerRadius = 16
    }
    try stage.present()
    let grabber = stage.sheet.grabberView
    #expect(grabber.onScreen.frame == Rect(x: 177, y: 427, width: 36, height: 5))
    #expect(grabber.superview === stage.detail.view.superview)
    #expect(stage.detail.view.onScreen.cornerRadius == 16)
    #expect(stage.sheet.supportingViews.map(\.role) == ["dimming", "grabber"])
    try stage.drag(from: 700, to: 600, duration: 0.2, hold: 0.1, release: false)
    expectApproximately(grabber.onScreen.frame.origin.y, stage.frame.origin.y + 5, absolute: 1e-9)
    let plain = SheetStage(detents: [.medium])
    try plain.present()
    #expect(plain.sheet.grabberView.superview == nil)
    #expect(plain.sheet.supportingViews.map(\.role) == ["dimming"])
  }

  // MARK: Programmatic changes

  @Test func selectingADetentAnimatesItAndIsReportedAsProgrammatic() throws {
    final class Listener: SheetTransitionDelegate {
      var detents: [SheetDetent] = []
      func sheetTransition(_ sheet: SheetTransition, didChangeDetentTo detent: SheetDetent) {
        detents.append(detent)
      }
    }
    let listener = Listener()
    let stage = SheetStage(detents: [.medium, .large])
    stage.sheet.delegate = listener
    try stage.present()
    #expect(!stage.sheet.select(.height(300)), "not one of its detents")
    #expect(stage.sheet.select(.large))
    #expect(stage.sheet.selectedDetent == .large)
    #expect(stage.sheet.restingDetent == nil)
    try stage.advance(by: 0.1)
    #expect(stage.frame.origin.y > 0 && stage.frame.origin.y < 422)
    #expect(stage.changes.isEmpty, "reported when it has finished")
    try stage.advance(by: 1.5)
    #expect(stage.changes == [.detentChanged(from: .medium, to: .large, interactive: false)])
    #expect(listener.detents.isEmpty, "the delegate hears only a finger's changes")
    try stage.drag(from: 300, to: 600, duration: 0.3, hold: 0.1)
    try stage.advance(by: 1.5)
    #expect(listener.detents == [.medium])
    #expect(stage.changes.last == .detentChanged(from: .large, to: .medium, interactive: true))
    // Not animated: at once.
    #expect(stage.sheet.select(.large, animated: false))
    #expect(stage.sheet.restingDetent == .large)
  }

  // MARK: Reduce Motion

  @Test func underReduceMotionChangesBetweenDetentsNeverOvershoot() throws {
    let stage = SheetStage(detents: [.medium, .large], reduceMotion: true)
    try stage.present()
    try stage.drag(from: 700, to: 600, duration: 0.02)  // 5000 pt/s up
    let release = stage.now
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    for sample in stage.frames where sample.time > release {
      #expect(sample.frame.origin.y >= -1e-6, "overshot at \(sample.time): \(sample.frame)")
    }
    #expect(stage.home.view.onScreen.transform.scaleX == 1, "the presenter does not recede")
  }

  @Test func underReduceMotionAButtonCrossFadesTheSheetInPlace() throws {
    let stage = SheetStage(detents: [.medium], reduceMotion: true)
    try stage.present(animated: true, settle: 0)
    try stage.advance(by: 0.15)
    #expect(stage.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(stage.detail.view.onScreen.alpha > 0 && stage.detail.view.onScreen.alpha < 1)
    try stage.advance(by: 0.3)
    #expect(stage.detail.view.onScreen.alpha == 1)
    try stage.detail.dismiss(animated: true)
    try stage.advance(by: 0.15)
    #expect(stage.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    try stage.advance(by: 0.3)
    #expect(stage.endings.map(\.1) == [true, true])
  }

  // MARK: Lifetime

  @Test func nothingOutlivesThePresentation() throws {
    weak var sheet: SheetTransition?
    weak var manager: TransitionManager?
    do {
      let stage = SheetStage(detents: [.medium, .large])
      sheet = stage.sheet
      manager = stage.manager
      try stage.present()
      try stage.drag(from: 600, to: 900, duration: 0.1)
      try stage.advance(by: 1)
      #expect(stage.endings.map(\.1) == [true])
    }
    #expect(sheet == nil)
    #expect(manager == nil)
  }
}
