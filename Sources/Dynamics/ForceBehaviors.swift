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

  public init(items: [ItemID], mode: Mode, magnitude: Double = 1, angle: Double = 0) {
    self.items = items
    self.mode = mode
    self.magnitude = magnitude
    self.angle = angle
  }

  /// The force vector, in UIKit's units (mass × pt/s²).
  public var force: Vector {
    Vector(dx: cosine(angle), dy: sine(angle)) * (magnitude * 100)
  }
}

/// A spring from an item to an anchor point or to another item, like `UIAttachmentBehavior`.
///
/// `frequency` is in hertz and `damping` is a damping *ratio* (1 is critical): the spring
/// constant is k = m·(2πf)² and the damping coefficient c = 2·m·ζ·2πf, for the item's mass m.
/// The spring acts along the line between the item's centre and the anchor and rests at
/// `length`.
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
  @exclusivity(unchecked) public var target: Target { didSet { structureChanged() } }
  /// Rest length, in points, 0 or more.
  @exclusivity(unchecked) public var length: Double
  /// Oscillation frequency, in hertz, greater than 0.
  @exclusivity(unchecked) public var frequency: Double
  /// Damping ratio, 0 or more (1 is critical).
  @exclusivity(unchecked) public var damping: Double
  @exclusivity(unchecked) public var mode: Mode

  /// Attaches `item` to a fixed anchor.
  ///
  /// - Parameters:
  ///   - length: Rest length in points; defaults to 0.
  ///   - frequency: Hz, default 1 (UIKit's default).
  ///   - damping: Damping ratio, default 0 (UIKit's default).
  public init(
    item: ItemID, anchor: Point, length: Double = 0, frequency: Double = 1, damping: Double = 0,
    mode: Mode = .exact
  ) {
    self.item = item
    self.target = .anchor(anchor)
    self.length = length
    self.frequency = frequency
    self.damping = damping
    self.mode = mode
  }

  /// Attaches `item` to another item.
  public init(
    item: ItemID, to other: ItemID, length: Double = 0, frequency: Double = 1,
    damping: Double = 0
  ) {
    self.item = item
    self.target = .item(other)
    self.length = length
    self.frequency = frequency
    self.damping = damping
    self.mode = .exact
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

/// Pulls an item to a point with a damped spring, like `UISnapBehavior`.
///
/// It is a zero-length spring of ``frequency`` hertz whose damping ratio is `damping`
/// (0…1, default 0.5, UIKit's default): 0 oscillates freely, 1 arrives without overshoot.
public final class SnapBehavior: Behavior {
  /// The spring frequency used by every snap, in hertz.
  public static let frequency = 2.0

  public let item: ItemID
  /// Where the item's centre is pulled, in points.
  public var point: Point
  /// Damping ratio in 0…1.
  public var damping: Double

  public init(item: ItemID, point: Point, damping: Double = 0.5) {
    self.item = item
    self.point = point
    self.damping = damping
  }
}
