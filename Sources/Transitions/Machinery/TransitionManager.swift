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
    failure = nil
    do {
      try presenter.present(controller, animated: true, completion: completion)
    } catch {
      if pendingPresented == nil { controller.stopKeepingAlive(self) }
      throw error
    }
    try throwFailure()
  }

  /// Throws the failure of the transition just started, if it could not run (it was cancelled
  /// and everything restored).
  private func throwFailure() throws(PresentationError) {
    guard let failure else { return }
    self.failure = nil
    throw .transitionFailed(reason: failure)
  }

  /// Lets a pan on `presenter`'s view (the transition's
  /// ``ModalTransition/makePresentationInteraction(on:host:)``, starting along its presentation
  /// axis, e.g. downwards for ``PullDownTransition``) present `controller` interactively. The
  /// presenter keeps the manager alive. No-op for a transition without a presentation gesture.
  public func installPresentationInteraction(
    from presenter: ViewController, presenting controller: ViewController
  ) {
    let previous = presentationInteraction
    guard let interaction = transition.makePresentationInteraction(on: presenter, host: self)
    else { return }
    previous?.uninstall()
    self.presenter = presenter
    pendingPresented = controller
    presenter.keepAlive(self)
    interaction.policy = dismissalPolicyOrDefault
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
    failure = nil
    try presented.dismiss(animated: true, completion: completion)
    try throwFailure()
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
      return started { try presenter.present(controller, animated: true) }
    }
    if dismissalInteractions.contains(where: { $0 === interaction }) {
      guard let presented, presented.presentingViewController != nil else { return false }
      return started { try presented.dismiss(animated: true) }
    }
    return false
  }

  /// Runs a gesture's presentation or dismissal; `false` when Stage refused it (the finger
  /// then drives nothing) or the transition could not run (``TransitionEvent/transitionFailed(_:reason:)``
  /// told ``onEvent`` why, and everything was restored).
  private func started(_ start: () throws -> Void) -> Bool {
    failure = nil
    do {
      try start()
    } catch {
      return false  // refused by Stage's rules (a transition in progress, say): nothing changed
    }
    defer { failure = nil }
    return failure == nil
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
    // What the transition may change before it fails, to put back if it does.
    let saved = ([presented.view, presenter.view] + transition.supportingViews.map(\.view)).map(
      SavedViewState.init)
    transition.transitionWillBegin(context)
    context.transitionCoordinator.notifyWhenInteractionChanges { [weak self] coordinator in
      self?.interactionChanged(coordinator, operation: operation)
    }
    let animator: TransitionAnimator
    do {
      animator = try transition.interruptibleAnimator(using: context)
    } catch {
      fail(operation, context: context, restoring: saved, because: error)
      return
    }
    // The animator's timing is what runs: the coordinator reports its duration from now on.
    context.transitionCoordinator.transitionDuration = animator.duration
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
  /// Why the transition just started could not run, until the caller has been told.
  private var failure: String?
  /// Set while a transition that could not run is being cancelled: it never began, so no
  /// `transitionEnded` is sent.
  private var failing = false

  /// A transition that cannot run does not pretend it ran: it is cancelled (Stage restores the
  /// hierarchy and the appearance callbacks), the views it touched get their values back, and
  /// the caller learns why (``present(_:from:animated:completion:)`` throws; ``onEvent`` gets
  /// ``TransitionEvent/transitionFailed(_:reason:)``).
  private func fail(
    _ operation: TransitionOperation, context: BasicTransitionContext,
    restoring saved: [SavedViewState], because error: any Error
  ) {
    let reason = oneLineReason(error)
    failure = reason.isEmpty ? "its animator could not be built" : reason
    transitionEndedHandler = { [weak self, weak context] _ in
      guard let self, let context else { return }
      self.transition.transitionDidEnd(context, completed: false)
      self.transition.animationEnded(false)
    }
    failing = true
    context.completeTransition(false)
    failing = false
    for state in saved { state.restore() }
    onEvent?(.transitionFailed(operation, reason: failure ?? reason))
  }

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
    guard !completesInstantly, !failing else { return }
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
  /// The transition could not run (its animator could not be built): it was cancelled with
  /// everything restored, and neither `transitionBegan` nor `transitionEnded` is sent for it.
  /// `reason` is the error's description, on one line.
  case transitionFailed(TransitionOperation, reason: String)
}

extension TransitionEvent: CustomStringConvertible {
  /// One line, as `transitionBegan(present, interactive: false)`.
  public var description: String {
    switch self {
    case .transitionBegan(let operation, let interactive):
      return "transitionBegan(\(operation.rawValue), interactive: \(interactive))"
    case .interactionBegan(let operation):
      return "interactionBegan(\(operation.rawValue))"
    case .interactionEnded(let operation, let finish, let velocity, let progress):
      return "interactionEnded(\(operation.rawValue), finish: \(finish), velocity: \(velocity), "
        + "progress: \(progress))"
    case .transitionEnded(let operation, let completed):
      return "transitionEnded(\(operation.rawValue), completed: \(completed))"
    case .transitionFailed(let operation, let reason):
      return "transitionFailed(\(operation.rawValue), reason: \(reason))"
    }
  }
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
  /// Pass `onEvent` to observe the whole transition, `transitionBegan` included (it is sent
  /// before this call returns, so a handler set on the returned manager would miss it):
  ///
  /// ```swift
  /// try home.present(detail, transition: .card(), onEvent: { event in print(event) })
  /// // transitionBegan(present, interactive: false), … transitionEnded(present, completed: true)
  /// ```
  ///
  /// - Parameter onEvent: Becomes the manager's ``TransitionManager/onEvent``, set before the
  ///   presentation starts.
  /// - Returns: The manager (to observe later events or reach the interactions).
  /// - Throws: ``Stage/PresentationError`` when Stage refuses (nothing changes then), or
  ///   ``Stage/PresentationError/transitionFailed(reason:)`` when the transition could not run
  ///   (it was cancelled and everything restored).
  @discardableResult
  public func present(
    _ controller: ViewController, transition style: TransitionStyle, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil,
    onEvent: (@MainActor (TransitionEvent) -> Void)? = nil
  ) throws(PresentationError) -> TransitionManager {
    let manager = TransitionManager(style)
    manager.onEvent = onEvent
    try manager.present(controller, from: self, animated: animated, completion: completion)
    return manager
  }
}
