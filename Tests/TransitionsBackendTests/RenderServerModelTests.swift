import Foundation
import Motion
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// The render server's model, a test per formula, each against Apple's documentation (the page
/// cited on each test).
struct RenderServerModelTests {
  // MARK: CASpringAnimation

  /// https://developer.apple.com/documentation/quartzcore/caspringanimation : a mass on a spring
  /// with a damper; the header's defaults are mass 1, stiffness 100, damping 10. Checked against
  /// the textbook solution of m·x″ + c·x′ + k·x = 0 written out here (ζ = 0.5, ω_d = √75).
  @Test func aSpringAnimationIsTheDampedOscillatorsClosedForm() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let animation = RenderAnimation(
      .spring(from: 0, to: 640, spring: spring, initialVelocity: 0), beginTime: 10, duration: 2)
    let omega = 75.0.squareRoot()
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      let expected = 640 * (1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t)))
      expectApproximately(animation.value(at: 10 + t) ?? .nan, expected, absolute: 1e-9)
    }
  }

  /// `initialVelocity`: "positive values represent the object moving towards the spring
  /// attachment point" (the header, quoted on the class page's mirrors); in distances per second,
  /// UIKit's relative velocity.
  @Test func aSpringsInitialVelocityIsInDistancesPerSecondTowardsTheTarget() throws {
    let spring = try Spring(mass: 1, stiffness: 300, damping: 30)
    for (from, to) in [(100.0, 300.0), (300.0, 100.0)] {
      let animation = RenderAnimation(
        .spring(from: from, to: to, spring: spring, initialVelocity: 2), beginTime: 0,
        duration: 1)
      let h = 1e-6
      let slope = (animation.value(atLocalTime: h) - animation.value(atLocalTime: 0)) / h
      expectApproximately(slope, 2 * (to - from), relative: 1e-3)
    }
  }

  /// https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration :
  /// damping 5 (mass 1, stiffness 100) settles in "approximately 2.85 seconds", more than the
  /// duration of 2; damping 15 "reduces" it (the damping page: "may be smaller than the
  /// duration"). The model's epsilon is SwiftUI's documented 0.001
  /// (https://developer.apple.com/documentation/swiftui/spring/settlingduration).
  @Test func settlingDurationFollowsApplesExample() throws {
    let bouncy = try Spring(mass: 1, stiffness: 100, damping: 5)
    let damped = try Spring(mass: 1, stiffness: 100, damping: 15)
    let long = RenderAnimation.settlingDuration(of: bouncy)
    expectApproximately(long, 2.85, absolute: 0.2, "Apple: approximately 2.85 s")
    #expect(long > 2)
    #expect(RenderAnimation.settlingDuration(of: damped) < 2)
    // And it is the last time the motion is 0.001 away from its target.
    let motion = bouncy.motion(from: 0, to: 1)
    expectApproximately(abs(motion.value(at: long) - 1), 0.001, absolute: 1e-9)
    for t in stride(from: long + 0.001, through: long + 2, by: 0.01) {
      #expect(abs(motion.value(at: t) - 1) <= 0.001)
    }
  }

  // MARK: CAMediaTimingFunction

  /// https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
  /// : a cubic Bézier whose end points are (0, 0) and (1, 1), the two control points given; a
  /// basic animation moves by it from `from` to `to` over its duration.
  @Test func aBasicAnimationFollowsTheCubicBezierThroughItsControlPoints() throws {
    let curve = try TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)  // easeInEaseOut
    let animation = RenderAnimation(
      .basic(from: 10, to: 30, timing: curve), beginTime: 5, duration: 0.5)
    for s in stride(from: 0.0, through: 1, by: 0.05) {
      // B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³, per coordinate.
      let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
      let y = 3 * (1 - s) * s * s + s * s * s
      expectApproximately(animation.value(at: 5 + x * 0.5) ?? .nan, 10 + 20 * y, absolute: 1e-9)
    }
    expectApproximately(animation.value(at: 5.25) ?? .nan, 20, absolute: 1e-12)  // symmetric
  }

  // MARK: CAKeyframeAnimation

  /// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/linear :
  /// Apple's listing, keyTimes [0, 0.25, 0.5, 0.75, 1], values [310, 60, 120, 60, 310], linear
  /// between keys; keyTimes are fractions of the duration
  /// (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes).
  @Test func keyframesInterpolateLinearlyBetweenTheirKeyTimes() {
    let animation = RenderAnimation(
      .keyframes(values: [310, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1]),
      beginTime: 0, duration: 2)
    let expected: [(Double, Double)] = [
      (0, 310), (0.25, 185), (0.5, 60), (0.75, 90), (1, 120), (1.2, 96), (1.5, 60), (2, 310),
    ]
    for (time, value) in expected {
      expectApproximately(animation.value(at: time) ?? .nan, value, absolute: 1e-12)
    }
  }

  /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions :
  /// one timing function per segment ("n-1 objects" for n values) that, with key times given,
  /// "further modify the timing between those values"; each is a cubic Bézier from (0, 0) to
  /// (1, 1) through its control points
  /// (https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)).
  /// Segment 0 (keys 0 → 0.25 of 2 s, 310 → 60) eases in and out; segment 1 (60 → 120) has
  /// control x at 1/3 and 2/3, so its Bézier is y(u) = 3(1−u)²u·y1 + 3(1−u)u²·y2 + u³ in the
  /// segment's time fraction u; the last two are linear (`.linear`).
  @Test func keyframesPaceEachSegmentByItsTimingFunction() throws {
    let cubic = try TimingCurve(x1: 1.0 / 3, y1: 0.8, x2: 2.0 / 3, y2: 0.9)
    let animation = RenderAnimation(
      .keyframes(
        values: [310, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1],
        timingFunctions: [.easeInEaseOut, cubic, .linear, .linear]),
      beginTime: 0, duration: 2)
    // Segment 0 at its parameter s: time 0.5·x(s), value 310 − 250·y(s).
    for s in stride(from: 0.0, through: 1, by: 0.1) {
      let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
      let y = 3 * (1 - s) * s * s + s * s * s
      expectApproximately(animation.value(at: 0.5 * x) ?? .nan, 310 - 250 * y, absolute: 1e-5)
    }
    // Segment 1: x(u) = u, so the value at time 0.5 + 0.5·u is 60 + 60·y(u).
    for u in stride(from: 0.0, through: 1, by: 0.125) {
      let y = 3 * (1 - u) * (1 - u) * u * 0.8 + 3 * (1 - u) * u * u * 0.9 + u * u * u
      expectApproximately(animation.value(at: 0.5 + 0.5 * u) ?? .nan, 60 + 60 * y, absolute: 1e-5)
    }
    // The keys themselves, and the linear segments, as without timing functions.
    for (time, value) in [(0.5, 60.0), (1, 120), (1.2, 96), (1.5, 60), (2, 310)] {
      expectApproximately(animation.value(at: time) ?? .nan, value, absolute: 1e-9)
    }
    // Fewer timing functions than segments: the rest are linear.
    let short = RenderAnimation(
      .keyframes(values: [0, 10, 30], keyTimes: [0, 0.5, 1], timingFunctions: [.easeIn]),
      beginTime: 0, duration: 1)
    expectApproximately(short.value(at: 0.75) ?? .nan, 20, absolute: 1e-12)
    #expect((short.value(at: 0.25) ?? .nan) < 5 - 1)  // ease-in: behind the straight line
  }

  // MARK: Additive, begin time, fill

  /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive : an
  /// additive animation's value "will be added to the current render tree value"; a replacing
  /// one's is the value; animations apply in the order added.
  @Test func additiveAnimationsAddAndReplacingOnesReplace() {
    let offset = RenderAnimation(
      .basic(from: -50, to: 0, timing: .linear), beginTime: 0, duration: 1, isAdditive: true)
    let absolute = RenderAnimation(
      .basic(from: 0, to: 10, timing: .linear), beginTime: 0, duration: 1)
    expectApproximately(
      RenderProperty(modelValue: 200, animations: [offset]).presentationValue(at: 0.5), 175)
    expectApproximately(
      RenderProperty(modelValue: 200, animations: [absolute]).presentationValue(at: 0.5), 5)
    expectApproximately(
      RenderProperty(modelValue: 200, animations: [absolute, offset]).presentationValue(at: 0.5),
      -20)
    expectApproximately(
      RenderProperty(modelValue: 200, animations: [offset, absolute]).presentationValue(at: 0.5), 5)
  }

  /// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode : `removed`
  /// applies only while active; `forwards` "remains visible in its final state"; `backwards`
  /// shows the first value before the begin time; `both` does both. Outside, the model value.
  @Test func beginTimeAndFillModeDecideWhatShowsOutsideTheActiveInterval() {
    func property(_ fill: RenderAnimation.FillMode) -> RenderProperty {
      RenderProperty(
        modelValue: 7,
        animations: [
          RenderAnimation(
            .basic(from: 1, to: 3, timing: .linear), beginTime: 100, duration: 2, fillMode: fill)
        ])
    }
    let cases: [(RenderAnimation.FillMode, before: Double, after: Double)] = [
      (.removed, 7, 7), (.forwards, 7, 3), (.backwards, 1, 7), (.both, 1, 3),
    ]
    for (fill, before, after) in cases {
      expectApproximately(property(fill).presentationValue(at: 99.9), before)
      expectApproximately(property(fill).presentationValue(at: 101), 2)
      expectApproximately(property(fill).presentationValue(at: 102.1), after)
    }
  }
}
