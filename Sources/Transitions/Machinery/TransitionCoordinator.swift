public import Motion
public import Stage

/// Lets other code take part in a running transition, as `UIViewControllerTransitionCoordinator`:
/// animate views alongside it (they follow the same progress, whether a finger drives it or a
/// curve or a spring does, and go back on cancel), hear when an interaction ends, and run code
/// when it completes.
///
/// ```swift
/// context.transitionCoordinator.animate(alongsideTransition: { _ in
///   dimming.alpha = 0.3
/// }, completion: { coordinator in
///   if coordinator.isCancelled { dimming.removeFromSuperview() }
/// })
/// ```
@MainActor
public final class TransitionCoordinator {
  /// The transition's context.
  public internal(set) weak var context: (any TransitionContext)?
  /// The non-interactive duration, in seconds: the transition's
  /// ``AnimatedTransitioning/transitionDuration(using:)`` until its animator is built, then the
  /// animator's ``TransitionAnimator/duration`` (its timing is what runs).
  public internal(set) var transitionDuration: Double
  /// How far the transition is, 0 (where it began) to 1 (done); outside while a spring
  /// overshoots or a drag rubber-bands.
  public internal(set) var percentComplete = 0.0
  /// The progress velocity when the interaction ended, per second (positive towards the end).
  public internal(set) var completionVelocity = 0.0
  /// The finger's velocity when it let go, in points per second (window coordinates); zero
  /// when no finger was involved.
  public internal(set) var releaseVelocity = Vector.zero

  private var alongside: [@MainActor (TransitionCoordinator) -> Void] = []
  private var completions: [@MainActor (TransitionCoordinator) -> Void] = []
  private var interactionHandlers: [@MainActor (TransitionCoordinator) -> Void] = []
  private var progressHandlers: [@MainActor (TransitionCoordinator) -> Void] = []
  private weak var animator: PropertyAnimator?

  init(duration: Double) {
    transitionDuration = duration
  }

  /// Whether a gesture drives the transition now.
  public var isInteractive: Bool { context?.isInteractive ?? false }
  /// Whether the transition was (or will be) cancelled.
  public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
  /// Whether the transition has completed.
  public var isCompleted: Bool { context?.isCompleted ?? true }
  /// The container the transition plays in.
  public var containerView: View? { context?.containerView }

  /// Runs `animation` so that the changes it makes follow the transition's progress, and
  /// `completion` when the transition completes. Returns `false` (and runs nothing) when the
  /// transition has already completed.
  @discardableResult
  public func animate(
    alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
    completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    guard !isCompleted else { return false }
    if let animation {
      if let animator {
        try? animator.addAnimations { [weak self] in if let self { animation(self) } }
      } else {
        alongside.append(animation)
      }
    }
    if let completion { completions.append(completion) }
    return true
  }

  /// Calls `handler` each time the transition becomes interactive or stops being so (when the
  /// finger lets go: read ``isCancelled``, ``percentComplete`` and ``completionVelocity``).
  public func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (TransitionCoordinator) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// Calls `handler` every time the transition's progress is shown (each frame while it moves,
  /// each finger movement while it is held): live progress for views that are not a linear
  /// function of it. Read ``percentComplete``.
  public func observeProgress(_ handler: @escaping @MainActor (TransitionCoordinator) -> Void) {
    progressHandlers.append(handler)
  }

  @inline(__always)
  func progressChanged(_ progress: Double) {
    percentComplete = progress
    for handler in progressHandlers { handler(self) }
  }

  /// The animator the transition's views follow: alongside animations join it.
  func attach(_ animator: PropertyAnimator) {
    self.animator = animator
    let pending = alongside
    alongside.removeAll()
    for animation in pending {
      try? animator.addAnimations { [weak self] in if let self { animation(self) } }
    }
  }

  func interactionChanged() {
    for handler in interactionHandlers { handler(self) }
  }

  func transitionCompleted() {
    let handlers = completions
    completions.removeAll()
    interactionHandlers.removeAll()
    progressHandlers.removeAll()
    alongside.removeAll()
    for handler in handlers { handler(self) }
  }
}
