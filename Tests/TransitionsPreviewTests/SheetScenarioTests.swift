import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// The sheet's gallery scenarios do what their titles say: where the sheet rests at the end,
/// the detent changes reported, what the keyboard did; and their frames draw the keyboard and
/// the grabber.
@MainActor @Suite struct SheetScenarioTests {
  static let scenarios: [String: Scenario] = {
    let sheet = TransitionCatalogue.description(of: "sheet")
    let all = sheet.map { ScenarioCatalogue.scenarios(for: $0) } ?? []
    return Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
  }()

  func play(_ name: String) throws -> Timeline {
    let scenario = try #require(Self.scenarios["sheet-\(name)"], "sheet-\(name)")
    return try ScenarioPlayer().play(scenario.script)
  }

  /// The detent changes reported: (from, to, interactive).
  func changes(_ timeline: Timeline) -> [String] {
    timeline.events.compactMap {
      guard case .detentChanged(let from, let to, let interactive) = $0.kind else { return nil }
      return "\(from)→\(to)\(interactive ? "" : " (code)")"
    }
  }

  @Test(arguments: [
    ("open-at-medium", "medium", [String]()),
    ("gentle-release", "medium", []),
    ("flick-to-large", "large", ["medium→large"]),
    ("strong-flick-past-middle", "large", ["200→large"]),
    ("strong-flick-adjacent", "medium", ["200→medium"]),
    ("scroll-expands-then-scrolls", "large", ["medium→large"]),
    ("keyboard-at-medium", "medium", []),
    ("rotation-at-medium", "medium", []),
    ("undimmed-detent", "medium", ["medium→large (code)", "large→medium"]),
    ("reduce-motion-detents", "large", ["medium→large"]),
  ])
  func endsAtItsDetent(name: String, detent: String, expected: [String]) throws {
    let timeline = try play(name)
    #expect(timeline.frames.last?.detent?.name == detent, "\(name)")
    #expect(changes(timeline) == expected, "\(name)")
  }

  @Test func theKeyboardScenariosShowItHideItAndDrawIt() throws {
    for name in ["keyboard-at-medium", "keyboard-during-drag"] {
      let timeline = try play(name)
      let reports = timeline.events.compactMap { event -> Bool? in
        if case .keyboard(let shown, _) = event.kind { return shown }
        return nil
      }
      #expect(reports == [true, false], "\(name)")
      let drawn = timeline.frames.filter { $0.view("keyboard") != nil }
      #expect(!drawn.isEmpty)
      let svg = FrameRenderer().svg(of: drawn[drawn.count / 2], screen: timeline.screen)
      #expect(svg.contains(#"data-role="keyboard""#))
      #expect(svg.contains(#"data-role="grabber""#))
    }
  }

  @Test func dismissalsEndWithTheSheetGone() throws {
    for name in ["flick-down-dismisses", "scroll-hands-off-to-dismissal"] {
      let timeline = try play(name)
      #expect(timeline.frames.last?.phase == .idle, "\(name)")
      #expect(timeline.frames.last?.detent == .moving)
    }
  }

  @Test func underReduceMotionTheSheetNeverOvershootsLarge() throws {
    let timeline = try play("reduce-motion-detents")
    for frame in timeline.frames {
      #expect((frame.view("presented")?.frame.origin.y ?? 0) >= 47 - 1e-6, "t = \(frame.time)")
    }
  }

  @Test func theRotationDrawsTheNewScreen() throws {
    let timeline = try play("rotation-at-medium")
    let last = try #require(timeline.frames.last)
    #expect(last.screen == Size(width: 844, height: 390))
    #expect(timeline.largestScreen == Size(width: 844, height: 844))
    #expect(timeline.frames.first?.screen == nil)
    let svg = FrameRenderer().svg(of: timeline, frameAt: timeline.frames.count - 1)
    #expect(svg.contains(#"viewBox="0 0 844 390""#))
  }
}
