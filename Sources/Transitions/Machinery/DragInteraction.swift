public import Motion
public import Stage

/// What a ``DragInteraction`` needs from whoever owns the transitions it drives (a
/// ``TransitionManager``, a container).
@MainActor
public protocol DragInteractionHost: AnyObject {
  /// The transition running now, if any: a finger on the view grabs it.
  var activeAnimator: TransitionAnimator? { get }
  /// The direction a finger moves (unit vector, window coordinates) to advance `operation`.
  func progressAxis(for operation: TransitionOperation) -> Vector
  /// Starts the transition this drag begins when nothing runs (a presentation or dismissal);
  /// returns whether it started. While it starts, ``DragInteraction/isDriving`` is `true`, so
  /// the host vends the interaction for it.
  func beginTransition(for interaction: DragInteraction) -> Bool
}

/// A percent-driven interaction that installs and owns its gesture recognisers on a view:
/// a pan that begins a transition (when its first movement goes along ``startAxis``) or drives
/// the running one, and a grab (a zero-duration press) that catches a moving transition the
/// moment a finger lands on the view, before any pan is recognised.
///
/// While held, the view follows the finger one to one from where it was grabbed, from the first
/// movement of the finger (no pan slop: the grab made the view the finger's, as the "instant pan"
/// of WWDC 2017 session 230 does); lifting the finger without moving lets the transition go on
/// from rest by the policy. A drag that begins from rest keeps the pan's movement threshold.
///
/// With ``stretchesAgainstStartAxis``, a drag that starts against ``startAxis`` while nothing
/// runs stretches the view instead (its far edge follows the finger, rubber-banded), and the
/// view springs back when the finger lets go; a stretch dragged back past rest hands the rest
/// of the same drag to the transition.
@MainActor
public final class DragInteraction: PercentDrivenInteraction {
  /// The pan that drives the transition (exposed so it can be disabled or coordinated).
  public let panGestureRecognizer = PanGestureRecognizer()
  /// The zero-duration press that catches a moving transition.
  public let grabGestureRecognizer = LongPressGestureRecognizer()
  /// The direction (window coordinates) a pan must first move in to begin a transition from
  /// rest, e.g. (0, 1) for downwards.
  public let startAxis: Vector
  /// Whether a pan may begin a transition from rest (a grab works either way). Default `true`.
  public var beginsTransitions = true
  /// Whether a pan may also begin against ``startAxis`` (a container's pan goes either way;
  /// the host reads the direction from ``panGestureRecognizer``). Default `false`.
  public var isBidirectional = false
  /// The percent-driven interaction the drags drive: this one (`nil`, the default), or one
  /// that a delegate vended for its own animator (seed 004). Reset to `nil` at each release.
  public var driver: PercentDrivenInteraction?

  /// What the drags drive now.
  private var target: PercentDrivenInteraction { driver ?? self }
  /// Called with the interaction after every change of progress it makes.
  public var onUpdate: (@MainActor (DragInteraction) -> Void)?
  /// A scroll view inside the view whose content scrolls first: a drag along ``startAxis``
  /// begins the transition only once the content is at its top, continuing the same drag
  /// (no lift needed), and dragging the view back home hands the rest of the drag back to the
  /// content. The pan then recognises alongside the scroll view's.
  public weak var scrollView: ScrollView?
  /// Asked before a pan begins a transition from rest; `false` leaves the touch to others.
  public var shouldBegin: (@MainActor (DragInteraction) -> Bool)?
  /// Whether a drag that starts against ``startAxis`` while nothing runs stretches the view, as
  /// UIKit's sheets do when pulled up: the edge facing away from ``startAxis`` follows the
  /// finger, rubber-banded (Motion's `rubberBand`, c = 0.55, over the view's size along the
  /// axis), the opposite edge stays, and on release the view springs back carrying the
  /// release velocity. It can be grabbed again while it springs back. No transition runs, so
  /// no callbacks. Ignored with a ``scrollView`` (the content takes that drag). Default `false`.
  public var stretchesAgainstStartAxis = false
  /// The spring a stretched view returns with. Default damping ratio 1, response 0.4 s; a
  /// damping ratio below 1 is used as 1, so the view never springs past its rest size.
  public var stretchSpring = (try? Spring(dampingRatio: 1, response: 0.4)) ?? .smooth

  weak var host: (any DragInteractionHost)?
  private weak var installedView: View?
  private var startProgress = 0.0
  private var starting = false
  /// The finger's travel along ``startAxis`` at the previous pan event.
  private var lastAlong = 0.0
  /// The finger's travel subtracted from ``translation`` (where a scroll view handed off).
  private var baseline = 0.0
  private let arbiter = Arbiter()
  /// The pan's own movement threshold while a grab has lowered it to 0 for the touch.
  private var thresholdBeforeGrab: Double?
  /// The view's frame at rest while it is stretched or springs back from a stretch.
  private var stretchBase: Rect?
  /// While a finger stretches the view: the finger's travel along ``startAxis`` (less the pan's
  /// translation) that the current stretch corresponds to.
  private var stretchOrigin: Double?
  /// The spring back from a stretch, while it runs.
  private var stretchReturn: PropertyAnimator?

  /// - Parameters:
  ///   - view: The view whose touches it watches.
  ///   - startAxis: The direction a pan must start in to begin a transition from rest.
  public init(
    view: View, startAxis: Vector, policy: ReleasePolicy = .projected,
    host: (any DragInteractionHost)?
  ) {
    self.startAxis = startAxis
    self.host = host
    super.init(policy: policy)
    installedView = view
    grabGestureRecognizer.minimumPressDuration = 0
    grabGestureRecognizer.allowableMovement = .greatestFiniteMagnitude
    grabGestureRecognizer.name = "grab"
    panGestureRecognizer.name = "drag"
    panGestureRecognizer.maximumNumberOfTouches = 1
    arbiter.owner = self
    grabGestureRecognizer.delegate = arbiter
    panGestureRecognizer.delegate = arbiter
    grabGestureRecognizer.addAction { [weak self] recognizer in self?.grabChanged(recognizer) }
    panGestureRecognizer.addAction { [weak self] recognizer in self?.panChanged(recognizer) }
    view.addGestureRecognizer(grabGestureRecognizer)
    view.addGestureRecognizer(panGestureRecognizer)
  }

  /// Whether a finger drives a transition now, or one is being started for it.
  public override var isDriving: Bool { starting || target.animator != nil }

  /// Where the finger went down, in window coordinates (its location less its translation).
  public var startLocation: Point {
    let location = panGestureRecognizer.location(in: nil)
    let moved = panGestureRecognizer.translation(in: nil)
    return Point(x: location.x - moved.dx, y: location.y - moved.dy)
  }

  /// The finger's travel along the driven transition's axis since it went down, in points.
  public private(set) var translation = 0.0

  /// Removes the recognisers from the view.
  public func uninstall() {
    installedView?.removeGestureRecognizer(grabGestureRecognizer)
    installedView?.removeGestureRecognizer(panGestureRecognizer)
    installedView = nil
  }

  public override func startInteractiveTransition(
    _ context: any TransitionContext, animator: TransitionAnimator
  ) {
    drive(self, context: context, animator: animator)
  }

  /// Starts `animator`'s transition under this interaction's pan, driving `interaction` (a
  /// delegate's percent-driven interaction for its own animator, or this one): the pan's
  /// progress and release go to it until the finger lets go.
  public func drive(
    _ interaction: PercentDrivenInteraction, context: any TransitionContext,
    animator: TransitionAnimator
  ) {
    starting = false
    driver = interaction === self ? nil : interaction
    if interaction === self {
      super.startInteractiveTransition(context, animator: animator)
    } else {
      interaction.startInteractiveTransition(context, animator: animator)
    }
    startProgress = animator.progress
  }

  // MARK: Gestures

  private func grabChanged(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      if stretchReturn != nil {
        // Caught while springing back from a stretch: it stops under the finger.
        holdStretch()
        lowerPanThreshold()
        return
      }
      guard target.animator == nil, let running = host?.activeAnimator, !running.isCompleted
      else { return }
      target.take(running)
      startProgress = running.progress
      translation = 0
      baseline = 0
      lowerPanThreshold()
    case .ended, .cancelled:
      // A finger lifted without dragging: the transition goes on from rest by the policy.
      let panning = panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed
      guard !panning else { return }
      restorePanThreshold()
      if stretchBase != nil, target.animator == nil {
        // A stretch caught and let go without a drag springs back from where it is.
        stretchOrigin = nil
        springBackFromStretch(velocity: 0)
        return
      }
      guard let animator = target.animator else { return }
      animator.context.transitionCoordinator.releaseVelocity = .zero
      let driven = target
      driver = nil
      driven.release(velocity: 0)
    default: break
    }
  }

  private func panChanged(_ recognizer: GestureRecognizer) {
    let along = dot(panGestureRecognizer.translation(in: nil), startAxis)
    defer { lastAlong = along }
    switch recognizer.state {
    case .began, .changed:
      if target.animator == nil, stretchOrigin != nil || stretchStarts(along: along, recognizer) {
        stretch(along: along)
        return
      }
      if target.animator == nil {
        if recognizer.state == .changed && scrollView == nil { return }
        if let scrollView {
          // The content scrolls until it is at its top and the finger moves along the axis;
          // then the rest of the drag hands off to the transition (no lift needed).
          let delta = recognizer.state == .began ? along : along - lastAlong
          guard scrollView.isAtTop, delta > 0 else { return }
        }
        starting = true
        let started = host?.beginTransition(for: self) ?? false
        starting = false
        guard started, target.animator != nil else { return }
        // With a scroll view the view starts following from where the content reached its
        // top (the previous sample); otherwise from where the finger went down.
        baseline = scrollView == nil || recognizer.state == .began ? 0 : lastAlong
      } else if recognizer.state == .began, thresholdBeforeGrab == nil,
        let animator = target.animator
      {
        // Held before this pan was recognised, other than by a grab (which follows from
        // touch-down): the view waited; it follows from here, without a jump.
        let axis = host?.progressAxis(for: animator.context.operation) ?? startAxis
        baseline = dot(panGestureRecognizer.translation(in: nil), axis)
      }
      follow()
    case .ended, .cancelled:
      restorePanThreshold()
      if stretchOrigin != nil {
        stretchOrigin = nil
        springBackFromStretch(velocity: dot(panGestureRecognizer.velocity(in: nil), startAxis))
        return
      }
      guard let animator = target.animator else { return }
      let axis = host?.progressAxis(for: animator.context.operation) ?? startAxis
      let velocity = panGestureRecognizer.velocity(in: nil)
      animator.context.transitionCoordinator.releaseVelocity = velocity
      let driven = target
      driver = nil
      driven.release(velocity: dot(velocity, axis))
    case .failed:
      restorePanThreshold()
    default: break
    }
  }

  /// After a grab, the pan begins on the finger's first movement, so the view follows the
  /// finger from touch-down with no slop; restored when the touch ends.
  private func lowerPanThreshold() {
    guard thresholdBeforeGrab == nil else { return }
    thresholdBeforeGrab = panGestureRecognizer.minimumDistance
    panGestureRecognizer.minimumDistance = 0
  }

  private func restorePanThreshold() {
    guard let threshold = thresholdBeforeGrab else { return }
    thresholdBeforeGrab = nil
    panGestureRecognizer.minimumDistance = threshold
  }

  private func follow() {
    guard let animator = target.animator else { return }
    let axis = host?.progressAxis(for: animator.context.operation) ?? startAxis
    translation = dot(panGestureRecognizer.translation(in: nil), axis) - baseline
    let progress = startProgress + translation / animator.travel
    if let scrollView {
      scrollView.contentOffset = scrollView.minimumContentOffset  // pinned while the view moves
      // Dragged back home: the rest of the drag scrolls the content again.
      if progress <= 0, animator.context.operation == .dismiss, startProgress <= 0 {
        // The finger's travel past home already scrolls the content.
        let past = -progress * animator.travel
        let home = scrollView.minimumContentOffset
        scrollView.contentOffset = Point(x: home.x + axis.dx * past, y: home.y + axis.dy * past)
        target.animator = nil
        driver = nil
        animator.context.transitionCoordinator.releaseVelocity = .zero
        animator.release(finish: false, velocity: 0)
        animator.complete(finished: false)
        onUpdate?(self)
        return
      }
    }
    target.update(progress)
    onUpdate?(self)
  }

  /// Whether the pan may begin: always while it drives (or may grab) a transition; from rest
  /// only along ``startAxis``.
  fileprivate func panShouldBegin() -> Bool {
    if target.animator != nil { return true }
    if let running = host?.activeAnimator, !running.isCompleted { return true }
    if stretchOrigin != nil || stretchReturn != nil || stretchBase != nil { return true }
    let moved = panGestureRecognizer.translation(in: nil)

    if stretchAllowed, host?.activeAnimator == nil {
      let along = dot(moved, startAxis)
      let across = abs(moved.dx * startAxis.dy - moved.dy * startAxis.dx)
      if along < 0, -along >= across { return true }
    }
    guard beginsTransitions else { return false }
    if scrollView != nil {
      // Tracks every drag along the axis, to hand off when the content reaches its top.
      let along = abs(dot(moved, startAxis))
      let across = abs(moved.dx * startAxis.dy - moved.dy * startAxis.dx)
      return along >= across && (shouldBegin?(self) ?? true)
    }
    let along = dot(moved, startAxis)
    let across = abs(moved.dx * startAxis.dy - moved.dy * startAxis.dx)
    guard isBidirectional ? along != 0 : along > 0, abs(along) >= across else { return false }
    return shouldBegin?(self) ?? true
  }

  fileprivate func grabShouldBegin() -> Bool {
    if stretchReturn != nil { return true }
    guard let running = host?.activeAnimator else { return false }
    return !running.isCompleted
  }

  fileprivate func owns(_ recognizer: GestureRecognizer) -> Bool {
    recognizer === panGestureRecognizer || recognizer === grabGestureRecognizer
  }
}

// MARK: Stretch

extension DragInteraction {
  fileprivate var stretchAllowed: Bool {
    stretchesAgainstStartAxis && scrollView == nil && installedView?.window != nil
  }

  /// Whether this pan event starts a stretch: the pan's first event, against the start axis,
  /// with nothing running (or a stretch springing back, caught by this pan).
  fileprivate func stretchStarts(along: Double, _ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.state == .began, stretchAllowed else { return false }
    guard host?.activeAnimator == nil else { return false }
    if stretchReturn != nil || stretchBase != nil {
      holdStretch()
      return true
    }
    guard along < 0 else { return false }
    return true
  }

  /// The view's size along the start axis: the rubber band's dimension.
  private func stretchDimension(_ frame: Rect) -> Double {
    max(abs(frame.size.width * startAxis.dx) + abs(frame.size.height * startAxis.dy), 1)
  }

  /// How far the view is stretched now (on screen), in points, 0 or more.
  private func currentStretch() -> Double {
    guard let view = installedView, let base = stretchBase else { return 0 }
    let shown = view.onScreen.frame
    return max(
      abs(shown.size.width - base.size.width) * abs(startAxis.dx)
        + abs(shown.size.height - base.size.height) * abs(startAxis.dy), 0)
  }

  /// The view's frame stretched by `amount` points against the start axis.
  private func stretched(_ base: Rect, by amount: Double) -> Rect {
    var frame = base
    frame.size.width += amount * abs(startAxis.dx)
    frame.size.height += amount * abs(startAxis.dy)
    // The edge facing away from the axis moves: up for a downward axis, left for a rightward one.
    if startAxis.dx > 0 { frame.origin.x -= amount * startAxis.dx }
    if startAxis.dy > 0 { frame.origin.y -= amount * startAxis.dy }
    return frame
  }

  /// Stops a spring back where it is, for a finger to take over.
  fileprivate func holdStretch() {
    guard let animator = stretchReturn else { return }
    stretchReturn = nil
    animator.stopAnimation(withoutFinishing: true)
  }

  /// Follows the finger: `along` is its travel along the start axis since the pan began.
  fileprivate func stretch(along: Double) {
    guard let view = installedView else { return }
    if stretchOrigin == nil {
      if let base = stretchBase {
        // Caught springing back: continue from the stretch on screen, with no jump.
        let shown = currentStretch()
        stretchOrigin = -unbanded(shown, dimension: stretchDimension(base)) - along
      } else {
        // From rest, the finger's travel since touch-down, as a drag that dismisses counts it.
        stretchBase = view.frame
        stretchOrigin = 0
      }
    }
    guard let base = stretchBase, let origin = stretchOrigin else { return }
    let travel = origin + along  // negative: against the axis
    if travel > 0 {
      // Back at rest: the stretch is over; the rest of the drag may begin the transition.
      view.frame = base
      stretchBase = nil
      stretchOrigin = nil
      guard travel > 0, beginsTransitions, shouldBegin?(self) ?? true else { return }
      starting = true
      let started = host?.beginTransition(for: self) ?? false
      starting = false
      guard started, target.animator != nil else { return }
      baseline = along - travel
      follow()
      return
    }
    let amount = rubberBandUnchecked(offset: -travel, dimension: stretchDimension(base))
    view.frame = stretched(base, by: amount)
  }

  /// The finger's travel that a rubber band shows as `shown` points (the band's inverse).
  private func unbanded(_ shown: Double, dimension d: Double) -> Double {
    let c = 0.55
    guard shown > 0 else { return 0 }
    let ratio = min(shown / d, 0.999_999)
    return d / c * (1 / (1 - ratio) - 1)
  }

  /// Springs the view back to rest, starting at `velocity` pt/s along the start axis (positive:
  /// towards rest).
  fileprivate func springBackFromStretch(velocity: Double) {
    guard let view = installedView, let base = stretchBase, let window = view.window else {
      stretchBase = nil
      return
    }
    let amount = currentStretch()
    guard amount > 0 else {
      view.frame = base
      stretchBase = nil
      return
    }
    // The view's edge moves at the finger's speed times the band's slope there.
    let d = stretchDimension(base)
    let raw = unbanded(amount, dimension: d)
    let slope = 0.55 / pow2(raw * 0.55 / d + 1)
    // Critically damped at least, and never faster than ω₀ times the way left: a critically
    // damped spring goes past its target only faster than that, and a sheet never shrinks
    // below its size.
    let spring =
      stretchSpring.dampingRatio >= 1
      ? stretchSpring
      : (try? Spring(dampingRatio: 1, response: stretchSpring.response)) ?? .smooth
    let relative = min(
      max(velocity.isFinite ? velocity * slope / amount : 0, 0), spring.naturalFrequency)
    stretchReturn = try? window.animate(
      spring: spring, initialVelocity: relative,
      animations: { view.frame = base },
      completion: { [weak self] position in
        guard let self, position == .end else { return }
        self.stretchReturn = nil
        self.stretchBase = nil
      })
  }

  /// Ends a stretch at once, at rest (a transition is about to start from the view).
  public func endStretch() {
    holdStretch()
    if let base = stretchBase { installedView?.frame = base }
    stretchBase = nil
    stretchOrigin = nil
  }
}

@inline(__always)
private func pow2(_ x: Double) -> Double { x * x }

@inline(__always)
private func dot(_ a: Vector, _ b: Vector) -> Double { a.dx * b.dx + a.dy * b.dy }

/// The interaction's gesture delegate (a separate object, so the interaction's public surface
/// stays free of delegate methods).
@MainActor
private final class Arbiter: GestureRecognizerDelegate {
  weak var owner: DragInteraction?

  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let owner else { return false }
    if recognizer === owner.grabGestureRecognizer { return owner.grabShouldBegin() }
    return owner.panShouldBegin()
  }

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    // The grab never blocks anything; the pan runs alongside its own grab and the scroll view
    // it hands off with.
    guard let owner else { return false }
    if let scrollView = owner.scrollView,
      recognizer === scrollView.panGestureRecognizer || other === scrollView.panGestureRecognizer
    {
      return true
    }
    return recognizer === owner.grabGestureRecognizer || other === owner.grabGestureRecognizer
  }
}
