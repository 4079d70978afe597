import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Every kind of scene run the way the glue's display link runs it: a frame ticks the scene only
/// while ``MirroredScene/needsFrames`` said so after the last call. The toolkit's views must show,
/// at every frame, exactly what a scene ticked every frame shows: a link that stops while
/// something still moves (a rubber-band drag has no run and no animator) freezes the views on a
/// device, and a test that ticks every frame cannot see it.
@MainActor
@Suite struct DisplayLinkTests {
  /// Every real view under `roots`, depth first, by name, with the values last set on it.
  static func snapshot(_ roots: [PlainView]) -> [(name: String, values: ViewValues?)] {
    var shown: [(name: String, values: ViewValues?)] = []
    func visit(_ view: PlainView) {
      shown.append((view.name, view.values))
      for subview in view.subviews { visit(subview) }
    }
    for root in roots { visit(root) }
    return shown
  }

  /// Plays `script` twice, once ticking every frame and once as a display link would, each
  /// step followed by a snapshot of the real views; the two must agree at every step within
  /// 0.01 pt (and 0.001 of alpha and of a transform's entries).
  static func expectLinkShowsEveryFrame<Stage: AnyObject>(
    _ make: () -> Stage, everyFrame: (Stage) -> Void, views: (Stage) -> [PlainView],
    steps: [(Stage) -> Void], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func play(_ stage: Stage) -> [[(name: String, values: ViewValues?)]] {
      steps.map { step in
        step(stage)
        return snapshot(views(stage))
      }
    }
    let reference = make()
    everyFrame(reference)
    let expected = play(reference)
    let linked = play(make())
    for (index, (want, got)) in zip(expected, linked).enumerated() {
      #expect(want.map(\.name) == got.map(\.name), "step \(index)", sourceLocation: sourceLocation)
      for (a, b) in zip(want, got) {
        guard let x = a.values, let y = b.values else {
          #expect(
            (a.values == nil) == (b.values == nil), "step \(index): \(a.name) set in one run only",
            sourceLocation: sourceLocation)
          continue
        }
        let close =
          abs(x.center.x - y.center.x) <= 0.01 && abs(x.center.y - y.center.y) <= 0.01
          && abs(x.bounds.size.width - y.bounds.size.width) <= 0.01
          && abs(x.bounds.size.height - y.bounds.size.height) <= 0.01
          && abs(x.alpha - y.alpha) <= 0.001
          && zip(x.transform.entries, y.transform.entries).allSatisfy { abs($0 - $1) <= 0.001 }
        #expect(
          close,
          "step \(index): view '\(a.name)' differs: every frame \(a.values), link \(b.values)",
          sourceLocation: sourceLocation)
        if !close { return }
      }
    }
  }

  @Test func aRubberBandDragOnTheFirstChildFollowsTheFinger() {
    // Dragged right on the first child: nothing to select, the child rubber-bands with the
    // finger, with no run and no animator.
    var steps: [(MirroredContainerTests.Fixture) -> Void] = [
      { $0.touch(.began, Point(x: 100, y: 400)) }
    ]
    for step in 1...20 {
      steps.append { fixture in
        fixture.frame()
        fixture.touch(.moved, Point(x: 100 + Double(step) * 10, y: 400))
      }
    }
    steps.append { $0.frame() }
    steps.append { $0.touch(.ended, Point(x: 300, y: 400)) }
    for _ in 0..<60 { steps.append { $0.frame() } }
    Self.expectLinkShowsEveryFrame(
      MirroredContainerTests.Fixture.init, everyFrame: { $0.ticksEveryFrame = true },
      views: { [$0.content] + $0.buttons + [$0.indicator] }, steps: steps)
  }

  @Test func aCardDraggedDownAndBackIsShownEveryFrame() {
    var steps: [(PlainStage) -> Void] = [
      { $0.presentByButton() },
      { $0.touch(.began, at: Point(x: 195, y: 300)) },
    ]
    for step in 1...12 {
      steps.append { stage in
        stage.moveDown(from: Point(x: 195, y: 300), by: 15, steps: step...step)
        if stage.actions.contains(.dismiss), stage.scene?.content.toolkitOperation == nil {
          stage.dismiss()
          stage.attach(.interactive)
        }
      }
    }
    for step in (0...11).reversed() {
      steps.append { $0.moveDown(from: Point(x: 195, y: 300), by: 15, steps: step...step) }
    }
    steps.append { $0.touch(.ended, at: Point(x: 195, y: 300)) }
    for _ in 0..<60 { steps.append { $0.frame() } }
    steps.append { $0.uikitEnded() }
    Self.expectLinkShowsEveryFrame(
      { PlainStage(.card()) }, everyFrame: { $0.ticksEveryFrame = true },
      views: { [$0.container, $0.presenterView] }, steps: steps)
  }

  @Test func aSheetDraggedBetweenItsDetentsIsShownEveryFrame() {
    // Between detents a sheet moves with no transition under way.
    var steps: [(PlainStage) -> Void] = [
      { $0.presentByButton() },
      { $0.touch(.began, at: Point(x: 195, y: 500)) },
    ]
    for step in 1...10 {
      steps.append { $0.moveDown(from: Point(x: 195, y: 500), by: -8, steps: step...step) }
    }
    steps.append { $0.touch(.ended, at: Point(x: 195, y: 420)) }
    for _ in 0..<60 { steps.append { $0.frame() } }
    Self.expectLinkShowsEveryFrame(
      { PlainStage(.sheet(detents: [.medium, .large])) },
      everyFrame: { $0.ticksEveryFrame = true },
      views: { [$0.container, $0.presenterView] }, steps: steps)
  }

  @Test func anEdgePopDraggedAndReleasedIsShownEveryFrame() {
    let start = Point(x: 5, y: 400)
    var steps: [(PlainNavigationStage) -> Void] = [
      { $0.touch(.began, at: start) }
    ]
    for step in 1...10 {
      steps.append { $0.move(from: start, by: Vector(dx: 12, dy: 0), steps: step...step) }
    }
    steps.append { $0.touch(.ended, at: start + Vector(dx: 120, dy: 0)) }
    for _ in 0..<60 { steps.append { $0.frame() } }
    Self.expectLinkShowsEveryFrame(
      { PlainNavigationStage.pushed().stage }, everyFrame: { $0.ticksEveryFrame = true },
      views: { [$0.container] }, steps: steps)
  }
}

/// The media clock across a stopped display link.
@MainActor
@Suite struct RestingClockTests {
  @Test func aTouchAfterTheLinkStoppedIsDeliveredAndFollowedByItsFrames() throws {
    // A pushed stack at rest: the link stops, and ten seconds pass before a finger lands.
    let (stage, _, _) = PlainNavigationStage.pushed()
    let scene = try #require(stage.scene)
    #expect(!scene.needsFrames)
    stage.mediaTime += 10
    let start = Point(x: 5, y: 400)
    let began = scene.send(id: 1, phase: .began, location: start, mediaTime: stage.mediaTime)
    #expect(began.delivered)
    // The first frame after it is one frame later on the engine's clock, not a hitch.
    let before = scene.window.currentTime
    stage.frame()
    expectApproximately(scene.window.currentTime - before, 1 / 60.0, absolute: 1e-9)
    for step in 1...6 {
      stage.frame()
      let moved = scene.send(
        id: 1, phase: .moved, location: start + Vector(dx: Double(step) * 20, dy: 0),
        mediaTime: stage.mediaTime)
      #expect(moved.delivered, "move \(step)")
    }
    #expect(scene.content.navigation.activeRun != nil)  // the edge pan began a pop
  }

  @Test func aRunBegunAtRestShowsItsFirstFrameFromTheCall() throws {
    // Two pushes seconds apart on one stack: each one's first frame is one frame in.
    let a = PlainController("a")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    for (index, name) in ["b", "c"].enumerated() {
      stage.mediaTime += 5
      let start = scene.window.currentTime
      stage.push(PlainController(name))
      stage.frame()
      expectApproximately(
        scene.window.currentTime - start, 1 / 60.0, absolute: 1e-9, "push \(index + 1)")
      stage.run(1)
      #expect(!scene.needsFrames)
    }
  }

  @Test func restingKeepsTheClockWhileAFingerIsDown() throws {
    let window = Window(size: Size(width: 100, height: 100))
    let driver = MediaTimeDriver(host: StageHost(window: window))
    #expect(driver.send(id: 1, phase: .began, location: Point(x: 1, y: 1), mediaTime: 50))
    driver.rest()
    #expect(driver.clock.isAnchored)
    #expect(driver.send(id: 1, phase: .ended, location: Point(x: 1, y: 1), mediaTime: 50.1))
    driver.rest()
    #expect(!driver.clock.isAnchored)
    driver.wake(mediaTime: .nan)
    #expect(!driver.clock.isAnchored)
    driver.wake(mediaTime: 60)
    expectApproximately(try #require(driver.clock.anchorMediaTime), 60, absolute: 1e-12)
  }
}

/// Device risk 9: UIKit lays the container out and sets the presented view's frame while the
/// engine's transform is on it; after a layout every value is the engine's again.
@MainActor
@Suite struct ToolkitLayoutTests {
  @Test func aToolkitLayoutIsUndoneByTheEnginesValues() throws {
    let stage = PlainStage(.card())
    stage.present()
    stage.attach(.interruptible)
    stage.run(0.1)  // mid-flight: a transform on the presented view
    let scene = try #require(stage.scene)
    let engine = try #require(stage.presentedView.values)
    #expect(abs(engine.transform.m42) > 1)
    // UIKit's layout sets the frame (centre and bounds) behind the binder's back.
    var overwritten = engine
    overwritten.center = Point(x: 195, y: 422)
    overwritten.bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    stage.presentedView.values = overwritten
    let appliedBefore = stage.presentedView.applied.count
    // A frame with nothing new for the view would not set it again.
    _ = scene.toolkitDidLayout()
    let restored = try #require(stage.presentedView.values)
    expectApproximately(restored.center.y, engine.center.y, absolute: 1e-9)
    expectApproximately(restored.bounds.size.height, engine.bounds.size.height, absolute: 1e-9)
    expectApproximately(restored.transform.m42, engine.transform.m42, absolute: 1e-9)
    #expect(stage.presentedView.applied.count == appliedBefore + 1)
    #expect(stage.presentedView.applied.last?.contains([.bounds, .center, .transform]) == true)
  }
}
