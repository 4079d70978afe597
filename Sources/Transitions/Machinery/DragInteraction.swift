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
/// While held, the view follows the finger one to one from where it was grabbed; lifting the
/// finger without moving lets the transition go on from rest by the policy.
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

  weak var host: (any DragInteractionHost)?
  private weak var installedView: View?
  private var startProgress = 0.0
  private var starting = false
  /// The finger's travel along ``startAxis`` at the previous pan event.
  private var lastAlong = 0.0
  /// The finger's travel subtracted from ``translation`` (where a scroll view handed off).
  private var baseline = 0.0
  private let arbiter = Arbiter()

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
      guard target.animator == nil, let running = host?.activeAnimator, !running.isCompleted
      else { return }
      target.take(running)
      startProgress = running.progress
      translation = 0
      baseline = 0
    case .ended, .cancelled:
      // A finger lifted without dragging: the transition goes on from rest by the policy.
      let panning = panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed
      guard !panning, let animator = target.animator else { return }
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
      } else if recognizer.state == .began, let animator = target.animator {
        // Grabbed before the pan was recognised: the view waited under the finger; it follows
        // from here, without jumping by the pan's starting distance.
        let axis = host?.progressAxis(for: animator.context.operation) ?? startAxis
        baseline = dot(panGestureRecognizer.translation(in: nil), axis)
      }
      follow()
    case .ended, .cancelled:
      guard let animator = target.animator else { return }
      let axis = host?.progressAxis(for: animator.context.operation) ?? startAxis
      let velocity = panGestureRecognizer.velocity(in: nil)
      animator.context.transitionCoordinator.releaseVelocity = velocity
      let driven = target
      driver = nil
      driven.release(velocity: dot(velocity, axis))
    default: break
    }
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
    guard beginsTransitions else { return false }
    let moved = panGestureRecognizer.translation(in: nil)
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
    guard let running = host?.activeAnimator else { return false }
    return !running.isCompleted
  }

  fileprivate func owns(_ recognizer: GestureRecognizer) -> Bool {
    recognizer === panGestureRecognizer || recognizer === grabGestureRecognizer
  }
}

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
