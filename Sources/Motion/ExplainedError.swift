/// The one shape of every error the package throws: *what* is at fault and *what is wrong* with
/// it, printed as one line.
///
/// Every error type of every module (``MotionError``, `DynamicsError`, Stage's `ClockError`,
/// `AnimatorError` and `PresentationError`, Transitions' `TransitionError` and `ScriptError`, the
/// command-line tool's input errors) conforms, so a caller reports any of them the same way:
///
/// ```swift
/// do {
///   try window.advance(to: .nan)
/// } catch {
///   print("error: \(error)")  // error: time: expected a finite number, got nan
///   error.subject             // "time"
/// }
/// ```
///
/// The convention:
/// - ``subject`` names what the caller got wrong, spelled as the caller wrote it: a parameter of
///   the API (`dampingRatio`, `time`), a JSON path in an input file (`events[3].at`, `$` for the
///   root), or the command refused (`pauseAnimation`). It is `nil` when nothing the caller passed
///   is at fault and the receiver's state refuses the request (a dismissal with nothing
///   presented).
/// - ``problem`` says what is wrong in words, starting in lower case, without a final period;
///   for a bad value, "expected …, got …".
/// - ``description`` is `"subject: problem"`, or the problem alone without a subject; one line.
///
/// Errors are values (`Sendable`, `Equatable`), and a function that can fail throws its module's
/// type (`throws(MotionError)`); nothing changes when one is thrown. A refused *command* is a case
/// of an enum (the case is the information: `AnimatorError.notActive`); a bad *argument* names
/// the parameter (`MotionError.parameter`, `AnimatorError.invalidParameter(name:value:)`); a bad
/// *input file* names its JSON path (`ScriptError.path`).
public protocol ExplainedError: Error, Sendable, CustomStringConvertible {
  /// What is at fault: a parameter, a JSON path or a command, as the caller spells it; `nil`
  /// when the receiver's state, not an argument, refuses the request.
  var subject: String? { get }
  /// What is wrong, in words ("expected a finite number, got nan").
  var problem: String { get }
}

extension ExplainedError {
  /// `"subject: problem"`, or the problem alone when there is no subject.
  public var description: String {
    guard let subject else { return problem }
    return "\(subject): \(problem)"
  }
}
