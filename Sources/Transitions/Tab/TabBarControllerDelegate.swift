public import Stage

/// What a ``TabBarController`` asks and tells, as UIKit's `UITabBarControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate): whether a
/// child may be selected, that the user selected one, and the animator and interaction
/// controller of a switch. Every method has a default (yes, nothing, `nil`, `nil`).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the user may select `viewController`: asked for a tap on its tab and before a
  /// finger's pan starts the switch to it (a refused pan rubber-bands); never for
  /// ``ContainerViewController/select(index:)``. UIKit asks it "in response to the user tapping
  /// a tab bar item" (`tabBarController(_:shouldSelect:)`); a pan is the user's too.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// The user selected `viewController`: after a tap on its tab (even the selected one, as
  /// UIKit since iOS 3 does, `tabBarController(_:didSelect:)`), and when a pan's switch to it
  /// completes; never for ``ContainerViewController/select(index:)`` ("not called when your
  /// code changes the tab bar contents programmatically").
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// The animator of the switch from `from` to `to`, or `nil` for the controller's
  /// ``TabBarController/transition`` (`tabBarController(_:animationControllerForTransitionFrom:to:)`).
  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)?
  /// An interaction controller for `animator` (one this delegate vended) while a pan drives it,
  /// or `nil` for the controller's own pan (`tabBarController(_:interactionControllerFor:)`).
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
}
