import Dynamics
import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Items tied to each other by attachments: a single pair follows the closed-form two-body
/// solution at any stiffness, and networks of stiff springs stay finite and never gain energy.
@Suite struct StiffAttachmentTests {
  /// The attachments of a case: frequency in Hz, damping ratio, rest length in points.
  struct Springs: CustomStringConvertible {
    var frequency: Double
    var dampingRatio: Double
    var length: Double
    var description: String { "\(frequency) Hz, ζ \(dampingRatio), length \(length)" }
  }

  /// Two items of different masses tied by one attachment, no other forces: the centre of mass
  /// drifts at its initial velocity and the separation d obeys d″ = −ω²(|d| − L)·d̂ − 2ζω(d′·d̂)·d̂,
  /// a damped oscillator solved here in closed form (in 2-D for L = 0, along a line for L > 0).
  @Test(arguments: [
    Springs(frequency: 2, dampingRatio: 0.2, length: 0),
    Springs(frequency: 2, dampingRatio: 0.2, length: 100),
    Springs(frequency: 1000, dampingRatio: 10, length: 0),
    Springs(frequency: 1000, dampingRatio: 10, length: 100),
    Springs(frequency: 1000, dampingRatio: 0, length: 100),
    Springs(frequency: 60, dampingRatio: 1, length: 50),
  ])
  func aPairFollowsTheTwoBodySolution(pair: Springs) throws {
    let world = try makeWorld()
    let planar = pair.length == 0
    let a = try world.addItem(
      ItemDefinition(
        center: Point(x: 100, y: 400), size: Size(width: 20, height: 20),
        velocity: Vector(dx: 50, dy: planar ? 30 : 0)))
    let b = try world.addItem(
      ItemDefinition(
        center: Point(x: 230, y: 400), size: Size(width: 40, height: 20),
        velocity: Vector(dx: -10, dy: planar ? -20 : 0)))
    world.addBehavior(
      AttachmentBehavior(
        item: a, to: b, length: pair.length, frequency: pair.frequency,
        dampingRatio: pair.dampingRatio))
    let (ma, mb) = (world.mass(of: a), world.mass(of: b))
    let total = ma + mb
    let (pa, pb) = (world.center(of: a), world.center(of: b))
    let (va, vb) = (world.velocity(of: a), world.velocity(of: b))
    let com = Point(x: (ma * pa.x + mb * pb.x) / total, y: (ma * pa.y + mb * pb.y) / total)
    let comVelocity = (va * ma + vb * mb) / total
    let omega = 2 * Double.pi * pair.frequency
    let relative = try Spring(
      mass: 1, stiffness: omega * omega, damping: 2 * pair.dampingRatio * omega)
    // Along x: the stretch beyond the rest length; along y (planar only): the offset.
    let dx = relative.motion(
      from: (pa.x - pb.x) + pair.length, to: 0, initialVelocity: va.dx - vb.dx)
    let dy = relative.motion(from: pa.y - pb.y, to: 0, initialVelocity: va.dy - vb.dy)
    for t in frames(rate: 60, duration: 2) {
      try world.advance(to: t)
      let x = dx.state(at: t)
      let y = dy.state(at: t)
      let d = Vector(dx: x.value - pair.length, dy: y.value)
      let dv = Vector(dx: x.velocity, dy: y.velocity)
      let c = com + comVelocity * t
      let scale = max(1, dv.length)
      expectApproximately(world.center(of: a).x, c.x + d.dx * mb / total, absolute: 1e-6)
      expectApproximately(world.center(of: a).y, c.y + d.dy * mb / total, absolute: 1e-6)
      expectApproximately(world.center(of: b).x, c.x - d.dx * ma / total, absolute: 1e-6)
      expectApproximately(world.center(of: b).y, c.y - d.dy * ma / total, absolute: 1e-6)
      expectApproximately(
        world.velocity(of: a).dx, comVelocity.dx + dv.dx * mb / total, absolute: 1e-6 * scale)
      expectApproximately(
        world.velocity(of: b).dy, comVelocity.dy - dv.dy * ma / total, absolute: 1e-6 * scale)
    }
  }

  /// A ring of five items tied to their neighbours and across, shaken by initial velocities:
  /// the springs' energy plus the kinetic energy never grows, momentum is kept, and everything
  /// stays finite, from soft to very stiff springs.
  @Test(arguments: [
    Springs(frequency: 2, dampingRatio: 0.1, length: 80),
    Springs(frequency: 1000, dampingRatio: 10, length: 80),
    Springs(frequency: 1000, dampingRatio: 10, length: 0),
    Springs(frequency: 1000, dampingRatio: 0, length: 80),
    Springs(frequency: 200, dampingRatio: 0.5, length: 80),
  ])
  func aStiffNetworkNeverGainsEnergy(network: Springs) throws {
    let world = try makeWorld()
    var items: [ItemID] = []
    for n in 0..<5 {
      let angle = Double(n) * 2 * Double.pi / 5
      items.append(
        try world.addItem(
          ItemDefinition(
            center: Point(x: 195 + 70 * cos(angle), y: 422 + 70 * sin(angle)),
            size: Size(width: 20 + 5 * Double(n), height: 20),
            velocity: Vector(dx: Double(n * 37 % 11) * 20 - 100, dy: Double(n * 53 % 7) * 30 - 90)
          )))
    }
    var springs: [(ItemID, ItemID)] = []
    for n in 0..<5 {
      springs.append((items[n], items[(n + 1) % 5]))
      if n < 2 { springs.append((items[n], items[n + 2])) }
    }
    for (p, q) in springs {
      world.addBehavior(
        AttachmentBehavior(
          item: p, to: q, length: network.length, frequency: network.frequency,
          dampingRatio: network.dampingRatio))
    }
    let omega = 2 * Double.pi * network.frequency
    func energy() -> Double {
      var e = 0.0
      for item in items {
        e += 0.5 * world.mass(of: item) * world.velocity(of: item).lengthSquared
      }
      for (p, q) in springs {
        let (mp, mq) = (world.mass(of: p), world.mass(of: q))
        let k = mp * mq / (mp + mq) * omega * omega
        let stretch = (world.center(of: p) - world.center(of: q)).length - network.length
        e += 0.5 * k * stretch * stretch
      }
      return e
    }
    func momentum() -> Vector {
      items.reduce(Vector.zero) { $0 + world.velocity(of: $1) * world.mass(of: $1) }
    }
    let initialMomentum = momentum()
    try expectEnergyNeverRises(world, for: 3, energy: energy)
    for item in items { #expect(world.center(of: item).isFinite) }
    let p = momentum()
    expectApproximately(p.dx, initialMomentum.dx, absolute: 1e-6 * max(1, initialMomentum.length))
    expectApproximately(p.dy, initialMomentum.dy, absolute: 1e-6 * max(1, initialMomentum.length))
  }

  /// An item held by two stiff springs to fixed anchors (and a snap) moves in the implicit
  /// joint step: finite, its energy never grows, and it settles where the forces balance.
  @Test(arguments: [0.0, 10.0])
  func anItemHeldByStiffSpringsToAnchorsSettles(dampingRatio: Double) throws {
    let world = try makeWorld()
    let item = try world.addItem(
      ItemDefinition(
        center: Point(x: 150, y: 300), size: Size(width: 20, height: 20),
        velocity: Vector(dx: 400, dy: -200)))
    let anchors = [Point(x: 100, y: 400), Point(x: 300, y: 400)]
    for anchor in anchors {
      world.addBehavior(
        AttachmentBehavior(
          item: item, anchor: anchor, length: 0, frequency: 1000, dampingRatio: dampingRatio))
    }
    let omega = 2 * Double.pi * 1000
    func energy() -> Double {
      let m = world.mass(of: item)
      var e = 0.5 * m * world.velocity(of: item).lengthSquared
      for anchor in anchors {
        e += 0.5 * m * omega * omega * (world.center(of: item) - anchor).lengthSquared
      }
      return e
    }
    try expectEnergyNeverRises(world, for: 2, energy: energy)
    expectApproximately(world.center(of: item).x, 200, absolute: 1e-3)
    expectApproximately(world.center(of: item).y, 400, absolute: 1e-3)
  }
}

/// Advances `world` in 240 Hz frames for `duration` seconds, expecting `energy()` to stay
/// finite and never to rise (beyond rounding) from one frame to the next.
func expectEnergyNeverRises(
  _ world: World, for duration: Double, energy: () -> Double,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  var last = energy()
  for t in frames(rate: 240, duration: duration) {
    try world.advance(to: t)
    let e = energy()
    #expect(e.isFinite, sourceLocation: sourceLocation)
    #expect(
      e <= last * (1 + 1e-9) + 1e-9, "energy rose from \(last) to \(e) at \(t) s",
      sourceLocation: sourceLocation)
    last = e
  }
}
