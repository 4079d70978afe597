public import Motion

/// Options that do not fit a transition, located by their path: `options.duration: expected a
/// number from 0.05 to 5, got 9`; `transition` for an unknown id. What reads options from a
/// file (a play script) reports it at the same path of the file.
public struct OptionError: ExplainedError, Hashable {
  /// The path at fault: `options.NAME` (with an index into a list, `options.detents[1]`), a
  /// path the caller gave (``PlayConditions``), or `transition`.
  public var path: String
  /// What is wrong.
  public var problem: String

  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// The path (`ExplainedError`).
  public var subject: String? { path }
}
