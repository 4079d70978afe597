public import Motion

/// Why a ``StageHost`` refused a touch or a setting. Nothing changes when one is thrown: the
/// touch is not delivered, the window does not advance, nothing is published.
///
/// ```swift
/// do {
///   try host.send(Touch(id: 1, phase: .moved, location: point, time: host.currentTime - 0.2))
/// } catch {
///   print(error)  // touch.time: expected a time at most 0.05 s before the window's 1.0, got 0.8
/// }
/// ```
public enum HostError: ExplainedError, Equatable {
  /// The touch's time is NaN or infinite.
  case touchTimeNotFinite(Double)
  /// The touch is stamped more than the host's ``StageHost/lateTouchTolerance`` before the
  /// window's current time.
  case touchTooLate(time: Double, current: Double, tolerance: Double)
  /// The touch is stamped before the previous event of the same finger (`id`).
  case touchOutOfOrder(id: Int, time: Double, previous: Double)
  /// A late-touch tolerance that is not a finite number of seconds, 0 or more.
  case invalidLateTouchTolerance(Double)

  /// `touch.time` for a refused touch, `lateTouchTolerance` for a refused setting
  /// (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .touchTimeNotFinite, .touchTooLate, .touchOutOfOrder: return "touch.time"
    case .invalidLateTouchTolerance: return "lateTouchTolerance"
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .touchTimeNotFinite(let time):
      return "expected a finite number, got \(time)"
    case .touchTooLate(let time, let current, let tolerance):
      return "expected a time at most \(tolerance) s before the window's \(current), got \(time)"
    case .touchOutOfOrder(let id, let time, let previous):
      return "expected a time no earlier than touch \(id)'s previous event at \(previous), "
        + "got \(time)"
    case .invalidLateTouchTolerance(let tolerance):
      return "expected a finite number of seconds, 0 or more, got \(tolerance)"
    }
  }
}
