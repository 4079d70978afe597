import Motion
import Testing
import TransitionsTestSupport

@testable import Dynamics

/// Two boxes at angle 0 take shortcuts in the contact geometry (`axisAlignedManifold`, the
/// fast path of `separation`); they must give bit for bit what the general code gives.
@Suite struct AxisAlignedContactTests {
  /// Random pairs of boxes at angle 0 (sizes 0.5–200 pt, centres up to 5,000 pt from the
  /// origin), placed overlapping, touching or apart along x, y or both: the manifold is the
  /// general search's to the last bit (normal, both points, depth).
  @Test func theAxisAlignedManifoldIsTheGeneralOne() {
    var random = SeededRandom(seed: 3301)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001)
        / 1_000_000
    }
    var taken = 0
    for run in 0..<PropertyRuns.scaled(4000) {
      let (a, b) = Self.pair(run, uniform)
      guard let aligned = axisAlignedManifold(a, b) else { continue }
      taken += 1
      let general = turnedManifold(a, b)
      let comment: Comment = "a \(a), b \(b)"
      #expect(Self.bits(aligned) == Self.bits(general), comment)
      #expect(Self.bits(manifold(a, b)) == Self.bits(general), comment)
    }
    // Every pair drawn here is far from the rounding limit: the shortcut takes them all.
    #expect(taken == PropertyRuns.scaled(4000))
  }

  /// The same pairs: `separation` at angle 0 is the separating-axis gap over the four face
  /// normals, computed through the boxes' reaches, to the last bit.
  @Test func theAxisAlignedSeparationIsTheGeneralOne() {
    var random = SeededRandom(seed: 3302)
    func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 1_000_001)
        / 1_000_000
    }
    for run in 0..<PropertyRuns.scaled(4000) {
      let (a, b) = Self.pair(run, uniform)
      let d = b.center - a.center
      func gap(_ axis: Vector) -> Double {
        abs(d.dot(axis)) - (a.reach(along: axis) + b.reach(along: axis))
      }
      let general = max(max(gap(a.axisX), gap(a.axisY)), gap(b.axisX), gap(b.axisY))
      #expect(separation(a, b).bitPattern == general.bitPattern, "a \(a), b \(b)")
    }
  }

  /// Boxes too small for their coordinates' rounding, turned boxes and non-finite centres
  /// are left to the general search.
  @Test func theShortcutDeclinesWhatItCannotDecide() {
    let size = Vector(dx: 20, dy: 20)
    let tiny = OrientedBox(center: Point(x: 1e9, y: 0), half: Vector(dx: 1e-4, dy: 1e-4), angle: 0)
    #expect(axisAlignedManifold(tiny, tiny) == nil)
    let turned = OrientedBox(center: .zero, half: size, angle: 0.1)
    #expect(!turned.isAxisAligned)
    #expect(OrientedBox(center: .zero, half: size, angle: 0).isAxisAligned)
    let lost = OrientedBox(center: Point(x: .nan, y: 0), half: size, angle: 0)
    #expect(axisAlignedManifold(lost, OrientedBox(center: .zero, half: size, angle: 0)) == nil)
  }

  /// Pair `run`: overlapping by up to 2 pt, touching within 0.01 pt, or up to 3 pt apart, along
  /// x, y or a corner; sometimes exactly touching, or exactly centred on each other.
  private static func pair(
    _ run: Int, _ uniform: (ClosedRange<Double>) -> Double
  ) -> (OrientedBox, OrientedBox) {
    let ha = Vector(dx: uniform(0.5...200), dy: uniform(0.5...200))
    let hb = Vector(dx: uniform(0.5...200), dy: uniform(0.5...200))
    let c = Point(x: uniform(-5000...5000), y: uniform(-5000...5000))
    let gap: Double
    switch run % 4 {
    case 0: gap = uniform(-2...0)
    case 1: gap = uniform(-0.01...0.01)
    case 2: gap = uniform(0...3)
    default: gap = 0
    }
    let sx: Double = run % 3 == 0 ? 1 : -1
    let sy: Double = run % 5 < 2 ? 1 : -1
    let slide = uniform(-1...1)
    let offset: Vector
    switch run % 7 {
    case 0, 1, 2:
      offset = Vector(dx: sx * (ha.dx + hb.dx + gap), dy: slide * (ha.dy + hb.dy))
    case 3, 4, 5:
      offset = Vector(dx: slide * (ha.dx + hb.dx), dy: sy * (ha.dy + hb.dy + gap))
    default:
      offset =
        run % 2 == 0
        ? .zero : Vector(dx: sx * (ha.dx + hb.dx + gap), dy: sy * (ha.dy + hb.dy + gap))
    }
    return (
      OrientedBox(center: c, half: ha, angle: 0),
      OrientedBox(center: c + offset, half: hb, angle: 0)
    )
  }

  private static func bits(_ m: ContactManifold) -> [UInt64] {
    var values = [m.normal.dx, m.normal.dy, m.first.x, m.first.y, m.depth].map(\.bitPattern)
    if let second = m.second { values += [second.x.bitPattern, second.y.bitPattern] }
    return values
  }
}
