public import Motion
public import Stage

/// What the catalogue does under Reduce Motion.
@MainActor
public enum ReducedMotion {
  /// A non-interactive transition under Reduce Motion becomes a cross-fade of this many
  /// seconds at the final frame: no movement, scale or bounce.
  public static let crossFadeDuration = 0.3

  /// A transition's duration: `motion` seconds, or ``crossFadeDuration`` when `context`
  /// cross-fades (Reduce Motion, not interactive).
  static func duration(_ motion: Double, in context: any TransitionContext) -> Double {
    context.crossFades ? crossFadeDuration : motion
  }

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
      context: context, propertyAnimator: views,
      timing: .curve(.linear, duration: crossFadeDuration),
      travel: max(frame.height, 1))
  }
}

/// A transition whose run by a button takes ``motionDuration`` seconds when it moves, and
/// ``ReducedMotion/crossFadeDuration`` when it cross-fades instead (Reduce Motion, not
/// interactive): its ``AnimatedTransitioning/transitionDuration(using:)`` is that, said once
/// for the catalogue's transitions.
@MainActor
public protocol ReducedMotionTiming: AnimatedTransitioning {
  /// The seconds a button's run takes when it moves (not cross-fading).
  var motionDuration: Double { get }
}

extension ReducedMotionTiming {
  public func transitionDuration(using context: any TransitionContext) -> Double {
    ReducedMotion.duration(motionDuration, in: context)
  }
}
