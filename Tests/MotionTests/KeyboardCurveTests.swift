import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// The keyboard curve against its model: the critically damped keyboard spring Flutter's engine
/// evaluates (ω₀ = √(1000 / 3)), its 0.5 s played over the duration and rescaled to end at 1.
struct KeyboardCurveTests {
  /// Flutter's model of UIKit's keyboard spring, unnormalised: 1 − (1 + ω₀t)e^(−ω₀t), t in s.
  static func flutterSpring(_ t: Double) -> Double {
    let omega = (1000.0 / 3).squareRoot()
    return 1 - (1 + omega * t) * Foundation.exp(-omega * t)
  }

  @Test func startsAtRestAndEndsExactlyAtOneAtRest() {
    #expect(KeyboardCurve.value(at: 0) == 0)
    #expect(KeyboardCurve.value(at: 1) == 1)
    #expect(KeyboardCurve.value(at: -0.5) == 0)
    #expect(KeyboardCurve.value(at: 1.5) == 1)
    expectApproximately(KeyboardCurve.slope(at: 1e-9), 0, absolute: 1e-6)
    expectApproximately(KeyboardCurve.slope(at: 1 - 1e-9), 0, absolute: 0.01)
    expectApproximately(KeyboardCurve.naturalFrequency, 18.257_418_583_505_537, absolute: 1e-12)
  }

  @Test func risesMonotonicallyWithNoOvershoot() {
    var previous = 0.0
    for k in 1...1000 {
      let value = KeyboardCurve.value(at: Double(k) / 1000)
      #expect(value >= previous)
      #expect(value <= 1)
      previous = value
    }
  }

  @Test func isFluttersModelOfTheKeyboardSpringWithinTheRescaleOverHalfASecond() {
    // Played over 0.5 s, the spring's own time: within 0.11% of the way at every instant.
    for k in 0...500 {
      let t = Double(k) / 1000
      let model = Self.flutterSpring(t)
      expectApproximately(KeyboardCurve.value(at: t / 0.5), model, absolute: 0.0011)
    }
    // Most of the way by the notification's 0.25 s, as a device shows it.
    expectApproximately(Self.flutterSpring(0.25), 0.942, absolute: 0.001)
  }

  @Test func slopeIsTheDerivativeOfTheValue() {
    for k in 1..<100 {
      let u = Double(k) / 100
      let h = 1e-6
      let numeric = (KeyboardCurve.value(at: u + h) - KeyboardCurve.value(at: u - h)) / (2 * h)
      expectApproximately(KeyboardCurve.slope(at: u), numeric, absolute: 1e-5)
    }
  }
}
