/// An invalid argument given to a `Motion` type.
///
/// Every initializer that validates its input throws this error. The description is one line that
/// names the parameter, what was expected and what was given, so a command-line tool can print it
/// as it is:
///
/// ```swift
/// do {
///   _ = try Spring(mass: -1, stiffness: 100, damping: 10)
/// } catch {
///   print(error)  // mass: expected a finite number greater than 0, got -1.0
/// }
/// ```
public struct MotionError: ExplainedError, Equatable {
  /// The name of the offending parameter, as spelled in the API (for example `dampingRatio`).
  public var parameter: String
  /// What the parameter must be, in words ("a finite number greater than 0").
  public var expected: String
  /// The value that was given, rendered as text.
  public var given: String

  /// Creates an error for `parameter`, which must be `expected` but was `given`.
  public init(parameter: String, expected: String, given: String) {
    self.parameter = parameter
    self.expected = expected
    self.given = given
  }

  /// The parameter (``ExplainedError``).
  public var subject: String? { parameter }
  /// "expected …, got …" (``ExplainedError``).
  public var problem: String { "expected \(expected), got \(given)" }
}

/// Validation helpers shared by the initializers of this module.
enum Check {
  static func finite(_ value: Double, _ name: String) throws(MotionError) -> Double {
    guard value.isFinite else {
      throw MotionError(parameter: name, expected: "a finite number", given: "\(value)")
    }
    return value
  }

  static func positive(_ value: Double, _ name: String) throws(MotionError) -> Double {
    guard value.isFinite, value > 0 else {
      throw MotionError(
        parameter: name, expected: "a finite number greater than 0", given: "\(value)")
    }
    return value
  }

  static func nonNegative(_ value: Double, _ name: String) throws(MotionError) -> Double {
    guard value.isFinite, value >= 0 else {
      throw MotionError(
        parameter: name, expected: "a finite number greater than or equal to 0", given: "\(value)")
    }
    return value
  }

  static func inRange(
    _ value: Double, _ range: ClosedRange<Double>, _ name: String
  ) throws(MotionError) -> Double {
    guard value.isFinite, range.contains(value) else {
      throw MotionError(
        parameter: name,
        expected: "a number in \(range.lowerBound)...\(range.upperBound)",
        given: "\(value)")
    }
    return value
  }
}
