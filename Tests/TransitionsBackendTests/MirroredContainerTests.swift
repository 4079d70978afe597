import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Seed 004's container behind a toolkit container of plain objects.
@MainActor
@Suite struct MirroredContainerTests {
  @MainActor final class Fixture {
    let toolkit = PlainToolkit()
    let content = PlainView("content")
    let children = (0..<3).map { PlainView("child\($0)") }
    let buttons = (0..<3).map { PlainView("button\($0)") }
    let indicator = PlainView("indicator")
    let scene: MirroredContainer<PlainToolkit>
    var actions: [BackendAction] = [] {
      didSet { syncLink() }  // the glue checks after every call
    }
    var mediaTime = 50.0

    init() {
      scene = MirroredContainer(
        children: 3, toolkit: toolkit, size: Size(width: 390, height: 844), safeAreaInsets: .zero)
      actions += scene.content.bind(
        content: content, children: children, buttons: buttons, indicator: indicator)
    }

    /// Whether every frame ticks the scene (`true`), or only those a display link would deliver:
    /// while the scene ``MirroredScene/needsFrames`` (the glue's rule, the default).
    var ticksEveryFrame = false

    /// Whether the display link runs (the scene needed frames after the last call).
    private var linkRuns = false

    /// One 60 Hz frame of media time; the scene ticks as the glue's display link would.
    func frame() {
      syncLink()
      mediaTime += 1 / 60.0
      if linkRuns || ticksEveryFrame { actions += scene.tick(mediaTime: mediaTime) }
    }

    /// The glue's rule after every call: start the display link (telling the scene when) once
    /// the scene needs frames, stop it once it does not.
    private func syncLink() {
      let needed = scene.needsFrames
      if needed, !linkRuns { scene.displayLinkStarted(mediaTime: mediaTime) }
      linkRuns = needed
    }

    func run(_ duration: Double) {
      for _ in 0..<Int((duration * 60).rounded()) { frame() }
    }

    /// A finger swipes 240 pt to the left across the content in 0.2 s, then lifts.
    func swipeLeft() {
      touch(.began, Point(x: 300, y: 400))
      for step in 1...12 {
        run(1 / 60.0)
        touch(.moved, Point(x: 300 - Double(step) * 20, y: 400))
      }
      touch(.ended, Point(x: 60, y: 400))
    }

    func touch(_ phase: TouchPhase, _ point: Point) {
      actions += scene.send(id: 1, phase: phase, location: point, mediaTime: mediaTime).actions
    }
  }

  @Test func theFirstChildIsContainedAndShownFromTheStart() {
    let f = Fixture()
    #expect(f.actions == [.child(0, .addChild), .child(0, .didMoveToParent)])
    #expect(f.content.subviewNames == ["child0"])
    #expect(f.buttons.allSatisfy { $0.values != nil })
    #expect(f.indicator.values != nil)
  }

  @Test func aSelectionMakesUIKitsContainmentCallsInUIKitsOrder() throws {
    let f = Fixture()
    f.actions.removeAll()
    let selection = f.scene.content.select(index: 1)
    #expect(selection.accepted)
    f.actions += selection.actions
    f.run(1.5)
    let containment = f.actions.filter { action in
      switch action {
      case .child(_, .addChild), .child(_, .didMoveToParent), .child(_, .willMoveToNoParent),
        .child(_, .removeFromParent):
        return true
      default: return false
      }
    }
    // UIKit: addChild(to) (to's willMove), from's willMove(nil); on completion from leaves
    // (removeFromParent: its didMove(nil)), then to's didMove(toParent:).
    #expect(
      containment == [
        .child(1, .addChild), .child(0, .willMoveToNoParent), .child(0, .removeFromParent),
        .child(1, .didMoveToParent),
      ])
    let appearance = f.actions.filter {
      if case .child(_, .beginAppearance(appearing: true)) = $0 { true } else { false }
    }
    #expect(appearance == [.child(1, .beginAppearance(appearing: true))])
    #expect(f.actions.contains(.child(0, .beginAppearance(appearing: false))))
    #expect(
      f.actions.filter { $0 == .child(0, .endAppearance) || $0 == .child(1, .endAppearance) }.count
        == 2)
    #expect(f.content.subviewNames == ["child1"])
    let shown = try #require(f.children[1].values)
    expectApproximately(shown.center.x + shown.transform.m41, 195, absolute: 0.5)
  }

  @Test func aDragAcrossTheContentSelectsTheNeighbourAndADisabledInteractionDoesNot() {
    let f = Fixture()
    f.scene.content.setInteractionEnabled(false)
    f.swipeLeft()
    f.run(1)
    #expect(f.scene.content.container.selectedIndex == 0)
    f.scene.content.setInteractionEnabled(true)
    f.swipeLeft()
    f.run(1.5)
    #expect(f.scene.content.container.selectedIndex == 1)
    #expect(!f.scene.needsFrames)
  }

  @Test func aTapOnAButtonSelectsItsChild() {
    let f = Fixture()
    let bar = 844 - ContainerViewController.barHeight / 2
    f.touch(.began, Point(x: 330, y: bar))
    f.run(0.05)
    f.touch(.ended, Point(x: 330, y: bar))
    f.run(1.5)
    #expect(f.scene.content.container.selectedIndex == 2)
    #expect(f.content.subviewNames == ["child2"])
  }

  @Test func nothingOutlivesTheContainerScene() {
    weak var window: Window?
    weak var container: ContainerViewController?
    weak var child: PlainView?
    do {
      let f = Fixture()
      _ = f.scene.content.select(index: 2)
      f.run(1.5)
      window = f.scene.window
      container = f.scene.content.container
      child = f.children[2]
    }
    #expect(window == nil)
    #expect(container == nil)
    #expect(child == nil)
  }
}
