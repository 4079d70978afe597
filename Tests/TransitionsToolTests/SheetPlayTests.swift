import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// `transitions play` with the sheet's additions to the contract: `safeArea`, list-valued
/// options, the `keyboard`, `selectDetent` and `resize` events, the frame's `detent`, the
/// `keyboard` and `grabber` roles, the `detentChanged` and `keyboard` events; and their errors
/// at their paths.
@MainActor
@Suite struct SheetPlayTests {
  typealias JSON = [String: Any]

  /// Plays `script` (JSON text) and returns its frames and events.
  func play(_ script: String) throws -> (frames: [JSON], events: [JSON]) {
    let output = TransitionsTool.execute(["play", "-"], standardInput: script)
    #expect(output.status == 0, "\(output.standardError)")
    let json = try #require(try parseJSON(output.standardOutput) as? JSON)
    return (
      try #require(json["frames"] as? [JSON]), try #require(json["events"] as? [JSON])
    )
  }

  /// The error `play` prints for `script`, having exited with 64 and printed nothing else.
  func refusal(_ script: String) -> String {
    let output = TransitionsTool.execute(["play", "-"], standardInput: script)
    #expect(output.status == 64)
    #expect(output.standardOutput.isEmpty)
    return output.standardError
  }

  func view(_ frame: JSON, _ role: String) -> JSON? {
    (frame["views"] as? [String: JSON])?[role]
  }

  func rect(_ frame: JSON, _ role: String) -> [Double]? { view(frame, role)?["frame"] as? [Double] }

  func frame(at t: Double, in frames: [JSON]) -> JSON? {
    frames.first { abs(($0["t"] as? Double ?? -1) - t) < 1e-9 }
  }

  @Test func aSheetOpensAtItsSmallestDetentWithinTheSafeAreaAndSaysWhereItRests() throws {
    let (frames, events) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": [200, "medium", "large"], "grabber": true},
       "safeArea": [47, 0, 34, 0], "frameRate": 10, "until": 1,
       "events": [{"at": 0, "action": "present"}]}
      """#)
    let first = try #require(frames.first)
    #expect(first["detent"] is NSNull, "moving while it presents")
    let last = try #require(frames.last)
    #expect(last["detent"] as? Double == 200)  // the custom height as given: a number
    #expect(rect(last, "presented") == [0, 610, 390, 234])
    #expect(rect(last, "grabber") == [177, 615, 36, 5])
    #expect(view(last, "keyboard") == nil)
    #expect(!events.contains { $0["type"] as? String == "detentChanged" })
    // Frames of other transitions have no detent field.
    let (modal, _) = try play(#"{"transition": "modal", "until": 0.1}"#)
    #expect(modal.first?["detent"] == nil)
  }

  @Test func aFlickChangesTheDetentAndReportsItWhenItHasFinished() throws {
    let (frames, events) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": ["medium", "large"]}, "start": "presented",
       "frameRate": 20, "until": 2,
       "events": [{"at": 0.2, "drag": {"from": [195, 700], "to": [195, 640], "duration": 0.06}}]}
      """#)
    let changes = events.filter { $0["type"] as? String == "detentChanged" }
    #expect(changes.count == 1)
    let change = try #require(changes.first)
    #expect(change["from"] as? String == "medium")
    #expect(change["to"] as? String == "large")
    #expect(change["interactive"] as? Bool == true)
    let time = try #require(change["t"] as? Double)
    #expect(time > 0.4, "at the end of the spring, not at the release")
    // Moving from the drag to the end of the spring, then resting at large.
    for frame in frames {
      let t = frame["t"] as? Double ?? 0
      if t > 0.21 && t < time - 0.05 { #expect(frame["detent"] is NSNull, "t = \(t)") }
      if t < 0.2 { #expect(frame["detent"] as? String == "medium") }
      if t > time { #expect(frame["detent"] as? String == "large") }
    }
    #expect(frames.allSatisfy { $0["phase"] as? String == "presented" })
  }

  /// One form in and out (issue 32): a custom detent given as a number (`1e2`) comes back as
  /// that number in frames and in `detentChanged`, and `selectDetent` takes the same number.
  @Test func aCustomDetentIsTheNumberGivenInFramesEventsAndSelectDetent() throws {
    let (frames, events) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": [1e2, "large"]}, "start": "presented",
       "frameRate": 20, "until": 3,
       "events": [{"at": 0.1, "action": "selectDetent", "detent": "large"},
                  {"at": 1.5, "action": "selectDetent", "detent": 100}]}
      """#)
    #expect(frames.first?["detent"] as? Double == 100)
    #expect(frames.last?["detent"] as? Double == 100)
    let changes = events.filter { $0["type"] as? String == "detentChanged" }
    #expect(changes.count == 2, "\(changes)")
    #expect(changes.first?["from"] as? Double == 100)
    #expect(changes.first?["to"] as? String == "large")
    #expect(changes.last?["from"] as? String == "large")
    #expect(changes.last?["to"] as? Double == 100)
    // Not a string anywhere.
    #expect(!frames.contains { $0["detent"] is String && $0["detent"] as? String != "large" })
  }

  @Test func selectDetentIsAnimatedAndReportedAsNotInteractive() throws {
    let (frames, events) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": [300, "large"]}, "start": "presented",
       "frameRate": 20, "until": 1.5,
       "events": [{"at": 0.1, "action": "selectDetent", "detent": "large"},
                  {"at": 0.15, "action": "selectDetent", "detent": 300}]}
      """#)
    #expect(frame(at: 0.1, in: frames)?["detent"] is NSNull)
    let changes = events.filter { $0["type"] as? String == "detentChanged" }
    // The second selection catches the first in flight: only where it rests is reported.
    #expect(changes.count == 0, "\(changes)")
    #expect(frames.last?["detent"] as? Double == 300)
    let (again, later) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": [300, "large"]}, "start": "presented",
       "frameRate": 20, "until": 1.5,
       "events": [{"at": 0.1, "action": "selectDetent", "detent": "large"}]}
      """#)
    let change = try #require(later.first { $0["type"] as? String == "detentChanged" })
    #expect(change["from"] as? Double == 300)
    #expect(change["to"] as? String == "large")
    #expect(change["interactive"] as? Bool == false)
    #expect(rect(try #require(again.last), "presented") == [0, 0, 390, 844])
  }

  @Test func theKeyboardIsARoleWhileOnScreenAndReportsTheEndOfItsAnimation() throws {
    let (frames, events) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": ["medium"]}, "start": "presented",
       "frameRate": 20, "until": 1.2,
       "events": [{"at": 0.1, "keyboard": "show", "height": 336},
                  {"at": 0.6, "keyboard": "hide", "duration": 0.4}]}
      """#)
    #expect(view(try #require(frame(at: 0.1, in: frames)), "keyboard") == nil)
    let shown = try #require(frame(at: 0.4, in: frames))
    #expect(rect(shown, "keyboard") == [0, 508, 390, 336])
    #expect(rect(shown, "presented") == [0, 86, 390, 422])
    let hiding = try #require(frame(at: 0.8, in: frames))
    let keyboard = try #require(rect(hiding, "keyboard"))
    let sheet = try #require(rect(hiding, "presented"))
    #expect(abs(sheet[1] + sheet[3] - keyboard[1]) < 1e-9, "the sheet rides on the keyboard")
    #expect(view(try #require(frames.last), "keyboard") == nil)
    let reports = events.filter { $0["type"] as? String == "keyboard" }
    #expect(reports.count == 2)
    #expect(reports.first?["state"] as? String == "shown")
    #expect(reports.first?["height"] as? Double == 336)
    #expect(abs((reports.first?["t"] as? Double ?? 0) - 0.35) < 1e-9)
    #expect(reports.last?["state"] as? String == "hidden")
    #expect(abs((reports.last?["t"] as? Double ?? 0) - 1.0) < 1e-9)
  }

  @Test func aResizeReResolvesTheDetents() throws {
    let (frames, _) = try play(
      #"""
      {"transition": "sheet", "options": {"detents": ["medium", "large"]}, "start": "presented",
       "safeArea": [47, 0, 34, 0], "frameRate": 10, "until": 0.5,
       "events": [{"at": 0.2, "resize": [844, 390], "safeArea": [0, 47, 21, 47]}]}
      """#)
    #expect(rect(try #require(frame(at: 0.1, in: frames)), "presented") == [0, 422, 390, 422])
    #expect(rect(try #require(frame(at: 0.2, in: frames)), "presented") == [0, 195, 844, 195])
    #expect(frames.last?["detent"] as? String == "medium")
  }

  @Test func theScriptRoundTripsItsAdditions() throws {
    let script = #"""
      {"transition": "sheet", "options": {"detents": [200, "large"]}, "safeArea": [47, 0, 34, 0],
       "until": 1, "events": [{"at": 0, "action": "selectDetent", "detent": 200},
       {"at": 0.1, "keyboard": "show", "height": 300}, {"at": 0.2, "keyboard": "hide"},
       {"at": 0.3, "resize": [844, 390]}]}
      """#
    let output = TransitionsTool.execute(["play", "-", "--format", "csv"], standardInput: script)
    #expect(output.status == 0, "\(output.standardError)")
  }

  @Test(arguments: [
    (
      #"{"transition": "sheet", "options": {"detents": ["large", "medium"]}}"#,
      "error: options.detents[1]: expected detents from smallest to largest; medium (422 pt on "
        + "this screen) is not taller than large (844 pt)"
    ),
    (
      #"{"transition": "sheet", "options": {"detents": []}}"#,
      "error: options.detents: expected a list of medium, large, fitting or a number from 1 to 10000 pt, "
        + "got an empty list"
    ),
    (
      #"{"transition": "sheet", "options": {"detents": ["medium", "huge"]}}"#,
      "error: options.detents[1]: unknown value \"huge\"; expected medium, large, fitting or a number "
        + "from 1 to 10000 pt"
    ),
    (
      #"{"transition": "sheet", "options": {"detents": "medium"}}"#,
      "error: options.detents: expected a list of medium, large, fitting or a number from 1 to 10000 pt, "
        + "got \"medium\""
    ),
    (
      #"{"transition": "sheet", "options": {"detents": [0]}}"#,
      "error: options.detents[0]: expected a number from 1 to 10000 pt, got 0"
    ),
    (
      #"{"transition": "sheet", "options": {"selectedDetent": "medium"}}"#,
      "error: options.selectedDetent: expected one of the detents (large) or smallest, got medium"
    ),
    (
      #"{"transition": "sheet", "options": {"detents": [200, "large"], "largestUndimmedDetent": 300}}"#,
      "error: options.largestUndimmedDetent: expected one of the detents (200, large) or none, "
        + "got 300"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "action": "selectDetent", "detent": "medium"}]}"#,
      "error: events[0].detent: the sheet has no detent medium; its detents are large"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "action": "selectDetent", "detent": -3}]}"#,
      "error: events[0].detent: expected medium, large, fitting or a number of points greater than 0, "
        + "got -3"
    ),
    (
      #"{"transition": "sheet", "options": {"detents": [300, "large"]}, "events": [{"at": 0, "action": "selectDetent", "detent": "300"}]}"#,
      "error: events[0].detent: expected medium, large, fitting or a number of points greater than 0, "
        + #"got "300" (a custom detent is a number: 300, not a string)"#
    ),
    (
      #"{"transition": "sheet", "options": {"detents": ["300", "large"]}}"#,
      #"error: options.detents[0]: unknown value "300"; expected medium, large, fitting or a number from 1 to 10000 pt"#
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "selectDetent", "detent": "large"}]}"#,
      "error: events[0].action: selectDetent is for sheets; modal has no detents"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "keyboard": "show", "height": 900}]}"#,
      "error: events[0].height: expected a number greater than 0 and at most the screen's height "
        + "(844), got 900"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "resize": [300, 200]}, {"at": 1, "keyboard": "show", "height": 250}]}"#,
      "error: events[1].height: expected a number greater than 0 and at most the screen's height "
        + "(200), got 250"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "keyboard": "show"}]}"#,
      "error: events[0].height: missing"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "keyboard": "hide", "height": 300}]}"#,
      "error: events[0].height: not allowed with keyboard"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "keyboard": "open", "height": 300}]}"#,
      "error: events[0].keyboard: unknown keyboard \"open\"; expected show or hide"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "keyboard": "hide", "duration": -1}]}"#,
      "error: events[0].duration: expected a number of seconds ≥ 0, got -1"
    ),
    (
      #"{"transition": "sheet", "safeArea": [500, 0, 0, 0]}"#,
      "error: safeArea: expected [top, left, bottom, right], each from 0 to half the side it lies "
        + "along (390 × 844), got [500, 0, 0, 0]"
    ),
    (
      #"{"transition": "sheet", "safeArea": [47, 0, 34]}"#,
      "error: safeArea: expected four numbers [top, left, bottom, right], each 0 or more, got "
        + "[47, 0, 34]"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "resize": [50, 844]}]}"#,
      "error: events[0].resize: expected two numbers from 100 to 10000, got [50, 844]"
    ),
    (
      #"{"transition": "sheet", "events": [{"at": 0, "resize": [844, 390], "safeArea": [0, 500, 0, 0]}]}"#,
      "error: events[0].safeArea: expected [top, left, bottom, right], each from 0 to half the "
        + "side it lies along (844 × 390), got [0, 500, 0, 0]"
    ),
  ])
  func aBadAdditionIsRefusedAtItsPath(script: String, message: String) {
    #expect(refusal(script) == message + "\n")
  }
}
