// The navigation controller and its delegate, as Swift imports them: what the engine's
// navigation delegate and the example's navigation tab use. Written from the pages as the docs
// corpus stores them (iOS 27).

// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller (iOS 2.0+; checked against iOS 27)
@objc @MainActor @preconcurrency open class UINavigationController: UIViewController {
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) (iOS 2.0+; checked against iOS 27)
  public init(rootViewController: UIViewController) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:) (iOS 2.0+; checked against iOS 27)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:) (iOS 2.0+; checked against iOS 27)
  public required init?(coder aDecoder: NSCoder) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers (iOS 2.0+; checked against iOS 27)
  open var viewControllers: [UIViewController] {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller (iOS 2.0+; checked against iOS 27)
  open var topViewController: UIViewController? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate (iOS 2.0+; checked against iOS 27)
  weak open var delegate: (any UINavigationControllerDelegate)? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer (iOS 7.0+; checked against iOS 27)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) (iOS 2.0+; checked against iOS 27)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) (iOS 2.0+; checked against iOS 27)
  // Swift imports an Objective-C method's result as discardable.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { fatalError("stand-in") }
}

extension UINavigationController {
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation (iOS 7.0+; checked against iOS 27)
  @objc public enum Operation: Int, Sendable {
    // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/none (iOS 7.0+; checked against iOS 27)
    case none = 0
    // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/push (iOS 7.0+; checked against iOS 27)
    case push = 1
    // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/pop (iOS 7.0+; checked against iOS 27)
    case pop = 2
  }
}

// Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate (iOS 2.0+; checked against iOS 27)
@objc @MainActor public protocol UINavigationControllerDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:) (iOS 2.0+; checked against iOS 27)
  @objc optional func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) (iOS 2.0+; checked against iOS 27)
  @objc optional func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:) (iOS 7.0+; checked against iOS 27)
  @objc optional func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:) (iOS 7.0+; checked against iOS 27)
  @objc optional func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

// Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey (iOS 7.0+; checked against iOS 27)
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey (iOS 7.0+; checked against iOS 27)
  public let rawValue: String
  // Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:) (iOS 7.0+; checked against iOS 27)
  public init(rawValue: String) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from (iOS 7.0+; checked against iOS 27)
  public static var from: UITransitionContextViewControllerKey { fatalError("stand-in") }
  // Apple: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to (iOS 7.0+; checked against iOS 27)
  public static var to: UITransitionContextViewControllerKey { fatalError("stand-in") }
}

extension UIViewControllerContextTransitioning {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:) (iOS 2.0+; checked against iOS 27)
  // A requirement of the protocol in the SDK, declared in Transitioning.swift's protocol there;
  // here an extension (only UIKit conforms, and callers see the same method), so that the
  // existing file stays as it is.
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  { fatalError("stand-in") }
}

extension UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:) (iOS 3.2+; checked against iOS 27)
  // (no page read: the counterpart of `addGestureRecognizer(_:)`.)
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    fatalError("stand-in")
  }
}

extension UIViewController {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller (iOS 2.0+; checked against iOS 27)
  // (no page read: `var navigationController: UINavigationController? { get }`, the nearest
  // ancestor that is a navigation controller.)
  public var navigationController: UINavigationController? { fatalError("stand-in") }
}
