import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 31 in the one mirrored scene: a direction's interactivity switched at runtime, a
/// sheet's screen-reader actions and their announcement, its content-sized detent, and the zoom
/// from a bar item.
@MainActor
@Suite struct Issue31BackendTests {
  // MARK: Interactivity per direction

  @Test func aDragWithTheDismissalOffDoesNotTakeTheTouchesAndOnAgainDismisses() throws {
    let stage = PlainStage(.card())
    stage.presentByButton()
    let scene = try #require(stage.scene)
    scene.content.setInteractive(false, for: .dismiss)
    #expect(!scene.content.isInteractive(.dismiss))
    #expect(!scene.content.gesturesMayBegin)  // UIKit's forwarder would not begin
    let home = try #require(stage.presentedView.shownTop)
    stage.actions.removeAll()
    stage.touch(.began, at: Point(x: 195, y: 400))
    stage.moveDown(from: Point(x: 195, y: 400), by: 12, steps: 1...12)
    // The touches stay with the app's views: the engine claims nothing, nothing moves.
    #expect(!scene.engineClaimsTouches)
    expectApproximately(try #require(stage.presentedView.shownTop), home, absolute: 1e-9)
    stage.touch(.ended, at: Point(x: 195, y: 544))
    stage.run(1)
    #expect(!stage.actions.contains(.dismiss))

    scene.content.setInteractive(true, for: .dismiss)
    #expect(scene.content.gesturesMayBegin)
    stage.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 300), duration: 0.15)
    #expect(stage.actions.contains(.dismiss))
  }

  @Test func aRunningDragIsNotCutWhenItsDirectionIsSwitchedOff() throws {
    let stage = PlainStage(.card())
    stage.presentByButton()
    let scene = try #require(stage.scene)
    stage.actions.removeAll()
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 10, steps: 1...8)
    #expect(scene.engineClaimsTouches)
    scene.content.setInteractive(false, for: .dismiss)
    #expect(scene.content.gesturesMayBegin)  // the drag under way keeps the touches
    stage.moveDown(from: Point(x: 195, y: 300), by: 10, steps: 9...40)
    #expect(scene.engineClaimsTouches)
    stage.touch(.ended, at: Point(x: 195, y: 700))
    #expect(stage.actions.contains(.dismiss))
  }

  // MARK: Screen-reader actions

  @Test func aSheetOffersItsDetentsAndAnnouncesTheMove() throws {
    let stage = PlainStage(.sheet(detents: [.medium, .large]))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    #expect(stage.actions.contains(.accessibilityActionsChanged))
    let offered = scene.content.accessibilityDetentActions
    #expect(offered.map(\.name) == ["Move to large"])
    stage.actions.removeAll()
    let result = scene.content.performAccessibilityDetentAction(try #require(offered.first))
    #expect(result.performed)
    stage.actions += result.actions
    stage.run(0.05)
    #expect(!stage.actions.contains(.announce("Sheet at large")))
    stage.run(1.5)
    #expect(stage.actions.filter { $0 == .announce("Sheet at large") }.count == 1)
    #expect(stage.actions.contains(.accessibilityActionsChanged))
    #expect(scene.content.accessibilityDetentActions.map(\.name) == ["Move to medium"])
  }

  @Test func aTransitionWithoutDetentsOffersNone() throws {
    let stage = PlainStage(.card())
    stage.presentByButton()
    let scene = try #require(stage.scene)
    #expect(scene.content.accessibilityDetentActions.isEmpty)
    #expect(!stage.actions.contains(.accessibilityActionsChanged))
    let action = DetentAccessibilityAction(detent: .large, name: "Move to large")
    #expect(!scene.content.performAccessibilityDetentAction(action).performed)
  }

  // MARK: The content-sized detent

  @Test func theToolkitsMeasuredHeightMovesASheetRestingAtFitting() throws {
    let stage = PlainStage(.sheet(detents: [.fitting, .large]))
    stage.presentByButton()
    let scene = try #require(stage.scene)
    let before = try #require(stage.presentedView.shownTop)
    expectApproximately(before, 844 - 300, absolute: 0.5)
    stage.actions += try scene.content.setContentHeight(420, animated: true)
    stage.run(1.5)
    expectApproximately(try #require(stage.presentedView.shownTop), 844 - 420, absolute: 0.5)
    #expect(throws: OptionError.self) {
      try scene.content.setContentHeight(.infinity, animated: true)
    }
  }

  // MARK: The zoom from a bar item

  @Test func theZoomGrowsFromTheBarItemsFrame() throws {
    let item = Rect(x: 338, y: 47, width: 44, height: 44)
    var asked: [TransitionOperation] = []
    let source = ToolkitZoomSourceItem<PlainView> { operation, container in
      asked.append(operation)
      #expect(container.name == "container")
      return PlainWindow.placement(item)
    }
    let stage = PlainStage(.zoom(toolkitSourceItem: source))
    stage.container.placement = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
    let scene = try #require(stage.scene)
    #expect(scene.content.mirrorZoomSource() == nil)  // no view twin: an item's
    stage.present()
    let start = try #require(stage.presentedView.values)
    let shown = Rect(center: start.center, size: start.bounds.size)
    expectApproximately(shown.minX, item.minX, absolute: 1e-6)
    expectApproximately(shown.minY, item.minY, absolute: 1e-6)
    expectApproximately(shown.width, item.width, absolute: 1e-6)
    #expect(asked == [.present])
  }

  @Test func anItemInNoWindowMakesTheZoomFallBack() throws {
    let source = ToolkitZoomSourceItem<PlainView> { _, _ in nil }
    let stage = PlainStage(.zoom(toolkitSourceItem: source))
    stage.container.placement = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
    _ = stage.scene?.content.mirrorZoomSource()
    stage.presentByButton()
    // The fallback: a fade and a shrink about the centre, ending full screen.
    let end = try #require(stage.presentedView.values)
    expectApproximately(end.bounds.size.width, 390, absolute: 1)
  }
}

extension PlainView {
  /// Where the view's top edge is shown: its centre moved by its transform, less half its height.
  fileprivate var shownTop: Double? {
    values.map { $0.center.y + $0.transform.m42 - $0.bounds.size.height / 2 }
  }
}
