import Motion
public import Transitions
import TransitionsBackend
public import UIKit

extension UINavigationController {
  /// What pushes and pops run with, decided and animated by the engine; `nil` (the default):
  /// UIKit's own. Setting it installs a ``NavigationTransitionController`` as the delegate, kept
  /// by this navigation controller; the delegate you had becomes its
  /// ``NavigationTransitionController/delegate`` and still hears `willShow` and `didShow`.
  /// Setting `nil` gives UIKit its pushes, pops and pop gesture back, and your delegate its
  /// place.
  ///
  /// ```swift
  /// let navigation = UINavigationController(rootViewController: inbox)
  /// navigation.transition = .push()                   // the system's look, by the engine
  /// navigation.pushViewController(message, animated: true)
  /// navigation.transition = .push(fullWidthPop: true)  // pop from anywhere on the screen
  /// ```
  public var transition: NavigationTransitionStyle? {
    get { navigationTransitionController?.transition }
    set { NavigationTransitionController.setTransition(newValue, on: self) }
  }

  /// The engine's delegate, once ``transition`` was set: its ``NavigationTransitionController/interactivePopGestureRecognizer``
  /// replaces UIKit's.
  public var navigationTransitionController: NavigationTransitionController? {
    NavigationTransitionController.kept(by: self)
  }

  /// Pushes `viewController` with its own `transition`, which also pops it (UIKit's
  /// `preferredTransition`); installs the engine's delegate (with ``transition`` `.push()` for
  /// the other screens) if it is not yet.
  ///
  /// ```swift
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom { [weak grid] _ in grid?.cell(showing: photo.id) })
  /// ```
  ///
  /// - Throws: ``Transitions/NavigationError/transitionInProgress`` while a push or pop runs,
  ///   ``Transitions/NavigationError/alreadyOnStack`` for a controller on the stack; nothing
  ///   changes then (UIKit would raise an exception for the second, and start a second
  ///   transition for the first).
  public func pushViewController(
    _ viewController: UIViewController, transition style: NavigationTransitionStyle,
    animated: Bool = true
  ) throws(NavigationError) {
    let controller =
      navigationTransitionController ?? NavigationTransitionController.install(.push(), on: self)
    try controller.push(viewController, transition: style, on: self, animated: animated)
  }
}

extension NavigationTransitionController: KeptTransitionController {}
