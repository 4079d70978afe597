import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// `PropertyAnimator` against `UIViewPropertyAnimator`'s documented behaviour: the direction
/// `fractionComplete` is measured in, delay factors in time, the transient paused state of an
/// animator started without blocks, `isInterruptible`, and the velocity a paused animator
/// continues with.
@MainActor
struct AnimatorFidelityTests {
  let window = makeWindow()
  let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() {
    window.addSubview(card)
    card.center = Point(x: 50, y: 0)
  }

  // MARK: fractionComplete when reversed

  /// Paused at its end, reversed and started: 20% of the way back it is at 0.8 from the start
  /// and reads 0.2, measured in its own direction (iOS 11 and later); on screen the curve's
  /// progress at 0.8.
  @Test(arguments: [TimingCurve.linear, .easeInEaseOut])
  func reversedFractionReadsInTheReversedDirection(curve: TimingCurve) throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(curve), window: window) {
      self.card.center.y = 100
    }
    animator.pausesOnCompletion = true
    try animator.startAnimation()
    try window.advance(to: 1.5)
    expectApproximately(animator.fractionComplete, 1)
    animator.isReversed = true
    // Reversing flips the reading at once (UIKit: 1 − the fraction before).
    expectApproximately(animator.fractionComplete, 0, absolute: 1e-12)
    try animator.startAnimation()
    try window.advance(to: 1.7)
    expectApproximately(animator.fractionComplete, 0.2, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 100 * curve.value(at: 0.8), absolute: 1e-9)
  }

  /// Reversed before it starts, it plays from the end: 20% of the time in, at 0.8 from the
  /// start, it reads 0.2; scrubbing it higher moves towards the start values.
  @Test func reversedBeforeStartingReadsInItsOwnDirection() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    animator.isReversed = true
    try animator.startAnimation()
    try window.advance(to: 0.2)
    expectApproximately(animator.fractionComplete, 0.2, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 80, absolute: 1e-9)
    // Scrubbing a paused reversed animator uses the same scale: 0.3 is 70% from the start...
    try animator.pauseAnimation()
    animator.fractionComplete = 0.3
    expectApproximately(card.onScreen.center.y, 70, absolute: 1e-9)
    expectApproximately(animator.fractionComplete, 0.3, absolute: 1e-12)
    // ...and scrubbing upwards moves towards the start values.
    animator.fractionComplete = 0.9
    expectApproximately(card.onScreen.center.y, 10, absolute: 1e-9)
  }

  /// The example: paused 20% of the way, reversed, it reads 0.8 (UIKit since iOS 11).
  @Test func pausedAtAFifthAndReversedReadsFourFifths() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    try animator.startAnimation()
    try window.advance(to: 0.2)
    try animator.pauseAnimation()
    expectApproximately(animator.fractionComplete, 0.2, absolute: 1e-9)
    animator.isReversed = true
    expectApproximately(animator.fractionComplete, 0.8, absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 20, absolute: 1e-9)
    // Continuing plays back to the start.
    try animator.startAnimation()
    try window.advance(to: 1)
    expectApproximately(card.onScreen.center.y, 0, absolute: 1e-9)
  }

  // MARK: Delay factors

  /// A delay factor waits in time (delayFactor × duration), whatever the curve, then follows
  /// the curve over the time left.
  @Test(arguments: [TimingCurve.easeIn, .easeOut, .easeInEaseOut])
  func delayFactorDelaysInTime(curve: TimingCurve) throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(curve), window: window) {
      self.card.center.y = 100
    }
    try animator.addAnimations({ self.card.alpha = 0 }, delayFactor: 0.5)
    try animator.startAnimation()
    try window.advance(to: 0.49)
    expectApproximately(card.onScreen.alpha, 1, absolute: 1e-12)
    try window.advance(to: 0.75)
    expectApproximately(card.onScreen.alpha, 1 - curve.value(at: 0.5), absolute: 1e-9)
    expectApproximately(card.onScreen.center.y, 100 * curve.value(at: 0.75), absolute: 1e-9)
    try window.advance(to: 2)
    expectApproximately(card.onScreen.alpha, 0)
  }

  /// Added to a running animator, the delay is that factor of the remaining time.
  @Test func delayFactorOnARunningAnimatorTakesPartOfTheRemainingTime() throws {
    let animator = try window.animate(withDuration: 1, curve: .easeIn) { self.card.center.y = 100 }
    try window.advance(to: 0.2)
    try animator.addAnimations({ self.card.alpha = 0 }, delayFactor: 0.5)  // starts at 0.6 s
    try window.advance(to: 0.59)
    expectApproximately(card.onScreen.alpha, 1, absolute: 1e-12)
    try window.advance(to: 0.8)
    expectApproximately(
      card.onScreen.alpha, 1 - TimingCurve.easeIn.value(at: 0.5), absolute: 1e-9)
  }

  // MARK: Started with no blocks

  /// Started with no blocks, the animator is active but waits; the first block added gets the
  /// whole duration from then, and the completion runs once at its end.
  @Test func startedEmptyWaitsForItsFirstBlock() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window)
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    try animator.startAnimation()
    #expect(animator.animatorState == .active)
    #expect(!animator.isRunning)
    try window.advance(to: 5)
    #expect(ended.isEmpty)
    #expect(animator.animatorState == .active)
    try animator.addAnimations { self.card.center.y = 100 }
    #expect(animator.isRunning)
    try window.advance(to: 5.5)
    expectApproximately(card.onScreen.center.y, 50, absolute: 1e-9)
    try window.advance(to: 6.5)
    #expect(ended == [.end])
    expectApproximately(card.onScreen.center.y, 100)
  }

  /// A waiting animator can be scrubbed (it pauses) or stopped like a paused one.
  @Test func startedEmptyCanBePausedOrStopped() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window)
    try animator.startAnimation()
    #expect(throws: AnimatorError.notActive) {
      try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
    animator.fractionComplete = 0.5
    #expect(animator.animatorState == .active)
    #expect(!animator.isRunning)
    expectApproximately(animator.fractionComplete, 0.5)
    animator.stopAnimation(withoutFinishing: true)
    #expect(animator.animatorState == .inactive)
  }

  // MARK: isInterruptible

  @Test func anAnimatorThatIsNotInterruptibleRunsToItsEnd() throws {
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    #expect(animator.isInterruptible)
    animator.isInterruptible = false
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    try animator.startAnimation()
    animator.isInterruptible = true  // active: a no-op
    #expect(!animator.isInterruptible)
    try window.advance(to: 0.4)
    #expect(throws: AnimatorError.notInterruptible(command: "pauseAnimation")) {
      try animator.pauseAnimation()
    }
    #expect(throws: AnimatorError.notInterruptible(command: "continueAnimation")) {
      try animator.continueAnimation(withTimingParameters: .curve(.easeIn), durationFactor: 2)
    }
    animator.stopAnimation(withoutFinishing: true)
    animator.isReversed = true
    #expect(animator.isRunning)
    #expect(!animator.isReversed)
    try window.advance(to: 0.5)
    expectApproximately(card.onScreen.center.y, 50, absolute: 1e-9)
    try window.advance(to: 1.5)
    #expect(ended == [.end])
  }

  // MARK: Velocity after a pause

  /// Grabbed at 0.5 while moving at 1 per second and held still for 0.3 s, it continues from
  /// rest: with a spring of no initial velocity, and even when asked to carry the velocity.
  @Test(arguments: [false, true])
  func heldStillContinuesFromRest(carrying: Bool) throws {
    let spring = try Spring(duration: 0.5, bounce: 0)
    let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    try animator.startAnimation()
    try window.advance(to: 0.5)
    try animator.pauseAnimation()
    try window.advance(to: 0.8)
    try animator.continueAnimation(
      withTimingParameters: carrying
        ? .springCarryingVelocity(spring) : .spring(spring, initialVelocity: 0),
      durationFactor: 0)
    try window.advance(to: 0.85)
    let fromRest = spring.motion(from: 0.5, to: 1, initialVelocity: 0)
    expectApproximately(card.onScreen.center.y, 100 * fromRest.value(at: 0.05), absolute: 1e-9)
  }

  /// Scrubbed at 0.6 per second and let go at once, a spring that carries the velocity starts
  /// at 0.6 per second; one that does not starts from rest; after a 0.1 s hold, from rest.
  @Test func carryingTheVelocityIsTheScrubbingVelocity() throws {
    let spring = try Spring(duration: 0.5, bounce: 0)
    func scrubbed(hold: Double, timing: (Double) -> TimingParameters) throws -> Double {
      let window = makeWindow()
      let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(card)
      card.center = Point(x: 50, y: 0)
      let animator = try PropertyAnimator(duration: 1, timing: .curve(.linear), window: window) {
        card.center.y = 100
      }
      try animator.pauseAnimation()
      for frame in 0...12 {  // 0.2 → 0.32 over 0.2 s at 60 Hz
        try window.advance(to: Double(frame) / 60)
        animator.progressOnScreen = 0.2 + 0.01 * Double(frame)
      }
      let releasedAt = 12.0 / 60 + hold
      try window.advance(to: releasedAt)
      try animator.continueAnimation(withTimingParameters: timing(0), durationFactor: 0)
      try window.advance(to: releasedAt + 0.05)
      return card.onScreen.center.y
    }
    let carried = spring.motion(from: 0.32, to: 1, initialVelocity: 0.6)
    let rest = spring.motion(from: 0.32, to: 1, initialVelocity: 0)
    expectApproximately(
      try scrubbed(hold: 0) { _ in .springCarryingVelocity(spring) },
      100 * carried.value(at: 0.05), absolute: 1e-6)
    expectApproximately(
      try scrubbed(hold: 0) { .spring(spring, initialVelocity: $0) },
      100 * rest.value(at: 0.05), absolute: 1e-6)
    expectApproximately(
      try scrubbed(hold: 0.1) { _ in .springCarryingVelocity(spring) },
      100 * rest.value(at: 0.05), absolute: 1e-6)
  }

  // MARK: Zero-length segments

  /// An animator of no duration ends at the first frame, at the end (or, reversed, at the
  /// start), showing that end.
  @Test(arguments: [false, true])
  func aZeroDurationAnimatorEndsWhereItIsGoing(reversed: Bool) throws {
    let animator = try PropertyAnimator(duration: 0, timing: .curve(.linear), window: window) {
      self.card.center.y = 100
    }
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.isReversed = reversed
    try animator.startAnimation()
    try window.advance(to: 1.0 / 60)
    #expect(ended == [reversed ? .start : .end])
    expectApproximately(card.onScreen.center.y, reversed ? 0 : 100)
    expectApproximately(card.center.y, reversed ? 0 : 100)
  }
}
