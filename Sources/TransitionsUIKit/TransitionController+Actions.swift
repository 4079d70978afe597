import Motion
import QuartzCore
import Stage
import Transitions
import TransitionsBackend
import UIKit

/// What the scene decides, carried out: each ``TransitionsBackend/BackendAction`` as the one
/// UIKit call it stands for, and the end of a presentation's life.
extension TransitionController {
  func dismissForAccessibility() -> Bool {
    guard scene?.content.accessibilityDismisses == true, let presented else { return false }
    presented.dismiss(animated: true)
    return true
  }

  /// Makes `call` on the scene (and its twin) through the runner (implicit animation off, the
  /// rest of a run committed after it when `commits`, the display link started or stopped);
  /// the runner then tells the front end the progress (``publishProgress()``).
  func perform(
    inToolkitAnimation: Bool = false, commits: Bool = false,
    _ call: @escaping SceneRunner<PresentationContent<UIKitToolkit>>.Call
  ) {
    guard let runner else { return }
    runner.perform(inToolkitAnimation: inToolkitAnimation, commits: commits, call)
  }

  /// Tells the front end (the SwiftUI modifier) the progress: after every call, touch and
  /// display frame of the runner (``SceneRunner/afterEachRun``), and once the scene is gone.
  func publishProgress() {
    onProgress?(scene?.content.progress ?? .dismissed)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  func handle(_ action: BackendAction) {
    switch action {
    case .context(let command): tell(command)
    case .dismiss: presented?.dismiss(animated: true)
    case .present:
      if let presented, presented.presentingViewController == nil {
        presenter?.present(presented, animated: true)
      }
    case .alongside(let command): perform(alongside: command)
    case .focusPresented:
      UIAccessibility.post(notification: .screenChanged, argument: presented?.view)
    case .restoreFocus: UIAccessibility.post(notification: .screenChanged, argument: focusBefore)
    case .announce(let text): UIAccessibility.post(notification: .announcement, argument: text)
    case .accessibilityActionsChanged:
      offerDetentActions()
      offerShadeActions()
    case .ended: end()
    case .pop, .select, .child, .screenPlacement: break  // a navigation stack's and a container's
    case .haptic, .prepareHaptic, .renderServer: break  // the runner's
    case .presentedContent(let placement):
      // Laid out once at its size at rest; scaled and clipped while the frame changes size.
      guard let content = presented?.viewIfLoaded else { return }
      content.bounds = CGRect(
        x: 0, y: 0, width: placement.size.width, height: placement.size.height)
      content.center = CGPoint(x: placement.center.x, y: placement.center.y)
      var scale = Matrix3D()
      scale.m11 = placement.scale
      scale.m22 = placement.scale
      content.transform3D = CATransform3D(scale)
      content.superview?.clipsToBounds = placement.clips
    case .presentedSafeArea(let insets):
      guard let presented, let app = appSafeArea else { return }
      presented.additionalSafeAreaInsets = UIEdgeInsets(
        top: app.top + insets.top, left: app.left + insets.left, bottom: app.bottom + insets.bottom,
        right: app.right + insets.right)
    }
  }

  func tell(_ command: TransitionHandshake.Command) {
    guard let context else { return }
    if case .complete = command { self.context = nil }
    context.perform(command)
  }

  func end() {
    mirrored?.panGestureRecognizer.removeTarget(self, action: #selector(scrollViewPanned))
    if let appSafeArea { presented?.additionalSafeAreaInsets = appSafeArea }
    appSafeArea = nil
    runner?.stop()
    runner = nil
    context = nil
    alongside.removeAll()
    keyboardObservation?.stop()
    keyboardObservation = nil
  }
}
