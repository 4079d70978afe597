import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

@Suite struct FreeFallTests {
  @Test(arguments: [60.0, 120.0, 240.0])
  func freeFallIsExactAtEveryFrame(rate: Double) throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 50), size: Size(width: 20, height: 20),
        velocity: Vector(dx: 30, dy: -400)))
    world.addBehavior(GravityBehavior(items: [box]))
    for t in frames(rate: rate, duration: 0.8) {
      try world.advance(to: t)
      expectApproximately(world.center(of: box).x, 100 + 30 * t, absolute: 1e-9)
      expectApproximately(world.center(of: box).y, 50 - 400 * t + 500 * t * t, absolute: 1e-9)
      expectApproximately(world.velocity(of: box).dy, -400 + 1000 * t, absolute: 1e-9)
    }
  }

  @Test func framesBetweenStepsSeeTheExactMotion() throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(center: Point(x: 100, y: 50), size: Size(width: 20, height: 20)))
    world.addBehavior(GravityBehavior(items: [box], magnitude: 2))
    for t in jitteredFrames(duration: 0.5, seed: 7) {
      try world.advance(to: t)
      expectApproximately(world.center(of: box).y, 50 + 1000 * t * t, absolute: 1e-9)
    }
  }

  @Test func bounceHappensAtTheTrueTimeAndKeepsTheExactTrajectory() throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 100), size: Size(width: 40, height: 40), elasticity: 0.5))
    world.addBehavior(GravityBehavior(items: [box]))
    world.addBehavior(CollisionBehavior(items: [box]))
    let log = WorldEventLog(world)
    // Falls 724 pt (to a centre 20 pt above the floor at 844) under 1000 pt/s².
    let g = 1000.0
    let impactTime = (2 * 724 / g).squareRoot()
    let impactSpeed = g * impactTime
    func exact(_ t: Double) -> Double {
      if t <= impactTime { return 100 + 0.5 * g * t * t }
      let s = t - impactTime
      return 824 - 0.5 * impactSpeed * s + 0.5 * g * s * s
    }
    let secondImpact = impactTime + 2 * 0.5 * impactSpeed / g
    for t in frames(rate: 60, duration: secondImpact - 0.01) {
      try world.advance(to: t)
      expectApproximately(world.center(of: box).y, exact(t), absolute: 0.5)
      expectApproximately(world.center(of: box).y, exact(t), absolute: 1e-6)
    }
    let contact = try #require(log.contactsBegan.first)
    expectApproximately(contact.time, impactTime, absolute: 1e-9)
    expectApproximately(contact.impactSpeed, impactSpeed, relative: 1e-9)
    #expect(contact.partner == .referenceBounds)
    expectApproximately(contact.point.y, 844, absolute: 1e-9)
  }

  @Test(arguments: [0.0, 0.3, 0.6, 1.0])
  func reboundSpeedIsElasticityTimesImpactSpeed(elasticity: Double) throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 195, y: 400), size: Size(width: 30, height: 30),
        velocity: Vector(dx: 0, dy: 1500), elasticity: elasticity))
    world.addBehavior(CollisionBehavior(items: [box]))
    // Reaches the floor (centre 829) after 429 / 1500 s; look shortly after.
    try world.advance(to: 429.0 / 1500 + 0.01)
    expectApproximately(world.velocity(of: box).dy, -elasticity * 1500, absolute: 1e-9)
  }
}

@Suite struct AttachmentAccuracyTests {
  /// The closed-form motion of an item on an anchor straight above it.
  func exactOscillator(length: Double, start: Double, frequency: Double, damping: Double)
    throws -> SpringMotion
  {
    let omega = 2 * Double.pi * frequency
    let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * damping * omega)
    return spring.motion(from: start, to: length, initialVelocity: 0)
  }

  @Test(arguments: [30.0, 60.0, 120.0, 240.0])
  func exactModeMatchesTheClosedFormAtEveryFrame(rate: Double) throws {
    try check(times: frames(rate: rate, duration: 3))
  }

  @Test(arguments: [1 as UInt64, 2, 3])
  func exactModeMatchesTheClosedFormWithJitteredFrames(seed: UInt64) throws {
    try check(times: jitteredFrames(duration: 3, seed: seed))
  }

  func check(times: [Double]) throws {
    let world = try makeWorld()
    let anchor = Point(x: 195, y: 844)
    // The shade's spring: 3 Hz, damping ratio 0.1, rest length 422, starting 700 pt away.
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 195, y: 144), size: Size(width: 390, height: 844)))
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: anchor, length: 422, frequency: 3, dampingRatio: 0.1))
    let exact = try exactOscillator(length: 422, start: 700, frequency: 3, damping: 0.1)
    var worst = 0.0
    for t in times {
      try world.advance(to: t)
      let distance = anchor.y - world.center(of: item).y
      worst = max(worst, abs(distance - exact.value(at: t)))
      expectApproximately(world.center(of: item).x, 195, absolute: 1e-9)
    }
    #expect(worst < 0.01, "worst error \(worst) pt")
  }

  @Test func zeroLengthAttachmentIsExactInTwoDimensions() throws {
    let world = try makeWorld()
    let anchor = Point(x: 200, y: 300)
    let item = try world.addItem(
      ItemDefinition(
        center: Point(x: 260, y: 220), size: Size(width: 10, height: 10),
        velocity: Vector(dx: -100, dy: 350)))
    world.addBehavior(
      AttachmentBehavior(item: item, anchor: anchor, length: 0, frequency: 1.5, dampingRatio: 0.3))
    let omega = 2 * Double.pi * 1.5
    let spring = try Spring(stiffness: omega * omega, damping: 2 * 0.3 * omega)
    let x = spring.motion(from: 260, to: 200, initialVelocity: -100)
    let y = spring.motion(from: 220, to: 300, initialVelocity: 350)
    for t in jitteredFrames(duration: 2, seed: 11) {
      try world.advance(to: t)
      expectApproximately(world.center(of: item).x, x.value(at: t), absolute: 1e-6)
      expectApproximately(world.center(of: item).y, y.value(at: t), absolute: 1e-6)
    }
  }

  @Test func uikitCompatibleModeReproducesTheImplicitEulerRecurrence() throws {
    let h = 1.0 / 60
    let world = try makeWorld(step: h)
    let anchor = Point(x: 195, y: 0)
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 195, y: 300), size: Size(width: 50, height: 50)))
    world.addBehavior(
      AttachmentBehavior(
        item: item, anchor: anchor, length: 100, frequency: 3, dampingRatio: 0.1,
        mode: .uikitCompatible))
    let omega = 2 * Double.pi * 3
    let k = omega * omega
    let c = 2 * 0.1 * omega
    var x = 200.0  // stretch beyond the rest length
    var v = 0.0
    var implicitPeak = 0.0
    var exactPeak = 0.0
    let exact = try Spring(stiffness: k, damping: c).motion(from: 200, to: 0)
    for frame in 1...180 {
      v = (v - h * k * x) / (1 + h * c + h * h * k)
      x += h * v
      let t = Double(frame) * h
      try world.advance(to: t)
      expectApproximately(world.center(of: item).y - 100, x, absolute: 1e-9)
      if t > 2 {
        implicitPeak = max(implicitPeak, abs(x))
        exactPeak = max(exactPeak, abs(exact.value(at: t)))
      }
    }
    // Implicit Euler is more damped than the nominal spring.
    #expect(implicitPeak < exactPeak)
  }
}

@Suite struct FrameRateIndependenceTests {
  /// A box bouncing on the floor and off a wall, sampled at the same times after being driven
  /// by different frame sequences.
  func trajectory(frameTimes: [Double], samples: [Double]) throws -> [Point] {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 200), size: Size(width: 30, height: 30),
        velocity: Vector(dx: 700, dy: -300), elasticity: 0.7, friction: 0.2))
    world.addBehavior(GravityBehavior(items: [box]))
    world.addBehavior(CollisionBehavior(items: [box]))
    var result: [Point] = []
    var pending = samples[...]
    for t in (frameTimes + samples).sorted() {
      try world.advance(to: max(t, world.elapsedTime))
      if let next = pending.first, abs(next - t) < 1e-12 {
        result.append(world.center(of: box))
        pending = pending.dropFirst()
      }
    }
    return result
  }

  @Test func differentFrameRatesSeeTheSameTrajectory() throws {
    let samples = (1...30).map { Double($0) / 10 }
    let reference = try trajectory(frameTimes: frames(rate: 60, duration: 3), samples: samples)
    for frameTimes in [
      frames(rate: 30, duration: 3), frames(rate: 120, duration: 3),
      jitteredFrames(duration: 3, seed: 5),
    ] {
      let other = try trajectory(frameTimes: frameTimes, samples: samples)
      #expect(other.count == reference.count)
      for (a, b) in zip(other, reference) { expectApproximately(a, b, absolute: 1e-6) }
    }
  }
}
