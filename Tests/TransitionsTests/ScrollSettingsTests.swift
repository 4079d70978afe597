import Motion
import Stage
import Testing
import TransitionsPlayback
import TransitionsTestSupport

@testable import Transitions

/// The scene's settings (`scrollContent`, `scrollOffset`) belong to the script's optional
/// `scene`, not to the transition's options; the former spelling under `options` still plays
/// the same.
@MainActor
struct ScrollSettingsTests {
  let swipe = [drag(at: 0.1, from: (195, 300), to: (195, 800), duration: 0.6, hold: 0.1)]

  @Test func theFormerSpellingInOptionsPlaysTheSameAsTheScene() throws {
    let scene = try play(
      "modal", scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 120),
      start: .presented,
      until: 2, swipe)
    let former = try play(
      "modal", options: ["scrollContent": .bool(true), "scrollOffset": .number(120)],
      start: .presented, until: 2, swipe)
    #expect(scene == former)
    #expect(scene.frames.first?.view("presented")?.contentOffset == Point(x: 0, y: 120))
    // Beside an option of the transition's own.
    let mixed = try play(
      "modal", options: ["dismissal": .string("standard"), "scrollContent": .bool(true)],
      start: .presented, until: 2, swipe)
    #expect(
      mixed
        == (try play(
          "modal", options: ["dismissal": .string("standard")],
          scrollSettings: Script.ScrollSettings(scrollContent: true), start: .presented, until: 2,
          swipe)))
    // And from JSON, as old script files have it.
    let json = try ScenarioPlayer().play(
      Script(
        json: #"""
          {"transition": "modal", "start": "presented", "until": 2,
           "options": {"scrollContent": true, "scrollOffset": 120},
           "events": [{"at": 0.1, "drag": {"from": [195, 300], "to": [195, 800], "duration": 0.6, "hold": 0.1}}]}
          """#))
    #expect(json == scene)
  }

  @Test func theFormerSpellingIsCheckedWhereTheScriptWroteIt() {
    #expect(
      throws: ScriptError(
        path: "options.scrollOffset", problem: "expected a number from 0 to 10000 pt, got -1")
    ) {
      try play("modal", options: ["scrollOffset": .number(-1)], until: 0.1, [])
    }
    #expect(
      throws: ScriptError(
        path: "options.scrollContent",
        problem:
          "a setting of the scene, now given as scene.scrollContent; give the scene's settings "
          + "in scene only")
    ) {
      try play(
        "modal", options: ["scrollContent": .bool(true)],
        scrollSettings: Script.ScrollSettings(scrollOffset: 10), until: 0.1, [])
    }
    // A transition without scrolling content never had these options.
    #expect(
      throws: ScriptError(
        path: "options.scrollContent",
        problem:
          "unknown option; expected one of top, cornerRadius, presenterScale, "
          + "dismissesOnDimmingTap, policy")
    ) {
      try play("card", options: ["scrollContent": .bool(true)], until: 0.1, [])
    }
  }

  @Test func theSceneIsValidatedAtItsPath() {
    for (offset, written) in [(-5, "-5"), (.nan, "nan"), (20_000, "20000")] {
      let error = ScriptError(
        path: "scene.scrollOffset", problem: "expected a number from 0 to 10000 pt, got \(written)")
      #expect(throws: error) {
        try Script(transition: "modal", scrollSettings: Script.ScrollSettings(scrollOffset: offset))
          .validate()
      }
      #expect(throws: error) {
        try play(
          "modal", scrollSettings: Script.ScrollSettings(scrollOffset: offset), until: 0.1, [])
      }
    }
    #expect(
      throws: ScriptError(
        path: "scene.scrollContent",
        problem: "card's scene has no scrolling content; it is for modal, sheet")
    ) {
      try play("card", scrollSettings: Script.ScrollSettings(scrollContent: true), until: 0.1, [])
    }
    #expect(
      throws: ScriptError(
        path: "scene.scrollOffset",
        problem: "container's scene has no scrolling content; it is for modal, sheet")
    ) {
      try play("container", scrollSettings: Script.ScrollSettings(scrollOffset: 10), until: 0.1, [])
    }
  }

  @Test func aScriptWritesItsSceneOnlyWhenItHasOneAndReadsItBack() throws {
    let plain = Script(transition: "modal", until: 1)
    #expect(!plain.json().contains("scene"))
    let scrolled = Script(
      transition: "modal",
      scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 120), until: 1)
    #expect(
      scrolled.json().hasPrefix(
        #"{"transition":"modal","options":{},"scene":{"scrollContent":true,"scrollOffset":120.0},"#
      ))
    #expect(try Script(json: scrolled.json()) == scrolled)
    #expect(try Script(json: #"{"transition": "modal", "scene": {}}"#) == plain.with(until: nil))
  }

  /// A transition of yours that declares scrolling content gets it; one with its own option
  /// named `scrollOffset` keeps that option (the former spelling is not moved).
  @Test func aRegisteredTransitionDecidesForItself() throws {
    var player = ScenarioPlayer(transitions: [])
    let offset = OptionDescription(
      name: "scrollOffset", kind: .number(range: 0...50, unit: "pt"), defaultValue: .number(0),
      summary: "its own")
    player.register(
      TransitionDefinition(
        TransitionDescription(
          id: "mine", summary: "A sheet.", options: [offset], supportsScrollContent: true)
      ) { _ in .modalSheet() })
    let own = try player.play(
      Script(
        transition: "mine", options: ["scrollOffset": .number(40)], until: 0.1,
        start: .presented))
    #expect(own.frames.first?.view("presented")?.contentOffset == nil)
    let scrolled = try player.play(
      Script(
        transition: "mine",
        scrollSettings: Script.ScrollSettings(scrollContent: true, scrollOffset: 40),
        until: 0.1, start: .presented))
    #expect(scrolled.frames.first?.view("presented")?.contentOffset == Point(x: 0, y: 40))
  }
}

extension Script {
  fileprivate func with(until: Double?) -> Script {
    var script = self
    script.until = until
    return script
  }
}
