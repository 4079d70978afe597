import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// What UIKit's glue hears from the scene for two of issue 31's dismissals, driven as UIKit
/// drives it: the cross-dissolve dragged away in any direction (the forwarding recogniser begins
/// when the engine claims the touches, whatever their direction), and an asymmetric
/// presentation whose dismissal (`animationController(forDismissed:)`, then
/// `interactionControllerForDismissal`) runs the other transition.
@MainActor
@Suite struct DismissalGlueDecisionTests {
  /// The glue's forwarding recogniser as a value: each touch gets its finger, then the state
  /// ``TouchForwarding`` decides from the scene's claim (what `TouchForwardingRecognizer` does).
  @MainActor struct Forwarder {
    private let key = ObjectIdentifier(Forwarder.Touch.self)
    private var forwarding = TouchForwarding()
    private(set) var state = TouchForwarding.State.possible
    private enum Touch {}

    mutating func touch(
      _ phase: TouchPhase, at point: Point, time: Double, on stage: PlainStage
    ) {
      _ = forwarding.finger(for: key, phase: phase, at: (point, time))
      stage.touch(phase, at: point)
      let claims = stage.scene?.engineClaimsTouches ?? false
      if let next = forwarding.state(after: state, engineClaims: claims) { state = next }
    }
  }

  nonisolated static let directions: [(dx: Double, dy: Double)] = [
    (0, 1), (0, -1), (1, 0), (-1, 0), (0.7071, 0.7071), (-0.7071, 0.7071), (0.7071, -0.7071),
    (-0.7071, -0.7071),
  ]

  /// A drag up, down, sideways or diagonal takes the touches (the recogniser begins), asks
  /// UIKit to dismiss with an interactive start, fades the screen by its distance and, released
  /// far enough, completes the dismissal.
  @Test(arguments: directions)
  func aCrossDissolveIsDraggedAwayInAnyDirection(direction: (dx: Double, dy: Double)) throws {
    let stage = PlainStage(.crossDissolve())
    stage.presentByButton()
    stage.actions.removeAll()
    let scene = try #require(stage.scene)
    let start = Point(x: 195, y: 422)
    func point(_ distance: Double) -> Point {
      Point(x: start.x + direction.dx * distance, y: start.y + direction.dy * distance)
    }
    var forwarder = Forwarder()
    forwarder.touch(.began, at: start, time: stage.mediaTime, on: stage)
    #expect(forwarder.state == .possible)  // a touch alone stays with the app's views
    for step in 1...8 {
      stage.frame()
      forwarder.touch(.moved, at: point(Double(step) * 8), time: stage.mediaTime, on: stage)
    }
    #expect(forwarder.state == .changed, "the recogniser began: \(direction)")
    #expect(stage.actions.contains(.dismiss))  // the glue asks UIKit to dismiss
    #expect(scene.content.wantsInteractiveStart)  // and vends an interactive start
    stage.dismiss()
    stage.attach(.interactive)
    for step in 9...20 {
      stage.frame()
      forwarder.touch(.moved, at: point(Double(step) * 8), time: stage.mediaTime, on: stage)
    }
    let alpha = try #require(stage.presentedView.values?.alpha)
    #expect(alpha < 0.6, "faded by the drag's distance (160 of 195 pt): \(alpha)")
    forwarder.touch(.ended, at: point(160), time: stage.mediaTime, on: stage)
    #expect(forwarder.state == .ended)
    stage.run(1)
    #expect(stage.contexts.filter { $0 == .finish || $0 == .cancel } == [.finish])
    #expect(stage.contexts.last == .complete(true))
  }

  /// `.card().dismissing(with: .slide(edge: .leading))`: the card's downward pull does not
  /// dismiss; the slide's leftward drag does, interactively, and moves the screen sideways from
  /// the card's place. In a right-to-left layout `leading` is the right edge.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func anAsymmetricDismissalRunsTheOtherTransitionsGestureAndMotion(
    layout: LayoutDirection
  ) throws {
    let stage = PlainStage(.card().dismissing(with: .slide(edge: .leading)))
    let scene = try #require(stage.scene)
    scene.setLayoutDirection(layout)
    stage.presentByButton()
    stage.actions.removeAll()
    let placed = try #require(stage.presentedView.values)
    stage.drag(from: Point(x: 195, y: 300), by: Vector(dx: 0, dy: 300), duration: 0.2)
    stage.run(0.5)
    #expect(!stage.actions.contains(.dismiss), "the card's own pull is not the dismissal")
    let outwards = layout.isRightToLeft ? 1.0 : -1.0
    stage.touch(.began, at: Point(x: 195, y: 400))
    for step in 1...8 {
      stage.frame()
      stage.touch(.moved, at: Point(x: 195 + outwards * Double(step) * 10, y: 400))
    }
    #expect(stage.actions.contains(.dismiss))
    #expect(scene.content.wantsInteractiveStart)
    stage.dismiss()
    stage.attach(.interactive)
    stage.frame()
    let moved = try #require(stage.presentedView.values)
    #expect(outwards * moved.transform.m41 > 20, "sideways: \(moved.transform.m41)")
    // From the card's place: its top stays where the card put it.
    expectApproximately(
      moved.center.y + moved.transform.m42, placed.center.y + placed.transform.m42, absolute: 0.5)
    stage.touch(.ended, at: Point(x: 195 + outwards * 80, y: 400))
    stage.run(1)
    #expect(stage.contexts.last == .complete(true))
  }

  /// UIKit's `transitionDuration(using:)` for each half is its own transition's: the card's
  /// 0.5 s to present, the cross-dissolve's 0.35 s (its default) to dismiss.
  @Test func eachHalfOfAnAsymmetricPresentationTellsUIKitItsOwnDuration() throws {
    let stage = PlainStage(.card().dismissing(with: .crossDissolve()))
    let scene = try #require(stage.scene)
    stage.present()
    stage.attach(.interruptible)
    expectApproximately(scene.content.transitionDuration, CardTransition.duration)
    stage.run(0.7)
    stage.uikitEnded()
    stage.dismiss()
    stage.attach(.interruptible)
    expectApproximately(
      scene.content.transitionDuration, CrossDissolveTransition.Configuration().duration)
    stage.run(0.7)
    #expect(stage.contexts.last == .complete(true))
  }
}
