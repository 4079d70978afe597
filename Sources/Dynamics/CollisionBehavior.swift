public import Motion

/// What an item touched.
public enum ContactPartner: Sendable, Hashable, CustomStringConvertible {
  /// The reference-bounds boundary of the world (UIKit's nil identifier).
  case referenceBounds
  /// A named boundary segment.
  case boundary(String)
  /// Another item.
  case item(ItemID)

  public var description: String {
    switch self {
    case .referenceBounds: return "bounds"
    case .boundary(let id): return id
    case .item(let item): return "\(item)"
    }
  }
}

/// A contact between an item and a boundary or another item.
public struct Contact: Sendable, Hashable {
  /// The item that touched.
  public var item: ItemID
  /// What it touched.
  public var partner: ContactPartner
  /// Where, in the world's coordinates (points).
  public var point: Point
  /// The speed along the contact normal at impact, in points per second (0 when a contact ends).
  public var impactSpeed: Double
  /// The simulation time of the event, in seconds.
  public var time: Double
}

/// Keeps items inside boundaries and apart from each other, like `UICollisionBehavior`.
///
/// Boundaries are the world's reference bounds (optionally inset) and named segments; a segment
/// is two-sided. Contacts against boundaries are found at their true time within a step (so
/// nothing tunnels, at any speed) and resolved with the item's elasticity as restitution and
/// its friction as a Coulomb coefficient. Impacts slower than ``restingSpeed`` do not bounce:
/// the item comes to rest against the boundary.
///
/// Items collide as the rectangles they are, turned (`angle`) as they are: against a boundary
/// at their nearest corner (or along a face lying flat on it), against each other at the points
/// of the separating-axis test clipped to the touching faces (Box2D-Lite's method), found at
/// the first instant they touch (a corner turning fast is checked at instants at most 0.25 rad
/// apart, so nothing tunnels at 50 000 pt/s and 20 turns a second). The impulse acts at the
/// contact points: restitution keeps the fraction `elasticity` of each point's approach speed,
/// friction limits the tangential impulse to μ × the normal impulse, and an impulse off the
/// line through an item's centre turns it (arm × impulse / moment of inertia), as in UIKit.
/// Between two items the restitution is the larger elasticity and the friction coefficient
/// √(μ₁μ₂). An item lying flat on a face without spinning moves exactly as an item that cannot
/// turn whenever that is the rigid-body answer (the line of the impulse through its centre
/// meets the face): a box at angle 0 lands, rests and slides on a floor as it did before
/// contacts turned items; a tall box sliding with friction enough to tip over does tip.
///
/// Items touching items are then solved together, with the resting contacts of those items on
/// boundaries (Box2D's sequential impulses, warm-started from the last step, a face's two points
/// solved as one block, then the overlaps projected away): a stack of boxes or a pyramid comes
/// to rest and stays put instead of sinking and creeping.
///
/// ```swift
/// let collision = CollisionBehavior(items: [shade])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.boundaryInsets = EdgeInsets(top: -844)
/// collision.onContactBegan = { contact in haptics.impact(speed: contact.impactSpeed) }
/// ```
public final class CollisionBehavior: Behavior {
  /// Which collisions the behaviour handles.
  public enum Mode: String, Sendable, CaseIterable {
    /// Items collide with each other only.
    case items
    /// Items collide with boundaries only.
    case boundaries
    /// Both.
    case everything
  }

  /// A named boundary segment, in points.
  public struct Boundary: Sendable, Hashable {
    public var identifier: String
    public var from: Point
    public var to: Point
  }

  /// Impacts slower than this (points per second) do not bounce.
  public static let restingSpeed = 10.0

  /// The items that collide.
  public var items: [ItemID] { didSet { structureChanged() } }
  // Read on every step: exclusivity unchecked, as for the world's own storage (see `World`).
  @exclusivity(unchecked) public var mode: Mode { didSet { structureChanged() } }
  /// Whether the world's bounds (inset by ``boundaryInsets``) are a boundary. Default true.
  public var translatesReferenceBoundsIntoBoundary: Bool { didSet { structureChanged() } }
  /// Insets of the reference-bounds boundary, in points; negative values extend it.
  public var boundaryInsets: EdgeInsets { didSet { structureChanged() } }
  /// The named segments, in the order added.
  public private(set) var boundaries: [Boundary] = []
  /// Called when an item starts touching a boundary or another item.
  public var onContactBegan: ((Contact) -> Void)?
  /// Called when a contact ends.
  public var onContactEnded: ((Contact) -> Void)?

  public init(
    items: [ItemID], mode: Mode = .everything, translatesReferenceBoundsIntoBoundary: Bool = true,
    boundaryInsets: EdgeInsets = .zero
  ) {
    self.items = items
    self.mode = mode
    self.translatesReferenceBoundsIntoBoundary = translatesReferenceBoundsIntoBoundary
    self.boundaryInsets = boundaryInsets
  }

  /// Adds a named segment boundary.
  ///
  /// - Throws: ``DynamicsError`` if the identifier is already used, the points are not finite
  ///   or the segment has zero length.
  public func addBoundary(identifier: String, from: Point, to: Point) throws(DynamicsError) {
    guard !boundaries.contains(where: { $0.identifier == identifier }) else {
      throw DynamicsError(
        parameter: "identifier", problem: "a boundary named \"\(identifier)\" already exists")
    }
    try Validate.finite(from, "from")
    try Validate.finite(to, "to")
    guard (to - from).length > 0 else {
      throw DynamicsError(parameter: "to", problem: "the segment has zero length")
    }
    boundaries.append(Boundary(identifier: identifier, from: from, to: to))
    structureChanged()
  }

  /// Removes a named boundary; an unknown identifier is ignored.
  public func removeBoundary(identifier: String) {
    boundaries.removeAll { $0.identifier == identifier }
    structureChanged()
  }

  var collidesWithBoundaries: Bool { mode != .items }
  var collidesWithItems: Bool { mode != .boundaries }
}
