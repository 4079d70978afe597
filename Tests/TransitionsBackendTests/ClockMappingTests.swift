import Motion
import Testing
import TransitionsBackend

@Suite struct ClockMappingTests {
  @Test func framesFollowTheMediaClockFromTheAnchor() throws {
    var clock = ClockMapping()
    let early = clock.frame(at: 100)
    #expect(early == nil)  // not anchored
    #expect(clock.engineTime(at: 100) == nil)
    clock.anchor(mediaTime: 1000, engineTime: 2)
    #expect(clock.isAnchored)
    let first = try #require(clock.frame(at: 1000 + 1 / 60.0) as Double?)
    #expect(abs(first - (2 + 1 / 60.0)) < 1e-9)
    let repeated = clock.frame(at: 1000 + 1 / 60.0)
    let backwards = clock.frame(at: 1000)
    let notANumber = clock.frame(at: .nan)
    #expect(repeated == nil)  // a repeated target time: no frame
    #expect(backwards == nil)
    #expect(notANumber == nil)
    let touch = try #require(clock.engineTime(at: 1000.01))
    #expect(abs(touch - 2.01) < 1e-9)  // a touch between frames maps exactly, unclamped
  }

  @Test func aLongGapMovesTheEngineOnByOneIntervalAndShiftsTheAnchor() throws {
    var clock = ClockMapping()
    clock.anchor(mediaTime: 50, engineTime: 0)
    _ = clock.frame(at: 50.5)  // 0.5 s late: the engine moves 0.1 s
    #expect(clock.lastFrameTime == 0.1)
    // After the gap, time flows again at the rate, from where the engine is.
    let next = try #require(clock.frame(at: 50.5 + 1 / 60.0) as Double?)
    #expect(abs(next - (0.1 + 1 / 60.0)) < 1e-9)
    // A touch stamped after the gap maps through the shifted anchor, between the two frames.
    let touch = try #require(clock.engineTime(at: 50.51))
    #expect(abs(touch - 0.11) < 1e-9)
  }

  @Test func slowMotionKeepsTheEngineTimeAtTheChangeAndRefusesBadRates() throws {
    var clock = try ClockMapping(rate: 1, maximumFrameInterval: 0.05)
    clock.anchor(mediaTime: 10, engineTime: 0)
    _ = clock.frame(at: 10.04)
    try clock.setRate(0.25, at: 10.04)
    let at = try #require(clock.engineTime(at: 10.04))
    #expect(abs(at - 0.04) < 1e-12)  // no jump at the change
    let next = try #require(clock.frame(at: 10.08) as Double?)
    #expect(abs(next - 0.05) < 1e-12)  // 40 ms of media time, 10 ms of engine time
    for bad in [0, -1, Double.nan, .infinity] {
      #expect(throws: ClockMappingError.self) { try clock.setRate(bad, at: 11) }
      #expect(throws: ClockMappingError.self) { try ClockMapping(rate: bad) }
      #expect(throws: ClockMappingError.self) { try ClockMapping(maximumFrameInterval: bad) }
    }
    #expect(clock.rate == 0.25)  // refused: nothing changed
    let error = ClockMappingError(parameter: "rate", given: -1)
    #expect("\(error)" == "rate: expected a positive, finite number, got -1.0")
  }
}
