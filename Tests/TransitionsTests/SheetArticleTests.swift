import Foundation
import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

/// The article "Sheets with detents", run as written: its example and its script.
@MainActor
@Suite struct SheetArticleTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Transitions/Transitions.docc/Sheets.md")

  static func text() throws -> String { try String(contentsOf: article, encoding: .utf8) }

  var printed: [String] = []

  /// The article's example, line for line (its `print` goes to `printed`).
  mutating func example(window: Window, home: ViewController, detail: ViewController) throws
    -> SheetTransition
  {
    var lines: [String] = []
    func print(_ item: Any) { lines.append("\(item)") }
    defer { printed = lines }
    var configuration = SheetTransition.Configuration()
    configuration.detents = [.height(200), .medium, .large]
    configuration.largestUndimmedDetent = .medium
    configuration.prefersGrabberVisible = true
    let sheet = SheetTransition(configuration)
    sheet.onEvent = { event in print(event) }
    let manager = TransitionManager(transition: sheet)
    try manager.present(detail, from: home)
    try window.advance(to: 1, frameRate: 60)
    print(sheet.restingDetent == .height(200))  // true: it opens at the smallest
    sheet.select(.large)  // animated with the sheet's spring
    try window.advance(to: 2, frameRate: 60)
    // detentChanged(from: 200, to: large, interactive: false)
    try window.keyboard.show(height: 336)  // the large sheet shrinks above it
    return sheet
  }

  @Test mutating func theExampleRunsAsWritten() throws {
    let block = Readme.swiftBlock(
      containing: "SheetTransition.Configuration()", in: try Self.text())
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(Readme.lines(block, standIn: source), "the article's example differs from this file")
    let window = Window(
      size: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    let sheet = try example(window: window, home: home, detail: detail)
    #expect(printed == ["true", "detentChanged(from: 200, to: large, interactive: false)"])
    try window.advance(to: 2.5, frameRate: 60)
    #expect(sheet.restingDetent == .large)
    #expect(detail.view.onScreen.frame == Rect(x: 0, y: 47, width: 390, height: 844 - 336 - 47))
  }

  @Test func theScriptPlays() throws {
    let text = try Self.text()
    let json = try #require(
      text.components(separatedBy: "```json\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let timeline = try ScenarioPlayer().play(try Script(json: json))
    #expect(timeline.frames.last?.detent == .resting(.large))
    #expect(timeline.frames.last?.view("keyboard") != nil)
  }
}
