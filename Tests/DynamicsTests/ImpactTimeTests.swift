import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Contacts of an item on a spring are located at their true time: the closed form of an
/// undamped spring, y(t) = c + (y₀ − c)·cos ωt, says when the item's lower side reaches the
/// floor, how fast, and (elasticity e) how it moves after the bounce.
@Suite struct ImpactTimeTests {
  struct Case: Sendable, CustomStringConvertible {
    /// Spring frequency (Hz), the anchor's y (below the floor: the spring pulls the item into
    /// it), the item's starting y, elasticity.
    var frequency: Double
    var anchorY: Double
    var startY: Double
    var elasticity: Double
    var description: String {
      "\(frequency) Hz, anchor at \(anchorY), from \(startY), elasticity \(elasticity)"
    }
  }

  static let half = 20.0
  /// The item's centre when its lower side touches the floor (at 844).
  static let touching = 844 - half

  /// Fixed cases: a firm hit, a hit at a stiff spring's high speed, and a graze (the lowest
  /// point only 0.001 pt past the floor, arriving at about 10.7 pt/s, just over
  /// `CollisionBehavior.restingSpeed`: it still bounces).
  static let fixed = [
    Case(frequency: 2, anchorY: 900, startY: 400, elasticity: 0.5),
    Case(frequency: 8, anchorY: 1200, startY: 100, elasticity: 0.3),
    Case(frequency: 2, anchorY: 462.0005, startY: 100, elasticity: 0.5),
  ]

  static var random: [Case] {
    var generator = SeededRandom(seed: 33)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound)
        * Double(generator.next() % 1_000_001) / 1_000_000
    }
    return (0..<PropertyRuns.scaled(40)).map { _ in
      let anchorY = uniform(830...1500)
      return Case(
        frequency: uniform(0.5...12), anchorY: anchorY,
        startY: uniform(40...800), elasticity: uniform(0.1...0.9))
    }
  }

  @Test(arguments: fixed + random)
  func aSpringDrivenItemHitsTheFloorAtTheClosedFormsTime(_ c: Case) throws {
    let world = try makeWorld()
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 195, y: c.startY), size: Size(width: 2 * Self.half, height: 2 * Self.half),
        elasticity: c.elasticity))
    world.addBehavior(
      AttachmentBehavior(
        item: box, anchor: Point(x: 195, y: c.anchorY), frequency: c.frequency))
    world.addBehavior(CollisionBehavior(items: [box]))
    let log = WorldEventLog(world)
    let omega = 2 * Double.pi * c.frequency
    let amplitude = c.startY - c.anchorY
    // The first time the lower side reaches the floor, and the speed then.
    let impact = acos((Self.touching - c.anchorY) / amplitude) / omega
    let speed = -amplitude * omega * sin(omega * impact)
    // After the bounce: from the floor, moving up at e·speed, until the item comes back.
    let rebound = -c.elasticity * speed
    func after(_ t: Double) -> Double {
      let s = t - impact
      return c.anchorY + (Self.touching - c.anchorY) * cos(omega * s) + rebound / omega
        * sin(omega * s)
    }
    for t in frames(rate: 60, duration: impact + 0.5 / c.frequency) {
      try world.advance(to: t)
      let y = world.center(of: box).y
      if t < impact {
        expectApproximately(y, c.anchorY + amplitude * cos(omega * t), absolute: 1e-7)
      } else if after(t) < Self.touching - 1e-3, t - impact < 0.5 / c.frequency {
        expectApproximately(y, after(t), absolute: 1e-6, "\(c) at \(t)")
      } else {
        break
      }
    }
    let contact = try #require(log.contactsBegan.first)
    expectApproximately(contact.time, impact, absolute: 1e-9, "\(c)")
    expectApproximately(contact.impactSpeed, speed, relative: 1e-9, "\(c)")
    #expect(contact.partner == .referenceBounds)
  }

  /// A box thrown sideways under gravity onto a slanted segment (the ramp of the golden run):
  /// its distance along the segment's normal is quadratic in time, so the contact's time is a
  /// root of that quadratic.
  @Test(arguments: [0.0, 50.0, -120.0, 150.0])
  func aFallingItemHitsASlantedSegmentAtTheQuadraticsRoot(sideways: Double) throws {
    let world = try makeWorld()
    let start = Point(x: 200, y: 300)
    let box = try world.addItem(
      ItemDefinition(
        center: start, size: Size(width: 30, height: 30),
        velocity: Vector(dx: sideways, dy: 0), elasticity: 0.4))
    world.addBehavior(GravityBehavior(items: [box]))
    let from = Point(x: 0, y: 600)
    let to = Point(x: 390, y: 700)
    let collision = CollisionBehavior(items: [box], mode: .boundaries)
    try collision.addBoundary(identifier: "ramp", from: from, to: to)
    world.addBehavior(collision)
    let log = WorldEventLog(world)
    // The unit normal facing the box (up the ramp) and the box's reach along it.
    let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y))
      .squareRoot()
    let n = (x: (to.y - from.y) / length, y: -(to.x - from.x) / length)
    let reach = abs(n.x) * 15 + abs(n.y) * 15
    // (start + v·t + ½·g·t² − from)·n = reach: a·t² + b·t + c = 0.
    let a = 500 * n.y
    let b = sideways * n.x
    let c = (start.x - from.x) * n.x + (start.y - from.y) * n.y - reach
    let impact = (-b - (b * b - 4 * a * c).squareRoot()) / (2 * a)
    #expect(impact > 0)
    try world.advance(to: impact + 0.05)
    let contact = try #require(log.contactsBegan.first)
    expectApproximately(contact.time, impact, absolute: 1e-9, "sideways \(sideways)")
    let speed = -(sideways * n.x + 1000 * impact * n.y)
    expectApproximately(contact.impactSpeed, speed, relative: 1e-9, "sideways \(sideways)")
    #expect(contact.partner == .boundary("ramp"))
  }
}
