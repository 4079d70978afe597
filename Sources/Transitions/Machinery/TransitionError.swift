public import Motion

/// A transition refused to start or was misused.
public enum TransitionError: ExplainedError, Equatable {
  /// The travel distance must be a positive, finite number of points.
  case invalidTravel(Double)
  /// The context has no view for this side of the transition.
  case missingView(TransitionContextKey)

  /// `travel` for a bad travel; `nil` for a context without the view (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .invalidTravel: return "travel"
    case .missingView: return nil
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .invalidTravel(let travel):
      return "expected a positive number of points, got \(travel)"
    case .missingView(let key):
      return "the transition context has no \(key == .from ? "from" : "to") view"
    }
  }
}
