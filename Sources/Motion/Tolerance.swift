/// How close is close enough: the thresholds a simulation uses to decide that it has settled.
///
/// A `Tolerance` is carried by springs now and by the physics engine later, so that every "is it
/// done yet?" question in the library is answered against documented numbers rather than hidden
/// epsilons. Units follow the quantity being simulated: for a view's position the distance is in
/// points and the velocity in points per second.
///
/// ```swift
/// let spring = Spring.smooth
/// let motion = spring.motion(from: 0, to: 300, initialVelocity: 0)
/// let done = motion.settlingDuration(tolerance: .init(distance: 0.5))  // within half a point
/// ```
public struct Tolerance: Sendable, Hashable {
  /// Largest distance from the target still considered "there", in the simulation's units
  /// (points for positions). Default 0.001.
  public var distance: Double
  /// Largest speed still considered "at rest", in units per second. Default 0.001.
  public var velocity: Double
  /// Smallest meaningful time difference, in seconds. Default 0.001 (one millisecond).
  public var time: Double

  /// Creates a tolerance. Values are magnitudes: their sign is ignored.
  public init(distance: Double = 0.001, velocity: Double = 0.001, time: Double = 0.001) {
    self.distance = abs(distance)
    self.velocity = abs(velocity)
    self.time = abs(time)
  }

  /// The defaults: 0.001 in distance, velocity and time.
  public static let standard = Tolerance()

  /// Half a point and half a point per second: invisible on any screen. Suits view positions.
  public static let halfPoint = Tolerance(distance: 0.5, velocity: 0.5, time: 0.001)
}
