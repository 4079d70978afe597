import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Boxes resting on boxes: a stack comes to rest and stays put, a pyramid does not creep.
@Suite struct StackTests {
  /// Builds a world with `centers` as 40 × 40 boxes (friction 0.5, rotating, as UIKit's
  /// default) under gravity, colliding with each other and the screen's edges.
  static func world(_ centers: [Point]) throws -> (World, [ItemID], WorldEventLog) {
    let world = try makeWorld()
    let ids = try centers.map { center in
      try world.addItem(
        ItemDefinition(center: center, size: Size(width: 40, height: 40), friction: 0.5))
    }
    world.addBehavior(GravityBehavior(items: ids))
    world.addBehavior(CollisionBehavior(items: ids))
    return (world, ids, WorldEventLog(world))
  }

  /// After `settle` seconds, for `duration` more seconds at 60 Hz, no box moves more than 0.1 pt
  /// from where it was at `settle`, nor turns more than 0.1°.
  static func expectStill(
    _ world: World, _ ids: [ItemID], from settle: Double, for duration: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try world.advance(to: settle)
    let places = ids.map { (world.center(of: $0), world.angle(of: $0)) }
    var worstDistance = 0.0
    var worstTurn = 0.0
    for t in frames(rate: 60, duration: duration) {
      try world.advance(to: settle + t)
      for (id, place) in zip(ids, places) {
        worstDistance = max(worstDistance, world.center(of: id).distance(to: place.0))
        worstTurn = max(worstTurn, abs(world.angle(of: id) - place.1))
      }
    }
    #expect(worstDistance <= 0.1, "moved \(worstDistance) pt", sourceLocation: sourceLocation)
    #expect(
      worstTurn <= 0.1 * .pi / 180, "turned \(worstTurn * 180 / .pi)°",
      sourceLocation: sourceLocation)
  }

  /// Ten boxes dropped in a column (1 pt apart) come to rest within a second and then stay
  /// within 0.1 pt and 0.1° for ten seconds, each on the one below.
  @Test func tenStackedBoxesComeToRestAndStayPut() throws {
    let centers = (0..<10).map { k in Point(x: 195, y: 844 - 20 - Double(k) * 41) }
    let (world, ids, log) = try Self.world(centers)
    try world.advance(to: 1)
    let firstRest = log.rests.first.map(\.time)
    #expect(firstRest.map { $0 <= 1 } == true, "rest at \(String(describing: firstRest))")
    try Self.expectStill(world, ids, from: 1, for: 10)
    for (k, id) in ids.enumerated() {
      expectApproximately(world.center(of: id).y, 844 - 20 - Double(k) * 40, absolute: 0.1)
    }
  }

  /// A resting box on a box sinks ½·g·dt² (about 0.009 pt) into it in a step; that overlap is
  /// left to the joint solve's separation, which puts it back, so a stack at rest stands at its
  /// exact height at every step (before, every box but the lowest was an impact each step and
  /// stood about 0.009 pt low). Its contacts began once: none begins again while it rests.
  @Test func aStackAtRestStandsAtItsExactHeight() throws {
    let centers = (0..<10).map { k in Point(x: 195, y: 844 - 20 - Double(k) * 41) }
    let (world, ids, log) = try Self.world(centers)
    try world.advance(to: 1)
    let began = log.contactsBegan.count
    for t in [1, 2, 2 + world.step, 3] {
      try world.advance(to: t)
      for (k, id) in ids.enumerated() {
        expectApproximately(world.center(of: id).y, 844 - 20 - Double(k) * 40, absolute: 1e-6)
      }
    }
    #expect(log.contactsBegan.count == began)
  }

  /// A pyramid of fifteen boxes (rows of 5, 4, 3, 2 and 1, 2 pt apart in a row, each upper box
  /// across two lower ones) settles and does not creep: within 0.1 pt and 0.1° for ten seconds,
  /// every box at its row's height.
  @Test func aPyramidOfFifteenDoesNotCreep() throws {
    var centers: [Point] = []
    for row in 0..<5 {
      for k in 0..<(5 - row) {
        let x = 195 + (Double(k) - Double(4 - row) / 2) * 42
        centers.append(Point(x: x, y: 844 - 20 - Double(row) * 41))
      }
    }
    let (world, ids, log) = try Self.world(centers)
    try Self.expectStill(world, ids, from: 1, for: 10)
    #expect(!log.contactsBegan.isEmpty)
    // Every box is at its row's height (the rows 1 pt apart closed up).
    for (id, center) in zip(ids, centers) {
      let row = ((844 - 20 - center.y) / 41).rounded()
      expectApproximately(world.center(of: id).y, 844 - 20 - row * 40, absolute: 0.5)
    }
  }
}
