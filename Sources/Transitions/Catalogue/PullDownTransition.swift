public import Motion
public import Stage

/// Seed 000's transition: the presented view covers the screen and slides down from above,
/// frame (0, −H, W, H) → (0, 0, W, H) in 0.5 s ease-in-ease-out; dismissal is the reverse. The
/// presenter's view leaves the window once presented and is back as soon as a dismissal
/// begins.
///
/// A pan down that starts anywhere on the presenter's view presents interactively
/// (``TransitionManager/installPresentationInteraction(from:presenting:)``); a pan up on the
/// presented view dismisses interactively. Progress is translation / H and the view follows
/// the finger one to one; the release policy decides (default ``ReleasePolicy/projected``,
/// or ``ReleasePolicy/seed000``).
///
/// ```swift
/// try home.present(detail, transition: .pullDown())
/// ```
@MainActor
public final class PullDownTransition: ModalTransition, ReleasePolicyProviding {
  /// The non-interactive duration, in seconds. Default 0.5.
  public let duration: Double
  /// The release policy of its gestures.
  public let releasePolicy: ReleasePolicy

  public init(duration: Double = 0.5, policy: ReleasePolicy = .projected) {
    self.duration = duration.isFinite && duration >= 0 ? duration : 0.5
    releasePolicy = policy
  }

  public var presentationStyle: ModalPresentationStyle { .fullScreen }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    operation == .dismiss ? Vector(dx: 0, dy: -1) : Vector(dx: 0, dy: 1)
  }

  public func makePresentationInteraction(
    on presenter: ViewController, host: any DragInteractionHost
  ) -> DragInteraction? {
    DragInteraction(view: presenter.view, operation: .present, policy: releasePolicy, host: host)
  }

  public func makeDismissalInteraction(
    on presented: ViewController, host: any DragInteractionHost
  ) -> DragInteraction? {
    DragInteraction(view: presented.view, operation: .dismiss, policy: releasePolicy, host: host)
  }

  public func transitionDuration(using context: any TransitionContext) -> Double {
    context.crossFades ? ReducedMotion.crossFadeDuration : duration
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let bounds = context.containerView.bounds
    let presenting = context.operation == .present
    let view = try context.movingView()
    let shown = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    let hidden = Rect(x: 0, y: -bounds.height, width: bounds.width, height: bounds.height)
    if context.crossFades {
      return try ReducedMotion.crossFade(view, at: shown, appearing: presenting, context: context)
    }
    view.alpha = 1
    view.frame = presenting ? hidden : shown
    let target = presenting ? shown : hidden
    let views = try PropertyAnimator(duration: duration, window: context.window) {
      view.frame = target
    }
    return try TransitionAnimator(
      context: context, views: views, timing: .curve(.easeInEaseOut, duration: duration),
      travel: bounds.height)
  }
}

extension TransitionStyle {
  /// Seed 000's pull-down: see ``PullDownTransition``.
  public static func pullDown(policy: ReleasePolicy = .projected) -> TransitionStyle {
    TransitionStyle { PullDownTransition(policy: policy) }
  }
}

/// What the catalogue does under Reduce Motion.
@MainActor
public enum ReducedMotion {
  /// A non-interactive transition under Reduce Motion becomes a cross-fade of this many
  /// seconds at the final frame: no movement, scale or bounce.
  public static let crossFadeDuration = 0.3

  /// A linear cross-fade of `view` at `frame`: in when `appearing`, out otherwise.
  public static func crossFade(
    _ view: View, at frame: Rect, appearing: Bool, context: any TransitionContext,
    alongside: (@MainActor () -> Void)? = nil
  ) throws -> TransitionAnimator {
    view.frame = frame
    view.transform = .identity
    view.alpha = appearing ? 0 : 1
    let views = try PropertyAnimator(duration: crossFadeDuration, window: context.window) {
      view.alpha = appearing ? 1 : 0
      alongside?()
    }
    return try TransitionAnimator(
      context: context, views: views, timing: .curve(.linear, duration: crossFadeDuration),
      travel: max(frame.height, 1))
  }
}
