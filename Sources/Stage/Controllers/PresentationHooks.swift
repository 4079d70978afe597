public import Motion

/// How a presented view controller is shown.
public enum ModalPresentationStyle: Sendable, Hashable {
  /// Covers the window; the presenter's view leaves the hierarchy once the presentation
  /// completes and the presenter gets disappearance callbacks.
  case fullScreen
  /// Covers the window; the presenter's view stays (it shows through transparent parts) and
  /// gets no appearance callbacks.
  case overFullScreen
  /// Laid out by the presented controller's ``TransitioningDelegate``: its frame, and whether
  /// the presenter's view is removed (by default it stays, as with `.overFullScreen`).
  case custom
}

/// Why a presentation or dismissal was refused. Nothing changes when one is thrown.
public enum PresentationError: ExplainedError, Equatable {
  /// The presenting controller's view is not in a window.
  case notInWindow
  /// The presenting controller already presents another controller.
  case alreadyPresenting
  /// The controller to present is already presented, is a child, or is already on screen.
  case alreadyPresented
  /// A controller cannot present itself or one of its ancestors.
  case presentingItself
  /// A presentation or dismissal is under way in this window.
  case transitionInProgress
  /// Neither this controller nor its ancestors present anything, and it is not presented.
  case nothingToDismiss
  /// The transition was already completed.
  case alreadyCompleted
  /// The transition's runner could not run it (its animator could not be built, say): the
  /// presentation or dismissal was cancelled and everything restored. `reason` says why.
  case transitionFailed(reason: String)

  /// `nil`: the controllers' state refuses the request, not an argument (`ExplainedError`).
  public var subject: String? { nil }

  /// Why the request was refused (`ExplainedError`).
  public var problem: String {
    switch self {
    case .notInWindow: return "the presenting view controller's view is not in a window"
    case .alreadyPresenting: return "the presenting view controller already presents one"
    case .alreadyPresented: return "the view controller is already presented or on screen"
    case .presentingItself: return "a view controller cannot present itself or an ancestor"
    case .transitionInProgress: return "a presentation or dismissal is already in progress"
    case .nothingToDismiss: return "there is no presented view controller to dismiss"
    case .alreadyCompleted: return "the transition has already completed"
    case .transitionFailed(let reason): return "the transition could not run: \(reason)"
    }
  }
}

/// Vends the objects that animate a controller's presentation and dismissal, and lays out
/// `.custom` presentations. Every method has a default: no runner (the change is immediate),
/// the presenter's view stays, the presented view fills the container.
///
/// The Transitions layer implements this (a transition manager); a view controller holds its
/// delegate weakly.
@MainActor
public protocol TransitioningDelegate: AnyObject {
  /// The runner of an animated presentation of `presented` by `presenting`, or `nil` for an
  /// immediate one.
  func presentationRunner(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any PresentationRunner)?
  /// The runner of an animated dismissal of `dismissed`, or `nil` for an immediate one.
  func dismissalRunner(forDismissed dismissed: ViewController) -> (any PresentationRunner)?
  /// For `.custom`: whether the presenter's view leaves the hierarchy (and the presenter gets
  /// disappearance callbacks) when the presentation completes. Default `false`.
  func shouldRemovePresentersView(forPresented presented: ViewController) -> Bool
  /// For `.custom`: the presented view's frame in the container's bounds. Default: the bounds.
  func frameOfPresentedView(
    inContainerBounds bounds: Rect, forPresented presented: ViewController
  ) -> Rect
  /// The window was resized and the presentation's container and presented view laid out
  /// again (as `UIPresentationController.containerViewDidLayoutSubviews()`): lay out supporting
  /// views such as a dimming view. Default: nothing.
  func containerViewDidLayoutSubviews(_ container: View, forPresented presented: ViewController)
}

extension TransitioningDelegate {
  public func presentationRunner(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any PresentationRunner)? { nil }
  public func dismissalRunner(forDismissed dismissed: ViewController) -> (any PresentationRunner)? {
    nil
  }
  public func shouldRemovePresentersView(forPresented presented: ViewController) -> Bool { false }
  public func frameOfPresentedView(
    inContainerBounds bounds: Rect, forPresented presented: ViewController
  ) -> Rect { bounds }
  public func containerViewDidLayoutSubviews(
    _ container: View, forPresented presented: ViewController
  ) {}
}

/// Animates (and, if it wants, lets a gesture drive) one presentation or dismissal.
///
/// Stage has already updated the hierarchy for the start of the transition and begun the
/// appearance transitions when ``startTransition(_:)`` runs; the runner animates the views
/// and calls ``PresentationContext/complete(_:)`` exactly once, with `true` to finish or
/// `false` to cancel (Stage then restores the hierarchy and reverses the appearance
/// callbacks).
@MainActor
public protocol PresentationRunner: AnyObject {
  func startTransition(_ context: PresentationContext)
}
