public import Stage

/// Hears a ``NavigationController`` show screens and vends its transitions, as
/// `UINavigationControllerDelegate`: an animator for an operation (`.push` or `.pop`) between two
/// controllers, and an interaction controller for that animator. Every method has a default:
/// nothing, and no animator (the controller uses its own transition).
///
/// UIKit documents the pair: `navigationController(_:animationControllerFor:from:to:)` "allows the
/// delegate to return a noninteractive animator object", and
/// `navigationController(_:interactionControllerFor:)` is given "the noninteractive animator
/// object provided by the delegate". As in UIKit, the interaction controller is asked for every
/// animated push or pop that runs one of the delegate's animators: return one only while a
/// gesture of yours drives the change, so a button's push is never mistaken for an interactive
/// one. A `PercentDrivenInteraction` returned while the controller's own pop gesture starts the
/// pop is driven by that gesture.
///
/// ```swift
/// final class Coordinator: NavigationControllerDelegate {
///   func navigationController(
///     _ navigationController: NavigationController,
///     animationControllerFor operation: TransitionOperation, from: ViewController,
///     to: ViewController
///   ) -> (any AnimatedTransitioning)? {
///     operation == .push ? Fade() : nil
///   }
/// }
/// ```
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// `viewController` is about to be shown (on top of the stack), animated or not: before a
  /// push or pop begins, or a change without animation is made.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// `viewController` is shown: the push or pop completed (not called when it was cancelled).
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator of an animated `operation` from `from` (the screen on top) to `to`, or `nil`
  /// for the controller's own transition.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: TransitionOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)?
  /// An interaction controller for `animator` (one this delegate vended), or `nil` for none.
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: TransitionOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
}
