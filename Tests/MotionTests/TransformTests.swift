import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Foundation has an `AffineTransform` too; these tests are about Motion's.
private typealias AffineTransform = Motion.AffineTransform

private func expectApproximately(
  _ actual: AffineTransform, _ expected: AffineTransform, absolute: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  for (a, e) in pairs {
    expectApproximately(a, e, absolute: absolute, sourceLocation: sourceLocation)
  }
}

/// A random transform with a determinant safely away from 0.
private func randomTransform(_ random: inout SeededRandom) -> AffineTransform {
  while true {
    let t = AffineTransform(
      a: .random(in: -3...3, using: &random), b: .random(in: -3...3, using: &random),
      c: .random(in: -3...3, using: &random), d: .random(in: -3...3, using: &random),
      tx: .random(in: -500...500, using: &random), ty: .random(in: -500...500, using: &random))
    if abs(t.determinant) > 0.1 { return t }
  }
}

struct AffineTransformTests {
  @Test func appliesTheCoreGraphicsConvention() {
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    expectApproximately(t.apply(to: Point(x: 1, y: 1)), Point(x: 9, y: 12))
    expectApproximately(t.apply(to: Point(x: -2, y: 0.5)), Point(x: 4.5, y: 4))
    // Vectors ignore the translation.
    expectApproximately(t.apply(to: Vector(dx: 1, dy: 1)), Vector(dx: 4, dy: 6))
    expectApproximately(t.determinant, -2, absolute: 0)
    #expect(t.description == "[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]")
  }

  @Test func elementaryTransforms() {
    let p = Point(x: 3, y: -2)
    expectApproximately(AffineTransform.identity.apply(to: p), p)
    #expect(AffineTransform.identity.isIdentity)
    #expect(!AffineTransform(translationX: 1e-9, y: 0).isIdentity)
    expectApproximately(AffineTransform(translationX: 10, y: -5).apply(to: p), Point(x: 13, y: -7))
    expectApproximately(AffineTransform(scaleX: 2, y: 0.5).apply(to: p), Point(x: 6, y: -1))
    // Positive angles turn clockwise on screen (y down): +x goes to +y.
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    expectApproximately(quarter.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), absolute: 1e-15)
    expectApproximately(quarter.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0), absolute: 1e-15)
    let angle = 0.7
    let rotated = AffineTransform(rotationAngle: angle).apply(to: p)
    expectApproximately(
      rotated, Point(x: 3 * cos(angle) + 2 * sin(angle), y: 3 * sin(angle) - 2 * cos(angle)),
      absolute: 1e-14)
    expectApproximately(AffineTransform(rotationAngle: angle).determinant, 1, absolute: 1e-15)
  }

  @Test func concatenatingAppliesSelfFirst() {
    let translate = AffineTransform(translationX: 10, y: 0)
    let scale = AffineTransform(scaleX: 2, y: 3)
    let p = Point(x: 1, y: 1)
    // Translate then scale: (1 + 10)·2 = 22; scale then translate: 1·2 + 10 = 12.
    expectApproximately(translate.concatenating(scale).apply(to: p), Point(x: 22, y: 3))
    expectApproximately(scale.concatenating(translate).apply(to: p), Point(x: 12, y: 3))
  }

  @Test func concatenationMatchesSuccessiveApplication() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<PropertyRuns.scaled(200) {
      let first = randomTransform(&random)
      let second = randomTransform(&random)
      let third = randomTransform(&random)
      let p = Point(
        x: .random(in: -400...400, using: &random), y: .random(in: -400...400, using: &random))
      let composed = first.concatenating(second)
      expectApproximately(
        composed.apply(to: p), second.apply(to: first.apply(to: p)), absolute: 1e-9)
      expectApproximately(
        composed.determinant, first.determinant * second.determinant, absolute: 1e-10)
      // Associativity.
      expectApproximately(
        first.concatenating(second).concatenating(third),
        first.concatenating(second.concatenating(third)),
        absolute: 1e-9)
      // The identity is neutral on both sides.
      expectApproximately(first.concatenating(.identity), first, absolute: 0)
      expectApproximately(AffineTransform.identity.concatenating(first), first, absolute: 0)
    }
  }

  @Test func invertedUndoesTheTransform() throws {
    var random = SeededRandom(seed: 12)
    for _ in 0..<PropertyRuns.scaled(200) {
      let t = randomTransform(&random)
      let inverse = try #require(t.inverted())
      expectApproximately(t.concatenating(inverse), .identity, absolute: 1e-9)
      expectApproximately(inverse.concatenating(t), .identity, absolute: 1e-9)
      let p = Point(
        x: .random(in: -400...400, using: &random), y: .random(in: -400...400, using: &random))
      expectApproximately(inverse.apply(to: t.apply(to: p)), p, absolute: 1e-8)
      expectApproximately(inverse.determinant, 1 / t.determinant, absolute: 1e-9)
    }
    // Hand value: the inverse of "scale by 2 then move by (10, 20)".
    let inverse = try #require(
      AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 20))
        .inverted())
    expectApproximately(inverse, AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -5, ty: -10))
  }

  @Test func singularTransformsHaveNoInverse() {
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3).inverted() == nil)
    #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    #expect(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
  }
}

struct TransformTests {
  @Test func identityAndDefaults() {
    let identity = Transform.identity
    #expect(identity.isIdentity)
    #expect(Transform().isIdentity)
    expectApproximately(identity.affine, .identity, absolute: 0)
    #expect(!Transform(scale: 0.88).isIdentity)
    #expect(!Transform(translationX: 0, y: 1).isIdentity)
    #expect(!Transform(scaleZ: 2).isIdentity)
    #expect(!Transform(rotation: 0.1).isIdentity)
    #expect(identity.isFinite)
    #expect(!Transform(scaleX: .nan).isFinite)
    #expect(!Transform(rotation: .infinity).isFinite)
  }

  @Test func uniformScaleLeavesZAlone() {
    let t = Transform(scale: 0.88)
    expectApproximately(t.scaleX, 0.88, absolute: 0)
    expectApproximately(t.scaleY, 0.88, absolute: 0)
    expectApproximately(t.scaleZ, 1, absolute: 0)
    // The 2D matrix is CATransform3DMakeScale(0.88, 0.88, 1) projected: diag(0.88, 0.88).
    expectApproximately(t.affine, AffineTransform(scaleX: 0.88, y: 0.88), absolute: 0)
  }

  /// The affine matrix is scale, then rotation, then translation: the same as concatenating
  /// the elementary AffineTransforms in that order.
  @Test func affineIsScaleThenRotateThenTranslate() {
    var random = SeededRandom(seed: 21)
    for _ in 0..<PropertyRuns.scaled(200) {
      let t = Transform(
        translation: Vector(
          dx: .random(in: -300...300, using: &random), dy: .random(in: -300...300, using: &random)),
        scaleX: .random(in: -2...2, using: &random), scaleY: .random(in: -2...2, using: &random),
        scaleZ: .random(in: 0.1...3, using: &random), rotation: .random(in: -7...7, using: &random))
      let composed = AffineTransform(scaleX: t.scaleX, y: t.scaleY)
        .concatenating(AffineTransform(rotationAngle: t.rotation))
        .concatenating(AffineTransform(translationX: t.translation.dx, y: t.translation.dy))
      expectApproximately(t.affine, composed, absolute: 1e-12)
      // The depth scale does not change the 2D projection.
      var flat = t
      flat.scaleZ = 1
      expectApproximately(flat.affine, t.affine, absolute: 0)
    }
  }

  @Test func documentedExample() {
    let behind = Transform(scale: 0.88)
    let halfway = Transform.identity.interpolated(to: behind, fraction: 0.5)
    expectApproximately(halfway.scaleX, 0.94, absolute: 1e-15)
    expectApproximately(
      halfway.affine.apply(to: Point(x: 100, y: 0)), Point(x: 94, y: 0), absolute: 1e-12)
  }

  @Test(arguments: [0, 0.5, 1, 1.2, -0.3])
  func interpolatesEachComponent(_ fraction: Double) {
    let a = Transform(
      translation: Vector(dx: 0, dy: 800), scaleX: 1, scaleY: 1, scaleZ: 1, rotation: 0)
    let b = Transform(
      translation: Vector(dx: 40, dy: 0), scaleX: 0.5, scaleY: 2, scaleZ: 3, rotation: .pi / 2)
    let t = a.interpolated(to: b, fraction: fraction)
    expectApproximately(
      t.translation, Vector(dx: 40 * fraction, dy: 800 - 800 * fraction), absolute: 1e-12)
    expectApproximately(t.scaleX, 1 - 0.5 * fraction, absolute: 1e-15)
    expectApproximately(t.scaleY, 1 + fraction, absolute: 1e-15)
    expectApproximately(t.scaleZ, 1 + 2 * fraction, absolute: 1e-15)
    // Halfway between no turn and a quarter turn is an eighth of a turn, not a shrunken matrix.
    expectApproximately(t.rotation, .pi / 2 * fraction, absolute: 1e-15)
  }

  @Test func halfwayRotationIsARotationNotAShrink() {
    let t = Transform.identity.interpolated(to: Transform(rotation: .pi), fraction: 0.5)
    expectApproximately(t.affine.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), absolute: 1e-15)
    expectApproximately(t.affine.determinant, 1, absolute: 1e-15)
  }

  @Test func modifiersComposeEachPart() {
    let t = Transform(translationX: 5, y: 6)
      .translatedBy(x: 1, y: -2)
      .scaledBy(x: 2, y: 3, z: 4)
      .scaledBy(x: 0.5, y: 2)
      .rotated(by: 0.25)
      .rotated(by: 0.5)
    expectApproximately(t.translation, Vector(dx: 6, dy: 4))
    expectApproximately(t.scaleX, 1, absolute: 0)
    expectApproximately(t.scaleY, 6, absolute: 0)
    expectApproximately(t.scaleZ, 4, absolute: 0)
    expectApproximately(t.rotation, 0.75, absolute: 0)
  }

  @Test func description() {
    #expect(
      Transform(scale: 0.5).description
        == "Transform(translation: (0.0, 0.0), scale: (0.5, 0.5, 1.0), rotation: 0.0)")
  }
}
