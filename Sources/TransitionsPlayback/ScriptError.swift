public import Motion
import Transitions

/// A script that cannot be read or played, located by its JSON path:
/// `events[3].drag.duration: expected a positive number, got -0.2`; `$` for the script as a
/// whole, including text that is not JSON (``Script/init(json:source:)``).
public struct ScriptError: ExplainedError, Hashable {
  /// The JSON path at fault (`$` for the root).
  public var path: String
  /// What is wrong.
  public var problem: String

  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// The JSON path, `$` for the root (`ExplainedError`).
  public var subject: String? { path.isEmpty ? "$" : path }
}

extension ScriptError {
  /// The script's error for an option's `error`: the same path (in a script, options are the
  /// `options` object) and problem.
  init(_ error: OptionError) { self.init(path: error.path, problem: error.problem) }
}
