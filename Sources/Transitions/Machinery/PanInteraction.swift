public import Motion
public import Stage

/// A percent-driven interaction that installs and owns its gesture recognisers on a view:
/// a pan that begins a transition (its ``operation``, when its first movement goes along
/// ``startAxis``, the host's progress axis for it) or drives the running one, and a grab (a
/// zero-duration press) that catches a moving transition the moment a finger lands on the
/// view, before any pan is recognised.
///
/// While held, the view follows the finger one to one from where it was grabbed, from the first
/// movement of the finger (no pan slop: the grab made the view the finger's, as the "instant pan"
/// of WWDC 2017 session 230 does); lifting the finger without moving lets the transition go on
/// from rest by the policy. A drag that begins from rest keeps the pan's movement threshold.
///
/// With ``edges``, a pan begins a transition from rest only when the finger went down at one of
/// the window's edges (the interactive "back" swipe); a grab still catches the moving view
/// anywhere, and the finger then drags it from there.
///
/// With ``stretchesAgainstStartAxis``, a drag that starts against ``startAxis`` while nothing
/// runs stretches the view instead (its far edge follows the finger, rubber-banded), and the
/// view springs back when the finger lets go; a stretch dragged back past rest hands the rest
/// of the same drag to the transition.
///
/// What the finger is doing (holding, tracking, stretching, scrolling content…) is a state
/// machine of its own (`PanInteraction.StateMachine`); this class measures, asks it, and does
/// what it says.
@MainActor
public final class PanInteraction: PercentDrivenInteraction {
  /// Window edges a pan may start from: Stage's screen-edge pan's.
  public typealias Edges = ScreenEdgePanGestureRecognizer.Edges

  /// The pan that drives the transition (exposed so it can be disabled or coordinated).
  public let panGestureRecognizer = PanGestureRecognizer()
  /// The zero-duration press that catches a moving transition.
  public let grabGestureRecognizer = LongPressGestureRecognizer()
  /// The operation a pan begins from rest (`.present`, `.dismiss`, or a container's `.select`).
  public let operation: TransitionOperation
  /// The direction (window coordinates) a pan must first move in to begin a transition from
  /// rest: the host's progress axis for ``operation`` (zero without a host).
  public var startAxis: Vector { host?.progressAxis(for: operation) ?? .zero }
  /// The window edges a pan must start from to begin a transition (or a stretch) from rest;
  /// empty (the default): anywhere on the view. A grab catches a moving transition anywhere.
  public var edges: Edges
  /// How close to one of ``edges`` the finger must go down, in points. Default 20 (as Stage's
  /// `ScreenEdgePanGestureRecognizer`).
  public var edgeWidth: Double
  /// Whether a pan may begin a transition from rest (a grab works either way). Default `true`.
  public var beginsTransitions = true
  /// Whether a pan may also begin against ``startAxis`` (a container's pan goes either way;
  /// the host reads the direction from ``panGestureRecognizer``). Default `false`.
  public var isBidirectional = false
  /// The percent-driven interaction the drags drive now: this one, or, from
  /// ``drive(_:context:animator:)`` until the release, one that a delegate vended for its own
  /// animator (seed 004).
  public var drivenInteraction: PercentDrivenInteraction { delegateInteraction ?? self }
  /// Called with the interaction after every change of progress it makes.
  public var onUpdate: (@MainActor (PanInteraction) -> Void)?
  /// A scroll view inside the view whose content scrolls first: a drag along ``startAxis``
  /// begins the transition only once the content is at its top, continuing the same drag
  /// (no lift needed), and dragging the view back home hands the rest of the drag back to the
  /// content. The pan then recognises alongside the scroll view's.
  public weak var scrollView: ScrollView?
  /// Asked before a pan begins a transition from rest; `false` leaves the touch to others.
  public var shouldBegin: (@MainActor (PanInteraction) -> Bool)?
  /// Asked whether the pan may recognise alongside another recogniser on the same touch (one
  /// deeper in the hierarchy recognises first and would otherwise win): `true` lets both run.
  /// Default `nil`: only alongside the interaction's own grab and ``scrollView``.
  public var recognizesSimultaneously: (@MainActor (GestureRecognizer) -> Bool)?
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
  /// Whether a pan goes any way: its axis turns to the way the finger has moved since it went
  /// down, so progress is the distance (a cross-dissolve's drag). See ``fingerAxis(_:)``.
  /// Default `false`.
  public var followsAnyDirection = false

  /// The finger's travel along the driven transition's axis since it went down, in points.
  public private(set) var translation = 0.0

  weak var host: (any PanInteractionHost)?
  private(set) weak var installedView: View?
  /// What the finger is doing: the one source of truth for the interaction's state.
  var machine = StateMachine()
  /// The spring back from a stretch, while it runs (the machine is `springingBack`).
  var springBackAnimator: PropertyAnimator?
  /// A delegate's interaction driven instead of this one, until the release.
  private var delegateInteraction: PercentDrivenInteraction?
  private let arbiter = DragInteractionArbiter()

  /// The initialiser with its release policy under its former label.
  @available(*, deprecated, renamed: "init(view:operation:edges:edgeWidth:releasePolicy:host:)")
  public convenience init(
    view: View, operation: TransitionOperation, edges: Edges = [], edgeWidth: Double = 20,
    policy: ReleasePolicy, host: (any PanInteractionHost)?
  ) {
    self.init(
      view: view, operation: operation, edges: edges, edgeWidth: edgeWidth,
      releasePolicy: policy, host: host)
  }

  /// - Parameters:
  ///   - view: The view whose touches it watches.
  ///   - operation: The operation a pan on `view` begins from rest; the host's
  ///     ``PanInteractionHost/progressAxis(for:)`` for it is the direction the pan must start
  ///     in (``startAxis``).
  ///   - edges: The window edges a pan must start from to begin it (see ``edges``); empty:
  ///     anywhere.
  ///   - edgeWidth: How close to one of `edges` it must start, in points. Default 20.
  ///   - releasePolicy: Finish or cancel on release. Default ``ReleasePolicy/projected``.
  ///   - host: Who starts and runs the transitions.
  public init(
    view: View, operation: TransitionOperation, edges: Edges = [], edgeWidth: Double = 20,
    releasePolicy: ReleasePolicy = .projected, host: (any PanInteractionHost)?
  ) {
    self.operation = operation
    self.edges = edges
    self.edgeWidth = edgeWidth
    self.host = host
    super.init(releasePolicy: releasePolicy)
    installedView = view
    arbiter.owner = self
    installGrabAndPan(
      grab: grabGestureRecognizer, pan: panGestureRecognizer, named: nil, delegate: arbiter,
      on: view, grabbed: { [weak self] recognizer in self?.grabChanged(recognizer) },
      panned: { [weak self] recognizer in self?.panChanged(recognizer) })
  }

  /// Whether a finger drives a transition now, or one is being started for it.
  public override var isDriving: Bool {
    machine.isStarting || drivenInteraction.animator != nil
  }

  /// Where the finger went down, in window coordinates (its location less its translation).
  public var startLocation: Point {
    let location = panGestureRecognizer.location(in: nil)
    let moved = panGestureRecognizer.translation(in: nil)
    return Point(x: location.x - moved.dx, y: location.y - moved.dy)
  }

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
  /// progress and release go to it (``drivenInteraction``) until the finger lets go.
  public func drive(
    _ interaction: PercentDrivenInteraction, context: any TransitionContext,
    animator: TransitionAnimator
  ) {
    delegateInteraction = interaction === self ? nil : interaction
    if interaction === self {
      super.startInteractiveTransition(context, animator: animator)
    } else {
      interaction.startInteractiveTransition(context, animator: animator)
    }
    apply(machine.transitionHeld(progress: animator.progress))
  }

  // MARK: Gestures

  private func grabChanged(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      apply(
        machine.grabBegan(facts(), panMinimumDistance: panGestureRecognizer.minimumDistance))
    case .ended, .cancelled:
      let pan = panGestureRecognizer.state
      apply(machine.grabEnded(facts(), panIsActive: pan == .began || pan == .changed))
    case .possible, .changed, .failed: break
    }
  }

  private func panChanged(_ recognizer: GestureRecognizer) {
    let along = panGestureRecognizer.translation(in: nil).dot(fingerAxis(startAxis))
    switch recognizer.state {
    case .began, .changed:
      apply(machine.panMoved(began: recognizer.state == .began, along: along, facts()))
    case .ended, .cancelled:
      let velocity = panGestureRecognizer.velocity(in: nil)
      apply(machine.panEnded(along: along, velocity: velocity, facts()))
    case .failed:
      apply(machine.panFailed(along: along))
    case .possible: break
    }
  }

  // MARK: Measuring and acting

  /// The facts the state machine decides with, now.
  func facts() -> StateMachine.Facts {
    var facts = StateMachine.Facts(stretchAllowed: stretchAllowed, viewFrame: installedView?.frame)
    if let animator = drivenInteraction.animator {
      facts.driven = .init(
        progress: animator.progress, travel: animator.travel,
        dismisses: animator.context.operation == .dismiss,
        along: panGestureRecognizer.translation(in: nil).dot(progressAxis(of: animator)))
    }
    if let running = host?.activeAnimator {
      facts.host = running.isCompleted ? .completed : .running
    }
    if let scrollView { facts.scrollContent = scrollView.isAtTop ? .atTop : .scrolled }
    return facts
  }

  /// The driven transition's progress axis.
  private func progressAxis(of animator: TransitionAnimator) -> Vector {
    fingerAxis(host?.progressAxis(for: animator.context.operation) ?? startAxis)
  }

  /// Does what the state machine says, in order (an action that reports back applies the
  /// machine's answer before the next one).
  func apply(_ actions: StateMachine.Actions) {
    for action in actions {
      switch action {
      case .lowerPanThreshold: panGestureRecognizer.minimumDistance = 0
      case .restorePanThreshold(let distance): panGestureRecognizer.minimumDistance = distance
      case .takeRunningTransition:
        guard let running = host?.activeAnimator else { continue }
        drivenInteraction.take(running)
        translation = 0
        apply(machine.transitionHeld(progress: running.progress))
      case .beginTransition(let askFirst):
        let allowed =
          !askFirst || (beginsTransitions && mayBeginGestures && (shouldBegin?(self) ?? true))
        let started = allowed && (host?.beginTransition(for: self) ?? false)
        apply(machine.beginTransitionReturned(started: started, facts()))
      case .follow(let translation, let progress):
        self.translation = translation
        drivenInteraction.update(progress)
        onUpdate?(self)
      case .pinScrollContent:
        if let scrollView { scrollView.contentOffset = scrollView.minimumContentOffset }
      case .handBackToScrollContent(let translation, let past):
        self.translation = translation
        handBackToScrollContent(scrolledPast: past)
      case .release(let velocity): release(velocity: velocity)
      case .catchStretch(let base, let along): catchStretch(from: base, along: along)
      case .showStretch(let base, let travel): showStretch(from: base, travel: travel)
      case .restoreView(let base): installedView?.frame = base
      case .springBack(let base, let velocity): springBack(to: base, velocity: velocity)
      case .stopSpringBack: stopSpringBack()
      }
    }
  }

  /// Lets go of the driven transition: the policy decides from the pan's velocity along the
  /// transition's axis, or from rest (`nil`).
  private func release(velocity: Vector?) {
    guard let animator = drivenInteraction.animator else { return }
    let driven = drivenInteraction
    delegateInteraction = nil
    guard let velocity else {
      animator.context.transitionCoordinator.releaseVelocity = .zero
      driven.release(velocity: 0)
      return
    }
    let axis = progressAxis(of: animator)
    animator.context.transitionCoordinator.releaseVelocity = velocity
    driven.release(velocity: velocity.dot(axis))
  }

  /// The view is back home: the transition is cancelled at once, and the finger's travel past
  /// home scrolls the content.
  private func handBackToScrollContent(scrolledPast past: Double) {
    let driven = drivenInteraction
    guard let animator = driven.animator else { return }
    if let scrollView {
      let axis = progressAxis(of: animator)
      let home = scrollView.minimumContentOffset
      scrollView.contentOffset = Point(x: home.x + axis.dx * past, y: home.y + axis.dy * past)
    }
    driven.animator = nil
    delegateInteraction = nil
    animator.context.transitionCoordinator.releaseVelocity = .zero
    animator.release(finish: false, velocity: 0)
    animator.complete(finished: false)
    onUpdate?(self)
  }
}
