import Motion
import Testing
import TransitionsTestSupport

/// Fractions for interpolation, extrapolation included (springs overshoot).
private let fractions = [0, 0.25, 0.5, 1, 1.1, -0.5, 3]

private func expectApproximately(
  _ actual: Rect, _ expected: Rect, absolute: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectApproximately(
    actual.origin, expected.origin, absolute: absolute, sourceLocation: sourceLocation)
  expectApproximately(
    actual.width, expected.width, absolute: absolute, sourceLocation: sourceLocation)
  expectApproximately(
    actual.height, expected.height, absolute: absolute, sourceLocation: sourceLocation)
}

struct InterpolationTests {
  @Test(arguments: fractions)
  func lerpIsUnclamped(_ t: Double) {
    expectApproximately(lerp(10, 30, t), 10 + 20 * t, absolute: 1e-12)
    expectApproximately(lerp(-4, -4, t), -4, absolute: 0)
    expectApproximately((10.0).interpolated(to: 30, fraction: t), 10 + 20 * t, absolute: 1e-12)
  }

  @Test func lerpHitsTheEndpoints() {
    expectApproximately(lerp(0.1, 0.7, 0), 0.1, absolute: 0)
    expectApproximately(lerp(0.1, 0.7, 1), 0.7, absolute: 1e-16)
    expectApproximately(lerp(-1e6, 1e6, 0.5), 0, absolute: 1e-9)
  }

  @Test(arguments: fractions)
  func pointsAndVectorsInterpolateComponentwise(_ t: Double) {
    let a = Point(x: 0, y: 0)
    let b = Point(x: 10, y: 20)
    expectApproximately(
      a.interpolated(to: b, fraction: t), Point(x: 10 * t, y: 20 * t), absolute: 1e-12)
    let u = Vector(dx: -3, dy: 8)
    let v = Vector(dx: 5, dy: -2)
    expectApproximately(
      u.interpolated(to: v, fraction: t), Vector(dx: -3 + 8 * t, dy: 8 - 10 * t), absolute: 1e-12)
  }

  @Test func documentedOvershoot() {
    let a = Point(x: 0, y: 0)
    let b = Point(x: 10, y: 20)
    expectApproximately(a.interpolated(to: b, fraction: 0.5), Point(x: 5, y: 10))
    expectApproximately(a.interpolated(to: b, fraction: 1.1), Point(x: 11, y: 22), absolute: 1e-12)
  }

  @Test(arguments: fractions)
  func sizesInsetsAndRectsInterpolateComponentwise(_ t: Double) {
    let size = Size(width: 100, height: 50).interpolated(
      to: Size(width: 60, height: 90), fraction: t)
    expectApproximately(size.width, 100 - 40 * t, absolute: 1e-12)
    expectApproximately(size.height, 50 + 40 * t, absolute: 1e-12)

    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      .interpolated(to: EdgeInsets(top: 11, left: -2, bottom: 3, right: 0), fraction: t)
    expectApproximately(insets.top, 1 + 10 * t, absolute: 1e-12)
    expectApproximately(insets.left, 2 - 4 * t, absolute: 1e-12)
    expectApproximately(insets.bottom, 3, absolute: 1e-12)
    expectApproximately(insets.right, 4 - 4 * t, absolute: 1e-12)

    // A frame animates origin and size independently (Core Animation's frame animation).
    let rect = Rect(x: 0, y: 800, width: 390, height: 600)
      .interpolated(to: Rect(x: 20, y: 100, width: 350, height: 700), fraction: t)
    expectApproximately(
      rect, Rect(x: 20 * t, y: 800 - 700 * t, width: 390 - 40 * t, height: 600 + 100 * t))
  }
}

struct PointAndVectorTests {
  @Test func pointArithmetic() {
    let p = Point(x: 3, y: 4)
    let v = Vector(dx: -1, dy: 2.5)
    expectApproximately(p + v, Point(x: 2, y: 6.5))
    expectApproximately(p - v, Point(x: 4, y: 1.5))
    expectApproximately(p - Point(x: 1, y: 1), Vector(dx: 2, dy: 3))
    var q = p
    q += v
    expectApproximately(q, Point(x: 2, y: 6.5))
    expectApproximately(Point.zero.distance(to: p), 5, absolute: 1e-15)
    expectApproximately(p.distance(to: .zero), 5, absolute: 1e-15)
    #expect(p.isFinite)
    #expect(!Point(x: .nan, y: 0).isFinite)
    #expect(!Point(x: 0, y: .infinity).isFinite)
    #expect(p.description == "(3.0, 4.0)")
  }

  @Test func vectorArithmetic() {
    let a = Vector(dx: 3, dy: -4)
    let b = Vector(dx: 0.5, dy: 2)
    expectApproximately(a.length, 5, absolute: 1e-15)
    expectApproximately(a.lengthSquared, 25, absolute: 0)
    expectApproximately(a.normalized, Vector(dx: 0.6, dy: -0.8), absolute: 1e-15)
    expectApproximately(a.normalized.length, 1, absolute: 1e-15)
    expectApproximately(Vector.zero.normalized, .zero, absolute: 0)
    expectApproximately(a.dot(b), 1.5 - 8, absolute: 0)
    // The z of the cross product: 3·2 − (−4)·0.5.
    expectApproximately(a.cross(b), 8, absolute: 0)
    expectApproximately(b.cross(a), -8, absolute: 0)
    expectApproximately(a + b, Vector(dx: 3.5, dy: -2))
    expectApproximately(a - b, Vector(dx: 2.5, dy: -6))
    expectApproximately(-a, Vector(dx: -3, dy: 4))
    expectApproximately(a * 2, Vector(dx: 6, dy: -8))
    expectApproximately(2 * a, Vector(dx: 6, dy: -8))
    expectApproximately(a / 4, Vector(dx: 0.75, dy: -1))
    var c = a
    c += b
    expectApproximately(c, a + b)
    c -= b
    expectApproximately(c, a)
    #expect(a.isFinite)
    #expect(!Vector(dx: .nan, dy: 1).isFinite)
  }

  @Test func sizeArithmetic() {
    let size = Size(width: 4, height: -2.5)
    expectApproximately(size.area, -10, absolute: 0)
    let scaled = size * 1.5
    expectApproximately(scaled.width, 6, absolute: 0)
    expectApproximately(scaled.height, -3.75, absolute: 0)
    #expect(size.isFinite)
    #expect(!Size(width: .infinity, height: 1).isFinite)
    #expect(Size(width: 4, height: 3).description == "4.0×3.0")
  }

  @Test func edgeInsetsTotals() {
    let insets = EdgeInsets(top: 10, left: 2, bottom: 30, right: 4)
    expectApproximately(insets.horizontal, 6, absolute: 0)
    expectApproximately(insets.vertical, 40, absolute: 0)
    let all = EdgeInsets(all: 7)
    for side in [all.top, all.left, all.bottom, all.right] {
      expectApproximately(side, 7, absolute: 0)
    }
    for side in [
      EdgeInsets.zero.top, EdgeInsets.zero.left, EdgeInsets.zero.bottom, EdgeInsets.zero.right,
    ] {
      expectApproximately(side, 0, absolute: 0)
    }
  }
}

struct RectTests {
  @Test func edgesOfAPositiveRect() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    expectApproximately(r.minX, 10, absolute: 0)
    expectApproximately(r.maxX, 110, absolute: 0)
    expectApproximately(r.minY, 20, absolute: 0)
    expectApproximately(r.maxY, 70, absolute: 0)
    expectApproximately(r.midX, 60, absolute: 0)
    expectApproximately(r.midY, 45, absolute: 0)
    expectApproximately(r.center, Point(x: 60, y: 45))
    expectApproximately(r.width, 100, absolute: 0)
    expectApproximately(r.height, 50, absolute: 0)
    #expect(!r.isEmpty)
    #expect(r.isFinite)
    #expect(r.description == "(10.0, 20.0, 100.0, 50.0)")
  }

  @Test func edgesOfANegativeRectAreStandardized() {
    let r = Rect(x: 110, y: 70, width: -100, height: -50)
    expectApproximately(r.minX, 10, absolute: 0)
    expectApproximately(r.maxX, 110, absolute: 0)
    expectApproximately(r.minY, 20, absolute: 0)
    expectApproximately(r.maxY, 70, absolute: 0)
    expectApproximately(r.center, Point(x: 60, y: 45))
    expectApproximately(r.standardized, Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(r.contains(Point(x: 50, y: 50)))
  }

  @Test func centerInitializerCentresTheSize() {
    let r = Rect(center: Point(x: 195, y: 422), size: Size(width: 300, height: 200))
    expectApproximately(r, Rect(x: 45, y: 322, width: 300, height: 200))
    expectApproximately(r.center, Point(x: 195, y: 422))
  }

  @Test func containsIncludesTheMinEdgesAndExcludesTheMaxEdges() {
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: 5, y: 19.999)))
    #expect(r.contains(Point(x: 9.999_999, y: 0)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(!r.contains(Point(x: 5, y: 20)))
    #expect(!r.contains(Point(x: -1e-12, y: 5)))
    #expect(!r.contains(Point(x: 5, y: -0.001)))
    #expect(!r.contains(Point(x: .nan, y: 5)))
    #expect(!Rect.zero.contains(.zero))
  }

  @Test func intersectsNeedsAPositiveOverlap() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
    #expect(r.intersects(Rect(x: 2, y: 2, width: 1, height: 1)))
    #expect(r.intersects(Rect(x: 15, y: 15, width: -10, height: -10)))
    // Touching edges do not overlap.
    #expect(!r.intersects(Rect(x: 10, y: 0, width: 5, height: 10)))
    #expect(!r.intersects(Rect(x: 0, y: -5, width: 10, height: 5)))
    #expect(!r.intersects(Rect(x: 20, y: 20, width: 1, height: 1)))
  }

  @Test func insetShrinksOrGrowsEachEdge() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let card = screen.inset(by: EdgeInsets(top: 60))
    expectApproximately(card, Rect(x: 0, y: 60, width: 390, height: 784))
    #expect(card.contains(Point(x: 10, y: 100)))
    #expect(!card.contains(Point(x: 10, y: 59)))
    let inset = screen.inset(by: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    expectApproximately(inset, Rect(x: 20, y: 10, width: 330, height: 804))
    expectApproximately(inset.maxX, 350, absolute: 0)
    expectApproximately(inset.maxY, 814, absolute: 0)
    let grown = screen.inset(by: EdgeInsets(all: -8))
    expectApproximately(grown, Rect(x: -8, y: -8, width: 406, height: 860))
    // A negative-size rect is standardized first.
    let flipped = Rect(x: 390, y: 844, width: -390, height: -844)
    expectApproximately(
      flipped.inset(by: EdgeInsets(all: 5)), Rect(x: 5, y: 5, width: 380, height: 834))
  }

  @Test func unionIsTheSmallestEnclosingRect() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: -5, width: 5, height: 5)
    let u = a.union(b)
    expectApproximately(u, Rect(x: 0, y: -5, width: 25, height: 15))
    expectApproximately(b.union(a), u)
    for r in [a, b] {
      #expect(u.minX <= r.minX && u.maxX >= r.maxX && u.minY <= r.minY && u.maxY >= r.maxY)
    }
    // Union with a contained rect changes nothing; negative sizes are standardized.
    expectApproximately(a.union(Rect(x: 2, y: 2, width: 3, height: 3)), a)
    expectApproximately(
      a.union(Rect(x: 30, y: 30, width: -10, height: -10)), Rect(x: 0, y: 0, width: 30, height: 30))
  }

  @Test func offsetMovesTheOrigin() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(Vector(dx: 10, dy: -20))
    expectApproximately(r, Rect(x: 11, y: -18, width: 3, height: 4))
  }

  @Test func emptiness() {
    #expect(Rect.zero.isEmpty)
    #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
    #expect(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
    #expect(!Rect(x: 5, y: 5, width: 1e-9, height: 1e-9).isEmpty)
    // A negative size counts by its magnitude, as its edges do.
    #expect(!Rect(x: 5, y: 5, width: -10, height: 3).isEmpty)
    #expect(!Rect(x: 0, y: 0, width: .nan, height: 1).isFinite)
  }
}
