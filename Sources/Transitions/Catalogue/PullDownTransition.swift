public import Motion
public import Stage

/// Seed 000's transition: the presented view covers the screen and slides down from above,
/// frame (0, −H, W, H) → (0, 0, W, H) ease-in-ease-out in ``Configuration/duration`` (0.5 s by
/// default); dismissal is the reverse. The
/// presenter's view leaves the window once presented and is back as soon as a dismissal
/// begins.
///
/// A pan down that starts anywhere on the presenter's view presents interactively
/// (``TransitionManager/installPresentationInteraction(from:presenting:)``); a pan up on the
/// presented view dismisses interactively. Progress is translation / H and the view follows
/// the finger one to one; the release policy decides (default ``ReleasePolicy/projected``,
/// or ``ReleasePolicy/velocityDirection``).
///
/// ```swift
/// try home.present(detail, transition: .pullDown())
/// ```
@MainActor
public final class PullDownTransition: ModalTransition, ReducedMotionTiming,
  ReleasePolicyProviding
{
  /// What it was made from, every value in its range.
  public let configuration: Configuration
  /// The release policy of its gestures.
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }

  /// A pull-down made from `configuration` (default: ``Configuration/init()``), its numbers
  /// clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
  }

  public var presentationStyle: ModalPresentationStyle { .fullScreen }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .falling(for: operation)
  }

  public func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    makePan(on: presenter.view, .present, host: host)
  }

  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    makePan(on: presented.view, .dismiss, host: host)
  }

  public var motionDuration: Double { configuration.duration }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, view, bounds) = try context.modalRun()
    let shown = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    let hidden = Rect(x: 0, y: -bounds.height, width: bounds.width, height: bounds.height)
    if context.crossFades {
      return try ReducedMotion.crossFade(view, at: shown, appearing: presenting, context: context)
    }
    view.alpha = 1
    view.frame = presenting ? hidden : shown
    let target = presenting ? shown : hidden
    let views = try PropertyAnimator(duration: configuration.duration, window: context.window) {
      view.frame = target
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views,
      timing: .curve(.easeInEaseOut, duration: configuration.duration),
      travel: bounds.height)
  }
}
