/// Rubber banding: how far content moves when dragged `offset` past a limit, as iOS scroll
/// views do.
///
/// b(x) = (1 − 1 / (x·c/d + 1)) · d, applied symmetrically to negative offsets: the slope is `c`
/// at the limit and the result never reaches `d`, however far the finger goes.
///
/// - Parameters:
///   - offset: How far past the limit the finger has gone, in points (any sign).
///   - dimension: The size of the scrolling dimension d, in points, greater than 0 (the view's
///     height for vertical banding).
///   - coefficient: c, greater than 0. Default 0.55, Apple's constant.
/// - Returns: The displayed offset, with the same sign as `offset`.
/// - Throws: ``MotionError`` for a non-finite offset or a non-positive dimension or coefficient.
///
/// ```swift
/// try rubberBand(offset: 100, dimension: 844)  // ≈ 51.6 points
/// ```
public func rubberBand(
  offset: Double, dimension: Double, coefficient: Double = 0.55
) throws(MotionError) -> Double {
  _ = try Check.finite(offset, "offset")
  _ = try Check.positive(dimension, "dimension")
  _ = try Check.positive(coefficient, "coefficient")
  return rubberBandUnchecked(offset: offset, dimension: dimension, coefficient: coefficient)
}

/// ``rubberBand(offset:dimension:coefficient:)`` without validation, for hot paths whose inputs
/// are already known to be valid.
@inlinable
public func rubberBandUnchecked(
  offset: Double, dimension: Double, coefficient: Double = 0.55
) -> Double {
  let magnitude = abs(offset)
  let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
  return offset < 0 ? -banded : banded
}

/// Clamps `value` into `range`, rubber banding the part that lies outside it.
///
/// - Throws: ``MotionError`` for a non-finite value or a non-positive dimension or coefficient,
///   whether or not the value lies inside the range.
///
/// ```swift
/// // A sheet whose offset may go from 0 to 500 points: dragged to −40 it shows about −21.
/// try rubberBand(value: -40, range: 0...500, dimension: 844)
/// ```
public func rubberBand(
  value: Double, range: ClosedRange<Double>, dimension: Double, coefficient: Double = 0.55
) throws(MotionError) -> Double {
  _ = try Check.finite(value, "value")
  _ = try Check.positive(dimension, "dimension")
  _ = try Check.positive(coefficient, "coefficient")
  if value < range.lowerBound {
    return range.lowerBound
      + (try rubberBand(
        offset: value - range.lowerBound, dimension: dimension, coefficient: coefficient))
  }
  if value > range.upperBound {
    return range.upperBound
      + (try rubberBand(
        offset: value - range.upperBound, dimension: dimension, coefficient: coefficient))
  }
  return value
}
