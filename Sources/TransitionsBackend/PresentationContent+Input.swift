import Stage

extension PresentationContent {
  // MARK: SceneContent

  /// The engine's run is under way, or the toolkit's.
  public var isRunning: Bool { manager.activeRun != nil || toolkitOperation != nil }

  /// Whether one of the engine's gestures has taken the touches (a pan follows the finger, a
  /// grab holds the view): the toolkit's own views should stop receiving them (UIKit: the
  /// forwarding recogniser begins, which cancels them).
  public var claimsTouches: Bool {
    let interactions =
      manager.dismissalInteractions + [manager.presentationInteraction].compactMap { $0 }
    return interactions.contains { interaction in
      [interaction.panGestureRecognizer.state, interaction.grabGestureRecognizer.state]
        .contains { $0 == .began || $0 == .changed }
    }
  }

  /// After each frame: the context and the alongside animations hear the progress, the
  /// content's safe area is compensated for where its view is shown, and the content is placed
  /// in its frame (scaled, not resized, where the frame's size changes as motion).
  public func frameApplied() {
    reportProgress()
    // Reporting changes no view: one walk up to the window serves both reports.
    let presentedInWindow = presented.view.window != nil
    reportSafeArea(presentedInWindow: presentedInWindow)
    reportContentPlacement(presentedInWindow: presentedInWindow)
    reportAccessibilityActions()
  }

  // MARK: Alongside animations

  /// Registers an animation of the app's views to run alongside the transition under way (or
  /// about to begin); returns its token for ``BackendAction/alongside(_:)``, or `nil` when no
  /// transition is under way (the block must not run).
  public func addAlongsideAnimation() -> Int? {
    if alongside.isEnded {
      guard manager.activeRun != nil || toolkitOperation != nil else { return nil }
      alongside = AlongsideAnimations()
    }
    guard manager.activeRun != nil || toolkitOperation != nil else { return nil }
    return alongside.add()
  }

  // MARK: Accessibility

  /// Whether the presented view is modal for a screen reader (UIKit's
  /// `accessibilityViewIsModal`): from the start of the presentation until the dismissal
  /// completes, so the elements behind it are not read; never for an overlay (``isOverlay``: a
  /// toast, whose content behind stays usable).
  public var presentedViewIsModal: Bool {
    !isOver && presented.presentingViewController != nil && !isOverlay
  }

  /// Whether a person can dismiss by touch at all: the transition has a dismissal gesture.
  /// The screen reader's ways (the escape gesture, the dimming view's action) dismiss exactly
  /// when this is true, so they offer no more and no less than the touches do.
  public var userCanDismiss: Bool { !manager.dismissalInteractions.isEmpty }

  /// Whether the screen reader's escape gesture (UIKit's `accessibilityPerformEscape`), or the
  /// dimming view's action, dismisses now: presented, no transition under way, and the person
  /// can dismiss by touch. When `true`, the backend calls the toolkit's `dismiss(animated:)`.
  public var accessibilityDismisses: Bool {
    presentedViewIsModal && userCanDismiss && manager.activeRun == nil && toolkitOperation == nil
  }
}
