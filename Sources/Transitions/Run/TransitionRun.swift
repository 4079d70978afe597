import Motion
public import Stage

/// One transition from its start to its end, the sequence every owner of transitions repeats:
/// build the context, let the owner prepare (supporting views, alongside animations), build the
/// animator, start it (a finger, a timing, or at once), report what happens as
/// ``TransitionEvent``s, and end: the owner commits or restores its hierarchy, the transition
/// hears ``AnimatedTransitioning/animationEnded(_:)``, and `transitionEnded` is sent.
///
/// A transition whose animator cannot be built does not pretend it ran: the context is
/// cancelled (the owner restores its hierarchy), the views named at creation get back every
/// value they had, and only ``TransitionEvent/transitionFailed(_:reason:)`` is sent.
///
/// ``TransitionManager`` (modal presentations) and ``ContainerViewController`` run their
/// transitions with it; so can your own container:
///
/// ```swift
/// let run = TransitionRun(
///   transition, operation: .select, container: contentView, window: window,
///   start: .animated, from: old, to: new,
///   frames: [.init(old, initial: bounds, final: .zero), .init(new, initial: .zero, final: bounds)],
///   restoring: [old.view, new.view]
/// ) { finished in finished ? commit() : restore() }
/// run.onEvent = { event in print(event) }
/// run.begin()
/// ```
///
/// Its rules are ``TransitionRunState``'s, a value tested on its own.
@MainActor
public final class TransitionRun {
  /// How the animator starts.
  public enum Start {
    /// Runs along its timing (or its simulation) at once.
    case animated
    /// Completes at once, reporting no events: a change requested without animation, whose
    /// views still end where the transition puts them.
    case instantly
    /// A finger drives it from its first frame: `start` hands the animator to the interaction
    /// (for example `interaction.startInteractiveTransition(context, animator: animator)`).
    case interactively(@MainActor (any TransitionContext, TransitionAnimator) -> Void)

    /// `interaction` drives it from its first frame.
    @MainActor
    public static func interactively(by interaction: any InteractiveTransitioning) -> Start {
      .interactively { context, animator in
        interaction.startInteractiveTransition(context, animator: animator)
      }
    }

    var isInteractive: Bool {
      if case .interactively = self { return true }
      return false
    }

    /// Whether the run reports events: all but one that completes at once.
    var reportsEvents: Bool {
      if case .instantly = self { return false }
      return true
    }
  }

  /// The transition that animates.
  public let transition: any AnimatedTransitioning
  /// The run's context (its coordinator takes alongside animations from the owner).
  public let context: BasicTransitionContext
  /// The animator, from ``begin()`` until the run ends.
  public private(set) var animator: TransitionAnimator?
  /// Called with each event, as it happens.
  public var onEvent: (@MainActor (TransitionEvent) -> Void)?
  /// Called after the run ended and `transitionEnded` was sent (not for a failed run, nor one
  /// that completed instantly): where an owner goes on (a queued selection, say).
  public var onEnded: (@MainActor (Bool) -> Void)?

  private var state: TransitionRunState
  private let start: Start
  private let saved: [SavedViewState]
  private var commit: (@MainActor (Bool) -> Void)?

  /// - Parameters:
  ///   - transition: What animates.
  ///   - operation: Present, dismiss, push, pop or select.
  ///   - container: The view the transition runs in.
  ///   - window: The window whose clock runs the transition.
  ///   - animated: Whether the change was requested animated (the context reports it).
  ///   - start: How the animator starts.
  ///   - from: The controller on screen when the transition begins.
  ///   - to: The controller on screen when it finishes.
  ///   - frames: Each controller's frames at the start and the end.
  ///   - views: Views whose values the transition may change: saved now, put back if it cannot
  ///     run.
  ///   - commit: Called once when the context completes, with whether it finished, before the
  ///     transition's `animationEnded` and the `transitionEnded` event: the owner keeps the new
  ///     hierarchy or restores the old one.
  public init(
    _ transition: any AnimatedTransitioning, operation: TransitionOperation, container: View,
    window: Window, animated: Bool = true, start: Start, from: ViewController,
    to: ViewController, frames: [BasicTransitionContext.Frames], restoring views: [View] = [],
    commit: @escaping @MainActor (Bool) -> Void
  ) {
    self.transition = transition
    self.start = start
    self.commit = commit
    saved = views.map(SavedViewState.init)
    state = TransitionRunState(operation: operation, reportsEvents: start.reportsEvents)
    let link = RunLink()
    context = BasicTransitionContext(
      operation: operation, container: container, window: window, animated: animated,
      startsInteractively: start.isInteractive, from: from, to: to, frames: frames
    ) { finished in link.run?.contextCompleted(finished) }
    link.run = self
    context.transitionCoordinator.transitionDuration = transition.transitionDuration(
      using: context)
  }

  /// Where the run is.
  public var phase: TransitionRunState.Phase { state.phase }
  /// What the run does.
  public var operation: TransitionOperation { state.operation }
  /// Why it could not run, once it failed.
  public var failureReason: String? { state.failureReason }

  /// Builds the animator and starts it as the run was made to. Call once, after any
  /// preparation through ``context`` (supporting views, alongside animations).
  ///
  /// - Returns: Whether it runs (or ran, when it completed at once); `false` when its animator
  ///   could not be built (everything was restored and `transitionFailed` sent) or the run had
  ///   already begun.
  @discardableResult
  public func begin() -> Bool {
    guard state.phase == .ready else { return false }
    let coordinator = context.transitionCoordinator
    coordinator.notifyWhenInteractionChanges { [weak self] coordinator in
      guard let self, !coordinator.isCompleted else { return }
      let event = self.state.interactionChanged(
        interactive: coordinator.isInteractive, finish: !coordinator.isCancelled,
        velocity: coordinator.releaseVelocity, progress: coordinator.percentComplete)
      if let event { self.onEvent?(event) }
    }
    let built: TransitionAnimator
    do {
      built = try transition.interruptibleAnimator(using: context)
    } catch {
      fail(because: error)
      return false
    }
    coordinator.transitionDuration = built.duration  // the animator's timing is what runs
    animator = built
    let began = state.animatorBuilt(interactive: start.isInteractive)
    switch start {
    case .instantly:
      built.complete(finished: true)
    case .animated:
      if let began { onEvent?(began) }
      built.start()
    case .interactively(let handOver):
      if let began { onEvent?(began) }
      handOver(context, built)
    }
    return true
  }

  private func fail(because error: any Error) {
    guard state.animatorFailed(reason: oneLineReason(error)) else { return }
    context.completeTransition(false)
    if case .failing = state.phase { _ = state.completed(false) }  // it had completed itself
    for view in saved { view.restore() }
    if let event = state.restored() { onEvent?(event) }
  }

  private func contextCompleted(_ finished: Bool) {
    let ended = state.completed(finished)
    animator = nil
    let commit = self.commit
    self.commit = nil
    commit?(finished)
    transition.animationEnded(finished)
    guard let ended else { return }
    onEvent?(ended)
    onEnded?(finished)
  }
}

/// The run, for its context's completion (made before the run exists; not retained: the run
/// owns its context).
@MainActor
private final class RunLink {
  weak var run: TransitionRun?
}

/// A view's animatable values and visibility, saved before a transition touches them, to put
/// back if it cannot run.
@MainActor
struct SavedViewState {
  let view: View
  let center: Point
  let bounds: Rect
  let transform: Transform
  let alpha: Double
  let cornerRadius: Double
  let isHidden: Bool

  init(_ view: View) {
    self.view = view
    center = view.center
    bounds = view.bounds
    transform = view.transform
    alpha = view.alpha
    cornerRadius = view.cornerRadius
    isHidden = view.isHidden
  }

  func restore() {
    view.center = center
    view.bounds = bounds
    view.transform = transform
    view.alpha = alpha
    view.cornerRadius = cornerRadius
    view.isHidden = isHidden
  }
}

/// `error`'s description on one line (line breaks become spaces): the reason a
/// ``TransitionEvent/transitionFailed(_:reason:)`` gives.
func oneLineReason(_ error: any Error) -> String {
  String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
}
