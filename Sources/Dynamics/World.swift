public import Motion

/// A 2D dynamics world equivalent to `UIDynamicAnimator`: items (rectangles that can rotate),
/// behaviours that act on them, contacts and rest detection, advanced by time you give it.
///
/// The world steps at a fixed internal ``step`` (default 1/240 s). `advance(by:)` runs every
/// whole step that fits, and the state it reports at a time between two steps is the exact
/// continuation of the last step's motion up to that time (the same integrator run for the
/// fraction of a step, without committing it). So the reported trajectory does not depend on
/// the frame rate: frames at 30, 60 or 120 Hz, or jittered, see the same motion.
///
/// Nothing reads a clock: time only moves when you call ``advance(by:)``. The same inputs give
/// bit-identical results on every run.
///
/// ```swift
/// let world = try World(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
/// let box = try world.addItem(ItemDefinition(
///   center: Point(x: 195, y: 100), size: Size(width: 50, height: 50), elasticity: 0.5))
/// world.addBehavior(GravityBehavior(items: [box]))
/// world.addBehavior(CollisionBehavior(items: [box]))
/// world.onEvent = { event in print(event) }
/// try world.advance(by: 1.0 / 60)
/// world.center(of: box)
/// ```
public final class World {
  /// The reference bounds, in points: the frame of the reference view.
  public let bounds: Rect
  /// The fixed internal step, in seconds.
  public let step: Double
  /// When the world counts as resting. Changing it restarts rest detection.
  // Read on every step: exclusivity unchecked, as for the world's own storage (below).
  @exclusivity(unchecked) public var restDetection: RestDetection {
    didSet { resetRestDetection() }
  }
  /// Receives every event (contacts, rest, resume) as it happens.
  @exclusivity(unchecked) public var onEvent: ((WorldEvent) -> Void)?
  /// Called when the world comes to rest (`UIDynamicAnimatorDelegate.dynamicAnimatorDidPause`).
  public var onRest: ((World) -> Void)?
  /// Called when motion resumes after a rest (`dynamicAnimatorWillResume`).
  public var onResume: ((World) -> Void)?

  // Storage read and written on every step, for every item, is `@exclusivity(unchecked)` (so are
  // `onEvent` and the behaviour properties read on every step). Only the world's own methods
  // touch it, and never while another access to the same property is open, so the runtime's
  // exclusivity check (a call into the Swift runtime on every access, up to a third of the step
  // time in release builds) only costs time. It changes nothing that the code computes.

  // Items, indexed by ItemID.index.
  @exclusivity(unchecked) var bodies: [ItemBody] = []
  /// State at the committed time `epoch + stepsSinceEpoch·step`.
  @exclusivity(unchecked) var states: [ItemState] = []
  /// State at `targetTime`, what callers see.
  @exclusivity(unchecked) var presented: [ItemState] = []
  /// Scratch: state at the start of the step in progress.
  @exclusivity(unchecked) var stepStart: [ItemState] = []
  /// Per item, the forces acting during the step in progress.
  @exclusivity(unchecked) var models: [ItemModel] = []
  /// Springs acting this step (all items), for items integrated numerically.
  @exclusivity(unchecked) var springTerms: [SpringTerm] = []
  /// Contacts currently touching.
  @exclusivity(unchecked) var contacts: [ActiveContact] = []
  /// Scratch: the item contacts in `contacts` by their first item (see `PairContactIndex`).
  @exclusivity(unchecked) var pairContacts = PairContactIndex()
  /// Per item, a bit for each boundary (index below 64) it rests against: the resting-contact
  /// lookup on the hot path, kept in step with `contacts`.
  @exclusivity(unchecked) var restingMask: [UInt64] = []
  /// Per item, the solution operators of its single spring, kept between steps.
  @exclusivity(unchecked) var propagators: [PropagatorCache] = []
  /// Scratch: per item, whether this step leaves it where it is (see `markHeldStill`).
  @exclusivity(unchecked) var heldStill: [Bool] = []
  /// Scratch: per item, the left edge swept over the step (sweep and prune).
  @exclusivity(unchecked) var sweptMinX: [Double] = []
  /// Scratch: per item, the span of y its box swept over the step, or −∞…∞ for an item that
  /// turns (see `resolveItemCollisions`).
  @exclusivity(unchecked) var sweptSpanY: [(Double, Double)] = []
  /// Scratch: per item, whether the joint solve has gathered its resting contacts (all false
  /// between solves).
  @exclusivity(unchecked) var stackVisited: [Bool] = []
  /// Scratch: the contacts of items touching items in the step in progress (see
  /// `World+Stacks.swift`).
  @exclusivity(unchecked) var stackContacts: [StackContact] = []
  /// The contacts of the joint solve of the last step and of this one so far, with their
  /// impulses, to start the next step's solve from (warm starting).
  @exclusivity(unchecked) var warmContacts: [StackContact] = []
  @exclusivity(unchecked) var solvedContacts: [StackContact] = []
  /// Scratch: per item, the index of its first contact in `warmContacts` (−1 for none), and
  /// per warm contact the next of the same item: the warm start's lookup without a scan.
  @exclusivity(unchecked) var warmFirst: [Int] = []
  @exclusivity(unchecked) var warmNext: [Int] = []
  /// Scratch of the joint solve's separation (see `World+StackSeparation.swift`): per item, its
  /// level above the boundaries (`Int.max` between solves), the contacts' order, and where
  /// each level's contacts start in it.
  @exclusivity(unchecked) var stackLevels: [Int] = []
  @exclusivity(unchecked) var stackOrder: [Int] = []
  @exclusivity(unchecked) var stackLevelStarts: [Int] = []
  /// Scratch for the joint step of items tied to each other.
  @exclusivity(unchecked) var rk: [RungeKuttaScratch] = []
  /// Scratch space of the implicit joint step (see `World+ImplicitStep.swift`): each item's slot in
  /// the system, the matrix (row-major) and the right-hand side.
  @exclusivity(unchecked) var implicitSlots: [Int] = []
  @exclusivity(unchecked) var implicitMatrix: [Double] = []
  @exclusivity(unchecked) var implicitRHS: [Double] = []

  // Time.
  var targetTime = 0.0
  var epoch = 0.0
  var stepsSinceEpoch = 0
  var isStepping = false

  // Behaviours.
  var roots: [Behavior] = []
  @exclusivity(unchecked) var cache = BehaviorCache()
  /// What the behaviours signal without calling in (see `WorldSignals`).
  let signals = WorldSignals()
  var cacheIsStale = true
  /// Whether the next step starts by forgetting contacts, as after a rebuild of the cache
  /// (see `pickUpTargetChanges()`).
  var contactsAreStale = false

  // Rest detection (read and written on every step; exclusivity unchecked, as above).
  @exclusivity(unchecked) var rest = RestState.moving(since: 0, stillFor: 0)

  /// Creates an empty world.
  ///
  /// - Parameters:
  ///   - bounds: The reference bounds, in points (finite, positive size).
  ///   - step: The fixed internal step in seconds, in (0, 0.1]. Default 1/240.
  ///   - restDetection: When the world counts as resting.
  public init(
    bounds: Rect, step: Double = 1.0 / 240, restDetection: RestDetection = RestDetection()
  ) throws(DynamicsError) {
    guard bounds.isFinite, bounds.width > 0, bounds.height > 0 else {
      throw DynamicsError(
        parameter: "bounds", problem: "expected a finite rectangle with a positive size")
    }
    guard step.isFinite, step > 0, step <= 0.1 else {
      throw DynamicsError(
        parameter: "step", problem: "expected a number of seconds in (0, 0.1], got \(step)")
    }
    self.bounds = bounds
    self.step = step
    self.restDetection = restDetection
    // Room for a few contacts up front, so that the first contact does not allocate mid-frame.
    contacts.reserveCapacity(8)
  }

  /// The simulation time, in seconds (during a behaviour's action, the time of that step).
  public var elapsedTime: Double { isStepping ? committedTime : targetTime }

  var committedTime: Double { epoch + Double(stepsSinceEpoch) * step }

  /// The number of items.
  public var itemCount: Int { bodies.count }

  /// Every item's handle, in insertion order.
  public var items: [ItemID] { bodies.indices.map(ItemID.init) }

  // MARK: Items

  /// Adds an item and returns its handle.
  ///
  /// - Throws: ``DynamicsError`` for a non-finite value, a non-positive size or density, an
  ///   elasticity outside 0…1, negative friction, resistance or angular resistance, or an
  ///   angular velocity for an item that does not rotate.
  public func addItem(_ definition: ItemDefinition) throws(DynamicsError) -> ItemID {
    let valid = try definition.validated()
    rebase()
    let state = ItemState(
      center: valid.center, velocity: valid.velocity, angle: valid.angle,
      angularVelocity: valid.angularVelocity)
    bodies.append(ItemBody(valid))
    states.append(state)
    presented.append(state)
    stepStart.append(state)
    models.append(ItemModel())
    restingMask.append(0)
    heldStill.append(false)
    propagators.append(PropagatorCache())
    cacheIsStale = true
    wake()
    return ItemID(bodies.count - 1)
  }

  func check(_ item: ItemID) throws(DynamicsError) {
    guard item.index >= 0, item.index < bodies.count else {
      throw DynamicsError(parameter: "item", problem: "\(item) is not an item of this world")
    }
  }

  var current: [ItemState] { isStepping ? states : presented }

  /// The item's centre now, in points.
  public func center(of item: ItemID) -> Point { current[item.index].center }

  /// The item's velocity now, in points per second.
  public func velocity(of item: ItemID) -> Vector { current[item.index].velocity }

  /// The item's frame now, in points: its size about its centre, unrotated (the rotation is
  /// ``angle(of:)``, as a view's `bounds` and `transform` are separate).
  public func frame(of item: ItemID) -> Rect {
    let body = bodies[item.index]
    return Rect(
      center: current[item.index].center,
      size: Size(width: body.halfSize.dx * 2, height: body.halfSize.dy * 2))
  }

  /// The item's mass (density × area / 10 000).
  public func mass(of item: ItemID) -> Double { bodies[item.index].mass }

  /// Moves an item, as a finger dragging it would. Its contacts are forgotten.
  public func setCenter(_ center: Point, of item: ItemID) throws(DynamicsError) {
    try set(\.center, to: center, named: "center", of: item)
  }

  /// Sets an item's velocity, in points per second.
  public func setVelocity(_ velocity: Vector, of item: ItemID) throws(DynamicsError) {
    try set(\.velocity, to: velocity, named: "velocity", of: item)
  }

  /// What the setters of one part of an item's state share: the item and the value (the
  /// parameter `name`) checked, nothing changed when either is refused; then the part set and
  /// the item's contacts forgotten (``setState(of:forgettingContacts:_:)``).
  func set<Value: FiniteValue>(
    _ part: WritableKeyPath<ItemState, Value>, to value: Value, named name: String, of item: ItemID
  ) throws(DynamicsError) {
    try check(item)
    try Validate.finite(value, name)
    setState(of: item.index, forgettingContacts: true) { $0[keyPath: part] = value }
  }

  /// What every setter of an item's state does once its input is checked: the change applied
  /// from now (after a rebase) to the committed and the presented state, the item's contacts
  /// forgotten when asked, the world woken.
  func setState(
    of i: Int, forgettingContacts: Bool, _ change: (inout ItemState) -> Void
  ) {
    rebase()
    change(&states[i])
    change(&presented[i])
    if forgettingContacts { forgetContacts(of: i) }
    wake()
  }

  // MARK: Behaviours

  /// The top-level behaviours, in the order added.
  public var behaviors: [Behavior] { roots }

  /// Adds a behaviour (and its children). One already in a world or composite is moved here.
  public func addBehavior(_ behavior: Behavior) {
    guard !roots.contains(where: { $0 === behavior }) else { return }
    behavior.removeFromParent()
    rebase()
    roots.append(behavior)
    behavior.attach(to: self)
    behaviorsChanged()
  }

  /// Removes a top-level behaviour; others are ignored.
  public func removeBehavior(_ behavior: Behavior) {
    guard let index = roots.firstIndex(where: { $0 === behavior }) else { return }
    rebase()
    roots.remove(at: index)
    behavior.attach(to: nil)
    behaviorsChanged()
  }

  /// Removes every behaviour.
  public func removeAllBehaviors() {
    rebase()
    for behavior in roots { behavior.attach(to: nil) }
    roots.removeAll()
    behaviorsChanged()
  }

  func behaviorsChanged() {
    rebase()
    cacheIsStale = true
    wake()
  }

  /// An attachment's target moved (signalled through `signals`): what `behaviorsChanged()`
  /// does, except that the behaviour cache, which does not depend on targets, is not rebuilt;
  /// the next step only resets what a rebuild resets besides the cache (see
  /// `resetContacts()`), so the motion is the same. Run by `rebase()` (every change of the
  /// world starts with it), at the start of `advance(to:)` and of a peek, and after a step's
  /// actions: nothing the world does between the move and then reads what it changes, so the
  /// result is the same as at the moment of the move.
  @inline(__always)
  func pickUpTargetChanges() {
    if signals.targetMoved { rebase() }
  }

  func emit(_ event: WorldEvent) {
    onEvent?(event)
  }
}
