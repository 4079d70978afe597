import Dynamics
import Motion
import Stage

/// The card's motion: held at the finger, thrown, springing back.
extension ThrowAwayTransition {
  /// One running dismissal: its card and what moves it now.
  struct Run: FingerHeldRun {
    weak var view: View?
    weak var animator: TransitionAnimator?
    /// The card's place (its frame at rest, untransformed).
    let home: Rect
    /// The container's bounds (the window).
    let bounds: Rect
    /// A finger holding the card.
    var hold: Hold?
    /// The finger's velocity when it last let go, until the release's motion starts.
    var released: Vector?
    /// What moves the card after a release or a button.
    var motion: Motion?

    init(view: View, home: Rect, bounds: Rect) {
      self.view = view
      self.home = home
      self.bounds = bounds
    }
  }

  /// A finger holding the card: the grabbed point (from the card's centre in its own axes), the
  /// finger now, and the world in which the card swings about it.
  struct Hold {
    let offset: Vector
    /// The finger's point when it took hold, and the pan's translation then.
    let point: Point
    let base: Vector
    var finger: Point
    let world: World
    let item: ItemID
    let attachment: AttachmentBehavior
    /// The window's time of the world's time 0.
    let origin: Double
    /// Whether the card may turn (not under Reduce Motion).
    let turns: Bool
  }

  /// What moves a released card.
  enum Motion {
    /// Thrown: a free `Dynamics` item, from the window's time `start`.
    case flight(world: World, item: ItemID, start: Double)
    /// Reduce Motion's throw: fading out at its place.
    case fading(start: Double, from: Double)
    /// Back to its place.
    case returning(ReturnMotion, start: Double)
  }

  /// The return: x, y and the angle on one spring each.
  struct ReturnMotion {
    let x: SpringMotion
    let y: SpringMotion
    let angle: SpringMotion
    /// When all three are within half a point (the angle: of the card's farthest corner).
    let settlingTime: Double

    func sample(at t: Double) -> (center: Point, angle: Double) {
      (Point(x: x.value(at: t), y: y.value(at: t)), angle.value(at: t))
    }
  }

  /// `vector` turned by `angle` radians (clockwise on screen).
  static func rotated(_ vector: Vector, by angle: Double) -> Vector {
    let (s, c) = _sincos(angle)
    return Vector(dx: vector.dx * c - vector.dy * s, dy: vector.dx * s + vector.dy * c)
  }

  /// The on-screen bounding box of a card of `size` centred at `center` turned by `angle`.
  static func boundingBox(center: Point, size: Size, angle: Double) -> Rect {
    let (s, c) = _sincos(angle)
    let width = abs(size.width * c) + abs(size.height * s)
    let height = abs(size.width * s) + abs(size.height * c)
    return Rect(center: center, size: Size(width: width, height: height))
  }

  /// The velocity a release throws the card at, or `nil` when it springs back. As Shuffle's
  /// `SwipeView`, the release counts along the card's displacement from its place: it throws
  /// when its speed along the displacement is at least ``Configuration/throwVelocity`` (then
  /// along the release velocity itself), or when the card is at least
  /// ``Configuration/throwDistance`` of the window's shorter side from its place (then along the
  /// release velocity if it is that fast along the displacement, else along the displacement at
  /// ``Configuration/throwVelocity``). A fast release back towards its place does not throw.
  static func throwVelocity(
    release: Vector, displacement: Vector, bounds: Rect, configuration: Configuration
  ) -> Vector? {
    let distance = displacement.length
    guard distance > 0, distance.isFinite, release.dx.isFinite, release.dy.isFinite else {
      return nil
    }
    let direction = displacement * (1 / distance)
    let along = release.dx * direction.dx + release.dy * direction.dy
    if along >= configuration.throwVelocity { return release }
    let threshold = configuration.throwDistance * min(bounds.width, bounds.height)
    guard distance >= threshold else { return nil }
    return direction * configuration.throwVelocity
  }

  /// The springs back to `home` and angle 0 from `center` and `angle`, carrying `velocity`
  /// and `angularVelocity`: each a spring of damping ratio ``Configuration/returnDampingRatio``
  /// that settles within half a point after ``Configuration/returnDuration`` from rest (no
  /// overshoot under Reduce Motion), made stiffer where a fast release would carry the card
  /// off screen (``caught(_:from:to:velocity:within:)``).
  static func returnMotion(
    from center: Point, angle: Double, to home: Point, velocity: Vector, angularVelocity: Double,
    size: Size, bounds: Rect, configuration: Configuration, reduceMotion: Bool
  ) -> ReturnMotion {
    let radius = max(Vector(dx: size.width, dy: size.height).length / 2, 1)
    let distance = max((center - home).length, abs(angle) * radius, 1)
    let ratio = reduceMotion ? 1 : configuration.returnDampingRatio
    let relaxed =
      (try? Spring.settling(
        in: configuration.returnDuration, dampingRatio: ratio, distance: distance))
      ?? .smooth
    let spring = caught(relaxed, from: center, to: home, velocity: velocity, within: bounds)
    let x = spring.motion(from: center.x, to: home.x, initialVelocity: velocity.dx)
    let y = spring.motion(from: center.y, to: home.y, initialVelocity: velocity.dy)
    let turn = spring.motion(from: angle, to: 0, initialVelocity: angularVelocity)
    let points = Tolerance(distance: 0.5, velocity: 5)
    let radians = Tolerance(distance: 0.5 / radius, velocity: 5 / radius)
    let settling = max(
      x.settlingDuration(tolerance: points), y.settlingDuration(tolerance: points),
      turn.settlingDuration(tolerance: radians))
    return ReturnMotion(x: x, y: y, angle: turn, settlingTime: settling.isFinite ? settling : 10)
  }

  /// A finger moved: the card is held at the point it grabbed (made a hold the first time).
  func follow(_ interaction: PanInteraction) {
    guard var current = run, let card = current.view, let animator = current.animator,
      interaction.drivenInteraction.animator === animator
    else { return }
    let translation = interaction.panGestureRecognizer.translation(in: nil)
    let window = animator.context.window
    if current.hold == nil {
      // Caught at touch-down (a grab), or begun by this drag: from where the finger went down.
      // Held otherwise, the card waited; it is held from here.
      let fromDown = interaction.machine.isGrabbed || animator.context.startsInteractively
      let base = fromDown ? Vector.zero : translation
      let point = interaction.startLocation + base
      let turns = !animator.context.prefersReducedMotion
      let angle = turns ? card.transform.rotation : 0
      let offset = Self.rotated(point - card.center, by: -angle)
      guard let world = try? World(bounds: current.bounds, step: 1.0 / 240),
        let item = try? world.addItem(
          ItemDefinition(
            center: card.center, size: card.bounds.size, angle: angle, allowsRotation: turns,
            angularResistance: configuration.angularResistance))
      else { return }
      let attachment = AttachmentBehavior(
        item: item, offset: offset, anchor: point, frequency: Self.holdFrequency,
        dampingRatio: Self.holdDampingRatio)
      world.addBehavior(attachment)
      current.motion = nil
      current.hold = Hold(
        offset: offset, point: point, base: base, finger: point, world: world, item: item,
        attachment: attachment, origin: window.currentTime, turns: turns)
    }
    guard var hold = current.hold else { return }
    hold.finger = hold.point + (translation - hold.base)
    hold.attachment.anchor = hold.finger
    current.hold = hold
    run = current
    swing(hold, card: card, at: window.currentTime)
    decide(velocity: interaction.panGestureRecognizer.velocity(in: nil))
    observe(window)
  }

  /// The held card at `time`: the world advanced with the finger as the anchor, the card turned
  /// by the world's angle and placed so that the grabbed point is under the finger.
  func swing(_ hold: Hold, card: View, at time: Double) {
    try? hold.world.advance(to: max(hold.world.elapsedTime, time - hold.origin))
    let angle = hold.turns ? hold.world.angle(of: hold.item) : 0
    card.transform = Transform(rotation: angle)
    card.center = hold.finger - Self.rotated(hold.offset, by: angle)
  }

  /// `spring`, or a stiffer one of the same damping ratio (its response divided by 1.5 until it
  /// does), whose return from `center` carrying `velocity` keeps the card's centre within
  /// `bounds`, or on an axis where the centre is already outside, no farther out than it is: a
  /// fast release that does not throw is caught on screen, however long
  /// ``Configuration/returnDuration`` is. (Found by the soak: a 6 s return carried a release of
  /// 9 000 pt/s some 7 000 pt off screen, and brought the card back seconds later.)
  static func caught(
    _ spring: Spring, from center: Point, to home: Point, velocity: Vector, within bounds: Rect
  ) -> Spring {
    let xs = min(bounds.minX, center.x)...max(bounds.maxX, center.x)
    let ys = min(bounds.minY, center.y)...max(bounds.maxY, center.y)
    var candidate = spring
    for _ in 0..<40 {
      let x = candidate.motion(from: center.x, to: home.x, initialVelocity: velocity.dx)
      let y = candidate.motion(from: center.y, to: home.y, initialVelocity: velocity.dy)
      if staysWithin(xs, x), staysWithin(ys, y) { return candidate }
      guard
        let stiffer = try? Spring(
          mass: candidate.mass, dampingRatio: candidate.dampingRatio,
          response: candidate.response / 1.5)
      else { return candidate }
      candidate = stiffer
    }
    return candidate
  }

  /// Whether `motion` stays within `range` on its first swing, the farthest it goes past its
  /// start (64 samples up to half a damped period, or 6 / ω when it does not oscillate; later
  /// swings are smaller).
  static func staysWithin(_ range: ClosedRange<Double>, _ motion: SpringMotion) -> Bool {
    let omega = motion.spring.naturalFrequency
    let zeta = motion.spring.dampingRatio
    let horizon = zeta < 1 ? Double.pi / (omega * (1 - zeta * zeta).squareRoot()) : 6 / omega
    guard horizon.isFinite, horizon > 0 else { return true }
    for step in 1...64 where !range.contains(motion.value(at: horizon * Double(step) / 64)) {
      return false
    }
    return true
  }
}

extension ThrowAwayTransition: FingerHeldTransition {}
