import Motion
import Testing
import Transitions
import TransitionsPlayback

/// A play script read from JSON text through the library's public API (`Script(json:source:)`),
/// played, and its timeline written as `transitions play` prints it (`docs/PLAY.md`); and every
/// error at its JSON path, as the tool prints it.
@MainActor
struct ScriptJSONTests {
  /// PLAY.md's first script: present the modal card, then swipe it away.
  static let swipe = """
    {
      "transition": "modal",
      "options": {"dismissal": "standard"},
      "until": 2.5,
      "events": [
        {"at": 0, "action": "present"},
        {"at": 1, "drag": {"from": [195, 300], "to": [195, 420], "duration": 0.12}}
      ]
    }
    """

  @Test func aScriptReadFromJSONIsTheScriptWrittenInSwift() throws {
    let script = try Script(json: Self.swipe)
    #expect(
      script
        == Script(
          transition: "modal", options: ["dismissal": .string("standard")], until: 2.5,
          events: [
            ScriptEvent(at: 0, .action(.present)),
            ScriptEvent(
              at: 1,
              .drag(Drag(from: Point(x: 195, y: 300), to: Point(x: 195, y: 420), duration: 0.12))),
          ]))
    // What is left out takes PLAY.md's defaults.
    #expect(script.screen == Size(width: 390, height: 844))
    #expect(script.frameRate == 60)
    #expect(script.reduceMotion == false)
    #expect(script.start == .idle)
  }

  @Test func aDecodedScriptPlaysAndItsTimelineIsWrittenAsJSONAndCSV() throws {
    let timeline = try ScenarioPlayer().play(Script(json: Self.swipe))
    // One frame per tick from 0 to 2.5 s at 60 per second.
    #expect(timeline.frames.count == 151)
    let json = timeline.json()
    #expect(json.hasPrefix(#"{"transition":"modal","screen":[390.0,844.0],"frameRate":60.0,"#))
    #expect(json.hasSuffix("]}\n"))
    #expect(json.filter { $0 == "\n" }.count == 1)
    // The swipe dismisses: the present completes, then the dismissal is driven by the finger.
    #expect(
      json.contains(
        #"{"t":0.0,"type":"transitionBegan","operation":"present","interactive":false}"#))
    #expect(json.contains(#""type":"interactionEnded","decision":"finish","velocity":[0.0,999.99"#))
    #expect(json.contains(#""type":"transitionEnded","operation":"dismiss","completed":true}"#))

    let rows = timeline.csv().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      rows.first
        == "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible")
    #expect(rows.last == "")  // every row ends with a newline
    #expect(rows.count == 1 + timeline.frames.reduce(0) { $0 + $1.views.count } + 1)
  }

  /// PLAY.md's output example, played from the JSON its text gives.
  @Test func theContractsOutputExampleIsWhatTheLibraryWrites() throws {
    let script = try Script(
      json:
        #"{"transition": "modal", "until": 0.6, "frameRate": 2, "events": [{"at": 0, "action": "present"}]}"#
    )
    let timeline = try ScenarioPlayer().play(script)
    let json = timeline.json()
    #expect(
      json.hasPrefix(
        #"{"transition":"modal","screen":[390.0,844.0],"frameRate":2.0,"frames":[{"t":0.0,"phase":"transitioning","operation":"present","interactive":false,"progress":0.0,"views":{"#
      ))
    #expect(
      json.contains(
        ##""presented":{"frame":[16.0,844.0,358.0,480.0],"alpha":1.0,"scale":1.0,"cornerRadius":16.0,"visible":true,"color":"#FFFFFF"}},"touch":null}"##
      ))
    #expect(
      json.hasSuffix(
        #"{"t":0.5,"type":"transitionEnded","operation":"present","completed":true}]}"# + "\n"))
    let csv = timeline.csv()
    #expect(
      csv.contains(
        "\n0.0,transitioning,present,0.0,presented,16.0,844.0,358.0,480.0,1.0,1.0,16.0,true\n"))
    #expect(csv.contains("\n0.5,presented,,,presented,16.0,56.0,358.0,480.0,1.0,1.0,16.0,true\n"))
  }

  /// Every field of a frame and every kind of event, in the contract's key order.
  @Test func everyFieldAndEventKindIsWrittenInTheContractsOrder() {
    let view = Timeline.ViewState(
      role: "presented", frame: Rect(x: 16, y: 0.1, width: 358, height: 480), alpha: 0.5,
      scale: 0.88, cornerRadius: 16, isVisible: false, color: Color(red: 1, green: 0, blue: 0),
      contentOffset: Point(x: 0, y: -12.5))
    let frame = Timeline.Frame(
      time: 1.0 / 60, phase: .transitioning, operation: .dismiss, isInteractive: true,
      progress: -0.0, views: [view], touch: Point(x: 195, y: 300))
    let kinds: [Timeline.EventKind] = [
      .transitionBegan(operation: .select, interactive: true),
      .appearance(controller: "child1", callback: .willDisappear), .interactionBegan,
      .interactionEnded(decision: .cancel, velocity: Vector(dx: 0, dy: -1200), progress: 0.25),
      .transitionEnded(operation: .select, completed: false),
      .haptic(style: "light", intensity: 1), .contact(with: "bottom"), .rest,
      .ignored(action: "present", reason: "a transition is in progress"),
    ]
    let timeline = Timeline(
      transition: "shade", screen: Size(width: 400, height: 800), frameRate: 60, frames: [frame],
      events: kinds.map { Timeline.Event(time: 0.5, kind: $0) })
    let expected =
      #"{"transition":"shade","screen":[400.0,800.0],"frameRate":60.0,"frames":["#
      + #"{"t":0.016666666666666666,"phase":"transitioning","operation":"dismiss","interactive":true,"progress":0.0,"#
      + #""views":{"presented":{"frame":[16.0,0.1,358.0,480.0],"alpha":0.5,"scale":0.88,"cornerRadius":16.0,"#
      + ##""visible":false,"color":"#FF0000","contentOffset":[0.0,-12.5]}},"touch":[195.0,300.0]}],"##
      + #""events":[{"t":0.5,"type":"transitionBegan","operation":"select","interactive":true},"#
      + #"{"t":0.5,"type":"appearance","controller":"child1","callback":"willDisappear"},"#
      + #"{"t":0.5,"type":"interactionBegan"},"#
      + #"{"t":0.5,"type":"interactionEnded","decision":"cancel","velocity":[0.0,-1200.0],"progress":0.25},"#
      + #"{"t":0.5,"type":"transitionEnded","operation":"select","completed":false},"#
      + #"{"t":0.5,"type":"haptic","style":"light","intensity":1.0},"#
      + #"{"t":0.5,"type":"contact","with":"bottom"},{"t":0.5,"type":"rest"},"#
      + #"{"t":0.5,"type":"ignored","action":"present","reason":"a transition is in progress"}]}"#
      + "\n"
    #expect(timeline.json() == expected)
    #expect(
      timeline.csv()
        == "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible\n"
        + "0.016666666666666666,transitioning,dismiss,0.0,presented,16.0,0.1,358.0,480.0,0.5,0.88,16.0,false\n"
    )
  }

  /// A role is the transition's to name; in CSV one with a comma, a quote or a line break is
  /// quoted, its quotes doubled, so every row keeps its 13 columns.
  @Test func aRoleThatNeedsQuotingIsQuotedInCSV() {
    let timeline = Timeline(
      transition: "mine", screen: Size(width: 390, height: 844), frameRate: 60,
      frames: [
        Timeline.Frame(
          time: 0, phase: .idle,
          views: [
            Timeline.ViewState(role: #"card, "big""#, frame: Rect(x: 0, y: 0, width: 1, height: 2)),
            Timeline.ViewState(role: "plain", frame: Rect(x: 0, y: 0, width: 1, height: 2)),
          ])
      ])
    let rows = timeline.csv().split(separator: "\n").dropFirst()
    #expect(
      Array(rows) == [
        #"0.0,idle,,,"card, ""big""",0.0,0.0,1.0,2.0,1.0,1.0,0.0,true"#,
        "0.0,idle,,,plain,0.0,0.0,1.0,2.0,1.0,1.0,0.0,true",
      ])
  }

  @Test func aScriptWrittenAsJSONReadsBackAsTheSameScript() throws {
    let script = Script(
      transition: "container",
      options: [
        "children": .number(4), "flag": .bool(true), "name": .string("a \"quoted\"\\ line\n"),
      ],
      screen: Size(width: 400.5, height: 800), frameRate: 120, until: 3.25, reduceMotion: true,
      start: .presented,
      events: [
        ScriptEvent(at: 0.1, .action(.select(index: 2))),
        ScriptEvent(at: 0.2, .action(.present)), ScriptEvent(at: 0.3, .action(.dismiss)),
        ScriptEvent(at: 1, .touch(.down, Point(x: 10.25, y: -3))),
        ScriptEvent(at: 1.1, .touch(.cancel, Point(x: 11, y: 0))),
        ScriptEvent(
          at: 1.5,
          .drag(
            Drag(
              from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.15, hold: 0.1,
              release: false))),
      ])
    let text = script.json()
    #expect(text.hasSuffix("}\n"))
    #expect(text.contains(#""name":"a \"quoted\"\\ line\n""#))
    #expect(try Script(json: text) == script)
    // A script that leaves `until` out writes none, and reads back without one.
    let open = Script(transition: "shade")
    #expect(
      open.json()
        == #"{"transition":"shade","options":{},"screen":[390.0,844.0],"frameRate":60.0,"reduceMotion":false,"start":"idle","events":[]}"#
        + "\n")
    #expect(try Script(json: open.json()).until == nil)
  }

  @Test func bytesWithAByteOrderMarkDecodeAsTheText() throws {
    let text = #"{"transition": "pullDown", "until": 0.1}"#
    let script = try Script(
      jsonBytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), source: "'pull.json'")
    #expect(script == Script(transition: "pullDown", until: 0.1))
  }

  /// Each bad script, the error's path, and its problem: what `transitions play` prints after
  /// `error: `.
  nonisolated static let refused: [(json: String, path: String, problem: String)] = [
    ("[1]", "$", "expected an object, got an array"),
    (#"{"until": 1}"#, "transition", "missing"),
    (
      #"{"transition": "modal", "speed": 1}"#, "speed",
      "unknown key; expected one of events, frameRate, layoutDirection, options, reduceMotion, renderServer, safeArea, scene, screen, stalls, start, transition, until"
    ),
    (#"{"transition": "modal", "scene": []}"#, "scene", "expected an object, got an array"),
    (
      #"{"transition": "modal", "scene": {"scroll": true}}"#, "scene.scroll",
      "unknown key; expected one of scrollContent, scrollOffset"
    ),
    (
      #"{"transition": "modal", "scene": {"scrollOffset": -5}}"#, "scene.scrollOffset",
      "expected a number from 0 to 10000 pt, got -5"
    ),
    (
      #"{"transition": "modal", "scene": {"scrollContent": 1}}"#, "scene.scrollContent",
      "expected true or false, got 1"
    ),
    (
      #"{"transition": "modal", "scene": {"scrollContent": null}}"#, "scene.scrollContent",
      "expected a number, a boolean or a string, got null"
    ),
    (
      #"{"transition": "modal", "until": 1e400}"#, "until", "1e400 is outside the range of a double"
    ),
    (#"{"transition": "modal", "until": 1, "until": 2}"#, "until", "duplicate key"),
    (#"{"transition": "modal", "options": null}"#, "options", "expected an object, got null"),
    (
      // A list is a value (for options that take one: the transition checks it), an object is
      // not.
      #"{"transition": "modal", "options": {"a": 1, "b": [1], "c": {}}}"#, "options.c",
      "expected a number, a boolean, a string or a list of them, got an object"
    ),
    (
      #"{"transition": "modal", "options": {"b": [1, [2]]}}"#, "options.b[1]",
      "expected a number, a boolean or a string, got an array"
    ),
    (
      #"{"transition": "modal", "screen": [1, 2]}"#, "screen",
      "expected two numbers from 100 to 10000, got [1, 2]"
    ),
    (
      #"{"transition": "modal", "start": "middle"}"#, "start",
      #"expected "idle" or "presented", got "middle""#
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0}]}"#, "events[0]",
      "expected one of action, touch, drag, keyboard or resize"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "present"}, {"at": 1, "action": "present", "drag": {}}]}"#,
      "events[1]", "expected one of action, touch, drag, keyboard or resize, got action and drag"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "present", "x": 1}]}"#,
      "events[0].x",
      "not allowed with action"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "fly"}]}"#, "events[0].action",
      #"unknown action "fly"; expected present, dismiss, select, selectDetent, setContentHeight, push, pop or setInteractive"#
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "touch": "down", "x": 1}]}"#, "events[0].y",
      "missing"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "setInteractive", "direction": "up", "enabled": false}]}"#,
      "events[0].direction", #"unknown direction "up"; expected present, dismiss, select or pop"#
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "setInteractive", "direction": "dismiss"}]}"#,
      "events[0].enabled", "missing"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 0, "action": "present", "enabled": true}]}"#,
      "events[0].enabled", "not allowed with action"
    ),
    (
      #"{"transition": "modal", "events": [{"at": 3, "drag": {"from": [1, 2], "to": [3, 4], "duration": -0.2}}]}"#,
      "events[0].drag.duration", "expected a positive number, got -0.2"
    ),
  ]

  @Test(arguments: 0..<refused.count)
  func aBadScriptIsRefusedAtItsPath(_ index: Int) {
    let (json, path, problem) = Self.refused[index]
    #expect(throws: ScriptError(path: path, problem: problem)) { try Script(json: json) }
  }

  @Test func textThatIsNotJSONIsRefusedAtTheRootWithItsLineAndColumn() throws {
    let text = "{\n  \"transition\": \"modal\",\n  \"until\" 2\n}"
    #expect(
      throws: ScriptError(
        path: "$",
        problem: "not valid JSON at line 3, column 11 (in 'swipe.json'): expected ':' after a key")
    ) { try Script(json: text, source: "'swipe.json'") }
    // Without a source, the message names none.
    do {
      _ = try Script(json: text)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == "$: not valid JSON at line 3, column 11: expected ':' after a key")
      #expect(error.subject == "$")
    }
    #expect(
      throws: ScriptError(
        path: "$",
        problem:
          "not valid JSON at line 1, column 1 (in standard input): expected a JSON value, got no text"
      )
    ) { try Script(json: "", source: "standard input") }
    #expect(
      throws: ScriptError(
        path: "$", problem: "not valid JSON at line 1, column 17: bytes that are not UTF-8 text")
    ) { try Script(jsonBytes: Array(#"{"transition": ""#.utf8) + [0xFF, 0x22, 0x7D]) }
  }

  /// Decoding checks each field; what depends on several (the order of events, the finger) is
  /// `validate()`'s, which playing runs first.
  @Test func whatDependsOnSeveralFieldsIsCheckedByValidation() throws {
    let script = try Script(
      json:
        #"{"transition": "modal", "events": [{"at": 1, "action": "present"}, {"at": 0.5, "action": "dismiss"}]}"#
    )
    #expect(
      throws: ScriptError(
        path: "events[1].at", problem: "events must be in non-decreasing time order; 0.5 < 1.0")
    ) {
      try script.validate()
    }
    #expect(throws: ScriptError.self) { try ScenarioPlayer().play(script) }
  }
}

/// The package's one JSON string escaper, for a document and for JSON inside an HTML `<script>`.
struct JSONEscapingTests {
  static let text = "q\" b\\ n\n t\t r\r \u{01} </script> & \u{2028} é"

  @Test func aDocumentEscapesQuotesBackslashesAndControlCharacters() {
    #expect(
      JSONOutput.string(Self.text).text
        == "\"q\\\" b\\\\ n\\n t\\t r\\r \\u0001 </script> & \u{2028} é\"")
  }

  @Test func anHTMLScriptAlsoEscapesWhatCouldCloseTheElementOrBreakALine() {
    #expect(
      JSONOutput.string(Self.text).text(for: .htmlScript)
        == "\"q\\\" b\\\\ n\\n t\\t r\\r \\u0001 \\u003c/script\\u003e \\u0026 \\u2028 é\"")
  }

  @Test func keysAreEscapedAsStringsAre() {
    #expect(
      JSONOutput.object([("a\"b", .lines([.null, .bool(true)]))]).text
        == "{\"a\\\"b\":[null,\ntrue]}")
  }
}
