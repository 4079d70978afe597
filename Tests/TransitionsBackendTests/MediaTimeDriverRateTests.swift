import Motion
import Stage
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// The driver's rate (slow motion, for the lab) and what it reports of a touch.
@MainActor
@Suite struct MediaTimeDriverRateTests {
  private func driver() -> MediaTimeDriver {
    MediaTimeDriver(host: StageHost(window: Window(size: Size(width: 100, height: 100))))
  }

  @Test func aRateChangeKeepsTheEngineTimeAndSlowsFramesAndTouches() throws {
    let driver = driver()
    #expect(driver.tick(mediaTime: 10))
    #expect(driver.tick(mediaTime: 10.04))
    expectApproximately(driver.host.currentTime, 0.04, absolute: 1e-12)
    try driver.setRate(0.25, at: 10.04)
    // No jump at the change.
    expectApproximately(try #require(driver.clock.engineTime(at: 10.04)), 0.04, absolute: 1e-12)
    // 40 ms of media time are 10 ms of engine time from now on, frames and touches alike.
    #expect(driver.tick(mediaTime: 10.08))
    expectApproximately(driver.host.currentTime, 0.05, absolute: 1e-12)
    let down = driver.deliver(
      id: 1, phase: .began, location: Point(x: 5, y: 5), mediaTime: 10.12)
    guard case .delivered(let at) = down else {
      Issue.record("expected the touch delivered, got \(down)")
      return
    }
    expectApproximately(at, 0.06, absolute: 1e-12)
    // Back to real time, again with no jump.
    try driver.setRate(1, at: 10.12)
    #expect(driver.tick(mediaTime: 10.14))
    expectApproximately(driver.host.currentTime, 0.08, absolute: 1e-12)
  }

  @Test func aClockAtRestKeepsTheRateForItsNextAnchor() throws {
    let driver = driver()
    try driver.setRate(0.5, at: 3)
    #expect(!driver.clock.isAnchored)
    driver.wake(mediaTime: 20)
    #expect(driver.tick(mediaTime: 20.1))
    expectApproximately(driver.host.currentTime, 0.05, absolute: 1e-12)
    driver.rest()
    try driver.setRate(0.25, at: 99)
    driver.wake(mediaTime: 40)
    #expect(driver.tick(mediaTime: 40.2))
    expectApproximately(driver.host.currentTime, 0.1, absolute: 1e-12)
  }

  @Test func aBadRateIsRefusedAndNothingChanges() throws {
    let driver = driver()
    driver.tick(mediaTime: 1)
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(throws: ClockMappingError.self) { try driver.setRate(bad, at: 1.5) }
    }
    #expect(driver.clock.rate == 1)
    expectApproximately(try #require(driver.clock.anchorMediaTime), 1, absolute: 1e-12)
  }

  @Test func aRefusedLiftIsDeliveredNowAsItselfOrAsACancellation() throws {
    for cancels in [false, true] {
      let driver = driver()
      let p = Point(x: 5, y: 5)
      #expect(driver.deliver(id: 1, phase: .began, location: p, mediaTime: 0) == .delivered(at: 0))
      #expect(driver.tick(mediaTime: 0.1))
      // 0.08 s late: more than the host's 0.05 s.
      let late = driver.deliver(id: 1, phase: .moved, location: p, mediaTime: 0.02)
      guard case .refused(.touchTooLate) = late else {
        Issue.record("expected a late move refused, got \(late)")
        return
      }
      #expect(!late.isDelivered)
      let lift = driver.deliver(
        id: 1, phase: .ended, location: p, mediaTime: 0.02, cancelsRefusedLift: cancels)
      guard case .liftDeliveredNow(let at, let phase, .touchTooLate) = lift else {
        Issue.record("expected the late lift delivered now, got \(lift)")
        return
      }
      expectApproximately(at, 0.1, absolute: 1e-12)
      #expect(phase == (cancels ? .cancelled : .ended))
      #expect(lift.isDelivered && !driver.hasFingersDown)
      // The finger is up: a new one may go down now.
      #expect(driver.send(id: 1, phase: .began, location: p, mediaTime: 0.1))
    }
    let notFinite = driver().deliver(
      id: 1, phase: .began, location: Point(x: 1, y: 1), mediaTime: .nan)
    #expect(!notFinite.isDelivered)
  }
}
