/// Something that acts on items while it is part of a ``World``: the base of every behaviour,
/// like `UIDynamicBehavior`.
///
/// Behaviours compose: add children to a ``CompositeBehavior`` and give it an ``action`` that
/// runs after every simulation step. A behaviour belongs to at most one world at a time.
///
/// ```swift
/// let shade = CompositeBehavior()
/// shade.addChild(AttachmentBehavior(item: id, anchor: Point(x: 195, y: 844), length: 422))
/// shade.addChild(CollisionBehavior(items: [id]))
/// shade.action = { world in print(world.elapsedTime) }
/// world.addBehavior(shade)
/// ```
public class Behavior {
  /// The world this behaviour (or the composite holding it) was added to.
  // Read whenever a finger moves an attachment's anchor (before every step): exclusivity
  // unchecked, as for the world's own storage (see `World`); only `attach(to:)` writes it.
  @exclusivity(unchecked) public internal(set) weak var world: World?
  /// The signals of ``world`` (nil when in none): how an attachment's moved target reaches the
  /// world without loading the weak reference (see `WorldSignals`).
  @exclusivity(unchecked) var signals: WorldSignals?
  /// The composite holding this behaviour, if any.
  public internal(set) weak var parent: CompositeBehavior?
  // Read on every step: exclusivity unchecked, as for the world's own storage (see `World`).
  /// Runs after every simulation step while the behaviour is in a world, in tree order.
  @exclusivity(unchecked) public var action: ((World) -> Void)?

  init() {}

  /// Tells the world its cached view of the behaviour tree is stale.
  func structureChanged() {
    world?.behaviorsChanged()
  }

  func attach(to world: World?) {
    self.world = world
    self.signals = world?.signals
  }
}

/// A behaviour that only groups others (`UIDynamicBehavior` with child behaviours).
public final class CompositeBehavior: Behavior {
  /// The children, in the order they act.
  public private(set) var children: [Behavior] = []

  public override init() {}

  /// Creates a composite holding `children`.
  public init(children: [Behavior]) {
    super.init()
    for child in children { addChild(child) }
  }

  /// Adds a child. A behaviour already in a composite or a world is moved here.
  public func addChild(_ child: Behavior) {
    guard child !== self, !isDescendant(of: child) else { return }
    child.removeFromParent()
    child.parent = self
    children.append(child)
    child.attach(to: world)
    structureChanged()
  }

  /// Removes a child; a behaviour that is not a child is ignored.
  public func removeChild(_ child: Behavior) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    child.parent = nil
    child.attach(to: nil)
    structureChanged()
  }

  override func attach(to world: World?) {
    super.attach(to: world)
    for child in children { child.attach(to: world) }
  }

  private func isDescendant(of other: Behavior) -> Bool {
    var node = parent
    while let current = node {
      if current === other { return true }
      node = current.parent
    }
    return false
  }
}

extension Behavior {
  /// Detaches the behaviour from its composite or its world.
  func removeFromParent() {
    if let parent {
      parent.removeChild(self)
    } else if let world {
      world.removeBehavior(self)
    }
  }
}
