import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

@MainActor
@Suite struct PlayCommandTests {
  func play(_ script: String, _ extra: [String] = []) throws -> ToolOutput {
    try withTemporaryFile(named: "script.json", contents: script) {
      TransitionsTool.execute(["play", $0] + extra)
    }
  }

  @Test func printsTheTimelineAsJSON() throws {
    let output = try play(
      #"{"transition": "pullDown", "until": 1, "events": [{"at": 0, "action": "present"}]}"#)
    #expect(output.status == 0, "\(output.standardError)")
    let json = try #require(try parseJSON(output.standardOutput) as? [String: Any])
    #expect(json["transition"] as? String == "pullDown")
    #expect(json["screen"] as? [Double] == [390, 844])
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 61)
    let first = try #require(frames.first)
    #expect(first["phase"] as? String == "transitioning")
    #expect(first["operation"] as? String == "present")
    let views = try #require(first["views"] as? [String: [String: Any]])
    #expect(views["presented"]?["frame"] as? [Double] == [0, -844, 390, 844])
    let last = try #require(frames.last)
    #expect(last["phase"] as? String == "presented")
    #expect(last["progress"] is NSNull)
    let events = try #require(json["events"] as? [[String: Any]])
    #expect(events.first?["type"] as? String == "transitionBegan")
    #expect(events.last?["type"] as? String == "transitionEnded")
    #expect(events.last?["completed"] as? Bool == true)
    // The same script always prints the same bytes.
    let again = try play(
      #"{"transition": "pullDown", "until": 1, "events": [{"at": 0, "action": "present"}]}"#)
    #expect(again.standardOutput == output.standardOutput)
  }

  @Test func printsFramesAsCSVWithOneRowPerFrameAndView() throws {
    let output = try play(
      #"{"transition": "modal", "until": 0.5, "frameRate": 10, "start": "presented"}"#,
      ["--format", "csv", "--frame-rate", "4"])
    #expect(output.status == 0, "\(output.standardError)")
    let lines = output.standardOutput.split(separator: "\n")
    #expect(
      lines.first
        == "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible")
    #expect(lines.count == 1 + 3 * 3)  // t = 0, 0.25, 0.5; presenting, dimming, presented
    #expect(lines[1] == "0.0,presented,,,presenting,0.0,0.0,390.0,844.0,1.0,1.0,0.0,true")
    #expect(lines[2] == "0.0,presented,,,dimming,0.0,0.0,390.0,844.0,0.3,1.0,0.0,true")
    #expect(lines[3] == "0.0,presented,,,presented,16.0,56.0,358.0,480.0,1.0,1.0,16.0,true")
  }

  /// A view holding scrolling content carries `contentOffset` in JSON (an optional field);
  /// views without one, and the CSV, are as PLAY.md has them.
  @Test func aScrolledListPrintsItsContentOffsetInJSONOnly() throws {
    let script = #"""
      {"transition": "modal", "until": 0.5, "frameRate": 10, "start": "presented",
       "scene": {"scrollContent": true, "scrollOffset": 120}}
      """#
    let output = try play(script)
    #expect(output.status == 0, "\(output.standardError)")
    let json = try #require(try parseJSON(output.standardOutput) as? [String: Any])
    let frames = try #require(json["frames"] as? [[String: Any]])
    for frame in frames {
      let views = try #require(frame["views"] as? [String: [String: Any]])
      #expect(views["presented"]?["contentOffset"] as? [Double] == [0, 120])
      #expect(views["presenting"]?["contentOffset"] == nil)
      #expect(views["dimming"]?["contentOffset"] == nil)
    }
    let csv = try play(script, ["--format", "csv"])
    #expect(
      csv.standardOutput.split(separator: "\n").first
        == "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible")
    for line in csv.standardOutput.split(separator: "\n") {
      #expect(line.split(separator: ",", omittingEmptySubsequences: false).count == 13)
    }
    let plain = try play(#"{"transition": "modal", "until": 0.2, "start": "presented"}"#)
    #expect(!plain.standardOutput.contains("contentOffset"))
  }

  /// Scripts written before `scene` gave its settings as the modal's options: they play to the
  /// same bytes (the spelling is deprecated, not refused).
  @Test func theSceneSettingsFormerSpellingInOptionsPlaysTheSame() throws {
    let scene = #"""
      {"transition": "modal", "until": 1.5, "frameRate": 30, "start": "presented",
       "scene": {"scrollContent": true, "scrollOffset": 120},
       "events": [{"at": 0.1, "drag": {"from": [195, 300], "to": [195, 700], "duration": 0.5}}]}
      """#
    let former = scene.replacingOccurrences(of: #""scene""#, with: #""options""#)
    #expect(former != scene)
    let new = try play(scene)
    let old = try play(former)
    #expect(new.status == 0 && old.status == 0, "\(new.standardError) \(old.standardError)")
    #expect(new.standardOutput == old.standardOutput)
    #expect(new.standardOutput.contains(#""contentOffset":[0.0,120.0]"#))
  }

  @Test func ignoredActionsAreEventsNotErrors() throws {
    let output = try play(
      #"{"transition": "modal", "until": 1, "events": [{"at": 0, "action": "dismiss"}, {"at": 0.1, "action": "present"}, {"at": 0.2, "action": "present"}]}"#
    )
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.standardOutput) as? [String: Any])
    let events = try #require(json["events"] as? [[String: Any]])
    let ignored = events.filter { $0["type"] as? String == "ignored" }
    #expect(ignored.count == 2)
    #expect(ignored.map { $0["action"] as? String } == ["dismiss", "present"])
  }

  @Test(arguments: [
    (#"[1, 2]"#, "error: $: expected an object, got an array"),
    (
      #"{"transition": "pulldown"}"#,
      #"error: transition: unknown id "pulldown"; known: card, container, crossDissolve, modal, popover, pullDown, push, shade, sheet, slide, tab, throwAway, toast, zoom"#
    ),
    (#"{"transition": "modal", "colour": 1}"#, "error: colour: unknown key"),
    (
      #"{"transition": "modal", "options": {"height": 50}}"#,
      "error: options.height: expected a number from 100 to 10000 pt, got 50"
    ),
    (#"{"transition": "modal", "options": {"speed": 1}}"#, "error: options.speed: unknown option"),
    (
      #"{"transition": "modal", "options": {"dismissal": "swipe"}}"#,
      #"error: options.dismissal: unknown value "swipe""#
    ),
    (
      #"{"transition": "modal", "screen": [50, 844]}"#,
      "error: screen: expected two numbers from 100 to 10000"
    ),
    (
      #"{"transition": "modal", "frameRate": 0}"#,
      "error: frameRate: expected a number from 1 to 1000"
    ),
    (
      #"{"transition": "modal", "until": 61}"#,
      "error: until: expected a number greater than 0 and at most 60"
    ),
    (
      #"{"transition": "modal", "until": null}"#,
      "error: until: expected a number greater than 0 and at most 60, got null"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 1, "action": "present"}, {"at": 0.5, "action": "dismiss"}]}"#,
      "error: events[1].at: events must be in non-decreasing time order"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "touch": "down", "x": 1, "y": 1, "drag": {}}]}"#,
      "error: events[0]: expected one of action, touch, drag, keyboard or resize, got touch and drag"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0}]}"#,
      "error: events[0]: expected one of action, touch, drag, keyboard or resize"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "select", "index": 1}]}"#,
      "error: events[0].action: select is for containers"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "touch": "move", "x": 1, "y": 1}]}"#,
      "error: events[0].touch: move with no finger down"
    ),
    (
      #"{"transition": "container", "events": [{"at": 0, "action": "present"}]}"#,
      "error: events[0].action: present is for modal transitions"
    ),
    (
      #"{"transition": "container", "events": [{"at": 0, "action": "select", "index": 3}]}"#,
      "error: events[0].index: expected a child index from 0 to 2, got 3"
    ),
    (
      #"{"transition": "container", "options": {"children": 9}}"#,
      "error: options.children: expected a whole number from 1 to 8, got 9"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "touch": "down", "x": 1, "y": 1}, {"at": 0.1, "touch": "down", "x": 1, "y": 1}]}"#,
      "error: events[1].touch: down while a finger is down"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "drag": {"from": [1, 1], "to": [1, 9], "duration": 0.2, "release": false}}, {"at": 0.5, "drag": {"from": [1, 1], "to": [1, 9], "duration": 0.2}}]}"#,
      "error: events[1].drag: drag while a finger is down"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "drag": {"from": [1, 1], "to": [1, 9], "duration": -0.2}}]}"#,
      "error: events[0].drag.duration: expected a positive number, got -0.2"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 3, "action": "present"}], "until": 2}"#,
      "error: events[0].at: expected a time from 0 to until (2), got 3"
    ),
    // Stalls (PLAY.md, "Main-thread stalls and the render server").
    (
      #"{"transition": "modal", "until": 2, "stalls": [{"at": 0.5, "duration": 3}]}"#,
      "error: stalls[0].duration: expected a number of seconds greater than 0 and at most 2, got 3"
    ),
    (
      #"{"transition": "modal", "until": 2, "stalls": [{"at": 1, "duration": 0.5}, {"at": 1.2, "duration": 0.1}]}"#,
      "error: stalls[1].at: stalls must be in time order and not overlap"
    ),
    (
      #"{"transition": "modal", "renderServer": "yes"}"#,
      "error: renderServer: expected true or false, got a string"
    ),
    // Navigation transitions push and pop; the others neither.
    (
      #"{"transition": "push", "events": [{"at": 0, "action": "present"}]}"#,
      "error: events[0].action: present is for modal transitions; push takes push and pop"
    ),
    (
      #"{"transition": "push", "events": [{"at": 0, "action": "select", "index": 0}]}"#,
      "error: events[0].action: select is for containers; push takes push and pop"
    ),
    (
      #"{"transition": "zoom", "events": [{"at": 0, "action": "pop"}]}"#,
      "error: events[0].action: pop is for navigation transitions; zoom takes present and dismiss"
    ),
    (
      #"{"transition": "container", "events": [{"at": 0, "action": "push"}]}"#,
      "error: events[0].action: push is for navigation transitions; container takes select"
    ),
    (
      #"{"transition": "push", "events": [{"at": 0, "action": "push", "index": 1}]}"#,
      "error: events[0].index: not allowed with action"
    ),
    (
      #"{"transition": "zoom", "options": {"sourceFrame": [24, 180, 160]}}"#,
      "error: options.sourceFrame: expected [x, y, width, height]: four numbers from -10000 to "
        + "10000 pt, the width and height above 0, got [24, 180, 160]"
    ),
  ])
  func badScriptsExit64WithOneLineNamingThePath(script: String, message: String) throws {
    let output = try play(script)
    #expect(output.status == 64)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
    #expect(output.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test func aScriptCanComeFromStandardInput() {
    let output = TransitionsTool.execute(
      ["play", "-", "--format", "csv"],
      standardInput: #"{"transition": "pullDown", "until": 0.1, "frameRate": 10}"#)
    #expect(output.status == 0, "\(output.standardError)")
    #expect(output.standardOutput.split(separator: "\n").count == 1 + 2 * 2)
    let bad = TransitionsTool.execute(["play", "-"], standardInput: #"{"transition": 1e400}"#)
    #expect(bad.standardError.hasPrefix("error: transition: "), "\(bad.standardError)")
  }

  /// The numbers in a command-line error print as in a script's errors: `3`, not `3.0`.
  @Test func aBadFrameRateOrStallPrintsWholeNumbersWithoutAFraction() {
    let script = #"{"transition": "pullDown", "until": 0.1}"#
    let rate = TransitionsTool.execute(
      ["play", "-", "--frame-rate", "2000"], standardInput: script)
    #expect(rate.status == 64)
    #expect(
      rate.standardError == "error: --frame-rate: expected a number from 1 to 1000, got 2000\n")
    let stall = TransitionsTool.execute(
      ["play", "-"],
      standardInput: #"{"transition": "modal", "until": 2, "stalls": [{"at": 0.5, "duration": 3}]}"#
    )
    #expect(stall.status == 64)
    #expect(
      stall.standardError
        == "error: stalls[0].duration: expected a number of seconds greater than 0 and at most 2, "
        + "got 3\n")
  }

  @Test func aMissingScriptFileNamesTheFile() {
    let output = TransitionsTool.execute(["play", "/nonexistent/script.json"])
    #expect(output.status == 64)
    #expect(output.standardError.contains("/nonexistent/script.json"))
  }

  /// `PLAY.md`'s navigation additions: the `push` and `pop` actions (a pop at the root and a
  /// push during a transition ignored), the operations, the `pushed` role, `presented` while it
  /// is shown; the zoom's `source` role.
  @Test func aNavigationScriptPushesAndPopsAsThePlayContractSays() throws {
    let output = try play(
      #"""
      {"transition": "push", "until": 1.2, "frameRate": 20, "events": [
        {"at": 0, "action": "pop"}, {"at": 0.1, "action": "push"}, {"at": 0.2, "action": "push"},
        {"at": 0.6, "action": "pop"}]}
      """#)
    #expect(output.status == 0, "\(output.standardError)")
    let json = try #require(try parseJSON(output.standardOutput) as? [String: Any])
    let frames = try #require(json["frames"] as? [[String: Any]])
    let phases = frames.compactMap { $0["phase"] as? String }
    #expect(phases.first == "idle" && phases.last == "idle")
    #expect(phases.contains("presented"))
    let operations = Set(frames.compactMap { $0["operation"] as? String })
    #expect(operations == ["push", "pop"])
    let views = try #require(frames.first?["views"] as? [String: Any])
    #expect(Set(views.keys) == ["presenting", "dimming", "pushed"])
    let events = try #require(json["events"] as? [[String: Any]])
    let ignored = events.filter { $0["type"] as? String == "ignored" }
    #expect(ignored.map { $0["action"] as? String } == ["pop", "push"])
    #expect(
      ignored.map { $0["reason"] as? String } == [
        "nothing to pop: the root is on top", "a transition is in progress",
      ])
    let began = events.filter { $0["type"] as? String == "transitionBegan" }
    #expect(began.map { $0["operation"] as? String } == ["push", "pop"])
    let appearance = events.filter { $0["type"] as? String == "appearance" }
    #expect(Set(appearance.compactMap { $0["controller"] as? String }) == ["presenting", "pushed"])
    // The zoom shows its source in the presenting screen.
    let zoom = try play(
      #"{"transition": "zoom", "until": 0.2, "frameRate": 10, "events": [{"at": 0.1, "action": "present"}]}"#,
      ["--format", "csv"])
    #expect(zoom.status == 0, "\(zoom.standardError)")
    let rows = zoom.standardOutput.split(separator: "\n")
    #expect(rows.contains("0.0,idle,,,source,24.0,180.0,160.0,160.0,1.0,1.0,12.0,true"))
    #expect(
      rows.contains {
        $0.hasPrefix("0.1,transitioning,present,0.0,source,") && $0.hasSuffix(",false")
      })
  }

  @Test func listPrintsEveryTransitionWithItsOptions() throws {
    let text = succeed(["list"])
    #expect(text.contains("pullDown\n"))
    #expect(text.contains("modal\n"))
    #expect(text.contains("options.threshold (default 160): a number from 1 to 10000 pt"))
    let json = try #require(try parseJSON(succeed(["list", "--format", "json"])) as? [String: Any])
    let transitions = try #require(json["transitions"] as? [[String: Any]])
    #expect(
      transitions.map { $0["id"] as? String } == [
        "card", "container", "crossDissolve", "modal", "popover", "pullDown", "push", "shade",
        "sheet", "slide", "tab", "throwAway", "toast", "zoom",
      ])
    let container = try #require(transitions.first { $0["id"] as? String == "container" })
    #expect(container["container"] as? Bool == true)
    let modal = try #require(transitions.first { $0["id"] as? String == "modal" })
    let options = try #require(modal["options"] as? [[String: Any]])
    #expect(options.first?["name"] as? String == "dismissal")
    #expect(options.first?["default"] as? String == "standard")
  }
}
