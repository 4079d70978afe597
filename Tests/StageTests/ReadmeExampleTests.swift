import Motion
import Stage
import Testing
import TransitionsTestSupport

/// What the README's Stage example printed (its `print` is this file's, below).
@MainActor private var printed: [[Any]] = []

/// The README's example prints through this, so the test can read what it printed.
/// (Its signature is the standard library's, so it shadows that one everywhere in this file.)
@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  printed.append(items)
}

// The README's Stage example, as written there (`Readme.lines(_:standIn:)` checks it).

@MainActor func demo() throws {
  let window = Window(size: Size(width: 390, height: 844))
  let card = View(frame: Rect(x: 20, y: 500, width: 350, height: 300))
  window.addSubview(card)

  // An interruptible spring animation: pause it, scrub it, reverse it, continue it.
  let animator = try window.animate(spring: .snappy) { card.center.y = 300 }
  try window.advance(to: 0.1, frameRate: 60)
  print(card.onScreen.center.y)  // on screen now, between 650 and 300
  try animator.pauseAnimation()
  animator.fractionComplete = 0.5
  animator.isReversed = true
  try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  try window.advance(to: 2, frameRate: 60)  // back at the start: card.center.y == 650

  // Touches are injected with their time; a pan reports translation and velocity.
  let pan = PanGestureRecognizer()
  // The action is handed its recogniser; capturing `pan` or `window` here would leak them.
  pan.addAction { pan in
    print(pan.state, pan.translation(in: nil), pan.velocity(in: nil))  // window coordinates
  }
  card.addGestureRecognizer(pan)
  // A finger moving down at 1 000 pt/s, sampled every 10 ms. (The velocity is fitted to the
  // last 100 ms of samples; a pause of more than 40 ms between two forgets what came before, so
  // a finger that rests and lifts reads 0.)
  try window.send(Touch(id: 1, phase: .began, location: Point(x: 100, y: 600), time: 2.1))
  for step in 1...6 {
    let moved = Point(x: 100, y: 600 + 10 * Double(step))
    try window.send(Touch(id: 1, phase: .moved, location: moved, time: 2.1 + 0.01 * Double(step)))
  }
  try window.send(Touch(id: 1, phase: .ended, location: Point(x: 100, y: 670), time: 2.17))
  // began (0.0, 10.0) then changed … (0.0, 60.0) then ended (0.0, 70.0), each with a
  // velocity of (0.0, 1000.0) pt/s, give or take 1e-6
}

/// The README's Stage example, run as written, printing what its comments say.
@MainActor
@Suite(.serialized) struct ReadmeExampleTests {
  @Test func theReadmeShowsExactlyTheCodeThisTestRuns() throws {
    #expect(
      try Readme.block(containing: "@MainActor func demo()", standsIn: #filePath),
      "the README's example differs from the one in this file")
  }

  @Test func theStageExamplePrintsWhatItsCommentsSay() throws {
    printed = []
    try demo()
    let onScreen = try #require(printed.first?.first as? Double)
    #expect(onScreen < 650 && onScreen > 300)  // between 650 and 300
    let pans = printed.dropFirst()
    let states = pans.compactMap { $0.first as? GestureState }
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    let translations = pans.compactMap { $0.count == 3 ? $0[1] as? Vector : nil }
    let velocities = pans.compactMap { $0.count == 3 ? $0[2] as? Vector : nil }
    #expect(translations.count == states.count && velocities.count == states.count)
    expectApproximately(translations.first?.dy ?? -1, 10, absolute: 1e-9)
    expectApproximately(translations.last?.dy ?? -1, 70, absolute: 1e-9)
    for velocity in velocities {  // 1 000 pt/s down throughout, as the comment says
      expectApproximately(velocity.dx, 0, absolute: 1e-6)
      expectApproximately(velocity.dy, 1000, absolute: 1e-6)
    }
  }
}
