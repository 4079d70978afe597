import Transitions
import TransitionsBackend
import UIKit

/// UIKit's animator and its interaction controller, one object: it only hands the context to its
/// controller (a ``TransitionController``, a ``NavigationTransitionController``) with the engine
/// run's `token`; the engine animates.
///
/// It is vended as the interaction controller for every transition, with `wantsInteractiveStart`
/// `false` unless a finger already drives the engine's run, and it is interruptible
/// (`interruptibleAnimator(using:)`): Apple documents that a transition that "starts off as
/// noninteractive may become interactive later if it implements" that method, and UIKit ignores
/// touches meant for a transition run without an interaction controller. Transmission vends its
/// animator the same way (`PresentationLinkAdapter.interactionControllerForPresentation`).
@MainActor
final class ContextReceiver: NSObject, UIViewControllerAnimatedTransitioning,
  UIViewControllerInteractiveTransitioning
{
  private weak var controller: (any ContextReceiving)?
  /// The engine's run this context belongs to, for a controller whose scene gives one (`nil`:
  /// none, or refused).
  let token: Int?
  /// UIKit's `wantsInteractiveStart`: set when vended as the interaction controller.
  var wantsInteractiveStart = true
  /// The one interruptible animator of this transition (it animates nothing: the engine moves
  /// the views).
  private var interruptible: UIViewPropertyAnimator?

  init(controller: any ContextReceiving, token: Int? = nil) {
    self.controller = controller
    self.token = token
    super.init()
  }

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    controller?.transitionDuration ?? 0
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let controller else { return transitionContext.completeTransition(false) }
    controller.attach(transitionContext, .animated, token: token)
  }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    guard let controller else { return transitionContext.completeTransition(false) }
    controller.attach(
      transitionContext, wantsInteractiveStart ? .interactive : .interruptible, token: token)
  }

  /// The same animator for the whole transition, as Apple requires; it animates nothing, and
  /// nothing completes the transition when it ends: the engine's outcome does
  /// (``TransitionsBackend/TransitionHandshake``).
  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    if let interruptible { return interruptible }
    let made = UIViewPropertyAnimator(
      duration: max(controller?.transitionDuration ?? 0, 0.01), curve: .linear)
    interruptible = made
    return made
  }

  /// After the context completed (a navigation controller's cancelled pop sends no `didShow`).
  func animationEnded(_ transitionCompleted: Bool) {
    controller?.transitionEnded()
  }
}

/// What a ``ContextReceiver`` hands UIKit's context to.
@MainActor
protocol ContextReceiving: AnyObject {
  /// The non-interactive duration of the run under way, for `transitionDuration(using:)`.
  var transitionDuration: TimeInterval { get }
  /// UIKit handed over `context`, as `kind`, for the engine's run `token`.
  func attach(
    _ context: any UIViewControllerContextTransitioning, _ kind: TransitionHandshake.ContextKind,
    token: Int?)
  /// UIKit's transition ended.
  func transitionEnded()
}

extension UIViewControllerContextTransitioning {
  /// Tells this context `command`, as the handshake decided it.
  func perform(_ command: TransitionHandshake.Command) {
    switch command {
    case .update(let progress): updateInteractiveTransition(progress)
    case .pause: pauseInteractiveTransition()
    case .finish: finishInteractiveTransition()
    case .cancel: cancelInteractiveTransition()
    case .complete(let completed): completeTransition(completed)
    }
  }
}
