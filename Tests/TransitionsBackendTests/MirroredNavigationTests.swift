import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// A navigation stack mirrored from a toolkit of plain objects, driven as UIKit drives a
/// navigation controller's delegate.
@MainActor
@Suite struct MirroredNavigationTests {
  func translation(_ controller: PlainController) throws -> Double {
    try #require(controller.view.values).transform.m41
  }

  @Test func aButtonsPushRunsOnTheRealViewsAndCompletesOnce() throws {
    let a = PlainController("a")
    let b = PlainController("b")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    #expect(stage.push(b))
    #expect(stage.interactiveStarts == 0)  // no finger: no interaction controller
    // The container shows the engine's order: the screen below, the dimming, the pushed one.
    #expect(stage.container.subviews.map(\.name) == ["a", "made0", "b"])
    #expect(stage.container.subviews[1].role == nil)  // not the modal's "Dismiss" element
    stage.run(0.1)
    let sliding = try translation(b)
    #expect(sliding > 1 && sliding < 389)  // coming in from the right
    let below = try translation(a)
    #expect(below < -1 && below > -131)  // the parallax, a third of the width at most
    stage.run(0.6)
    #expect(stage.contexts == [.complete(true)])
    #expect(stage.names == ["a", "b"])
    #expect(stage.shown == ["b"])
    expectApproximately(try translation(b), 0, absolute: 1e-6)
    #expect(stage.container.subviews.map(\.name) == ["b"])  // dimming gone, a removed by UIKit
    expectApproximately(try translation(a), 0)  // left at rest, not where it slid to
    #expect(scene.content.navigation.viewControllers.count == 2)
    #expect(scene.content.navigation.topViewController === scene.content.screen(for: b))
    // Nothing is applied between transitions, and the display link may stop.
    stage.run(1 / 60.0)
    let applied = b.view.applied.count
    stage.run(0.5)
    #expect(b.view.applied.count == applied)
    #expect(!scene.needsFrames)
  }

  @Test func theBackButtonsPopRunsThePopBack() throws {
    let (stage, a, b) = PlainNavigationStage.pushed()
    #expect(stage.pop())
    #expect(stage.interactiveStarts == 0)
    #expect(stage.container.subviews.map(\.name) == ["a", "made1", "b"])
    stage.run(0.1)
    #expect(try translation(b) > 1)  // leaving to the right
    stage.run(0.6)
    #expect(stage.contexts == [.complete(true)])
    #expect(stage.names == ["a"])
    expectApproximately(try translation(a), 0, absolute: 1e-6)
    expectApproximately(try translation(b), 0)  // at rest once gone
    #expect(stage.scene?.content.navigation.viewControllers.count == 1)
  }

  /// The edge pan, as the engine's push defines it: it begins in the engine, UIKit is asked to
  /// pop and gets the interaction controller; the finger drives UIKit's context.
  @Test func anEdgeSwipePopsInteractivelyThroughTheToolkit() throws {
    let (stage, a, _) = PlainNavigationStage.pushed()
    let scene = try #require(stage.scene)
    let start = Point(x: 5, y: 400)
    stage.touch(.began, at: start)
    stage.move(from: start, by: Vector(dx: 12, dy: 0), steps: 1...6)
    #expect(stage.actions.filter { $0 == .pop }.count == 1)
    #expect(stage.interactiveStarts == 1)
    #expect(stage.names == ["a"])  // UIKit popped, interactively
    #expect(scene.engineClaimsTouches)
    stage.move(from: start, by: Vector(dx: 12, dy: 0), steps: 7...20)
    let updates = stage.contexts.compactMap { if case .update(let p) = $0 { p } else { nil } }
    #expect(updates.count > 5)
    #expect(zip(updates, updates.dropFirst()).allSatisfy { $0 <= $1 })  // the finger goes right
    expectApproximately(updates.last ?? 0, (245 - 5 - 10) / 390.0, absolute: 0.05)
    stage.touch(.ended, at: start + Vector(dx: 240, dy: 0))
    stage.run(1)
    #expect(stage.contexts.filter { $0 == .finish }.count == 1)
    #expect(stage.contexts.last == .complete(true))
    #expect(stage.contexts.filter { if case .complete = $0 { true } else { false } }.count == 1)
    #expect(stage.names == ["a"])
    #expect(scene.content.navigation.viewControllers.count == 1)
    expectApproximately(try translation(a), 0, absolute: 1e-6)
  }

  /// UIKit's contract: a cancelled pop leaves the top view controller; the engine's stack too.
  @Test func anEdgeSwipeReleasedShortIsCancelledAndTheTopStays() throws {
    let (stage, a, b) = PlainNavigationStage.pushed()
    let scene = try #require(stage.scene)
    let start = Point(x: 5, y: 400)
    stage.touch(.began, at: start)
    stage.move(from: start, by: Vector(dx: 10, dy: 0), steps: 1...6)
    #expect(stage.names == ["a"])
    stage.run(0.3)  // the finger rests
    stage.touch(.ended, at: start + Vector(dx: 60, dy: 0))
    stage.run(1)
    #expect(stage.contexts.filter { $0 == .cancel }.count == 1)
    #expect(stage.contexts.last == .complete(false))
    #expect(stage.names == ["a", "b"])  // UIKit put it back
    #expect(scene.content.navigation.topViewController === scene.content.screen(for: b))
    #expect(scene.content.navigation.viewControllers.count == 2)
    expectApproximately(try translation(b), 0, absolute: 1e-6)
    expectApproximately(try translation(a), 0)
    #expect(stage.container.subviews.map(\.name) == ["b"])
    // And it pops again.
    stage.actions.removeAll()
    stage.swipe(from: start, by: Vector(dx: 25, dy: 0), steps: 10)
    stage.run(1)
    #expect(stage.contexts.last == .complete(true))
    #expect(stage.names == ["a"])
  }

  /// Released towards the end, the pop is caught again mid-flight: UIKit's interactive context
  /// is paused and driven again, and the second release takes the pop back.
  @Test func aFingerCatchesThePopItLetGoAndTakesItBack() throws {
    let (stage, _, b) = PlainNavigationStage.pushed()
    let scene = try #require(stage.scene)
    let start = Point(x: 5, y: 400)
    stage.touch(.began, at: start)
    stage.move(from: start, by: Vector(dx: 15, dy: 0), steps: 1...12)
    stage.touch(.ended, at: start + Vector(dx: 180, dy: 0))
    #expect(stage.contexts.filter { $0 == .finish }.count == 1)
    stage.run(0.05)
    let flying = try translation(b)
    #expect(flying > 180 && flying < 389)  // on its way out
    let grab = Point(x: flying + 100, y: 400)
    stage.touch(.began, at: grab)
    #expect(stage.contexts.contains(.pause))  // UIKit hears the finger again
    stage.move(from: grab, by: Vector(dx: -20, dy: 0), steps: 1...12)
    stage.touch(.ended, at: grab + Vector(dx: -240, dy: 0))
    stage.run(1)
    let commands = stage.contexts
    let releases = commands.filter { $0 == .finish || $0 == .cancel }
    #expect(releases == [.finish, .cancel])
    #expect(commands.last == .complete(false))
    #expect(commands.filter { if case .complete = $0 { true } else { false } }.count == 1)
    #expect(stage.names == ["a", "b"])
    #expect(scene.content.navigation.topViewController === scene.content.screen(for: b))
    expectApproximately(try translation(b), 0, absolute: 1e-6)
  }

  @Test func aFingerCatchesARunningPushAndThrowsItBack() throws {
    let a = PlainController("a")
    let b = PlainController("b")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    stage.push(b)
    // Four frames (the first one after the push already shows the time since it: the display
    // link starts at the call), as early as the catch below was written for.
    stage.run(0.07)
    let caught = try translation(b)
    #expect(caught > 10)
    let start = Point(x: 385, y: 400)  // on the screen coming in
    stage.touch(.began, at: start)
    stage.run(0.05)
    expectApproximately(try translation(b), caught, absolute: 2)  // held where it was caught
    stage.move(from: start, by: Vector(dx: 0.5, dy: 0), steps: 1...4)
    stage.touch(.ended, at: start + Vector(dx: 2, dy: 0))
    stage.run(1)
    // Let go still, short of the middle: the push is taken back, and so is UIKit's.
    // UIKit's interruptible context was caught (pause), driven, let go short and completed.
    let commands = stage.contexts
    #expect(commands.first == .pause)
    #expect(commands.contains { if case .update = $0 { true } else { false } })
    #expect(commands.suffix(2) == [.cancel, .complete(false)])
    #expect(stage.names == ["a"])
    #expect(scene.content.navigation.viewControllers.count == 1)
    #expect(stage.container.subviews.map(\.name) == ["a"])
  }

  @Test func aSecondPushDuringATransitionIsRefusedAsTheEnginesNavigationControllerRefusesIt()
    throws
  {
    let a = PlainController("a")
    let b = PlainController("b")
    let c = PlainController("c")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    stage.push(b)
    stage.run(0.1)
    #expect(throws: NavigationError.transitionInProgress) {
      try scene.content.checkPush(c, onto: stage.stack)
    }
    #expect(!stage.push(c))  // UIKit's own push, made anyway: no engine run, nothing changes
    #expect(!stage.pop())
    #expect(stage.names == ["a", "b"])
    stage.run(0.6)
    #expect(stage.contexts == [.complete(true)])
    #expect(scene.content.navigation.viewControllers.count == 2)
    #expect(throws: NavigationError.alreadyOnStack) {
      try scene.content.checkPush(b, onto: stage.stack)
    }
    try scene.content.checkPush(c, onto: stage.stack)
    #expect(stage.push(c))
  }

  @Test func aChangeWithoutAnimationIsMirroredAtOnce() throws {
    let a = PlainController("a")
    let b = PlainController("b")
    let c = PlainController("c")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    stage.stack = [a, b, c]
    scene.content.toolkitStackChanged(stage.stack)
    #expect(scene.content.navigation.viewControllers.count == 3)
    #expect(scene.content.navigation.topViewController === scene.content.screen(for: c))
    // The edge pops c, to b.
    let start = Point(x: 5, y: 400)
    stage.swipe(from: start, by: Vector(dx: 25, dy: 0), steps: 10)
    stage.run(1)
    #expect(stage.contexts.last == .complete(true))
    #expect(stage.names == ["a", "b"])
    #expect(scene.content.navigation.topViewController === scene.content.screen(for: b))
  }

  @Test func theRootDoesNotPopAndADisabledGestureDoesNot() throws {
    let a = PlainController("a")
    let b = PlainController("b")
    let stage = PlainNavigationStage(root: a)
    let scene = try #require(stage.scene)
    let start = Point(x: 5, y: 400)
    stage.swipe(from: start, by: Vector(dx: 25, dy: 0), steps: 10)
    #expect(stage.actions.isEmpty)
    stage.push(b)
    stage.run(0.7)
    scene.content.setPopGestureEnabled(false)
    stage.actions.removeAll()
    stage.swipe(from: start, by: Vector(dx: 25, dy: 0), steps: 10)
    #expect(stage.actions.isEmpty)
    #expect(stage.names == ["a", "b"])
  }

  /// The zoom pushed on the stack: the real source cell is stood for by a twin, hidden while the
  /// photo is shown, and the photo pops by its own drag down, back into the cell.
  @Test func aZoomPushHidesTheRealSourceAndPopsByADragDown() throws {
    let grid = PlainController("grid")
    let photo = PlainController("photo")
    let cell = PlainView("cell")
    cell.placement = PlainWindow.placement(
      Rect(x: 20, y: 100, width: 100, height: 100), cornerRadius: 12)
    let asked = OperationLog()
    let stage = PlainNavigationStage(root: grid)
    let scene = try #require(stage.scene)
    let zoom = NavigationTransitionStyle.zoom(
      toolkitSource: ToolkitZoomSource<PlainView>(provider: { [weak cell] operation in
        asked.operations.append(operation)
        return cell
      }))
    scene.content.setTransition(zoom, forNextPushOf: photo)
    stage.push(photo)
    // Drawn at full size, scaled into the cell's frame and masked to its square (device risk
    // 8: its size changes are drawn by scaling, never by resizing the real screen).
    let start = try #require(stage.lastPlacement(destination: true))
    #expect(start.size == Size(width: 390, height: 844))
    expectApproximately(start.transform.m11 * 390, 100, absolute: 1)  // from the cell's frame
    expectApproximately(start.center.x, 70, absolute: 1)
    let mask = try #require(start.mask)
    expectApproximately(mask.width * start.transform.m11, 100, absolute: 1)
    expectApproximately(mask.height * start.transform.m22, 100, absolute: 1)
    expectApproximately(start.maskCornerRadius * start.transform.m11, 12, absolute: 0.5)
    #expect(cell.hiddenChanges == [true])  // the real cell, hidden while zoomed
    stage.run(1)
    #expect(stage.contexts == [.complete(true)])
    let placements = stage.actions.compactMap { action -> ScreenPlacement? in
      if case .screenPlacement(true, let placement) = action { return placement }
      return nil
    }
    #expect(placements.count > 10)
    #expect(placements.allSatisfy { $0.size == Size(width: 390, height: 844) })
    let full = try #require(placements.last)
    #expect(full.mask == nil)
    expectApproximately(full.transform.m11, 1, absolute: 1e-9)
    // The edge does not pop a zoom; a drag down does.
    stage.actions.removeAll()
    let down = Point(x: 195, y: 300)
    stage.touch(.began, at: down)
    stage.move(from: down, by: Vector(dx: 0, dy: 15), steps: 1...20)
    #expect(stage.actions.filter { $0 == .pop }.count == 1)
    #expect(stage.interactiveStarts == 1)
    #expect(cell.isHidden)  // still hidden while the photo shrinks back
    let shrunk = try #require(stage.lastPlacement(destination: false))
    #expect(shrunk.size == Size(width: 390, height: 844))
    #expect(shrunk.transform.m11 < 1 && shrunk.mask != nil)
    stage.touch(.ended, at: down + Vector(dx: 0, dy: 300))
    stage.run(1)
    #expect(stage.contexts.last == .complete(true))
    #expect(stage.names == ["grid"])
    #expect(!cell.isHidden)  // shown again once the photo is back in it
    #expect(asked.operations == [.push, .pop])
  }

  @Test func aZoomWhoseSourceIsGoneFallsBackAndHidesNothing() throws {
    let grid = PlainController("grid")
    let photo = PlainController("photo")
    let stage = PlainNavigationStage(root: grid)
    let scene = try #require(stage.scene)
    scene.content.setTransition(
      .zoom(toolkitSource: ToolkitZoomSource<PlainView>(provider: { _ in nil })),
      forNextPushOf: photo)
    stage.push(photo)
    let start = try #require(photo.view.values)
    expectApproximately(start.alpha, 0, absolute: 1e-6)  // the fallback: a fade from the centre
    expectApproximately(start.center.x, 195, absolute: 1e-6)
    stage.run(1)
    #expect(stage.contexts == [.complete(true)])
  }

  @Test func aZoomPushedWithoutAnimationStillPopsByItsDrag() throws {
    let grid = PlainController("grid")
    let photo = PlainController("photo")
    let stage = PlainNavigationStage(root: grid)
    let scene = try #require(stage.scene)
    scene.content.setTransition(.zoom(), forNextPushOf: photo)
    stage.stack.append(photo)  // UIKit's push without animation: no animator is asked for
    scene.content.toolkitStackChanged(stage.stack)
    #expect(scene.content.navigation.topViewController === scene.content.screen(for: photo))
    let down = Point(x: 195, y: 300)
    stage.touch(.began, at: down)
    stage.move(from: down, by: Vector(dx: 0, dy: 15), steps: 1...20)
    #expect(stage.actions.filter { $0 == .pop }.count == 1)  // the zoom's drag, not the edge
    stage.touch(.ended, at: down + Vector(dx: 0, dy: 300))
    stage.run(1)
    #expect(stage.names == ["grid"])
  }

  /// Every navigation transition of the catalogue, from its data with its default options, and
  /// the zoom pushed (the catalogue's zoom is its modal form): pushed and popped by buttons
  /// through the mirror, UIKit's context completed once each way.
  @Test func everyNavigationTransitionPushesAndPops() throws {
    let definitions = TransitionCatalogue.definitions.filter { $0.kind == .navigation }
    #expect(!definitions.isEmpty)
    var styles: [(String, NavigationTransitionStyle)] = [("zoom", .zoom())]
    for definition in definitions {
      let defaults = TransitionOptions(
        values: Dictionary(
          uniqueKeysWithValues: definition.description.options.map { ($0.name, $0.defaultValue) })
      )
      styles.append(
        (definition.description.id, try #require(definition.navigationStyle(for: defaults))))
    }
    for (id, style) in styles {
      let a = PlainController("a")
      let b = PlainController("b")
      let stage = PlainNavigationStage(root: a, transition: style)
      #expect(stage.push(b), "\(id)")
      stage.run(2)
      #expect(stage.contexts == [.complete(true)], "\(id)")
      stage.actions.removeAll()
      #expect(stage.pop(), "\(id)")
      stage.run(2)
      #expect(stage.contexts == [.complete(true)], "\(id)")
      #expect(stage.names == ["a"], "\(id)")
      #expect(stage.container.subviews.map(\.name) == ["a"], "\(id)")
    }
  }

  @Test func nothingOutlivesTheStackNorAPoppedController() throws {
    weak var window: Window?
    weak var navigation: NavigationController?
    weak var poppedController: PlainController?
    weak var poppedScreen: MirroredScreen?
    weak var scene: MirroredNavigation<PlainToolkit>?
    do {
      let a = PlainController("a")
      let stage = PlainNavigationStage(root: a)
      do {
        let b = PlainController("b")
        stage.push(b)
        stage.run(0.7)
        poppedScreen = stage.scene?.content.screen(for: b)
        stage.pop()
        stage.run(0.7)
        poppedController = b
      }
      #expect(poppedController == nil)  // the scene holds toolkit controllers weakly
      #expect(poppedScreen == nil)  // and forgets the screens that left the stack
      window = stage.scene?.window
      navigation = stage.scene?.content.navigation
      scene = stage.scene
      stage.scene = nil  // the navigation controller's delegate lets go
    }
    #expect(scene == nil)
    #expect(window == nil)
    #expect(navigation == nil)
  }
}

/// The operations a zoom's source was asked for.
@MainActor
final class OperationLog {
  var operations: [TransitionOperation] = []
}
