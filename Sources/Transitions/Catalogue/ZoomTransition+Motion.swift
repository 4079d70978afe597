import Motion
import Stage

/// The zoom's motion: the springs after a release (or a button), and the screen under a finger.
extension ZoomTransition {
  /// One running zoom: its view, its two ends, and what moves it now.
  struct Run: FingerHeldRun {
    weak var view: View?
    weak var animator: TransitionAnimator?
    /// The look at progress 0 and at progress 1.
    let start: ZoomLook
    let end: ZoomLook
    /// The source's end: the start of a zoom in, the end of a zoom out.
    let source: ZoomLook
    /// The container's height, in points (the drag's scale falls over a share of it).
    let height: Double
    /// The progress travel, in points.
    let travel: Double
    /// Where a finger took hold: the look then, the finger's point, and the translation the
    /// pan had already made (0 when the finger caught it at touch-down).
    var hold: (look: ZoomLook, point: Point, base: Vector)?
    /// The finger's velocity when it last let go, until the release's motion starts.
    var released: Vector?
    /// The springs moving the view now.
    var motion: ZoomMotion?
    /// Whether the motion ends at progress 1.
    var finishing = true

    init(
      view: View, start: ZoomLook, end: ZoomLook, zoomingIn: Bool, height: Double, travel: Double
    ) {
      self.view = view
      self.start = start
      self.end = end
      source = zoomingIn ? start : end
      self.height = height
      self.travel = travel
    }
  }

  /// The scale of a screen dragged `distance` points: 1 − (1 − floor) · d / (d + falloff · H),
  /// from 1 at rest towards `floor`.
  static func dragScale(distance: Double, height: Double, floor: Double) -> Double {
    let falloff = max(dragFalloff * height, 1)
    let d = max(distance, 0)
    return 1 - (1 - floor) * d / (d + falloff)
  }

  /// A finger moved the screen: it follows on both axes from the point that was grabbed,
  /// scaled about the finger by the drag's distance, its corners rounding towards the source's.
  func follow(_ interaction: PanInteraction) {
    guard var current = run, let view = current.view, let animator = current.animator,
      interaction.drivenInteraction.animator === animator
    else { return }
    let translation = interaction.panGestureRecognizer.translation(in: nil)
    if current.hold == nil {
      // Caught at touch-down (a grab), or begun by this drag: from where the finger went down.
      // Held otherwise, the screen waited; it follows from here.
      let fromDown = interaction.machine.isGrabbed || animator.context.startsInteractively
      let base = fromDown ? Vector.zero : translation
      let start = interaction.startLocation
      current.hold = (
        Self.look(of: view), Point(x: start.x + base.dx, y: start.y + base.dy), base
      )
    }
    guard let hold = current.hold else { return }
    run = current
    let moved = translation - hold.base
    let floor = configuration.minimumScale
    let scale = Self.dragScale(distance: moved.length, height: current.height, floor: floor)
    let finger = Point(x: hold.point.x + moved.dx, y: hold.point.y + moved.dy)
    let grabbed = hold.look.frame
    let rounding = floor < 1 ? (1 - scale) / (1 - floor) : 0
    let radius = hold.look.cornerRadius
    Self.apply(
      ZoomLook(
        frame: Rect(
          x: finger.x + scale * (grabbed.origin.x - hold.point.x),
          y: finger.y + scale * (grabbed.origin.y - hold.point.y),
          width: scale * grabbed.width, height: scale * grabbed.height),
        cornerRadius: radius + (current.source.cornerRadius - radius) * rounding,
        alpha: hold.look.alpha),
      to: view)
  }

  /// The look `view` shows now.
  static func look(of view: View) -> ZoomLook {
    ZoomLook(frame: view.frame, cornerRadius: view.cornerRadius, alpha: view.alpha)
  }

  // MARK: TransitionSimulation

  /// Springs from where the screen is to the end (`finish`) or back to the start: after a
  /// release on the completion spring, the frame carrying the finger's velocity and progress
  /// `velocity` (capped as the animator caps it); from a button on the zoom's own spring, from
  /// rest.
  public func transitionAnimator(
    _ animator: TransitionAnimator, completeTowardsEnd finish: Bool, velocity: Double
  ) {
    guard var current = run, current.animator === animator, let view = current.view else {
      animator.complete(finished: finish)
      return
    }
    let from = Self.look(of: view)
    let target = finish ? current.end : current.start
    let end = finish ? 1.0 : 0.0
    let released = current.takeRelease()
    var spring = Self.buttonSpring(from: from, to: target)
    var frameVelocity = Vector.zero
    var progressVelocity = 0.0
    var tolerance = 0.5 / max(Self.distance(from, target), 1)
    if let released {
      spring = animator.completionSpring
      tolerance = 0.5 / current.travel
      progressVelocity = Self.capped(
        velocity, left: end - animator.progress,
        relative: animator.maximumRelativeCompletionVelocity)
      frameVelocity = released
      if animator.context.prefersReducedMotion {
        // No bounce: critically damped, and no throw past the end.
        spring =
          (try? Spring(dampingRatio: max(1, spring.dampingRatio), response: spring.response))
          ?? .smooth
        frameVelocity = .zero
        progressVelocity = Self.capped(
          progressVelocity, left: end - animator.progress, relative: spring.naturalFrequency)
      }
    }
    let window = animator.context.window
    current.finishing = finish
    current.motion = ZoomMotion(
      from: from, to: target, velocity: frameVelocity, progress: animator.progress,
      progressVelocity: progressVelocity, end: end, spring: spring, progressTolerance: tolerance,
      startTime: window.currentTime)
    run = current
    window.addFrameObserver(self)
  }

  public func transitionAnimatorDidHold(_ animator: TransitionAnimator) {
    run?.motion = nil
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard let current = run, let motion = current.motion, let view = current.view,
      let animator = current.animator, !animator.isCompleted
    else { return false }
    let sample = motion.evaluate(at: time)
    Self.apply(sample.look, to: view)
    animator.showDriven(sample.progress, velocity: sample.velocity)
    guard sample.done else { return true }
    run?.motion = nil
    animator.complete(finished: current.finishing)
    return false
  }

  /// The farthest any edge of the frame moves between two looks, in points.
  static func distance(_ a: ZoomLook, _ b: ZoomLook) -> Double {
    max(
      abs(a.frame.origin.x - b.frame.origin.x), abs(a.frame.origin.y - b.frame.origin.y),
      abs(a.frame.width - b.frame.width), abs(a.frame.height - b.frame.height))
  }

  /// `velocity` towards a target `left` away limited to `relative` times the distance left per
  /// second (a velocity away from it is not limited).
  static func capped(_ velocity: Double, left: Double, relative: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    guard relative.isFinite, relative > 0, velocity * left > 0,
      abs(velocity) > relative * abs(left)
    else { return velocity }
    return left > 0 ? relative * abs(left) : -relative * abs(left)
  }
}

extension ZoomTransition: FingerHeldTransition {}
