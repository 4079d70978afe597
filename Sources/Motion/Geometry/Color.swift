/// A colour as red, green, blue and alpha components in `0...1` (sRGB, not premultiplied).
///
/// Interpolation blends premultiplied components, as compositors do, so fading from `.clear`
/// to red stays red instead of passing through a dark grey.
///
/// ```swift
/// let blue = Color(hex: 0x007AFF)
/// blue.interpolated(to: .clear, fraction: 0.5)  // the same blue at alpha 0.5
/// ```
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  /// Opacity: 0 is transparent, 1 opaque.
  public var alpha: Double

  /// Creates a colour; components are stored as given (clamp with ``clamped`` if needed).
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 24-bit `0xRRGGBB` value.
  @inlinable
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// A grey of the given white level.
  @inlinable
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let red = Color(hex: 0xFF3B30)
  public static let blue = Color(hex: 0x007AFF)
  public static let yellow = Color(hex: 0xFFCC00)
  public static let green = Color(hex: 0x34C759)
  public static let gray = Color(hex: 0x8E8E93)

  /// Every component limited to `0...1` (NaN becomes 0).
  @inlinable
  public var clamped: Color {
    func c(_ v: Double) -> Double { v >= 0 ? (v <= 1 ? v : 1) : 0 }
    return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }

  /// `#RRGGBB`, rounding each clamped component to 8 bits. Alpha is not included.
  public var hexString: String {
    let c = clamped
    func byte(_ v: Double) -> String {
      let n = Int((v * 255).rounded())
      let digits = Array("0123456789ABCDEF")
      return String([digits[n / 16], digits[n % 16]])
    }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
  }

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension Color: Interpolatable {
  @inlinable
  public func interpolated(to other: Color, fraction t: Double) -> Color {
    let a = lerp(alpha, other.alpha, t)
    guard a != 0 else {
      return Color(
        red: lerp(red, other.red, t), green: lerp(green, other.green, t),
        blue: lerp(blue, other.blue, t), alpha: a)
    }
    func channel(_ x: Double, _ y: Double) -> Double {
      lerp(x * alpha, y * other.alpha, t) / a
    }
    return Color(
      red: channel(red, other.red), green: channel(green, other.green),
      blue: channel(blue, other.blue), alpha: a)
  }
}
