/// What every stretch of an animator's motion covers (``AnimationSegment``, ``SpringSegment``):
/// from window time ``startTime`` for ``duration`` seconds, the time fraction goes from
/// ``fromFraction`` to ``toFraction`` while the visual progress goes from ``fromProgress`` to
/// ``toProgress``. The segments differ only in how the progress moves in between.
struct SegmentSpan {
  /// Window time at which the segment starts (after any delay), in seconds.
  var startTime: Double
  /// Length of the segment, in seconds (0 finishes it at once).
  var duration: Double
  var fromFraction: Double
  var toFraction: Double
  var fromProgress: Double
  var toProgress: Double

  /// Where window time `time` falls in the span: the arithmetic both segments' `evaluate(at:)`
  /// share, written once so that they stay the same operation for operation. A time that is
  /// not a number is before the start.
  @inline(__always)
  func position(at time: Double) -> SegmentPosition {
    let elapsed = time - startTime
    guard elapsed > 0 else { return duration <= 0 && elapsed >= 0 ? .end : .before }
    let share = duration > 0 ? min(elapsed / duration, 1) : 1
    guard share < 1 else { return .end }
    return .within(
      elapsed: elapsed, share: share, fraction: fromFraction + (toFraction - fromFraction) * share)
  }
}

/// What a segment shows at one window time: the time fraction, the progress, the progress
/// velocity (per second), and whether the segment has reached its end (then the fraction and
/// progress are the end's).
typealias SegmentSample = (fraction: Double, progress: Double, velocity: Double, done: Bool)

/// Where a window time falls in a ``SegmentSpan``. A value: reading it allocates nothing.
enum SegmentPosition {
  /// The segment has not started: it shows its start.
  case before
  /// The segment has reached its end (one of no length, as soon as its start has come): it
  /// shows its end, at rest.
  case end
  /// Under way: `elapsed` seconds after its start, `share` of its duration gone (below 1), and
  /// the time fraction there.
  case within(elapsed: Double, share: Double, fraction: Double)
}
