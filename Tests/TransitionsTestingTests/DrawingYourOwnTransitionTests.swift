import Foundation
import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

// The DocC article "Drawing your own transition"
// (Sources/TransitionsPreview/TransitionsPreview.docc/DrawingYourOwnTransition.md), run as
// written there, public API only; its claims checked after each step.

final class RiseTransition: ModalTransition {
  var presentationStyle: ModalPresentationStyle { .custom }

  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    bounds.inset(by: EdgeInsets(top: 120, left: 24, bottom: 120, right: 24))
  }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    Vector(dx: 0, dy: operation == .present ? -1 : 1)
  }

  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    PanInteraction(view: presented.view, operation: .dismiss, host: host)
  }

  func transitionDuration(using context: any TransitionContext) -> Double { 0.4 }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let card = try context.movingView()
    let shown = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
    let lowered = shown.offsetBy(Vector(dx: 0, dy: 120))
    let presenting = context.operation == .present
    if !context.crossFades { card.frame = presenting ? lowered : shown }
    card.alpha = presenting ? 0 : 1
    let views = try PropertyAnimator(duration: 0.4, window: context.window) {
      if !context.crossFades { card.frame = presenting ? shown : lowered }
      card.alpha = presenting ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: 0.4),
      travel: 120)
  }
}

@MainActor
@Suite struct DrawingYourOwnTransitionTests {
  @Test func theArticleShowsTheCodeThisFileRuns() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/TransitionsPreview/TransitionsPreview.docc/DrawingYourOwnTransition.md"),
      encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0].split(separator: "\n").map(String.init).filter {
        !$0.hasPrefix("import ") && !$0.contains("rise-gallery")
      }
    }
    #expect(blocks.count == 7)
    for block in blocks {
      #expect(standIn(block, source), "\(block.first ?? "")… differs from the article")
    }
  }

  @Test func theLandingPageExampleRuns() throws {
    let script = Script(
      transition: "modal", until: 1, events: [ScriptEvent(at: 0, .action(.present))])
    let timeline = try ScenarioPlayer().play(script)
    let frame = FrameRenderer().svg(of: timeline, at: 0.3)  // the frame on screen at 0.3 s
    let chart = TimelineChart().svg(of: timeline)  // progress and position against time
    #expect(frame.contains("data-time=\"0.3\"") && chart.contains("class=\"progress\""))
    let landing = try String(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(
          "Sources/TransitionsPreview/TransitionsPreview.docc/TransitionsPreview.md"),
      encoding: .utf8)
    let block = landing.components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0]
      .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("import ") }
    #expect(standIn(block, try String(contentsOfFile: #filePath, encoding: .utf8)))
  }

  @Test func itIsPlayedDrawnChartedAndShownInAGalleryPage() throws {
    let rise = TransitionDefinition(
      id: "rise", summary: "A card rises 120 pt into place and fades in; drag it down to dismiss."
    ) { _ in .custom { RiseTransition() } }

    var player = ScenarioPlayer()
    player.register(rise)
    let timeline = try player.play(
      Script(
        transition: "rise", until: 1.5,
        events: [
          ScriptEvent(at: 0.1, .action(.present)),
          ScriptEvent(
            at: 0.8,
            .drag(
              Drag(
                from: Point(x: 195, y: 400), to: Point(x: 195, y: 520),
                duration: 0.2, hold: 0.2))),
        ]))
    let outcome = ScenarioOutcome(timeline)  // .completed(.dismiss), "dismissed"

    let renderer = FrameRenderer()
    let svg = renderer.svg(of: timeline, at: 0.3)  // the last frame at or before 0.3 s
    let index = FrameRenderer.frameIndex(in: timeline, at: 0.3)
    let same = renderer.svg(of: timeline, frameAt: index)  // the same frame, by index
    let plain = FrameRenderer(palette: Palette(screen: .white), labelsRoles: false)
      .svg(of: timeline, frameAt: index)

    let chart = TimelineChart(width: 640, height: 240).svg(of: timeline)

    let recipe = ScenarioCatalogue.Recipe(
      drive: { screen in
        InteractiveDrive(
          operation: .dismiss, start: .presented,
          from: Point(x: screen.width / 2, y: screen.height / 2),
          direction: Vector(dx: 0, dy: 1), span: 120,
          grabPoint: Point(x: screen.width / 2, y: screen.height / 2), grabDelay: 0.1)
      },
      extras: { screen in
        [
          Scenario(
            name: "rise-long-drag", title: "A long drag",
            summary: "A drag of 180 pt, past the 120 pt of travel, held: it dismisses.",
            script: Script(
              transition: "rise", screen: screen, until: 2, start: .presented,
              events: [
                ScriptEvent(
                  at: 0.2,
                  .drag(
                    Drag(
                      from: Point(x: screen.width / 2, y: 400),
                      to: Point(x: screen.width / 2, y: 580), duration: 0.5, hold: 0.2)))
              ]),
            expected: .completed(.dismiss))
        ]
      })
    let sections = try Gallery.play(
      [rise.description], screen: Size(width: 390, height: 844), recipes: ["rise": recipe]
    ) { script in try player.play(script) }
    let html = GalleryPage(title: "Rise", subject: "Rise, a transition of our own", footer: nil)
      .html(sections)
    print(Gallery.table(sections))

    // Play a script.
    #expect(outcome == .completed(.dismiss))
    #expect(outcome.description == "dismissed")
    #expect(timeline.frames.count == 91)
    // Draw a frame.
    #expect(svg == same)
    #expect(svg.contains("data-time=\"0.3\""))
    #expect(plain.contains("fill=\"#ffffff\"") && !plain.contains("<text"))
    // Chart it.
    #expect(chart.hasPrefix("<svg") && chart.contains("class=\"progress\""))
    // Build a gallery page.
    let names = sections.first?.entries.map(\.scenario.name) ?? []
    #expect(
      names == [
        "rise-present", "rise-dismiss", "rise-interactive-finish", "rise-interactive-cancel",
        "rise-flick", "rise-grab-mid-flight", "rise-reduce-motion", "rise-long-drag",
        // Every transition's pair with a 250 ms main-thread stall after a release (issue 30).
        "rise-stall-frames", "rise-stall-committed",
      ])
    for entry in sections.first?.entries ?? [] {
      #expect(entry.outcome == entry.scenario.expected, "\(entry.scenario.name)")
    }
    #expect(!Gallery.table(sections).contains("expected"))
    #expect(html.contains("<title>Rise</title>"))
    let bare = try Gallery.play([rise.description], recipes: [:]) { try player.play($0) }
    #expect(
      bare.first?.entries.map(\.scenario.name) == [
        "rise-present", "rise-dismiss", "rise-reduce-motion", "rise-stall-frames",
        "rise-stall-committed",
      ])

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rise-gallery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scripts = folder.appendingPathComponent("scenarios", isDirectory: true)
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try html.write(
      to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    for entry in sections.flatMap(\.entries) {
      try entry.scenario.script.json().write(
        to: scripts.appendingPathComponent("\(entry.scenario.name).json"), atomically: true,
        encoding: .utf8)
    }

    let written = try FileManager.default.contentsOfDirectory(atPath: scripts.path)
    #expect(written.count == 10)
    let script = try Script(
      json: String(
        contentsOf: scripts.appendingPathComponent("rise-long-drag.json"), encoding: .utf8))
    #expect(ScenarioOutcome(try player.play(script)) == .completed(.dismiss))
  }
}

/// Whether `lines` (trimmed, blank ones skipped) stand in `source` one after another.
private func standIn(_ lines: [String], _ source: String) -> Bool {
  let trim = { (line: Substring) in line.trimmingCharacters(in: .whitespaces) }
  let wanted = lines.map { trim(Substring($0)) }.filter { !$0.isEmpty }
  let have = source.split(separator: "\n").map(trim).filter { !$0.isEmpty }
  guard !wanted.isEmpty, wanted.count <= have.count else { return false }
  return (0...(have.count - wanted.count)).contains {
    Array(have[$0..<$0 + wanted.count]) == wanted
  }
}
