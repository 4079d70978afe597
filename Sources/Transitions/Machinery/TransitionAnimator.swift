public import Motion
public import Stage

/// Owns the progress of one transition and shows it: runs it along its timing, holds it under a
/// finger, scrubs it one to one, and springs it to the end or back to the start carrying the
/// release velocity. The views follow through a paused `Stage.PropertyAnimator` whose
/// progress is set every frame, so the animator's own curve never bends what the finger does.
///
/// Progress 0 is the state the transition began in, 1 its end state. Completion runs exactly
/// once: at 1 the views keep their end values and the context completes with `true`; at 0 they
/// are restored to their start values exactly and the context completes with `false`.
///
/// ```swift
/// let views = try PropertyAnimator(duration: 0.5, window: context.window) {
///   presented.frame = finalFrame
/// }
/// let animator = try TransitionAnimator(
///   context: context, propertyAnimator: views, timing: .curve(.easeInEaseOut, duration: 0.5),
///   travel: 844)
/// animator.start()                     // or hold(), scrub(to:), release(finish:velocity:)
/// ```
@MainActor
public final class TransitionAnimator: FrameObserver {
  /// How progress moves when no finger holds it.
  public enum Timing: Sendable, Hashable {
    /// Along a curve over `duration` seconds (from a later progress, over the part left).
    case curve(TimingCurve, duration: Double)
    /// A spring from rest, over when within half a point of the end for good.
    case spring(Spring)
  }

  private enum State {
    /// Created, not started.
    case ready
    /// Moving along a segment.
    case running(ProgressSegment)
    /// Held still (by a finger, or paused).
    case held
    /// Moved by its ``TransitionAnimator/simulation`` (a physics simulation, say).
    case driven
    /// Completed; nothing more happens.
    case completed
  }

  /// The transition's context.
  public let context: any TransitionContext
  /// The views as a function of progress (kept paused; its progress is set every frame, so its
  /// own duration and curve are not used: ``timing`` is the one source of truth for the motion).
  public let propertyAnimator: PropertyAnimator
  /// How the non-interactive motion runs: the one duration that counts (see ``duration``).
  public let timing: Timing
  /// The distance in points that takes progress from 0 to 1 (the finger's travel, and the
  /// scale of the half-point settling tolerance).
  public let travel: Double
  /// The spring that finishes or cancels after a release. Default damping ratio 0.8, response
  /// 0.4 s; under Reduce Motion a critically damped spring of the same response, whose carried
  /// velocity is limited so that it never overshoots.
  public var completionSpring: Spring
  /// The fastest a release may send the completion towards its target, as a multiple of the
  /// distance left per second (Transmission's cap on a spring's relative initial velocity).
  /// Default 30: from halfway, at most 15 travels per second; from 1% short of the end, at most
  /// 0.3. A release velocity is real input (capped where it is measured, at
  /// `Stage.PanGestureRecognizer.maximumVelocity`), but it is carried only as far as the
  /// motion left can use it, so the completion overshoots by a fraction of what is left and a
  /// view never flies off past its end. A velocity away from the target is not capped (it turns
  /// round within the spring). Not a number or not positive: no cap.
  public var maximumRelativeCompletionVelocity = 30.0
  /// Called once when the transition completes, with whether it finished.
  public var onCompletion: (@MainActor (Bool) -> Void)?
  /// Moves the transition after a release, and in a non-interactive run, instead of the timing
  /// and the completion spring: a physics simulation, say (the shade). Not retained.
  public weak var simulation: (any TransitionSimulation)?

  private var state = State.ready
  /// The progress shown now.
  public private(set) var progress = 0.0
  /// The progress velocity now, per second.
  public private(set) var velocity = 0.0

  /// The default completion spring: damping ratio 0.8, response 0.4 s.
  public static let defaultCompletionSpring =
    (try? Spring(dampingRatio: 0.8, response: 0.4)) ?? .smooth

  /// - Throws: ``TransitionError/invalidTravel(_:)`` unless `travel` is positive and finite.
  public init(
    context: any TransitionContext, propertyAnimator: PropertyAnimator, timing: Timing,
    travel: Double
  ) throws(TransitionError) {
    guard travel.isFinite, travel > 0 else { throw .invalidTravel(travel) }
    self.context = context
    self.propertyAnimator = propertyAnimator
    self.timing = timing
    self.travel = travel
    completionSpring = Self.defaultCompletionSpring
    try? propertyAnimator.pauseAnimation()
    context.transitionCoordinator.attach(propertyAnimator)
    show(0)
  }

  /// Whether the transition has completed.
  public var isCompleted: Bool {
    if case .completed = state { return true }
    return false
  }

  /// Whether progress is moving on its own (along the timing, a completion spring, or its
  /// simulation).
  public var isRunning: Bool {
    switch state {
    case .running, .driven: return true
    case .ready, .held, .completed: return false
    }
  }

  /// The seconds a non-interactive run from 0 takes (a spring's settling time).
  public var duration: Double {
    switch timing {
    case .curve(_, let duration): return duration
    case .spring(let spring):
      return ProgressSegment.spring(
        spring, from: 0, velocity: 0, to: 1, tolerance: tolerance, startTime: 0
      ).duration
    }
  }

  /// Half a point, in progress.
  private var tolerance: Double { 0.5 / travel }

  // MARK: Commands

  /// Runs from where it is to the end along the timing. No-op once completed or while running.
  public func start() {
    switch state {
    case .completed, .running, .driven: return
    case .ready, .held: break
    }
    if let simulation {
      state = .driven
      simulation.transitionAnimator(self, completeTowardsEnd: true, velocity: 0)
      return
    }
    let now = context.window.currentTime
    switch timing {
    case .curve(let curve, let duration):
      let left = max(0, 1 - progress) * duration
      run(
        ProgressSegment(
          startTime: now, shape: .curve(curve, from: progress, to: 1, duration: left)))
    case .spring(let spring):
      run(
        .spring(
          spring, from: progress, velocity: 0, to: 1, tolerance: tolerance, startTime: now))
    }
  }

  /// Stops the motion where it is on screen, for a finger to take over: the transition becomes
  /// interactive. No-op once completed.
  public func hold() {
    guard !isCompleted else { return }
    if case .running(let segment) = state {
      let sample = segment.evaluate(at: context.window.currentTime)
      show(sample.progress)
    }
    if case .driven = state { simulation?.transitionAnimatorDidHold(self) }
    velocity = 0
    state = .held
    context.pauseInteractiveTransition()
  }

  /// Shows `progress` at once (any finite value: rubber-band it first if it left 0…1). Holds the
  /// transition first if it was running.
  public func scrub(to progress: Double) {
    guard progress.isFinite, !isCompleted else { return }
    if case .held = state {} else { hold() }
    show(progress)
    context.updateInteractiveTransition(progress)
  }

  /// Lets go: springs to the end (`finish`) or back to the start, starting at `velocity`
  /// (progress per second, positive towards the end: a release velocity in pt/s divided by
  /// ``travel``). No-op once completed.
  public func release(finish: Bool, velocity releaseVelocity: Double) {
    guard !isCompleted else { return }
    let v = releaseVelocity.isFinite ? releaseVelocity : 0
    context.transitionCoordinator.completionVelocity = v
    if finish {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    if let simulation {
      state = .driven
      context.window.removeFrameObserver(self)
      simulation.transitionAnimator(self, completeTowardsEnd: finish, velocity: v)
      return
    }
    let target = finish ? 1.0 : 0.0
    var spring = completionSpring
    var carried = v
    let left = target - progress
    let cap = maximumRelativeCompletionVelocity
    if cap.isFinite, cap > 0, carried * left > 0, abs(carried) > cap * abs(left) {
      carried = left > 0 ? cap * abs(left) : -cap * abs(left)
    }
    if context.prefersReducedMotion {
      spring =
        (try? Spring(dampingRatio: max(1, spring.dampingRatio), response: spring.response))
        ?? .smooth
      // A critically damped motion overshoots only when it moves towards its target faster
      // than ω₀ times the distance left; hold the carried velocity below that.
      let limit = spring.naturalFrequency * abs(left)
      if carried * left > 0, abs(carried) > limit { carried = left > 0 ? limit : -limit }
    }
    context.transitionCoordinator.completionVelocity = carried
    run(
      .spring(
        spring, from: progress, velocity: carried, to: target, tolerance: tolerance,
        startTime: context.window.currentTime))
  }

  /// Shows `progress` moving at `velocity` (per second) on behalf of its simulation.
  /// No-op unless the simulation moves the transition now.
  public func showDriven(_ progress: Double, velocity: Double) {
    guard case .driven = state, progress.isFinite else { return }
    self.velocity = velocity.isFinite ? velocity : 0
    show(progress)
  }

  /// Ends the transition at once at the start or the end, wherever it is (for a container
  /// that must move on, or a simulation that came to rest). No-op once completed.
  public func complete(finished: Bool) {
    guard !isCompleted else { return }
    show(finished ? 1 : 0)
    finish(at: finished)
  }

  // MARK: Frames

  /// The running segment's end (its final progress is shown from the first frame at or after
  /// it), when after `time` and at or before `limit`.
  public func nextMotionEnd(after time: Double, through limit: Double) -> Double? {
    guard case .running(let segment) = state else { return nil }
    let end = segment.startTime + segment.duration
    return end > time && end <= limit ? end : nil
  }

  /// The motion progress follows now by itself (its timing or a completion spring), while it
  /// runs along one; `nil` when held, driven by a simulation, not started or completed.
  public var runningProgress: RunningProgress? {
    guard case .running(let segment) = state else { return nil }
    return RunningProgress(segment: segment)
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard case .running(let segment) = state else { return false }
    let sample = segment.evaluate(at: time)
    velocity = sample.velocity
    show(sample.progress)
    guard sample.done else { return true }
    finish(at: segment.target >= 1)
    return false
  }

  private func run(_ segment: ProgressSegment) {
    state = .running(segment)
    velocity = segment.evaluate(at: segment.startTime).velocity
    context.window.addFrameObserver(self)
    // A segment that is over at once (nothing left to go) completes now.
    if segment.duration <= 0 { _ = windowDidAdvance(to: context.window.currentTime) }
  }

  @inline(__always)
  private func show(_ value: Double) {
    progress = value
    propertyAnimator.progressOnScreen = value
    context.transitionCoordinator.progressChanged(value)
  }

  private func finish(at end: Bool) {
    state = .completed
    velocity = 0
    context.window.removeFrameObserver(self)
    propertyAnimator.stopAnimation(withoutFinishing: false)
    try? propertyAnimator.finishAnimation(at: end ? .end : .start)
    progress = end ? 1 : 0
    context.transitionCoordinator.progressChanged(progress)
    context.completeTransition(end)
    let completion = onCompletion
    onCompletion = nil
    completion?(end)
  }
}
