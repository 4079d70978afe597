import Motion
import Stage
import Transitions

/// What the law checker saw a transition do from the inside: how often each of its runs was
/// completed.
@MainActor
final class TransitionAudit {
  /// Per run (one context each), how many times `completeTransition` was called.
  var completions: [Int] = []

  /// `inner`'s animator for a new run: the one place a run is completed from, so it gets a
  /// counting context (which it holds, and nothing else does, so the run's lifetime is
  /// unchanged).
  func animator(
    of inner: any AnimatedTransitioning, using context: any TransitionContext
  ) throws -> TransitionAnimator {
    completions.append(0)
    let counting = AuditedContext(context, audit: self, run: completions.count - 1)
    return try inner.interruptibleAnimator(using: counting)
  }
}

/// A transition wrapped so that the law checker can watch it: every requirement is passed to
/// the wrapped one, and the context its animator runs with counts its completions.
@MainActor
final class AuditedTransition: ModalTransition, ReleasePolicyProviding {
  let inner: any ModalTransition
  let audit: TransitionAudit
  init(_ inner: any ModalTransition, audit: TransitionAudit) {
    self.inner = inner
    self.audit = audit
  }

  var releasePolicy: ReleasePolicy {
    (inner as? any ReleasePolicyProviding)?.releasePolicy ?? .projected
  }
  var presentationStyle: ModalPresentationStyle { inner.presentationStyle }
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    inner.frameOfPresentedView(inContainerBounds: bounds)
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    inner.progressAxis(for: operation)
  }
  func makePresentationInteraction(
    on presenter: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    inner.makePresentationInteraction(on: presenter, host: host)
  }
  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    inner.makeDismissalInteraction(on: presented, host: host)
  }
  func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    inner.makeDismissalInteractions(on: presented, host: host)
  }
  func containerViewDidLayoutSubviews(_ container: View) {
    inner.containerViewDidLayoutSubviews(container)
  }
  func transitionWillBegin(_ context: any TransitionContext) {
    inner.transitionWillBegin(context)
  }
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    inner.transitionDidEnd(context, completed: completed)
  }
  var supportingViews: [(role: String, view: View)] { inner.supportingViews }
  func transitionDuration(using context: any TransitionContext) -> Double {
    inner.transitionDuration(using: context)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try audit.animator(of: inner, using: context)
  }
  func animationEnded(_ transitionCompleted: Bool) { inner.animationEnded(transitionCompleted) }
}

/// A context that passes everything to the real one and counts `completeTransition` calls
/// (the real one ignores a second call; the checker reports it).
@MainActor
final class AuditedContext: TransitionContext {
  let inner: any TransitionContext
  private let audit: TransitionAudit
  private let run: Int

  init(_ inner: any TransitionContext, audit: TransitionAudit, run: Int) {
    self.inner = inner
    self.audit = audit
    self.run = run
  }

  var operation: TransitionOperation { inner.operation }
  var containerView: View { inner.containerView }
  var window: Window { inner.window }
  var isAnimated: Bool { inner.isAnimated }
  var isInteractive: Bool { inner.isInteractive }
  var startsInteractively: Bool { inner.startsInteractively }
  var transitionWasCancelled: Bool { inner.transitionWasCancelled }
  var isCompleted: Bool { inner.isCompleted }
  var transitionCoordinator: TransitionCoordinator { inner.transitionCoordinator }
  func viewController(forKey key: TransitionContextKey) -> ViewController? {
    inner.viewController(forKey: key)
  }
  func view(forKey key: TransitionContextKey) -> View? { inner.view(forKey: key) }
  func initialFrame(for controller: ViewController) -> Rect { inner.initialFrame(for: controller) }
  func finalFrame(for controller: ViewController) -> Rect { inner.finalFrame(for: controller) }
  func updateInteractiveTransition(_ percentComplete: Double) {
    inner.updateInteractiveTransition(percentComplete)
  }
  func pauseInteractiveTransition() { inner.pauseInteractiveTransition() }
  func finishInteractiveTransition() { inner.finishInteractiveTransition() }
  func cancelInteractiveTransition() { inner.cancelInteractiveTransition() }
  func completeTransition(_ didComplete: Bool) {
    if audit.completions.indices.contains(run) { audit.completions[run] += 1 }
    inner.completeTransition(didComplete)
  }
}
