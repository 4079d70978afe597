public import Motion

/// How the zooming view looks: where it is in the container, its corner radius and its alpha.
public struct ZoomLook: Sendable, Hashable {
  /// The view's frame in the container's coordinates, in points.
  public var frame: Rect
  /// Its corner radius, in points.
  public var cornerRadius: Double
  /// Its alpha, 0…1.
  public var alpha: Double

  public init(frame: Rect, cornerRadius: Double, alpha: Double = 1) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.alpha = alpha
  }
}

/// One stretch of a zoom, as a value evaluated in closed form (no allocation per frame): every
/// edge of the frame springs from where it is to its target on one spring, the frame's origin
/// starting at a velocity (the finger's, at a release); the corner radius and the alpha follow
/// the spring's course from rest; the transition's progress springs beside it to its end (or
/// back to 0) from where it was, at its own velocity.
///
/// Started from rest, every part moves along the same normalised course, so the frame moves on
/// the straight path between the two frames and progress is exactly the share of the way
/// travelled. With a velocity, the frame goes on the way the finger threw it and turns round
/// within the spring.
struct ZoomMotion: Sendable {
  let startTime: Double
  let from: ZoomLook
  let to: ZoomLook
  private let x: SpringMotion
  private let y: SpringMotion
  private let width: SpringMotion
  private let height: SpringMotion
  /// 1 → 0 from rest: the share of the way left, for the corner radius and the alpha.
  private let course: SpringMotion
  private let progress: SpringMotion
  /// Seconds until every part has settled: each edge within half a point, progress within
  /// `progressTolerance`.
  let duration: Double

  /// - Parameters:
  ///   - velocity: The frame origin's velocity at the start, in pt/s.
  ///   - progress: The transition's progress at the start, going to `end` (0 or 1) at
  ///     `progressVelocity` per second.
  ///   - progressTolerance: How close to `end` progress must stay to be settled.
  init(
    from: ZoomLook, to: ZoomLook, velocity: Vector, progress: Double, progressVelocity: Double,
    end: Double, spring: Spring, progressTolerance: Double, startTime: Double
  ) {
    self.startTime = startTime
    self.from = from
    self.to = to
    x = spring.motion(
      from: from.frame.origin.x, to: to.frame.origin.x, initialVelocity: velocity.dx)
    y = spring.motion(
      from: from.frame.origin.y, to: to.frame.origin.y, initialVelocity: velocity.dy)
    width = spring.motion(from: from.frame.width, to: to.frame.width)
    height = spring.motion(from: from.frame.height, to: to.frame.height)
    course = spring.motion(from: 1, to: 0)
    self.progress = spring.motion(from: progress, to: end, initialVelocity: progressVelocity)
    let half = Tolerance(distance: 0.5)
    var settle = self.progress.settlingDuration(
      tolerance: Tolerance(distance: max(progressTolerance, 1e-9)))
    for edge in [x, y, width, height] {
      settle = max(settle, edge.settlingDuration(tolerance: half))
    }
    // The radius and alpha within half a point (alpha counted in hundredths).
    let span = max(abs(from.cornerRadius - to.cornerRadius), 100 * abs(from.alpha - to.alpha), 1)
    settle = max(settle, course.settlingDuration(tolerance: Tolerance(distance: 0.5 / span)))
    duration = settle.isFinite ? settle : 0
  }

  /// The look, the progress and its velocity per second at window `time`, and whether the
  /// stretch is over (then the look is exactly the target and progress exactly the end).
  @inline(__always)
  func evaluate(at time: Double) -> (look: ZoomLook, progress: Double, velocity: Double, done: Bool)
  {
    let t = max(time - startTime, 0)
    // A frame within a microsecond of the end is the end (sums of frame times round).
    guard t < duration - 1e-6 else { return (to, progress.to, 0, true) }
    let left = course.value(at: t)
    let look = ZoomLook(
      frame: Rect(
        x: x.value(at: t), y: y.value(at: t), width: max(width.value(at: t), 0),
        height: max(height.value(at: t), 0)),
      cornerRadius: max(to.cornerRadius + (from.cornerRadius - to.cornerRadius) * left, 0),
      alpha: min(max(to.alpha + (from.alpha - to.alpha) * left, 0), 1))
    let state = progress.state(at: t)
    return (look, state.value, state.velocity, false)
  }
}
