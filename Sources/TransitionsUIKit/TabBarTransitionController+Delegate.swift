import Motion
import Stage
import Transitions
import TransitionsBackend
public import UIKit

extension TabBarTransitionController {
  // MARK: UITabBarControllerDelegate

  /// Asks ``delegate`` (UIKit asks this for a tap on a tab bar item).
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    delegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
  }

  /// Tells ``delegate`` (UIKit tells this after a tap, even on the selected tab).
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    delegate?.tabBarController?(tabBarController, didSelect: viewController)
  }

  /// An animator for every switch, which runs it in the engine; `nil` when the engine does not
  /// mirror it (UIKit then switches at once, and the engine follows).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard scene(for: tabBarController) != nil, let children = tabBarController.viewControllers,
      let from = children.firstIndex(where: { $0 === fromVC }),
      let to = children.firstIndex(where: { $0 === toVC })
    else { return nil }
    let token = runs.willRun(in: tabBarController.view) { scene in
      scene.content.toolkitWillSelect(from: from, to: to)
    }
    guard token != nil else {
      // UIKit switches at once, without an animator: the engine follows.
      runs.set { if $0.tabs.activeRun == nil { _ = $0.tabs.showSelected(to) } }
      return nil
    }
    return ContextReceiver(controller: self, token: token)
  }

  /// The same animator as its interaction controller, for every switch the engine mirrors; it
  /// starts interactive only while a finger drives the engine's switch (a tap's runs undriven
  /// until a finger catches it).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    runs.interactionController(for: animationController)
  }

  // MARK: From the animator (the context goes to `runs`: HostedContextReceiving)

  /// UIKit's switch ended: nothing to follow (the engine decided it).
  func transitionEnded() {}

  // MARK: Touches and actions

  func touch(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint, _ time: TimeInterval) {
    guard let tabBarController, scene(for: tabBarController) != nil else { return }
    runs.touch(finger, phase, point, time, in: tabBarController.view)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  func handle(_ action: BackendAction) {
    switch action {
    case .context(let command): runs.tell(command)
    case .select(let index):
      // A pan began the switch in the engine: UIKit's own selection, so that it asks for the
      // animator and the interaction controller (and commits the index when the context
      // completes, or keeps the old one when it is cancelled).
      tabBarController?.selectedIndex = index
    case .dismiss, .present, .pop, .child, .alongside, .focusPresented, .restoreFocus, .ended,
      .haptic, .announce, .accessibilityActionsChanged, .prepareHaptic, .presentedSafeArea,
      .presentedContent, .screenPlacement, .renderServer:
      break  // UIKit makes the containment calls; the rest are other hosts' or the runner's
    }
  }
}
