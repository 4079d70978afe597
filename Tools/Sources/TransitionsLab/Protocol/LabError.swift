import Motion

/// A message from a page that the lab refused, or a limit the page ran into: what the page is
/// told on its connection, as an `error` message (``ServerMessage/error(_:)``).
///
/// Every refusal names its ``subject`` (the message field at fault, `$` for the message as a
/// whole) and its ``problem`` in the package's one error shape (``Motion/ExplainedError``), with
/// a ``Code`` a page can act on. A refused message changes nothing in the session; a fatal one
/// closes the connection after the message is sent, and no other session notices.
///
/// ```swift
/// LabError(.touchOutOfOrder, subject: "t", problem: "expected a time no earlier than …")
/// // t: expected a time no earlier than …
/// ```
struct LabError: ExplainedError, Hashable {
  /// What kind of refusal it is: the `code` of the `error` message.
  enum Code: String, Sendable, Hashable, CaseIterable {
    /// The message is not a JSON object (text that is not JSON, a binary message).
    case malformed
    /// The message is larger than the lab reads.
    case tooLarge
    /// The message's `type` is not one the lab knows.
    case unknownType
    /// A field is missing, of the wrong kind or out of its range.
    case invalidField
    /// A `touch` stamped before the finger's previous one.
    case touchOutOfOrder
    /// A `touch` stamped too far in the past (or in the future) to be delivered.
    case touchTooLate
    /// A `touch` that does not follow the one finger's sequence (`move` with no finger down).
    case touchSequence
    /// A `configure` (transition, options, Reduce Motion) the catalogue refuses.
    case badConfiguration
    /// An `input` the scene's transition does not take.
    case badInput
    /// A `touch`, `input` or `stall` while a stall blocks the session's frames (the main thread
    /// takes no input).
    case stalled
    /// A message that needs a scene before `configure` built one.
    case notConfigured
    /// A transition could not run (the scene goes on).
    case transitionFailed
    /// More messages than the lab reads per second: the excess is dropped.
    case flood
    /// The page reads its messages too slowly: events could not be queued.
    case tooSlow
    /// Every session is taken.
    case sessionLimit
    /// The server is shutting down.
    case shuttingDown
  }

  /// What kind of refusal it is.
  var code: Code
  /// The field at fault (`t`, `options.presenterScale`), `$` for the message, `nil` for a limit
  /// of the server's.
  var subject: String?
  /// What is wrong, in words.
  var problem: String
  /// Whether the connection closes after the page is told.
  var isFatal: Bool

  init(_ code: Code, subject: String?, problem: String, isFatal: Bool = false) {
    self.code = code
    self.subject = subject
    self.problem = problem
    self.isFatal = isFatal
  }
}
