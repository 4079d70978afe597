import Foundation
import Motion
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// A keyframe segment's timing function is kept in the plan as its control points only
/// (`RenderAnimation.ControlPoints`, issue 30: no solver table allocated per segment) and the
/// Bézier built where the model evaluates it: the model must draw bit for bit what it drew from
/// the `TimingCurve` itself.
struct RenderServerControlPointsTests {
  /// Random curves per run: 200 by default, scaled by `TRANSITIONS_PROPERTY_RUNS`.
  static let baseRuns = 200

  /// Where each curve is compared: inside 0…1, at its ends, and beyond (the end slopes).
  static let fractions: [Double] =
    (0...64).map { Double($0) / 64 } + [-0.5, -1e-9, 1e-9, 0.123_456_789, 1 - 1e-9, 1.25, 3]

  /// The presets, the fit's own shape (control x at the `Float` thirds, y within 0…1), and
  /// random valid curves (x in 0…1, y overshooting): the same value, to the bit.
  @Test func controlPointsEvaluateAsTheirTimingCurveBitForBit() throws {
    var curves = TimingCurve.presets.map(\.curve)
    var random = SeededRandom(seed: 30_101)
    for _ in 0..<PropertyRuns.scaled(Self.baseRuns) {
      let thirds = try TimingCurve(
        x1: Double(Float(1.0 / 3)), y1: Double(Float(Double.random(in: 0...1, using: &random))),
        x2: Double(Float(2.0 / 3)), y2: Double(Float(Double.random(in: 0...1, using: &random))))
      let any = try TimingCurve(
        x1: Double.random(in: 0...1, using: &random), y1: Double.random(in: -1...2, using: &random),
        x2: Double.random(in: 0...1, using: &random), y2: Double.random(in: -1...2, using: &random))
      curves += [thirds, any]
    }
    for curve in curves {
      let points = RenderAnimation.ControlPoints(curve)
      #expect(points.curve == curve)
      for x in Self.fractions {
        let kept = points.value(at: x)
        let built = curve.value(at: x)
        #expect(kept.bitPattern == built.bitPattern, "\(curve) at \(x): \(kept) vs \(built)")
      }
    }
  }

  /// A keyed animation built from control points draws, segment by segment, `v0 + (v1 − v0) ·
  /// curve(u)` with the `TimingCurve` made from the same points: exactly, at every probe.
  @Test func keyframesFromControlPointsDrawTheTimingCurvesExactly() throws {
    let cubic = try TimingCurve(
      x1: Double(Float(1.0 / 3)), y1: Double(Float(0.8)), x2: Double(Float(2.0 / 3)),
      y2: Double(Float(0.9)))
    let curves: [TimingCurve] = [.easeInEaseOut, cubic, .linear]
    let values = [310.0, 60, 120, 60]
    let keyTimes = [0, 0.25, 0.5, 1]
    let animation = RenderAnimation(
      .keyframes(
        values: values, keyTimes: keyTimes,
        controlPoints: curves.map(RenderAnimation.ControlPoints.init)),
      beginTime: 0, duration: 2)
    // The convenience from Motion's curves is the same animation.
    let fromCurves = RenderAnimation(
      .keyframes(values: values, keyTimes: keyTimes, timingFunctions: curves),
      beginTime: 0, duration: 2)
    #expect(fromCurves == animation)
    for segment in 0..<3 {
      for u in stride(from: 0.0625, to: 1, by: 0.0625) {
        let fraction = keyTimes[segment] + (keyTimes[segment + 1] - keyTimes[segment]) * u
        let drawn = animation.value(atLocalTime: 2 * fraction)
        let local = (fraction - keyTimes[segment]) / (keyTimes[segment + 1] - keyTimes[segment])
        let expected =
          values[segment] + (values[segment + 1] - values[segment])
          * curves[segment].value(at: local)
        #expect(drawn == expected, "segment \(segment) at \(u)")
      }
    }
  }

  /// The planner's keyed tracks carry control points that rebuild valid curves (x at the
  /// `Float` thirds, or the linear preset), so the model can always build what it evaluates.
  @MainActor @Test func aPlansControlPointsBuildValidCurves() throws {
    let h = 1.0 / 120
    let motion = { (t: Double) -> Double in 300 * sin(40 * t) + 50 * t }
    var planner = RenderPlanner()
    planner.begin(engineTime: 0, interval: h)
    for k in 0..<90 { planner.record(RenderPlannerTests.frame(centerY: motion(Double(k) * h))) }
    let plan = planner.plan(beginTime: 100)
    let track = try #require(plan.tracks.first { $0.channel == .centerY })
    guard case .keyframes(_, _, let points) = track.animation.curve else {
      Issue.record("not keyed")
      return
    }
    #expect(!points.isEmpty)
    for point in points {
      let curve = try TimingCurve(x1: point.x1, y1: point.y1, x2: point.x2, y2: point.y2)
      #expect(point.curve == curve)
      #expect(point == .linear || point.x1 == Double(Float(1.0 / 3)))
    }
  }
}
