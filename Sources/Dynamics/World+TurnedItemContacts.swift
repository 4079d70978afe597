import Motion

/// Contacts between items that are turned or spin: their rectangles as they are turned (the
/// separating axis test, Box2D-Lite's clipped contact points), found at the first instant of
/// the step at which they overlap, resolved with impulses at the contact points.
extension World {
  /// Whether item `i` is turned or spins at the start or the end of the step in progress.
  @inline(__always)
  func isTurned(_ i: Int) -> Bool {
    stepStart[i].angle != 0 || states[i].angle != 0 || stepStart[i].angularVelocity != 0
      || states[i].angularVelocity != 0
  }

  /// Item `i` at `fraction` of the way through the step just taken (centre and angle moved
  /// evenly; the velocities are the step's end).
  private func between(_ i: Int, _ fraction: Double) -> ItemState {
    var s = states[i]
    let from = stepStart[i]
    s.center = from.center + (s.center - from.center) * fraction
    s.angle = from.angle + (s.angle - from.angle) * fraction
    return s
  }

  private func minimumHalfSize(_ i: Int, _ j: Int) -> Double {
    min(bodies[i].halfSize.dx, bodies[i].halfSize.dy, bodies[j].halfSize.dx, bodies[j].halfSize.dy)
  }

  /// The first fraction of the step at which items `i` and `j` overlap by more than
  /// `-threshold` points (their separation falls below `threshold`), or nil: checked at
  /// instants close enough that neither moves more than a quarter of its smaller half-size nor
  /// turns more than ``sampledTurn`` between two, then bisected.
  private func firstOverlap(_ i: Int, _ j: Int, below threshold: Double) -> Double? {
    let relative =
      ((states[j].center - stepStart[j].center) - (states[i].center - stepStart[i].center)).length
    let size = minimumHalfSize(i, j)
    let turn = max(
      abs(states[i].angle - stepStart[i].angle), abs(states[j].angle - stepStart[j].angle))
    let needed = max(relative / (0.25 * size), turn / Self.sampledTurn).rounded(.up)
    let count = Int(min(max(needed, 1), 1024))
    func overlaps(_ f: Double) -> Bool {
      separation(box(i, between(i, f)), box(j, between(j, f))) < threshold
    }
    var lo = 0.0
    var hi = -1.0
    for k in 1...count {
      let f = Double(k) / Double(count)
      if overlaps(f) {
        hi = f
        break
      }
      lo = f
    }
    guard hi > 0 else { return nil }
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      guard mid > lo, mid < hi else { break }
      if overlaps(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  func resolveTurnedPair(_ i: Int, _ j: Int, behavior: Int, time: Double) {
    var a = states[i]
    var b = states[j]
    let startGap = separation(box(i, stepStart[i]), box(j, stepStart[j]))
    let endGap = separation(box(i, a), box(j, b))
    // Apart at the start: take them where they first overlap (nothing passes through).
    // Touching at the start (resting, sliding): where they end, unless they sank into each other
    // by a quarter of the smaller half-size within the step (a fast blow): then there.
    let sink = 0.25 * minimumHalfSize(i, j)
    if let f = firstOverlap(i, j, below: startGap > 0 ? 0 : startGap - sink) {
      a = between(i, f)
      b = between(j, f)
    } else if startGap > 0 || endGap >= 0 {
      // They never met, or they separated.
      recordIfTouching(i, j)
      return
    }
    let manifold = Dynamics.manifold(box(i, a), box(j, b))
    let n = manifold.normal
    let (ia, ib) = (bodies[i].inverseMass, bodies[j].inverseMass)
    let w = ia + ib
    a.center -= n * (manifold.depth * ia / w)
    b.center += n * (manifold.depth * ib / w)
    // The contact points moved with the centres by half the depth each way, on average.
    var placed = manifold
    placed.first += n * (manifold.depth * (ib - ia) / (2 * w))
    placed.second = placed.second.map { $0 + n * (manifold.depth * (ib - ia) / (2 * w)) }
    var first = impulseBody(i, a)
    var second = impulseBody(j, b)
    var speed = 0.0
    let p = placed.first
    speed = max(speed, -(second.velocity(at: p) - first.velocity(at: p)).dot(n))
    if let p = placed.second {
      speed = max(speed, -(second.velocity(at: p) - first.velocity(at: p)).dot(n))
    }
    let bounces = speed >= CollisionBehavior.restingSpeed
    let contact = ContactImpulse(
      manifold: placed,
      restitution: bounces ? max(bodies[i].elasticity, bodies[j].elasticity) : 0,
      friction: (bodies[i].friction * bodies[j].friction).squareRoot())
    let given = contact.resolve(&first, &second)
    (a.velocity, a.angularVelocity) = (first.state.velocity, first.state.angularVelocity)
    (b.velocity, b.angularVelocity) = (second.state.velocity, second.state.angularVelocity)
    states[i] = a
    states[j] = b
    recordStackContact(i, j, placed, given: bounces ? nil : given)
    beginItemContact(i, j, behavior: behavior, point: placed.center, speed: speed, time: time)
  }
}
