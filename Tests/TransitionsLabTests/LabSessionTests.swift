import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport

@testable import TransitionsLab

/// The interactivity toggle's buttons, offered for every modal transition.
let gestureToggles = [
  "present gesture: off", "present gesture: on", "dismiss gesture: off", "dismiss gesture: on",
]

/// Seeded delays between 2 and 8 ms: a page's messages on a loopback socket.
struct Delays: IteratorProtocol {
  var random: SeededRandom
  mutating func next() -> Double? { 0.002 + Double.random(in: 0...0.006, using: &random) }
}

@MainActor
@Suite struct LabSessionTests {
  @Test func configureSendsTheSceneThenAKeyframe() throws {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "container", options: ["children": .number(4)])))
    #expect(page.errors.isEmpty)
    let scene = try #require(page.last("scene"))
    #expect(scene.string("transition") == "container")
    // The buttons the engine takes: one select per child.
    guard case .array(let inputs)? = scene["inputs"] else {
      throw LabError(.malformed, subject: nil, problem: "inputs")
    }
    let labels = inputs.compactMap { input -> String? in
      guard case .object(let fields) = input else { return nil }
      return fields.string("label")
    }
    // One select per child, and the keyboard, which any script's scene takes.
    #expect(
      labels == [
        "select 0", "select 1", "select 2", "select 3", "keyboard: show", "keyboard: hide",
        "select gesture: off", "select gesture: on",
      ])
    let keyframe = try #require(page.frames.first)
    #expect(keyframe.isKeyframe && keyframe.number == 0)
    #expect(keyframe.roles.map(\.name) == ["child0", "child1", "child2", "child3", "indicator"])
  }

  /// The buttons a scene offers: what the engine takes for it, whatever transition it is.
  @Test(arguments: [
    ("card", ["present", "dismiss", "keyboard: show", "keyboard: hide"] + gestureToggles),
    (
      "push",
      ["push", "pop", "keyboard: show", "keyboard: hide", "pop gesture: off", "pop gesture: on"]
    ),
    (
      // The default sheet has one detent, large: no button for medium.
      "sheet",
      ["present", "dismiss", "detent: large", "keyboard: show", "keyboard: hide"]
        + gestureToggles
    ),
  ])
  func eachSceneOffersTheInputsItsTransitionTakes(id: String, expected: [String]) throws {
    guard TransitionCatalogue.description(of: id) != nil else { return }
    let page = SimulatedPage()
    page.send(.configure(Script(transition: id)))
    guard case .array(let inputs)? = page.last("scene")?["inputs"] else {
      throw LabError(.malformed, subject: nil, problem: "inputs")
    }
    let labels = inputs.compactMap { input -> String? in
      guard case .object(let fields) = input else { return nil }
      return fields.string("label")
    }
    #expect(labels == expected)
  }

  /// A sheet with a custom detent gets a button for it, as for its named ones.
  @Test func aCustomDetentGetsItsButton() throws {
    let page = SimulatedPage()
    let detents: [OptionValue] = [.number(200), .string("medium"), .string("large")]
    page.send(.configure(Script(transition: "sheet", options: ["detents": .list(detents)])))
    guard case .array(let inputs)? = page.last("scene")?["inputs"] else {
      throw LabError(.malformed, subject: nil, problem: "inputs")
    }
    let labels = inputs.compactMap { input -> String? in
      guard case .object(let fields) = input else { return nil }
      return fields.string("label")
    }
    #expect(
      labels.filter { $0.hasPrefix("detent") } == [
        "detent: medium", "detent: large", "detent: 200",
      ])
    // It opens at its smallest detent, 200; to large, then back to 200 with its button's input.
    page.send(.input(.action(.present)))
    page.run(until: page.now + 1)
    page.send(.input(.action(.selectDetent(.large))))
    page.run(until: page.now + 1)
    page.send(.input(.action(.selectDetent(.height(200)))))
    page.run(until: page.now + 1)
    #expect(page.errors.isEmpty)
    #expect(
      page.events.contains { $0.string("type") == "detentChanged" && $0.number("to") == 200 })
    // One form in and out: the custom detent is the number the page gave, in frames too.
    #expect(page.frames.last?.json.contains(#""detent":200"#) == true)
  }

  @Test func aModalSceneRefusesAContainersInput() throws {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "card")))
    page.send(.input(.action(.select(index: 0))))
    #expect(page.errors.last?.code == .badInput)
    #expect(page.errors.last?.subject == "action")
  }

  @Test func badConfigurationsAreRefusedAndTheSceneBeforeStays() {
    let page = SimulatedPage()
    page.send(.touch(.down, Point(x: 1, y: 1), pageTime: 3000))
    #expect(page.errors.last?.code == .notConfigured)
    page.send(.configure(Script(transition: "card")))
    page.send(.configure(Script(transition: "cardd")))
    #expect(page.errors.last?.code == .badConfiguration)
    #expect(page.errors.last?.subject == "transition")
    page.send(.configure(Script(transition: "card", options: ["presenterScale": .number(3)])))
    #expect(
      page.errors.last?.description
        == "options.presenterScale: expected a number from 0.5 to 1, got 3")
    var stalled = Script(transition: "card")
    stalled.stalls = [Stall(at: 0.5, duration: 0.25)]
    page.send(.configure(stalled))
    #expect(page.errors.last?.code == .badConfiguration)
    #expect(page.errors.last?.subject == "stalls")
    // The card still takes its inputs.
    let before = page.errors.count
    page.send(.input(.action(.present)))
    page.run(until: page.now + 1)
    #expect(page.errors.count == before)
    #expect(page.events.contains { $0.string("type") == "transitionEnded" })
  }

  @Test func touchesOutOfSequenceOrOrderAreRefused() {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "pullDown")))
    page.touch(.move, Point(x: 195, y: 200), at: page.now + 0.01)
    #expect(page.errors.last?.code == .touchSequence)
    #expect(page.errors.last?.description == "phase: move with no finger down")
    page.touch(.down, Point(x: 195, y: 150), at: page.now + 0.01)
    page.touch(.down, Point(x: 195, y: 150), at: page.now + 0.01)
    #expect(page.errors.last?.description == "phase: down while a finger is down")
    let t = page.now
    page.touch(.move, Point(x: 195, y: 170), at: t + 0.01)
    // Stamped before the move just delivered.
    page.touch(.move, Point(x: 195, y: 180), at: t, delay: 0.02)
    #expect(page.errors.last?.code == .touchOutOfOrder)
    #expect(page.errors.last?.subject == "t")
    #expect(page.errors.allSatisfy { !$0.isFatal })
  }

  @Test func aTouchFarInThePastIsRefusedAndALateLiftCancels() throws {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "pullDown")))
    let t = page.now + 0.1
    page.touch(.down, Point(x: 195, y: 150), at: t)
    page.touch(.move, Point(x: 195, y: 200), at: t + 0.016)
    // Stamped 16 ms after the move but arriving 300 ms later: 0.28 s late.
    page.touch(.move, Point(x: 195, y: 260), at: t + 0.032, delay: 0.3)
    let late = try #require(page.errors.last)
    #expect(late.code == .touchTooLate && late.subject == "t" && !late.isFatal)
    page.touch(.up, Point(x: 195, y: 260), at: t + 0.4, delay: 0.2)
    #expect(page.errors.last?.problem.hasSuffix("; the touch is cancelled") == true)
    // The finger is up: a new gesture can start.
    let count = page.errors.count
    page.touch(.down, Point(x: 195, y: 150), at: page.now + 0.05)
    #expect(page.errors.count == count)
    // The script holds the cancel where it was delivered, and plays.
    page.touch(.up, Point(x: 195, y: 150), at: page.now + 0.05)
    let script = try page.save()
    #expect(script.events.contains { $0.kind == .touch(.cancel, Point(x: 195, y: 260)) })
    _ = try ScenarioPlayer().play(script)
  }

  @Test func aRestingSceneStopsItsClockAndWakesOnInput() {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "card")))
    page.run(until: page.now + 0.5)
    #expect(page.session.isResting)
    let rested = page.session.sceneTime
    #expect(rested < 0.1)
    let framesBefore = page.frames.count
    page.run(until: page.now + 5)
    #expect(page.session.sceneTime == rested)
    #expect(page.frames.count == framesBefore)
    page.send(.input(.action(.present)))
    #expect(!page.session.isResting)
    page.run(until: page.now + 1)
    #expect(page.frames.count > framesBefore + 20)
    expectApproximately(page.session.sceneTime, rested + 0.5, absolute: 0.1)
  }

  @Test func slowMotionRunsTheSceneAtAQuarterOfTheServersPace() {
    let page = SimulatedPage()
    page.send(.configure(Script(transition: "card")))
    page.send(.speed(0.25))
    page.send(.input(.action(.present)))
    let start = page.session.sceneTime
    page.run(until: page.now + 0.4)
    expectApproximately(page.session.sceneTime - start, 0.1, absolute: 1.0 / 60)
  }

  @Test func aSceneDoesNotOutliveItsSessionOrTheNextConfigure() {
    weak var firstScene: LivePlay?
    weak var firstWindow: Window?
    weak var secondScene: LivePlay?
    do {
      let page = SimulatedPage()
      page.send(.configure(Script(transition: "shade")))
      firstScene = page.session.live
      firstWindow = page.session.live?.host.window
      page.send(.input(.action(.present)))
      page.run(until: page.now + 0.3)
      page.send(.configure(Script(transition: "card")))
      #expect(firstScene == nil && firstWindow == nil)
      secondScene = page.session.live
      #expect(secondScene != nil)
    }
    #expect(secondScene == nil)
  }

  @Test func pingIsAnswered() {
    let page = SimulatedPage()
    page.send(.ping(id: 42))
    #expect(page.last("pong")?.number("id") == 42)
  }

  /// Every gallery scenario of every catalogue transition, performed by a page whose messages
  /// arrive 2–8 ms late and whose frames tick at 60 Hz, off the script's grid: the script the
  /// session saves replays through `play` to the same events, with the same decisions and
  /// outcomes, and the session ends as the scenario's name says.
  @Test(arguments: TransitionCatalogue.descriptions.map(\.id))
  func aSavedSessionReplaysToTheSameEvents(id: String) throws {
    let description = try #require(TransitionCatalogue.description(of: id))
    var random = SeededRandom(seed: UInt64(id.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
    var compared = 0
    // A script's stalls and render server are not configured in the lab (its stalls are its
    // buttons', LabStallTests; it refuses such a configuration, badConfigurations…), so the
    // stall scenarios are not performed here.
    for scenario in ScenarioCatalogue.scenarios(for: description)
    where scenario.script.stalls.isEmpty && !scenario.script.renderServer {
      var delays = Delays(random: SeededRandom(seed: random.next()))
      let page = SimulatedPage()
      let script = scenario.script
      var header = script
      header.events = []
      header.until = nil
      page.send(.configure(header))
      let start = page.now + 0.05
      for event in script.events {
        let time = start + event.at
        switch event.kind {
        case .drag(let drag): page.drag(drag, at: time, delays: &delays)
        case .touch(let kind, let point): page.touch(kind, point, at: time)
        default: page.send(.input(event.kind), arrivingAt: time + (delays.next() ?? 0))
        }
      }
      page.run(until: start + script.resolvedUntil + 0.5)
      #expect(page.errors.isEmpty, "\(scenario.name): \(page.errors)")
      let saved = try page.save()
      let replay = try ScenarioPlayer().play(saved)
      let live = page.events.filter { $0.number("t") <= (saved.until ?? 2) }
      let played = jsonEvents(replay)
      compared += played.count
      #expect(
        live.map { $0.string("type") } == played.map { $0.string("type") },
        "\(scenario.name)")
      // A toast's countdown starts on the frame its banner came in and ends on a later frame:
      // what follows its timeout is on two frame grids' roundings, the live one's and the
      // replay's, so up to two frames apart.
      let countdownStart =
        scenario.script.transition == "toast"
        ? live.first { $0.string("type") == "transitionEnded" }.map { $0.number("t") } : nil
      for (a, b) in zip(live, played) {
        // Events on frames land on the live frame and the replay's 60 Hz frame.
        let frames = countdownStart.map { a.number("t") > $0 } == true ? 2.0 : 1.0
        expectApproximately(a.number("t"), b.number("t"), absolute: frames / 60 + 1e-9)
        #expect(a["decision"] == b["decision"] && a["completed"] == b["completed"])
        #expect(a["operation"] == b["operation"] && a["controller"] == b["controller"])
        if a.string("type") == "interactionEnded" {
          #expect(a["velocity"] == b["velocity"] && a["progress"] == b["progress"])
        }
      }
      let outcome = ScenarioOutcome(replay)
      #expect(outcome == scenario.expected, "\(scenario.name): \(outcome)")
    }
    #expect(compared >= 30)
  }
}
