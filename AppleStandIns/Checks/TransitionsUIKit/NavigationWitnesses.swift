// Compile-only, like Witnesses.swift beside it: the navigation delegate's and its animator's
// `@objc optional` requirements that UIKit finds by selector, with their exact types, so that a
// misspelled or re-typed one fails the check instead of never being called.

import Transitions
import UIKit

@MainActor
func navigationTransitionWitnesses() {
  // The navigation controller's delegate.
  let _:
    (NavigationTransitionController) -> (
      UINavigationController, UINavigationController.Operation, UIViewController,
      UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? =
      NavigationTransitionController.navigationController(_:animationControllerFor:from:to:)
  let _:
    (NavigationTransitionController) -> (
      UINavigationController, any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? =
      NavigationTransitionController.navigationController(_:interactionControllerFor:)
  let _:
    (NavigationTransitionController) -> (UINavigationController, UIViewController, Bool) -> Void =
      NavigationTransitionController.navigationController(_:didShow:animated:)
  let _:
    (NavigationTransitionController) -> (UINavigationController, UIViewController, Bool) -> Void =
      NavigationTransitionController.navigationController(_:willShow:animated:)

  // The animator's end: the engine's stack follows UIKit's after a cancelled pop too.
  let _: (ContextReceiver) -> (Bool) -> Void = ContextReceiver.animationEnded

  // Every transition can be caught (device risk 1): the animator is interruptible, and the
  // interaction controller says whether it starts interactive. Both are optional requirements
  // UIKit finds by selector: a misspelled one would silently make a button's run uncatchable.
  let _:
    (ContextReceiver) -> (any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating =
      ContextReceiver.interruptibleAnimator(using:)
  let _: KeyPath<ContextReceiver, Bool> = \ContextReceiver.wantsInteractiveStart

  // The public API the example and the README use.
  let _: ReferenceWritableKeyPath<UINavigationController, NavigationTransitionStyle?> =
    \UINavigationController.transition
  let _: KeyPath<NavigationTransitionController, UIGestureRecognizer> =
    \NavigationTransitionController.interactivePopGestureRecognizer
  let _:
    ReferenceWritableKeyPath<
      NavigationTransitionController, (any UINavigationControllerDelegate)?
    > = \NavigationTransitionController.delegate
}
