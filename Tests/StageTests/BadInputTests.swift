import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// The time limit is a guard against a hang (this spring once never returned), not a
/// benchmark: alone the test takes a millisecond. It is generous because the limit also counts
/// the wait for the main actor, which the other main-actor tests can hold for minutes in a run
/// with 20× the property runs (`TRANSITIONS_PROPERTY_RUNS=2000`).
@MainActor
@Suite(.timeLimit(.minutes(10))) struct BadInputTests {
  @Test func aSpringThatBarelyDampsAnimatesWithoutHanging() throws {
    let window = makeWindow()
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    let spring = try Spring(duration: 0.5, bounce: 0.9999999999999999)
    let animator = try window.animate(spring: spring) { card.center.y = 300 }
    try window.advance(to: 0.25, frameRate: 60)
    // Half a period in (response 0.5 s): near the far end of the first swing, 2·250 − 50.
    expectApproximately(card.onScreen.center.y, 550, absolute: 1e-6)
    #expect(animator.isRunning)
  }
}
