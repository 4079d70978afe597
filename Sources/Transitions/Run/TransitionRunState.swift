public import Motion

/// The course of one ``TransitionRun``, as a value: which phase it is in, and which
/// ``TransitionEvent`` each step reports. Pure: every step takes what happened and returns the
/// event to send (or `nil`), so the rules are tested without views or clocks
/// (`TransitionRunStateTests`).
///
/// ```
/// ready ──animatorBuilt──▶ running ──completed(f)──▶ ended(f)
///   │                                                  ▲
///   ├──────────────────completed(f)────────────────────┘  (the transition completed itself)
///   └──animatorFailed──▶ failing ──completed(false)──▶ restoring ──restored──▶ failed
/// ```
///
/// A run that completes instantly (a presentation requested without animation) reports
/// nothing: no `transitionBegan`, no interaction events, no `transitionEnded`. A failed run
/// reports only `transitionFailed`, after the views are restored.
public struct TransitionRunState: Sendable, Hashable {
  /// Where a run is.
  public enum Phase: Sendable, Hashable {
    /// The context exists; the animator does not yet.
    case ready
    /// The animator runs (driven by a finger, a timing, a spring or a simulation).
    case running
    /// The animator could not be built: the context is being cancelled and the views restored.
    case failing(reason: String)
    /// Completed: `true` kept the new state, `false` restored the old one.
    case ended(completed: Bool)
    /// Could not run and was cancelled: the views are being put back.
    case restoring(reason: String)
    /// Could not run; cancelled and restored, and `transitionFailed` sent.
    case failed(reason: String)
  }

  /// The operation the events name.
  public let operation: TransitionOperation
  /// Whether events are reported (`false` for a run that completes instantly).
  public let reportsEvents: Bool
  /// The phase now.
  public private(set) var phase = Phase.ready

  public init(operation: TransitionOperation, reportsEvents: Bool) {
    self.operation = operation
    self.reportsEvents = reportsEvents
  }

  /// Whether the run is over (ended or failed).
  public var isOver: Bool {
    switch phase {
    case .ended, .failed: return true
    case .ready, .running, .failing, .restoring: return false
    }
  }

  /// The animator was built and starts now (`interactive`: a finger drives it from its first
  /// frame). Sends `transitionBegan` from `ready`; nothing otherwise.
  public mutating func animatorBuilt(interactive: Bool) -> TransitionEvent? {
    guard phase == .ready else { return nil }
    phase = .running
    return reportsEvents ? .transitionBegan(operation, interactive: interactive) : nil
  }

  /// The animator could not be built, for `reason` (empty: a generic one is used). From
  /// `ready` only; returns whether the run now fails (the caller cancels the context).
  public mutating func animatorFailed(reason: String) -> Bool {
    guard phase == .ready else { return false }
    phase = .failing(reason: reason.isEmpty ? "its animator could not be built" : reason)
    return true
  }

  /// The context completed (`finished`: kept the new state). Sends `transitionEnded` from
  /// `ready` or `running`; a failing run goes on to restore its views and sends nothing yet; a second
  /// completion is ignored.
  public mutating func completed(_ finished: Bool) -> TransitionEvent? {
    switch phase {
    case .ready, .running:
      phase = .ended(completed: finished)
      return reportsEvents ? .transitionEnded(operation, completed: finished) : nil
    case .failing(let reason):
      phase = .restoring(reason: reason)
      return nil
    case .ended, .restoring, .failed:
      return nil
    }
  }

  /// The views of a failed run were restored: sends `transitionFailed` (whether or not the run
  /// reports other events: a caller must learn that nothing happened). Once.
  public mutating func restored() -> TransitionEvent? {
    guard case .restoring(let reason) = phase else { return nil }
    phase = .failed(reason: reason)
    return .transitionFailed(operation, reason: reason)
  }

  /// A finger took hold (`interactive`) or let go, deciding `finish` at `velocity` (pt/s) and
  /// `progress`. Sent while the run is ready or running and not instant; nothing otherwise.
  public func interactionChanged(
    interactive: Bool, finish: Bool, velocity: Vector, progress: Double
  ) -> TransitionEvent? {
    guard reportsEvents, phase == .ready || phase == .running else { return nil }
    return interactive
      ? .interactionBegan(operation)
      : .interactionEnded(operation, finish: finish, velocity: velocity, progress: progress)
  }

  /// Why the run failed, once it has (or is failing).
  public var failureReason: String? {
    switch phase {
    case .failing(let reason), .restoring(let reason), .failed(let reason): return reason
    case .ready, .running, .ended: return nil
    }
  }
}
