import Transitions
public import TransitionsPlayback

/// How a scripted session ended, read from its timeline's events (never decided here).
///
/// - the last `transitionEnded` gives ``completed(_:)`` or ``cancelled(_:)``, unless a
///   transition began after it and never ended (``unfinished(_:)``);
/// - with no transition at all, an `ignored` event gives ``ignored(action:)``, else ``nothing``.
public enum ScenarioOutcome: Sendable, Hashable, CustomStringConvertible {
  case completed(Timeline.Operation)
  case cancelled(Timeline.Operation)
  /// A transition began and was still running when the script ended.
  case unfinished(Timeline.Operation)
  /// Only refused actions (`present` while presented, …).
  case ignored(action: String)
  /// No transition began and nothing was refused.
  case nothing

  public init(_ timeline: Timeline) {
    var outcome = ScenarioOutcome.nothing
    for event in timeline.events {
      switch event.kind {
      case .transitionBegan(let operation, _):
        outcome = .unfinished(operation)
      case .transitionEnded(let operation, let completed):
        outcome = completed ? .completed(operation) : .cancelled(operation)
      case .ignored(let action, _):
        if outcome == .nothing { outcome = .ignored(action: action) }
      default:
        break
      }
    }
    self = outcome
  }

  /// `presented`, `dismiss cancelled`, `ignored (present)`, `nothing happened`, ….
  public var description: String {
    switch self {
    case .completed(.present): return "presented"
    case .completed(.dismiss): return "dismissed"
    case .completed(.select): return "selected"
    case .completed(.push): return "pushed"
    case .completed(.pop): return "popped"
    case .cancelled(let operation): return "\(operation.rawValue) cancelled"
    case .unfinished(let operation): return "\(operation.rawValue) unfinished"
    case .ignored(let action): return "ignored (\(action))"
    case .nothing: return "nothing happened"
    }
  }
}
