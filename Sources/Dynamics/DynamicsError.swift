public import Motion

/// An invalid argument or request given to the dynamics engine. The world is unchanged when one
/// is thrown.
public struct DynamicsError: ExplainedError, Equatable {
  /// The offending parameter or handle, as spelled in the API (`step`, `size`, `item`).
  public var parameter: String
  /// What was wrong, in words.
  public var problem: String

  public init(parameter: String, problem: String) {
    self.parameter = parameter
    self.problem = problem
  }

  /// The parameter or handle (`ExplainedError`).
  public var subject: String? { parameter }

  static func notFinite(_ parameter: String, _ value: Any) -> DynamicsError {
    DynamicsError(parameter: parameter, problem: "expected a finite number, got \(value)")
  }
}

/// A value the engine refuses unless every component is finite (neither NaN nor infinite).
protocol FiniteValue {
  var isFinite: Bool { get }
}

extension Double: FiniteValue {}
extension Point: FiniteValue {}
extension Vector: FiniteValue {}

enum Validate {
  static func finite(_ value: some FiniteValue, _ name: String) throws(DynamicsError) {
    guard value.isFinite else { throw .notFinite(name, value) }
  }

  static func nonNegative(_ value: Double, _ name: String) throws(DynamicsError) {
    guard value.isFinite, value >= 0 else {
      throw DynamicsError(
        parameter: name, problem: "expected a finite number of at least 0, got \(value)")
    }
  }

  static func positive(_ value: Double, _ name: String) throws(DynamicsError) {
    guard value.isFinite, value > 0 else {
      throw DynamicsError(
        parameter: name, problem: "expected a finite number greater than 0, got \(value)")
    }
  }
}
