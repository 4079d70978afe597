public import Motion
public import Stage

extension MirroredPresentation {
  // MARK: Frames

  /// One display frame at `mediaTime` (UIKit: the display link's `targetTimestamp`): the
  /// window runs a frame at the mapped time (``MediaTimeDriver/tick(mediaTime:)``), the
  /// toolkit's views are updated (only what changed), and the context and the alongside
  /// animations hear the progress.
  @discardableResult
  public func tick(mediaTime: Double) -> [BackendAction] {
    guard !isOver, driver.tick(mediaTime: mediaTime) else { return drain() }
    apply()
    reportProgress()
    return drain()
  }

  /// Whether the display link must tick: the engine's run is under way or the toolkit's is, an
  /// animator runs, a finger is down (a sheet dragged between its detents is no transition), the
  /// keyboard moves or is held, or the last frame changed something (a sheet springing to a
  /// detent, a view settling): frames stop one unchanged frame after everything has come to rest.
  public var needsFrames: Bool {
    guard !isOver else { return false }
    return manager.activeRun != nil || toolkitOperation != nil || window.runningAnimatorCount > 0
      || driver.hasFingersDown || window.keyboard.isAnimating || window.keyboard.isTracked
      || host.published.hasChanges
  }

  // MARK: Touches

  /// Delivers a real touch: its finger `id`, `phase`, `location` in the container's
  /// coordinates and `mediaTime` (UIKit's `UITouch.timestamp`), by
  /// ``MediaTimeDriver/send(id:phase:location:mediaTime:)``'s rule (a late lift is never lost).
  ///
  /// - Returns: whether the touch was delivered, and the actions it caused (a drag that begins
  ///   a dismissal returns ``BackendAction/dismiss``).
  @discardableResult
  public func send(
    id: Int, phase: TouchPhase, location: Point, mediaTime: Double
  ) -> (delivered: Bool, actions: [BackendAction]) {
    guard !isOver else { return (false, drain()) }
    let delivered = driver.send(id: id, phase: phase, location: location, mediaTime: mediaTime)
    return (delivered, drain())
  }

  /// Whether one of the engine's gestures has taken the touches (a pan follows the finger, a
  /// grab holds the view): the toolkit's own views should stop receiving them (UIKit: the
  /// forwarding recogniser begins, which cancels them).
  public var engineClaimsTouches: Bool {
    let interactions =
      manager.dismissalInteractions + [manager.presentationInteraction].compactMap { $0 }
    return interactions.contains { interaction in
      [interaction.panGestureRecognizer.state, interaction.grabGestureRecognizer.state]
        .contains { $0 == .began || $0 == .changed }
    }
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
  /// completes, so the elements behind it are not read.
  public var presentedViewIsModal: Bool {
    !isOver && presented.presentingViewController != nil
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
