public import Motion
public import Stage

/// The toast: a banner at the ``Configuration/edge`` of the window, over the presenter, that
/// leaves by itself after ``Configuration/duration`` seconds (Transmission's `.toast(edge:)`
/// for the look, Material's Snackbar for the timing).
///
/// - **Present**: the banner (``frameOfPresentedView(inContainerBounds:)``: the window's width
///   less ``Configuration/margin`` on each side, ``Configuration/height`` tall,
///   ``Configuration/margin`` from its edge) starts just beyond the edge and slides in by its
///   transform: a spring of damping ratio 1 settled after 0.5 s. Nothing dims and the presenter
///   does not move: the presentation's container passes touches through
///   (`passesTouchesThrough`), so a touch beside the banner reaches the presenter's views, which
///   stay interactive, and the presenter gets no appearance calls (it never disappears).
/// - **Timeout**: the countdown (``ToastCountdown``) starts when the banner has come in, as
///   Material's `SnackbarManager.onShown` schedules its timeout; after `duration` seconds a
///   button-like dismissal takes the banner back beyond its edge. A finger on the banner holds
///   the countdown, and when it lifts the countdown starts again in full (see ``ToastCountdown``
///   for why).
/// - **Swipe**: a pan on the banner towards its edge follows the finger one to one (progress =
///   distance / (height + margin)) and the release policy decides, the spring carrying the
///   finger's velocity; a pan away from the edge rubber-bands and springs back; a finger catches
///   the banner mid-flight.
/// - **Queue**: a ``ToastQueue`` shows one toast at a time: one presented while another shows
///   waits (at most ``Configuration/queueLimit``), and comes in once the one shown has left.
/// - **VoiceOver**: when the banner has come in, ``onAnnounce`` is called with
///   ``announcement``, once per showing (see ``announcement`` for what and why then).
/// - Under Reduce Motion a button's or the timeout's present or dismiss is a 0.3 s cross-fade at
///   its place.
///
/// ```swift
/// try home.present(saved, transition: .toast(edge: .top, duration: 4))
/// ```
@MainActor
public final class ToastTransition: ModalTransition, ReducedMotionTiming, ReleasePolicyProviding,
  TimeKeeping
{
  /// The non-interactive duration, in seconds: a spring of damping ratio 1 settled (within half
  /// a point) after this time (as the catalogue's slide).
  public static let duration = 0.5

  /// What the toast was made from, every value in its range.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }
  /// The countdown to the banner's own dismissal, and the finger that holds it.
  public let countdown: ToastCountdown
  /// While the countdown runs, the window's clock must too (``TimeKeeping``).
  public var keepsTime: Bool { countdown.isRunning }
  /// What VoiceOver says when the banner has come in: the toast's message, as the app gives
  /// it (`nil`: the backend reads the presented view's own accessibility label). Apple's
  /// `UIAccessibility.Notification.announcement` is for "events that don't update the app's
  /// UI, or that update the UI only briefly", as a toast does: the banner does not take the
  /// VoiceOver focus (the content behind stays where the user was), so it is announced, once,
  /// when it has come in (not when queued: a queued toast is announced when its turn comes).
  public var announcement: String?
  /// Called once per showing, when the banner has come in, with ``announcement`` (backends
  /// post it: UIKit's `UIAccessibility.post(notification: .announcement, argument:)`).
  public var onAnnounce: (@MainActor (String?) -> Void)?
  /// Called when the banner has left (its dismissal completed): a ``ToastQueue`` shows the
  /// next one then.
  var onLeft: (@MainActor () -> Void)?

  /// A toast made from `configuration` (default: ``Configuration/init()``), its numbers clamped
  /// into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
    countdown = ToastCountdown(duration: self.configuration.duration)
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  /// The unit vector from the window's centre towards the banner's edge.
  public var towardsEdge: Vector {
    configuration.edge == .top ? Vector(dx: 0, dy: -1) : Vector(dx: 0, dy: 1)
  }

  /// Presenting moves away from the edge; dismissing, towards it.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .towards(towardsEdge, for: operation)
  }

  /// The banner: the width of `bounds` less ``Configuration/margin`` on each side (at least
  /// 1 pt), ``Configuration/height`` tall (at most what the margins leave), ``Configuration/margin``
  /// from its edge.
  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    let margin = configuration.margin
    let width = max(bounds.width - 2 * margin, 1)
    let height = min(configuration.height, max(bounds.height - 2 * margin, 1))
    let y =
      configuration.edge == .top ? bounds.minY + margin : bounds.maxY - margin - height
    return Rect(x: bounds.minX + margin, y: y, width: width, height: height)
  }

  /// The distance in points that takes progress from 0 to 1: from the banner's place to just
  /// beyond its edge (its height and its margin).
  public func travel(in bounds: Rect) -> Double {
    frameOfPresentedView(inContainerBounds: bounds).height + configuration.margin
  }

  public func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    let pan = makePan(on: presented.view, .dismiss, host: host)
    pan.stretchesAgainstStartAxis = true  // pulled away from the edge, the banner stretches
    countdown.install(on: presented.view)
    return [pan]
  }

  public var motionDuration: Double { Self.duration }

  /// The container passes touches beside the banner to the presenter (no dimming, no
  /// appearance calls: the presenter stays on screen and interactive).
  public func transitionWillBegin(_ context: any TransitionContext) {
    context.containerView.passesTouchesThrough = true
  }

  /// The banner has come in: the countdown starts and VoiceOver hears of it. It has left: the
  /// countdown stops and the queue may show the next.
  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    switch (context.operation, completed) {
    case (.present, true):
      if let toast = context.viewController(forKey: .to) {
        countdown.start(for: toast, in: context.window)
      }
      onAnnounce?(announcement)
    case (.dismiss, true), (.present, false):
      countdown.stop()
      if context.operation == .dismiss { onLeft?() }
    default:
      break  // a swipe that springs back: the banner stays, the countdown goes on
    }
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, banner, bounds) = try context.modalRun()
    let shown = frameOfPresentedView(inContainerBounds: bounds)
    if context.crossFades {
      return try ReducedMotion.crossFade(banner, at: shown, appearing: presenting, context: context)
    }
    let travel = travel(in: bounds)
    banner.alpha = 1
    banner.frame = shown
    let edge = towardsEdge
    let beyond = Transform(translationX: edge.dx * travel, y: edge.dy * travel)
    if presenting { banner.transform = beyond }
    return try .settling(in: Self.duration, travel: travel, context: context) {
      banner.transform = presenting ? .identity : beyond
    }
  }
}
