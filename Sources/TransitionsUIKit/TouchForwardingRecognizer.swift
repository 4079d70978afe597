import Stage
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Hands every real touch to the engine: its finger, phase, location in the view and
/// `UITouch.timestamp` (the media clock that ``TransitionsBackend/MediaTimeDriver`` maps). It
/// decides nothing: it watches alongside every other recogniser, and begins (which cancels the
/// touches of the views under the finger) only once the engine says one of its gestures has
/// taken them.
@MainActor
final class TouchForwardingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
  typealias Forward = @MainActor (Int, TouchPhase, CGPoint, TimeInterval) -> Void

  private let forward: Forward
  private let engineClaims: @MainActor () -> Bool
  private var fingers: [ObjectIdentifier: Int] = [:]
  private var nextFinger = 1
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
    handle(touches, .began)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    handle(touches, .moved)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    handle(touches, .ended)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    handle(touches, .cancelled)
  }

  override func reset() {
    super.reset()
    fingers.removeAll()
  }

  private func handle(_ touches: Set<UITouch>, _ phase: TouchPhase) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
      let key = ObjectIdentifier(touch)
      let finger = fingers[key] ?? nextFinger
      if fingers[key] == nil { nextFinger += 1 }
      fingers[key] = phase == .ended || phase == .cancelled ? nil : finger
      forward(finger, phase, touch.location(in: view), touch.timestamp)
    }
    let claimed = engineClaims()
    switch state {
    case .possible where claimed: state = .began
    case .began, .changed: state = fingers.isEmpty ? .ended : .changed
    case .possible where fingers.isEmpty: state = .failed
    default: break
    }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}
