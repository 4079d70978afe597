import ObjectiveC
public import Transitions
import TransitionsBackend
public import UIKit

extension UIViewController {
  /// Presents `controller` with a catalogue transition (or your own, ``Transitions/TransitionStyle/custom(_:)``),
  /// in one call, decided and animated by the engine; UIKit's own machinery presents it
  /// (`modalPresentationStyle = .custom`), so the controllers get their real appearance calls.
  ///
  /// ```swift
  /// home.present(detail, transition: .card())
  /// ```
  ///
  /// The presented controller keeps the ``TransitionController`` (an associated object; UIKit
  /// holds its `transitioningDelegate` weakly): it lives exactly as long as `controller`.
  public func present(
    _ controller: UIViewController, transition style: TransitionStyle, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    present(
      controller, transition: style, animated: animated, prepare: { _ in }, completion: completion)
  }

  /// ``present(_:transition:animated:completion:)``, with `prepare` called on the new
  /// ``TransitionController`` before UIKit is asked to present (the SwiftUI modifier's hooks).
  package func present(
    _ controller: UIViewController, transition style: TransitionStyle, animated: Bool,
    prepare: (TransitionController) -> Void, completion: (@MainActor () -> Void)?
  ) {
    let manager = TransitionController(style: style)
    manager.presented = controller
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = manager
    objc_setAssociatedObject(
      controller, TransitionController.associationKey, manager, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    prepare(manager)
    present(controller, animated: animated, completion: completion)
  }

  /// Lets a pan on this controller's view present `controller` with `style`'s presentation
  /// gesture (the pull-down's pan down, the shade's top region), decided by the engine: when a
  /// drag presents, UIKit presents (`.custom`) and the finger drives it. Present or dismiss by
  /// code as usual, too. A transition without a presentation gesture installs nothing.
  ///
  /// While installed, this controller keeps `controller` and its ``TransitionController`` (an app
  /// need not keep `controller` itself); `controller` reaches its manager weakly
  /// (``TransitionsBackend/PresentationGestureInstallation``). Installing again replaces the
  /// gesture; ``removePresentationGesture()`` lets go of everything.
  ///
  /// ```swift
  /// home.installPresentationGesture(presenting: DetailViewController(), transition: .pullDown())
  /// ```
  public func installPresentationGesture(
    presenting controller: UIViewController, transition style: TransitionStyle
  ) {
    removePresentationGesture()
    let manager = TransitionController(style: style)
    manager.presented = controller
    manager.presenter = self
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = manager
    let installation = PresentationGestureInstallation(presenting: controller, manager: manager)
    objc_setAssociatedObject(
      self, TransitionController.associationKey, installation, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(
      controller, TransitionController.associationKey, installation.managerOfController,
      .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    manager.installPresentationGesture(on: view)
  }

  /// Removes the gesture ``installPresentationGesture(presenting:transition:)`` installed, and
  /// lets go of the controller it would present and its manager. Does nothing when none is
  /// installed.
  public func removePresentationGesture() {
    guard let installation = gestureInstallation else { return }
    installation.manager?.removePresentationGesture()
    installation.remove()
    objc_setAssociatedObject(
      self, TransitionController.associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  private var gestureInstallation: GestureInstallation? {
    objc_getAssociatedObject(self, TransitionController.associationKey) as? GestureInstallation
  }

  public var transitionController: TransitionController? {
    let kept = objc_getAssociatedObject(self, TransitionController.associationKey)
    if let manager = kept as? TransitionController { return manager }
    if let installation = kept as? GestureInstallation { return installation.manager }
    return (kept as? GestureInstallation.WeakManager)?.manager
  }
}

/// A presentation gesture's installation on a presenter.
typealias GestureInstallation = PresentationGestureInstallation<
  UIViewController, TransitionController
>

extension TransitionController {
  /// The associated-object key: the class object's address, unique and constant.
  static var associationKey: UnsafeRawPointer {
    unsafeBitCast(TransitionController.self, to: UnsafeRawPointer.self)
  }
}
