import Motion
import Stage

/// A container's default transition: the incoming child enters from the side of its index (a
/// higher index from the right), the outgoing one leaves the other way, on a 0.35 s spring of
/// damping ratio 1 (settled within half a point at 0.35 s). Travel: the container's width, so
/// a horizontal drag moves both children one to one.
@MainActor
public final class ContainerSlideTransition: AnimatedTransitioning, ReducedMotionTiming {
  /// The non-interactive duration, in seconds.
  public static let duration = 0.35

  /// Whether the incoming child has the higher index (it enters from the right).
  public let forward: Bool

  public init(forward: Bool) {
    self.forward = forward
  }

  public var motionDuration: Double { Self.duration }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    guard let from = context.viewController(forKey: .from),
      let to = context.viewController(forKey: .to)
    else { throw TransitionError.missingView(.to) }
    let bounds = context.containerView.bounds
    let width = max(bounds.width, 1)
    let final = context.finalFrame(for: to)
    let shift = forward ? width : -width
    if context.crossFades {
      return try ReducedMotion.crossFade(
        to.view, at: final, appearing: true, context: context,
        alongside: { from.view.alpha = 0 })
    }
    from.view.alpha = 1
    to.view.alpha = 1
    to.view.frame = final.offsetBy(Vector(dx: shift, dy: 0))
    let fromFinal = context.initialFrame(for: from).offsetBy(Vector(dx: -shift, dy: 0))
    return try .settling(in: Self.duration, travel: width, context: context) {
      to.view.frame = final
      from.view.frame = fromFinal
    }
  }
}
