public import Motion

/// A script that cannot be played, located by its JSON path:
/// `events[3].drag.duration: expected a positive number, got -0.2`.
public struct ScriptError: ExplainedError, Hashable {
  /// The JSON path at fault (`$` for the root).
  public var path: String
  /// What is wrong.
  public var problem: String

  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// The JSON path, `$` for the root (``ExplainedError``).
  public var subject: String? { path.isEmpty ? "$" : path }
}
