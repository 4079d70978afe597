public import Motion
import Stage

/// Drives any transition's progress from a finger, with any context: it talks only to the
/// ``TransitionAnimator`` and the ``TransitionContext`` protocol (seed 004's point: UIKit's
/// stock class needs private hooks on the context; this one does not).
///
/// It holds the transition still, scrubs it linearly by progress (the views follow the finger
/// exactly, whatever the animator's curve), and on release finishes or cancels by its
/// ``releasePolicy`` with a spring that carries the release velocity. It can take hold of a
/// transition already moving (``take(_:)``), at any moment, with no jump.
///
/// ```swift
/// let interaction = PercentDrivenInteraction()
/// interaction.take(animator)               // a finger lands on the moving view
/// interaction.update(0.4)                  // it drags
/// interaction.release(velocity: 900)       // pt/s towards the end: finish or cancel
/// ```
@MainActor
open class PercentDrivenInteraction: InteractiveTransitioning {
  /// Finish or cancel on release. Default ``ReleasePolicy/projected``.
  public var releasePolicy: ReleasePolicy
  /// The spring that finishes or cancels; `nil` keeps the animator's
  /// (``TransitionAnimator/completionSpring``).
  public var completionSpring: Spring?
  /// The transition being driven, from ``startInteractiveTransition(_:animator:)`` or
  /// ``take(_:)`` until the release.
  public internal(set) var animator: TransitionAnimator?

  public init(releasePolicy: ReleasePolicy = .projected) {
    self.releasePolicy = releasePolicy
  }

  /// ``releasePolicy`` under its former name.
  @available(*, deprecated, renamed: "releasePolicy")
  public var policy: ReleasePolicy {
    get { releasePolicy }
    set { releasePolicy = newValue }
  }

  @available(*, deprecated, renamed: "init(releasePolicy:)")
  public convenience init(policy: ReleasePolicy) {
    self.init(releasePolicy: policy)
  }

  /// Whether a finger drives a transition now.
  public var isDriving: Bool { animator != nil }

  open func startInteractiveTransition(
    _ context: any TransitionContext, animator: TransitionAnimator
  ) {
    take(animator)
  }

  /// Takes hold of `animator` where it is (it stops at once and becomes interactive). No-op
  /// for a completed one.
  public func take(_ animator: TransitionAnimator) {
    guard !animator.isCompleted else { return }
    if let completionSpring { animator.completionSpring = completionSpring }
    animator.hold()
    self.animator = animator
  }

  /// Shows `progress` (0…1; values outside rubber-band: see ``rubberBanded(_:travel:)``).
  public func update(_ progress: Double) {
    guard let animator, progress.isFinite else { return }
    animator.scrub(to: Self.rubberBanded(progress, travel: animator.travel))
  }

  /// Lets go with `velocity` in points per second along the transition (positive towards the
  /// end): the ``releasePolicy`` decides, and the completion spring starts at that velocity.
  public func release(velocity: Double) {
    guard let animator else { return }
    let v = velocity.isFinite ? velocity : 0
    let finish = releasePolicy.shouldFinish(
      progress: animator.progress, velocity: v, travel: animator.travel)
    end(finish: finish, velocity: v)
  }

  /// Finishes whatever the policy says, at `velocity` pt/s.
  public func finish(velocity: Double = 0) { end(finish: true, velocity: velocity) }

  /// Cancels whatever the policy says, at `velocity` pt/s.
  public func cancel(velocity: Double = 0) { end(finish: false, velocity: velocity) }

  private func end(finish: Bool, velocity: Double) {
    guard let animator else { return }
    self.animator = nil
    animator.release(finish: finish, velocity: velocity / animator.travel)
  }

  /// Progress with the parts outside 0…1 rubber-banded (Motion's `rubberBand`, c = 0.55, over
  /// the travel): the view resists being dragged past either end.
  public static func rubberBanded(_ progress: Double, travel: Double) -> Double {
    guard travel > 0 else { return progress }
    if progress < 0 {
      return rubberBandUnchecked(offset: progress * travel, dimension: travel) / travel
    }
    if progress > 1 {
      return 1 + rubberBandUnchecked(offset: (progress - 1) * travel, dimension: travel) / travel
    }
    return progress
  }
}
