import Motion

/// A boundary line prepared for contact tests: a point on it, its unit normal and tangent.
/// Plain numbers only (its name lives in the cache's `partners`), so copies are cheap.
struct BoundaryGeometry: Sendable {
  /// Index of the collision behaviour it belongs to, in the behaviour cache.
  var behavior: Int
  var point: Point
  /// Unit normal pointing into the allowed side (for a two-sided segment: one of the sides).
  var normal: Vector
  var tangent: Vector
  /// Length of a segment along the tangent from `point`; nil for an edge of the bounds.
  var length: Double?

  /// The normal facing `center` (two-sided segments); bound edges keep theirs.
  func normal(facing center: Point) -> Vector {
    guard length != nil else { return normal }
    return (center - point).dot(normal) >= 0 ? normal : -normal
  }

  /// Signed distance from the boundary to the nearest side of a box, along `normal`;
  /// +infinity when a segment and the box do not overlap along the segment.
  func distance(center: Point, halfSize: Vector, normal n: Vector) -> Double {
    let offset = center - point
    if let length {
      let along = offset.dot(tangent)
      let reach = abs(tangent.dx) * halfSize.dx + abs(tangent.dy) * halfSize.dy
      guard along >= -reach, along <= length + reach else { return .infinity }
    }
    return offset.dot(n) - (abs(n.dx) * halfSize.dx + abs(n.dy) * halfSize.dy)
  }

  /// The point of the boundary under `center`.
  func contactPoint(center: Point) -> Point {
    center - normal * (center - point).dot(normal)
  }

  /// The four edges of `rect`, normals pointing inwards.
  static func edges(of rect: Rect, behavior: Int) -> [BoundaryGeometry] {
    let r = rect.standardized
    return [
      BoundaryGeometry(
        behavior: behavior, point: Point(x: r.minX, y: r.minY),
        normal: Vector(dx: 0, dy: 1), tangent: Vector(dx: 1, dy: 0), length: nil),
      BoundaryGeometry(
        behavior: behavior, point: Point(x: r.minX, y: r.maxY),
        normal: Vector(dx: 0, dy: -1), tangent: Vector(dx: 1, dy: 0), length: nil),
      BoundaryGeometry(
        behavior: behavior, point: Point(x: r.minX, y: r.minY),
        normal: Vector(dx: 1, dy: 0), tangent: Vector(dx: 0, dy: 1), length: nil),
      BoundaryGeometry(
        behavior: behavior, point: Point(x: r.maxX, y: r.minY),
        normal: Vector(dx: -1, dy: 0), tangent: Vector(dx: 0, dy: 1), length: nil),
    ]
  }

  /// A named segment.
  static func segment(
    _ boundary: CollisionBehavior.Boundary, behavior: Int
  ) -> BoundaryGeometry {
    let direction = boundary.to - boundary.from
    let length = direction.length
    let tangent = direction / length
    return BoundaryGeometry(
      behavior: behavior, point: boundary.from,
      normal: Vector(dx: -tangent.dy, dy: tangent.dx), tangent: tangent, length: length)
  }
}

/// A contact that is touching now.
struct ActiveContact: Sendable {
  var item: Int
  /// Index in the cache's boundaries, or −1 for an item contact.
  var boundary: Int
  /// The other item for an item contact, or −1.
  var other: Int
  /// Whether the item rests against the boundary (no bounce) rather than having bounced.
  var resting: Bool
}
