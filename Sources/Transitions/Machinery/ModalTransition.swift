public import Motion
public import Stage

/// A modal transition the ``TransitionManager`` can present and dismiss: one object animates
/// both directions (it reads ``TransitionContext/operation``), lays out the presentation and
/// says how fingers drive it.
///
/// The catalogue's transitions (``PullDownTransition``, ``ModalSheetTransition``) conform; so
/// can yours (see the article "Writing a transition").
@MainActor
public protocol ModalTransition: ScreenTransition {
  /// How Stage shows the presentation: `.fullScreen` removes the presenter's view once
  /// presented; `.custom` keeps it and uses ``frameOfPresentedView(inContainerBounds:)``.
  var presentationStyle: ModalPresentationStyle { get }
  /// The presented view's frame when presented. Default: the bounds.
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect
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

extension ReleasePolicyProviding {
  /// A pan on `view` that drives `operation` (from `edges`, within `edgeWidth` points, when
  /// given) and decides its release by ``releasePolicy``: how the catalogue's transitions make
  /// their interactions.
  func makePan(
    on view: View, _ operation: TransitionOperation, edges: PanInteraction.Edges = [],
    edgeWidth: Double = 20, host: any PanInteractionHost
  ) -> PanInteraction {
    PanInteraction(
      view: view, operation: operation, edges: edges, edgeWidth: edgeWidth,
      releasePolicy: releasePolicy, host: host)
  }
}
