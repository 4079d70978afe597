/// A transition context's course as a value (what ``BasicTransitionContext`` keeps): whether a
/// finger drives it, which way it was let go, whether it completed. Pure: each step says
/// whether it changed anything, so the context knows when to tell its coordinator
/// (`TransitionContextStateTests`).
///
/// ```
/// animating ──pause──▶ interacting ──finish──▶ finishing ──pause──▶ interacting …
///                           └──────cancel──▶ cancelling ──pause──▶ interacting …
/// any phase but completed ──complete(f)──▶ completed(f)
/// ```
public struct TransitionContextState: Sendable, Hashable {
  /// Where a transition is.
  public enum Phase: Sendable, Hashable {
    /// Moving on its own towards the end, as it began (no finger yet).
    case animating
    /// A finger drives it.
    case interacting
    /// Let go, and moving to the end.
    case finishing
    /// Let go, and moving back to the start.
    case cancelling
    /// Completed: `true` kept the new state.
    case completed(Bool)
  }

  /// The phase now.
  public private(set) var phase = Phase.animating

  public init() {}

  /// Whether a finger drives the transition.
  public var isInteractive: Bool { phase == .interacting }
  /// Whether it was (or is about to be) cancelled.
  public var transitionWasCancelled: Bool {
    switch phase {
    case .cancelling, .completed(false): return true
    case .animating, .interacting, .finishing, .completed(true): return false
    }
  }
  /// Whether it has completed.
  public var isCompleted: Bool {
    if case .completed = phase { return true }
    return false
  }

  /// A finger took hold. Returns whether the interaction changed (not when already held or
  /// completed).
  public mutating func pause() -> Bool {
    switch phase {
    case .animating, .finishing, .cancelling:
      phase = .interacting
      return true
    case .interacting, .completed:
      return false
    }
  }

  /// The finger let go; the transition will finish, or cancel. Returns whether the interaction
  /// changed (only while a finger held it).
  public mutating func endInteraction(cancelled: Bool) -> Bool {
    guard phase == .interacting else { return false }
    phase = cancelled ? .cancelling : .finishing
    return true
  }

  /// The transition completed (`finished`: kept the new state). Returns `false`, changing
  /// nothing, when it had already completed.
  public mutating func complete(_ finished: Bool) -> Bool {
    guard !isCompleted else { return false }
    phase = .completed(finished)
    return true
  }
}
