import Dynamics
import Motion
import Testing
import TransitionsTestSupport

/// `World.nextBoundaryContact(within:)`: the time of the next boundary contact, found ahead
/// without moving anything (issue 30: a plan of keyframes takes a frame there).
@Suite struct PeekTests {
  /// A box falling 724 pt under 1000 pt/s² onto the floor of a 390 × 844 world.
  static func fallingBox() throws -> (World, ItemID) {
    let world = try World(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    let box = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 100), size: Size(width: 40, height: 40), elasticity: 0.5))
    world.addBehavior(GravityBehavior(items: [box]))
    world.addBehavior(CollisionBehavior(items: [box]))
    return (world, box)
  }

  @Test func theNextContactIsFoundAtItsTrueTimeAheadOfTheStep() throws {
    let (world, _) = try Self.fallingBox()
    let impact = (2 * 724 / 1000.0).squareRoot()  // 1.2033 s
    let frame = 1.0 / 120
    var time = 0.0
    var found: Double?
    while time + frame < impact + frame {
      try world.advance(to: time)
      if let ahead = try world.nextBoundaryContact(within: frame) {
        found = time + ahead
        break
      }
      time += frame
    }
    let contact = try #require(found)
    expectApproximately(contact, impact, absolute: 1e-9)
    #expect(time < impact && impact <= time + frame)
    // Nothing within a shorter look, or before the drop moves far.
    #expect(try world.nextBoundaryContact(within: (impact - time) * 0.99) == nil)
  }

  @Test func lookingAheadChangesNothing() throws {
    let (peeked, box) = try Self.fallingBox()
    let (plain, other) = try Self.fallingBox()
    var events: [WorldEvent] = []
    var plainEvents: [WorldEvent] = []
    peeked.onEvent = { events.append($0) }
    plain.onEvent = { plainEvents.append($0) }
    for k in 1...240 {
      let t = Double(k) / 120
      _ = try peeked.nextBoundaryContact(within: 1.0 / 120)
      try peeked.advance(to: t)
      try plain.advance(to: t)
      #expect(peeked.center(of: box) == plain.center(of: other), "at \(t)")
      #expect(peeked.velocity(of: box) == plain.velocity(of: other), "at \(t)")
    }
    #expect(events == plainEvents)
    #expect(!events.isEmpty)
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func aBadDurationIsRefused(_ duration: Double) throws {
    let (world, _) = try Self.fallingBox()
    #expect(throws: DynamicsError.self) { try world.nextBoundaryContact(within: duration) }
  }
}
