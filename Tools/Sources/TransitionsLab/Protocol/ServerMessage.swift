import Motion
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// A message to the page (frames aside: ``FrameUpdate``): the server's half of the lab's
/// protocol (`docs/LAB.md`). Each is one JSON object with a `type`, in one WebSocket text
/// message, written by the package's one JSON writer.
///
/// ```swift
/// ServerMessage.pong(id: 7).json  // {"type":"pong","id":7}
/// ```
enum ServerMessage: Sendable {
  /// The first message of a connection: the protocol's version, the catalogue as
  /// `transitions list --format json` prints it, the control of each option
  /// (``LabCatalogue/controls(for:)``) and the server's limits.
  case welcome(catalogue: String, controls: String, limits: Limits)
  /// A new scene: what it plays, how it is drawn, and the inputs its transition takes.
  case scene(SessionSetup)
  /// The inputs the scene takes now, when a `resize` changed them (a button that no longer
  /// fits the turned window goes, and comes back when the window turns back).
  case inputs([InputChoice])
  /// Events the engine recorded, as `transitions play` prints them.
  case events([Timeline.Event])
  /// A message refused or a limit reached.
  case error(LabError)
  /// The session so far as a `play` script.
  case script(Script)
  /// Something the page should know that is not an error (the script is full).
  case notice(String)
  /// The answer to a `ping`.
  case pong(id: Double)

  /// The protocol's version: the `version` of `welcome`.
  static let version = 1

  /// The server's limits, as `welcome` tells them.
  struct Limits: Hashable, Sendable {
    /// Sessions open at once.
    var sessions: Int
    /// Messages a second a page may send, on average.
    var messagesPerSecond: Double
    /// The largest message read, in bytes.
    var messageBytes: Int
    /// How late a touch may be and still be delivered, in seconds of engine time.
    var lateTouchTolerance: Double
    /// The longest script a session records, in seconds of engine time.
    var scriptSeconds: Double
  }

  /// What a `scene` message tells: the setup a session plays (the protocol keeps the name
  /// `scene`).
  struct SessionSetup: Sendable {
    /// The script the session plays (its header: transition, options, Reduce Motion, screen).
    var script: Script
    /// The colours frames are drawn with.
    var palette: Palette
    /// The inputs the transition takes, each a label and the `input` message's fields.
    var inputs: [InputChoice]
    /// The window as configured and turned a quarter, each the `resize` input that gives it
    /// (``Orientations``); empty when the scene's script cannot hold a `resize`.
    var orientations: [InputChoice] = []
  }

  /// The message as JSON text.
  var json: String {
    let fields: [(String, JSONOutput)]
    switch self {
    case .welcome(let catalogue, let controls, let limits):
      fields = [
        ("type", .string("welcome")), ("version", .literal(String(Self.version))),
        ("catalogue", .literal(catalogue)), ("controls", .literal(controls)),
        (
          "limits",
          .object([
            ("sessions", .literal(String(limits.sessions))),
            ("messagesPerSecond", .shortestNumber(limits.messagesPerSecond)),
            ("messageBytes", .literal(String(limits.messageBytes))),
            ("lateTouchTolerance", .shortestNumber(limits.lateTouchTolerance)),
            ("scriptSeconds", .shortestNumber(limits.scriptSeconds)),
          ])
        ),
      ]
    case .scene(let setup):
      let script = setup.script
      let palette = setup.palette
      fields = [
        ("type", .string("scene")), ("transition", .string(script.transition)),
        ("options", .literal(script.optionsJSON)), ("reduceMotion", .bool(script.reduceMotion)),
        (
          "screen",
          .array([.shortestNumber(script.screen.width), .shortestNumber(script.screen.height)])
        ),
        ("screenColor", .string(hexString(palette.screen))),
        ("fingerColor", .string(hexString(palette.finger))),
        ("rowColors", .array(palette.contentRowColors.map { .string(hexString($0)) })),
        ("inputs", .array(setup.inputs.map(\.json))),
        ("orientations", .array(setup.orientations.map(\.json))),
      ]
    case .inputs(let inputs):
      fields = [("type", .string("inputs")), ("inputs", .array(inputs.map(\.json)))]
    case .events(let events):
      fields = [("type", .string("events")), ("events", .array(events.map(\.json)))]
    case .error(let error):
      fields = [
        ("type", .string("error")), ("code", .string(error.code.rawValue)),
        ("subject", error.subject.map { .string($0) } ?? .null),
        ("problem", .string(error.problem)), ("message", .string(error.description)),
        ("fatal", .bool(error.isFatal)),
      ]
    case .script(let script):
      // The script's own JSON, as `transitions play` reads it.
      fields = [("type", .string("script")), ("script", .literal(script.jsonText))]
    case .notice(let text):
      fields = [("type", .string("notice")), ("message", .string(text))]
    case .pong(let id):
      fields = [("type", .string("pong")), ("id", .shortestNumber(id))]
    }
    return JSONOutput.object(fields).text
  }
}

/// An input a scene's transition takes, as the page offers it: a button's label and the fields
/// of the `input` message it sends.
struct InputChoice: Equatable, Sendable {
  /// The button's label (`present`, `select 2`).
  var label: String
  /// The `input` message's fields, `type` aside (`{"action":"select","index":2}`).
  var fields: [String: JSONValue]

  /// `{"label": …, "input": {…}}`.
  var json: JSONOutput {
    .object([("label", .string(label)), ("input", JSONValue.object(fields).output)])
  }
}

extension Script {
  /// The script as its JSON text, without the final newline.
  var jsonText: String {
    var text = json()
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The script's options as a JSON object's text, as the script writes them.
  var optionsJSON: String {
    var header = self
    header.events = []
    return (try? JSONValue.parse(Array(header.jsonText.utf8))).flatMap { value in
      guard case .object(let fields) = value else { return nil }
      return fields["options"]?.text
    } ?? "{}"
  }
}
