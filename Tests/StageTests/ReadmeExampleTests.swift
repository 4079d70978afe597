import Motion
import Stage
import Testing
import TransitionsTestSupport

/// The README's Stage example, run as written (with its comments checked).
@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theStageExampleRunsAsTheReadmeSays() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let card = View(frame: Rect(x: 20, y: 500, width: 350, height: 300))
    window.addSubview(card)

    let animator = try window.animate(spring: .snappy) { card.center.y = 300 }
    try window.advance(to: 0.1, frameRate: 60)
    let onScreen = card.onScreen.center.y
    #expect(onScreen < 650 && onScreen > 300)
    try animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.isReversed = true
    try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    try window.advance(to: 2, frameRate: 60)
    expectApproximately(card.onScreen.center.y, 650, absolute: 0.01)

    let pan = PanGestureRecognizer()
    var states: [GestureState] = []
    var lastTranslation = Vector.zero
    pan.addAction { pan in
      states.append(pan.state)
      lastTranslation = pan.translation(in: nil)
    }
    card.addGestureRecognizer(pan)
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 100, y: 600), time: 2.1))
    try window.send(Touch(id: 1, phase: .moved, location: Point(x: 100, y: 640), time: 2.15))
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 100, y: 660), time: 2.2))
    #expect(states.first == .began)
    #expect(states.last == .ended)
    expectApproximately(lastTranslation.dy, 60, absolute: 1e-9)
  }
}
