public import Stage

/// Vends a custom container's transitions (seed 004): an animator for a pair of children, and
/// an interaction controller for that animator. Both have defaults: none.
@MainActor
public protocol ContainerViewControllerDelegate: AnyObject {
  /// The animator from `from` to `to`, or `nil` for the container's default slide.
  func containerViewController(
    _ container: ContainerViewController, animatorFrom from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)?
  /// An interaction controller for `animator` (one this delegate vended), used only while the
  /// container's gesture drives the transition; `nil` uses the container's own.
  func containerViewController(
    _ container: ContainerViewController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension ContainerViewControllerDelegate {
  public func containerViewController(
    _ container: ContainerViewController, animatorFrom from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func containerViewController(
    _ container: ContainerViewController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
}
