import Dynamics
import Motion
import Testing

/// Moving an attachment's anchor is signalled to the world, which picks it up before it next
/// reads or changes anything (`WorldSignals`): the motion is the one of a change made at once.
@Suite struct TargetSignalTests {
  static let offset = Vector(dx: -70, dy: -110)

  /// A 200 × 280 card held off its centre by a spring to `anchor`, spinning.
  static func heldCard(anchor: Point) throws -> (World, ItemID, AttachmentBehavior) {
    let world = try World(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = try world.addItem(
      ItemDefinition(
        center: Point(x: 130, y: 810), size: Size(width: 200, height: 280),
        angularVelocity: 4))
    let attachment = AttachmentBehavior(
      item: card, offset: offset, anchor: anchor, frequency: 3, dampingRatio: 0.5)
    world.addBehavior(attachment)
    return (world, card, attachment)
  }

  /// An anchor moved between two frames that fall between steps applies from the moment it
  /// moved, exactly as replacing the attachment then does (which rebuilds the world's cache).
  /// Fails if the world picked the move up late (from the committed step instead of now).
  @Test func aMovedAnchorActsFromTheMomentItMoved() throws {
    let start = Point(x: 60, y: 700)
    let (moved, movedCard, attachment) = try Self.heldCard(anchor: start)
    let (replaced, replacedCard, original) = try Self.heldCard(anchor: start)
    var time = 0.0
    for frame in 1...90 {
      time += 1.0 / 97  // never a whole number of 1/240 s steps
      let finger = Point(x: 60 + 3 * Double(frame), y: 700 - 2 * Double(frame))
      attachment.anchor = finger
      replaced.removeAllBehaviors()
      replaced.addBehavior(
        AttachmentBehavior(
          item: replacedCard, offset: Self.offset, anchor: finger,
          frequency: original.frequency, dampingRatio: original.dampingRatio))
      try moved.advance(to: time)
      try replaced.advance(to: time)
      #expect(moved.center(of: movedCard) == replaced.center(of: replacedCard))
      #expect(moved.angle(of: movedCard) == replaced.angle(of: replacedCard))
    }
    // And the card did follow the finger (not a world that ignored both).
    #expect(moved.center(of: movedCard).x > 200)
  }

  /// The behaviour's hold on its world's signals keeps no world alive.
  @Test func anAttachmentDoesNotKeepItsWorldAlive() throws {
    weak var released: World?
    let attachment: AttachmentBehavior
    do {
      let (world, _, held) = try Self.heldCard(anchor: Point(x: 60, y: 700))
      try world.advance(by: 0.1)
      released = world
      attachment = held
    }
    #expect(released == nil)
    #expect(attachment.world == nil)
    attachment.anchor = Point(x: 100, y: 600)  // signals a world that is gone: nothing happens
    #expect(attachment.anchor == Point(x: 100, y: 600))
  }
}
