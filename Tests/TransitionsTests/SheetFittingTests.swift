import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

/// The content-sized detent (issue 31): `fitting` is the content's height, and follows it.
@MainActor
struct SheetFittingTests {
  private let options: [String: OptionValue] = [
    "detents": .list([.string("fitting"), .string("large")]), "contentHeight": .number(300),
  ]

  private func top(_ timeline: Timeline, at time: Double) throws -> Double {
    try #require(timeline.frame(at: time)?.view("presented")).frame.origin.y
  }

  @Test func fittingIsTheContentsHeightWithinTheSafeArea() {
    let size = Size(width: 390, height: 844)
    let safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(SheetDetent.fitting.height(in: size, safeArea: safeArea, fittingHeight: 300) == 334)
    #expect(SheetDetent.fitting.height(in: size, safeArea: safeArea, fittingHeight: 5000) == 797)
    #expect(SheetDetent.fitting.height(in: size, safeArea: safeArea) == 797)
    #expect(SheetDetent(.string("fitting")) == .fitting)
    #expect(SheetDetent.fitting.name == "fitting")
  }

  @Test func theSheetFollowsItsContentWhenRestingAtFitting() throws {
    let timeline = try play(
      "sheet", options: options, start: .presented, until: 3,
      [
        action(.setContentHeight(500), at: 0.5),
        action(.setContentHeight(200), at: 1.7),
      ])
    expectApproximately(try top(timeline, at: 0.4), 844 - 300, absolute: 1e-6)
    #expect(timeline.frame(at: 0.4)?.detent == .resting(.fitting))
    // It springs (detent null while it moves) and rests at the new height.
    #expect(timeline.frame(at: 0.6)?.detent == .moving)
    let mid = try top(timeline, at: 0.6)
    #expect(mid < 844 - 300 && mid > 844 - 500 - 20)
    expectApproximately(try top(timeline, at: 1.6), 844 - 500, absolute: 0.5)
    #expect(timeline.frame(at: 1.6)?.detent == .resting(.fitting))
    expectApproximately(try top(timeline, at: 3), 844 - 200, absolute: 0.5)
    // The same detent all along: no change of detent is reported.
    #expect(timeline.events("detentChanged").isEmpty)
  }

  @Test func aSheetAtAnotherDetentStaysAndFittingTakesTheNewHeightLater() throws {
    var large = options
    large["selectedDetent"] = .string("large")
    let timeline = try play(
      "sheet", options: large, start: .presented, until: 3,
      [
        action(.setContentHeight(450), at: 0.3),
        action(.selectDetent(.fitting), at: 1),
      ])
    expectApproximately(try top(timeline, at: 0.9), 0, absolute: 1e-6)
    expectApproximately(try top(timeline, at: 3), 844 - 450, absolute: 0.5)
  }

  @Test func errorsAtTheirPaths() throws {
    let player = ScenarioPlayer()
    #expect(
      throws: ScriptError(
        path: "events[0].action", problem: "setContentHeight is for sheets; card has no detents")
    ) {
      try player.play(
        Script(transition: "card", events: [ScriptEvent(at: 0, .action(.setContentHeight(300)))]))
    }
    #expect(
      throws: ScriptError(
        path: "events[0].height",
        problem: "expected a number of points from 1 to 10000, got 0.5")
    ) {
      _ = try Script(
        json:
          #"{"transition": "sheet", "events": [{"at": 0, "action": "setContentHeight", "height": 0.5}]}"#
      )
    }
    let sheet = SheetTransition()
    #expect(throws: OptionError.self) { try sheet.setContentHeight(.nan) }
    #expect(throws: OptionError.self) { try sheet.setContentHeight(-1) }
    #expect(sheet.contentHeight == 300)
  }

  @Test func theScriptFormRoundTrips() throws {
    let script = Script(
      transition: "sheet", options: options,
      events: [ScriptEvent(at: 0.5, .action(.setContentHeight(420)))])
    #expect(try Script(json: script.json()) == script)
  }

  @Test func aFingerHoldingTheSheetKeepsItUnderTheFinger() throws {
    let stage = SheetStage(detents: [.fitting, .large])
    try stage.present()
    try stage.advance(by: 0.1)
    let before = stage.frame.origin.y
    try stage.drag(from: before + 40, to: before - 20, duration: 0.2, release: false)
    #expect(stage.sheet.restingDetent == nil)  // held
    let held = stage.frame.origin.y
    expectApproximately(held, before - 60, absolute: 1)
    // The content grows to 340 pt, still below the finger (held at 360 pt): the sheet stays.
    // (Grown past the finger, the finger would be below the smallest detent: the sheet's own
    // rule for that, a rubber band or a dismissal, applies.)
    try stage.sheet.setContentHeight(340)
    try stage.advance(by: 0.02)
    expectApproximately(stage.frame.origin.y, held, absolute: 1e-6)
    // Let go at rest: it lands on the nearest detent with the new heights (fitting, 340 pt).
    try stage.touch(.ended, 195, before - 20, at: stage.now + 0.2)
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .fitting)
    expectApproximately(stage.frame.origin.y, 844 - 340, absolute: 0.5)
  }
}
