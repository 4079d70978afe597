import Stage

/// Animates a transition, as `UIViewControllerAnimatedTransitioning`: one object serves the
/// interactive and the non-interactive case, because it only describes the views as a function
/// of progress (a ``TransitionAnimator``); who drives the progress is the caller's business.
///
/// ```swift
/// final class Fade: AnimatedTransitioning {
///   func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }
///   func interruptibleAnimator(
///     using context: any TransitionContext
///   ) throws -> TransitionAnimator {
///     let view = context.view(forKey: .to) ?? context.containerView
///     view.alpha = 0
///     let views = try PropertyAnimator(duration: 0.3, window: context.window) { view.alpha = 1 }
///     return try TransitionAnimator(
///       context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.3),
///       travel: 300)
///   }
/// }
/// ```
@MainActor
public protocol AnimatedTransitioning: AnyObject {
  /// The non-interactive duration, in seconds, as the transition plans it before its animator
  /// exists: the coordinator reports it to ``ScreenTransition/transitionWillBegin(_:)`` and
  /// alongside animations added there.
  ///
  /// Which duration counts: the timing of the ``TransitionAnimator`` is the one source of truth
  /// for the motion (the duration of its curve, or the settling time of its spring). Once the
  /// animator is built, ``TransitionCoordinator/transitionDuration`` reports its
  /// ``TransitionAnimator/duration``, whatever this returned. The duration of the
  /// `PropertyAnimator` the animator shows is not used at all: the animator sets its progress
  /// every frame. Return the same number as the animator's timing to keep them in step.
  func transitionDuration(using context: any TransitionContext) -> Double
  /// Puts the views in their start state and returns the animator that moves them to their end
  /// state as its progress goes from 0 to 1. Called once per transition.
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator
  /// Called after the transition completed (`true`) or was cancelled. Default: nothing.
  func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}

  /// Runs the transition non-interactively: builds the animator and starts it.
  ///
  /// - Throws: What ``interruptibleAnimator(using:)`` threw, after cancelling the transition
  ///   (`completeTransition(false)`): a transition that cannot run never pretends it finished.
  @discardableResult
  public func animateTransition(using context: any TransitionContext) throws -> TransitionAnimator {
    let animator: TransitionAnimator
    do {
      animator = try interruptibleAnimator(using: context)
    } catch {
      context.completeTransition(false)
      throw error
    }
    animator.start()
    return animator
  }
}

/// Drives a transition from a gesture, as `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol InteractiveTransitioning: AnyObject {
  /// Takes over the transition `animator` shows, from its first frame.
  func startInteractiveTransition(
    _ context: any TransitionContext, animator: TransitionAnimator)
}
