public import Motion
public import Stage

/// The matched-element zoom (iOS 18's `preferredTransition = .zoom`, SwiftUI's
/// `matchedTransitionSource`): a cell grows into the next screen, and the screen can be grabbed,
/// dragged and shrunk back into the cell at any moment. For a modal presentation (the
/// catalogue's `zoom`, a ``TransitionStyle``) and for a push on a ``NavigationController``
/// (a ``NavigationTransitionStyle``).
///
/// - The source: a view in the presenting screen (the screen below, on a navigation stack),
///   given by ``sourceProvider``, which is asked when the zoom presents and again when it
///   dismisses, since the cell may have scrolled or gone (UIKit: "The system calls the source
///   view provider when it presents and when it dismisses the view controller"). Without a
///   provider the source is the rectangle ``Configuration/sourceFrame`` of the presenting
///   screen, with corner radius ``Configuration/sourceCornerRadius``. When the provider returns
///   nothing (or a view out of the window), the zoom falls back to a fade and a shrink to the
///   centre: the far end is the screen scaled by ``fallbackScale`` about its centre, at alpha 0.
///   The source view is hidden while the zoomed screen is shown. A real view (a `UIView`) is
///   given as ``toolkitSource``, which the backend turns into a provider of an engine twin.
/// - Present (or push): the zoomed screen's frame grows from the source's frame to the full
///   screen while its corner radius shrinks from the source's to 0; behind it the presenter
///   recedes under a black `dimming` view that darkens to ``dimmingAlpha``. A 0.5 s spring of
///   damping ratio 0.85 (settled within half a point after 0.5 s), not a curve.
/// - Dismiss (or pop) by a button: the reverse, into the source's frame *at dismissal time*.
/// - Interactive dismissal: a drag down on the screen (it begins downwards; once begun it
///   follows in any direction) moves the screen with the finger on both axes from the point
///   that was grabbed, and shrinks it about the finger as it goes: scale
///   s = 1 − (1 − floor) · d / (d + 0.4 H), d the drag distance, H the container's height,
///   floor ``Configuration/minimumScale`` (default 0.5); the corner radius grows towards the
///   source's as it shrinks. Progress (for the release policy and the dimming) is the downward
///   travel over a third of the height. On release, by the policy on the projected progress,
///   it either zooms into the source from exactly where it was let go, or springs back to full
///   screen, every edge on the completion spring (damping ratio 0.8, response 0.4 s) with the
///   frame carrying the finger's velocity. A finger catches it at any moment, also while it
///   zooms in or out or springs back, with no jump.
/// - Reduce Motion: a button's present or dismiss is a 0.3 s cross-fade of the screen at its
///   place; a drag still follows the finger, and its release springs without overshoot.
///
/// ```swift
/// // A photo grid: the tapped cell zooms into the photo; dismissed, the photo zooms back into
/// // whichever cell shows it then (`cell(showing:)` is your grid's; nil once it has scrolled
/// // away: a fade to the centre).
/// try grid.present(photo, transition: .zoom(source: { [unowned grid] _ in
///   grid.cell(showing: photo.id)
/// }))
/// // Or pushed on a navigation stack, popped by a drag down:
/// try navigation.pushViewController(photo, transition: .zoom(source: { _ in cell }), animated: true)
/// ```
@MainActor
public final class ZoomTransition: ModalTransition, NavigationTransition, DimmingTransition,
  ReducedMotionTiming, ReleasePolicyProviding, TransitionSimulation, FrameObserver
{
  /// Asked for the source view when the zoom presents (pushes) and when it dismisses (pops).
  public typealias SourceProvider = @MainActor @Sendable (SourceContext) -> View?

  /// What the source provider is told.
  public struct SourceContext {
    /// `.present`, `.dismiss`, `.push` or `.pop`.
    public let operation: TransitionOperation
    /// The screen the source view is in: the presenting one, or the one below on a navigation
    /// stack.
    public let sourceViewController: ViewController?
    /// The screen that zooms.
    public let zoomedViewController: ViewController?
  }

  /// The non-interactive duration, in seconds: a spring of damping ratio ``dampingRatio``
  /// settled (within half a point) after this time.
  public static let duration = 0.5
  /// The damping ratio of the non-interactive zoom.
  public static let dampingRatio = 0.85
  /// The dimming view's alpha over the presenter while zoomed.
  public static let dimmingAlpha = 0.25
  /// Without a source, the far end of the zoom: the screen scaled by this about its centre.
  public static let fallbackScale = 0.6
  /// The drag distance over which the scale falls halfway to its floor, as a fraction of the
  /// container's height.
  public static let dragFalloff = 0.4
  /// The downward travel that is progress 1 of an interactive dismissal, as a fraction of the
  /// container's height.
  public static let travelFraction = 1.0 / 3

  /// What the zoom was made from.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }
  /// Gives the source view; `nil`: ``Configuration/sourceFrame`` of the presenting screen.
  public var sourceProvider: SourceProvider?
  /// The source as a view of the toolkit that shows this zoom (a `UIView`; a SwiftUI view marked
  /// as a source), for a backend that mirrors the zoom with real views
  /// (`TransitionsBackend`'s `ToolkitZoomSource`, made by `TransitionsUIKit`'s
  /// `.zoom(sourceView:)`): the backend asks for that view when the zoom presents and when it
  /// dismisses, gives the engine a twin of it at its frame and corner radius, and sets
  /// ``ZoomTransition/sourceProvider`` to answer with the twin. Left without a
  /// ``ZoomTransition/sourceProvider`` (no backend
  /// resolved it, as in `play`), the zoom has no source and falls back. Default `nil`.
  public var toolkitSource: (any Sendable)?
  /// The black view between the presenter and the zoomed screen.
  public let dimmingView = View()

  /// The running zoom.
  var run: Run?
  /// The source view hidden while zoomed.
  weak var hiddenSource: View?

  /// A zoom made from `configuration` (default: ``Configuration/init()``), with a source
  /// provider (default: none, the configuration's source frame).
  public init(_ configuration: Configuration = Configuration(), source: SourceProvider? = nil) {
    self.configuration = configuration.clamped()
    sourceProvider = source
    DimmedPresentation.prepare(dimmingView, passesTouchesThrough: true)
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  /// Up advances a present or push (a caught zoom-in is thrown back down); down advances a
  /// dismissal or pop.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    Self.zoomsIn(operation) ? Vector(dx: 0, dy: -1) : Vector(dx: 0, dy: 1)
  }

  /// On a navigation stack the zoom pops by its own drag, not by the edge gesture.
  public var popGesture: NavigationPopGesture? { nil }

  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    dragInteraction(on: presented, operation: .dismiss, host: host)
  }

  public func makePopInteractions(
    on pushed: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    [dragInteraction(on: pushed, operation: .pop, host: host)]
  }

  private func dragInteraction(
    on controller: ViewController, operation: TransitionOperation, host: any PanInteractionHost
  ) -> PanInteraction {
    let interaction = makePan(on: controller.view, operation, host: host)
    interaction.onUpdate = { [weak self] interaction in self?.follow(interaction) }
    return interaction
  }

  public var motionDuration: Double { Self.duration }

  /// Whether `operation` zooms in (present, push) rather than out.
  static func zoomsIn(_ operation: TransitionOperation) -> Bool {
    operation == .present || operation == .push
  }

  // MARK: Supporting views and callbacks

  public func transitionWillBegin(_ context: any TransitionContext) {
    let zoomingIn = Self.zoomsIn(context.operation)
    let modal = context.operation == .present || context.operation == .dismiss
    if modal, let presenter = context.viewController(forKey: zoomingIn ? .from : .to) {
      // A custom presentation leaves the presenter without callbacks; the zoom tells it, as the
      // card does.
      presenter.beginAppearanceTransition(!zoomingIn, animated: true)
    }
    let container = context.containerView
    if dimmingView.superview !== container {
      dimmingView.alpha = zoomingIn ? 0 : Self.dimmingAlpha
      if !modal, let below = context.view(forKey: zoomingIn ? .from : .to) {
        container.insertSubview(dimmingView, aboveSubview: below)
      } else {
        container.insertSubview(dimmingView, at: 0)
      }
    }
    dimmingView.transform = .identity
    dimmingView.frame = container.bounds
  }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    let zoomingIn = Self.zoomsIn(context.operation)
    let modal = context.operation == .present || context.operation == .dismiss
    if modal, let presenter = context.viewController(forKey: zoomingIn ? .from : .to) {
      if !completed { presenter.beginAppearanceTransition(zoomingIn, animated: true) }
      presenter.endAppearanceTransition()
    }
    let shown = zoomingIn == completed  // the zoomed screen stays on screen
    if let view = run?.view {
      Self.apply(ZoomLook(frame: context.containerView.bounds, cornerRadius: 0), to: view)
    }
    if !shown {
      hiddenSource?.isHidden = false
      hiddenSource = nil
    }
    if !shown || !modal { dimmingView.removeFromSuperview() }
    run = nil
  }
}
