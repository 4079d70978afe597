public import Motion
public import Stage

/// What a modal and a navigation transition share (``ModalTransition``,
/// ``NavigationTransition``): one screen moves over another, a finger drives the run along an
/// axis, and the transition may show views of its own around the run. A tab switch
/// (``AnimatedTransitioning`` alone) has none of these.
///
/// Conform through ``ModalTransition`` or ``NavigationTransition``; code that only needs what
/// both have (a checker, a backend's mirror of the supporting views) takes this.
@MainActor
public protocol ScreenTransition: AnimatedTransitioning {
  /// The direction a finger moves (unit vector, window coordinates) to advance `operation`: the
  /// one place it is said. The interactions made for `operation` (``PanInteraction/operation``)
  /// begin along it and follow the finger along it. ``NavigationTransition``'s default:
  /// leftwards for a push, rightwards for a pop.
  func progressAxis(for operation: TransitionOperation) -> Vector
  /// Called when a run (a presentation or dismissal, a push or pop) begins, before the animator
  /// is built: add supporting views (a dimming view) and alongside animations through the
  /// context's coordinator. Default: nothing.
  func transitionWillBegin(_ context: any TransitionContext)
  /// Called when the run completed (`true`) or was cancelled: remove supporting views. Default:
  /// nothing.
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool)
  /// Every view the transition shows besides the two controllers' views, by role (`dimming`,
  /// `source`, `decoration`, …), back to front. Default: none.
  var supportingViews: [(role: ViewRole, view: View)] { get }
  /// Whether the moving screen (the presented or the pushed one) changes size during a run,
  /// and how a backend draws it. Default: ``SizeChanges/none``.
  var movingViewSizeChanges: SizeChanges { get }
}

extension ScreenTransition {
  public func transitionWillBegin(_ context: any TransitionContext) {}
  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {}
  public var supportingViews: [(role: ViewRole, view: View)] { [] }
  public var movingViewSizeChanges: SizeChanges { .none }
}
