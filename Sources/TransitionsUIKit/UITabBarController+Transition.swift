public import Transitions
public import UIKit

extension UITabBarController {
  /// What the children switch with, decided and animated by the engine, with a horizontal pan
  /// across the content; `nil` (the default): UIKit's own switch, no pan. Setting it installs a
  /// ``TabBarTransitionController`` as the delegate, kept by this tab bar controller; the
  /// delegate you had becomes its ``TabBarTransitionController/delegate`` and is still asked
  /// `shouldSelect` and told `didSelect`. Setting `nil` gives UIKit its switches back, and your
  /// delegate its place.
  ///
  /// ```swift
  /// let tabs = UITabBarController()
  /// tabs.viewControllers = [feed, search, profile]
  /// tabs.transition = .slide()                          // the catalogue's tab
  /// tabs.tabBarTransitionController?.setInteractive(false)  // no swiping while editing
  /// ```
  public var transition: TabTransitionStyle? {
    get { tabBarTransitionController?.transition }
    set { TabBarTransitionController.setTransition(newValue, on: self) }
  }

  /// The engine's delegate, once ``transition`` was set.
  public var tabBarTransitionController: TabBarTransitionController? {
    TabBarTransitionController.kept(by: self)
  }
}

extension TabBarTransitionController: KeptTransitionController {}
