public import Motion

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

  /// The JSON path, `$` for the root (``ExplainedError``).
  public var subject: String? { path.isEmpty ? "$" : path }
}

extension Double {
  /// The number as a script writes it: a whole number without a fraction (`3`, `-40`), any
  /// other in shortest round-trip form (`0.88`, `1e-05`), as PLAY.md asks of every number shown.
  var scriptText: String { isFinite ? formatShortestNumber(self) : "\(self)" }
}
