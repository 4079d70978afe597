public import Motion
public import Stage

/// What a transition does.
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
  /// A modal presentation.
  case present
  /// A modal dismissal.
  case dismiss
  /// A container changes its visible child.
  case select
  /// A navigation controller pushes a controller onto its stack (UIKit's
  /// `UINavigationController.Operation.push`).
  case push
  /// A navigation controller pops the top controller off its stack (UIKit's
  /// `UINavigationController.Operation.pop`).
  case pop
}

/// The two sides of a transition, as `UITransitionContextViewControllerKey`.
public enum TransitionContextKey: Sendable, Hashable {
  /// The controller (or view) leaving: the presenter when presenting, the presented controller
  /// when dismissing, the old child in a container.
  case from
  /// The controller (or view) arriving.
  case to
}

/// Everything an animator and an interaction controller need to know about one transition, and
/// the way to report its course: UIKit's `UIViewControllerContextTransitioning`, without private
/// hooks, so any container can supply one (``BasicTransitionContext`` is a ready one).
///
/// The animator reads the views and frames; the interaction reports ``updateInteractiveTransition(_:)``,
/// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``; whoever ends the motion
/// calls ``completeTransition(_:)`` exactly once (a second call is ignored).
@MainActor
public protocol TransitionContext: AnyObject {
  /// What the transition does.
  var operation: TransitionOperation { get }
  /// The view the transition's views live in.
  var containerView: View { get }
  /// The window whose clock drives the transition.
  var window: Window { get }
  /// Whether the transition was requested animated.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it now.
  var isInteractive: Bool { get }
  /// Whether a gesture drives it from its first frame (as `wantsInteractiveStart`): an
  /// animator may then skip what only suits a non-interactive run (a Reduce Motion fade).
  var startsInteractively: Bool { get }
  /// Whether it was (or is about to be) cancelled.
  var transitionWasCancelled: Bool { get }
  /// Whether it has been completed.
  var isCompleted: Bool { get }
  /// The coordinator: alongside animations, interaction changes, completion.
  var transitionCoordinator: TransitionCoordinator { get }
  /// The controller on each side.
  func viewController(forKey key: TransitionContextKey) -> ViewController?
  /// The view on each side (the controller's view).
  func view(forKey key: TransitionContextKey) -> View?
  /// Where `controller`'s view is when the transition starts, in the container's coordinates;
  /// `.zero` when it is not on screen then.
  func initialFrame(for controller: ViewController) -> Rect
  /// Where `controller`'s view is when the transition finishes; `.zero` when it leaves.
  func finalFrame(for controller: ViewController) -> Rect
  /// The interaction moved the transition to `percentComplete` (0…1, or beyond while rubber
  /// banding).
  func updateInteractiveTransition(_ percentComplete: Double)
  /// A finger took hold of the transition (it is interactive from now on).
  func pauseInteractiveTransition()
  /// The interaction let go and the transition will finish.
  func finishInteractiveTransition()
  /// The interaction let go and the transition will cancel.
  func cancelInteractiveTransition()
  /// Ends the transition: `true` keeps the new state, `false` restores the old one. Runs once.
  func completeTransition(_ didComplete: Bool)
}

extension TransitionContext {
  /// Whether the environment asks for reduced motion.
  public var prefersReducedMotion: Bool { window.environment.reduceMotion }

  /// Whether a catalogue transition cross-fades instead of moving: Reduce Motion, and no
  /// finger drives it from its first frame.
  public var crossFades: Bool { prefersReducedMotion && !startsInteractively }

  /// The view that a modal transition moves: the arriving one when presenting (or pushing), the
  /// leaving one when dismissing (or popping).
  ///
  /// - Throws: ``TransitionError/missingView(_:)`` when the context has none.
  public func movingView() throws(TransitionError) -> View {
    let key: TransitionContextKey = operation == .present || operation == .push ? .to : .from
    guard let view = view(forKey: key) else { throw .missingView(key) }
    return view
  }

  /// In a modal run, the controller that presents: the `from` one while presenting, the `to`
  /// one while dismissing (`nil` when the context has none).
  public var presentingViewController: ViewController? {
    viewController(forKey: operation == .present ? .from : .to)
  }

  /// What a modal transition's animator starts from, said once: whether the run presents
  /// (`false`: it dismisses), the view it moves (``movingView()``) and the container's bounds.
  ///
  /// ```swift
  /// let (presenting, card, bounds) = try context.modalRun()
  /// ```
  ///
  /// - Throws: ``TransitionError/missingView(_:)`` when the context has no view to move.
  public func modalRun() throws(TransitionError) -> (presenting: Bool, view: View, bounds: Rect) {
    let view = try movingView()
    return (operation == .present, view, containerView.bounds)
  }
}

/// A ready ``TransitionContext``: the bookkeeping every context needs (interactive state, the
/// cancel flag, the coordinator, completion exactly once), with the end of the transition left
/// to the container that made it (`onComplete`).
///
/// Stage presentations use one; a custom container makes its own the same way:
///
/// ```swift
/// let context = BasicTransitionContext(
///   operation: .select, container: view, window: window, from: old, to: new,
///   frames: [.init(old, initial: bounds, final: .zero), .init(new, initial: .zero, final: bounds)]
/// ) { finished in finished ? commit() : restore() }
/// ```
@MainActor
public final class BasicTransitionContext: TransitionContext {
  /// A controller's frames at the start and the end of the transition.
  public struct Frames {
    public weak var controller: ViewController?
    public var initial: Rect
    public var final: Rect
    public init(_ controller: ViewController, initial: Rect, final: Rect) {
      self.controller = controller
      self.initial = initial
      self.final = final
    }
  }

  public let operation: TransitionOperation
  public let containerView: View
  /// The window (not retained: it owns what runs the transition, so a window dropped
  /// mid-transition takes the transition with it). Once it is gone, a detached placeholder.
  public var window: Window { weakWindow ?? detachedWindow }
  private weak var weakWindow: Window?
  private lazy var detachedWindow = Window(size: Size(width: 1, height: 1))
  public let isAnimated: Bool
  public let startsInteractively: Bool
  public var isInteractive: Bool { state.isInteractive }
  public var transitionWasCancelled: Bool { state.transitionWasCancelled }
  public var isCompleted: Bool { state.isCompleted }
  /// Where the transition is: the rules are ``TransitionContextState``'s.
  public private(set) var state = TransitionContextState()
  public let transitionCoordinator: TransitionCoordinator
  // Not retained: the hierarchy keeps them (a presented controller keeps its manager, which
  // keeps this context while the transition runs).
  private weak var fromController: ViewController?
  private weak var toController: ViewController?
  private let frames: [Frames]
  private var onComplete: (@MainActor (Bool) -> Void)?

  /// - Parameters:
  ///   - operation: Present, dismiss, push, pop or select.
  ///   - container: The view the transition runs in (``containerView``).
  ///   - window: The window whose clock runs the transition.
  ///   - animated: Whether the change was requested animated (``isAnimated``). Default `true`.
  ///   - startsInteractively: Whether a finger starts it (``startsInteractively``). Default
  ///     `false`.
  ///   - from: The controller on screen when the transition begins.
  ///   - to: The controller on screen when it finishes.
  ///   - frames: Each controller's frames at the start and the end.
  ///   - duration: The non-interactive duration the coordinator reports, in seconds.
  ///   - onComplete: Called once, with whether the transition finished.
  public init(
    operation: TransitionOperation, container: View, window: Window, animated: Bool = true,
    startsInteractively: Bool = false, from: ViewController, to: ViewController, frames: [Frames],
    duration: Double = 0,
    onComplete: @escaping @MainActor (Bool) -> Void
  ) {
    self.operation = operation
    containerView = container
    weakWindow = window
    isAnimated = animated
    self.startsInteractively = startsInteractively
    fromController = from
    toController = to
    self.frames = frames
    self.onComplete = onComplete
    transitionCoordinator = TransitionCoordinator(duration: duration)
    transitionCoordinator.context = self
  }

  public func viewController(forKey key: TransitionContextKey) -> ViewController? {
    key == .from ? fromController : toController
  }

  public func view(forKey key: TransitionContextKey) -> View? {
    viewController(forKey: key)?.view
  }

  public func initialFrame(for controller: ViewController) -> Rect {
    frames.first { $0.controller === controller }?.initial ?? .zero
  }

  public func finalFrame(for controller: ViewController) -> Rect {
    frames.first { $0.controller === controller }?.final ?? .zero
  }

  public func updateInteractiveTransition(_ percentComplete: Double) {
    guard !isCompleted, percentComplete.isFinite else { return }
    transitionCoordinator.percentComplete = percentComplete
  }

  public func pauseInteractiveTransition() {
    if state.pause() { transitionCoordinator.interactionChanged() }
  }

  public func finishInteractiveTransition() {
    if state.endInteraction(cancelled: false) { transitionCoordinator.interactionChanged() }
  }

  public func cancelInteractiveTransition() {
    if state.endInteraction(cancelled: true) { transitionCoordinator.interactionChanged() }
  }

  public func completeTransition(_ didComplete: Bool) {
    guard let onComplete, state.complete(didComplete) else { return }
    self.onComplete = nil
    onComplete(didComplete)
    transitionCoordinator.transitionCompleted()
  }
}
