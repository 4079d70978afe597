import Motion
import Testing
import Transitions
import TransitionsPlayback

@testable import TransitionsLab

/// Reads `text` as a page's message.
func message(_ text: String) throws(LabError) -> PageMessage {
  try PageMessage(Array(text.utf8))
}

/// The refusal of `text`, or `nil` when it is read.
func refusal(_ text: String) -> LabError? {
  do {
    _ = try message(text)
    return nil
  } catch {
    return error
  }
}

@Suite struct PageMessageTests {
  @Test func readsEveryType() throws {
    #expect(try message(#"{"type":"hello","displayRate":120}"#) == .hello(displayRate: 120))
    #expect(
      try message(#"{"type":"touch","phase":"down","x":195,"y":300.5,"t":812.25}"#)
        == .touch(.down, Point(x: 195, y: 300.5), pageTime: 812.25))
    #expect(try message(#"{"type":"input","action":"present"}"#) == .input(.action(.present)))
    #expect(
      try message(#"{"type":"input","action":"select","index":2}"#)
        == .input(.action(.select(index: 2))))
    #expect(try message(#"{"type":"speed","rate":0.25}"#) == .speed(0.25))
    #expect(try message(#"{"type":"save"}"#) == .save)
    #expect(try message(#"{"type":"ping","id":7}"#) == .ping(id: 7))
    #expect(try message(#"{"type":"ack","frames":120}"#) == .ack(frames: 120))
    let configure = try message(
      #"{"type":"configure","transition":"card","options":{"presenterScale":0.9},"#
        + #""reduceMotion":true,"screen":[400,800]}"#)
    var expected = Script(
      transition: "card", options: ["presenterScale": .number(0.9)],
      screen: Size(width: 400, height: 800), reduceMotion: true)
    expected.events = []
    #expect(configure == .configure(expected))
  }

  /// Every kind of bad message, with the field it names and the problem in words.
  @Test(arguments: [
    ("not json", LabError.Code.malformed, "$"),
    ("[1, 2]", .malformed, "$"),
    (#"{"displayRate": 60}"#, .invalidField, "type"),
    (#"{"type": 3}"#, .invalidField, "type"),
    (#"{"type": "dance"}"#, .unknownType, "type"),
    (#"{"type": "hello"}"#, .invalidField, "displayRate"),
    (#"{"type": "hello", "displayRate": 1000}"#, .invalidField, "displayRate"),
    (#"{"type": "hello", "displayRate": "60"}"#, .invalidField, "displayRate"),
    (#"{"type": "hello", "displayRate": 60, "colour": 1}"#, .invalidField, "colour"),
    (#"{"type": "touch", "phase": "hover", "x": 1, "y": 2, "t": 3}"#, .invalidField, "phase"),
    (#"{"type": "touch", "phase": "down", "x": 1, "y": 2}"#, .invalidField, "t"),
    (#"{"type": "touch", "phase": "down", "x": 1e9, "y": 2, "t": 3}"#, .invalidField, "x"),
    (#"{"type": "touch", "phase": "down", "x": 1, "y": 2, "t": -5}"#, .invalidField, "t"),
    (#"{"type": "touch", "phase": "down", "x": 1, "y": 2, "t": 1e400}"#, .malformed, "t"),
    (#"{"type": "speed", "rate": 0}"#, .invalidField, "rate"),
    (#"{"type": "save", "now": true}"#, .invalidField, "now"),
    (#"{"type": "ack"}"#, .invalidField, "frames"),
    (#"{"type": "ack", "frames": -1}"#, .invalidField, "frames"),
    (#"{"type": "ack", "frames": 2.5}"#, .invalidField, "frames"),
    (#"{"type": "input", "action": "twirl"}"#, .invalidField, "action"),
    (#"{"type": "input", "action": "select"}"#, .invalidField, "index"),
    (#"{"type": "input", "action": "present", "at": 2}"#, .invalidField, "at"),
    (#"{"type": "input", "touch": "down", "x": 1, "y": 2}"#, .invalidField, "$"),
    (
      #"{"type": "input", "drag": {"from": [0, 0], "to": [0, 9], "duration": 1}}"#, .invalidField,
      "$"
    ),
    (#"{"type": "configure"}"#, .badConfiguration, "transition"),
    (#"{"type": "configure", "transition": "card", "until": 3}"#, .invalidField, "until"),
    (#"{"type": "configure", "transition": "card", "options": []}"#, .badConfiguration, "options"),
    (
      #"{"type": "configure", "transition": "card", "screen": [5, 5]}"#, .badConfiguration, "screen"
    ),
  ])
  func refusesBadMessages(text: String, code: LabError.Code, subject: String) throws {
    let error = try #require(refusal(text))
    #expect(error.code == code, "\(error)")
    #expect(error.subject == subject, "\(error)")
    #expect(!error.isFatal)
    #expect(!error.problem.isEmpty && !error.description.contains("\n"))
  }

  @Test func aMessageTooLargeIsFatal() throws {
    let text = #"{"type":"ping","id":1,"pad":""# + String(repeating: "x", count: 5000) + #""}"#
    let error = try #require(refusal(text))
    #expect(error.code == .tooLarge && error.isFatal)
    #expect(
      error.description == "$: expected a message of at most 4096 bytes, got \(text.utf8.count)")
  }

  @Test func problemsSayWhatWasExpectedAndWhatCame() throws {
    #expect(
      refusal(#"{"type":"hello","displayRate":1000}"#)?.description
        == "displayRate: expected a number from 24 to 240, got 1000")
    #expect(
      refusal(#"{"type":"dance"}"#)?.description
        == "type: unknown type \"dance\"; expected one of hello, configure, touch, input, speed, "
        + "save, ping, ack, stall")
    // The script's own reader's words (the actions it names grow with scripts).
    #expect(
      refusal(#"{"type":"input","action":"twirl"}"#)?.description.hasPrefix(
        "action: unknown action \"twirl\"; expected present, dismiss") == true)
    #expect(refusal("{").map { $0.description.hasPrefix("$: not valid JSON at line 1") } == true)
  }
}
