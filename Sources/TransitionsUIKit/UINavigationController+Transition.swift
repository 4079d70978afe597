import Motion
import ObjectiveC
public import Transitions
import TransitionsBackend
public import UIKit

extension UINavigationController {
  /// What pushes and pops run with, decided and animated by the engine; `nil` (the default):
  /// UIKit's own. Setting it installs a ``NavigationTransitionController`` as the delegate
  /// (replacing any other), kept by this navigation controller; setting `nil` gives UIKit its
  /// pushes, pops and pop gesture back.
  ///
  /// ```swift
  /// let navigation = UINavigationController(rootViewController: inbox)
  /// navigation.transition = .push()                   // the system's look, by the engine
  /// navigation.pushViewController(message, animated: true)
  /// navigation.transition = .push(fullWidthPop: true)  // pop from anywhere on the screen
  /// ```
  public var transition: NavigationTransitionStyle? {
    get { navigationTransitionController?.transition }
    set {
      if let newValue {
        if let installed = navigationTransitionController {
          installed.transition = newValue
        } else {
          installTransitionController(newValue)
        }
      } else if let installed = navigationTransitionController {
        installed.uninstall()
        objc_setAssociatedObject(
          self, NavigationTransitionController.associationKey, nil,
          .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// The engine's delegate, once ``transition`` was set: its ``NavigationTransitionController/interactivePopGestureRecognizer``
  /// replaces UIKit's.
  public var navigationTransitionController: NavigationTransitionController? {
    objc_getAssociatedObject(self, NavigationTransitionController.associationKey)
      as? NavigationTransitionController
  }

  /// Pushes `viewController` with its own `transition`, which also pops it (UIKit's
  /// `preferredTransition`); installs the engine's delegate (with ``transition`` `.push()` for
  /// the other screens) if it is not yet.
  ///
  /// ```swift
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom(sourceView: { [unowned grid] _ in grid.cell(showing: photo) }))
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
    let controller = navigationTransitionController ?? installTransitionController(.push())
    try controller.push(viewController, transition: style, on: self, animated: animated)
  }

  @discardableResult
  private func installTransitionController(
    _ style: NavigationTransitionStyle
  ) -> NavigationTransitionController {
    let controller = NavigationTransitionController(transition: style)
    objc_setAssociatedObject(
      self, NavigationTransitionController.associationKey, controller,
      .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    controller.install(on: self)
    return controller
  }
}

extension NavigationTransitionController {
  /// The associated-object key: the class object's address, unique and constant.
  static var associationKey: UnsafeRawPointer {
    unsafeBitCast(NavigationTransitionController.self, to: UnsafeRawPointer.self)
  }
}

/// What a navigation zoom's source provider is told: which way it zooms, the controller whose
/// view holds the source (the screen below the zoomed one), and the zoomed controller.
@MainActor
public struct ZoomSourceRequest {
  /// `.push` (zooming in) or `.pop` (zooming back out).
  public let operation: TransitionOperation
  /// The controller whose view holds the source view.
  public let sourceViewController: UIViewController
  /// The controller that zooms, if UIKit still has it.
  public let zoomedViewController: UIViewController?
}

extension NavigationTransitionStyle {
  /// The matched-element zoom (``Transitions/ZoomTransition``) pushed on a
  /// `UINavigationController`, from a real view: `sourceView` is asked at the push and again at
  /// the pop (the cell may have scrolled or gone; `nil`, or a view out of the window, falls back
  /// to a fade and a shrink). The view is hidden while the zoomed screen is shown; the zoomed
  /// screen pops by a drag down.
  ///
  /// ```swift
  /// try navigation.pushViewController(
  ///   photo, transition: .zoom(sourceView: { [unowned grid] _ in grid.cell(showing: photo) }))
  /// ```
  public static func zoom(
    _ configuration: ZoomTransition.Configuration = ZoomTransition.Configuration(),
    sourceView: @escaping @MainActor @Sendable (ZoomSourceRequest) -> UIView?
  ) -> NavigationTransitionStyle {
    .zoom(
      configuration,
      source: MirroredScreen.zoomSource { operation, source, zoomed in
        guard let sourceController = source as? UIViewController,
          let view = sourceView(
            ZoomSourceRequest(
              operation: operation, sourceViewController: sourceController,
              zoomedViewController: zoomed as? UIViewController)),
          view.window != nil
        else { return nil }
        let frame = view.convert(view.bounds, to: sourceController.view)
        return (view, Rect(frame), Double(view.layer.cornerRadius))
      })
  }
}
