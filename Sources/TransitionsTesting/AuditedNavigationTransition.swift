import Motion
import Stage
import Transitions

/// A navigation transition wrapped so that the law checker can watch it, as
/// ``AuditedTransition`` wraps a modal one: everything is passed to the wrapped transition, and
/// its animator runs with a context that counts its completions.
@MainActor
final class AuditedNavigationTransition: NavigationTransition, ReleasePolicyProviding {
  let inner: any NavigationTransition
  let audit: TransitionAudit
  init(_ inner: any NavigationTransition, audit: TransitionAudit) {
    self.inner = inner
    self.audit = audit
  }

  var releasePolicy: ReleasePolicy {
    (inner as? any ReleasePolicyProviding)?.releasePolicy ?? .projected
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    inner.progressAxis(for: operation)
  }
  var popGesture: NavigationPopGesture? { inner.popGesture }
  func makePopInteractions(
    on pushed: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    inner.makePopInteractions(on: pushed, host: host)
  }
  func transitionWillBegin(_ context: any TransitionContext) {
    audit.willBegin(context)
    inner.transitionWillBegin(context)
    audit.look(context, listed: inner.supportingViews)
  }
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    inner.transitionDidEnd(context, completed: completed)
    audit.look(context, listed: inner.supportingViews, ended: completed)
  }
  var supportingViews: [(role: ViewRole, view: View)] { inner.supportingViews }
  var movingViewSizeChanges: SizeChanges { inner.movingViewSizeChanges }
  func transitionDuration(using context: any TransitionContext) -> Double {
    inner.transitionDuration(using: context)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try audit.animator(of: inner, using: context)
  }
  func animationEnded(_ transitionCompleted: Bool) { inner.animationEnded(transitionCompleted) }
}

/// A tab transition's animator wrapped so that the law checker can watch it: everything is
/// passed to the wrapped animator, which runs with a context that counts its completions.
@MainActor
final class AuditedTabTransition: AnimatedTransitioning {
  let inner: any AnimatedTransitioning
  let audit: TransitionAudit
  init(_ inner: any AnimatedTransitioning, audit: TransitionAudit) {
    self.inner = inner
    self.audit = audit
  }

  func transitionDuration(using context: any TransitionContext) -> Double {
    inner.transitionDuration(using: context)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try audit.animator(of: inner, using: context)
  }
  func animationEnded(_ transitionCompleted: Bool) { inner.animationEnded(transitionCompleted) }
}
