/// A width and a height, in points.
///
/// Negative sizes are representable (an interpolation may pass through them) but `Rect`
/// standardizes them when asked for its edges.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Width, in points.
  public var width: Double
  /// Height, in points.
  public var height: Double

  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  @inlinable public static var zero: Size { Size(width: 0, height: 0) }

  /// Whether both dimensions are finite.
  @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

  /// The area, `width × height`, in square points.
  @inlinable public var area: Double { width * height }

  /// Both dimensions multiplied by `factor`.
  @inlinable
  public static func * (size: Size, factor: Double) -> Size {
    Size(width: size.width * factor, height: size.height * factor)
  }

  public var description: String { "\(width)×\(height)" }
}

extension Size: Interpolatable {
  @inlinable
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(width: lerp(width, other.width, fraction), height: lerp(height, other.height, fraction))
  }
}
