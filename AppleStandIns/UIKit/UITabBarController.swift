// The tab bar controller, its bar and its delegate, as Swift imports them: what the engine's tab
// bar delegate uses. Written from the pages as the docs corpus stores them (iOS 27).

// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller (iOS 2.0+; checked against iOS 27)
@objc @MainActor @preconcurrency open class UITabBarController: UIViewController {
  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(nibname:bundle:) (iOS 2.0+; checked against iOS 27)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError("stand-in")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(coder:) (iOS 2.0+; checked against iOS 27)
  public required init?(coder aDecoder: NSCoder) { fatalError("stand-in") }

  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers (iOS 2.0+; checked against iOS 27)
  open var viewControllers: [UIViewController]? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex (iOS 2.0+; checked against iOS 27)
  // "Setting this property changes the selected view controller to the one at the designated
  // index in the viewControllers array."
  open var selectedIndex: Int {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller (iOS 2.0+; checked against iOS 27)
  unowned(unsafe) open var selectedViewController: UIViewController? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate (iOS 2.0+; checked against iOS 27)
  weak open var delegate: (any UITabBarControllerDelegate)? {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
  }

  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar (iOS 2.0+; checked against iOS 27)
  open var tabBar: UITabBar { fatalError("stand-in") }
}

// Apple: https://developer.apple.com/documentation/uikit/uitabbar (iOS 2.0+; checked against iOS 27)
@objc @MainActor @preconcurrency open class UITabBar: UIView {}

// Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate (iOS 2.0+; checked against iOS 27)
@objc @MainActor public protocol UITabBarControllerDelegate {
  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:) (iOS 3.0+; checked against iOS 27)
  // "The tab bar controller calls this method in response to the user tapping a tab bar item."
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:) (iOS 2.0+; checked against iOS 27)
  // Called "regardless of whether the selected view controller changed", "only in response to
  // user taps in the tab bar and is not called when your code changes the tab bar contents
  // programmatically".
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:) (iOS 7.0+; checked against iOS 27)
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // Apple: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:) (iOS 7.0+; checked against iOS 27)
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}
