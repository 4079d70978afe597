import Foundation
import Motion
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// Keys with a cubic timing function per segment (issue 30): the render server's drawing of the
/// plan stays within the tolerance between the plan's 1/120 s frames, where straight lines
/// between keys cannot (a stiff spring, a bounce), with no more keys than frames plus contacts.
@MainActor struct KeyframeFitTests {
  static let h = 1.0 / 120

  /// The largest error of `plan`'s centre y against `motion`, at 960 Hz over `duration` s.
  static func worstBetween(
    _ plan: RenderPlan, _ motion: (Double) -> Double, duration: Double
  ) -> Double {
    guard let track = plan.tracks.first(where: { $0.channel == .centerY }) else { return .nan }
    var worst = 0.0
    for step in 0...Int((duration * 960).rounded(.down)) {
      let t = Double(step) / 960
      let shown = plan.value(of: track.view, .centerY, at: 100 + t) ?? .nan
      worst = max(worst, abs(shown - motion(t)))
    }
    return worst
  }

  /// The same plan drawn with straight lines between its keys (no timing functions).
  static func linear(_ plan: RenderPlan) -> RenderPlan {
    var linear = plan
    for index in linear.tracks.indices {
      if case .keyframes(let values, let keyTimes, _) = linear.tracks[index].animation.curve {
        linear.tracks[index].animation.curve = .keyframes(values: values, keyTimes: keyTimes)
      }
    }
    return linear
  }

  static func keys(_ plan: RenderPlan) -> [Double] {
    guard let track = plan.tracks.first(where: { $0.channel == .centerY }),
      case .keyframes(let values, _, _) = track.animation.curve
    else { return [] }
    return values
  }

  /// The shade's case: a spring accelerating at up to ~290 000 pt/s² (ω ≈ 31 rad/s over
  /// 300 pt, under-damped, with no spring identification: a random drift is added). A straight
  /// line over 1/120 s is up to a·h²/8 ≈ 2.5 pt off; the cubic segments stay within 0.25 pt.
  @Test func aStiffSpringsKeysStayWithinTheToleranceBetweenFrames() {
    var random = SeededRandom(seed: 3001)
    for _ in 0..<PropertyRuns.scaled(20) {
      let omega = Double.random(in: 30...34, using: &random)
      let zeta = Double.random(in: 0.1...0.5, using: &random)
      let amplitude = Double.random(in: 200...300, using: &random)
      let drift = Double.random(in: -40...40, using: &random)
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let motion = { (t: Double) -> Double in
        400 + amplitude * exp(-zeta * omega * t) * cos(wd * t) + drift * t
      }
      let count = 120
      var planner = RenderPlanner()
      planner.begin(engineTime: 0, interval: Self.h)
      for k in 0..<count {
        planner.record(RenderPlannerTests.frame(centerY: motion(Double(k) * Self.h)))
      }
      let plan = planner.plan(beginTime: 100)
      let duration = Double(count - 1) * Self.h
      let cubic = Self.worstBetween(plan, motion, duration: duration)
      #expect(cubic <= 0.25, "cubic segments: \(cubic) pt")
      #expect(Self.keys(plan).count <= count)
      // Straight lines through the same keys: far outside the tolerance.
      #expect(Self.worstBetween(Self.linear(plan), motion, duration: duration) > 1)
    }
  }

  /// A ball dropped onto a floor, bouncing at a time between two frames: the contact is a frame
  /// of its own (``RenderPlanner/recordBreak(_:engineTime:)``), keyed, with the velocity arriving
  /// and the one leaving on each side; between frames within the tolerance; keys at most one per
  /// frame plus the contact.
  @Test func aBounceBetweenFramesIsKeyedAtItsContactAndCubicOnEachSide() throws {
    let g = 200_000.0
    let contact = 0.0543  // between frames 6 and 7
    let speed = g * contact * 0.6
    let motion = { (t: Double) -> Double in
      t < contact
        ? 600 - 0.5 * g * (contact * contact - t * t) - 200
        : 400 - speed * (t - contact) + 0.5 * g * (t - contact) * (t - contact)
    }
    // Down to 400 at the contact, then back up and down again (the second contact, at 0.119 s,
    // is left out).
    let count = 14
    var planner = RenderPlanner()
    planner.begin(engineTime: 0, interval: Self.h)
    for k in 0..<count {
      let t = Double(k) * Self.h
      if t > contact, t - Self.h < contact {
        planner.recordBreak(RenderPlannerTests.frame(centerY: motion(contact)), engineTime: contact)
      }
      planner.record(RenderPlannerTests.frame(centerY: motion(t)))
    }
    let plan = planner.plan(beginTime: 100)
    let track = try #require(plan.tracks.first { $0.channel == .centerY })
    guard case .keyframes(let values, let keyTimes, let timing) = track.animation.curve else {
      Issue.record("not keyed")
      return
    }
    let duration = Double(count - 1) * Self.h
    #expect(keyTimes.contains { abs($0 * duration - contact) < 1e-9 }, "a key at the contact")
    #expect(values.count <= count + 1)
    #expect(timing.count == values.count - 1)
    let cubic = Self.worstBetween(plan, motion, duration: duration)
    #expect(cubic <= 0.25, "\(cubic) pt")
    #expect(Self.worstBetween(Self.linear(plan), motion, duration: duration) > 1)
  }

  /// Core Animation's `init(controlPoints:_:_:_:)` takes `Float`s: every control point of a plan
  /// is one already (what the model draws is what the render server is given), x at the thirds,
  /// y within 0…1.
  @Test func controlPointsAreFloatsAtTheThirdsWithYWithinZeroAndOne() {
    let motion = { (t: Double) -> Double in 300 * sin(40 * t) + 50 * t }
    var planner = RenderPlanner()
    planner.begin(engineTime: 0, interval: Self.h)
    for k in 0..<90 {
      planner.record(RenderPlannerTests.frame(centerY: motion(Double(k) * Self.h)))
    }
    let plan = planner.plan(beginTime: 100)
    guard let track = plan.tracks.first(where: { $0.channel == .centerY }),
      case .keyframes(_, _, let timing) = track.animation.curve
    else {
      Issue.record("not keyed")
      return
    }
    #expect(!timing.isEmpty)
    for curve in timing where curve != .linear {
      #expect(curve.x1 == Double(Float(1.0 / 3)) && curve.x2 == Double(Float(2.0 / 3)))
      #expect(curve.y1 == Double(Float(curve.y1)) && curve.y2 == Double(Float(curve.y2)))
      #expect((0...1).contains(curve.y1) && (0...1).contains(curve.y2))
    }
  }
}
