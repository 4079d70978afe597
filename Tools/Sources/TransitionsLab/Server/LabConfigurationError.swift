public import Motion

/// A ``LabConfiguration`` setting the server cannot run with, or a server that could not
/// start: `port: expected a port from 0 to 65535, got 70000`.
public struct LabConfigurationError: ExplainedError, Hashable {
  /// The setting at fault (`port`, `maximumSessions`, `host`).
  public var setting: String
  /// What is wrong.
  public var problem: String

  public init(setting: String, problem: String) {
    self.setting = setting
    self.problem = problem
  }

  /// The setting (``Motion/ExplainedError``).
  public var subject: String? { setting }
}
