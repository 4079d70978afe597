import Foundation
import Motion
import Testing
import TransitionsTestSupport

private func expectApproximately(
  _ actual: Color, _ expected: Color, absolute: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue),
    (actual.alpha, expected.alpha),
  ]
  for (a, e) in pairs {
    expectApproximately(a, e, absolute: absolute, sourceLocation: sourceLocation)
  }
}

/// Premultiplied blending written out: c = ((1−t)·c₀·α₀ + t·c₁·α₁) / α, α = (1−t)·α₀ + t·α₁.
private func premultipliedBlend(_ p: Color, _ q: Color, _ t: Double) -> Color {
  let alpha = (1 - t) * p.alpha + t * q.alpha
  func channel(_ a: Double, _ b: Double) -> Double {
    ((1 - t) * a * p.alpha + t * b * q.alpha) / alpha
  }
  return Color(
    red: channel(p.red, q.red), green: channel(p.green, q.green), blue: channel(p.blue, q.blue),
    alpha: alpha)
}

struct ColorTests {
  @Test func hexComponents() {
    let red = Color(hex: 0xFF3B30)
    expectApproximately(red, Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
    expectApproximately(
      Color(hex: 0x007AFF, alpha: 0.25), Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.25))
    // Bits above the 24 are ignored.
    expectApproximately(Color(hex: 0xAB12_3456), Color(hex: 0x12_3456))
    expectApproximately(
      Color(white: 0.3, alpha: 0.5), Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.5))
  }

  @Test func namedColors() {
    expectApproximately(Color.clear, Color(red: 0, green: 0, blue: 0, alpha: 0))
    expectApproximately(Color.black, Color(red: 0, green: 0, blue: 0))
    expectApproximately(Color.white, Color(red: 1, green: 1, blue: 1))
    let hexes: [(Color, String)] = [
      (.red, "#FF3B30"), (.blue, "#007AFF"), (.yellow, "#FFCC00"), (.green, "#34C759"),
      (.gray, "#8E8E93"), (.black, "#000000"), (.white, "#FFFFFF"),
    ]
    for (color, hex) in hexes {
      #expect(color.hexString == hex)
    }
  }

  @Test func hexStringRoundTripsEveryByte() {
    for value in 0...255 {
      let byte = UInt32(value)
      let hex = byte << 16 | (255 - byte) << 8 | (byte * 7 % 256)
      let expected = "#" + String(format: "%06X", hex)
      #expect(Color(hex: hex).hexString == expected)
    }
  }

  @Test func hexStringRoundsAndClamps() {
    // 0.5·255 = 127.5 rounds to 128.
    #expect(Color(white: 0.5).hexString == "#808080")
    #expect(Color(red: 0.499 / 255, green: 0.501 / 255, blue: 254.6 / 255).hexString == "#0001FF")
    #expect(Color(red: 1.7, green: -0.2, blue: .nan).hexString == "#FF0000")
    #expect(Color(red: .infinity, green: -.infinity, blue: 0).hexString == "#FF0000")
    // Alpha is not part of the string.
    #expect(Color(hex: 0x123456, alpha: 0).hexString == "#123456")
  }

  @Test func clampedLimitsEveryComponent() {
    let c = Color(red: 1.5, green: -1, blue: .nan, alpha: 2).clamped
    expectApproximately(c, Color(red: 1, green: 0, blue: 0, alpha: 1), absolute: 0)
    let inside = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    expectApproximately(inside.clamped, inside, absolute: 0)
  }

  @Test(arguments: [0, 0.25, 0.5, 0.75, 1])
  func fadingFromClearKeepsTheHue(_ t: Double) {
    // Premultiplied: fading red in from clear stays red, only alpha changes.
    let faded = Color.clear.interpolated(to: .red, fraction: t)
    if t > 0 {
      expectApproximately(
        faded, Color(red: Color.red.red, green: Color.red.green, blue: Color.red.blue, alpha: t))
    } else {
      expectApproximately(faded, .clear, absolute: 0)
    }
    // The documented example: blue towards clear keeps the blue at half alpha.
    let half = Color.blue.interpolated(to: .clear, fraction: 0.5)
    expectApproximately(
      half, Color(red: Color.blue.red, green: Color.blue.green, blue: Color.blue.blue, alpha: 0.5))
  }

  @Test func interpolationBlendsPremultipliedComponents() {
    var random = SeededRandom(seed: 5)
    for _ in 0..<PropertyRuns.scaled(300) {
      let p = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.01...1, using: &random))
      let q = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.01...1, using: &random))
      let t = Double.random(in: 0...1, using: &random)
      expectApproximately(
        p.interpolated(to: q, fraction: t), premultipliedBlend(p, q, t), absolute: 1e-12)
      // The endpoints are the colours themselves.
      expectApproximately(p.interpolated(to: q, fraction: 0), p, absolute: 1e-12)
      expectApproximately(p.interpolated(to: q, fraction: 1), q, absolute: 1e-12)
    }
  }

  @Test func opaqueColorsInterpolateLinearly() {
    let p = Color(red: 0.1, green: 0.2, blue: 0.3)
    let q = Color(red: 0.9, green: 0.6, blue: 0.3)
    for t in [0, 0.3, 0.5, 1, 1.2, -0.1] {
      expectApproximately(
        p.interpolated(to: q, fraction: t),
        Color(red: lerp(0.1, 0.9, t), green: lerp(0.2, 0.6, t), blue: 0.3, alpha: 1),
        absolute: 1e-12)
    }
  }

  @Test func betweenTwoTransparentColorsTheComponentsBlendStraight() {
    let p = Color(red: 1, green: 0, blue: 0, alpha: 0)
    let q = Color(red: 0, green: 0, blue: 1, alpha: 0)
    expectApproximately(
      p.interpolated(to: q, fraction: 0.25), Color(red: 0.75, green: 0, blue: 0.25, alpha: 0))
  }

  @Test func premultipliedBlendWeighsByAlpha() {
    // Opaque white to 25%-opaque black, halfway: α = 0.625, white weight 0.5 of 0.625.
    let c = Color.white.interpolated(to: Color(white: 0, alpha: 0.25), fraction: 0.5)
    expectApproximately(c.alpha, 0.625, absolute: 1e-15)
    expectApproximately(c.red, 0.5 / 0.625, absolute: 1e-15)
  }

  @Test func description() {
    #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 1).description == "rgba(1.0, 0.5, 0.0, 1.0)")
  }
}
