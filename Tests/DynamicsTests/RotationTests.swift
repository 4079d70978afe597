import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Free rotation, its inputs, pushes off the centre and rest detection with spin, against
/// closed forms.
@Suite struct RotationTests {
  @Test func momentOfInertiaIsThatOfAUniformRectangleOfUIKitsMass() throws {
    let square = ItemDefinition(center: .zero, size: Size(width: 100, height: 100))
    expectApproximately(square.mass, 1, absolute: 1e-12)
    expectApproximately(square.momentOfInertia, 10_000.0 / 6, relative: 1e-12)
    let card = ItemDefinition(center: .zero, size: Size(width: 300, height: 200), density: 2)
    // m = 2 × 60 000 / 10 000 = 12; I = 12 × (300² + 200²) / 12 = 130 000.
    expectApproximately(card.momentOfInertia, 130_000, relative: 1e-12)
    let world = try makeWorld()
    let id = try world.addItem(card)
    expectApproximately(world.momentOfInertia(of: id), 130_000, relative: 1e-12)
    #expect(world.allowsRotation(of: id))
  }

  /// θ(t) = θ₀ + ω₀·(1 − e^(−r·t))/r and ω(t) = ω₀·e^(−r·t), sampled at any frame rate.
  @Test(arguments: [0.0, 0.5, 3])
  func freeRotationFollowsTheClosedForm(resistance r: Double) throws {
    for times in [frames(rate: 60, duration: 3), jitteredFrames(duration: 3, seed: 7)] {
      let world = try makeWorld()
      let (theta0, omega0) = (0.3, 7.0)
      let card = try world.addItem(
        ItemDefinition(
          center: Point(x: 195, y: 400), size: Size(width: 120, height: 80),
          velocity: Vector(dx: 10, dy: 0), angle: theta0, angularVelocity: omega0,
          angularResistance: r))
      for t in times {
        try world.advance(to: t)
        let decay = exp(-r * t)
        let travelled = r == 0 ? omega0 * t : omega0 * -expm1(-r * t) / r
        expectApproximately(world.angle(of: card), theta0 + travelled, absolute: 1e-9)
        expectApproximately(world.angularVelocity(of: card), omega0 * decay, absolute: 1e-9)
        // Spin does not move the centre.
        expectApproximately(world.center(of: card), Point(x: 195 + 10 * t, y: 400), absolute: 1e-9)
      }
    }
  }

  @Test func addAngularVelocityAddsAndBadSpinIsRefusedChangingNothing() throws {
    let world = try makeWorld()
    let card = try world.addItem(
      ItemDefinition(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50)))
    let fixed = try world.addItem(
      ItemDefinition(
        center: Point(x: 300, y: 100), size: Size(width: 50, height: 50), angle: 0.5,
        allowsRotation: false))
    try world.addAngularVelocity(2, to: card)
    try world.addAngularVelocity(-0.5, to: card)
    expectApproximately(world.angularVelocity(of: card), 1.5, absolute: 1e-12)
    #expect(throws: DynamicsError.self) { try world.addAngularVelocity(.nan, to: card) }
    #expect(throws: DynamicsError.self) { try world.setAngularVelocity(.infinity, of: card) }
    #expect(throws: DynamicsError.self) { try world.setAngle(.nan, of: card) }
    #expect(throws: DynamicsError.self) { try world.addAngularVelocity(1, to: fixed) }
    let other = try makeWorld()
    for _ in 0..<3 {
      _ = try other.addItem(ItemDefinition(center: .zero, size: Size(width: 1, height: 1)))
    }
    let stranger = other.items[2]
    #expect(throws: DynamicsError.self) { try world.addAngularVelocity(1, to: stranger) }
    expectApproximately(world.angularVelocity(of: card), 1.5, absolute: 1e-12)
    expectApproximately(world.angularVelocity(of: fixed), 0, absolute: 0)
    try world.advance(by: 1)
    expectApproximately(world.angle(of: card), 1.5, absolute: 1e-9)
    expectApproximately(world.angle(of: fixed), 0.5, absolute: 0)
    #expect(!world.allowsRotation(of: fixed))
  }

  @Test func badRotationPropertiesAreRefused() throws {
    let world = try makeWorld()
    let size = Size(width: 10, height: 10)
    let bad: [ItemDefinition] = [
      ItemDefinition(center: .zero, size: size, angle: .nan),
      ItemDefinition(center: .zero, size: size, angularVelocity: .infinity),
      ItemDefinition(center: .zero, size: size, angularResistance: -1),
      ItemDefinition(center: .zero, size: size, angularVelocity: 1, allowsRotation: false),
    ]
    for definition in bad {
      #expect(throws: DynamicsError.self) { try world.addItem(definition) }
    }
    #expect(world.itemCount == 0)
  }

  /// An instantaneous push at an offset: Δv = F/m and Δω = (arm × F)/I.
  @Test func anInstantaneousPushOffTheCentreTurnsTheItem() throws {
    let world = try makeWorld()
    let card = try world.addItem(
      ItemDefinition(center: Point(x: 195, y: 400), size: Size(width: 100, height: 100)))
    // Up (−y), 100 units of force, at the right edge: arm (50, 0), torque 50 × −100 = −5 000.
    let push = PushBehavior(items: [card], mode: .instantaneous, magnitude: 1, angle: -.pi / 2)
    push.offset = Vector(dx: 50, dy: 0)
    world.addBehavior(push)
    try world.advance(by: 0.5)
    expectApproximately(world.velocity(of: card), Vector(dx: 0, dy: -100), absolute: 1e-9)
    expectApproximately(world.angularVelocity(of: card), -5_000 / (10_000.0 / 6), absolute: 1e-9)
    // The impulse lands at the start of the first step (t = 0): both then run for 0.5 s.
    expectApproximately(world.angle(of: card), -3 * 0.5, absolute: 1e-9)
    expectApproximately(world.center(of: card), Point(x: 195, y: 400 - 50), absolute: 1e-9)
  }

  /// A continuous push at an offset: the linear motion is that without the offset; the torque
  /// is arm × F at the step's start (the arm turns with the item).
  @Test func aContinuousPushOffTheCentreAcceleratesTheSpin() throws {
    let world = try makeWorld()
    let size = Size(width: 100, height: 100)
    let card = try world.addItem(ItemDefinition(center: Point(x: 195, y: 400), size: size))
    let plain = try world.addItem(ItemDefinition(center: Point(x: 195, y: 400), size: size))
    let offCentre = PushBehavior(items: [card], mode: .continuous, magnitude: 1, angle: 0)
    offCentre.offset = Vector(dx: 0, dy: 50)  // force +x at the bottom edge: torque −5 000
    world.addBehavior(offCentre)
    world.addBehavior(PushBehavior(items: [plain], mode: .continuous, magnitude: 1, angle: 0))
    try world.advance(to: world.step)
    expectApproximately(world.angularVelocity(of: card), -3 * world.step, absolute: 1e-12)
    expectApproximately(world.angle(of: card), -1.5 * world.step * world.step, absolute: 1e-12)
    try world.advance(to: 0.5)
    expectApproximately(world.center(of: card), world.center(of: plain), absolute: 1e-9)
    expectApproximately(world.velocity(of: card), Vector(dx: 50, dy: 0), absolute: 1e-9)
    #expect(world.angularVelocity(of: card) < -1)
  }

  /// Forces through the centre never turn an item: a busy scene runs bit for bit the same
  /// whether its items may rotate or not. Their contacts with the walls and floor are flat
  /// (they land, rest and slide on a face without friction enough to tip them), so those turn
  /// nothing either; an impact off the line through a centre does (`TurnedCollisionTests`).
  @Test func forcesThroughTheCentreDoNotTurnAnything() throws {
    func run(rotates: Bool) throws -> [Double] {
      let world = try makeWorld()
      var ids: [ItemID] = []
      for n in 0..<6 {
        ids.append(
          try world.addItem(
            ItemDefinition(
              center: Point(x: 40 + Double(n) * 55, y: 100 + Double(n % 2) * 40),
              size: Size(width: 30, height: 40), velocity: Vector(dx: Double(n) * 30 - 80, dy: 0),
              elasticity: 0.5, friction: 0.4, allowsRotation: rotates)))
      }
      world.addBehavior(GravityBehavior(items: ids))
      world.addBehavior(CollisionBehavior(items: ids, mode: .boundaries))
      world.addBehavior(AttachmentBehavior(item: ids[0], to: ids[1], length: 60, frequency: 2))
      world.addBehavior(
        AttachmentBehavior(item: ids[2], anchor: Point(x: 200, y: 50), length: 80, frequency: 3))
      world.addBehavior(SnapBehavior(item: ids[3], point: Point(x: 300, y: 300)))
      var out: [Double] = []
      for t in frames(rate: 60, duration: 3) {
        try world.advance(to: t)
        for id in ids {
          out += [world.center(of: id).x, world.center(of: id).y, world.angle(of: id)]
          out.append(world.angularVelocity(of: id))
        }
      }
      return out
    }
    let turning = try run(rotates: true)
    let fixed = try run(rotates: false)
    #expect(turning.count == fixed.count)
    for (a, b) in zip(turning, fixed) { #expect(a.bitPattern == b.bitPattern) }
  }

  /// Rest waits for the spin: ω₀·e^(−r·t) falls to the rest angular speed at ln(ω₀/ω_rest)/r.
  @Test func restDetectionWaitsForTheSpinToDie() throws {
    let world = try makeWorld()
    let events = WorldEventLog(world)
    let spinner = try world.addItem(
      ItemDefinition(
        center: Point(x: 195, y: 400), size: Size(width: 50, height: 50), angularVelocity: 4,
        angularResistance: 2))
    try world.advance(by: 5)
    let still = Foundation.log(4 / world.restDetection.angularSpeed) / 2
    let expected = still + world.restDetection.duration
    let rests = events.rests
    #expect(rests.count == 1)
    expectApproximately(rests.first?.time ?? -1, expected, absolute: 2 * world.step)
    #expect(abs(world.angularVelocity(of: spinner)) <= world.restDetection.angularSpeed)
  }
}
