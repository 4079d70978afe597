import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Contacts between turned items: momentum and angular momentum are kept, energy is kept by an
/// elastic frictionless impact and never gained otherwise, and nothing passes through anything.
@Suite struct TurnedItemCollisionTests {
  /// Linear momentum, angular momentum about the origin (Σ m·c × v + I·ω) and kinetic energy.
  static func totals(_ world: World, _ ids: [ItemID]) -> (Vector, Double, Double) {
    var momentum = Vector.zero
    var angular = 0.0
    var energy = 0.0
    for id in ids {
      let (m, inertia) = (world.mass(of: id), world.momentOfInertia(of: id))
      let (c, v) = (world.center(of: id), world.velocity(of: id))
      let omega = world.angularVelocity(of: id)
      momentum += v * m
      angular += m * (c.x * v.dy - c.y * v.dx) + inertia * omega
      energy += 0.5 * m * v.lengthSquared + 0.5 * inertia * omega * omega
    }
    return (momentum, angular, energy)
  }

  /// A turned box's corner strikes another box's face, elasticity 1 and no friction: linear and
  /// angular momentum and kinetic energy are the same after the impact, and it turned both.
  /// With restitution 0.5 and friction 0.6 momentum and angular momentum are still kept, and
  /// kinetic energy is lost.
  @Test(arguments: [(1.0, 0.0), (0.5, 0.6)])
  func aCornerImpactKeepsMomentumAndAngularMomentum(
    elasticity e: Double, friction mu: Double
  ) throws {
    let world = try makeWorld()
    let a = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 400), size: Size(width: 60, height: 30),
        velocity: Vector(dx: 300, dy: 0), elasticity: e, friction: mu, angle: 0.5))
    let b = try world.addItem(
      ItemDefinition(
        center: Point(x: 300, y: 415), size: Size(width: 50, height: 50),
        velocity: Vector(dx: -200, dy: 0), density: 2, elasticity: e, friction: mu))
    world.addBehavior(CollisionBehavior(items: [a, b], mode: .items))
    let log = WorldEventLog(world)
    let (p0, l0, e0) = Self.totals(world, [a, b])
    try world.advance(by: 1)
    #expect(log.contactsBegan.count >= 1)
    let (p1, l1, e1) = Self.totals(world, [a, b])
    expectApproximately(p1, p0, absolute: 1e-9)
    expectApproximately(l1, l0, relative: 1e-9)
    if e == 1 && mu == 0 {
      expectApproximately(e1, e0, relative: 1e-9)
    } else {
      #expect(e1 < e0)
    }
    #expect(world.angularVelocity(of: b) != 0)
    #expect(world.center(of: a).x < world.center(of: b).x)
  }

  /// Random pairs of turned, spinning boxes thrown at each other with any elasticity and
  /// friction: momentum is kept and kinetic energy never grows. (Angular momentum is kept by
  /// every impulse, as the single impacts above show, but not by the correction that moves two
  /// items still overlapping apart along the normal, as in Box2D: spinning boxes grinding
  /// against each other change it by up to about 1 %, so it is not asserted here.)
  @Test func turnedPairsKeepMomentumAndNeverGainEnergy() throws {
    var random = SeededRandom(seed: 5)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001)
        / 1_000_000
    }
    for _ in 0..<PropertyRuns.scaled(30) {
      let world = try makeWorld()
      var ids: [ItemID] = []
      for side in [-1.0, 1.0] {
        ids.append(
          try world.addItem(
            ItemDefinition(
              center: Point(x: 195 + side * uniform(80...150), y: 400 + uniform(-40...40)),
              size: Size(width: uniform(20...100), height: uniform(20...100)),
              velocity: Vector(dx: -side * uniform(100...2000), dy: uniform(-200...200)),
              density: uniform(0.5...3), elasticity: uniform(0...1), friction: uniform(0...1),
              angle: uniform(-3...3), angularVelocity: uniform(-20...20))))
      }
      world.addBehavior(CollisionBehavior(items: ids, mode: .items))
      let (p0, _, e0) = Self.totals(world, ids)
      for t in frames(rate: 60, duration: 0.5) {
        try world.advance(to: t)
        let (p, _, e) = Self.totals(world, ids)
        expectApproximately(p, p0, absolute: 1e-9 * max(1, p0.length))
        #expect(e <= e0 * (1 + 1e-9))
      }
    }
  }

  /// A card spinning 20 turns a second at 50 000 pt/s at a thin, heavy slab: it strikes it
  /// and does not come out on the other side.
  @Test func aFastSpinningCardDoesNotPassThroughAnItem() throws {
    let world = try makeWorld()
    let card = try world.addItem(
      ItemDefinition(
        center: Point(x: 40, y: 400), size: Size(width: 60, height: 10),
        velocity: Vector(dx: 50_000, dy: 0), elasticity: 0.5, angle: 0.2,
        angularVelocity: 40 * Double.pi))
    let slab = try world.addItem(
      ItemDefinition(
        center: Point(x: 300, y: 400), size: Size(width: 4, height: 300), density: 10_000,
        allowsRotation: false))
    world.addBehavior(CollisionBehavior(items: [card, slab], mode: .items))
    let log = WorldEventLog(world)
    for t in frames(rate: 60, duration: 0.2) {
      try world.advance(to: t)
      #expect(world.center(of: card).x < world.center(of: slab).x, "at \(t)")
    }
    #expect(log.contactsBegan.count >= 1)
  }
}
