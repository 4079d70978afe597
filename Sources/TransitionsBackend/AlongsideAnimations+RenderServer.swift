import Motion
public import Transitions

extension AlongsideContinuation {
  /// How far the fraction a continuation shows may be from the one the per-frame path would
  /// scrub, at any 120 Hz frame: 0.005 (issue 30's tolerance for alpha and scale, the values an
  /// alongside block most often fades).
  public static var tolerance: Double { 0.005 }

  /// The decision for the alongside animators of `plan`, committed with the transition's
  /// progress at `progress` (the engine's, now) moving by itself along `running` (the animator's
  /// closed form, `TransitionAnimator.runningProgress`; `nil` when physics or a follower drive
  /// it):
  ///
  /// - a completion spring → ``Timing/spring(_:initialVelocity:)`` (its mass, stiffness and
  ///   damping, the velocity relative to the distance left), lasting until the motion's end;
  /// - a timing curve with no delay left → ``Timing/cubic(_:)``: the curve, or, when the run is
  ///   part way along it, the rest of it (the Bézier split at the commit, itself a cubic
  ///   Bézier, rescaled to the unit square);
  /// - otherwise, or when the spring or curve would leave `0...1` (a property animator's
  ///   fraction cannot) by more than ``tolerance`` at some frame → ``Timing/scrubbed(_:)`` with
  ///   the fraction the plan's frames scrubbed (its ``AlongsideAnimations/Command/scrub(_:fraction:)``
  ///   events: a twin given the same alongside blocks emits them), held between two of them.
  ///
  /// A spring or curve is checked at every `interval` frame of the run against the animator's
  /// own evaluation, clamped into `0...1` as the per-frame path scrubs it.
  public static func deciding(
    progress: Double, running: RunningProgress?, plan: RenderPlan,
    interval: Double = 1.0 / 120
  ) -> AlongsideContinuation {
    let now = min(max(progress.isFinite ? progress : 0, 0), 1)
    if let running, let read = read(running, plan: plan, progress: progress),
      agrees(read, running, plan: plan, interval: interval)
    {
      return read
    }
    return scrubbed(plan, from: now, interval: interval)
  }

  /// The spring or curve `running` follows from the plan's begin, or `nil` when it cannot be
  /// continued by a property animator (a target other than 0 or 1, a start outside `0...1`, a
  /// delay left, no distance left).
  static func read(
    _ running: RunningProgress, plan: RenderPlan, progress: Double
  ) -> AlongsideContinuation? {
    let target = running.target
    let elapsed = plan.engineBeginTime - running.startTime
    let remaining = running.startTime + running.duration - plan.engineBeginTime
    guard target == 0 || target == 1, elapsed >= -1e-12, remaining > 0,
      (0...1).contains(progress), abs(target - progress) > 1e-9
    else { return nil }
    let timing: Timing
    switch running.shape {
    case .spring(let motion, _):
      let state = motion.state(at: max(elapsed, 0))
      guard abs(state.value - progress) <= 1e-9 else { return nil }
      timing = .spring(
        motion.spring,
        initialVelocity: Spring.relativeVelocity(state.velocity, distance: target - progress))
    case .curve(let curve, _, let to, let duration):
      guard to == target, duration > 0, let points = rest(of: curve, after: elapsed / duration)
      else { return nil }
      timing = .cubic(points)
    }
    return AlongsideContinuation(
      timing: timing, beginTime: plan.beginTime, duration: min(remaining, plan.duration),
      fraction: progress, target: target)
  }

  /// The rest of `curve` after time fraction `x0`, as the control points of a timing function:
  /// the Bézier split at the parameter where its x is `x0` (de Casteljau), both axes rescaled to
  /// `0...1`. `nil` when nothing is left or the rest does not move.
  static func rest(of curve: TimingCurve, after x0: Double) -> RenderAnimation.ControlPoints? {
    guard x0 < 1 else { return nil }
    guard x0 > 1e-12 else { return inUnitSquare(RenderAnimation.ControlPoints(curve)) }
    let s = curve.parameter(forX: x0)
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * s }
    // Levels of de Casteljau over (0, 0), (x1, y1), (x2, y2), (1, 1).
    let (ax, ay) = (lerp(0, curve.x1), lerp(0, curve.y1))
    let (bx, by) = (lerp(curve.x1, curve.x2), lerp(curve.y1, curve.y2))
    let (cx, cy) = (lerp(curve.x2, 1), lerp(curve.y2, 1))
    let (dx, dy) = (lerp(ax, bx), lerp(ay, by))
    let (ex, ey) = (lerp(bx, cx), lerp(by, cy))
    let (px, py) = (lerp(dx, ex), lerp(dy, ey))
    let (width, height) = (1 - px, 1 - py)
    guard width > 1e-9, abs(height) > 1e-9 else { return nil }
    // With a monotone control polygon (x1 ≤ x2, 0 ≤ y1 ≤ y2 ≤ 1: every preset) the rest's
    // control points stay in the unit square; others may leave it (then `nil`). Only rounding
    // is clamped.
    func unit(_ value: Double) -> Double {
      abs(value) < 1e-12 ? 0 : abs(value - 1) < 1e-12 ? 1 : value
    }
    return inUnitSquare(
      RenderAnimation.ControlPoints(
        unchecked: unit((ex - px) / width), unit((ey - py) / height), unit((cx - px) / width),
        unit((cy - py) / height)))
  }

  /// `points` when both lie in the unit square, as UIKit's cubic timing requires ("The x and y
  /// values of this point must be in the range 0.0 to 1.0",
  /// [init(controlPoint1:controlPoint2:)](https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:))).
  static func inUnitSquare(
    _ points: RenderAnimation.ControlPoints
  ) -> RenderAnimation.ControlPoints? {
    let unit = 0.0...1.0
    guard unit.contains(points.x1), unit.contains(points.y1), unit.contains(points.x2),
      unit.contains(points.y2)
    else { return nil }
    return points
  }

  /// Whether `read` shows, at every frame of the run, the fraction the per-frame path would
  /// scrub (the animator's progress, clamped into `0...1`) within ``tolerance``.
  static func agrees(
    _ read: AlongsideContinuation, _ running: RunningProgress, plan: RenderPlan,
    interval: Double
  ) -> Bool {
    let frames = Int((plan.duration / interval).rounded(.up)) + 1
    for frame in 0...frames {
      let offset = Double(frame) * interval
      let sample = running.progress(at: plan.engineBeginTime + offset)
      let engine = sample.done ? running.target : sample.progress
      let scrubbed = min(max(engine, 0), 1)
      guard abs(read.fraction(at: plan.beginTime + offset) - scrubbed) <= tolerance else {
        return false
      }
    }
    return true
  }

  /// The fraction the plan's frames scrubbed, as keys (linear between; a key one frame before
  /// each change holds the fraction until it), starting at `fraction`.
  static func scrubbed(
    _ plan: RenderPlan, from fraction: Double, interval: Double
  ) -> AlongsideContinuation {
    var times = [0.0]
    var values = [fraction]
    for event in plan.events {
      guard case .alongside(.scrub(_, let value)) = event.action,
        let lastTime = times.last, let lastValue = values.last, event.time >= lastTime
      else { continue }
      if event.time == lastTime {
        values[values.count - 1] = value
        continue
      }
      guard value != lastValue else { continue }
      let hold = event.time - interval
      if hold > lastTime + 1e-9 {
        times.append(hold)
        values.append(lastValue)
      }
      times.append(event.time)
      values.append(value)
    }
    let duration = max(plan.duration, times.last ?? 0)
    let keyTimes = times.map { duration > 0 ? min($0 / duration, 1) : 0 }
    let progress = RenderAnimation(
      .keyframes(values: values, keyTimes: keyTimes), beginTime: plan.beginTime,
      duration: duration, fillMode: .forwards)
    return AlongsideContinuation(
      timing: .scrubbed(progress), beginTime: plan.beginTime, duration: duration,
      fraction: fraction, target: values.last ?? fraction)
  }
}

/// A scene content whose alongside animations follow a committed run (a modal presentation's):
/// told by the scene when it commits a plan and when the render server hands the run back.
@MainActor
protocol AlongsideFollowing: AnyObject {
  /// The scene committed `plan`: the alongside blocks get its progress's continuation.
  func renderServerCommitted(_ plan: RenderPlan)
  /// The render server handed the run back (reclaimed, or played to its end): the blocks are
  /// scrubbed to the engine's progress again.
  func renderServerReleased()
}

extension PresentationContent: AlongsideFollowing {
  func renderServerCommitted(_ plan: RenderPlan) {
    guard !alongside.isEnded, !alongside.fractions.isEmpty,
      let animator = manager.activeAnimator
    else { return }
    let continuation = AlongsideContinuation.deciding(
      progress: animator.progress, running: animator.runningProgress, plan: plan)
    parts.emit(alongside.continued(continuation))
  }

  func renderServerReleased() {
    guard alongside.continuation != nil else { return }
    let progress = manager.activeAnimator?.progress ?? alongside.continuation?.target ?? 0
    parts.emit(alongside.released(at: progress))
  }
}
