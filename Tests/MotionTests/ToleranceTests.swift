import Motion
import Testing
import TransitionsTestSupport

struct ToleranceTests {
  @Test func defaults() {
    let standard = Tolerance.standard
    expectApproximately(standard.distance, 0.001, absolute: 0)
    expectApproximately(standard.velocity, 0.001, absolute: 0)
    expectApproximately(standard.time, 0.001, absolute: 0)
    let halfPoint = Tolerance.halfPoint
    expectApproximately(halfPoint.distance, 0.5, absolute: 0)
    expectApproximately(halfPoint.velocity, 0.5, absolute: 0)
    expectApproximately(halfPoint.time, 0.001, absolute: 0)
  }

  @Test func signsAreIgnored() {
    let tolerance = Tolerance(distance: -2, velocity: -3, time: -0.5)
    expectApproximately(tolerance.distance, 2, absolute: 0)
    expectApproximately(tolerance.velocity, 3, absolute: 0)
    expectApproximately(tolerance.time, 0.5, absolute: 0)
  }
}

struct MotionErrorTests {
  @Test func descriptionNamesParameterExpectationAndValue() {
    let error = MotionError(parameter: "dampingRatio", expected: "a number", given: "nan")
    #expect(error.description == "dampingRatio: expected a number, got nan")
    #expect(error == MotionError(parameter: "dampingRatio", expected: "a number", given: "nan"))
    #expect(error != MotionError(parameter: "response", expected: "a number", given: "nan"))
  }

  @Test func validationMessagesAreSpecific() {
    let negative = #expect(throws: MotionError.self) { try Spring(stiffness: 100, damping: -2) }
    #expect(
      negative?.description
        == "damping: expected a finite number greater than or equal to 0, got -2.0")
    let outside = #expect(throws: MotionError.self) {
      try TimingCurve(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
    }
    #expect(outside?.description == "x1: expected a number in 0.0...1.0, got 1.5")
    let nonFinite = #expect(throws: MotionError.self) {
      try TimingCurve(x1: 0.5, y1: .nan, x2: 0.5, y2: 1)
    }
    #expect(nonFinite?.description == "y1: expected a finite number, got nan")
    let rate = #expect(throws: MotionError.self) { try Decay(initialVelocity: 1, rate: 1) }
    #expect(rate?.description == "rate: expected a number strictly between 0 and 1, got 1.0")
  }
}
