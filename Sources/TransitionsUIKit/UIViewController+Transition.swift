import ObjectiveC
public import Transitions
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
  /// drag presents, UIKit presents (`.custom`) and the finger drives it. This controller keeps
  /// the ``TransitionController`` (so does `controller`); a transition without a presentation
  /// gesture installs nothing. Present or dismiss by code as usual, too.
  ///
  /// ```swift
  /// home.installPresentationGesture(presenting: detail, transition: .pullDown())
  /// ```
  public func installPresentationGesture(
    presenting controller: UIViewController, transition style: TransitionStyle
  ) {
    let manager = TransitionController(style: style)
    manager.presented = controller
    manager.presenter = self
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = manager
    for owner in [self, controller] {
      objc_setAssociatedObject(
        owner, TransitionController.associationKey, manager, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
    manager.installPresentationGesture(on: view)
  }

  /// The controller of the transition this controller was presented with, if any: animate the
  /// app's views alongside it (``TransitionController/animate(alongsideTransition:completion:)``).
  public var transitionController: TransitionController? {
    objc_getAssociatedObject(self, TransitionController.associationKey) as? TransitionController
  }
}

extension TransitionController {
  /// The associated-object key: the class object's address, unique and constant.
  static var associationKey: UnsafeRawPointer {
    unsafeBitCast(TransitionController.self, to: UnsafeRawPointer.self)
  }
}
