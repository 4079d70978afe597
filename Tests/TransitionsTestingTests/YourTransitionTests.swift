import Foundation
import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTesting

// A user's own transition, written against the public API only (no @testable import): played
// headless, drawn, shown in a gallery page and held to the laws the catalogue obeys.

// The transition is `RiseTransition`, the one the article "Drawing your own transition" writes
// (DrawingYourOwnTransitionTests.swift): a card that rises 120 pt into place and fades in; a
// drag down dismisses it.

extension TransitionDefinition {
  static let rise = TransitionDefinition(
    id: "rise", summary: "A card rises 120 pt into place and fades in; drag it down to dismiss."
  ) { _ in .custom { RiseTransition() } }
}

/// How a finger drives `rise`: down from the card's middle, 120 pt of travel.
let riseDrive = InteractiveDrive(
  operation: .dismiss, start: .presented, from: Point(x: 195, y: 422),
  direction: Vector(dx: 0, dy: 1), span: 120, grabPoint: Point(x: 195, y: 422), grabDelay: 0.1)

@MainActor
@Suite struct YourTransitionTests {
  @Test func itPlaysThroughThePublicAPI() throws {
    var player = ScenarioPlayer()
    player.register(.rise)
    let timeline = try player.play(
      Script(
        transition: "rise", until: 1.5,
        events: [ScriptEvent(at: 0.1, .action(.present))]
          + [
            Touches.drag(
              at: 0.8, from: Point(x: 195, y: 400), to: Point(x: 195, y: 520), duration: 0.2,
              hold: 0.2)
          ]))
    #expect(timeline.endings.map(\.completed) == [true, true])
    #expect(timeline.frames.last?.phase == .idle)
    let shown = try #require(timeline.frame(at: 0.6)?.view("presented"))
    expectClose(shown.frame.origin.y, 120)
    expectClose(shown.alpha, 1)
    // The catalogue is still there beside it.
    #expect(player.transitions.map(\.description.id).contains("card"))
  }

  @Test func itIsDrawnAndShownInAGalleryPage() throws {
    var player = ScenarioPlayer()
    player.register(.rise)
    let sections = try Gallery.play(
      [TransitionDefinition.rise.description],
      recipes: ["rise": ScenarioCatalogue.Recipe(drive: { _ in riseDrive })]
    ) { script in try player.play(script) }
    #expect(sections.count == 1)
    let names = sections.first?.entries.map(\.scenario.name) ?? []
    #expect(names.contains("rise-present") && names.contains("rise-interactive-cancel"))
    for entry in sections.first?.entries ?? [] {
      #expect(entry.outcome == entry.scenario.expected, "\(entry.scenario.name)")
    }
    let html = GalleryPage().html(sections)
    #expect(html.contains("rise"))
    let timeline = try #require(sections.first?.entries.first?.timeline)
    let svg = FrameRenderer().svg(of: timeline, at: 0.4)
    #expect(svg.hasPrefix("<svg") && svg.contains("presented"))
  }

  /// The article's (TransitionsTesting.md) block on views that are not on screen, run as
  /// written there.
  @Test func aFrameListsEveryViewAndVisibleViewsThoseOnScreen() throws {
    var player = ScenarioPlayer()
    player.register(.rise)
    let timeline = try player.play(
      Script(transition: "rise", until: 1, events: [ScriptEvent(at: 0.5, .action(.present))]))
    let first = try #require(timeline.frames.first)
    #expect(first.views.map(\.role) == ["presenting", "presented"])  // every view
    #expect(first.view("presented")?.isVisible == false)  // not presented yet
    #expect(first.visibleViews.map(\.role) == ["presenting"])  // what is on screen

    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/TransitionsTesting/TransitionsTesting.docc/TransitionsTesting.md"),
      encoding: .utf8)
    let block =
      article.components(separatedBy: "```swift\n")
      .first { $0.contains("first.visibleViews") }?.components(separatedBy: "```")[0] ?? ""
    let wanted = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!wanted.isEmpty)
    #expect(
      source.indices.contains { start in
        Array(source[start..<min(start + wanted.count, source.count)]) == wanted
      }, "the article's block differs from this test")
  }

  @Test func itObeysEveryLaw() throws {
    let violations = try TransitionLaws.check(.rise, drive: riseDrive)
    #expect(violations.isEmpty, "\(violations)")
  }
}

@MainActor
func expectClose(
  _ value: Double, _ expected: Double, _ tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(value - expected) <= tolerance, "\(value) ≠ \(expected)", sourceLocation: sourceLocation)
}
