/// Distances to inset each edge of a rectangle by, in points (UIKit's `UIEdgeInsets`).
///
/// Positive values shrink the rectangle; negative values grow it.
public struct EdgeInsets: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Inset of the top edge, in points.
  public var top: Double
  /// Inset of the left edge, in points.
  public var left: Double
  /// Inset of the bottom edge, in points.
  public var bottom: Double
  /// Inset of the right edge, in points.
  public var right: Double

  @inlinable
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  @inlinable
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// `left + right`.
  @inlinable public var horizontal: Double { left + right }
  /// `top + bottom`.
  @inlinable public var vertical: Double { top + bottom }

  public var description: String {
    "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}

extension EdgeInsets: Interpolatable {
  @inlinable
  public func interpolated(to other: EdgeInsets, fraction: Double) -> EdgeInsets {
    EdgeInsets(
      top: lerp(top, other.top, fraction), left: lerp(left, other.left, fraction),
      bottom: lerp(bottom, other.bottom, fraction), right: lerp(right, other.right, fraction))
  }
}
