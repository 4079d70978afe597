public import Motion
public import Stage

/// One object that is a presented controller's transitioning delegate (seed 001's "transition
/// manager"): it vends the drivers of the presentation and the dismissal, lays out the
/// presentation, owns the interactions and their gesture recognisers, and vends an interaction
/// only while a gesture drives the transition, so a button's dismissal is never mistaken for an
/// interactive one.
///
/// The presented controller keeps its manager alive (the delegate reference is weak); the
/// manager holds the controllers weakly, so nothing outlives the presentation.
///
/// ```swift
/// let manager = TransitionManager(.pullDown())
/// manager.installPresentationInteraction(from: home, presenting: detail)  // pan down presents
/// try manager.present(detail, from: home)                                 // or a button
/// try detail.dismiss(animated: true)                                      // not interactive
/// ```
@MainActor
public final class TransitionManager: TransitioningDelegate, DragInteractionHost {
  /// What happened: ``TransitionEvent``.
  public typealias Event = TransitionEvent

  /// The transition presented and dismissed.
  public let transition: any ModalTransition
  /// Called after each event.
  public var onEvent: (@MainActor (Event) -> Void)?
  /// The pan that presents from the presenter's view, once installed.
  public private(set) var presentationInteraction: DragInteraction?
  /// The interactions that dismiss (from the presented view, and any the transition adds),
  /// while presented.
  public private(set) var dismissalInteractions: [DragInteraction] = []
  /// The first dismissal interaction: the one on the presented view.
  public var dismissalInteraction: DragInteraction? { dismissalInteractions.first }
  /// The transition running now.
  public private(set) var activeAnimator: TransitionAnimator?
  /// The operation running now.
  public private(set) var activeOperation: TransitionOperation?

  private weak var presenter: ViewController?
  private weak var presented: ViewController?
  /// The controller a presentation gesture presents: held until presented (the presenter keeps
  /// the manager alive then), weakly afterwards.
  private var pendingPresented: ViewController?
  /// Set while a non-animated presentation or dismissal starts: it completes at once.
  private var completesInstantly = false

  public init(_ style: TransitionStyle) {
    transition = style.make()
  }

  public init(transition: any ModalTransition) {
    self.transition = transition
  }

  /// The controller presented (or to present) with this manager.
  public var presentedViewController: ViewController? { presented ?? pendingPresented }

  // MARK: Presenting

  /// Presents `controller` from `presenter` with this manager's transition.
  ///
  /// - Throws: ``Stage/PresentationError`` when Stage refuses; nothing changes then.
  public func present(
    _ controller: ViewController, from presenter: ViewController, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(PresentationError) {
    adopt(controller, presenter: presenter)
    // Stage asks for a driver only when animated; the manager always drives, so that supporting
    // views (dimming) are laid out, and completes at once when not animated.
    completesInstantly = !animated
    defer { completesInstantly = false }
    do {
      try presenter.present(controller, animated: true, completion: completion)
    } catch {
      if pendingPresented == nil { controller.stopKeepingAlive(self) }
      throw error
    }
  }

  /// Lets a pan on `presenter`'s view (starting along the transition's presentation axis, e.g.
  /// downwards for ``PullDownTransition``) present `controller` interactively. The presenter
  /// keeps the manager alive. No-op for a transition without a presentation gesture.
  public func installPresentationInteraction(
    from presenter: ViewController, presenting controller: ViewController
  ) {
    guard let axis = transition.presentationGestureAxis else { return }
    presentationInteraction?.uninstall()
    self.presenter = presenter
    pendingPresented = controller
    presenter.keepAlive(self)
    let interaction = DragInteraction(view: presenter.view, startAxis: axis, host: self)
    interaction.policy = dismissalPolicyOrDefault
    interaction.shouldBegin = { [transition] drag in
      transition.shouldBeginPresentation(at: drag.startLocation)
    }
    presentationInteraction = interaction
  }

  private var dismissalPolicyOrDefault: ReleasePolicy {
    dismissalInteraction?.policy ?? (transition as? any ReleasePolicyProviding)?.releasePolicy
      ?? .projected
  }

  private func adopt(_ controller: ViewController, presenter: ViewController) {
    self.presenter = presenter
    presented = controller
    controller.transitioningDelegate = self
    controller.modalPresentationStyle = transition.presentationStyle
    if pendingPresented !== controller { controller.keepAlive(self) }
    if dismissalInteractions.isEmpty {
      controller.loadViewIfNeeded()
      dismissalInteractions = transition.makeDismissalInteractions(on: controller, host: self)
    }
  }

  /// Dismisses the presented controller with this manager's transition (animated: as a
  /// button would; not animated: at once, supporting views and all).
  ///
  /// - Throws: ``Stage/PresentationError`` when Stage refuses; nothing changes then.
  public func dismiss(animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil)
    throws(PresentationError)
  {
    guard let presented else { throw .nothingToDismiss }
    completesInstantly = !animated
    defer { completesInstantly = false }
    try presented.dismiss(animated: true, completion: completion)
  }

  // MARK: DragInteractionHost

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    transition.progressAxis(for: operation)
  }

  public func beginTransition(for interaction: DragInteraction) -> Bool {
    guard activeAnimator == nil else { return false }
    if interaction === presentationInteraction {
      guard let presenter, let controller = pendingPresented ?? presented,
        controller.presentingViewController == nil
      else { return false }
      adopt(controller, presenter: presenter)
      return (try? presenter.present(controller, animated: true)) != nil
    }
    if dismissalInteractions.contains(where: { $0 === interaction }) {
      guard let presented, presented.presentingViewController != nil else { return false }
      return (try? presented.dismiss(animated: true)) != nil
    }
    return false
  }

  // MARK: TransitioningDelegate

  public func presentationDriver(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any TransitionDriver)? {
    Driver(manager: self, operation: .present)
  }

  public func dismissalDriver(forDismissed dismissed: ViewController) -> (any TransitionDriver)? {
    Driver(manager: self, operation: .dismiss)
  }

  public func shouldRemovePresentersView(forPresented presented: ViewController) -> Bool {
    transition.presentationStyle == .fullScreen
  }

  public func frameOfPresentedView(
    inContainerBounds bounds: Rect, forPresented presented: ViewController
  ) -> Rect {
    transition.frameOfPresentedView(inContainerBounds: bounds)
  }

  public func containerViewDidLayoutSubviews(
    _ container: View, forPresented presented: ViewController
  ) {
    transition.containerViewDidLayoutSubviews(container)
  }

  // MARK: Running

  fileprivate func start(_ stage: PresentationTransition, operation: TransitionOperation) {
    // A stretched view (a sheet pulled against its axis) is at rest before anything moves it.
    for interaction in dismissalInteractions { interaction.endStretch() }
    let presented = stage.presentedViewController
    let presenter = stage.presentingViewController
    let finalFrame = stage.finalFrameOfPresentedView
    let frames: [BasicTransitionContext.Frames] =
      operation == .present
      ? [
        .init(presented, initial: .zero, final: finalFrame),
        .init(presenter, initial: presenter.view.frame, final: presenter.view.frame),
      ]
      : [
        .init(presented, initial: presented.view.frame, final: .zero),
        .init(presenter, initial: presenter.view.frame, final: presenter.view.frame),
      ]
    let interaction =
      operation == .present
      ? presentationInteraction : dismissalInteractions.first(where: \.isDriving)
    let interactive = interaction?.isDriving ?? false
    let context = BasicTransitionContext(
      operation: operation, container: stage.containerView, window: stage.window,
      animated: stage.isAnimated, startsInteractively: interactive, from: stage.fromViewController,
      to: stage.toViewController,
      frames: frames, duration: 0
    ) { [weak self, weak stage] finished in
      // Stage's transition lives in its window while active; not retained here (it holds the
      // controllers, which hold this manager).
      try? stage?.complete(finished)
      self?.ended(operation, completed: finished)
    }
    context.transitionCoordinator.transitionDuration = transition.transitionDuration(
      using: context)
    transition.transitionWillBegin(context)
    context.transitionCoordinator.notifyWhenInteractionChanges { [weak self] coordinator in
      self?.interactionChanged(coordinator, operation: operation)
    }
    guard let animator = try? transition.interruptibleAnimator(using: context) else {
      context.completeTransition(true)
      return
    }
    activeAnimator = animator
    activeOperation = operation
    if operation == .present { pendingPresented = nil }
    transitionEndedHandler = { [weak self, weak context] completed in
      guard let self, let context else { return }
      self.transition.transitionDidEnd(context, completed: completed)
      self.transition.animationEnded(completed)
    }
    if completesInstantly {
      animator.complete(finished: true)
      return
    }
    onEvent?(.transitionBegan(operation, interactive: interactive))
    if interactive, let interaction {
      interaction.startInteractiveTransition(context, animator: animator)
    } else {
      animator.start()
    }
  }

  private var transitionEndedHandler: (@MainActor (Bool) -> Void)?

  private func interactionChanged(
    _ coordinator: TransitionCoordinator, operation: TransitionOperation
  ) {
    guard !coordinator.isCompleted else { return }
    if coordinator.isInteractive {
      onEvent?(.interactionBegan(operation))
    } else {
      onEvent?(
        .interactionEnded(
          operation, finish: !coordinator.isCancelled, velocity: coordinator.releaseVelocity,
          progress: coordinator.percentComplete))
    }
  }

  private func ended(_ operation: TransitionOperation, completed: Bool) {
    activeAnimator = nil
    activeOperation = nil
    let handler = transitionEndedHandler
    transitionEndedHandler = nil
    handler?(completed)
    if operation == .present, !completed, presentationInteraction != nil {
      pendingPresented = presented  // a later pan may present it again
    }
    if operation == .dismiss, completed, presentationInteraction != nil {
      pendingPresented = presented  // the presentation pan may present it again
    }
    guard !completesInstantly else { return }
    onEvent?(.transitionEnded(operation, completed: completed))
  }
}

/// What happened to a transition, for live progress UIs, logs and `transitions play`
/// (``TransitionManager/onEvent``, ``ContainerViewController/onEvent``).
public enum TransitionEvent: Sendable, Hashable {
  case transitionBegan(TransitionOperation, interactive: Bool)
  case interactionBegan(TransitionOperation)
  /// `velocity`: the finger's, in pt/s; `progress` where it let go.
  case interactionEnded(TransitionOperation, finish: Bool, velocity: Vector, progress: Double)
  case transitionEnded(TransitionOperation, completed: Bool)
}

/// A transition that suggests the release policy of its gestures.
@MainActor
public protocol ReleasePolicyProviding {
  var releasePolicy: ReleasePolicy { get }
}

/// Stage's driver for one presentation or dismissal: hands it to the manager.
@MainActor
private final class Driver: TransitionDriver {
  weak var manager: TransitionManager?
  let operation: TransitionOperation

  init(manager: TransitionManager, operation: TransitionOperation) {
    self.manager = manager
    self.operation = operation
  }

  func startTransition(_ transition: PresentationTransition) {
    guard let manager else {
      try? transition.complete(true)
      return
    }
    manager.start(transition, operation: operation)
  }
}

extension ViewController {
  /// Presents `controller` with a catalogue transition, in one call: no delegate boilerplate.
  /// The presented controller keeps the transition's manager alive; the manager installs the
  /// dismissal interaction the transition asks for.
  ///
  /// ```swift
  /// try home.present(detail, transition: .modal(dismissal: .standard))
  /// ```
  ///
  /// - Returns: The manager (to observe events or reach the interactions).
  /// - Throws: ``Stage/PresentationError`` when Stage refuses; nothing changes then.
  @discardableResult
  public func present(
    _ controller: ViewController, transition style: TransitionStyle, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(PresentationError) -> TransitionManager {
    let manager = TransitionManager(style)
    try manager.present(controller, from: self, animated: animated, completion: completion)
    return manager
  }
}
