public import Motion
public import Stage

/// The slide: the presented screen comes in from an ``Configuration/edge`` of the window and is
/// dragged back towards it to dismiss (Transmission's `.slide(edge:)`, the strongest maintained
/// peer's; its defaults are this one's).
///
/// - **Present**: the screen (the container's bounds) starts just beyond the edge and slides in
///   by its transform; behind it the presenter shrinks about its centre to
///   ``Configuration/presenterScale`` and a black `dimming` view fades to alpha 0.3. A spring of
///   damping ratio 1 settled after 0.5 s.
/// - **Dismiss**: the reverse. A pan on the screen towards the edge follows the finger one to
///   one (progress = distance / the screen's extent along the axis); a pan the other way
///   rubber-bands past the open position and springs back; the release policy decides, and the
///   finish and cancel springs carry the finger's velocity; a finger catches the screen at any
///   moment.
/// - `leading` is the left edge and `trailing` the right one in a left-to-right layout; the
///   window's `Stage.Environment.layoutDirection` `rightToLeft` mirrors them (UIKit's
///   `effectiveUserInterfaceLayoutDirection`, SwiftUI's `\.layoutDirection`).
/// - Under Reduce Motion a button's present or dismiss is a 0.3 s cross-fade at its place; the
///   presenter does not shrink.
///
/// ```swift
/// try home.present(menu, transition: .slide(edge: .leading))
/// ```
@MainActor
public final class SlideTransition: ModalTransition, DimmingTransition, ReducedMotionTiming,
  ReleasePolicyProviding, LayoutDirectionFollowing
{
  /// The dimming view's alpha when presented.
  public static let dimmingAlpha = 0.3
  /// The non-interactive duration, in seconds: a spring of damping ratio 1 settled (within half
  /// a point) after this time.
  public static let duration = 0.5

  /// What the slide was made from, every value in its range.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }
  /// The black view between the presenter and the screen.
  public let dimmingView = View()
  /// Where `leading` is: the window's, as the transition manager and each run's context tell.
  public var layoutDirection = LayoutDirection.leftToRight

  /// A slide made from `configuration` (default: ``Configuration/init()``), its numbers clamped
  /// into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    DimmedPresentation.prepare(dimmingView)
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  /// The unit vector from the window's centre towards the edge (window coordinates).
  public var towardsEdge: Vector {
    switch configuration.edge {
    case .top: Vector(dx: 0, dy: -1)
    case .bottom: Vector(dx: 0, dy: 1)
    case .leading: Vector(dx: layoutDirection.isRightToLeft ? 1 : -1, dy: 0)
    case .trailing: Vector(dx: layoutDirection.isRightToLeft ? -1 : 1, dy: 0)
    }
  }

  /// Presenting moves away from the edge; dismissing, towards it.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .towards(towardsEdge, for: operation)
  }

  /// The distance in points that takes progress from 0 to 1: the screen's extent along the
  /// axis (its height for top and bottom, its width for leading and trailing).
  public func travel(in bounds: Rect) -> Double {
    max(towardsEdge.dx != 0 ? bounds.width : bounds.height, 1)
  }

  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    let pan = makePan(on: presented.view, .dismiss, host: host)
    pan.stretchesAgainstStartAxis = true  // pulled away from the edge, the screen stretches
    return [pan]
  }

  public var motionDuration: Double { Self.duration }

  public func transitionWillBegin(_ context: any TransitionContext) {
    follow(context.window)
    DimmedPresentation.willBegin(context, dimming: dimmingView, alpha: Self.dimmingAlpha)
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, screen, bounds) = try context.modalRun()
    let travel = travel(in: bounds)
    let presenter = context.presentingViewController?.view
    let shown = frameOfPresentedView(inContainerBounds: bounds)
    if context.crossFades {
      return try ReducedMotion.crossFade(
        screen, at: shown, appearing: presenting, context: context,
        alongside: { presenter?.transform = .identity })
    }
    screen.alpha = 1
    screen.frame = shown
    let edge = towardsEdge
    let beyond = Transform(translationX: edge.dx * travel, y: edge.dy * travel)
    if presenting {
      screen.transform = beyond
      presenter?.transform = .identity
    }
    let scale = configuration.presenterScale
    return try .settling(in: Self.duration, travel: travel, context: context) {
      screen.transform = presenting ? .identity : beyond
      presenter?.transform = presenting ? Transform(scale: scale) : .identity
    }
  }
}
