public import Stage

/// A transition that shows a black `dimming` view between the screen below and the moving
/// screen (the card, the slide, the throw-away card, the zoom, the push): the view is its one
/// supporting view, with the role ``ViewRole/dimming``, and covers the container.
///
/// What such a transition does with the view is said once, here, as defaults:
/// - ``ScreenTransition/supportingViews``: the dimming view alone.
/// - A modal one lays it out over the container's bounds on a resize
///   (``ModalTransition/containerViewDidLayoutSubviews(_:)``), and by default runs as a custom
///   presentation over a dimmed, still-visible presenter: at a run's beginning the presenter is
///   told it disappears or appears, the view is put behind the presented one and fades to
///   ``dimmingAlpha`` (presenting) or 0 alongside the run; at its end the view leaves with the
///   presented one and the presenter's appearance ends (turned around when the run was
///   cancelled), as seed 002 drives them.
///
/// A transition with its own beginning or end (the zoom, the throw-away card, the push)
/// implements ``ScreenTransition/transitionWillBegin(_:)`` and
/// ``ScreenTransition/transitionDidEnd(_:completed:)`` itself.
@MainActor
public protocol DimmingTransition: ScreenTransition {
  /// The black view between the screen below and the moving screen.
  var dimmingView: View { get }
  /// The dimming view's alpha when the moving screen is shown, 0…1.
  static var dimmingAlpha: Double { get }
}

extension DimmingTransition {
  public var supportingViews: [(role: ViewRole, view: View)] { [(.dimming, dimmingView)] }
}

extension DimmingTransition where Self: ModalTransition {
  public func containerViewDidLayoutSubviews(_ container: View) {
    dimmingView.frame = container.bounds
  }

  public func transitionWillBegin(_ context: any TransitionContext) {
    DimmedPresentation.willBegin(context, dimming: dimmingView, alpha: Self.dimmingAlpha)
  }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    DimmedPresentation.didEnd(context, dimming: dimmingView, completed: completed)
  }
}
