import Motion

/// An item's rectangle where it is, turned about its centre: what contacts use.
struct OrientedBox: Sendable {
  var center: Point
  /// The item's own x and y axes in the world's (unit vectors; exactly the world's at angle 0).
  var axisX: Vector
  var axisY: Vector
  /// Half the width and height, in points.
  var half: Vector

  init(center: Point, half: Vector, angle: Double) {
    self.center = center
    self.half = half
    if angle == 0 {
      axisX = Vector(dx: 1, dy: 0)
      axisY = Vector(dx: 0, dy: 1)
    } else {
      let (s, c) = _sincos(angle)
      axisX = Vector(dx: c, dy: s)
      axisY = Vector(dx: -s, dy: c)
    }
  }

  /// Half the box's extent along the unit vector `n`: its support distance from the centre.
  /// Bit for bit `|n.dx|·w/2 + |n.dy|·h/2` at angle 0.
  @inline(__always)
  func reach(along n: Vector) -> Double {
    abs(n.dot(axisX)) * half.dx + abs(n.dot(axisY)) * half.dy
  }

  /// Whether the box is at angle 0 (its axes exactly the world's, as the initialiser sets them).
  var isAxisAligned: Bool {
    axisX.dx == 1 && axisX.dy == 0 && axisY.dx == 0 && axisY.dy == 1
  }

  /// Corner `k` in 0..<4, going round the rectangle (−−, +−, ++, −+ in its own axes).
  @inline(__always)
  func corner(_ k: Int) -> Point {
    let sx: Double = k == 1 || k == 2 ? 1 : -1
    let sy: Double = k >= 2 ? 1 : -1
    return center + axisX * (sx * half.dx) + axisY * (sy * half.dy)
  }
}

/// Where two shapes touch: a unit normal and one or two points (a corner, or a face's two ends).
struct ContactManifold: Sendable {
  /// Unit normal; for a boundary it points from the boundary into the item, for two items from
  /// the first to the second.
  var normal: Vector
  var first: Point
  /// The second point of a face contact, nil for a single corner.
  var second: Point?
  /// How deep the shapes overlap along the normal, in points (0 or more).
  var depth: Double

  var points: Int { second == nil ? 1 : 2 }
}

/// Corners whose depths differ by less than this, in points, touch together (a face lies flat,
/// or nearly: a box resting on a face tilted by a rounding error still has both ends in contact,
/// so it does not rock from one corner to the other; about 0.07° across a 40 pt face).
let flatFaceTolerance = 0.05

extension BoundaryGeometry {
  /// Signed distance from the boundary to the nearest side of `box`, along `n`; +infinity when
  /// a segment and the box do not overlap along the segment.
  func distance(_ box: OrientedBox, normal n: Vector) -> Double {
    let offset = box.center - point
    if let length {
      let along = offset.dot(tangent)
      let reach = box.reach(along: tangent)
      guard along >= -reach, along <= length + reach else { return .infinity }
    }
    return offset.dot(n) - box.reach(along: n)
  }

  /// The corners of `box` nearest the boundary (one, or two along a face lying flat on it),
  /// clamped to a segment's span, with normal `n` (facing the box).
  func manifold(_ box: OrientedBox, normal n: Vector) -> ContactManifold {
    var deepest = Double.infinity
    var depths = (0.0, 0.0, 0.0, 0.0)
    for k in 0..<4 {
      let d = (box.corner(k) - point).dot(n)
      switch k {
      case 0: depths.0 = d
      case 1: depths.1 = d
      case 2: depths.2 = d
      default: depths.3 = d
      }
      deepest = min(deepest, d)
    }
    // The first two corners within the tolerance of the deepest, in order (no array: this runs
    // for every resting contact of every step).
    var first: Point?
    var second: Point?
    for k in 0..<4 where second == nil {
      let d =
        switch k {
        case 0: depths.0
        case 1: depths.1
        case 2: depths.2
        default: depths.3
        }
      guard d <= deepest + flatFaceTolerance else { continue }
      let corner = onSegment(box.corner(k))
      if first == nil { first = corner } else { second = corner }
    }
    // The deepest corner is always within the tolerance of itself.
    return ContactManifold(
      normal: n, first: first ?? onSegment(box.corner(0)), second: second,
      depth: max(0, -deepest))
  }

  /// A point moved along the tangent into a segment's span (bound edges are unbounded).
  private func onSegment(_ p: Point) -> Point {
    guard let length else { return p }
    let along = (p - point).dot(tangent)
    let clamped = min(max(along, 0), length)
    return p + tangent * (clamped - along)
  }
}

/// The gap between two boxes along the axis that separates them most (separating axes: the
/// four face normals); negative when they overlap (then minus the smallest overlap).
/// Bit for bit the axis-aligned boxes' `max(|dx| − reach, |dy| − reach)` at angle 0.
func separation(_ a: OrientedBox, _ b: OrientedBox) -> Double {
  let d = b.center - a.center
  // At angle 0 the reaches along the axes are the half-sizes and the projections the
  // coordinates, exactly (the products by 1 and 0 below change nothing).
  if a.isAxisAligned, b.isAxisAligned {
    return max(abs(d.dx) - (a.half.dx + b.half.dx), abs(d.dy) - (a.half.dy + b.half.dy))
  }
  @inline(__always) func gap(_ axis: Vector) -> Double {
    abs(d.dot(axis)) - (a.reach(along: axis) + b.reach(along: axis))
  }
  let own = max(gap(a.axisX), gap(a.axisY))
  // Two boxes turned alike share their axes: the other box's add nothing.
  guard a.axisX != b.axisX || a.axisY != b.axisY else { return own }
  return max(own, gap(b.axisX), gap(b.axisY))
}

/// ``separation(_:_:)`` of the boxes with these centres, half-sizes and angles; two at angle 0
/// without building their boxes (bit for bit its fast path), for the loops over every contact.
@inline(__always)
func separation(
  _ ca: Point, _ ha: Vector, _ angleA: Double, _ cb: Point, _ hb: Vector, _ angleB: Double
) -> Double {
  guard angleA == 0, angleB == 0 else {
    return separation(
      OrientedBox(center: ca, half: ha, angle: angleA),
      OrientedBox(center: cb, half: hb, angle: angleB))
  }
  let d = cb - ca
  return max(abs(d.dx) - (ha.dx + hb.dx), abs(d.dy) - (ha.dy + hb.dy))
}

/// Where two overlapping (or touching) boxes touch, as Box2D-Lite's `Collide` finds it: the
/// face of least penetration is the reference, the other box's most anti-parallel face is the
/// incident edge, clipped to the reference face's sides. The normal points from `a` to `b`.
/// Two boxes at angle 0 take ``axisAlignedManifold(_:_:)`` (bit for bit the same manifold).
@inline(__always)
func manifold(_ a: OrientedBox, _ b: OrientedBox) -> ContactManifold {
  if a.isAxisAligned, b.isAxisAligned, let aligned = axisAlignedManifold(a, b) { return aligned }
  return turnedManifold(a, b)
}

/// ``manifold(_:_:)`` for any two boxes: the four axes tried in turn, the incident face found by
/// comparing all four of the incident box's faces.
func turnedManifold(_ a: OrientedBox, _ b: OrientedBox) -> ContactManifold {
  let d = b.center - a.center
  // The axis of least overlap; a's faces win ties (and near-ties) so the choice is stable.
  var reference = a
  var incident = b
  var normal = a.axisX
  var bestGap = -Double.infinity
  var flipped = false
  for index in 0..<4 {
    let axis = index == 0 ? a.axisX : index == 1 ? a.axisY : index == 2 ? b.axisX : b.axisY
    let gap = abs(d.dot(axis)) - (a.reach(along: axis) + b.reach(along: axis))
    let bias = index < 2 ? 0 : 1e-9 * (1 + abs(gap))
    guard gap > bestGap + bias else { continue }
    bestGap = gap
    normal = d.dot(axis) >= 0 ? axis : -axis
    flipped = index >= 2
    (reference, incident) = flipped ? (b, a) : (a, b)
  }
  // Work with the normal pointing from the reference box to the incident one.
  let n = flipped ? -normal : normal
  // The incident box's face most against n: its two corners.
  var edge: (Point, Point) = (incident.corner(0), incident.corner(1))
  var lowest = Double.infinity
  for k in 0..<4 {
    let p = incident.corner(k)
    let q = incident.corner((k + 1) % 4)
    let along = ((p - incident.center) + (q - incident.center)).dot(n)
    if along < lowest {
      lowest = along
      edge = (p, q)
    }
  }
  return clippedManifold(reference: reference, edge: edge, n: n, normal: normal, gap: bestGap)
}

/// ``turnedManifold(_:_:)``'s choices made directly for two boxes at angle 0 (a resting stack's
/// every pair comes here every step). The general search's gaps along x and y are then the
/// coordinates' distances less the half-sizes, bit for bit (as in ``separation(_:_:)``); the
/// boxes' axes are the same, so `a`'s faces win (`b`'s tie and lose to the bias), the reference
/// is `a`, and the incident face is the side of `b` facing the normal's opposite: for a normal
/// +x its −x face (corners 3, 0), −x its +x face (1, 2), +y its −y face (0, 1), −y its +y face
/// (2, 3), the edge the general search finds first. Nil, for the general path, when a
/// half-size is not far above the rounding of the centres' coordinates (the general search's
/// comparisons could then tie or flip) or a value is not finite.
func axisAlignedManifold(_ a: OrientedBox, _ b: OrientedBox) -> ContactManifold? {
  let scale = 1e-12 * (1 + max(abs(a.center.x), abs(a.center.y), abs(b.center.x), abs(b.center.y)))
  guard min(a.half.dx, a.half.dy, b.half.dx, b.half.dy) > scale else { return nil }
  let d = b.center - a.center
  let gapX = abs(d.dx) - (a.half.dx + b.half.dx)
  let gapY = abs(d.dy) - (a.half.dy + b.half.dy)
  guard gapX.isFinite, gapY.isFinite else { return nil }
  // The general search takes y only when its gap is strictly larger (x is tried first).
  let normal: Vector
  let edge: (Point, Point)
  if gapY > gapX {
    (normal, edge) =
      d.dy >= 0 ? (a.axisY, (b.corner(0), b.corner(1))) : (-a.axisY, (b.corner(2), b.corner(3)))
  } else {
    (normal, edge) =
      d.dx >= 0 ? (a.axisX, (b.corner(3), b.corner(0))) : (-a.axisX, (b.corner(1), b.corner(2)))
  }
  return clippedManifold(
    reference: a, edge: edge, n: normal, normal: normal, gap: gapY > gapX ? gapY : gapX)
}

/// The incident `edge` clipped to the reference face's span, and its points within
/// ``flatFaceTolerance`` of the deepest, halfway to the face. `n` points from `reference` to the
/// incident box; `normal` (from the first box to the second) and `gap` are the manifold's.
private func clippedManifold(
  reference: OrientedBox, edge: (Point, Point), n: Vector, normal: Vector, gap bestGap: Double
) -> ContactManifold {
  let faceCenter = reference.center + n * reference.reach(along: n)
  let side = Vector(dx: -n.dy, dy: n.dx)
  let sideHalf = reference.reach(along: side)
  // Clip the edge to the reference face's span along `side`.
  func clip(_ e: (Point, Point)) -> (Point, Point) {
    var (p, q) = e
    let sp = (p - faceCenter).dot(side)
    let sq = (q - faceCenter).dot(side)
    func at(_ s: Double) -> Point { p + (q - p) * ((s - sp) / (sq - sp)) }
    let lo = -sideHalf
    let hi = sideHalf
    let (newP, newQ): (Point, Point)
    if sp == sq { return (p, q) }
    newP = sp < lo ? at(lo) : sp > hi ? at(hi) : p
    newQ = sq < lo ? at(lo) : sq > hi ? at(hi) : q
    p = newP
    q = newQ
    return (p, q)
  }
  let (p, q) = clip(edge)
  let dp = (p - faceCenter).dot(n)
  let dq = (q - faceCenter).dot(n)
  let deepest = min(dp, dq)
  // The points halfway between the incident corners within the tolerance and the reference
  // face, in order (no array: this runs for every pair of touching items of every step).
  let limit = max(0, deepest + flatFaceTolerance)
  var first: Point? = dp <= limit ? p - n * (dp / 2) : nil
  var second: Point?
  if dq <= limit {
    let point = q - n * (dq / 2)
    if first == nil { first = point } else { second = point }
  }
  return ContactManifold(
    normal: normal, first: first ?? (dp <= dq ? p - n * (dp / 2) : q - n * (dq / 2)),
    second: second, depth: max(0, -bestGap))
}

extension ContactManifold {
  /// The contact's middle: its point, or the middle of its two.
  var center: Point { second.map { first + ($0 - first) * 0.5 } ?? first }
}
