public import Motion

/// One-call animations, like `UIView.animate(withDuration:…)` and its spring variant: each
/// returns the running ``PropertyAnimator``, so the animation can still be interrupted.
///
/// ```swift
/// try window.animate(withDuration: 0.3) { card.alpha = 0 }
/// try window.animate(spring: .bouncy, initialVelocity: 2) { card.center.y = 400 }
/// ```
extension Window {
  /// Animates the changes made in `animations` along a timing curve.
  ///
  /// - Parameters:
  ///   - duration: Seconds, 0 or more.
  ///   - delay: Seconds before the animation starts, 0 or more. Default 0.
  ///   - curve: Default `.easeInEaseOut`.
  ///   - animations: The changes to animate, made to the window's views.
  ///   - completion: Called once with the position the animation ended at.
  /// - Returns: The started animator.
  /// - Throws: ``AnimatorError/invalidParameter(name:value:)`` for a bad duration or delay.
  @discardableResult
  public func animate(
    withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInEaseOut,
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (AnimatingPosition) -> Void)? = nil
  ) throws(AnimatorError) -> PropertyAnimator {
    let animator = try PropertyAnimator(
      duration: duration, timing: .curve(curve), window: self, animations: animations)
    if let completion { animator.addCompletion(completion) }
    try animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Animates the changes made in `animations` with a spring, which takes its own time to
  /// settle.
  ///
  /// - Parameters:
  ///   - spring: The spring. Default `.smooth`.
  ///   - initialVelocity: Fractions of the distance per second towards the target (UIKit's
  ///     relative velocity). Default 0.
  ///   - delay: Seconds before the animation starts, 0 or more. Default 0.
  ///   - animations: The changes to animate, made to the window's views.
  ///   - completion: Called once with the position the animation ended at.
  /// - Returns: The started animator.
  @discardableResult
  public func animate(
    spring: Spring = .smooth, initialVelocity: Double = 0, delay: Double = 0,
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (AnimatingPosition) -> Void)? = nil
  ) throws(AnimatorError) -> PropertyAnimator {
    let animator = try PropertyAnimator(
      duration: 0, timing: .spring(spring, initialVelocity: initialVelocity), window: self,
      animations: animations)
    if let completion { animator.addCompletion(completion) }
    try animator.startAnimation(afterDelay: delay)
    return animator
  }
}
