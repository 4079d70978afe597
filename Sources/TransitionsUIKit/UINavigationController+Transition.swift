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

extension NavigationTransitionStyle {
  /// The matched-element zoom (``Transitions/ZoomTransition``) pushed on a
  /// `UINavigationController`, from a real view, as UIKit's `.zoom(sourceViewProvider:)`: the
  /// pushed screen grows out of `sourceView` and, popped by a drag down (or the back button),
  /// shrinks back into it wherever it is then. `sourceView` is hidden while the zoomed screen is
  /// shown, and held weakly: once it is deallocated, removed from its window, hidden or scrolled
  /// off-screen, the zoom falls back to a fade and a shrink to the centre.
  ///
  /// ```swift
  /// try navigation.pushViewController(photo, transition: .zoom(sourceView: cell))
  /// ```
  @MainActor
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceView: UIView
  ) -> NavigationTransitionStyle {
    .zoom(configuration, toolkitSource: ToolkitZoomSource(view: sourceView))
  }

  /// The matched-element zoom pushed on a `UINavigationController`, from the view
  /// `sourceViewProvider` gives, asked at the push and again at the pop (with `.push`, then
  /// `.pop`): the cell showing the item *then*. Return `nil` when none does (a fade and a
  /// shrink). Capture your views weakly: the transition keeps the provider while the zoomed
  /// screen is on the stack.
  ///
  /// ```swift
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom { [weak grid] _ in grid?.cell(showing: photo.id) })
  /// ```
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceViewProvider: @escaping @MainActor @Sendable (TransitionOperation) -> UIView?
  ) -> NavigationTransitionStyle {
    .zoom(configuration, toolkitSource: ToolkitZoomSource(provider: sourceViewProvider))
  }
}
