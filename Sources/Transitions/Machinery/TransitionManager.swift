public import Motion
public import Stage

/// One object that is a presented controller's transitioning delegate (seed 001's "transition
/// manager"): it vends the runners of the presentation and the dismissal, lays out the
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
public final class TransitionManager: PanInteractionHost {
  /// What happened: ``TransitionEvent``.
  public typealias Event = TransitionEvent

  /// The transition presented and dismissed.
  public let transition: any ModalTransition
  /// Called after each event.
  public var onEvent: (@MainActor (Event) -> Void)?
  /// The pan that presents from the presenter's view, once installed.
  public private(set) var presentationInteraction: PanInteraction?
  /// The interactions that dismiss (from the presented view, and any the transition adds),
  /// while presented.
  public private(set) var dismissalInteractions: [PanInteraction] = []
  /// The first dismissal interaction: the one on the presented view.
  public var dismissalInteraction: PanInteraction? { dismissalInteractions.first }
  /// The transition running now.
  public var activeAnimator: TransitionAnimator? { activeRun?.animator }
  /// The operation running now (once its animator runs).
  public var activeOperation: TransitionOperation? {
    activeRun?.animator == nil ? nil : activeRun?.operation
  }
  /// The presentation or dismissal running now, from the moment Stage starts it until it ends.
  public internal(set) var activeRun: TransitionRun?

  weak var presenter: ViewController?
  weak var presented: ViewController?
  /// The controller a presentation gesture presents: held until presented (the presenter keeps
  /// the manager alive then), weakly afterwards.
  var pendingPresented: ViewController?
  /// Set while a presentation or dismissal requested without animation starts: it completes at
  /// once (Stage asks for a runner only for animated changes, so the manager always asks for
  /// one and completes it at once itself).
  var completesInstantly = false
  /// Why the transition just started could not run, until the caller has been told.
  var failure: String?
  /// The operations whose interactions are switched off (``setInteractive(_:for:)``).
  var interactivity = InteractivitySwitches()
  /// The transition's own interaction that starts the transition now
  /// (``beginTransition(_:drivenBy:)``), until it has started.
  var startingDriver: (any InteractiveTransitioning)?

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
  /// - Throws: `Stage.PresentationError` when Stage refuses; nothing changes then.
  public func present(
    _ controller: ViewController, from presenter: ViewController, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) throws(PresentationError) {
    adopt(controller, presenter: presenter)
    // Stage asks for a runner only when animated; the manager always runs, so that supporting
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
    interaction.releasePolicy = dismissalPolicyOrDefault
    presentationInteraction = interaction
  }

  private var dismissalPolicyOrDefault: ReleasePolicy {
    dismissalInteraction?.releasePolicy ?? (transition as? any ReleasePolicyProviding)?
      .releasePolicy
      ?? .projected
  }

  func adopt(_ controller: ViewController, presenter: ViewController) {
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
  /// - Throws: `Stage.PresentationError` when Stage refuses; nothing changes then.
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

  // MARK: PanInteractionHost

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    (transition as? any LayoutDirectionFollowing)?.follow(
      presented?.view.window ?? presenter?.view.window)
    return transition.progressAxis(for: operation)
  }

  public func beginTransition(for interaction: PanInteraction) -> Bool {
    guard activeRun == nil else { return false }
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

  /// Dismisses (`operation` `.dismiss`) driven by `interaction` from the first frame: the
  /// transition's own gesture starts it (``SheetTransition``'s drag below its smallest detent).
  /// Presenting this way is not supported (`false`), nor is anything while a transition runs.
  public func beginTransition(
    _ operation: TransitionOperation, drivenBy interaction: any InteractiveTransitioning
  ) -> Bool {
    guard operation == .dismiss, activeRun == nil, let presented,
      presented.presentingViewController != nil
    else { return false }
    startingDriver = interaction
    defer { startingDriver = nil }
    return started { try presented.dismiss(animated: true) }
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
}
