import Dynamics
import Motion
import Stage

/// The run after a release or a button: the throw, its flight off screen or the way back, frame
/// by frame (`TransitionSimulation`, `FrameObserver`).
extension ThrowAwayTransition {
  /// A release (or a button): throw the card off screen, or spring it back to its place.
  public func transitionAnimator(
    _ animator: TransitionAnimator, completeTowardsEnd finish: Bool, velocity: Double
  ) {
    guard var current = run, current.animator === animator, let card = current.view else {
      animator.complete(finished: finish)
      return
    }
    let window = animator.context.window
    let now = window.currentTime
    let reduce = animator.context.prefersReducedMotion
    let angle = card.transform.rotation
    let spin = current.hold.map { $0.world.angularVelocity(of: $0.item) } ?? 0
    let released = current.takeRelease()
    let displacement = card.center - current.home.center
    // The decision is the machinery's (the pan's policy follows the throw rule: `decide`); the
    // rule gives the throw's velocity.
    let throwing: Vector?
    if !finish {
      throwing = nil
    } else if let released {
      let distance = displacement.length
      throwing =
        Self.throwVelocity(
          release: released, displacement: displacement, bounds: current.bounds,
          configuration: configuration)
        ?? (distance > 0
          ? displacement * (configuration.throwVelocity / distance)
          : Vector(dx: 0, dy: configuration.throwVelocity))
    } else {
      // A button: thrown down.
      throwing = Vector(dx: 0, dy: 1.5 * configuration.throwVelocity)
    }
    if let throwing {
      let angular = reduce ? 0 : (released == nil ? Self.buttonSpin : spin)
      onPhysicsEvent?(.thrown(velocity: throwing, angularVelocity: angular))
      window.impact(.medium)
      if reduce {
        current.motion = .fading(start: now, from: card.alpha)
      } else {
        let world = try? World(bounds: current.bounds, step: 1.0 / 240)
        let item = try? world?.addItem(
          ItemDefinition(
            center: card.center, size: card.bounds.size, velocity: throwing, angle: angle,
            angularVelocity: angular, angularResistance: configuration.angularResistance))
        guard let world, let item else {
          animator.complete(finished: true)
          return
        }
        current.motion = .flight(world: world, item: item, start: now)
      }
    } else {
      let velocity = reduce ? Vector.zero : (released ?? .zero)
      current.motion = .returning(
        Self.returnMotion(
          from: card.center, angle: angle, to: current.home.center, velocity: velocity,
          angularVelocity: reduce ? 0 : spin, size: card.bounds.size, bounds: current.bounds,
          configuration: configuration, reduceMotion: reduce),
        start: now)
    }
    run = current
    observe(window)
  }

  public func transitionAnimatorDidHold(_ animator: TransitionAnimator) {
    run?.motion = nil
    run?.hold = nil
    decide(velocity: .zero)
  }

  func observe(_ window: Window) {
    guard !observing else { return }
    observing = true
    window.addFrameObserver(self)
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard let current = run, let card = current.view, let animator = current.animator,
      !animator.isCompleted
    else {
      observing = false
      return false
    }
    if let hold = current.hold {
      swing(hold, card: card, at: time)
      return true
    }
    guard let motion = current.motion else { return true }
    switch motion {
    case .flight(let world, let item, let start):
      try? world.advance(to: max(world.elapsedTime, time - start))
      let center = world.center(of: item)
      let angle = world.angle(of: item)
      card.center = center
      card.transform = Transform(rotation: angle)
      let progress = min((center - current.home.center).length / current.bounds.height, 1)
      animator.showDriven(progress, velocity: 0)
      let gone = !Self.boundingBox(center: center, size: card.bounds.size, angle: angle)
        .intersects(current.bounds)
      if gone || time - start >= Self.flightTimeCap {
        finish(true, animator, event: .left)
      }
    case .fading(let start, let from):
      let fraction = min(max((time - start) / ReducedMotion.crossFadeDuration, 0), 1)
      card.alpha = from * (1 - fraction)
      animator.showDriven(max(animator.progress, fraction), velocity: 0)
      if fraction >= 1 { finish(true, animator, event: .left) }
    case .returning(let spring, let start):
      let t = time - start
      let sample = spring.sample(at: t)
      card.center = sample.center
      card.transform = Transform(rotation: sample.angle)
      let progress = min((sample.center - current.home.center).length / current.bounds.height, 1)
      animator.showDriven(progress, velocity: 0)
      if t >= spring.settlingTime {
        card.transform = .identity
        card.frame = current.home
        finish(false, animator, event: .returned)
      }
    }
    return true
  }

  func finish(_ finished: Bool, _ animator: TransitionAnimator, event: PhysicsEvent) {
    run?.motion = nil
    onPhysicsEvent?(event)
    animator.complete(finished: finished)
  }
}
