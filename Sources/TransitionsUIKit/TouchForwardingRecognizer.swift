import Motion
import Stage
import TransitionsBackend
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Hands every real touch to the engine: its finger, phase, location in the view and
/// `UITouch.timestamp` (the media clock that ``TransitionsBackend/MediaTimeDriver`` maps). It
/// decides nothing: ``TransitionsBackend/TouchForwarding`` says which finger a touch is and
/// which state to move to (it begins, cancelling the touches of the views under the finger,
/// only once the engine's gesture has taken them).
@MainActor
final class TouchForwardingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
  typealias Forward = @MainActor (Int, TouchPhase, CGPoint, TimeInterval) -> Void

  private let forward: Forward
  private let engineClaims: @MainActor () -> Bool
  private var forwarding = TouchForwarding()
  /// Called when the recogniser is enabled or disabled (a container's default interaction).
  var enabledChanged: (@MainActor (Bool) -> Void)?

  init(forward: @escaping Forward, engineClaims: @escaping @MainActor () -> Bool) {
    self.forward = forward
    self.engineClaims = engineClaims
    super.init(target: nil, action: nil)
    cancelsTouchesInView = true
    delaysTouchesBegan = false
    delaysTouchesEnded = false
    delegate = self
  }

  override var isEnabled: Bool {
    didSet { enabledChanged?(isEnabled) }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    handle(touches, .began, event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    handle(touches, .moved, event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    handle(touches, .ended, event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    handle(touches, .cancelled, event)
  }

  override func reset() {
    super.reset()
    forwarding.reset()
  }

  private func handle(_ touches: Set<UITouch>, _ phase: TouchPhase, _ event: UIEvent) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
      let finger = forwarding.finger(for: ObjectIdentifier(touch), phase: phase)
      // Every sample a 120 Hz finger left since the last event (TouchForwarding decides).
      let coalesced = (event.coalescedTouches(for: touch) ?? []).map(sample)
      for each in TouchForwarding.samples(phase: phase, main: sample(touch), coalesced: coalesced) {
        forward(finger, phase, CGPoint(x: each.location.x, y: each.location.y), each.time)
      }
    }
    let current: TouchForwarding.State =
      switch state {
      case .began: .began
      case .changed: .changed
      case .possible: .possible
      default: .ended
      }
    switch forwarding.state(after: current, engineClaims: engineClaims()) {
    case .began: state = .began
    case .changed: state = .changed
    case .ended: state = .ended
    case .failed: state = .failed
    case .possible, nil: break
    }
  }

  private func sample(_ touch: UITouch) -> TouchForwarding.Sample {
    let location = touch.location(in: view)
    return (Point(x: location.x, y: location.y), touch.timestamp)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}
