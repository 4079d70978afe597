import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Contacts of rotated rectangles against closed forms and conservation laws: impulses at the
/// real contact points turn the items (arm × impulse / moment of inertia).
@Suite struct TurnedCollisionTests {
  /// The corners of `id`'s rotated rectangle.
  static func corners(_ world: World, _ id: ItemID) -> [Point] {
    let frame = world.frame(of: id)
    let centre = world.center(of: id)
    return arms(frame.width / 2, frame.height / 2, world.angle(of: id)).map { centre + $0 }
  }

  /// The four corners' offsets from the centre of a `2hx × 2hy` rectangle turned by `angle`.
  static func arms(_ hx: Double, _ hy: Double, _ angle: Double) -> [Vector] {
    [(-hx, -hy), (hx, -hy), (hx, hy), (-hx, hy)].map { corner in
      Vector(
        dx: cos(angle) * corner.0 - sin(angle) * corner.1,
        dy: sin(angle) * corner.0 + cos(angle) * corner.1)
    }
  }

  static func cross(_ a: Vector, _ b: Vector) -> Double { a.dx * b.dy - a.dy * b.dx }

  /// A turned box falling onto the floor touches it with its lowest corner, at the time a
  /// straight fall puts that corner on the floor, and leaves with the impulse of a single
  /// frictionless contact: j = (1 + e)·v / (1/m + (r × n)²/I), v′ = v − j/m, ω′ = j·(r × n)/I.
  /// With e = 1 the kinetic energy (linear and turning) is kept.
  @Test(arguments: [0.3, 0.8, 1.0])
  func aBoxDroppedOnACornerSpinsWithThePredictedAngularImpulse(elasticity e: Double) throws {
    let world = try makeWorld()
    let (v0, angle) = (400.0, 0.3)
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 195, y: 700), size: Size(width: 100, height: 50),
        velocity: Vector(dx: 0, dy: v0), elasticity: e, angle: angle))
    world.addBehavior(CollisionBehavior(items: [box]))
    let log = WorldEventLog(world)
    let (m, inertia) = (world.mass(of: box), world.momentOfInertia(of: box))
    let arm = try #require(Self.arms(50, 25, angle).max { $0.dy < $1.dy })
    let impactTime = (844 - 700 - arm.dy) / v0
    // Events come from whole steps: go two steps past the impact.
    try world.advance(to: impactTime + 2 * world.step)
    let contact = try #require(log.contactsBegan.first)
    expectApproximately(contact.time, impactTime, absolute: 1e-9)
    expectApproximately(contact.impactSpeed, v0, relative: 1e-12)
    expectApproximately(contact.point, Point(x: 195 + arm.dx, y: 844), absolute: 1e-6)
    let n = Vector(dx: 0, dy: -1)
    let rn = Self.cross(arm, n)
    let j = (1 + e) * v0 / (1 / m + rn * rn / inertia)
    expectApproximately(world.velocity(of: box), Vector(dx: 0, dy: v0 - j / m), absolute: 1e-9)
    expectApproximately(world.angularVelocity(of: box), j * rn / inertia, absolute: 1e-9)
    #expect(world.angularVelocity(of: box) < 0, "lifted at its right corner: anticlockwise")
    if e == 1 {
      let before = 0.5 * m * v0 * v0
      let v = world.velocity(of: box)
      let omega = world.angularVelocity(of: box)
      let after = 0.5 * m * v.lengthSquared + 0.5 * inertia * omega * omega
      expectApproximately(after, before, relative: 1e-12)
    }
  }

  /// A box sliding on the floor with friction μ decelerates at μ·g and never starts to turn
  /// (the floor's pressure moves towards its front edge, as on a real floor): it stops after
  /// v²/(2μg) points at v/(μg) seconds, angle and spin exactly 0.
  @Test func aSlidingBoxDeceleratesAtMuGWithoutTurning() throws {
    let world = try makeWorld()
    let (v0, mu, g) = (300.0, 0.5, 1000.0)
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 60, y: 844 - 20), size: Size(width: 60, height: 40),
        velocity: Vector(dx: v0, dy: 0), friction: mu))
    world.addBehavior(GravityBehavior(items: [box]))
    world.addBehavior(CollisionBehavior(items: [box]))
    let stop = v0 / (mu * g)
    for t in frames(rate: 60, duration: 1) {
      try world.advance(to: t)
      let travelled = t < stop ? v0 * t - 0.5 * mu * g * t * t : v0 * v0 / (2 * mu * g)
      expectApproximately(world.center(of: box).x, 60 + travelled, absolute: 1e-6)
      expectApproximately(world.center(of: box).y, 844 - 20, absolute: 1e-9)
      #expect(world.angle(of: box) == 0)
      #expect(world.angularVelocity(of: box) == 0)
    }
  }

  /// A tall box sliding with friction enough to tip it (μ·h/2 > w/2) is not held upright: the
  /// floor can only push inside its base, so it turns over its front edge (clockwise when it
  /// slides to the right).
  @Test func aTallBoxSlidingWithHighFrictionTipsOverItsFrontEdge() throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 60, y: 844 - 50), size: Size(width: 20, height: 100),
        velocity: Vector(dx: 300, dy: 0), friction: 0.8))
    world.addBehavior(GravityBehavior(items: [box]))
    world.addBehavior(CollisionBehavior(items: [box]))
    try world.advance(by: 0.1)
    #expect(world.angle(of: box) > 0.01)
    for corner in Self.corners(world, box) { #expect(corner.y <= 844 + 1e-6) }
  }

  /// Boxes thrown, turned and spinning, onto the floor under gravity (any elasticity and
  /// friction): their energy, kinetic (linear and turning) plus potential, never grows.
  @Test func tumblingBoxesNeverGainEnergy() throws {
    var random = SeededRandom(seed: 11)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001)
        / 1_000_000
    }
    for _ in 0..<PropertyRuns.scaled(12) {
      let world = try makeWorld()
      let definition = ItemDefinition(
        center: Point(x: uniform(100...290), y: uniform(200...600)),
        size: Size(width: uniform(20...120), height: uniform(20...120)),
        velocity: Vector(dx: uniform(-600...600), dy: uniform(-600...600)),
        elasticity: uniform(0...1), friction: uniform(0...1), angle: uniform(-3...3),
        angularVelocity: uniform(-20...20))
      let box = try world.addItem(definition)
      world.addBehavior(GravityBehavior(items: [box]))
      world.addBehavior(CollisionBehavior(items: [box]))
      let (m, inertia) = (world.mass(of: box), world.momentOfInertia(of: box))
      func energy() -> Double {
        let v = world.velocity(of: box)
        let omega = world.angularVelocity(of: box)
        return 0.5 * m * v.lengthSquared + 0.5 * inertia * omega * omega
          + m * 1000 * (844 - world.center(of: box).y)
      }
      let initial = energy()
      for t in frames(rate: 60, duration: 3) {
        try world.advance(to: t)
        #expect(energy() <= initial * (1 + 1e-3), "\(definition) at \(t)")
        for corner in Self.corners(world, box) {
          #expect(corner.x >= -1e-6 && corner.x <= 390 + 1e-6, "\(definition) at \(t)")
          #expect(corner.y >= -1e-6 && corner.y <= 844 + 1e-6, "\(definition) at \(t)")
        }
      }
    }
  }

  /// 50 000 pt/s and 20 turns a second into the walls: no corner ever leaves the bounds, and
  /// every impact turns it.
  @Test func aFastSpinningItemStaysInsideTheBounds() throws {
    let world = try makeWorld()
    let spin = 20 * 2 * Double.pi
    let card = try world.addItem(
      ItemDefinition(
        center: Point(x: 195, y: 400), size: Size(width: 120, height: 40),
        velocity: Vector(dx: 50_000, dy: 31_000), elasticity: 0.8, angle: 0.3,
        angularVelocity: spin))
    world.addBehavior(CollisionBehavior(items: [card]))
    let events = WorldEventLog(world)
    for t in jitteredFrames(duration: 1, seed: 3) {
      try world.advance(to: t)
      for corner in Self.corners(world, card) {
        #expect(corner.x >= -1e-6 && corner.x <= 390 + 1e-6, "x \(corner.x) at \(t)")
        #expect(corner.y >= -1e-6 && corner.y <= 844 + 1e-6, "y \(corner.y) at \(t)")
      }
    }
    #expect(events.contactsBegan.count > 20)
    #expect(world.angularVelocity(of: card) != spin)
  }
}
