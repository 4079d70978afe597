import Motion
import TransitionsBackend
import UIKit

/// Follows UIKit's keyboard for one mirrored scene, from `init` until ``stop()``:
/// `keyboardWillChangeFrameNotification` (UIKit posts it with every show, hide and change of
/// height), its values read from the user info, its end frame converted from the screen's
/// coordinate space into the view the scene mirrors. It decides nothing:
/// ``TransitionsBackend/KeyboardFeed`` does, in the scene.
@MainActor
final class KeyboardObservation {
  private var token: (any NSObjectProtocol)?

  /// Observes now.
  ///
  /// - Parameters:
  ///   - view: the view the scene's window mirrors (UIKit's transition container), asked at
  ///     each notification; `nil`, or a view on no screen, skips it.
  ///   - deliver: called with each notification, its frame in `view`'s coordinates.
  init(
    view: @escaping @MainActor @Sendable () -> UIView?,
    deliver: @escaping @MainActor @Sendable (KeyboardNotification) -> Void
  ) {
    token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
    ) { notification in
      let info = notification.userInfo
      let frame = info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
      let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
      let isLocal = info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
      let screen = notification.object as? UIScreen
      MainActor.assumeIsolated {
        guard let view = view(), let screen = screen ?? view.window?.windowScene?.screen else {
          return
        }
        let converted = frame.map { screen.coordinateSpace.convert($0, to: view) }
        deliver(
          KeyboardNotification(
            endFrame: converted.map(Rect.init), duration: duration, curve: curve,
            isLocal: isLocal))
      }
    }
  }

  /// Stops observing (the scene's end); nothing is delivered after this returns.
  func stop() {
    if let token { NotificationCenter.default.removeObserver(token) }
    token = nil
  }
}
