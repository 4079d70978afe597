/// A value that can be blended linearly with another of its type.
///
/// `fraction` is not clamped: 0 gives `self`, 1 gives `other`, and values outside `0...1`
/// extrapolate along the same line. Springs overshoot, so animators pass fractions above 1 and
/// below 0 and expect the value to keep going.
///
/// ```swift
/// let a = Point(x: 0, y: 0)
/// let b = Point(x: 10, y: 20)
/// a.interpolated(to: b, fraction: 0.5)  // (5, 10)
/// a.interpolated(to: b, fraction: 1.1)  // (11, 22): a spring's overshoot
/// ```
public protocol Interpolatable: Sendable {
  /// The value `fraction` of the way from `self` to `other` (unclamped).
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// Linear interpolation of two numbers: `a + (b − a) · t`, unclamped.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
  a + (b - a) * t
}

extension Double: Interpolatable {
  @inlinable
  public func interpolated(to other: Double, fraction: Double) -> Double {
    lerp(self, other, fraction)
  }
}
