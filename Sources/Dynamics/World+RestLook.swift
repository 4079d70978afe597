/// Looking ahead at rest detection without stepping: how long a caller may advance the world
/// alone before a step could report a rest (issue 30's plan of a physics run, which steps a
/// transition's world by itself frame by frame and must hand the step that reports the rest back
/// to the window's frame, where the transition's own rest handling runs).
extension World {
  /// The earliest world time (seconds, on ``elapsedTime``'s clock) at which a step may report a
  /// change of rest (``onRest``, ``onResume``, a `rest` or `resume` event) if nothing changes the
  /// world meanwhile, or `nil` when none can come until something wakes it (a rest the time cap
  /// reported). Read-only: no state, no event, no cached operator changes.
  ///
  /// While the items move, a rest is reported at the first step after which every item has been
  /// still for ``RestDetection/duration`` (stillness grows by one ``step`` per still step, so not
  /// before the stillness counted so far reaches it), or at the first step past
  /// ``RestDetection/timeCap`` since the motion began, whichever comes first; the time returned
  /// is never later than that step's end. After a rest, a resume may be reported at the next
  /// step: the committed time is returned.
  public var earliestRestReport: Double? {
    switch rest {
    case .timedOut:
      return nil
    case .resting:
      return committedTime
    case .moving(let since, let stillFor):
      // The same margins as the detection's comparisons (`- 1e-9`), so never late.
      var earliest = committedTime + max(restDetection.duration - 1e-9 - stillFor, 0)
      if let cap = restDetection.timeCap { earliest = min(earliest, since + cap - 1e-9) }
      return earliest
    }
  }
}
