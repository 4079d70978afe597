import UIKit

/// UIKit's presentation controller for an engine transition: the presented view's frame is
/// the engine's, the presented view is wrapped in a view that is modal for VoiceOver and takes
/// the escape gesture, and every phase of UIKit's transition is reported to the
/// ``TransitionController``.
@MainActor
final class EnginePresentationController: UIPresentationController {
  private weak var controller: TransitionController?
  /// What UIKit shows as the presented view: the presented controller's view, filling it.
  let wrapper = PresentedWrapperView(frame: .zero)

  init(
    presentedViewController: UIViewController, presenting: UIViewController?,
    controller: TransitionController
  ) {
    self.controller = controller
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var presentedView: UIView? { wrapper }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let frame = controller?.scene?.content.frameOfPresentedView else {
      return containerView?.bounds ?? .zero
    }
    return CGRect(frame)
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    // The content is laid out once, at its size at rest, and placed by the scene
    // (`BackendAction.presentedContent`): the wrapper's size may change every frame (a zoom),
    // the content's must not (device risk 8).
    let content = presentedViewController.view
    content.frame = wrapper.bounds
    content.autoresizingMask = []
    wrapper.autoresizesSubviews = false
    wrapper.addSubview(content)
    controller?.willPresent(
      self, animated: presentedViewController.transitionCoordinator?.isAnimated ?? false)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    controller?.didEnd(completed)
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    controller?.willDismiss(
      animated: presentedViewController.transitionCoordinator?.isAnimated ?? false)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    controller?.didEnd(completed)
  }

  /// After UIKit laid out the container (a rotation, a safe area change): the scene takes the
  /// container's size and safe area (Apple: `containerViewDidLayoutSubviews()` is called "after
  /// adjusting the layout of the views in the container view").
  override func containerViewDidLayoutSubviews() {
    super.containerViewDidLayoutSubviews()
    guard let containerView else { return }
    controller?.containerDidLayout(
      size: containerView.bounds.size, safeArea: containerView.safeAreaInsets)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        guard let self, let containerView else { return }
        controller?.resize(to: size, safeArea: containerView.safeAreaInsets, animated: true)
      }, completion: nil)
  }
}

@MainActor
final class PresentedWrapperView: UIView {
  var escape: @MainActor () -> Bool = { false }

  override func accessibilityPerformEscape() -> Bool {
    escape()
  }
}
