import Motion

/// The motion of one axis of a scroll view after the finger lifts.
enum AxisMotion {
  case idle
  /// Decelerating freely: `decay` started at window time `start`.
  case decaying(Decay, start: Double)
  /// Springing back to an edge: `motion` started at window time `start`.
  case bouncing(SpringMotion, start: Double)

  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }
}

extension ScrollView: FrameObserver {
  /// Where a release at `velocity` (offset points per second) comes to rest, before clamping.
  func projectedOffset(_ velocity: Vector) -> Point {
    let rate = decelerationRate
    func land(_ from: Double, _ v: Double) -> Double {
      (try? Decay(from: from, initialVelocity: v, rate: rate))?.restingValue ?? from
    }
    return Point(x: land(contentOffset.x, velocity.dx), y: land(contentOffset.y, velocity.dy))
  }

  /// The release velocity that makes the deceleration land on `target`.
  func velocityToLand(on target: Point) -> Vector {
    // The projected distance is linear in the velocity: d = v · (projection of 1 pt/s).
    let unit = (try? Decay(initialVelocity: 1, rate: decelerationRate))?.projectedDistance ?? 1
    return Vector(dx: (target.x - contentOffset.x) / unit, dy: (target.y - contentOffset.y) / unit)
  }

  func startDecelerating(velocity: Vector) {
    let now = window?.currentTime ?? 0
    let offset = contentOffset
    horizontalMotion = motion(
      offset.x, velocity.dx, minimumContentOffset.x, maximumContentOffset.x, now)
    verticalMotion = motion(
      offset.y, velocity.dy, minimumContentOffset.y, maximumContentOffset.y, now)
    if isDecelerating, !isObserving, let window {
      isObserving = true
      window.addFrameObserver(self)
    }
  }

  func stopDecelerating() {
    horizontalMotion = .idle
    verticalMotion = .idle
  }

  private func motion(
    _ offset: Double, _ velocity: Double, _ low: Double, _ high: Double, _ now: Double
  ) -> AxisMotion {
    if offset < low || offset > high {
      let edge = offset < low ? low : high
      guard bounces else { return .idle }
      return .bouncing(
        bounceSpring.motion(from: offset, to: edge, initialVelocity: velocity), start: now)
    }
    guard abs(velocity) > Tolerance.halfPoint.velocity,
      let decay = try? Decay(from: offset, initialVelocity: velocity, rate: decelerationRate)
    else { return .idle }
    return .decaying(decay, start: now)
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard isDecelerating, !isDragging else {
      isObserving = false
      return false
    }
    var offset = contentOffset
    offset.x = step(
      &horizontalMotion, time, minimumContentOffset.x, maximumContentOffset.x, offset.x)
    offset.y = step(&verticalMotion, time, minimumContentOffset.y, maximumContentOffset.y, offset.y)
    raw = offset
    show(offset)
    if !isDecelerating {
      isObserving = false
      delegate?.scrollViewDidEndDecelerating(self)
      return false
    }
    return true
  }

  /// Advances one axis to `time`, switching from decay to a bounce when it crosses an edge.
  private func step(
    _ motion: inout AxisMotion, _ time: Double, _ low: Double, _ high: Double, _ current: Double
  ) -> Double {
    switch motion {
    case .idle:
      return current
    case .decaying(let decay, let start):
      let t = time - start
      let value = decay.value(at: t)
      if value < low || value > high {
        let edge = value < low ? low : high
        guard bounces else {
          motion = .idle
          return edge
        }
        let crossing = crossingTime(decay, edge: edge, before: t)
        let spring = bounceSpring.motion(
          from: edge, to: edge, initialVelocity: decay.velocity(at: crossing))
        motion = .bouncing(spring, start: start + crossing)
        return step(&motion, time, low, high, current)
      }
      if abs(decay.velocity(at: t)) <= Tolerance.halfPoint.velocity { motion = .idle }
      return value
    case .bouncing(let spring, let start):
      let t = time - start
      if spring.isSettled(at: t, tolerance: .halfPoint) {
        motion = .idle
        return spring.to
      }
      return spring.value(at: t)
    }
  }

  /// When a decay (monotone) reaches `edge`, found by bisection in `0...t` seconds.
  private func crossingTime(_ decay: Decay, edge: Double, before t: Double) -> Double {
    var low = 0.0
    var high = t
    let increasing = decay.initialVelocity > 0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if (decay.value(at: mid) < edge) == increasing { low = mid } else { high = mid }
    }
    return high
  }
}
