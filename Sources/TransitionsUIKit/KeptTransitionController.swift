import ObjectiveC
import UIKit

/// An engine delegate that a UIKit controller keeps while its `transition` is set: the
/// navigation controller's ``NavigationTransitionController`` and the tab bar controller's
/// ``TabBarTransitionController``. It is kept as an associated object of its host (retained,
/// as `objc_setAssociatedObject` with `.OBJC_ASSOCIATION_RETAIN_NONATOMIC` does), so that it
/// lives exactly as long as the host or until `transition` is set to `nil`.
@MainActor
protocol KeptTransitionController: AnyObject {
  associatedtype Host: AnyObject
  associatedtype Style
  var transition: Style { get set }
  init(transition: Style)
  /// Becomes `host`'s delegate (keeping the one it had) and adds its gestures.
  func install(on host: Host)
  /// Gives `host` its delegate and gestures back.
  func uninstall()
}

extension KeptTransitionController {
  /// The associated-object key: the class object's address, unique and constant.
  static var associationKey: UnsafeRawPointer {
    unsafeBitCast(Self.self, to: UnsafeRawPointer.self)
  }

  /// The controller `host` keeps, if its `transition` was set.
  static func kept(by host: Host) -> Self? {
    objc_getAssociatedObject(host, associationKey) as? Self
  }

  /// What setting `host`'s `transition` to `style` does: the first style installs a kept
  /// controller, a later one changes it, `nil` uninstalls it and lets it go.
  static func setTransition(_ style: Style?, on host: Host) {
    if let style {
      if let installed = kept(by: host) {
        installed.transition = style
      } else {
        install(style, on: host)
      }
    } else if let installed = kept(by: host) {
      installed.uninstall()
      objc_setAssociatedObject(host, associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// A controller with `style`, kept by `host` and installed on it.
  @discardableResult
  static func install(_ style: Style, on host: Host) -> Self {
    let controller = Self(transition: style)
    objc_setAssociatedObject(host, associationKey, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    controller.install(on: host)
    return controller
  }
}
