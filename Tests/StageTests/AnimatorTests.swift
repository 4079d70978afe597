import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

@MainActor
struct AnimatorTests {
  let window = makeWindow()
  let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() {
    window.addSubview(card)
    card.center = Point(x: 50, y: 0)
  }

  func positions(_ animator: PropertyAnimator) -> () -> [AnimatingPosition] {
    var seen: [AnimatingPosition] = []
    animator.addCompletion { seen.append($0) }
    return { seen }
  }

  @Test func curveAnimationShowsPresentationSeparateFromModel() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    let seen = positions(animator)
    #expect(animator.animatorState == .inactive)
    try animator.startAnimation()
    #expect(animator.animatorState == .active)
    #expect(animator.isRunning)
    expectApproximately(card.center.y, 100)  // the model is the target at once
    expectApproximately(card.onScreen.center.y, 0)  // the screen has not moved yet
    #expect(card.isAnimating(.center))
    try window.advance(to: 0.25)
    expectApproximately(card.onScreen.center.y, 25, absolute: 1e-9)
    expectApproximately(animator.fractionComplete, 0.25, absolute: 1e-12)
    try window.advance(to: 1.5)
    #expect(seen() == [.end])
    #expect(animator.animatorState == .inactive)
    expectApproximately(card.onScreen.center.y, 100)
    #expect(!card.isAnimating(.center))
    try window.advance(to: 2)
    #expect(seen().count == 1)
  }

  @Test func easedCurveFollowsTheTimingCurve() throws {
    try window.animate(withDuration: 1, curve: .easeIn) { self.card.alpha = 0 }
    try window.advance(to: 0.3)
    expectApproximately(
      card.onScreen.alpha, 1 - TimingCurve.easeIn.value(at: 0.3), absolute: 1e-9)
  }

  @Test func interruptionStartsFromTheOnScreenValue() throws {
    var firstEnded: AnimatingPosition?
    try window.animate(withDuration: 1, curve: .linear) {
      self.card.center.y = 100
    } completion: {
      firstEnded = $0
    }
    try window.advance(to: 0.5)
    expectApproximately(card.onScreen.center.y, 50, absolute: 1e-9)
    let back = try window.animate(withDuration: 1, curve: .linear) { self.card.center.y = 0 }
    expectApproximately(card.onScreen.center.y, 50, absolute: 1e-9)  // no jump
    try window.advance(to: 1.0)
    expectApproximately(card.onScreen.center.y, 25, absolute: 1e-9)  // 50 → 0, halfway
    try window.advance(to: 1.6)
    #expect(firstEnded == .end)  // the first animator still completes, without moving the card
    expectApproximately(card.onScreen.center.y, 0, absolute: 1e-9)
    #expect(back.animatorState == .inactive)
  }

  @Test func settingAValueWithoutAnimationReplacesTheAnimation() throws {
    try window.animate(withDuration: 1, curve: .linear) { self.card.alpha = 0 }
    try window.advance(to: 0.5)
    card.alpha = 0.8
    expectApproximately(card.onScreen.alpha, 0.8)
    try window.advance(to: 0.75)
    expectApproximately(card.onScreen.alpha, 0.8)
  }

  @Test func pausedScrubbingIsLinearOrThroughTheCurve() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.easeIn), window: window) {
      self.card.center.y = 100
    }
    animator.fractionComplete = 0.3  // an inactive animator starts paused
    #expect(animator.animatorState == .active)
    #expect(!animator.isRunning)
    expectApproximately(card.onScreen.center.y, 30, absolute: 1e-9)
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.3
    expectApproximately(
      card.onScreen.center.y, 100 * TimingCurve.easeIn.value(at: 0.3), absolute: 1e-6)
    animator.fractionComplete = 7  // clamped, as in UIKit
    expectApproximately(animator.fractionComplete, 1)
  }

  @Test func stopWithoutFinishingKeepsTheOnScreenValues() throws {
    let animator = try window.animate(withDuration: 1, curve: .linear) {
      self.card.center.y = 100
    }
    let seen = positions(animator)
    try window.advance(to: 0.4)
    animator.stopAnimation(withoutFinishing: true)
    #expect(animator.animatorState == .inactive)
    expectApproximately(card.center.y, 40, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 40, absolute: 1e-9)
    try window.advance(to: 2)
    #expect(seen().isEmpty)
  }

  @Test func stopThenFinishAtEachPosition() throws {
    for (position, expected) in [(AnimatingPosition.start, 0.0), (.end, 100), (.current, 40)] {
      card.center.y = 0
      let animator = try window.animate(withDuration: 1, curve: .linear) {
        self.card.center.y = 100
      }
      let seen = positions(animator)
      let start = window.currentTime
      try window.advance(to: start + 0.4)
      animator.stopAnimation(withoutFinishing: false)
      #expect(animator.animatorState == .stopped)
      #expect(throws: AnimatorError.stopped(command: "startAnimation")) {
        try animator.startAnimation()
      }
      expectApproximately(card.onScreen.center.y, 40, absolute: 1e-9)
      try window.advance(to: start + 0.8)
      expectApproximately(card.onScreen.center.y, 40, absolute: 1e-9)  // held
      try animator.finishAnimation(at: position)
      #expect(seen() == [position])
      expectApproximately(card.center.y, expected, absolute: 1e-9)
      expectApproximately(card.onScreen.center.y, expected, absolute: 1e-9)
    }
  }

  @Test func finishRequiresStopped() throws {
    let animator = try PropertyAnimator(duration: 1, window: window)
    #expect(throws: AnimatorError.notStopped(.inactive)) { try animator.finishAnimation(at: .end) }
    #expect(throws: AnimatorError.notActive) {
      try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
    #expect(throws: AnimatorError.invalidParameter(name: "duration", value: -1)) {
      _ = try PropertyAnimator(duration: -1, window: window)
    }
  }

  @Test func reversingWhileRunningReturnsToTheStart() throws {
    let animator = try window.animate(withDuration: 1, curve: .linear) {
      self.card.center.y = 100
    }
    let seen = positions(animator)
    try window.advance(to: 0.6)
    animator.isReversed = true
    try window.advance(to: 0.9)
    expectApproximately(card.onScreen.center.y, 30, absolute: 1e-9)
    // Reversed, it reads in its own direction: 0.3 from the start is 0.7 of the way back.
    expectApproximately(animator.fractionComplete, 0.7, absolute: 1e-9)
    try window.advance(to: 1.3)
    #expect(seen() == [.start])
    expectApproximately(card.center.y, 0)  // the model goes back to the start value
  }

  @Test func pausesOnCompletionStaysActiveWithoutCompleting() throws {
    let animator = try PropertyAnimator(duration: 0.5, timing: .curve(.linear), window: window) {
      self.card.alpha = 0
    }
    animator.pausesOnCompletion = true
    let seen = positions(animator)
    try animator.startAnimation()
    try window.advance(to: 1)
    #expect(animator.animatorState == .active)
    #expect(!animator.isRunning)
    expectApproximately(animator.fractionComplete, 1)
    #expect(seen().isEmpty)
    animator.isReversed = true
    animator.pausesOnCompletion = false
    try animator.startAnimation()
    try window.advance(to: 1.25)
    expectApproximately(card.onScreen.alpha, 0.5, absolute: 1e-9)
    try window.advance(to: 2)
    #expect(seen() == [.start])
    expectApproximately(card.alpha, 1)
  }

  @Test func delayHoldsTheStart() throws {
    try window.animate(withDuration: 1, delay: 0.5, curve: .linear) { self.card.alpha = 0 }
    try window.advance(to: 0.4)
    expectApproximately(card.onScreen.alpha, 1)
    try window.advance(to: 1.0)
    expectApproximately(card.onScreen.alpha, 0.5, absolute: 1e-9)
  }

  @Test func animationsAddedWhileRunningUseTheRemainingTime() throws {
    let animator = try window.animate(withDuration: 1, curve: .linear) {
      self.card.center.y = 100
    }
    try window.advance(to: 0.5)
    try animator.addAnimations { self.card.alpha = 0 }
    try window.advance(to: 0.75)
    expectApproximately(card.onScreen.alpha, 0.5, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 75, absolute: 1e-9)
  }

  @Test func springTimingFollowsTheClosedForm() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    try window.animate(spring: spring) { self.card.center.y = 200 }
    try window.advance(to: 0.2)
    let expected = spring.motion(from: 0, to: 1).value(at: 0.2) * 200
    expectApproximately(card.onScreen.center.y, expected, absolute: 1e-9)
    try window.advance(to: 5)
    expectApproximately(card.onScreen.center.y, 200, absolute: 1e-9)
  }

  @Test func animatesEveryProperty() throws {
    let target = Transform(
      translation: Vector(dx: 10, dy: 0), scaleX: 0.5, scaleY: 0.5, scaleZ: 0.5)
    try window.animate(withDuration: 1, curve: .linear) {
      self.card.frame = Rect(x: 0, y: 0, width: 200, height: 300)
      self.card.transform = target
      self.card.cornerRadius = 20
      self.card.backgroundColor = .red
    }
    try window.advance(to: 0.5)
    let shown = card.onScreen
    expectApproximately(shown.bounds.width, 150, absolute: 1e-9)
    expectApproximately(shown.transform.scaleZ, 0.75, absolute: 1e-9)
    expectApproximately(shown.cornerRadius, 10, absolute: 1e-9)
    expectApproximately(shown.backgroundColor?.alpha ?? -1, 0.5, absolute: 1e-9)
  }

  /// The scenario: paused at 0.3, scrubbed to 0.7, reversed, continued with a spring,
  /// ending at the start with exactly one completion at `.start`.
  @Test func pauseScrubReverseContinueWithSpring() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    let seen = positions(animator)
    try animator.startAnimation()
    try window.advance(to: 0.3, frameRate: 60)
    try animator.pauseAnimation()
    expectApproximately(animator.fractionComplete, 0.3, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 30, absolute: 1e-9)
    try window.advance(to: 0.5)  // paused: nothing moves
    expectApproximately(card.onScreen.center.y, 30, absolute: 1e-9)

    animator.fractionComplete = 0.7
    expectApproximately(card.onScreen.center.y, 70, absolute: 1e-9)
    animator.isReversed = true
    #expect(animator.isReversed)
    let spring = try Spring(duration: 0.4, bounce: 0.2)
    try animator.continueAnimation(
      withTimingParameters: .spring(spring, initialVelocity: 1), durationFactor: 0)
    #expect(animator.isRunning)

    // The first frame after continuing is where the spring says, starting from 70: no jump.
    try window.advance(to: 0.5 + 1.0 / 60)
    let motion = spring.motion(from: 0.7, to: 0, initialVelocity: -0.7)
    expectApproximately(
      card.onScreen.center.y, 100 * motion.value(at: 1.0 / 60), absolute: 1e-9)
    #expect(card.onScreen.center.y < 70)

    try window.advance(to: 4, frameRate: 60)
    #expect(seen() == [.start])
    #expect(animator.animatorState == .inactive)
    expectApproximately(card.center.y, 0, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 0, absolute: 1e-9)
    try window.advance(to: 5, frameRate: 60)
    #expect(seen().count == 1)
  }
}

@MainActor
struct AnimatorInterruptionTests {
  let window = makeWindow()
  let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() { window.addSubview(card) }

  /// Reversing a spring mid-flight keeps position and velocity: no jump, no kink.
  @Test func reversingASpringCarriesItsVelocity() throws {
    let spring = try Spring(duration: 0.6, bounce: 0)
    let animator = try PropertyAnimator(duration: 1, window: window) { self.card.center.y = 300 }
    try animator.pauseAnimation()
    try animator.continueAnimation(
      withTimingParameters: .spring(spring, initialVelocity: 0), durationFactor: 0)
    try window.advance(to: 0.1)
    let motion = spring.motion(from: 0, to: 1)
    let state = motion.state(at: 0.1)
    animator.isReversed = true
    let dt = 1e-4
    try window.advance(to: 0.1 + dt)
    let back = spring.motion(from: state.value, to: 0, initialVelocity: state.velocity)
    // The card starts at y = 50, so progress p shows at 50 + 250 p.
    expectApproximately(card.onScreen.center.y, 50 + 250 * back.value(at: dt), absolute: 1e-9)
    // Still moving forward for an instant (velocity carried), not snapping back.
    #expect(card.onScreen.center.y > 50 + 250 * state.value)
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    try window.advance(to: 3, frameRate: 60)
    #expect(ended == .start)
    expectApproximately(card.center.y, 50)
  }

  @Test func grabbingAMovingViewPausesItWhereItIsSeen() throws {
    let animator = try window.animate(withDuration: 1, curve: .easeOut) {
      self.card.center.x = 300
    }
    try window.advance(to: 0.4)
    let seen = card.onScreen.center.x
    try animator.pauseAnimation()
    try window.advance(to: 0.9)
    expectApproximately(card.onScreen.center.x, seen, absolute: 1e-12)
    #expect(window.hitTest(Point(x: seen, y: 50)) === card)  // hit where it is seen
  }
}

@MainActor
struct AnimatorScrubbingTests {
  let window = makeWindow()
  let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 200))

  init() {
    window.addSubview(card)
    card.center = Point(x: 195, y: 100)
  }

  @Test func linearScrubFromAMidFlightPauseDoesNotJump() throws {
    let animator = try window.animate(withDuration: 1, curve: .easeOut) {
      self.card.center.y = 600
    }
    try window.advance(to: 0.3)
    try animator.pauseAnimation()
    let seen = card.onScreen.center.y
    let paused = animator.progressOnScreen
    expectApproximately(paused, TimingCurve.easeOut.value(at: 0.3), absolute: 1e-7)
    animator.fractionComplete = 0.3  // the pause point itself: no jump
    expectApproximately(card.onScreen.center.y, seen, absolute: 1e-9)
    animator.fractionComplete = 1
    expectApproximately(card.onScreen.center.y, 600, absolute: 1e-9)
    animator.fractionComplete = 0
    expectApproximately(card.onScreen.center.y, 100, absolute: 1e-9)
    animator.fractionComplete = 0.65  // halfway between the pause point and the end
    expectApproximately(animator.progressOnScreen, paused + (1 - paused) / 2, absolute: 1e-9)
  }

  @Test func settingProgressOnScreenFollowsAFingerOneToOne() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.easeInEaseOut), window: window)
    {
      self.card.center.y = 600
    }
    animator.progressOnScreen = 0.5
    expectApproximately(card.onScreen.center.y, 350, absolute: 1e-9)
    expectApproximately(animator.fractionComplete, 0.5, absolute: 1e-9)
    animator.progressOnScreen = -0.1  // rubber band past the start
    expectApproximately(card.onScreen.center.y, 50, absolute: 1e-9)
    expectApproximately(animator.fractionComplete, 0)
  }

  @Test func addAnimationsWithADelayFactor() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 600
    }
    try animator.addAnimations({ self.card.alpha = 0 }, delayFactor: 0.5)
    try animator.startAnimation()
    try window.advance(to: 0.4)
    expectApproximately(card.onScreen.alpha, 1, absolute: 1e-9)
    try window.advance(to: 0.75)
    expectApproximately(card.onScreen.alpha, 0.5, absolute: 1e-9)
  }

  /// Grab a card in flight: a zero-duration long press pauses the animator where the card is
  /// seen, a simultaneous pan drags it one to one, and a flick back sends it home on a spring
  /// carrying the release velocity, with exactly one completion at `.start`.
  @Test func grabAMovingCardDragItAndFlickItBack() throws {
    let animator = try window.animate(withDuration: 1, curve: .easeOut) {
      self.card.center.y = 600
    }
    var positions: [AnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    let distance = 500.0
    let grab = LongPressGestureRecognizer()
    grab.minimumPressDuration = 0
    let pan = PanGestureRecognizer()
    let delegate = ConfigurableGestureDelegate()
    delegate.simultaneous = { _, _ in true }
    grab.delegate = delegate
    pan.delegate = delegate
    card.addGestureRecognizer(grab)
    card.addGestureRecognizer(pan)

    var grabbedProgress = 0.0
    var releaseVelocity = 0.0
    grab.addAction { grab in
      if grab.state == .began {
        try? animator.pauseAnimation()
        grabbedProgress = animator.progressOnScreen
      }
    }
    pan.addAction { pan in
      switch pan.state {
      case .began, .changed:
        animator.progressOnScreen = grabbedProgress + pan.translation(in: nil).dy / distance
      case .ended:
        releaseVelocity = pan.velocity(in: nil).dy
        let progress = animator.progressOnScreen
        animator.isReversed = releaseVelocity < 0
        let remaining = (animator.isReversed ? progress : 1 - progress) * distance
        let spring = Spring.smooth
        try? animator.continueAnimation(
          withTimingParameters: .spring(
            spring, initialVelocity: abs(releaseVelocity) / max(remaining, 1)),
          durationFactor: 0)
      default: break
      }
    }

    try window.advance(to: 0.3, frameRate: 60)
    let seen = card.onScreen.center.y
    var script = TouchScript(start: 0.3)
    script.down(at: Point(x: 195, y: seen))
    try window.send(try #require(script.touches.last))
    #expect(!animator.isRunning)
    expectApproximately(card.onScreen.center.y, seen, absolute: 1e-9)  // held where seen

    script.move(by: Vector(dx: 0, dy: 60), duration: 0.1)
    script.move(by: Vector(dx: 0, dy: -160), duration: 0.1)  // flick up at 1600 pt/s
    for touch in script.touches.dropFirst() { try window.send(touch) }
    // One to one with the finger since the grab (the pan began 10 pt in).
    expectApproximately(card.onScreen.center.y, seen - 100, absolute: 1e-6)
    script.up(after: 0.004)
    try window.send(try #require(script.touches.last))
    #expect(releaseVelocity < -1000)
    #expect(animator.isReversed)
    try window.advance(to: 3, frameRate: 60)
    #expect(positions == [.start])
    expectApproximately(card.center.y, 100, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 100, absolute: 1e-9)
  }

  @Test func continueWithADurationFactorRetimesTheRest() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 600
    }
    animator.fractionComplete = 0.5
    try animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 2)
    try window.advance(to: 1)  // half of the new 2 s
    expectApproximately(animator.fractionComplete, 0.75, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 475, absolute: 1e-9)
    #expect(throws: AnimatorError.invalidParameter(name: "durationFactor", value: -1)) {
      try animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
    }
  }
}

struct LinearScrubTests {
  @Test(arguments: [(0.0, 0.0), (0.3, 0.5), (0.5, 0.2), (1.0, 1.0), (0.4, 1.1)])
  func mappingPassesThroughTheEndsAndThePausePoint(fraction: Double, progress: Double) {
    let scrub = LinearScrub(anchorFraction: fraction, anchorProgress: progress)
    expectApproximately(scrub.progress(atFraction: 0), fraction > 0 ? 0 : progress)
    expectApproximately(scrub.progress(atFraction: 1), fraction < 1 ? 1 : progress)
    expectApproximately(scrub.progress(atFraction: fraction), progress)
    for f in stride(from: 0.05, through: 0.95, by: 0.1) where progress != 0 && progress != 1 {
      let p = scrub.progress(atFraction: f)
      expectApproximately(scrub.fraction(atProgress: p, near: f), f, absolute: 1e-12)
    }
    // Past both ends: the nearest end.
    expectApproximately(scrub.fraction(atProgress: -5, near: 0.5), 0)
    expectApproximately(
      scrub.fraction(atProgress: 5, near: 0.5), max(progress, 1) > 1 ? fraction : 1)
  }
}
