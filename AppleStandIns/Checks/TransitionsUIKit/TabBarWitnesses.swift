// Compile-only, like Witnesses.swift beside it: the tab bar delegate's `@objc optional`
// requirements that UIKit finds by selector, with their exact types, so that a misspelled or
// re-typed one fails the check instead of never being called (the app's delegate would not be
// asked or told, or UIKit would switch tabs without the engine).

import Transitions
import UIKit

@MainActor
func tabBarTransitionWitnesses() {
  let _: (TabBarTransitionController) -> (UITabBarController, UIViewController) -> Bool =
    TabBarTransitionController.tabBarController(_:shouldSelect:)
  let _: (TabBarTransitionController) -> (UITabBarController, UIViewController) -> Void =
    TabBarTransitionController.tabBarController(_:didSelect:)
  let _:
    (TabBarTransitionController) -> (UITabBarController, UIViewController, UIViewController) -> (
      any UIViewControllerAnimatedTransitioning
    )? = TabBarTransitionController.tabBarController(_:animationControllerForTransitionFrom:to:)
  let _:
    (TabBarTransitionController) -> (
      UITabBarController, any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? =
      TabBarTransitionController.tabBarController(_:interactionControllerFor:)

  // The public API.
  let _: ReferenceWritableKeyPath<UITabBarController, TabTransitionStyle?> =
    \UITabBarController.transition
  let _: KeyPath<UITabBarController, TabBarTransitionController?> =
    \UITabBarController.tabBarTransitionController
  let _: KeyPath<TabBarTransitionController, UIGestureRecognizer> =
    \TabBarTransitionController.interactiveTransitionGestureRecognizer
  let _: (TabBarTransitionController) -> (Bool) -> Void =
    TabBarTransitionController.setInteractive(_:)
  // Runtime interactivity of the other hosts' glue (issue 31).
  let _: (NavigationTransitionController) -> (Bool) -> Void =
    NavigationTransitionController.setInteractive(_:)
  let _: (TransitionContainerViewController) -> (Bool) -> Void =
    TransitionContainerViewController.setInteractive(_:)
}
