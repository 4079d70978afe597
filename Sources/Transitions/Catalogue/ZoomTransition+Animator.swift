import Motion
import Stage

/// The zoom's animator: from the source's look (or a fallback) to the presented screen's, on a
/// spring, and the look applied to a view.
extension ZoomTransition {
  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let zoomingIn = Self.zoomsIn(context.operation)
    let zoomed = try context.movingView()
    let container = context.containerView
    let bounds = container.bounds
    let full = ZoomLook(frame: bounds, cornerRadius: 0)
    let source = sourceLook(context)
    let (start, end) = zoomingIn ? (source, full) : (full, source)
    let dimming = dimmingView
    let (dimFrom, dimTo) = zoomingIn ? (0.0, Self.dimmingAlpha) : (Self.dimmingAlpha, 0.0)
    dimming.alpha = dimFrom
    let travel = max(bounds.height * Self.travelFraction, 1)
    run = Run(
      view: zoomed, start: start, end: end, zoomingIn: zoomingIn, height: bounds.height,
      travel: travel)
    if context.crossFades {
      // Reduce Motion: the screen fades at its place; nothing zooms.
      return try ReducedMotion.crossFade(
        zoomed, at: bounds, appearing: zoomingIn, context: context,
        alongside: { dimming.alpha = dimTo })
    }
    zoomed.cornerRadius = 0
    Self.apply(start, to: zoomed)
    let views = try PropertyAnimator(duration: Self.duration, window: context.window) {
      dimming.alpha = dimTo
    }
    let animator = try TransitionAnimator(
      context: context, propertyAnimator: views,
      timing: .spring(Self.buttonSpring(from: start, to: end)), travel: travel)
    return simulating(animator, in: context)
  }

  /// The source's look in the container: the provider's view (hidden from now on), or the
  /// configuration's frame when there is no provider, or the fallback when the provider gives
  /// nothing on screen.
  private func sourceLook(_ context: any TransitionContext) -> ZoomLook {
    let zoomingIn = Self.zoomsIn(context.operation)
    let sourceController = context.viewController(forKey: zoomingIn ? .from : .to)
    let container = context.containerView
    guard let sourceProvider else {
      // A toolkit's source that no backend made into an engine view: there is no source.
      if toolkitSource != nil { return fallback(in: container.bounds) }
      let frame = configuration.sourceFrame
      let inContainer = sourceController?.view.convert(frame, to: container) ?? frame
      return ZoomLook(frame: inContainer, cornerRadius: configuration.sourceCornerRadius)
    }
    let asked = sourceProvider(
      SourceContext(
        operation: context.operation, sourceViewController: sourceController,
        zoomedViewController: context.viewController(forKey: zoomingIn ? .to : .from)))
    if hiddenSource !== asked {
      hiddenSource?.isHidden = false
      hiddenSource = nil
    }
    guard let source = asked, source.window != nil, source.window === container.window else {
      return fallback(in: container.bounds)
    }
    let look = ZoomLook(
      frame: source.convert(source.bounds, to: container), cornerRadius: source.cornerRadius)
    source.isHidden = true
    hiddenSource = source
    return look
  }

  /// The far end without a source: the screen scaled by ``fallbackScale`` about its centre,
  /// transparent.
  private func fallback(in bounds: Rect) -> ZoomLook {
    let size = Size(
      width: bounds.width * Self.fallbackScale, height: bounds.height * Self.fallbackScale)
    return ZoomLook(
      frame: Rect(center: bounds.center, size: size),
      cornerRadius: configuration.sourceCornerRadius, alpha: 0)
  }

  /// The button's spring: settled within half a point of the farthest edge after
  /// ``duration``.
  static func buttonSpring(from start: ZoomLook, to end: ZoomLook) -> Spring {
    let distance = max(distance(start, end), 1)
    return (try? Spring.settling(in: duration, dampingRatio: dampingRatio, distance: distance))
      ?? .smooth
  }

  /// The zoomed screen's size changes are motion: a backend draws them by scaling the content,
  /// laid out once at full size, and clipping it to the frame (as UIKit's own zoom does).
  public var movingViewSizeChanges: SizeChanges { .drawnByScaling }

  /// Shows `look` on `view`: its frame, untransformed, its corner radius and alpha.
  static func apply(_ look: ZoomLook, to view: View) {
    view.transform = .identity
    view.frame = look.frame
    view.cornerRadius = look.cornerRadius
    view.alpha = look.alpha
  }
}
