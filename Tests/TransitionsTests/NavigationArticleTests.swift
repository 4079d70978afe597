import Foundation
import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions

// The DocC article "Navigation stacks and the zoom"
// (Sources/Transitions/Transitions.docc/NavigationStacks.md): its example, as written there.

@MainActor func photoBrowser() throws -> [String] {
  let window = Window(size: Size(width: 390, height: 844))
  let grid = ViewController()
  let navigation = NavigationController(rootViewController: grid)
  window.rootViewController = navigation
  let cell = View(frame: Rect(x: 20, y: 120, width: 110, height: 110))
  cell.cornerRadius = 10
  grid.view.addSubview(cell)
  var log: [String] = []
  navigation.onEvent = { event in log.append(event.description) }

  // The system's push, then a swipe from the left edge pops it.
  try navigation.pushViewController(ViewController(), animated: true)
  try window.advance(to: 1, frameRate: 60)
  for step in 0...12 {
    let phase: TouchPhase = step == 0 ? .began : step == 12 ? .ended : .moved
    let finger = Point(x: 5 + 25 * Double(step), y: 400)
    try window.send(Touch(id: 1, phase: phase, location: finger, time: 1 + Double(step) / 60))
  }
  try window.advance(to: 2, frameRate: 60)

  // A photo zooms out of its cell; a drag down shrinks it back into the cell.
  let photo = ViewController()
  try navigation.pushViewController(
    photo, transition: .zoom(source: { _ in cell }), animated: true)
  try window.advance(to: 3, frameRate: 60)
  for step in 0...12 {
    let phase: TouchPhase = step == 0 ? .began : step == 12 ? .ended : .moved
    let finger = Point(x: 195 + 5 * Double(step), y: 300 + 25 * Double(step))
    try window.send(Touch(id: 1, phase: phase, location: finger, time: 3 + Double(step) / 60))
  }
  try window.advance(to: 4, frameRate: 60)
  return log.filter { $0.hasPrefix("transitionEnded") }
  // transitionEnded(push, completed: true), transitionEnded(pop, completed: true),
  // transitionEnded(push, completed: true), transitionEnded(pop, completed: true)
}

@MainActor
struct NavigationArticleTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Transitions/Transitions.docc/NavigationStacks.md")

  @Test func theArticlesExampleRunsAsWrittenAndDoesWhatItsCommentsSay() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let block = Readme.swiftBlock(containing: "@MainActor func photoBrowser()", in: text)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(Readme.lines(block, standIn: source), "the article's example differs from this file's")
    #expect(
      try photoBrowser() == [
        "transitionEnded(push, completed: true)", "transitionEnded(pop, completed: true)",
        "transitionEnded(push, completed: true)", "transitionEnded(pop, completed: true)",
      ])
  }
}
