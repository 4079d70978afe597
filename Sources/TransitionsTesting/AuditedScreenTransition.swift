import Motion
import Stage
import Transitions

/// An animator wrapped so that the law checker can watch it: the wrapped one runs with a context
/// that counts its completions. The tab, modal and navigation wrappers build on it
/// (``AuditedTabTransition``, ``AuditedScreenTransition``).
@MainActor
class AuditedAnimatedTransition: AnimatedTransitioning {
  private let animated: any AnimatedTransitioning
  let audit: TransitionAudit
  init(_ animated: any AnimatedTransitioning, audit: TransitionAudit) {
    self.animated = animated
    self.audit = audit
  }

  func transitionDuration(using context: any TransitionContext) -> Double {
    animated.transitionDuration(using: context)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try audit.animator(of: animated, using: context)
  }
  func animationEnded(_ transitionCompleted: Bool) { animated.animationEnded(transitionCompleted) }
}

/// What a modal and a navigation transition share (`Transitions.ScreenTransition`), wrapped
/// so that the law checker can watch it: passed to the wrapped transition, with the views a run
/// adds looked at before and after (``TransitionAudit/look(_:listed:ended:)``: what a run that
/// takes it away leaves behind, as a tab switch's is, ``AuditedTabTransition``). Each kind's
/// wrapper passes on the rest of its requirements.
@MainActor
class AuditedScreenTransition: AuditedAnimatedTransition, ScreenTransition,
  ReleasePolicyProviding
{
  private let screen: any ScreenTransition
  init(_ screen: any ScreenTransition, audit: TransitionAudit) {
    self.screen = screen
    super.init(screen, audit: audit)
  }

  var releasePolicy: ReleasePolicy {
    (screen as? any ReleasePolicyProviding)?.releasePolicy ?? .projected
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    screen.progressAxis(for: operation)
  }
  func transitionWillBegin(_ context: any TransitionContext) {
    audit.willBegin(context)
    screen.transitionWillBegin(context)
    audit.look(context, listed: screen.supportingViews)
  }
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    screen.transitionDidEnd(context, completed: completed)
    audit.look(context, listed: screen.supportingViews, ended: completed)
  }
  var supportingViews: [(role: ViewRole, view: View)] { screen.supportingViews }
  var movingViewSizeChanges: SizeChanges { screen.movingViewSizeChanges }
}
