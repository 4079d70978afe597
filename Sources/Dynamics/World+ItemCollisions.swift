import Motion

extension World {
  // MARK: Items

  /// Resolves overlaps between items after a step: sweep and prune along x over the swept
  /// boxes, impulses with restitution and friction, and a positional correction.
  func resolveItemCollisions(time: Double) {
    // The contacts changed since the last step (boundaries, ends, callbacks).
    pairContacts.isCurrent = false
    defer {
      swap(&warmContacts, &solvedContacts)
      solvedContacts.removeAll(keepingCapacity: true)
    }
    for c in cache.collisions.indices where cache.collisions[c].collidesWithItems {
      guard cache.members[c].count > 1 else { continue }
      // If none of the members moved this step, no pair can have come into contact.
      var anyMoved = false
      for item in cache.members[c]
      where states[item].center != stepStart[item].center {
        anyMoved = true
        break
      }
      guard anyMoved else { continue }
      // Work on the member list outside the cache (a swap, no copy), and put it back after.
      var order: [Int] = []
      swap(&order, &cache.members[c])
      defer { swap(&order, &cache.members[c]) }
      let count = order.count
      // The swept boxes and the sort write through buffer pointers (writing the class's arrays
      // checked their uniqueness on every write); nothing here can call out.
      sweptMinX.withUnsafeMutableBufferPointer { minX in
        sweptSpanY.withUnsafeMutableBufferPointer { spans in
          order.withUnsafeMutableBufferPointer { order in
            for item in order {
              minX[item] =
                min(stepStart[item].center.x, states[item].center.x) - sweptHalfWidth(item)
              let (from, to) = (stepStart[item].center.y, states[item].center.y)
              let half = bodies[item].halfSize.dy
              spans[item] =
                isTurned(item)
                ? (-.infinity, .infinity) : (min(from, to) - half, max(from, to) + half)
            }
            // Insertion sort: the order barely changes between steps.
            for a in 1..<count {
              let item = order[a]
              let key = minX[item]
              var b = a - 1
              while b >= 0, minX[order[b]] > key {
                order[b + 1] = order[b]
                b -= 1
              }
              order[b + 1] = item
            }
          }
        }
      }
      // The scan reads the swept boxes and the order through buffer pointers of its own
      // references to them: read through the class, they were loaded again after every pair
      // (`resolvePair` may call out). Only a cache rebuild replaces these arrays, never a step.
      let (minXs, spansY) = (sweptMinX, sweptSpanY)
      minXs.withUnsafeBufferPointer { minX in
        spansY.withUnsafeBufferPointer { spans in
          order.withUnsafeBufferPointer { order in
            for a in 0..<count {
              let i = order[a]
              let maxX = max(stepStart[i].center.x, states[i].center.x) + sweptHalfWidth(i)
              let spanI = spans[i]
              for b in (a + 1)..<count {
                let j = order[b]
                if minX[j] > maxX { break }
                // Two items at angle 0 whose boxes' spans of y over the step lie apart (by more
                // than a point, far beyond ``contactSlop``) neither met nor touch:
                // `resolvePair` would only find that out.
                let spanJ = spans[j]
                if spanJ.0 > spanI.1 + 1 || spanI.0 > spanJ.1 + 1 { continue }
                resolvePair(min(i, j), max(i, j), behavior: c, time: time)
              }
            }
          }
        }
      }
      solveStacks()
    }
  }

  /// The half-width of item `i`'s axis-aligned box over the step: its own, or for a turned
  /// item the wider of its boxes at the step's start and end.
  @inline(__always)
  private func sweptHalfWidth(_ i: Int) -> Double {
    let (from, to) = (stepStart[i].angle, states[i].angle)
    guard from != 0 || to != 0 else { return bodies[i].halfSize.dx }
    return max(extent(i, angle: from).dx, extent(i, angle: to).dx)
  }

  private func resolvePair(_ i: Int, _ j: Int, behavior: Int, time: Double) {
    if isTurned(i) || isTurned(j) {
      resolveTurnedPair(i, j, behavior: behavior, time: time)
      return
    }
    // Two boxes at angle 0 that do not spin: their boxes are their rectangles.
    let reach = bodies[i].halfSize + bodies[j].halfSize
    var a = states[i]
    var b = states[j]
    let d = b.center - a.center
    var overlapX = reach.dx - abs(d.dx)
    var overlapY = reach.dy - abs(d.dy)
    let d0 = stepStart[j].center - stepStart[i].center
    if overlapX > 0, overlapY > 0, min(overlapX, overlapY) <= Self.contactSlop,
      recordShallowOverlap(i, j, a, b, behavior: behavior, time: time)
    {
      return
    }
    if overlapX <= 0 || overlapY <= 0 {
      // Not overlapping now: did they pass through each other during the step? Not if they
      // overlapped at its start (by a rounding error): they separated, and taking them back to
      // the start would hold them there for ever.
      let overlappedAtStart = abs(d0.dx) < reach.dx && abs(d0.dy) < reach.dy
      guard !overlappedAtStart, let f = sweptEntry(from: d0, to: d, reach: reach) else {
        // Touching: `separation` of two boxes at angle 0 is bit for bit this (and most pairs
        // the sweep finds are not, so their boxes are not built).
        if max(-overlapX, -overlapY) <= Self.contactSlop {
          recordStackContact(i, j, Dynamics.manifold(box(i, a), box(j, b)))
        }
        return
      }
      a.center = stepStart[i].center + (a.center - stepStart[i].center) * f
      b.center = stepStart[j].center + (b.center - stepStart[j].center) * f
      let df = b.center - a.center
      overlapX = reach.dx - abs(df.dx)
      overlapY = reach.dy - abs(df.dy)
    }
    // The normal is the axis along which they were apart at the start of the step.
    let separatedX = abs(d0.dx) - reach.dx
    let separatedY = abs(d0.dy) - reach.dy
    let alongX = separatedX > separatedY
    let dc = b.center - a.center
    let n =
      alongX
      ? Vector(dx: dc.dx >= 0 ? 1 : -1, dy: 0) : Vector(dx: 0, dy: dc.dy >= 0 ? 1 : -1)
    let depth = max(0, alongX ? overlapX : overlapY)
    let ia = bodies[i].inverseMass
    let ib = bodies[j].inverseMass
    let w = ia + ib
    a.center -= n * (depth * ia / w)
    b.center += n * (depth * ib / w)
    let placed = (a, b)
    let relative = (b.velocity - a.velocity).dot(n)
    var speed = 0.0
    if relative < 0 {
      speed = -relative
      let bounces = speed >= CollisionBehavior.restingSpeed
      let e = bounces ? max(bodies[i].elasticity, bodies[j].elasticity) : 0
      let jn = (1 + e) * speed / w
      a.velocity -= n * (jn * ia)
      b.velocity += n * (jn * ib)
      let mu = (bodies[i].friction * bodies[j].friction).squareRoot()
      let slide = (b.velocity - a.velocity) - n * (b.velocity - a.velocity).dot(n)
      let slideSpeed = slide.length
      if mu > 0, slideSpeed > 0 {
        let jt = min(slideSpeed / w, mu * jn)
        let t = slide / slideSpeed
        a.velocity += t * (jt * ia)
        b.velocity -= t * (jt * ib)
      }
    }
    var point = a.center + (b.center - a.center) * 0.5
    var recorded = Dynamics.manifold(box(i, placed.0), box(j, placed.1))
    var given: (normal: (Double, Double), tangent: (Double, Double))?
    if bodies[i].rotates || bodies[j].rotates, relative < 0 {
      // Moving them without turning them is the rigid-body answer only when the impulse's
      // line passes through both centres and the face they share.
      let manifold = recorded
      var contact = ContactImpulse(
        manifold: manifold, restitution: 0,
        friction: (bodies[i].friction * bodies[j].friction).squareRoot())
      let impulse = (b.velocity - placed.1.velocity) * bodies[j].mass
      var first = impulseBody(i, placed.0)
      var second = impulseBody(j, placed.1)
      if !contact.turnsNothing(impulse, first, second) {
        contact.restitution =
          speed >= CollisionBehavior.restingSpeed
          ? max(bodies[i].elasticity, bodies[j].elasticity) : 0
        let impulses = contact.resolve(&first, &second)
        if contact.restitution == 0 { (recorded, given) = (manifold, impulses) }
        (a, b) = placed
        (a.velocity, a.angularVelocity) = (first.state.velocity, first.state.angularVelocity)
        (b.velocity, b.angularVelocity) = (second.state.velocity, second.state.angularVelocity)
        point = manifold.center
      }
    }
    states[i] = a
    states[j] = b
    recordStackContact(i, j, recorded, given: given)
    beginItemContact(i, j, behavior: behavior, point: point, speed: speed, time: time)
  }

  /// Two items at angle 0 that overlap by no more than ``contactSlop`` and approach slower than
  /// ``CollisionBehavior/restingSpeed`` (a box resting on a box sinks ½·g·dt² in a step, about
  /// 0.009 pt at 240 Hz): nothing bounces, so their contact is left to the joint solve
  /// (velocities) and its separation (the overlap), as a resting stack's are in Box2D, instead
  /// of an impact that the joint solve would redo. Returns false, recording nothing, for a
  /// faster approach.
  private func recordShallowOverlap(
    _ i: Int, _ j: Int, _ a: ItemState, _ b: ItemState, behavior: Int, time: Double
  ) -> Bool {
    let manifold = Dynamics.manifold(box(i, a), box(j, b))
    let approach = (a.velocity - b.velocity).dot(manifold.normal)
    guard approach < CollisionBehavior.restingSpeed else { return false }
    recordStackContact(i, j, manifold, overlapping: true)
    beginItemContact(
      i, j, behavior: behavior, point: a.center + (b.center - a.center) * 0.5,
      speed: max(0, approach), time: time)
    return true
  }

  func beginItemContact(
    _ i: Int, _ j: Int, behavior: Int, point: Point, speed: Double, time: Double
  ) {
    if !pairContacts.isCurrent { pairContacts.rebuild(from: contacts, items: bodies.count) }
    guard !pairContacts.contains(i, j, in: contacts) else { return }
    contacts.append(ActiveContact(item: i, boundary: -1, other: j, resting: false))
    pairContacts.add(contacts.count - 1, item: i)
    let contact = Contact(
      item: ItemID(i), partner: .item(ItemID(j)), point: point, impactSpeed: speed, time: time)
    // A callback may change the contacts (by moving an item): the index is then rebuilt.
    if cache.collisions[behavior].onContactBegan != nil || onEvent != nil {
      pairContacts.isCurrent = false
    }
    cache.collisions[behavior].onContactBegan?(contact)
    emit(.contactBegan(contact))
  }

  /// The fraction of the step at which the relative position moving from `d0` to `d1` enters
  /// the box `±reach` (slab method), or nil if it does not.
  private func sweptEntry(from d0: Vector, to d1: Vector, reach: Vector) -> Double? {
    let delta = d1 - d0
    var enter = 0.0
    var exit = 1.0
    func clip(_ p: Double, _ v: Double, _ r: Double) -> Bool {
      if v == 0 { return abs(p) < r }
      var t0 = (-r - p) / v
      var t1 = (r - p) / v
      if t0 > t1 { swap(&t0, &t1) }
      enter = max(enter, t0)
      exit = min(exit, t1)
      return enter <= exit
    }
    guard clip(d0.dx, delta.dx, reach.dx), clip(d0.dy, delta.dy, reach.dy) else { return nil }
    // Boxes touching at the start and moving apart meet the slab for no time at all: they do
    // not enter it (taking them back to the start would hold them there for ever).
    return enter < exit ? enter : nil
  }
}
