public import Motion
public import Stage

/// A presentation that goes away by another transition: ``presentation`` presents (and its
/// gestures present), ``dismissal`` dismisses (its dismissal gestures, its motion), as
/// Transmission's `PresentationLinkTransition` lets a presentation and its dismissal differ.
///
/// - The screen's place, the presentation style and the supporting views (their roles) are the
///   presentation's: its dimming fades out alongside the dismissal, its appearance calls are
///   made, and what it added it removes (``ScreenTransition/transitionWillBegin(_:)`` and
///   ``ScreenTransition/transitionDidEnd(_:completed:)`` are the presentation's for both
///   operations; the dismissal's own are never called, so its supporting views never show).
/// - The dismissal moves the screen from where it is: its place (frame) and corner radius
///   are kept as the presentation left them when the dismissal's animator is made, and the
///   dismissal's animations take it from there (a card presented and dismissed by a slide goes
///   down from its own place).
/// - What the presentation did to the presenter (its transform, corner radius and alpha) is
///   undone alongside the dismissal, to the values it had before the presentation.
/// - A dismissal that moves the screen by its transform or alpha works after any presentation:
///   `card`, `slide` and `crossDissolve` are checked by the law checker after the others (and
///   are what scripts' `dismissWith` takes). One that moves the frame to its own place (`modal`,
///   `zoom`) or needs its own presentation's state (`sheet`'s detents, the physics of `shade`,
///   `throwAway` and `pullDown`) does not: its motion starts from its own place.
///
/// ```swift
/// try home.present(detail, transition: .card().dismissing(with: .slide(edge: .bottom)))
/// ```
@MainActor
public final class AsymmetricTransition: ModalTransition, ReleasePolicyProviding {
  /// The transition that presents.
  public let presentation: any ModalTransition
  /// The transition that dismisses.
  public let dismissal: any ModalTransition
  /// The presenter's look before the presentation, to be restored by the dismissal.
  private var presenterLook: (transform: Transform, cornerRadius: Double, alpha: Double)?

  /// A presentation by `presentation` dismissed by `dismissal`.
  public init(presentation: any ModalTransition, dismissal: any ModalTransition) {
    self.presentation = presentation
    self.dismissal = dismissal
  }

  /// The dismissal's release policy (its gestures are the ones released).
  public var releasePolicy: ReleasePolicy {
    (dismissal as? any ReleasePolicyProviding)?.releasePolicy ?? .projected
  }

  public var presentationStyle: ModalPresentationStyle { presentation.presentationStyle }

  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    presentation.frameOfPresentedView(inContainerBounds: bounds)
  }

  /// The dismissal's axis for a dismissal, the presentation's otherwise.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    owner(of: operation).progressAxis(for: operation)
  }

  public func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    presentation.makePresentationInteraction(on: presenter, host: host)
  }

  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    dismissal.makeDismissalInteractions(on: presented, host: host)
  }

  public func containerViewDidLayoutSubviews(_ container: View) {
    presentation.containerViewDidLayoutSubviews(container)
  }

  public var supportingViews: [(role: ViewRole, view: View)] { presentation.supportingViews }

  /// The presentation's, unless it keeps the size and the dismissal does not.
  public var movingViewSizeChanges: SizeChanges {
    presentation.movingViewSizeChanges == .none
      ? dismissal.movingViewSizeChanges : presentation.movingViewSizeChanges
  }

  public func transitionDuration(using context: any TransitionContext) -> Double {
    owner(of: context.operation).transitionDuration(using: context)
  }

  public func transitionWillBegin(_ context: any TransitionContext) {
    let presenter = context.viewController(
      forKey: context.operation == .present ? .from : .to)?.view
    if context.operation == .present, let presenter {
      presenterLook = (presenter.transform, presenter.cornerRadius, presenter.alpha)
    }
    presentation.transitionWillBegin(context)
    guard context.operation == .dismiss, let presenter, let look = presenterLook else { return }
    context.transitionCoordinator.animate(alongsideTransition: { _ in
      presenter.transform = look.transform
      presenter.cornerRadius = look.cornerRadius
      presenter.alpha = look.alpha
    })
  }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    presentation.transitionDidEnd(context, completed: completed)
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    guard context.operation == .dismiss else {
      return try presentation.interruptibleAnimator(using: context)
    }
    let screen = try context.movingView()
    let (frame, cornerRadius) = (screen.frame, screen.cornerRadius)
    let animator = try dismissal.interruptibleAnimator(using: context)
    // The dismissal's animations start from the screen as the presentation left it.
    screen.frame = frame
    screen.cornerRadius = cornerRadius
    return animator
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    presentation.animationEnded(transitionCompleted)
    dismissal.animationEnded(transitionCompleted)
  }

  private func owner(of operation: TransitionOperation) -> any ModalTransition {
    operation == .dismiss ? dismissal : presentation
  }
}

extension TransitionStyle {
  /// This presentation, dismissed by `dismissal` instead (see ``AsymmetricTransition``).
  ///
  /// ```swift
  /// try home.present(detail, transition: .card().dismissing(with: .slide(edge: .bottom)))
  /// ```
  public func dismissing(with dismissal: TransitionStyle) -> TransitionStyle {
    let presentation = self
    return .custom {
      AsymmetricTransition(
        presentation: presentation.makeTransition(), dismissal: dismissal.makeTransition())
    }
  }
}

extension AsymmetricTransition: StagedTransition {
  /// Hands the stage to each of the two that takes it (a zoom's source, a throw's physics).
  public func attach(to stage: StageHookup) {
    (presentation as? any StagedTransition)?.attach(to: stage)
    (dismissal as? any StagedTransition)?.attach(to: stage)
  }
}

extension AsymmetricTransition: LayoutDirectionFollowing {
  /// The layout direction, handed to each of the two that follows it: a slide dismissal from
  /// `leading` goes to the right edge in a right-to-left window (its gesture's axis is asked of
  /// this transition, so without this the slide would be dragged towards the left edge).
  public var layoutDirection: LayoutDirection {
    get {
      (dismissal as? any LayoutDirectionFollowing)?.layoutDirection
        ?? (presentation as? any LayoutDirectionFollowing)?.layoutDirection ?? .leftToRight
    }
    set {
      (presentation as? any LayoutDirectionFollowing)?.layoutDirection = newValue
      (dismissal as? any LayoutDirectionFollowing)?.layoutDirection = newValue
    }
  }
}
