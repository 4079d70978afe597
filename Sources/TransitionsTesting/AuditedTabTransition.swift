import Motion
import Stage
import Transitions

/// A tab switch's animator wrapped so that the law checker can watch it: it runs with a
/// context that counts its completions (``AuditedAnimatedTransition``), and when its run has
/// ended (its `animationEnded`, after the container kept or restored its child) the views it
/// added and left in the container are noted, by the modal and navigation wrappers' check
/// (``TransitionAudit/noteLeftovers(_:listed:completed:removeIn:)``). A tab switch lists no
/// supporting views: every view it adds is its own to remove.
@MainActor
final class AuditedTabTransition: AuditedAnimatedTransition {
  /// The run under way (the machinery makes one wrapper per switch), until it ends.
  private var context: (any TransitionContext)?

  override func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    audit.willBegin(context)
    self.context = context
    return try super.interruptibleAnimator(using: context)
  }

  override func animationEnded(_ transitionCompleted: Bool) {
    super.animationEnded(transitionCompleted)
    guard let context else { return }
    self.context = nil
    audit.noteLeftovers(
      context, listed: [], completed: transitionCompleted,
      removeIn: "its animator's completion or animationEnded")
  }
}
