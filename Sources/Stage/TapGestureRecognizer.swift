import Motion

/// A discrete tap: the fingers go down and lift without moving more than
/// ``allowableMovement`` points; recognised (`.ended`) when the last finger lifts.
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// tap.addAction { _ in try? presenter.dismiss(animated: false) }
/// dimmingView.addGestureRecognizer(tap)
/// ```
///
/// Only single taps are recognised (multi-tap counting is not implemented).
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may wander, in points, before the tap fails. Default 10.
  public var allowableMovement = 10.0
  /// How many fingers must take part. Default 1.
  public var numberOfTouchesRequired = 1

  private var starts: [(id: Int, location: Point)] = []
  private var mostTouches = 0

  /// A single-finger tap recogniser.
  public override init() {}

  override func touchBegan(_ touch: Touch) {
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
    if mostTouches == numberOfTouchesRequired { requestRecognition(.recognized) } else { fail() }
  }

  override func resetGesture() {
    starts.removeAll()
    mostTouches = 0
  }
}
