import Motion
import Stage
import TransitionsBackend
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Hands every real touch to the engine: its finger, phase, location in the view and
/// `UITouch.timestamp` (the media clock that ``TransitionsBackend/MediaTimeDriver`` maps). It
/// decides nothing: ``TransitionsBackend/TouchForwarding`` says which finger a touch is and
/// which state to move to (it begins, cancelling the touches of the views under the finger,
/// only once the engine's gesture has taken them), and which fingers to cancel in the engine
/// when it is reset; ``TransitionsBackend/GestureArbitration`` says which of the app's
/// recognisers run alongside it and which must fail first.
@MainActor
final class TouchForwardingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
  typealias Forward = @MainActor (Int, TouchPhase, CGPoint, TimeInterval) -> Void

  private let forward: Forward
  private let engineClaims: @MainActor () -> Bool
  private var forwarding = TouchForwarding()
  /// Called when the recogniser is enabled or disabled (a container's default interaction).
  var enabledChanged: (@MainActor (Bool) -> Void)?
  /// The scroll view whose drag hands off with the engine's (its pan runs alongside).
  weak var registeredScrollView: UIScrollView?
  /// Called before a touch-down is forwarded (the registered scroll view's offset is read).
  var willForwardTouchDown: (@MainActor () -> Void)?
  /// Asked by ``gestureRecognizerShouldBegin(_:)``: whether the engine's gestures may take the
  /// touches now (a direction switched off at runtime: `false`, so the app's views keep them).
  /// `nil`: always.
  var mayBegin: (@MainActor () -> Bool)?

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
    willForwardTouchDown?()
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

  /// After any terminal state (UIKit then sends nothing more for the touches still down): the
  /// engine hears those fingers cancelled, at their last sample, so that a drag another
  /// recogniser took is not held forever.
  override func reset() {
    super.reset()
    for (finger, sample) in forwarding.reset() {
      forward(finger, .cancelled, CGPoint(x: sample.location.x, y: sample.location.y), sample.time)
    }
  }

  private func handle(_ touches: Set<UITouch>, _ phase: TouchPhase, _ event: UIEvent) {
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
      let finger = forwarding.finger(for: ObjectIdentifier(touch), phase: phase, at: sample(touch))
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
    // Whether the engine's gesture took the touches, in whatever direction it goes: the
    // recogniser has no direction of its own (a cross-dissolve is dragged away up, down or
    // sideways; DismissalGlueDecisionTests), unlike a `UIPanGestureRecognizer` a transition
    // would lock to its axis.
    let claims = engineClaims()
    switch forwarding.state(after: current, engineClaims: claims) {
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

  /// UIKit asks as the recogniser attempts "to transition out of the possible state"; `false`
  /// and "it should transition to the failed state" (Apple's `gestureRecognizerShouldBegin(_:)`,
  /// developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:), the same
  /// question the delegate's method answers), so the touches stay with the views under it. The
  /// scene decides: ``mayBegin``.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    mayBegin?() ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    let alongside = GestureArbitration.recognizesSimultaneously(
      with: describe(otherGestureRecognizer))
    return alongside
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    GestureArbitration.requiresFailure(of: describe(otherGestureRecognizer))
  }

  /// The other recogniser as the policy knows it: its public class (a screen-edge pan before a
  /// pan), whether it is the registered scroll view's pan, and whether its view is inside this
  /// recogniser's view (the scene's content) or around it.
  private func describe(_ other: UIGestureRecognizer) -> GestureArbitration.Other {
    let kind: GestureArbitration.Kind =
      switch other {
      case is UIScreenEdgePanGestureRecognizer: .screenEdgePan
      case is UIPanGestureRecognizer: .pan
      case is UITapGestureRecognizer: .tap
      case is UILongPressGestureRecognizer: .longPress
      case is UISwipeGestureRecognizer: .swipe
      case is UIPinchGestureRecognizer: .pinch
      case is UIRotationGestureRecognizer: .rotation
      case is UIHoverGestureRecognizer: .hover
      default: .other
      }
    let inside = view.flatMap { mine in other.view.map { $0.isDescendant(of: mine) } } ?? false
    return GestureArbitration.Other(
      kind: kind,
      isRegisteredScrollView: registeredScrollView.map { other === $0.panGestureRecognizer }
        ?? false,
      isInsideScene: inside)
  }
}
