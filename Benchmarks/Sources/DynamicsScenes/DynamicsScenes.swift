// The five `Dynamics` scenes timed by `DynamicsBenchmarks` (ordo-one/benchmark, with malloc
// counts) and by `DynamicsComparison` (against pymunk and Box2D, through `compare_physics.py`).
// `compare_physics.py` builds the same scenes in pymunk and Box2D: keep the constants below and
// the script's in step.
//
// Every scene steps at the world's default fixed step, 1/240 s, one `advance(by: world.step)`
// per step. A scene is built, then warmed up (`warmUpSteps`, not measured) so that it is in the
// state to measure: its arrays have grown to their steady size and the motion is the one the
// scene is about. Then `measuredSteps` steps are timed.

public import Dynamics
import Motion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scene to time.
public enum DynamicsScene: String, CaseIterable, Sendable {
  /// 1,000 items, each on its own attachment spring (exact mode, 2 Hz, damping ratio 0.3, rest
  /// length 50 pt) to a fixed anchor, released stretched and moving; no gravity, no collisions.
  case springs
  /// 100 boxes of 30 × 30 pt resting on the floor of the bounds under gravity, 10 pt apart, with
  /// one collision behaviour for all of them (items and the bounds' edges).
  case boxes
  /// Seed 003's shade: one 390 × 844 pt item (elasticity 0.6) on a 3 Hz spring (damping ratio
  /// 0.1, rest length 422) to (195, 844), inside the bounds extended 844 pt upwards.
  case shade
  /// 100 rotating boxes of 40 × 40 pt (friction 0.5) in 10 stacks of 10 under gravity, resting
  /// on each other and on the floor, with one collision behaviour for all of them.
  case stack
  /// A spinning card: one rotating 200 × 280 pt item held near its top-left corner (offset
  /// (−70, −110)) by a 3 Hz spring (damping ratio 0.5, length 0) to a finger moving at
  /// (300, −200) pt/s, the anchor moved before every step; no collisions.
  case card

  /// Steps timed per measurement: one second of simulated time at 1/240 s.
  public static let measuredSteps = 240

  /// A one-line description for reports.
  public var title: String {
    switch self {
    case .springs: return "1000 bodies on attachment springs"
    case .boxes: return "100 boxes resting on the floor"
    case .shade: return "seed-003 shade (moving)"
    case .stack: return "100 rotating boxes in 10 stacks"
    case .card: return "spinning card held by a moving finger"
    }
  }

  /// The number of items: divide a step's cost by it for the cost per body-step.
  public var bodyCount: Int {
    switch self {
    case .springs: return SpringsScene.count
    case .boxes: return BoxesScene.count
    case .shade: return 1
    case .stack: return StackScene.count
    case .card: return 1
    }
  }

  /// Steps run before measuring, in total (for the shade: the whole first release, then 12 more
  /// steps after the release is repeated).
  public var warmUpSteps: Int {
    switch self {
    case .springs: return 240
    case .boxes: return 480
    case .shade: return ShadeScene.firstRunSteps + ShadeScene.settleSteps
    case .stack: return 480
    case .card: return 240
    }
  }

  /// Builds the scene and warms it up: the returned world is ready for `measuredSteps` steps.
  public func prepare() throws -> PreparedScene {
    switch self {
    case .springs: return try SpringsScene.prepare()
    case .boxes: return try BoxesScene.prepare()
    case .shade: return try ShadeScene.prepare()
    case .stack: return try StackScene.prepare()
    case .card: return try CardScene.prepare()
    }
  }
}

/// A scene's world and items, warmed up.
public struct PreparedScene {
  public let world: World
  public let items: [ItemID]
  let summarize: (World, [ItemID]) -> Double
  /// What the scene does before each step (the card's finger moves its anchor), if anything.
  let beforeStep: ((World) -> Void)?

  init(
    world: World, items: [ItemID], beforeStep: ((World) -> Void)? = nil,
    summarize: @escaping (World, [ItemID]) -> Double
  ) {
    self.world = world
    self.items = items
    self.beforeStep = beforeStep
    self.summarize = summarize
  }

  /// Runs one step (`advance(by: world.step)`), after the scene's own work before a step.
  @inline(__always)
  public func step() throws {
    beforeStep?(world)
    try world.advance(by: world.step)
  }

  /// One number that describes where the scene is (to check that the engines agree): the mean
  /// distance from item to anchor (springs), the mean height of the boxes' bottom edges above
  /// the floor (boxes) or the shade's centre y.
  public var summary: Double { summarize(world, items) }
}

/// Runs `count` steps of `world`.
func run(_ world: World, steps count: Int) throws {
  for _ in 0..<count { try world.advance(by: world.step) }
}

enum SpringsScene {
  static let count = 1000
  static let columns = 40
  static let spacing = 50.0
  static let length = 50.0

  /// The anchor of item `i`: a 40 × 25 grid, 50 pt apart.
  static func anchor(_ i: Int) -> Point {
    Point(x: 25 + spacing * Double(i % columns), y: 25 + spacing * Double(i / columns))
  }

  static func prepare() throws -> PreparedScene {
    let world = try World(bounds: Rect(x: 0, y: 0, width: 2000, height: 1250))
    var items: [ItemID] = []
    for i in 0..<count {
      // Directions spread by the golden angle; stretched by 0 to 30 pt and moving sideways at
      // 40 to 120 pt/s, so every spring oscillates and swings.
      let angle = 2 * Double.pi * 0.618_033_988_749_895 * Double(i)
      let direction = Vector(dx: cos(angle), dy: sin(angle))
      let distance = length + 30 * Double(i % 7) / 6
      let speed = 40 + 20 * Double(i % 5)
      let anchor = anchor(i)
      let item = try world.addItem(
        ItemDefinition(
          center: anchor + direction * distance, size: Size(width: 20, height: 20),
          velocity: Vector(dx: -direction.dy, dy: direction.dx) * speed))
      world.addBehavior(
        AttachmentBehavior(
          item: item, anchor: anchor, length: length, frequency: 2, dampingRatio: 0.3))
      items.append(item)
    }
    try run(world, steps: DynamicsScene.springs.warmUpSteps)
    return PreparedScene(world: world, items: items) { world, items in
      var total = 0.0
      for (i, item) in items.enumerated() { total += (world.center(of: item) - anchor(i)).length }
      return total / Double(items.count)
    }
  }
}

enum BoxesScene {
  static let count = 100
  static let size = 30.0
  static let spacing = 40.0
  static let height = 600.0

  static func prepare() throws -> PreparedScene {
    let world = try World(
      bounds: Rect(x: 0, y: 0, width: spacing * Double(count), height: height))
    var items: [ItemID] = []
    for i in 0..<count {
      // 10 pt apart, dropped from 5 pt above the floor.
      items.append(
        try world.addItem(
          ItemDefinition(
            center: Point(x: spacing / 2 + spacing * Double(i), y: height - size / 2 - 5),
            size: Size(width: size, height: size))))
    }
    world.addBehavior(GravityBehavior(items: items))
    world.addBehavior(CollisionBehavior(items: items, mode: .everything))
    // Two seconds: they land after 0.1 s and rest on the floor from then on.
    try run(world, steps: DynamicsScene.boxes.warmUpSteps)
    return PreparedScene(world: world, items: items) { world, items in
      var total = 0.0
      for item in items { total += height - (world.center(of: item).y + size / 2) }
      return total / Double(items.count)
    }
  }
}

enum ShadeScene {
  static let width = 390.0
  static let height = 844.0
  /// Released at rest with its centre at y = −150 (above the midpoint, as in
  /// `ShadeScenarioTests`): the spring pulls it down, it hits the floor and bounces.
  static let release = Point(x: 195, y: -150)
  /// The first release runs to rest (4 s), so the contact list has been used once.
  static let firstRunSteps = 960
  /// Steps after the second release, before measuring.
  static let settleSteps = 12

  static func prepare() throws -> PreparedScene {
    let world = try World(bounds: Rect(x: 0, y: 0, width: width, height: height))
    let shade = try world.addItem(
      ItemDefinition(
        center: release, size: Size(width: width, height: height), elasticity: 0.6))
    let behavior = CompositeBehavior()
    behavior.addChild(
      AttachmentBehavior(
        item: shade, anchor: Point(x: width / 2, y: height), length: height / 2, frequency: 3,
        dampingRatio: 0.1))
    behavior.addChild(
      CollisionBehavior(items: [shade], boundaryInsets: EdgeInsets(top: -height)))
    world.addBehavior(behavior)
    try run(world, steps: firstRunSteps)
    // Release it again: the measured steps are the first second of a release, while it moves.
    try world.setCenter(release, of: shade)
    try world.setVelocity(.zero, of: shade)
    try run(world, steps: settleSteps)
    return PreparedScene(world: world, items: [shade]) { world, items in
      world.center(of: items[0]).y
    }
  }
}

enum StackScene {
  static let columns = 10
  static let rows = 10
  static var count: Int { columns * rows }
  static let size = 40.0
  static let spacing = 80.0
  static let height = 600.0

  static func prepare() throws -> PreparedScene {
    let world = try World(
      bounds: Rect(x: 0, y: 0, width: spacing * Double(columns), height: height))
    var items: [ItemID] = []
    for column in 0..<columns {
      for row in 0..<rows {
        // 1 pt apart, as in `StackTests`: they close up and rest within a second.
        let center = Point(
          x: spacing / 2 + spacing * Double(column),
          y: height - size / 2 - Double(row) * (size + 1))
        items.append(
          try world.addItem(
            ItemDefinition(center: center, size: Size(width: size, height: size), friction: 0.5)
          ))
      }
    }
    world.addBehavior(GravityBehavior(items: items))
    world.addBehavior(CollisionBehavior(items: items, mode: .everything))
    try run(world, steps: DynamicsScene.stack.warmUpSteps)
    return PreparedScene(world: world, items: items) { world, items in
      var total = 0.0
      for column in 0..<columns {
        total += height - world.center(of: items[column * rows + rows - 1]).y
      }
      return total / Double(columns)
    }
  }
}

enum CardScene {
  static let size = Size(width: 200, height: 280)
  /// Where the finger holds the card, from its centre in its own axes.
  static let offset = Vector(dx: -70, dy: -110)
  static let fingerStart = Point(x: 60, y: 700)
  static let fingerVelocity = Vector(dx: 300, dy: -200)
  static let spin = 4.0

  static func prepare() throws -> PreparedScene {
    let world = try World(bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = try world.addItem(
      ItemDefinition(
        center: fingerStart - offset, size: size, angularVelocity: spin))
    let attachment = AttachmentBehavior(
      item: card, offset: offset, anchor: fingerStart, frequency: 3, dampingRatio: 0.5)
    world.addBehavior(attachment)
    // The finger's position at the start of each step: the anchor is moved, as a pan would.
    let follow: (World) -> Void = { world in
      attachment.anchor = fingerStart + fingerVelocity * world.elapsedTime
    }
    for _ in 0..<DynamicsScene.card.warmUpSteps {
      follow(world)
      try world.advance(by: world.step)
    }
    return PreparedScene(world: world, items: [card], beforeStep: follow) { world, items in
      world.angle(of: items[0])
    }
  }
}
