public import Motion

/// A constant acceleration on its items, like `UIGravityBehavior`.
///
/// Magnitude 1 is 1 000 points per second squared (UIKit's convention); the direction is
/// normalised, so only its orientation counts. The default pulls down at 1 000 pt/s².
///
/// ```swift
/// let gravity = GravityBehavior(items: [box])          // 1 000 pt/s² down
/// gravity.magnitude = 0.5                               // 500 pt/s²
/// gravity.direction = Vector(dx: 1, dy: 0)              // to the right
/// ```
public final class GravityBehavior: Behavior {
  /// The items it accelerates.
  public var items: [ItemID] { didSet { structureChanged() } }
  /// Strength: 1.0 = 1 000 pt/s². Any finite number (negative reverses the direction).
  public var magnitude: Double
  /// Direction of the pull; normalised when used. A zero vector means no pull.
  public var direction: Vector

  public init(items: [ItemID], magnitude: Double = 1, direction: Vector = Vector(dx: 0, dy: 1)) {
    self.items = items
    self.magnitude = magnitude
    self.direction = direction
  }

  /// The acceleration it applies, in pt/s².
  public var acceleration: Vector { direction.normalized * (magnitude * 1000) }
}

/// A force on its items, like `UIPushBehavior`.
///
/// Magnitude 1 accelerates a 100 × 100 pt item of density 1 (mass 1) at 100 pt/s²: the force is
/// `magnitude × 100` in UIKit's units and the acceleration is that divided by the item's mass.
/// A `continuous` push acts every step while active; an `instantaneous` one changes the
/// velocity once by `magnitude × 100 / mass` pt/s, at the next step, then deactivates itself.
///
/// With an ``offset`` (UIKit's `targetOffsetFromCenter`) the force acts at that point of each
/// item, which turns with the item: it also applies the torque offset × force (an item that
/// rotates turns; one that does not only moves). The linear effect is the same as without.
///
/// ```swift
/// // Flick a 100 × 100 card at its right edge, upwards: it moves up and turns anticlockwise.
/// let flick = PushBehavior(items: [card], mode: .instantaneous, magnitude: 5, angle: -.pi / 2)
/// flick.offset = Vector(dx: 50, dy: 0)
/// ```
public final class PushBehavior: Behavior {
  /// How the push applies its force.
  public enum Mode: String, Sendable, CaseIterable {
    /// A constant force while active.
    case continuous
    /// A single impulse, then `isActive` becomes false.
    case instantaneous
  }

  /// The items it pushes.
  public var items: [ItemID] { didSet { structureChanged() } }
  public let mode: Mode
  /// Strength in UIKit's units (see the type's discussion).
  public var magnitude: Double
  /// Direction of the force, in radians from the x axis (positive angles turn towards +y, down).
  public var angle: Double
  /// Whether the push acts. Setting it to true re-arms an instantaneous push.
  public var isActive: Bool = true
  /// Where the force acts on each item, from its centre in the item's own axes (points, as
  /// UIKit's `targetOffsetFromCenter`, turning with the item). Finite; default zero (the
  /// centre: no torque). A non-finite offset is ignored (the push acts at the centre).
  public var offset: Vector = .zero

  public init(items: [ItemID], mode: Mode, magnitude: Double = 1, angle: Double = 0) {
    self.items = items
    self.mode = mode
    self.magnitude = magnitude
    self.angle = angle
  }

  /// The force vector, in UIKit's units (mass × pt/s²).
  public var force: Vector {
    let (sine, cosine) = _sincos(angle)
    return Vector(dx: cosine, dy: sine) * (magnitude * 100)
  }
}

/// A spring from an item to an anchor point or to another item, like `UIAttachmentBehavior`.
///
/// `frequency` is in hertz and `dampingRatio` is ζ (1 is critical): the spring constant is
/// k = m·(2πf)² and the damping coefficient c = 2·m·ζ·2πf, for the item's mass m (the reduced
/// mass m₁m₂/(m₁ + m₂) between two items). UIKit calls the ratio `damping`; here `damping`
/// is only ever a coefficient (`Spring.damping`), so the ratio has its own name.
/// The spring acts along the line between the attachment point and the anchor (or the other
/// item's attachment point) and rests at `length`. The attachment point is the item's centre,
/// or ``offset`` from it in the item's own axes (UIKit's `offsetFromCenter`): a spring held
/// off-centre also turns an item that rotates (the torque offset × force), as a card held by a
/// corner swings about the finger. k and c stay those of the item's mass (not Box2D's
/// effective mass along the axis), so the spring is a true, conservative spring; the swing of
/// an off-centre attachment is then slower than ``frequency``, as for a physical pendulum.
///
/// ```swift
/// // A 300 × 200 card held by its top-left corner: it swings down about the finger.
/// let finger = AttachmentBehavior(
///   item: card, offset: Vector(dx: -150, dy: -100), anchor: Point(x: 45, y: 300),
///   frequency: 3, dampingRatio: 0.7)
/// ```
///
/// An attachment with an offset on an item that rotates (or between two items, with either
/// offset) moves its items in the joint step with their rotation: fourth-order Runge–Kutta
/// while soft for the world's step, a linearly implicit Euler step (stable at any frequency,
/// keeping momentum and angular momentum) when stiff; `uikitCompatible` then has no separate
/// recurrence. On an item that does not
/// rotate, an offset only moves the anchor by the opposite offset, and everything below holds
/// as written, as it does without an offset.
///
/// - `exact` (the default): an item on an anchor follows the closed-form damped oscillator, at
///   any step size; two items tied only to each other follow the closed-form two-body solution.
///   Networks of items, and items held by several springs, are integrated with fourth-order
///   Runge–Kutta at the world's step while the springs are soft for it, and with a linearly
///   implicit Euler step when they are stiff, which is stable at any frequency and damping.
/// - `uikitCompatible`: Box2D's implicit Euler step, as UIKit Dynamics runs it:
///   v′ = (v − h·(k/m)·x) / (1 + h·c/m + h²·k/m), x′ = x + h·v′. More damped than the nominal
///   spring and dependent on the step; use a world step of 1/60 s to match a 60 Hz display.
public final class AttachmentBehavior: Behavior {
  /// How the spring is integrated.
  public enum Mode: String, Sendable, CaseIterable {
    case exact
    case uikitCompatible
  }

  /// What the item is attached to.
  public enum Target: Sendable, Equatable {
    case anchor(Point)
    case item(ItemID)
  }

  public let item: ItemID
  // Read on every step: exclusivity unchecked, as for the world's own storage (see `World`).
  // Moving the target (a finger dragging the anchor) changes no cached structure: the world
  // only forgets its contacts, as a rebuild would; it picks the change up before it next reads
  // or changes anything (see `World.pickUpTargetChanges()`).
  @exclusivity(unchecked) public var target: Target { didSet { signals?.targetMoved = true } }
  /// Rest length, in points, 0 or more.
  @exclusivity(unchecked) public var length: Double
  /// Oscillation frequency, in hertz, greater than 0.
  @exclusivity(unchecked) public var frequency: Double
  /// Damping ratio ζ, 0 or more (1 is critical).
  @exclusivity(unchecked) public var dampingRatio: Double
  @exclusivity(unchecked) public var mode: Mode
  /// Where the spring holds ``item``, from its centre in its own axes, in points (UIKit's
  /// `offsetFromCenter`). Finite (a non-finite offset disables the spring); default zero.
  @exclusivity(unchecked) public var offset: Vector
  /// Where the spring holds the other item (``Target/item(_:)``), from its centre in its own
  /// axes, in points; unused for an anchor. Finite; default zero.
  @exclusivity(unchecked) public var toOffset: Vector

  /// The damping ratio under UIKit's name.
  @available(*, deprecated, renamed: "dampingRatio")
  public var damping: Double {
    get { dampingRatio }
    set { dampingRatio = newValue }
  }

  /// Attaches `item` to a fixed anchor.
  ///
  /// - Parameters:
  ///   - item: The attached item.
  ///   - offset: The attachment point, from the item's centre in its own axes (points).
  ///     Default zero.
  ///   - anchor: The fixed point, in the world's coordinates.
  ///   - length: Rest length in points; defaults to 0.
  ///   - frequency: Hz, default 1 (UIKit's default).
  ///   - dampingRatio: ζ, default 0 (UIKit's default).
  ///   - mode: How the spring is integrated. Default ``Mode/exact``.
  public init(
    item: ItemID, offset: Vector = .zero, anchor: Point, length: Double = 0,
    frequency: Double = 1, dampingRatio: Double = 0, mode: Mode = .exact
  ) {
    self.item = item
    self.offset = offset
    self.toOffset = .zero
    self.target = .anchor(anchor)
    self.length = length
    self.frequency = frequency
    self.dampingRatio = dampingRatio
    self.mode = mode
  }

  /// Attaches `item` to another item.
  ///
  /// - Parameters:
  ///   - item: One item.
  ///   - offset: The attachment point on `item`, from its centre in its own axes (points).
  ///     Default zero.
  ///   - other: The other item.
  ///   - toOffset: The attachment point on `other`, from its centre in its own axes (points).
  ///     Default zero.
  ///   - length: Rest length in points; defaults to 0.
  ///   - frequency: Hz, default 1 (UIKit's default).
  ///   - dampingRatio: ζ, default 0 (UIKit's default).
  public init(
    item: ItemID, offset: Vector = .zero, to other: ItemID, toOffset: Vector = .zero,
    length: Double = 0, frequency: Double = 1, dampingRatio: Double = 0
  ) {
    self.item = item
    self.offset = offset
    self.toOffset = toOffset
    self.target = .item(other)
    self.length = length
    self.frequency = frequency
    self.dampingRatio = dampingRatio
    self.mode = .exact
  }

  /// Attaches `item` to a fixed anchor; `damping` is the damping ratio.
  @available(*, deprecated, renamed: "init(item:anchor:length:frequency:dampingRatio:mode:)")
  public convenience init(
    item: ItemID, anchor: Point, length: Double = 0, frequency: Double = 1, damping: Double,
    mode: Mode = .exact
  ) {
    self.init(
      item: item, anchor: anchor, length: length, frequency: frequency, dampingRatio: damping,
      mode: mode)
  }

  /// Attaches `item` to another item; `damping` is the damping ratio.
  @available(*, deprecated, renamed: "init(item:to:length:frequency:dampingRatio:)")
  public convenience init(
    item: ItemID, to other: ItemID, length: Double = 0, frequency: Double = 1, damping: Double
  ) {
    self.init(
      item: item, to: other, length: length, frequency: frequency, dampingRatio: damping)
  }

  /// What a step reads of the attachment, read in one go (see ``AttachmentSpring``).
  @inline(__always)
  var spring: AttachmentSpring {
    AttachmentSpring(
      item: item, target: target, length: length, frequency: frequency,
      dampingRatio: dampingRatio, mode: mode, offset: offset, toOffset: toOffset)
  }

  /// Moves the anchor (for an anchored attachment); the way a pan drags an attached item.
  public var anchor: Point? {
    get {
      if case .anchor(let point) = target { return point }
      return nil
    }
    set {
      if let newValue { target = .anchor(newValue) }
    }
  }
}

/// An attachment's properties as a value, as a step reads them: the world reads them all from
/// the behaviour first, then works on the copy (reading the behaviour along the way retained
/// and released it once per attachment and step).
struct AttachmentSpring {
  let item: ItemID
  let target: AttachmentBehavior.Target
  let length: Double
  let frequency: Double
  let dampingRatio: Double
  let mode: AttachmentBehavior.Mode
  let offset: Vector
  let toOffset: Vector
}

/// Pulls an item to a point with a damped spring, like `UISnapBehavior`.
///
/// It is a zero-length spring of ``frequency`` hertz whose damping ratio is ``dampingRatio``
/// (0…1, default 0.5, UIKit's `damping` default): 0 oscillates freely, 1 arrives without
/// overshoot.
public final class SnapBehavior: Behavior {
  /// The spring frequency used by every snap, in hertz.
  public static let frequency = 2.0

  public let item: ItemID
  /// Where the item's centre is pulled, in points.
  public var point: Point
  /// Damping ratio ζ in 0…1 (values outside are clamped when the world steps).
  public var dampingRatio: Double

  /// The damping ratio under UIKit's name.
  @available(*, deprecated, renamed: "dampingRatio")
  public var damping: Double {
    get { dampingRatio }
    set { dampingRatio = newValue }
  }

  /// Snaps `item` to `point`, in points, with damping ratio `dampingRatio` (default 0.5).
  public init(item: ItemID, point: Point, dampingRatio: Double = 0.5) {
    self.item = item
    self.point = point
    self.dampingRatio = dampingRatio
  }

  /// Snaps `item` to `point`; `damping` is the damping ratio.
  @available(*, deprecated, renamed: "init(item:point:dampingRatio:)")
  public convenience init(item: ItemID, point: Point, damping: Double) {
    self.init(item: item, point: point, dampingRatio: damping)
  }
}
