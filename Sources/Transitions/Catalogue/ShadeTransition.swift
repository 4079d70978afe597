public import Dynamics
public import Motion
public import Stage

/// Seed 003's shade: a full-screen view pulled down from the top like the notification screen,
/// whose outcome the physics decides.
///
/// - A pan that starts in the top ``Configuration/startRegion`` points of the screen (when idle)
///   presents; a pan that starts in the bottom ``Configuration/startRegion`` points of the
///   presented shade dismisses; a pan anywhere else does nothing.
/// - While dragged the shade follows the finger one to one from where it was grabbed (the seed
///   snaps its bottom edge 20 pt below the finger, a jump this does not copy): presenting from
///   idle its frame is (0, −H + translation, W, H).
/// - On release a Dynamics world takes over through Stage's `DynamicAnimator`, as the seed does
///   with UIKit Dynamics: an attachment (damping ratio ``Configuration/dampingRatio``, default
///   0.1; ``Configuration/frequency``, default 3 Hz; rest length H / 2) from the shade's centre to (W / 2, H) when it should open or (W / 2, −H)
///   when it should close (each branch its own anchor; the seed's Objective-C version uses one for
///   both, a bug); a collision with two boundaries, `open` (y = H: the bottom edge may not pass
///   below it) and `closed` (y = −H: the top edge may not pass above it); elasticity 0.6, no
///   rotation. Each branch rests exactly against its boundary.
/// - Which branch: the release policy on the *projected* position (default
///   ``ReleasePolicy/projected``, or ``ReleasePolicy/velocityDirection``). The seed compares a
///   velocity in points per second with 0.5, which decides by the velocity's sign alone; the
///   projection weighs position and speed.
/// - Every contact emits a ``PhysicsEvent/contact(boundary:impactSpeed:)``; a contact with `open`
///   (the one the user sees) also fires an impact haptic of intensity
///   ``hapticIntensity(impactSpeed:)``: 0 below 50 pt/s, 1 at 2000 pt/s or more, linear between.
/// - The transition completes when the physics comes to rest, or after
///   ``Configuration/timeCap`` seconds (default 4), and the outcome is the side it rests on, whatever branch was chosen at release
///   (a strong enough flick can carry it past).
/// - ``Configuration/physicsMode``: `exact` (default, frame-rate independent) or
///   `uikitCompatible` (Box2D's implicit Euler, as UIKit Dynamics).
/// - Grabbing the shade while it bounces removes the physics and the shade follows the finger
///   from where it is; a new release starts the physics again with the new velocity.
/// - Reduce Motion: a non-interactive present or dismiss is the catalogue's 0.3 s cross-fade at
///   the final frame; after a drag (which still follows the finger) the physics has no bounce: a
///   critically damped attachment, no elasticity, no contact haptics. Otherwise a
///   non-interactive present or dismiss is the physics from rest.
/// - VoiceOver: "Open shade" and "Close shade" custom actions, announced once their run
///   completes (``accessibilityActions(isPresented:canPresent:isMoving:)``,
///   ``accessibilityText``).
@MainActor
public final class ShadeTransition: ModalTransition, ReducedMotionTiming,
  ReleasePolicyProviding, TransitionSimulation
{
  /// What the physics did, for timelines and logs.
  public enum PhysicsEvent: Sendable, Hashable {
    /// The shade touched a boundary (`open` or `closed`) at `impactSpeed` pt/s.
    case contact(boundary: String, impactSpeed: Double)
    /// The physics came to rest (or hit the time cap).
    case rest
  }

  /// Which integration the attachment uses.
  public typealias PhysicsMode = AttachmentBehavior.Mode

  /// What the shade was made from, every value in its range.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }
  /// The item's elasticity (restitution) against the boundaries. 0.6.
  public static let elasticity = 0.6
  /// Called for every contact and rest.
  public var onPhysicsEvent: (@MainActor (PhysicsEvent) -> Void)?
  /// The words of the screen-reader actions and announcements (``accessibilityActions(isPresented:canPresent:isMoving:)``),
  /// to localise. Default: English.
  public var accessibilityText = ShadeAccessibilityText()
  /// Called with what the screen reader should announce, when it should (see
  /// ``willPerformAccessibilityAction(_:)``); a backend posts it (UIKit: `.announcement`).
  public var onAccessibilityAnnouncement: (@MainActor (String) -> Void)?
  /// The screen-reader action whose run is under way, until it ends (or a finger takes it).
  var announcing: ShadeAccessibilityAction.Kind?

  private var physics: DynamicAnimator?
  /// Stands for the shade in the world (the shade itself follows the transition's progress).
  private let proxy = View()
  private weak var running: TransitionAnimator?

  /// A shade made from `configuration` (default: ``Configuration/init()``), its numbers
  /// clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
  }

  /// The haptic intensity of an impact at `speed` pt/s: 0 below 50, 1 at 2000 or more, linear
  /// between.
  public static func hapticIntensity(impactSpeed speed: Double) -> Double {
    min(max((speed - 50) / (2000 - 50), 0), 1)
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .falling(for: operation)
  }

  /// A pan presents only when it starts in the top ``Configuration/startRegion`` points of the screen.
  public func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    makePan(
      on: presenter.view, .present, edges: .top, edgeWidth: configuration.startRegion, host: host)
  }

  /// A pan dismisses only when it starts in the bottom ``Configuration/startRegion`` points of the shade,
  /// which covers the screen when presented: the screen's bottom edge.
  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    makePan(
      on: presented.view, .dismiss, edges: .bottom, edgeWidth: configuration.startRegion,
      host: host)
  }

  public var motionDuration: Double { configuration.timeCap }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, shade, bounds) = try context.modalRun()
    let shown = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    let hidden = shown.offsetBy(Vector(dx: 0, dy: -bounds.height))
    shade.alpha = 1
    shade.transform = .identity
    shade.frame = presenting ? hidden : shown
    if context.crossFades {
      // Reduce Motion, not interactive: the catalogue's 0.3 s cross-fade at the final frame.
      return try ReducedMotion.crossFade(shade, at: shown, appearing: presenting, context: context)
    }
    let target = presenting ? shown : hidden
    let views = try PropertyAnimator(duration: configuration.timeCap, window: context.window) {
      shade.frame = target
    }
    let animator = try TransitionAnimator(
      context: context, propertyAnimator: views,
      timing: .curve(.linear, duration: configuration.timeCap),
      travel: bounds.height)
    animator.simulation = self
    return animator
  }

  // MARK: TransitionSimulation

  public func transitionAnimator(
    _ animator: TransitionAnimator, completeTowardsEnd finish: Bool, velocity: Double
  ) {
    stopPhysics()
    running = animator
    let context = animator.context
    let container = context.containerView
    let bounds = container.bounds
    let height = bounds.height
    let presenting = context.operation == .present
    let reduce = context.prefersReducedMotion
    // Progress p shows the shade's top edge at −H + pH (presenting) or −pH (dismissing).
    let top = presenting ? -height + animator.progress * height : -animator.progress * height
    let down = presenting ? velocity * height : -velocity * height  // pt/s, y down
    proxy.frame = Rect(x: 0, y: top, width: bounds.width, height: height)
    guard let physics = try? DynamicAnimator(referenceView: container) else {
      animator.complete(finished: finish)
      return
    }
    self.physics = physics
    let world = physics.world
    world.restDetection = RestDetection(timeCap: configuration.timeCap)
    guard
      let item = try? physics.addItem(
        proxy, velocity: Vector(dx: 0, dy: down), elasticity: reduce ? 0 : Self.elasticity)
    else {
      animator.complete(finished: finish)
      return
    }
    // Opening pulls towards (W/2, H), closing towards (W/2, −H); rest length H / 2.
    let opens = presenting == finish
    let anchor = Point(x: bounds.width / 2, y: opens ? height : -height)
    world.addBehavior(
      AttachmentBehavior(
        item: item, anchor: anchor, length: height / 2, frequency: configuration.frequency,
        dampingRatio: reduce ? 1 : configuration.dampingRatio, mode: configuration.physicsMode))
    let collision = CollisionBehavior(items: [item], translatesReferenceBoundsIntoBoundary: false)
    let span = bounds.width * 4
    try? collision.addBoundary(
      identifier: "open", from: Point(x: -span, y: height), to: Point(x: span, y: height))
    try? collision.addBoundary(
      identifier: "closed", from: Point(x: -span, y: -height), to: Point(x: span, y: -height))
    collision.onContactBegan = { [weak self, weak window = context.window] contact in
      guard let self, case .boundary(let name) = contact.partner else { return }
      self.onPhysicsEvent?(.contact(boundary: name, impactSpeed: contact.impactSpeed))
      if name == "open", !reduce {
        window?.impact(.medium, intensity: Self.hapticIntensity(impactSpeed: contact.impactSpeed))
      }
    }
    world.addBehavior(collision)
    world.onRest = { [weak self] world in self?.rested(world, item: item) }
    physics.install(in: context.window)
    context.window.addFrameObserver(ProgressFollower(shade: self, physics: physics, item: item))
  }

  public func transitionAnimatorDidHold(_ animator: TransitionAnimator) {
    stopPhysics()
    announcing = nil  // a finger took it: what happens next is the finger's, not the action's
  }

  /// Shows the world's state as the transition's progress (each frame, after the world moved).
  func follow(_ item: ItemID, in simulation: DynamicAnimator) -> Bool {
    guard let shown = driven(item, in: simulation) else { return false }
    shown.animator.showDriven(shown.progress, velocity: shown.velocity)
    return true
  }

  /// The progress and velocity a frame shows for the world's state now, and the animator they
  /// are shown on; `nil` once the physics stopped or the run completed.
  func driven(
    _ item: ItemID, in simulation: DynamicAnimator
  ) -> (animator: TransitionAnimator, progress: Double, velocity: Double)? {
    guard let physics, physics === simulation, let animator = running, !animator.isCompleted
    else { return nil }
    let height = animator.context.containerView.bounds.height
    let world = physics.world
    let presenting = animator.context.operation == .present
    let progress = Self.progress(centerY: world.center(of: item).y, height: height, presenting)
    let velocity = world.velocity(of: item).dy
    return (animator, progress, presenting ? velocity / height : -velocity / height)
  }

  /// The progress shown for the shade's centre at `y`, its container `height` high: its top edge
  /// at −H + pH presenting, −pH dismissing.
  static func progress(centerY y: Double, height: Double, _ presenting: Bool) -> Double {
    let top = y - height / 2
    return presenting ? (top + height) / height : -top / height
  }

  /// ``progress(centerY:height:_:)`` of the world's item as it moves, read with nothing looked
  /// up but the world: valid while the run goes on.
  func reader(
    _ item: ItemID, in simulation: DynamicAnimator
  ) -> (@MainActor () -> Double)? {
    guard let animator = driven(item, in: simulation)?.animator else { return nil }
    let height = animator.context.containerView.bounds.height
    let presenting = animator.context.operation == .present
    let world = simulation.world
    return { Self.progress(centerY: world.center(of: item).y, height: height, presenting) }
  }

  /// Whether the physics' contacts and rest reach only the shade's own work (no
  /// ``onPhysicsEvent``).
  var callbacksAreOwn: Bool { onPhysicsEvent == nil }

  /// At rest (or the time cap): the outcome is the side the shade rests on.
  private func rested(_ world: World, item: ItemID) {
    guard let animator = running else { return }
    onPhysicsEvent?(.rest)
    let open = world.center(of: item).y > 0  // open rests at H/2, closed at −H/2
    let finished = animator.context.operation == .present ? open : !open
    stopPhysics()
    animator.complete(finished: finished)
  }

  private func stopPhysics() {
    physics?.stop()
    physics?.world.onRest = nil
    physics = nil
  }
}
