import Motion
import Testing
import Transitions
import TransitionsPlayback

/// `renderServer` and `stalls` in a script (`PLAY.md`, "Main-thread stalls and the render
/// server"): read, written back, and every bad stall refused at its JSON path, whether the
/// script comes from JSON or is built in Swift.
@MainActor
struct StallScriptTests {
  static func script(_ fields: String) -> String {
    #"{"transition": "card", "start": "presented", "until": 2, "#
      + #""events": [{"at": 0.3, "drag": {"from": [195, 400], "to": [195, 520], "duration": 0.1}}]"#
      + (fields.isEmpty ? "" : ", " + fields) + "}"
  }

  /// The error reading and playing `json` gives.
  static func error(_ json: String) -> String? {
    do {
      _ = try ScenarioPlayer().play(Script(json: json))
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func theFieldsAreReadWithTheirDefaultsAndWrittenBack() throws {
    let plain = try Script(json: Self.script(""))
    #expect(plain.renderServer == false)
    #expect(plain.stalls.isEmpty)
    // A script without them writes neither.
    #expect(!plain.json().contains("renderServer"))
    #expect(!plain.json().contains("stalls"))
    let json = Self.script(
      #""renderServer": true, "stalls": [{"at": 0.4, "duration": 0.25}, {"at": 1, "duration": 2e-3}]"#
    )
    let script = try Script(json: json)
    #expect(script.renderServer)
    #expect(script.stalls == [Stall(at: 0.4, duration: 0.25), Stall(at: 1, duration: 0.002)])
    #expect(try Script(json: script.json()) == script)
  }

  @Test(arguments: [
    (#""renderServer": 1"#, "renderServer: expected true or false, got a number"),
    (#""stalls": {}"#, "stalls: expected an array, got an object"),
    (#""stalls": [{"at": 0.4}]"#, "stalls[0].duration: missing"),
    (#""stalls": [{"duration": 0.1}]"#, "stalls[0].at: missing"),
    (#""stalls": [{"at": 0.4, "duration": 0.1, "d": 1}]"#, "stalls[0].d: unknown key"),
    (
      #""stalls": [{"at": 0.4, "duration": 0}]"#,
      "stalls[0].duration: expected a number of seconds greater than 0 and at most 2, got 0"
    ),
    (
      #""stalls": [{"at": 0.4, "duration": -0.25}]"#,
      "stalls[0].duration: expected a number of seconds greater than 0 and at most 2, got -0.25"
    ),
    (
      #""stalls": [{"at": 0, "duration": 2.5}]"#,
      "stalls[0].duration: expected a number of seconds greater than 0 and at most 2, got 2.5"
    ),
    (#""stalls": [{"at": 0, "duration": 1e400}]"#, "stalls[0].duration:"),
    (#""stalls": [{"at": -1, "duration": 0.1}]"#, "stalls[0].at: expected a time ≥ 0 s, got -1"),
    (
      #""stalls": [{"at": null, "duration": 0.1}]"#, "stalls[0].at: expected a time ≥ 0 s, got null"
    ),
    (
      #""stalls": [{"at": 2.5, "duration": 0.1}]"#,
      "stalls[0].at: expected a time from 0 to until (2), got 2.5"
    ),
    (
      #""stalls": [{"at": 1.9, "duration": 0.25}]"#,
      "stalls[0].duration: the stall must end by until (2); it ends at 2.15"
    ),
    (
      #""stalls": [{"at": 1, "duration": 0.25}, {"at": 0.5, "duration": 0.1}]"#,
      "stalls[1].at: stalls must be in time order and not overlap; 0.5 is before the end of stalls[0] (1.25)"
    ),
    (
      #""stalls": [{"at": 0.5, "duration": 0.25}, {"at": 0.7, "duration": 0.1}]"#,
      "stalls[1].at: stalls must be in time order and not overlap; 0.7 is before the end of stalls[0] (0.75)"
    ),
  ])
  func aBadStallIsRefusedAtItsPath(fields: String, message: String) {
    let error = Self.error(Self.script(fields))
    #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
  }

  /// Numbers in errors print as PLAY.md asks of every number shown: whole numbers without a
  /// fraction (`3`, not `3.0`), others in shortest form; the whole message, not a prefix.
  @Test(arguments: [
    (
      #""stalls": [{"at": 0.5, "duration": 3}]"#,
      "stalls[0].duration: expected a number of seconds greater than 0 and at most 2, got 3"
    ),
    (
      #""stalls": [{"at": 0.5, "duration": 0}]"#,
      "stalls[0].duration: expected a number of seconds greater than 0 and at most 2, got 0"
    ),
    (#""stalls": [{"at": -1, "duration": 0.1}]"#, "stalls[0].at: expected a time ≥ 0 s, got -1"),
    (#""screen": [50, 844]"#, "screen: expected two numbers from 100 to 10000, got [50, 844]"),
  ])
  func numbersInErrorsPrintWithoutATrailingFraction(fields: String, message: String) {
    #expect(Self.error(Self.script(fields)) == message)
  }

  @Test func seventeenStallsAreTooMany() {
    let stalls = (0..<17).map { #"{"at": \#(Double($0) * 0.1), "duration": 0.05}"# }
    let error = Self.error(Self.script(#""stalls": [\#(stalls.joined(separator: ","))]"#))
    #expect(error == "stalls: expected at most 16 stalls, got 17")
    // Sixteen are fine, and one that ends exactly where the next begins.
    let sixteen = (0..<16).map { #"{"at": \#(Double($0) * 0.125), "duration": 0.125}"# }
    #expect(Self.error(Self.script(#""stalls": [\#(sixteen.joined(separator: ","))]"#)) == nil)
  }

  @Test func aScriptBuiltInSwiftIsCheckedTheSameWay() {
    var script = Script(transition: "card", until: 1, start: .presented)
    for (stalls, message) in [
      ([Stall(at: 0.2, duration: .nan)], "stalls[0].duration: expected a number of seconds"),
      ([Stall(at: 0.2, duration: -0.1)], "stalls[0].duration: expected a number of seconds"),
      ([Stall(at: .infinity, duration: 0.1)], "stalls[0].at: expected a time from 0 to until"),
      ([Stall(at: 0.9, duration: 0.2)], "stalls[0].duration: the stall must end by until"),
      (
        [Stall(at: 0.5, duration: 0.1), Stall(at: 0.2, duration: 0.1)],
        "stalls[1].at: stalls must be in time order"
      ),
      (Array(repeating: Stall(at: 0, duration: 0.01), count: 17), "stalls: expected at most 16"),
    ] {
      script.stalls = stalls
      #expect(throws: ScriptError.self) { try script.validate() }
      do {
        try script.validate()
      } catch {
        #expect("\(error)".hasPrefix(message), "\(error)")
      }
    }
  }
}
