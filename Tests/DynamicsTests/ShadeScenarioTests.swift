import Dynamics
import Motion
import Testing
import TransitionsTestSupport

/// Seed 003's shade, decided by physics: a full-screen shade on a 3 Hz spring (damping ratio
/// 0.1, rest length half the height) to an anchor a screen above or below, a boundary that
/// lets it travel from fully hidden (centre −422) to fully shown (centre 422), elasticity 0.6.
@Suite struct ShadeScenarioTests {
  static let height = 844.0
  static let width = 390.0

  struct Release: Sendable, CustomStringConvertible {
    var center: Double
    var velocity: Double
    var opens: Bool
    var description: String { "released at \(center) moving \(velocity) pt/s" }
  }

  @Test(arguments: [
    Release(center: 150, velocity: 0, opens: true),  // below the midpoint, at rest
    Release(center: -150, velocity: 0, opens: false),  // above the midpoint, at rest
    Release(center: -150, velocity: 1500, opens: true),  // above, flicked down
    Release(center: 150, velocity: -1500, opens: false),  // below, flicked up
    Release(center: 300, velocity: 400, opens: true),  // nearly open, pushed further
  ])
  func theShadeEndsWhereThePhysicsTakesIt(release: Release) throws {
    let h = Self.height
    let world = try World(bounds: Rect(x: 0, y: 0, width: Self.width, height: h))
    let shade = try world.addItem(
      ItemDefinition(
        center: Point(x: Self.width / 2, y: release.center),
        size: Size(width: Self.width, height: h), velocity: Vector(dx: 0, dy: release.velocity),
        elasticity: 0.6))
    // The decision: where would the release land (scroll-view projection)?
    let projected = try Decay(from: release.center, initialVelocity: release.velocity)
      .restingValue
    let opens = projected >= 0
    #expect(opens == release.opens)
    let shadeBehavior = CompositeBehavior()
    shadeBehavior.addChild(
      AttachmentBehavior(
        item: shade, anchor: Point(x: Self.width / 2, y: opens ? h : -h), length: h / 2,
        frequency: 3, dampingRatio: 0.1))
    let collision = CollisionBehavior(items: [shade], boundaryInsets: EdgeInsets(top: -h))
    var impacts: [Double] = []
    collision.onContactBegan = { impacts.append($0.impactSpeed) }
    shadeBehavior.addChild(collision)
    world.addBehavior(shadeBehavior)
    let log = WorldEventLog(world)
    var restTime: Double?
    world.onRest = { restTime = $0.elapsedTime }
    for t in frames(rate: 60, duration: 6) { try world.advance(to: t) }
    let end = opens ? h / 2 : -h / 2
    expectApproximately(world.center(of: shade).y, end, absolute: 0.5)
    expectApproximately(world.center(of: shade).x, Self.width / 2, absolute: 1e-9)
    #expect(log.rests.count == 1, "\(log.rests)")
    let rest = try #require(restTime)
    #expect(rest < 4, "comes to rest within the seed's 4 s cap, at \(rest)")
    // It hits the boundary (a haptic in the transition) at least once.
    #expect(!impacts.isEmpty)
    #expect(impacts.allSatisfy { $0 > 0 })
  }
}
