import Motion
import Stage

/// One run of a transition that moves its view itself and that a finger takes hold of and lets
/// go (the throw-away card, the zoom): the view it moves, the animator whose progress it shows,
/// where the finger holds it, and the finger's velocity when it let go.
protocol FingerHeldRun {
  /// Where and how a finger holds the view: taken from where the view is when the finger takes
  /// hold, so that a drag moves it on from there.
  associatedtype Hold
  /// The view the run moves.
  var view: View? { get }
  /// The animator whose progress the run shows.
  var animator: TransitionAnimator? { get set }
  /// A finger holding the view.
  var hold: Hold? { get set }
  /// The finger's velocity when it last let go, until the release's motion starts.
  var released: Vector? { get set }
}

extension FingerHeldRun {
  /// A finger took hold (the hold is taken again from where the view is now), or let go (its
  /// velocity goes into the release's motion).
  @MainActor
  mutating func interactionChanged(_ coordinator: TransitionCoordinator) {
    if coordinator.isInteractive {
      hold = nil
      released = nil
    } else {
      released = coordinator.releaseVelocity
    }
  }

  /// The velocity the finger let go at (`nil` for a button's run), taken once, and the hold
  /// ended: what a completion starts from.
  mutating func takeRelease() -> Vector? {
    let velocity = released
    released = nil
    hold = nil
    return velocity
  }
}

/// A transition that simulates its own completion on a ``FingerHeldRun``.
@MainActor
protocol FingerHeldTransition: TransitionSimulation {
  associatedtype Run: FingerHeldRun
  /// The run under way, if any.
  var run: Run? { get set }
}

extension FingerHeldTransition {
  /// `animator`, its completion simulated by this transition, kept as the run's, and each hold
  /// and release of a finger told to the run (until the transition completes).
  func simulating(
    _ animator: TransitionAnimator, in context: any TransitionContext
  ) -> TransitionAnimator {
    animator.simulation = self
    run?.animator = animator
    context.transitionCoordinator.notifyWhenInteractionChanges { [weak self] coordinator in
      guard !coordinator.isCompleted else { return }
      self?.run?.interactionChanged(coordinator)
    }
    return animator
  }
}
