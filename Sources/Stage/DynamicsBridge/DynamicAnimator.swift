public import Dynamics
public import Motion

/// Runs a `Dynamics.World` in a window's frame loop and moves views with it, like
/// `UIDynamicAnimator(referenceView:)`.
///
/// The world's reference bounds are the reference view's bounds; each item added mirrors a view
/// (its centre and size in the reference view's coordinates). Install the animator in a window
/// and every frame advances the world to the window's time and writes each item's centre back
/// to its view. Behaviours go on ``world``.
///
/// ```swift
/// let animator = try DynamicAnimator(referenceView: container)
/// let shade = try animator.addItem(shadeView, elasticity: 0.6)
/// animator.world.addBehavior(
///   AttachmentBehavior(item: shade, anchor: Point(x: 195, y: 844), length: 422,
///                      frequency: 3, dampingRatio: 0.1))
/// animator.world.onRest = { _ in print("done") }
/// animator.install(in: window)
/// try window.advance(to: 1, frameRate: 60)
/// ```
@MainActor
public final class DynamicAnimator: FrameObserver {
  /// The view whose coordinate space the world uses.
  ///
  /// Not retained, as UIKit's is weak: the window keeps an installed animator alive, and an
  /// animator whose reference view is the window must not keep the window alive in turn. Read
  /// it only while the view exists.
  public unowned let referenceView: View
  /// The simulated world; add behaviours here.
  public let world: World
  private var entries: [(view: View, item: ItemID)] = []
  /// The entries whose items turn: their angle goes into the view's rotation.
  private var turning: [(view: View, item: ItemID)] = []
  private var origin: Double?
  private var isInstalled = false

  /// Creates an animator for the views inside `referenceView`.
  ///
  /// - Parameters:
  ///   - referenceView: The view the animated views are inside; the world's bounds are its
  ///     bounds (``referenceView``).
  ///   - step: The world's fixed step, in seconds. Default 1/240.
  public init(referenceView: View, step: Double = 1.0 / 240) throws(DynamicsError) {
    self.referenceView = referenceView
    let bounds = referenceView.bounds
    world = try World(
      bounds: Rect(origin: .zero, size: bounds.size).offsetBy(
        Vector(dx: bounds.origin.x, dy: bounds.origin.y)),
      step: step)
  }

  /// Adds `view` as an item at its on-screen centre with its bounds' size.
  ///
  /// - Parameters:
  ///   - view: The view the item mirrors.
  ///   - velocity: Initial velocity, in points per second (a release velocity, say).
  ///   - density: As `Dynamics.ItemDefinition.density`. Default 1.
  ///   - elasticity: As `Dynamics.ItemDefinition.elasticity`. Default 0.
  ///   - friction: As `Dynamics.ItemDefinition.friction`. Default 0.
  ///   - resistance: As `Dynamics.ItemDefinition.resistance`. Default 0.
  ///   - allowsRotation: Whether the item turns (`Dynamics.ItemDefinition.allowsRotation`),
  ///     from the view's on-screen rotation; each frame then writes its angle into the view's
  ///     transform's rotation (keeping the rest of the transform). Default `false`: the item
  ///     keeps its angle and the view's transform is left alone, as before items could turn.
  ///   - angularVelocity: As `Dynamics.ItemDefinition.angularVelocity`, in rad/s; only for an
  ///     item that turns. Default 0.
  ///   - angularResistance: As `Dynamics.ItemDefinition.angularResistance`. Default 0.
  /// - Throws: `Dynamics.DynamicsError` for an empty view or an invalid property.
  @discardableResult
  public func addItem(
    _ view: View, velocity: Vector = .zero, density: Double = 1, elasticity: Double = 0,
    friction: Double = 0, resistance: Double = 0, allowsRotation: Bool = false,
    angularVelocity: Double = 0, angularResistance: Double = 0
  ) throws(DynamicsError) -> ItemID {
    let id = try world.addItem(
      ItemDefinition(
        center: view.onScreen.center, size: view.bounds.size, velocity: velocity,
        density: density, elasticity: elasticity, friction: friction, resistance: resistance,
        angle: allowsRotation ? view.onScreen.transform.rotation : 0,
        angularVelocity: angularVelocity, allowsRotation: allowsRotation,
        angularResistance: angularResistance))
    entries.append((view, id))
    if allowsRotation { turning.append((view, id)) }
    return id
  }

  /// The item that mirrors `view`, if it was added.
  public func item(for view: View) -> ItemID? {
    entries.first { $0.view === view }?.item
  }

  /// Moves the item of `view` to the view's current centre (after a drag, say), and a turning
  /// item to the view's rotation, as `updateItemUsingCurrentState` does.
  public func updateItem(from view: View, velocity: Vector? = nil) throws(DynamicsError) {
    guard let item = item(for: view) else {
      throw DynamicsError(parameter: "view", problem: "not an item of this animator")
    }
    try world.setCenter(view.onScreen.center, of: item)
    if let velocity { try world.setVelocity(velocity, of: item) }
    if turning.contains(where: { $0.view === view }) {
      try world.setAngle(view.onScreen.transform.rotation, of: item)
    }
  }

  /// Starts stepping with `window`'s frames; the world's time 0 is the window's time now (so
  /// the first frame after a release already moves the items by what that frame's time allows).
  public func install(in window: Window) {
    guard !isInstalled else { return }
    isInstalled = true
    origin = window.currentTime - world.elapsedTime
    window.addFrameObserver(self)
  }

  /// Stops stepping; views stay where they are.
  public func stop() {
    isInstalled = false
  }

  /// Whether the animator is stepping with a window.
  public var isRunning: Bool { isInstalled }

  /// The window time of the world's next boundary contact before `limit`
  /// (`Dynamics.World.nextBoundaryContact(within:)`), while installed.
  public func nextMotionBreak(before limit: Double) -> Double? {
    guard isInstalled, let origin else { return nil }
    let now = origin + world.elapsedTime
    guard limit > now, let ahead = try? world.nextBoundaryContact(within: limit - now),
      ahead > 0
    else { return nil }
    return now + ahead
  }

  public func windowDidAdvance(to time: Double) -> Bool {
    guard advanceWorld(to: time) else { return false }
    for entry in entries {
      entry.view.center = world.center(of: entry.item)
    }
    for entry in turning {
      var transform = entry.view.transform
      transform.rotation = world.angle(of: entry.item)
      entry.view.transform = transform
    }
    return true
  }

  /// What a window frame at `time` does to the world (``windowDidAdvance(to:)`` without moving
  /// the views): the same world time, so the same steps, bit for bit. The views stay where the
  /// last frame put them until the next window frame moves them (issue 30's plan of a physics
  /// run advances the world alone frame by frame, reading the world, and hands the last frame
  /// to the window). Returns `false`, changing nothing, when not installed.
  @discardableResult
  public func advanceWorld(to time: Double) -> Bool {
    guard isInstalled else { return false }
    let start = origin ?? time
    origin = start
    // The window's clock never goes back, so this cannot throw; stay installed regardless.
    try? world.advance(to: max(world.elapsedTime, time - start))
    return true
  }
}
