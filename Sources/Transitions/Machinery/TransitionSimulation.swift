import Stage

/// Moves a transition in place of its timing and completion spring (``TransitionAnimator/simulation``):
/// the shade's physics.
@MainActor
public protocol TransitionSimulation: AnyObject {
  /// Take over from where the animator is, moving at `velocity` (progress per second, towards
  /// the end when positive) with `finish` the release policy's decision (`true` in a
  /// non-interactive run). Show progress with ``TransitionAnimator/showDriven(_:velocity:)`` and
  /// end with ``TransitionAnimator/complete(finished:)``.
  func transitionAnimator(
    _ animator: TransitionAnimator, completeTowardsEnd finish: Bool, velocity: Double)
  /// A finger caught the transition: stop moving it (it now follows the finger).
  func transitionAnimatorDidHold(_ animator: TransitionAnimator)
}
