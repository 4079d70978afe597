import Motion
import Stage

extension MirroredScene {
  /// Whether `twin` is in this scene's state, as far as a plan depends on it: the same engine
  /// time, the same clock mapping (or both released with the same rate and longest frame: a
  /// released anchor is never read again), the same fingers down, the same commitment, a run
  /// and the same number of animators under way in both or neither, the keyboard moving in both
  /// or neither, and the same views with the same values in the frame last published. A twin
  /// that differs (a call made on one scene and not the other) must not be planned on.
  public func isTwin<Twin: SceneContent>(_ twin: MirroredScene<Twin>) -> Bool {
    guard twin.host.currentTime == host.currentTime,
      Self.sameClock(twin.driver.clock, driver.clock),
      twin.driver.hasFingersDown == driver.hasFingersDown, twin.isCommitted == isCommitted,
      twin.content.isOver == content.isOver, twin.content.isRunning == content.isRunning,
      twin.window.runningAnimatorCount == window.runningAnimatorCount,
      twin.window.keyboard.isAnimating == window.keyboard.isAnimating
    else { return false }
    let mine = host.published.views
    let theirs = twin.host.published.views
    guard mine.count == theirs.count else { return false }
    for (a, b) in zip(mine, theirs) {
      guard a.id == b.id, a.parent == b.parent, a.index == b.index, a.onScreen == b.onScreen,
        a.isHidden == b.isHidden, a.clipsToBounds == b.clipsToBounds
      else { return false }
    }
    return true
  }

  /// Whether two clock mappings map alike: equal, or both at rest (released) with the same rate
  /// and longest frame. A released mapping's anchor is never read again: the next frame or
  /// touch anchors anew (``ClockMapping/anchor(mediaTime:engineTime:)`` sets every field
  /// ``ClockMapping/release()`` leaves).
  static func sameClock(_ a: ClockMapping, _ b: ClockMapping) -> Bool {
    guard !a.isAnchored, !b.isAnchored else { return a == b }
    return a.rate == b.rate && a.maximumFrameInterval == b.maximumFrameInterval
  }

  /// Takes the state a live scene has after committing `plan` (a replayed twin,
  /// ``PlanningTwin``): shown as it is now, the run committed, no frame run. The twin's own
  /// actions are dropped.
  func adoptCommitted(_ plan: RenderPlan) {
    guard !content.isOver, !isCommitted else { return }
    parts.show()
    parts.renderServer.committed = CommittedRun(plan: plan, interval: Self.planInterval)
    _ = parts.drain()
  }
}
