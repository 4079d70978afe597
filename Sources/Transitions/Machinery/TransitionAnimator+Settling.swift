import Motion
import Stage

extension TransitionAnimator {
  /// The catalogue's run by a button: `animations` on a spring of damping ratio 1 that settles
  /// (within half a point) over `travel` points after exactly `duration` seconds, as UIKit's
  /// `animate(withDuration:usingSpringWithDamping: 1, …)`; progress is measured over `travel`.
  /// The card, slide, toast, cross-dissolve, modal sheet, popover, push and container each run
  /// their views this way, and differ only in what `animations` sets.
  ///
  /// - Throws: the `PropertyAnimator`'s, the spring's or this animator's error for a duration
  ///   or travel that is not positive and finite.
  static func settling(
    in duration: Double, travel: Double, context: any TransitionContext,
    _ animations: @escaping @MainActor () -> Void
  ) throws -> TransitionAnimator {
    let views = try PropertyAnimator(
      duration: duration, window: context.window, animations: animations)
    let spring = try Spring.settling(in: duration, dampingRatio: 1, distance: travel)
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .spring(spring), travel: travel)
  }
}
