import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

@Suite struct BehaviorTests {
  @Test func massFollowsUIKitsConvention() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(center: .zero, size: Size(width: 100, height: 50), density: 3))
    expectApproximately(world.mass(of: item), 1.5, absolute: 1e-12)
  }

  @Test func gravityDirectionAndMagnitude() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 100, y: 100), size: Size(width: 10, height: 10)))
    world.addBehavior(
      GravityBehavior(items: [item], magnitude: 0.5, direction: Vector(dx: 3, dy: 4)))
    try world.advance(by: 0.5)
    // 500 pt/s² along (0.6, 0.8).
    expectApproximately(world.velocity(of: item).dx, 150, absolute: 1e-9)
    expectApproximately(world.velocity(of: item).dy, 200, absolute: 1e-9)
  }

  @Test func continuousPushAcceleratesByMagnitudeTimes100OverMass() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 100, y: 100), size: Size(width: 100, height: 100)))
    world.addBehavior(PushBehavior(items: [item], mode: .continuous, magnitude: 2, angle: 0))
    try world.advance(by: 0.25)
    expectApproximately(world.velocity(of: item).dx, 200 * 0.25, absolute: 1e-9)
    expectApproximately(world.center(of: item).x, 100 + 0.5 * 200 * 0.0625, absolute: 1e-9)
  }

  @Test func instantaneousPushChangesVelocityOnce() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 100), size: Size(width: 50, height: 100), density: 1))
    let push = PushBehavior(
      items: [item], mode: .instantaneous, magnitude: 1, angle: Double.pi / 2)
    world.addBehavior(push)
    try world.advance(by: 0.5)
    // Mass 0.5: Δv = 100 / 0.5 = 200 pt/s downwards, once.
    expectApproximately(world.velocity(of: item).dy, 200, absolute: 1e-9)
    expectApproximately(world.velocity(of: item).dx, 0, absolute: 1e-9)
    #expect(!push.isActive)
  }

  @Test func resistanceDecaysVelocityExponentially() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(
        center: Point(x: 10, y: 100), size: Size(width: 10, height: 10),
        velocity: Vector(dx: 300, dy: 0), resistance: 2))
    try world.advance(by: 0.7)
    expectApproximately(world.velocity(of: item).dx, 300 * exp(-1.4), absolute: 1e-9)
    expectApproximately(
      world.center(of: item).x, 10 + 300 * (1 - exp(-1.4)) / 2, absolute: 1e-9)
  }

  @Test func snapBringsTheItemToThePoint() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 20, y: 20), size: Size(width: 10, height: 10)))
    world.addBehavior(SnapBehavior(item: item, point: Point(x: 300, y: 500), dampingRatio: 0.7))
    try world.advance(by: 5)
    expectApproximately(world.center(of: item), Point(x: 300, y: 500), absolute: 1e-3)
  }

  @Test func compositeChildrenActAndActionsRunEveryStep() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(center: Point(x: 100, y: 100), size: Size(width: 10, height: 10)))
    let composite = CompositeBehavior()
    var calls = 0
    composite.action = { _ in calls += 1 }
    world.addBehavior(composite)
    composite.addChild(GravityBehavior(items: [item]))
    try world.advance(by: 0.1)
    #expect(calls == 24)
    expectApproximately(world.velocity(of: item).dy, 100, absolute: 1e-9)
    world.removeBehavior(composite)
    try world.advance(by: 0.1)
    #expect(calls == 24)
    expectApproximately(world.velocity(of: item).dy, 100, absolute: 1e-9)
  }

  @Test func attachmentBetweenItemsConservesMomentum() throws {
    let world = try makeWorld()
    let a = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 400), size: Size(width: 20, height: 20),
        velocity: Vector(dx: 50, dy: 0)))
    let b = try world.addItem(
      ItemDefinition(
        center: Point(x: 300, y: 400), size: Size(width: 40, height: 20)))
    world.addBehavior(
      AttachmentBehavior(item: a, to: b, length: 100, frequency: 2, dampingRatio: 0.2))
    let momentum = {
      world.velocity(of: a).dx * world.mass(of: a) + world.velocity(of: b).dx * world.mass(of: b)
    }
    let initial = momentum()
    try world.advance(by: 3)
    expectApproximately(momentum(), initial, absolute: 1e-6)
    // It settles at the rest length.
    try world.advance(by: 10)
    expectApproximately(world.center(of: b).x - world.center(of: a).x, 100, absolute: 0.1)
  }
}

@Suite struct CollisionTests {
  @Test(arguments: [1000.0, 10_000.0, 50_000.0])
  func nothingTunnelsThroughABoundary(speed: Double) throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(
        center: Point(x: 195, y: 400), size: Size(width: 4, height: 4),
        velocity: Vector(dx: speed, dy: -speed * 0.3), elasticity: 1))
    let collision = CollisionBehavior(items: [item])
    try collision.addBoundary(
      identifier: "wall", from: Point(x: 300, y: 0), to: Point(x: 300, y: 844))
    world.addBehavior(collision)
    for t in frames(rate: 60, duration: 2) {
      try world.advance(to: t)
      let c = world.center(of: item)
      #expect(c.x <= 298 + 1e-9 && c.x >= 2 - 1e-9 && c.y >= 2 - 1e-9 && c.y <= 842 + 1e-9)
    }
  }

  @Test func namedBoundaryReportsItsIdentifierAndEnds() throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 100), size: Size(width: 20, height: 20), elasticity: 0.8))
    world.addBehavior(GravityBehavior(items: [item]))
    let collision = CollisionBehavior(items: [item], translatesReferenceBoundsIntoBoundary: false)
    try collision.addBoundary(
      identifier: "floor", from: Point(x: 0, y: 500), to: Point(x: 390, y: 500))
    var began: [Contact] = []
    var ended: [Contact] = []
    collision.onContactBegan = { began.append($0) }
    collision.onContactEnded = { ended.append($0) }
    world.addBehavior(collision)
    try world.advance(by: 1.2)
    let first = try #require(began.first)
    #expect(first.partner == .boundary("floor"))
    expectApproximately(first.point.y, 500, absolute: 1e-9)
    expectApproximately(first.time, (2 * 390 / 1000.0).squareRoot(), absolute: 1e-9)
    #expect(ended.count >= 1)
    #expect(throws: DynamicsError.self) {
      try collision.addBoundary(identifier: "floor", from: .zero, to: Point(x: 1, y: 0))
    }
  }

  @Test func equalBoxesExchangeVelocitiesInAnElasticHeadOnCollision() throws {
    let world = try makeWorld()
    let a = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 400), size: Size(width: 20, height: 20),
        velocity: Vector(dx: 200, dy: 0), elasticity: 1))
    let b = try world.addItem(
      ItemDefinition(
        center: Point(x: 250, y: 400), size: Size(width: 20, height: 20),
        velocity: Vector(dx: -100, dy: 0), elasticity: 1))
    world.addBehavior(CollisionBehavior(items: [a, b], mode: .items))
    try world.advance(by: 1)
    expectApproximately(world.velocity(of: a).dx, -100, absolute: 1e-9)
    expectApproximately(world.velocity(of: b).dx, 200, absolute: 1e-9)
    #expect(world.center(of: b).x - world.center(of: a).x >= 20 - 1e-9)
  }

  @Test func fastItemsDoNotPassThroughEachOther() throws {
    let world = try makeWorld()
    let a = try world.addItem(
      ItemDefinition(
        center: Point(x: 20, y: 400), size: Size(width: 4, height: 4),
        velocity: Vector(dx: 20_000, dy: 0)))
    let b = try world.addItem(
      ItemDefinition(center: Point(x: 200, y: 400), size: Size(width: 4, height: 4)))
    world.addBehavior(CollisionBehavior(items: [a, b], mode: .items))
    try world.advance(by: 0.05)
    #expect(world.center(of: a).x < world.center(of: b).x)
  }

  @Test func boxesComeToRestOnTheFloorWithFriction() throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 50, y: 824), size: Size(width: 40, height: 40),
        velocity: Vector(dx: 300, dy: 0), friction: 0.5))
    world.addBehavior(GravityBehavior(items: [box]))
    world.addBehavior(CollisionBehavior(items: [box]))
    let log = WorldEventLog(world)
    try world.advance(by: 2)
    // Sliding friction decelerates at μ·g = 500 pt/s²: stops after 0.6 s and 90 pt.
    expectApproximately(world.center(of: box).x, 140, absolute: 0.5)
    expectApproximately(world.center(of: box).y, 824, absolute: 1e-9)
    #expect(log.rests.count == 1)
  }
}

/// The names behaviours had before the damping ratio got its own name still compile and mean
/// the same thing (deprecated, renamed to `dampingRatio`).
@Suite struct DeprecatedNameTests {
  @available(*, deprecated, message: "exercises the deprecated names")
  @Test func dampingStillMeansTheDampingRatio() throws {
    let world = try makeWorld()
    let item = try world.addItem(ItemDefinition(center: .zero, size: Size(width: 10, height: 10)))
    let attachment = AttachmentBehavior(item: item, anchor: .zero, damping: 0.3)
    #expect(attachment.dampingRatio == 0.3)
    attachment.damping = 0.4
    #expect(attachment.dampingRatio == 0.4)
    let tied = AttachmentBehavior(item: item, to: item, frequency: 2, damping: 0.7)
    #expect(tied.dampingRatio == 0.7)
    let snap = SnapBehavior(item: item, point: .zero, damping: 0.9)
    #expect(snap.dampingRatio == 0.9)
    snap.damping = 0.2
    #expect(snap.dampingRatio == 0.2)
    #expect(SnapBehavior(item: item, point: .zero).dampingRatio == 0.5)
    #expect(AttachmentBehavior(item: item, anchor: .zero).dampingRatio == 0)
  }
}
