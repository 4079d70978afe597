import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// A way to build a spring from invalid input, and the parameter the error must name.
struct InvalidSpringInput: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var parameter: String
  var make: @Sendable () throws -> Spring

  init(_ label: String, _ parameter: String, _ make: @escaping @Sendable () throws -> Spring) {
    testDescription = label
    self.parameter = parameter
    self.make = make
  }

  static let all: [InvalidSpringInput] = {
    var cases: [InvalidSpringInput] = []
    let nonPositive = [0, -1, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity]
    let negative = [-1, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity]
    for value in nonPositive {
      cases.append(
        .init("mass \(value)", "mass") { try Spring(mass: value, stiffness: 1, damping: 1) })
      cases.append(
        .init("stiffness \(value)", "stiffness") {
          try Spring(mass: 1, stiffness: value, damping: 1)
        })
      cases.append(
        .init("mass \(value) (ratio)", "mass") {
          try Spring(mass: value, dampingRatio: 1, response: 1)
        })
      cases.append(
        .init("response \(value)", "response") { try Spring(dampingRatio: 1, response: value) })
      cases.append(
        .init("duration \(value)", "duration") { try Spring(duration: value, bounce: 0) })
    }
    for value in negative {
      cases.append(
        .init("damping \(value)", "damping") { try Spring(mass: 1, stiffness: 1, damping: value) })
      cases.append(
        .init("dampingRatio \(value)", "dampingRatio") {
          try Spring(dampingRatio: value, response: 1)
        })
    }
    for value in [-1, -1.5, -100, 1.000_000_1, 2, .nan, .infinity, -.infinity] {
      cases.append(.init("bounce \(value)", "bounce") { try Spring(duration: 0.5, bounce: value) })
    }
    // Finite, positive, but the stiffness (2π/duration)² overflows or underflows.
    cases.append(.init("duration 1e-200", "duration") { try Spring(duration: 1e-200) })
    cases.append(.init("duration 1e200", "duration") { try Spring(duration: 1e200) })
    cases.append(
      .init("response 1e-200", "response") { try Spring(dampingRatio: 1, response: 1e-200) })
    cases.append(
      .init("response 1e200", "response") { try Spring(dampingRatio: 1, response: 1e200) })
    // A finite ratio whose damping coefficient 2ζ√(km) overflows.
    cases.append(
      .init("dampingRatio 1e300", "dampingRatio") {
        try Spring(dampingRatio: 1e300, response: 1e-100)
      })
    // The bad parameter is reported, not a later one: bounce is checked before duration.
    cases.append(.init("bounce and duration", "bounce") { try Spring(duration: -1, bounce: 5) })
    return cases
  }()
}

/// The SwiftUI parameters used in conversion tables.
private let bounces = [-0.95, -0.5, -0.2, -1e-9, 0, 1e-9, 0.15, 0.3, 0.5, 0.99, 1]
private let durations = [0.05, 0.25, 0.5, 1, 2.5]

struct SpringTests {
  @Test func physicalParametersAreStoredAsGiven() throws {
    let spring = try Spring(mass: 2, stiffness: 300, damping: 10)
    expectApproximately(spring.mass, 2, absolute: 0)
    expectApproximately(spring.stiffness, 300, absolute: 0)
    expectApproximately(spring.damping, 10, absolute: 0)
    // ω₀ = √(k/m), ζ = c/(2√(km)), response = 2π√(m/k).
    expectApproximately(spring.naturalFrequency, sqrt(150), relative: 1e-15)
    expectApproximately(spring.dampingRatio, 10 / (2 * sqrt(600)), relative: 1e-15)
    expectApproximately(spring.response, 2 * Double.pi * sqrt(2.0 / 300), relative: 1e-15)
    expectApproximately(spring.duration, spring.response, absolute: 0)
    expectApproximately(spring.bounce, 1 - 10 / (2 * sqrt(600)), relative: 1e-15)
    // The default mass is 1 and zero damping is allowed.
    let undamped = try Spring(stiffness: 100, damping: 0)
    expectApproximately(undamped.mass, 1, absolute: 0)
    expectApproximately(undamped.dampingRatio, 0, absolute: 0)
    expectApproximately(undamped.bounce, 1, absolute: 0)
  }

  @Test(arguments: [0.5, 1, 3.2], [0, 0.3, 1, 2.5, 40])
  func dampingRatioAndResponseGiveTheTextbookCoefficients(mass: Double, dampingRatio: Double)
    throws
  {
    for response in [0.1, 0.5, 1.7] {
      let spring = try Spring(mass: mass, dampingRatio: dampingRatio, response: response)
      let omega = 2 * Double.pi / response
      // k = m·(2π/response)², c = 2ζ√(km) = 2ζ·m·ω₀.
      expectApproximately(spring.stiffness, mass * omega * omega, relative: 1e-14)
      expectApproximately(spring.damping, 2 * dampingRatio * mass * omega, relative: 1e-14)
      expectApproximately(spring.mass, mass, absolute: 0)
      // And back.
      expectApproximately(spring.dampingRatio, dampingRatio, relative: 1e-14)
      expectApproximately(spring.response, response, relative: 1e-14)
      expectApproximately(spring.naturalFrequency, omega, relative: 1e-14)
    }
  }

  @Test(arguments: bounces)
  func durationAndBounceFollowSwiftUIsFormulas(bounce: Double) throws {
    for duration in durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      // m = 1, k = (2π/d)², ζ = 1 − b for b ≥ 0 and 1/(1 + b) below, c = 2ζ√(km).
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      let k = pow(2 * Double.pi / duration, 2)
      expectApproximately(spring.mass, 1, absolute: 0)
      expectApproximately(spring.stiffness, k, relative: 1e-14)
      expectApproximately(spring.damping, 2 * zeta * sqrt(k), absolute: 1e-300, relative: 1e-14)
      expectApproximately(spring.dampingRatio, zeta, absolute: 1e-300, relative: 1e-14)
      // And back: duration and bounce round-trip, negative bounce included.
      expectApproximately(spring.duration, duration, relative: 1e-14)
      expectApproximately(spring.bounce, bounce, absolute: 1e-14)
    }
  }

  @Test func swiftUIBounceHandValues() throws {
    expectApproximately(try Spring(duration: 0.5, bounce: 0.2).dampingRatio, 0.8, relative: 1e-15)
    expectApproximately(try Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, relative: 1e-15)
    expectApproximately(try Spring(duration: 0.5, bounce: -0.75).dampingRatio, 4, relative: 1e-15)
    expectApproximately(try Spring(duration: 0.5, bounce: 1).dampingRatio, 0, absolute: 0)
    expectApproximately(try Spring(duration: 0.5, bounce: 0).dampingRatio, 1, absolute: 1e-15)
    // A duration of 1 s gives k = 4π² ≈ 39.478 and, critically damped, c = 4π.
    let oneSecond = try Spring(duration: 1)
    expectApproximately(oneSecond.stiffness, 39.478_417_604_357_43, relative: 1e-15)
    expectApproximately(oneSecond.damping, 12.566_370_614_359_172, relative: 1e-15)
    // Overdamped springs report negative bounce: ζ = 2 → bounce = 1/2 − 1.
    let overdamped = try Spring(mass: 1, stiffness: 100, damping: 40)
    expectApproximately(overdamped.dampingRatio, 2, relative: 1e-15)
    expectApproximately(overdamped.bounce, -0.5, relative: 1e-15)
  }

  /// mass/stiffness/damping → dampingRatio/response → duration/bounce and back, on random
  /// springs of every regime: the parameters survive and the motions are the same.
  @Test func conversionsRoundTrip() throws {
    var random = SeededRandom(seed: 0x5EED_0001)
    for _ in 0..<PropertyRuns.scaled(300) {
      let mass = Double.random(in: 0.05...20, using: &random)
      let stiffness = Double.random(in: 1...5000, using: &random)
      let zeta = [0.0, 1.0, Double.random(in: 0...3, using: &random)][
        Int.random(in: 0...2, using: &random)]
      let damping = 2 * zeta * sqrt(stiffness * mass)
      let physical = try Spring(mass: mass, stiffness: stiffness, damping: damping)

      let ratio = try Spring(
        mass: mass, dampingRatio: physical.dampingRatio, response: physical.response)
      expectApproximately(ratio.stiffness, stiffness, relative: 1e-13)
      expectApproximately(ratio.damping, damping, absolute: 1e-300, relative: 1e-13)

      let swiftUI = try Spring(duration: physical.duration, bounce: physical.bounce)
      expectApproximately(swiftUI.mass, 1, absolute: 0)
      expectApproximately(
        swiftUI.dampingRatio, physical.dampingRatio, absolute: 1e-14, relative: 1e-12)
      expectApproximately(swiftUI.response, physical.response, relative: 1e-13)
      expectApproximately(swiftUI.stiffness, stiffness / mass, relative: 1e-13)
      expectApproximately(swiftUI.damping, damping / mass, absolute: 1e-12, relative: 1e-12)

      // The dynamics depend only on k/m and c/m: both springs move the same way.
      let a = physical.motion(from: 0, to: 100, initialVelocity: 250)
      let b = swiftUI.motion(from: 0, to: 100, initialVelocity: 250)
      for t in [0.01, 0.1, 0.3, 1] {
        expectApproximately(a.value(at: t), b.value(at: t), absolute: 1e-8)
        expectApproximately(
          a.velocity(at: t), b.velocity(at: t), absolute: 1e-8 * physical.naturalFrequency)
      }
    }
  }

  @Test func presetsAreSwiftUIs() throws {
    let presets: [(Spring, Double)] = [(.smooth, 0), (.snappy, 0.15), (.bouncy, 0.3)]
    for (preset, bounce) in presets {
      let expected = try Spring(duration: 0.5, bounce: bounce)
      expectApproximately(preset.mass, 1, absolute: 0)
      expectApproximately(preset.stiffness, expected.stiffness, relative: 1e-15)
      expectApproximately(preset.damping, expected.damping, relative: 1e-15)
      expectApproximately(preset.duration, 0.5, relative: 1e-15)
      expectApproximately(preset.bounce, bounce, absolute: 1e-15)
      expectApproximately(preset.dampingRatio, 1 - bounce, relative: 1e-15)
      // k = (4π)², c = 2ζ·4π.
      expectApproximately(preset.stiffness, 16 * Double.pi * Double.pi, relative: 1e-15)
      expectApproximately(preset.damping, 8 * Double.pi * (1 - bounce), relative: 1e-15)
    }
    // The default SwiftUI spring is smooth.
    let standard = try Spring()
    expectApproximately(standard.stiffness, Spring.smooth.stiffness, relative: 1e-15)
    expectApproximately(standard.damping, Spring.smooth.damping, relative: 1e-15)
    // smooth is exactly critical, so it takes the critical branch.
    expectApproximately(Spring.smooth.dampingRatio, 1, absolute: 0)
  }

  /// Settling durations of the presets (from rest over a distance of 1, within 0.001),
  /// computed independently with 40-digit arithmetic (mpmath) by scanning for the last crossing.
  @Test func presetSettlingDurations() {
    expectApproximately(Spring.settlingFraction, 0.001, absolute: 1e-18)
    expectApproximately(Spring.smooth.settlingDuration, 0.734_771_698_194_295_8, relative: 1e-10)
    expectApproximately(Spring.snappy.settlingDuration, 0.696_698_535_972_747_4, relative: 1e-10)
    expectApproximately(Spring.bouncy.settlingDuration, 0.818_746_717_383_108_6, relative: 1e-10)
  }

  @Test func criticalSettlingSolvesTheTextbookEquation() throws {
    // Critically damped from rest: (1 + ω₀t)e^(−ω₀t) = 0.001, solved here by Newton on u = ω₀t.
    var u = 9.0
    for _ in 0..<50 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }
    for duration in [0.2, 0.5, 1.3] {
      let spring = try Spring(duration: duration, bounce: 0)
      expectApproximately(
        spring.settlingDuration, u / (2 * Double.pi / duration), relative: 1e-10)
    }
  }

  @Test(arguments: InvalidSpringInput.all)
  func invalidInputThrowsNamingTheParameter(_ input: InvalidSpringInput) {
    let error = #expect(throws: MotionError.self) { try input.make() }
    #expect(error?.parameter == input.parameter)
    #expect(error?.description.hasPrefix("\(input.parameter): expected ") == true)
  }

  @Test func validEdgeValuesAreAccepted() throws {
    _ = try Spring(mass: 1, stiffness: 1, damping: 0)
    _ = try Spring(dampingRatio: 0, response: 1)
    _ = try Spring(duration: 0.5, bounce: 1)
    _ = try Spring(duration: 0.5, bounce: -0.999_999)
    _ = try Spring(mass: 1e-6, stiffness: 1e-6, damping: 1e6)
  }

  @Test func errorDescriptionIsOneReadableLine() {
    let error = #expect(throws: MotionError.self) {
      try Spring(mass: -1, stiffness: 100, damping: 10)
    }
    #expect(error?.description == "mass: expected a finite number greater than 0, got -1.0")
    #expect(error?.given == "-1.0")
    #expect(error?.expected == "a finite number greater than 0")
  }

  @Test func descriptionListsThePhysicalParameters() throws {
    let spring = try Spring(mass: 2, stiffness: 300, damping: 10)
    #expect(spring.description == "Spring(mass: 2.0, stiffness: 300.0, damping: 10.0)")
  }

  @Test func motionCarriesTheSpring() throws {
    let spring = try Spring(duration: 0.3, bounce: 0.2)
    let motion = spring.motion(from: 5, to: 7)
    expectApproximately(motion.spring.stiffness, spring.stiffness, absolute: 0)
    expectApproximately(motion.spring.damping, spring.damping, absolute: 0)
    expectApproximately(motion.spring.mass, spring.mass, absolute: 0)
    expectApproximately(motion.initialVelocity, 0, absolute: 0)
  }
}
