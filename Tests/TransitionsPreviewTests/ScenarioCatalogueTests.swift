import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

@MainActor @Suite struct ScenarioCatalogueTests {
  /// The engine's catalogue, played through every gallery scenario.
  static let played: [GallerySection] = {
    let player = ScenarioPlayer()
    return (try? Gallery.play(TransitionCatalogue.descriptions) { try player.play($0) }) ?? []
  }()

  @Test func everyCatalogueTransitionHasTheCommonScenarios() throws {
    let sections = Self.played
    #expect(sections.count == TransitionCatalogue.descriptions.count)
    for section in sections where [.container, .tab].contains(section.transition.kind) {
      let names = Set(section.entries.map(\.scenario.name))
      let id = section.transition.id
      for suffix in ["select", "reduce-motion"] {
        #expect(names.contains("\(id)-\(suffix)"), "\(id)-\(suffix)")
      }
    }
    for section in sections where ![.container, .tab].contains(section.transition.kind) {
      let names = Set(section.entries.map(\.scenario.name))
      let id = section.transition.id
      let buttons =
        section.transition.kind == .navigation ? ["push", "pop"] : ["present", "dismiss"]
      for suffix in buttons + ["reduce-motion"] {
        #expect(names.contains("\(id)-\(suffix)"), "\(id)-\(suffix)")
      }
      if ScenarioCatalogue.recipes[id]?.drive != nil {
        for suffix in ["interactive-finish", "interactive-cancel", "flick", "grab-mid-flight"] {
          #expect(names.contains("\(id)-\(suffix)"), "\(id)-\(suffix)")
        }
      }
    }
  }

  @Test func everyScenarioEndsInTheOutcomeItsNameSays() throws {
    let entries = Self.played.flatMap(\.entries)
    #expect(entries.count >= 14)
    for entry in entries {
      #expect(entry.outcome == entry.scenario.expected, "\(entry.scenario.name)")
    }
  }

  @Test func scenarioNamesAreUniqueAndFileSafe() {
    let names = Self.played.flatMap(\.entries).map(\.scenario.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }, "\(name)")
    }
  }

  @Test func reduceMotionScenarioDoesNotMoveThePresentedView() throws {
    for section in Self.played {
      let entry = try #require(
        section.entries.first { $0.scenario.name == "\(section.transition.id)-reduce-motion" })
      #expect(entry.scenario.script.reduceMotion)
      let origins = Set(
        entry.timeline.frames.compactMap { frame in
          frame.view("presented").flatMap { $0.isVisible ? $0.frame.origin : nil }
        })
      #expect(origins.count <= 1, "\(section.transition.id): \(origins.count) positions")
    }
  }

  @Test func scenariosUsingOptionsATransitionLacksAreLeftOut() {
    let bare = TransitionDescription(id: "modal", summary: "", options: [])
    let names = ScenarioCatalogue.scenarios(for: bare).map(\.name)
    #expect(names == ["modal-present", "modal-dismiss", "modal-reduce-motion"])
    let unknown = TransitionDescription(id: "someday", summary: "", options: [])
    #expect(
      ScenarioCatalogue.scenarios(for: unknown).map(\.name) == [
        "someday-present", "someday-dismiss", "someday-reduce-motion",
        // The present, with a 250 ms stall after the button: frame by frame, then committed.
        "someday-stall-frames", "someday-stall-committed",
      ])
    let container = TransitionDescription(
      id: "tabs", summary: "", options: [], kind: .container)
    #expect(
      ScenarioCatalogue.scenarios(for: container).map(\.expected) == [
        .completed(.select), .completed(.select), .completed(.select), .completed(.select),
      ])
  }

  @Test func tableFlagsAnOutcomeThatIsNotTheOnePromised() throws {
    var sections = Self.played
    let first = try #require(sections.first?.entries.first)
    sections = [
      GallerySection(
        transition: try #require(sections.first).transition,
        entries: [
          GalleryEntry(
            scenario: Scenario(
              name: first.scenario.name, title: "", summary: "", script: first.scenario.script,
              expected: .nothing), timeline: first.timeline)
        ])
    ]
    #expect(Gallery.table(sections).contains("(expected nothing happened)"))
  }
}
