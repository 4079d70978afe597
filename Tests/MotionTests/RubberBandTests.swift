import Motion
import Testing
import TransitionsTestSupport

private let offsets = [0, 1e-9, 1, 10, 100, 390, 844, 1e4, 1e6]
private let dimensions = [390.0, 844, 1]
private let coefficients = [0.55, 1, 0.1]

struct RubberBandTests {
  @Test(arguments: dimensions, coefficients)
  func followsTheFormula(dimension: Double, coefficient: Double) throws {
    for x in offsets {
      // b(x) = (1 − 1/(x·c/d + 1))·d, which is also x·c·d/(x·c + d).
      let expected = x * coefficient * dimension / (x * coefficient + dimension)
      let banded = try rubberBand(offset: x, dimension: dimension, coefficient: coefficient)
      expectApproximately(banded, expected, absolute: 1e-12, relative: 1e-12, "x=\(x)")
      expectApproximately(
        banded, (1 - 1 / (x * coefficient / dimension + 1)) * dimension, absolute: 1e-12,
        relative: 1e-12)
      expectApproximately(
        rubberBandUnchecked(offset: x, dimension: dimension, coefficient: coefficient), banded,
        absolute: 0)
    }
  }

  @Test func handValues() throws {
    // 100·0.55·844/(100·0.55 + 844) = 46420/899.
    expectApproximately(
      try rubberBand(offset: 100, dimension: 844), 46_420.0 / 899, relative: 1e-15)
    expectApproximately(
      try rubberBand(offset: 100, dimension: 844), 51.635_150_166_852_06, relative: 1e-14)
    // At x = d/c the result is exactly half the dimension.
    expectApproximately(try rubberBand(offset: 844 / 0.55, dimension: 844), 422, relative: 1e-15)
    expectApproximately(try rubberBand(offset: 0, dimension: 844), 0, absolute: 0)
  }

  @Test(arguments: dimensions, coefficients)
  func slopeAtTheLimitIsTheCoefficient(dimension: Double, coefficient: Double) throws {
    let h = 1e-7 * dimension
    let slope = try rubberBand(offset: h, dimension: dimension, coefficient: coefficient) / h
    expectApproximately(slope, coefficient, relative: 1e-6)
    let left = try rubberBand(offset: -h, dimension: dimension, coefficient: coefficient) / -h
    expectApproximately(left, coefficient, relative: 1e-6)
  }

  @Test(arguments: dimensions, coefficients)
  func approachesButNeverReachesTheDimension(dimension: Double, coefficient: Double) throws {
    var previous = 0.0
    for exponent in 0...12 {
      let x = pow10(exponent) * dimension
      let banded = try rubberBand(offset: x, dimension: dimension, coefficient: coefficient)
      #expect(banded < dimension)
      #expect(banded > previous)
      // d − b(x) = d/(x·c/d + 1): the gap closes like d²/(x·c).
      expectApproximately(
        dimension - banded, dimension / (x * coefficient / dimension + 1), relative: 1e-3,
        "x=\(x)")
      previous = banded
    }
    let far = try rubberBand(
      offset: 1e12 * dimension, dimension: dimension, coefficient: coefficient)
    expectApproximately(far, dimension, relative: 1e-9)
  }

  @Test func isMonotoneAndBelowTheUnbandedOffset() throws {
    var previous = -Double.infinity
    for i in -2000...2000 {
      let x = Double(i) * 0.75
      let banded = try rubberBand(offset: x, dimension: 600)
      #expect(banded > previous)
      // Never moves further than the finger did, nor further than c times it.
      #expect(abs(banded) <= 0.55 * abs(x) + 1e-12)
      previous = banded
    }
  }

  @Test func isOddSymmetric() throws {
    for x in offsets {
      for dimension in dimensions {
        expectApproximately(
          try rubberBand(offset: -x, dimension: dimension),
          -(try rubberBand(offset: x, dimension: dimension)), absolute: 0)
      }
    }
  }

  @Test func rangeVersionPassesValuesInsideThrough() throws {
    for value in [0, 0.1, 250, 499.9, 500] {
      expectApproximately(
        try rubberBand(value: value, range: 0...500, dimension: 844), value, absolute: 0)
    }
  }

  @Test func rangeVersionBandsTheOverflowOnEitherSide() throws {
    let range = 100.0...500
    for overflow in [1e-6, 1, 40, 300, 1e5] {
      let below = try rubberBand(value: 100 - overflow, range: range, dimension: 844)
      let above = try rubberBand(value: 500 + overflow, range: range, dimension: 844)
      let banded = try rubberBand(offset: overflow, dimension: 844)
      expectApproximately(below, 100 - banded, absolute: 1e-12)
      expectApproximately(above, 500 + banded, absolute: 1e-12)
      #expect(below > 100 - 844)
      #expect(above < 500 + 844)
    }
    // The documented example: a sheet allowed 0…500 dragged to −40 shows about −21.
    let example = try rubberBand(value: -40, range: 0...500, dimension: 844)
    expectApproximately(example, -40 * 0.55 * 844 / (40 * 0.55 + 844), relative: 1e-15)
    expectApproximately(example, -21.44, absolute: 0.01)
    // Continuous at the bounds.
    expectApproximately(
      try rubberBand(value: 100 - 1e-9, range: range, dimension: 844), 100, absolute: 1e-9)
    // A custom coefficient is passed through.
    expectApproximately(
      try rubberBand(value: 600, range: range, dimension: 844, coefficient: 1),
      500 + 100.0 * 844 / (100 + 844), relative: 1e-15)
  }

  @Test func degenerateRangeBandsBothWays() throws {
    expectApproximately(try rubberBand(value: 7, range: 7...7, dimension: 100), 7, absolute: 0)
    expectApproximately(
      try rubberBand(value: 8, range: 7...7, dimension: 100),
      7 + (try rubberBand(offset: 1, dimension: 100)), absolute: 1e-15)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteOffsetThrows(_ bad: Double) {
    let error = #expect(throws: MotionError.self) { try rubberBand(offset: bad, dimension: 100) }
    #expect(error?.parameter == "offset")
    let value = #expect(throws: MotionError.self) {
      try rubberBand(value: bad, range: 0...1, dimension: 100)
    }
    #expect(value?.parameter == "value")
  }

  @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
  func invalidDimensionOrCoefficientThrows(_ bad: Double) {
    let dimension = #expect(throws: MotionError.self) { try rubberBand(offset: 5, dimension: bad) }
    #expect(dimension?.parameter == "dimension")
    let coefficient = #expect(throws: MotionError.self) {
      try rubberBand(offset: 5, dimension: 100, coefficient: bad)
    }
    #expect(coefficient?.parameter == "coefficient")
    // Invalid arguments are refused even when the value lies inside the range and no banding is
    // needed, so a bad configuration shows up at once, not only when a drag overshoots.
    let inside = #expect(throws: MotionError.self) {
      try rubberBand(value: 5, range: 0...10, dimension: bad)
    }
    #expect(inside?.parameter == "dimension")
    let insideCoefficient = #expect(throws: MotionError.self) {
      try rubberBand(value: 5, range: 0...10, dimension: 100, coefficient: bad)
    }
    #expect(insideCoefficient?.parameter == "coefficient")
    // Offsets of zero are still validated.
    let zero = #expect(throws: MotionError.self) { try rubberBand(offset: 0, dimension: bad) }
    #expect(zero?.parameter == "dimension")
  }
}

/// 10ⁿ exactly for small n.
private func pow10(_ n: Int) -> Double {
  (0..<n).reduce(1.0) { value, _ in value * 10 }
}
