import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// What the README's Transitions example printed (its `print` is this file's, below).
@MainActor private var printed: [String] = []

/// (Its signature is the standard library's, so it shadows that one everywhere in this file.)
@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  printed.append(items.map { "\($0)" }.joined(separator: separator))
}

// The README's Transitions example, as written there (`Readme.lines(_:standIn:)` checks it).

@MainActor func transitions(window: Window, home: ViewController) throws {
  // One call: a card over a dimming view, dismissed by a swipe down. No delegate
  // boilerplate; the presented controller keeps the transition's manager alive.
  // `onEvent` sees the whole transition, from its beginning (sent before `present` returns).
  let detail = ViewController()
  let manager = try home.present(
    detail, transition: .modalSheet(dismissal: .standard), onEvent: { event in print(event) })
  try window.advance(to: 1, frameRate: 60)
  // transitionBegan(present, interactive: false)
  // transitionEnded(present, completed: true)
  print(manager.dismissalInteraction != nil)  // true: a swipe down on `detail` dismisses

  // Seed 000's pull-down: a pan down on `home` presents, a pan up dismisses; a button too.
  let pull = TransitionManager(.pullDown(releasePolicy: .velocityDirection))
  pull.installPresentationInteraction(from: home, presenting: ViewController())
}

/// The README's Transitions example, run as written, printing what its comments say.
@MainActor
@Suite(.serialized) struct ReadmeTransitionsExampleTests {
  @Test func theReadmeShowsExactlyTheCodeThisTestRuns() throws {
    #expect(
      try Readme.block(containing: "@MainActor func transitions(", standsIn: #filePath),
      "the README's example differs from the one in this file")
  }

  @Test func theTransitionsExamplePrintsWhatItsCommentsSay() throws {
    printed = []
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    try transitions(window: window, home: home)
    #expect(
      printed == [
        "transitionBegan(present, interactive: false)",
        "transitionEnded(present, completed: true)",
        "true",
      ])
  }
}
