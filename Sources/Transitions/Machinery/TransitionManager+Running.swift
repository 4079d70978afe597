public import Motion
public import Stage

extension TransitionManager: TransitioningDelegate {
  public func presentationRunner(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any PresentationRunner)? {
    ManagerRunner(manager: self, operation: .present)
  }

  public func dismissalRunner(forDismissed dismissed: ViewController) -> (any PresentationRunner)? {
    ManagerRunner(manager: self, operation: .dismiss)
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

  /// Runs the presentation or dismissal Stage started: one ``TransitionRun``, interactive when
  /// one of the manager's interactions is starting it, at once when not animated.
  fileprivate func run(_ stage: PresentationContext, operation: TransitionOperation) {
    // A stretched view (a sheet pulled against its axis) is at rest before anything moves it.
    for interaction in dismissalInteractions { interaction.endStretch() }
    let presented = stage.presentedViewController
    let presenter = stage.presentingViewController
    let frames: [BasicTransitionContext.Frames] =
      operation == .present
      ? [
        .init(presented, initial: .zero, final: stage.finalFrameOfPresentedView),
        .init(presenter, initial: presenter.view.frame, final: presenter.view.frame),
      ]
      : [
        .init(presented, initial: presented.view.frame, final: .zero),
        .init(presenter, initial: presenter.view.frame, final: presenter.view.frame),
      ]
    let interaction =
      operation == .present
      ? presentationInteraction : dismissalInteractions.first(where: \.isDriving)
    let start: TransitionRun.Start
    if completesInstantly {
      start = .instantly
    } else if let startingDriver {
      start = .interactively(by: startingDriver)
    } else if let interaction, interaction.isDriving {
      start = .interactively(by: interaction)
    } else {
      start = .animated
    }
    let run = TransitionRun(
      transition, operation: operation, container: stage.containerView, window: stage.window,
      animated: stage.isAnimated, start: start, from: stage.fromViewController,
      to: stage.toViewController, frames: frames,
      // What the transition may change before it fails, to put back if it does.
      restoring: [presented.view, presenter.view] + transition.supportingViews.map(\.view)
    ) { [weak self, weak stage] finished in
      // Stage's transition lives in its window while active; not retained here (it holds the
      // controllers, which hold this manager).
      try? stage?.complete(finished)
      self?.ended(operation, completed: finished)
    }
    run.onEvent = { [weak self] event in self?.onEvent?(event) }
    activeRun = run
    transition.transitionWillBegin(run.context)
    if run.begin() {
      if operation == .present { pendingPresented = nil }
    } else {
      failure = run.failureReason
    }
  }

  /// The run ended (or could not run): the transition hears it, and a gesture may present the
  /// controller again.
  private func ended(_ operation: TransitionOperation, completed: Bool) {
    let run = activeRun
    activeRun = nil
    if let context = run?.context { transition.transitionDidEnd(context, completed: completed) }
    if operation == .present, !completed, presentationInteraction != nil {
      pendingPresented = presented  // a later pan may present it again
    }
    if operation == .dismiss, completed, presentationInteraction != nil {
      pendingPresented = presented  // the presentation pan may present it again
    }
  }
}

/// Stage's runner for one presentation or dismissal: hands it to the manager.
@MainActor
private final class ManagerRunner: PresentationRunner {
  weak var manager: TransitionManager?
  let operation: TransitionOperation

  init(manager: TransitionManager, operation: TransitionOperation) {
    self.manager = manager
    self.operation = operation
  }

  func startTransition(_ transition: PresentationContext) {
    guard let manager else {
      try? transition.complete(true)
      return
    }
    manager.run(transition, operation: operation)
  }
}
