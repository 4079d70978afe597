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
    guard let scene = scene(for: tabBarController),
      let children = tabBarController.viewControllers,
      let from = children.firstIndex(where: { $0 === fromVC }),
      let to = children.firstIndex(where: { $0 === toVC })
    else { return nil }
    var token: Int?
    let view = tabBarController.view
    perform { scene in
      let resized = scene.resize(toFit: view)
      let answer = scene.content.toolkitWillSelect(from: from, to: to)
      token = answer.token
      return resized + answer.actions
    }
    guard token != nil else {
      if scene.content.tabs.activeRun == nil { scene.content.tabs.showSelected(to) }
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
    guard let animator = animationController as? ContextReceiver, animator.token != nil,
      let scene, scene.content.vendsInteractionController
    else { return nil }
    let startsDriven = scene.content.wantsInteractiveStart
    animator.wantsInteractiveStart = startsDriven
    return animator
  }

  // MARK: From the animator

  var transitionDuration: TimeInterval { scene?.content.transitionDuration ?? 0 }

  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?
  ) {
    var attached = false
    if scene != nil, let token, let from = context.viewController(forKey: .from)?.view,
      let to = context.viewController(forKey: .to)?.view
    {
      perform { scene in
        guard
          let actions = scene.content.toolkitAttached(
            kind, token: token, container: context.containerView, from: from, to: to)
        else { return [] }
        attached = true
        self.context = context
        return actions
      }
    }
    if !attached { context.completeTransition(false) }
  }

  /// UIKit's switch ended: nothing to follow (the engine decided it).
  func transitionEnded() {}

  // MARK: Touches and actions

  func touch(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint, _ time: TimeInterval) {
    guard let tabBarController, scene(for: tabBarController) != nil else { return }
    let view = tabBarController.view
    perform { scene in
      let resized = phase == .began ? scene.resize(toFit: view) : []
      return resized
        + scene.send(
          id: finger, phase: phase, location: Point(x: point.x, y: point.y), mediaTime: time
        ).actions
    }
  }

  func perform(_ call: (MirroredTabBar<UIKitToolkit>) -> [BackendAction]) {
    runner?.performUntwinned(call)
  }

  /// One action of the scene, as the one UIKit call it stands for.
  func handle(_ action: BackendAction) {
    switch action {
    case .context(let command):
      guard let context else { return }
      if case .complete = command { self.context = nil }
      context.perform(command)
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
