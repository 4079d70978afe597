/// A script that cannot be played, located by its JSON path:
/// `events[3].drag.duration: expected a positive number, got -0.2`.
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path at fault (`$` for the root).
  public var path: String
  /// What is wrong.
  public var problem: String

  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  public var description: String { "\(path.isEmpty ? "$" : path): \(problem)" }
}
