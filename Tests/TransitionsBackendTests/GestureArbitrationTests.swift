import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Device risk 6: the forwarding recogniser shares touches with the app's recognisers by one
/// policy; touches another recogniser took are cancelled in the engine; the registered scroll
/// view stays enabled and is handed off by offsets; touches above an undimmed detent reach the
/// presenter.
@MainActor
@Suite struct ToolkitGestureArbitrationTests {
  typealias Other = GestureArbitration.Other

  /// Each recogniser an app puts under a presentation, as the glue describes it, and the answer.
  @Test func onlyTapsHoversAndTheRegisteredScrollViewRunAlongside() {
    let cases: [(String, Other, simultaneous: Bool, mustFailFirst: Bool)] = [
      ("a map's pan", Other(kind: .pan), false, false),
      ("a horizontal pager (an unregistered scroll view)", Other(kind: .pan), false, false),
      ("a cell's swipe-to-delete", Other(kind: .pan), false, false),
      ("the registered scroll view", Other(kind: .pan, isRegisteredScrollView: true), true, false),
      ("a button's tap", Other(kind: .tap), true, false),
      ("a pointer's hover", Other(kind: .hover), true, false),
      ("a context menu's long press", Other(kind: .longPress), false, false),
      ("a photo's pinch", Other(kind: .pinch), false, false),
      ("a photo's rotation", Other(kind: .rotation), false, false),
      ("a swipe", Other(kind: .swipe), false, false),
      ("a framework's own recogniser", Other(kind: .other), false, false),
      ("a presented stack's back swipe", Other(kind: .screenEdgePan), false, true),
      (
        "the system's edge pan around the scene", Other(kind: .screenEdgePan, isInsideScene: false),
        false, false
      ),
    ]
    for (name, other, simultaneous, mustFailFirst) in cases {
      #expect(GestureArbitration.recognizesSimultaneously(with: other) == simultaneous, "\(name)")
      #expect(GestureArbitration.requiresFailure(of: other) == mustFailFirst, "\(name)")
    }
  }

  @Test func aResetCancelsTheFingersStillDownAtTheirLastSample() {
    final class Key {}
    var forwarding = TouchForwarding()
    let a = Key()
    let b = Key()
    _ = forwarding.finger(for: ObjectIdentifier(a), phase: .began, at: (Point(x: 10, y: 10), 1))
    _ = forwarding.finger(for: ObjectIdentifier(b), phase: .began, at: (Point(x: 50, y: 50), 1.01))
    _ = forwarding.finger(for: ObjectIdentifier(a), phase: .moved, at: (Point(x: 10, y: 40), 1.02))
    _ = forwarding.finger(for: ObjectIdentifier(b), phase: .ended, at: (Point(x: 50, y: 60), 1.03))
    let cancelled = forwarding.reset()
    #expect(cancelled.map(\.finger) == [1])
    #expect(cancelled.first?.sample.location == Point(x: 10, y: 40))
    #expect(cancelled.first?.sample.time == 1.02)
    #expect(!forwarding.hasFingersDown)
    #expect(forwarding.reset().isEmpty)
  }

  /// A map's pan inside a card takes the touches mid-drag: UIKit fails the forwarder and sends it
  /// nothing more. The engine hears the finger cancelled, so its drag ends and the card settles;
  /// without the cancellation the drag would hold the card forever.
  @Test func touchesAnotherRecogniserTookEndTheEnginesDrag() throws {
    let stage = PlainStage(.card())
    stage.presentByButton()
    let scene = try #require(stage.scene)
    let home = try #require(stage.presentedView.shownY)
    var forwarding = TouchForwarding()
    final class Key {}
    let key = ObjectIdentifier(Key.self)
    func forward(_ phase: TouchPhase, _ y: Double) {
      let sample: TouchForwarding.Sample = (Point(x: 195, y: y), stage.mediaTime)
      let finger = forwarding.finger(for: key, phase: phase, at: sample)
      stage.actions +=
        scene.send(id: finger, phase: phase, location: sample.location, mediaTime: sample.time)
        .actions
    }
    forward(.began, 300)
    for step in 1...12 {
      stage.frame()
      forward(.moved, 300 + Double(step) * 6)
    }
    #expect(scene.engineClaimsTouches)
    let held = try #require(stage.presentedView.shownY)
    #expect(held > home + 30)
    // The map's pan begins: UIKit fails the forwarder and resets it.
    for (finger, sample) in forwarding.reset() {
      stage.actions +=
        scene.send(
          id: finger, phase: .cancelled, location: sample.location, mediaTime: sample.time
        ).actions
    }
    stage.run(1.5)
    if stage.actions.contains(.dismiss) {
      stage.dismiss()
      stage.attach(.interactive)
      stage.run(1)
      stage.uikitEnded()
    }
    // The release policy decides from the cancelled drag, as from a lift: the card is either
    // dismissed or back home; either way nothing holds it.
    #expect(!scene.engineClaimsTouches)
    #expect(!scene.needsFrames, "the card settles; nothing holds it")
    if !scene.content.isOver {
      let settled = try #require(stage.presentedView.shownY)
      expectApproximately(settled, home, absolute: 0.5)
    }
  }

  /// The registered scroll view keeps scrolling by itself where the engine is at rest, and is
  /// put back where the engine owns the motion.
  @Test func theToolkitsScrollingIsAdoptedAtRestAndUndoneWhileTheEngineOwnsIt() throws {
    let stage = PlainStage(.modalSheet(dismissal: .standard))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    let list = PlainView("list")
    let frame = scene.content.frameOfPresentedView
    let size = Size(width: frame.size.width, height: frame.size.height)
    let mirrored = scene.content.mirrorScrollView(
      list, frame: Rect(origin: .zero, size: size),
      contentSize: Size(width: size.width, height: 3000), contentOffset: Point(x: 0, y: 200))
    // Its own echo: nothing.
    #expect(scene.content.toolkitScrollViewMoved(to: Point(x: 0, y: 200.2)) == .inStep)
    // VoiceOver scrolls it by a page at rest: the engine adopts the offset.
    #expect(
      scene.content.toolkitScrollViewMoved(to: Point(x: 0, y: 900)) == .adopted(Point(x: 0, y: 900))
    )
    #expect(mirrored.scrollView.contentOffset.y == 900)
    // A finger drags the content: the engine scrolls it; UIKit's own pan moved it elsewhere.
    stage.touch(.began, at: Point(x: 195, y: 400))
    stage.moveDown(from: Point(x: 195, y: 400), by: -10, steps: 1...8)
    let engine = mirrored.scrollView.contentOffset
    #expect(engine.y > 900)
    #expect(scene.content.toolkitScrollViewMoved(to: Point(x: 0, y: 1200)) == .restore(engine))
    // After the lift the engine's content decelerates: still the engine's.
    stage.touch(.ended, at: Point(x: 195, y: 320))
    stage.frame()
    #expect(mirrored.scrollView.isDecelerating)
    let gliding = mirrored.scrollView.contentOffset
    #expect(scene.content.toolkitScrollViewMoved(to: Point(x: 0, y: 0)) == .restore(gliding))
    // Not finite: nothing changes.
    #expect(scene.content.toolkitScrollViewMoved(to: Point(x: .nan, y: 3)) == .inStep)
  }

  @Test func aTouchAboveAnUndimmedDetentReachesThePresenter() throws {
    let stage = PlainStage(.sheet(detents: [.medium, .large], largestUndimmedDetent: .medium))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    let sheet = scene.content.frameOfPresentedView
    #expect(sheet.minY > 300)
    #expect(scene.content.passesTouchThrough(at: Point(x: 195, y: 100)))
    #expect(!scene.content.passesTouchThrough(at: Point(x: 195, y: sheet.minY + 40)))
    #expect(!scene.content.passesTouchThrough(at: Point(x: .nan, y: 100)))
  }

  @Test func whereTheDimmingShowsTheSceneKeepsTheTouch() throws {
    for style in [TransitionStyle.sheet(detents: [.medium, .large]), .card()] {
      let stage = PlainStage(style)
      stage.presentByButton()
      let scene = try #require(stage.scene)
      #expect(!scene.content.passesTouchThrough(at: Point(x: 195, y: 20)), "\(style)")
    }
  }
}

extension PlainView {
  /// Where the view's centre is shown vertically: its centre moved by its transform.
  fileprivate var shownY: Double? {
    values.map { $0.center.y + $0.transform.m42 }
  }
}
