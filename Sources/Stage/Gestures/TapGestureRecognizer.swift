import Motion

/// A discrete tap: the fingers go down and lift without moving more than
/// ``allowableMovement`` points, ``numberOfTapsRequired`` times in a row; recognised
/// (`.ended`) when the last finger of the last tap lifts.
///
/// Between taps the recogniser stays possible for up to ``maximumTapInterval`` seconds; a
/// single tap that should not fire on a double tap requires the double tap to fail:
///
/// ```swift
/// let single = TapGestureRecognizer()
/// let double = TapGestureRecognizer()
/// double.numberOfTapsRequired = 2
/// single.require(toFail: double)  // fires 0.35 s after a lone tap
/// view.addGestureRecognizer(single)
/// view.addGestureRecognizer(double)
/// ```
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may wander, in points, before the tap fails. Default 10.
  public var allowableMovement = 10.0
  /// How many fingers must take part. Default 1.
  public var numberOfTouchesRequired = 1
  /// How many taps make the gesture. Default 1.
  public var numberOfTapsRequired = 1
  /// The longest wait between one tap's lift and the next tap, in seconds. Default 0.35.
  public var maximumTapInterval = 0.35
  /// How far a later tap may land from the first, in points. Default 45.
  public var maximumTapDistance = 45.0

  private var starts: [(id: Int, location: Point)] = []
  private var mostTouches = 0
  private var taps = 0
  private var firstLocation = Point.zero
  private var lastLift = 0.0

  /// A single-finger, single-tap recogniser.
  public override init() {}

  override var lingers: Bool {
    state == .possible && taps > 0 && taps < numberOfTapsRequired && touches.isEmpty
  }

  override func touchBegan(_ touch: Touch) {
    if touches.isEmpty {
      if taps == 0 {
        firstLocation = touch.location
      } else if touch.time - lastLift > maximumTapInterval
        || touch.location.distance(to: firstLocation) > maximumTapDistance
      {
        return fail()
      }
      starts.removeAll()
      mostTouches = 0
    }
    addTouch(touch)
    starts.append((touch.id, touch.location))
    mostTouches = max(mostTouches, touches.count)
    if touches.count > numberOfTouchesRequired { fail() }
  }

  override func touchMoved(_ touch: Touch) {
    updateTouch(touch)
    guard let start = starts.first(where: { $0.id == touch.id }) else { return }
    if touch.location.distance(to: start.location) > allowableMovement { fail() }
  }

  override func touchEnded(_ touch: Touch) {
    touchMoved(touch)
    guard state == .possible else { return }
    removeTouch(touch.id)
    guard touches.isEmpty else { return }
    guard mostTouches == numberOfTouchesRequired else { return fail() }
    taps += 1
    lastLift = touch.time
    if taps >= numberOfTapsRequired { requestRecognition(.recognized) }
  }

  override func timeAdvanced(to time: Double) {
    if lingers, time - lastLift > maximumTapInterval { fail() }
  }

  override func resetGesture() {
    starts.removeAll()
    mostTouches = 0
    taps = 0
  }
}
