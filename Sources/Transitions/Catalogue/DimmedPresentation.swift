import Stage

/// What a custom presentation over a dimmed, still-visible presenter does at a run's beginning
/// and end (the card's and the slide's): the presenter is told it disappears or appears (a
/// custom presentation leaves it on screen without callbacks, so the transition calls
/// `beginAppearanceTransition` and `endAppearanceTransition`, as seed 002 does), and the black
/// `dimming` view is put behind the presented view at alpha 0 and faded alongside the run.
@MainActor
enum DimmedPresentation {
  /// Makes `dimming` the catalogue's dimming view: black, named ``ViewRole/dimming``, and
  /// transparent until a run fades it in; `passesTouchesThrough`, it takes no touches (they
  /// reach the presenter's views behind it).
  static func prepare(_ dimming: View, passesTouchesThrough: Bool = false) {
    dimming.name = ViewRole.dimming.rawValue
    dimming.backgroundColor = .black
    dimming.alpha = 0
    if passesTouchesThrough { dimming.isUserInteractionEnabled = false }
  }

  /// Before the animator: the presenter's appearance begins, the dimming view is placed (when
  /// presenting) and fades to `alpha` (presenting) or 0 alongside.
  static func willBegin(_ context: any TransitionContext, dimming: View, alpha: Double) {
    let presenting = context.operation == .present
    beginAppearance(context)
    if presenting {
      dimming.frame = context.containerView.bounds
      dimming.alpha = 0
      context.containerView.insertSubview(dimming, at: 0)
    }
    let target = presenting ? alpha : 0
    context.transitionCoordinator.animate(alongsideTransition: { _ in dimming.alpha = target })
  }

  /// After the run: the dimming view leaves with the presented view (dismissed, or its
  /// presentation cancelled); the presenter's appearance ends (turned around first when the
  /// run was cancelled).
  static func didEnd(_ context: any TransitionContext, dimming: View, completed: Bool) {
    if (context.operation == .present) != completed { dimming.removeFromSuperview() }
    endAppearance(context, completed: completed)
  }

  /// Before the animator: the presenter is told it disappears (presenting) or appears
  /// (dismissing). A custom presentation leaves it on screen without callbacks, so the
  /// transition calls them, as seed 002 does.
  static func beginAppearance(_ context: any TransitionContext) {
    let presenting = context.operation == .present
    context.presentingViewController?.beginAppearanceTransition(!presenting, animated: true)
  }

  /// After the run: the presenter's appearance ends, turned around first when the run was
  /// cancelled.
  static func endAppearance(_ context: any TransitionContext, completed: Bool) {
    guard let presenter = context.presentingViewController else { return }
    if !completed {
      presenter.beginAppearanceTransition(context.operation == .present, animated: true)
    }
    presenter.endAppearanceTransition()
  }
}
