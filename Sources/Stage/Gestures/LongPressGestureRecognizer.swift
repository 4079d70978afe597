import Motion

/// A continuous press: begins once the finger has rested ``minimumPressDuration`` seconds
/// within ``allowableMovement`` points, reports changes as it moves, ends when it lifts.
///
/// A minimum duration of 0 begins on touch-down: the way to grab something in motion (a
/// transition that is still animating) without waiting for a pan's minimum distance.
///
/// ```swift
/// let grab = LongPressGestureRecognizer()
/// grab.minimumPressDuration = 0
/// grab.addAction { _ in animator.pauseAnimation() }
/// ```
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the finger must rest, in seconds (0 or more). Default 0.5.
  public var minimumPressDuration = 0.5
  /// How far the finger may move before the press begins, in points. Default 10.
  public var allowableMovement = 10.0

  private var start = Point.zero
  private var startTime = 0.0

  /// A long-press recogniser with UIKit's defaults.
  public override init() {}

  override func touchBegan(_ touch: Touch) {
    addTouch(touch)
    guard touches.count == 1 else {
      if state == .possible { fail() }
      return
    }
    start = touch.location
    startTime = touch.time
    if minimumPressDuration <= 0 { requestRecognition(.began) }
  }

  override func touchMoved(_ touch: Touch) {
    updateTouch(touch)
    switch state {
    case .possible:
      if touch.location.distance(to: start) > allowableMovement { fail() }
    case .began, .changed: change()
    case .ended, .cancelled, .failed: break
    }
  }

  override func touchEnded(_ touch: Touch) {
    updateTouch(touch)
    if state == .possible, touch.time - startTime >= minimumPressDuration, pendingState == nil {
      requestRecognition(.began)
    }
    removeTouch(touch.id)
    if touches.isEmpty { end() }
  }

  override func timeAdvanced(to time: Double) {
    guard state == .possible, pendingState == nil, !touches.isEmpty else { return }
    if time - startTime >= minimumPressDuration { requestRecognition(.began) }
  }
}
