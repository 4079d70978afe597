public import Motion
public import Stage

/// A modal transition the ``TransitionManager`` can present and dismiss: one object animates
/// both directions (it reads ``TransitionContext/operation``), lays out the presentation and
/// says how fingers drive it.
///
/// The catalogue's transitions (``PullDownTransition``, ``ModalSheetTransition``) conform; so
/// can yours (see the article "Writing a transition").
@MainActor
public protocol ModalTransition: AnimatedTransitioning {
  /// How Stage shows the presentation: `.fullScreen` removes the presenter's view once
  /// presented; `.custom` keeps it and uses ``frameOfPresentedView(inContainerBounds:)``.
  var presentationStyle: ModalPresentationStyle { get }
  /// The presented view's frame when presented. Default: the bounds.
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect
  /// The direction a finger moves (unit vector, window coordinates) to advance `operation`: the
  /// one place it is said. The interactions made for `operation` (``PanInteraction/operation``)
  /// begin along it and follow the finger along it.
  func progressAxis(for operation: TransitionOperation) -> Vector
  /// Installs the interaction that presents from the presenter's view (the manager owns it:
  /// ``TransitionManager/installPresentationInteraction(from:presenting:)``), e.g.
  /// `PanInteraction(view: presenter.view, operation: .present, host: host)`, or returns `nil`
  /// when no gesture presents. Default: none.
  func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction?
  /// Installs the dismissal interaction on the presented controller's view (the manager owns
  /// it), e.g. `PanInteraction(view: presented.view, operation: .dismiss, host: host)`, or
  /// returns `nil` for none. Default: none.
  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction?
  /// Every dismissal interaction (the manager owns them): by default the one of
  /// ``makeDismissalInteraction(on:host:)``. A transition may add more, on its supporting views
  /// (a card's dimmed strip).
  func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction]
  /// The window was resized: lay out supporting views again (the container and the presented
  /// view already have their new frames). Default: nothing.
  func containerViewDidLayoutSubviews(_ container: View)
  /// Called when a presentation or dismissal begins, before the animator is built: add
  /// supporting views (dimming) and alongside animations through the context's coordinator.
  func transitionWillBegin(_ context: any TransitionContext)
  /// Called when it completed (`true`) or was cancelled.
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool)
  /// Every view the transition shows besides the two controllers' views, by role
  /// (`dimming`, `decoration`), back to front.
  var supportingViews: [(role: ViewRole, view: View)] { get }
  /// Whether the presented view changes size during a run, and how a backend draws it.
  /// Default: ``SizeChanges/none``.
  var movingViewSizeChanges: SizeChanges { get }
}

extension ModalTransition {
  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect { bounds }
  public func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? { nil }
  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? { nil }
  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    makeDismissalInteraction(on: presented, host: host).map { [$0] } ?? []
  }
  public func containerViewDidLayoutSubviews(_ container: View) {}
  public func transitionWillBegin(_ context: any TransitionContext) {}
  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {}
  public var supportingViews: [(role: ViewRole, view: View)] { [] }
  public var movingViewSizeChanges: SizeChanges { .none }
}

/// A catalogue transition to present with: `.pullDown()`, `.modalSheet(dismissal: .standard)`, or
/// your own with ``custom(_:)``.
///
/// ```swift
/// try home.present(detail, transition: .modalSheet(dismissal: .standard))
/// ```
public struct TransitionStyle: Sendable {
  let make: @MainActor @Sendable () -> any ModalTransition

  /// Makes the transition, a fresh one each call (as a manager does for each presentation).
  @MainActor
  public func makeTransition() -> any ModalTransition { make() }

  /// Your own transition, made fresh for each presentation.
  public static func custom(
    _ make: @escaping @MainActor @Sendable () -> any ModalTransition
  ) -> TransitionStyle {
    TransitionStyle(make: make)
  }
}

/// A transition that suggests the release policy of its gestures.
@MainActor
public protocol ReleasePolicyProviding {
  var releasePolicy: ReleasePolicy { get }
}
