public import Motion
public import Stage

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
      context: context, propertyAnimator: views,
      timing: .curve(.linear, duration: crossFadeDuration),
      travel: max(frame.height, 1))
  }
}
