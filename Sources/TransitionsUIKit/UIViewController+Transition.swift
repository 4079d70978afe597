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
    let manager = TransitionController(style: style)
    manager.presented = controller
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = manager
    objc_setAssociatedObject(
      controller, TransitionController.associationKey, manager, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    present(controller, animated: animated, completion: completion)
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
