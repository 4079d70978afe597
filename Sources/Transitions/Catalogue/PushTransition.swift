public import Motion
public import Stage

/// The system's push, in the engine: a ``NavigationController``'s default transition.
///
/// - Push: the pushed screen slides in from the right edge (x = W → 0) over a black `dimming`
///   view that fades to alpha ``dimmingAlpha`` on the screen below, while the screen below moves
///   a third of the width to the left (x = 0 → −W/3: the parallax). Pop reverses all three.
///   Not interactive: a 0.35 s spring of damping ratio 1 (settled within half a point after
///   0.35 s).
/// - The pop gesture (the navigation controller's) begins at the left edge, within 20 pt, or
///   anywhere with ``Configuration/fullWidthPop``; the popped screen follows the finger one to
///   one (progress = translation / W), the release policy decides on the *projected* position
///   (``Configuration/releasePolicy``), and the finishing or cancelling spring carries the
///   release velocity. A finger catches a push or pop at any moment, also while it finishes
///   or cancels, and drags it on from where it is.
/// - With ``Configuration/fullWidthPop`` the pop yields to what UIKit's arbitration gives the
///   touch first: a horizontal scroll view under the finger scrolls (a vertical one lets a
///   horizontal drag through), and a competing recogniser deeper in the hierarchy wins.
/// - ``Configuration/rightToLeft`` mirrors everything: pushed from the left edge, the screen
///   below moves right, the pop begins at the right edge and drags leftwards. When it is not
///   given (`nil`), a window whose `Stage.Environment.layoutDirection` is `rightToLeft` mirrors
///   it (UIKit's `effectiveUserInterfaceLayoutDirection`: the system push comes from the left and
///   the pop swipe starts at the right edge in a right-to-left language); `false` keeps the
///   left-to-right push in any window.
/// - Reduce Motion: a non-interactive push or pop is a 0.3 s cross-fade of the pushed screen at
///   its place; nothing slides. A pop dragged by a finger still follows it.
///
/// The screens move by their transforms (their frames stay the container's bounds), so a window
/// resize mid-transition lays them out at once.
///
/// ```swift
/// navigation.transition = .push(rightToLeft: true)
/// try navigation.pushViewController(detail, animated: true)
/// ```
@MainActor
public final class PushTransition: NavigationTransition, DimmingTransition, ReducedMotionTiming,
  ReleasePolicyProviding, LayoutDirectionFollowing
{
  /// The non-interactive duration, in seconds: a spring of damping ratio 1 settled (within half
  /// a point) after this time.
  public static let duration = 0.35
  /// The dimming view's alpha over the screen below when a screen is pushed: 0.1.
  public static let dimmingAlpha = 0.1
  /// How far the screen below moves, as a fraction of the width: a third.
  public static let parallax = 1.0 / 3

  /// What the push was made from.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }
  /// The black view between the screen below and the pushed one.
  public let dimmingView = View()
  /// The window's layout direction, as the navigation controller and each run's context tell:
  /// `rightToLeft` mirrors the push as ``Configuration/rightToLeft`` does.
  public var layoutDirection = LayoutDirection.leftToRight

  /// A push made from `configuration` (default: ``Configuration/init()``, the system's).
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    DimmedPresentation.prepare(dimmingView, passesTouchesThrough: true)
  }

  /// +1 when pushed screens enter from the right, −1 when mirrored.
  private var side: Double { isRightToLeft ? -1 : 1 }

  /// Whether the push is mirrored: ``Configuration/rightToLeft`` when given, otherwise the
  /// window's layout direction.
  public var isRightToLeft: Bool { configuration.rightToLeft ?? layoutDirection.isRightToLeft }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    let pushing = operation == .push || operation == .present
    return Vector(dx: pushing ? -side : side, dy: 0)
  }

  public var popGesture: NavigationPopGesture? {
    if configuration.fullWidthPop { return .anywhere }
    return isRightToLeft ? .rightEdge : .leftEdge
  }

  public var motionDuration: Double { Self.duration }

  /// The dimming view goes just above the screen below, under the pushed one.
  public func transitionWillBegin(_ context: any TransitionContext) {
    follow(context.window)
    let pushing = context.operation == .push || context.operation == .present
    guard let below = context.view(forKey: pushing ? .from : .to) else { return }
    dimmingView.transform = .identity
    dimmingView.frame = context.containerView.bounds
    dimmingView.alpha = pushing ? 0 : Self.dimmingAlpha
    context.containerView.insertSubview(dimmingView, aboveSubview: below)
  }

  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    dimmingView.removeFromSuperview()
    dimmingView.alpha = 0
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let pushing = context.operation == .push || context.operation == .present
    guard let fromView = context.view(forKey: .from) else {
      throw TransitionError.missingView(.from)
    }
    guard let toView = context.view(forKey: .to) else { throw TransitionError.missingView(.to) }
    let (top, below) = pushing ? (toView, fromView) : (fromView, toView)
    let bounds = context.containerView.bounds
    let width = max(bounds.width, 1)
    for view in [top, below] {
      view.transform = .identity
      view.frame = bounds
      view.alpha = 1
    }
    if context.crossFades {
      // The pushed screen fades at its place; the one below stays still, undimmed.
      dimmingView.alpha = 0
      return try ReducedMotion.crossFade(top, at: bounds, appearing: pushing, context: context)
    }
    let away = Transform(translationX: side * width, y: 0)
    let behind = Transform(translationX: -side * width * Self.parallax, y: 0)
    let dimming = dimmingView
    top.transform = pushing ? away : .identity
    below.transform = pushing ? .identity : behind
    dimming.alpha = pushing ? 0 : Self.dimmingAlpha
    return try .settling(in: Self.duration, travel: width, context: context) {
      top.transform = pushing ? .identity : away
      below.transform = pushing ? behind : .identity
      dimming.alpha = pushing ? Self.dimmingAlpha : 0
    }
  }
}
