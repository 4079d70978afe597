import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// The zoom from a real view (a toolkit of plain objects): the engine zooms from a twin placed
/// where the real view is when it presents and when it dismisses, the real view hidden while the
/// zoom shows it, and a source that has gone makes the zoom fall back.
@MainActor
@Suite struct ZoomSourceTwinTests {
  static let cellFrame = Rect(x: 24, y: 180, width: 160, height: 160)

  /// A cell in the plain window, at `frame` (default ``cellFrame``, corner radius 12).
  static func cell(_ name: String = "cell", at frame: Rect = cellFrame) -> PlainView {
    let cell = PlainView(name)
    cell.placement = PlainWindow.placement(frame, cornerRadius: 12)
    return cell
  }

  /// A stage presenting with `source`'s zoom, its container filling the plain window.
  static func stage(_ source: ToolkitZoomSource<PlainView>) -> PlainStage {
    let stage = PlainStage(.zoom(toolkitSource: source))
    stage.container.placement = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
    return stage
  }

  /// The frame a view shows (its transform is the identity while the zoom moves it).
  static func frame(_ values: ViewValues) -> Rect {
    Rect(center: values.center, size: values.bounds.size)
  }

  /// Ticks until UIKit's context has completed (at most 2 s), recording the presented view's
  /// values each frame until then, and checking `whileRunning` after each frame before it.
  static func runToCompletion(
    _ stage: PlainStage, whileRunning: () -> Void = {}
  ) -> [ViewValues] {
    stage.actions.removeAll { if case .context(.complete) = $0 { true } else { false } }
    var shown: [ViewValues] = []
    for _ in 0..<120 {
      stage.run(1 / 60.0)
      if stage.contexts.contains(where: { if case .complete = $0 { true } else { false } }) {
        break
      }
      whileRunning()
      if let values = stage.presentedView.values { shown.append(values) }
    }
    return shown
  }

  private func expectFrame(
    _ frame: Rect, _ expected: Rect, absolute: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (actual, wanted) in zip(
      [frame.minX, frame.minY, frame.width, frame.height],
      [expected.minX, expected.minY, expected.width, expected.height])
    {
      expectApproximately(actual, wanted, absolute: absolute, sourceLocation: sourceLocation)
    }
  }

  @Test func theZoomGrowsFromTheRealViewAndShrinksIntoWhereItIsAtTheDismissal() throws {
    let cell = Self.cell()
    let stage = Self.stage(ToolkitZoomSource(view: cell))
    let scene = try #require(stage.scene)
    let twin = try #require(scene.content.mirrorZoomSource())
    #expect(scene.content.mirrorZoomSource() === twin)  // once per scene

    stage.present()
    #expect(twin.lastPlacement == .found(frame: Self.cellFrame, cornerRadius: 12))
    #expect(twin.twin.superview === scene.content.presenter.view)
    expectFrame(twin.twin.frame, Self.cellFrame, absolute: 1e-9)
    #expect(cell.hiddenChanges == [true])  // hidden as the zoom begins, as UIKit's zoom does
    let start = try #require(stage.presentedView.values)
    expectFrame(Self.frame(start), Self.cellFrame, absolute: 1e-6)  // grows from the cell
    expectApproximately(start.cornerRadius, 12, absolute: 1e-9)
    stage.attach(.interruptible)
    let presenting = Self.runToCompletion(stage)
    // The frame before the spring settles (within half a point) is within a point of the end.
    expectFrame(
      Self.frame(try #require(presenting.last)), Rect(x: 0, y: 0, width: 390, height: 844),
      absolute: 1)
    stage.uikitEnded()
    #expect(cell.hiddenChanges == [true])  // still hidden while presented
    // The twin is the engine's alone: the toolkit made only the dimming view.
    #expect(stage.toolkit.made.map(\.role) == ["dimming"])

    // The cell has scrolled 120 pt down by the dismissal: the zoom shrinks into it there.
    let moved = Self.cellFrame.offsetBy(Vector(dx: 0, dy: 120))
    cell.placement?.frame = moved
    stage.actions.removeAll()
    stage.dismiss()
    stage.attach(.interruptible)
    #expect(twin.lastPlacement == .found(frame: moved, cornerRadius: 12))
    let dismissing = Self.runToCompletion(stage) {
      #expect(cell.hiddenChanges == [true])  // hidden until the zoom ends on it
    }
    #expect(dismissing.count > 10)
    expectFrame(Self.frame(try #require(dismissing.last)), moved, absolute: 1)
    #expect(cell.hiddenChanges == [true, false])  // shown as the zoom lands on it
    stage.uikitEnded()
    #expect(stage.actions.contains(.ended))
    #expect(cell.hiddenChanges == [true, false])  // shown again, once
    #expect(twin.twin.superview == nil)
  }

  @Test func theTransitionDoesNotKeepTheSourceAliveAndAGoneSourceFallsBack() throws {
    var cell: PlainView? = Self.cell()
    weak let weakCell = cell
    let stage = Self.stage(ToolkitZoomSource(view: try #require(cell)))
    let twin = try #require(stage.scene?.content.mirrorZoomSource())
    stage.presentByButton()
    #expect(cell?.hiddenChanges == [true])
    cell = nil
    #expect(weakCell == nil)  // neither the twin, the transition nor the scene held it

    stage.actions.removeAll()
    stage.dismiss()
    stage.attach(.interruptible)
    #expect(twin.lastPlacement == .unavailable(.gone))
    let dismissing = Self.runToCompletion(stage)
    // The fallback: the screen fades as it shrinks to the centre.
    let faded = try #require(dismissing.min { $0.alpha < $1.alpha })
    #expect(faded.alpha < 0.05)
    expectApproximately(Self.frame(faded).midX, 195, absolute: 0.5)
    expectApproximately(Self.frame(faded).midY, 422, absolute: 0.5)
    stage.uikitEnded()
    #expect(stage.actions.contains(.ended))
  }

  @Test func aSourceTakenOutOfItsWindowIsShownAtOnceAndTheZoomFallsBack() throws {
    let cell = Self.cell()
    let stage = Self.stage(ToolkitZoomSource(view: cell))
    let twin = try #require(stage.scene?.content.mirrorZoomSource())
    stage.presentByButton()
    cell.placement = nil  // removed from its superview
    stage.actions.removeAll()
    stage.dismiss()
    #expect(twin.lastPlacement == .unavailable(.notInWindow))
    #expect(cell.hiddenChanges == [true, false])  // no longer the source: not left hidden
    stage.attach(.interruptible)
    _ = Self.runToCompletion(stage)
    stage.uikitEnded()
    #expect(stage.actions.contains(.ended))
    #expect(cell.hiddenChanges == [true, false])
  }

  @Test func anotherCellAtTheDismissalIsHiddenInsteadOfTheFirst() throws {
    let first = Self.cell("first")
    let second = Self.cell("second", at: Rect(x: 206, y: 500, width: 160, height: 160))
    let stage = Self.stage(
      ToolkitZoomSource { [weak first, weak second] operation in
        operation == .present ? first : second
      })
    let twin = try #require(stage.scene?.content.mirrorZoomSource())
    stage.presentByButton()
    stage.actions.removeAll()
    stage.dismiss()
    #expect(twin.source === second)
    #expect(first.hiddenChanges == [true, false])
    #expect(second.hiddenChanges == [true])
    stage.attach(.interruptible)
    _ = Self.runToCompletion(stage) { #expect(second.hiddenChanges == [true]) }
    stage.uikitEnded()
    #expect(stage.actions.contains(.ended))
    #expect(second.hiddenChanges == [true, false])
    #expect(first.hiddenChanges == [true, false])
  }

  @Test func aCancelledDragLeavesTheSourceHidden() throws {
    let cell = Self.cell()
    let stage = Self.stage(ToolkitZoomSource(view: cell))
    let scene = try #require(stage.scene)
    scene.content.mirrorZoomSource()
    stage.presentByButton()
    stage.actions.removeAll()
    // A short drag down, then held still and released: the zoom springs back.
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 4, steps: 1...10)
    #expect(stage.actions.contains(.dismiss))
    stage.dismiss()
    stage.attach(.interactive)
    stage.run(0.3)
    stage.touch(.ended, at: Point(x: 195, y: 340))
    stage.run(1.5)
    #expect(stage.contexts.last == .complete(false))
    stage.uikitEnded()
    #expect(cell.hiddenChanges == [true])  // the zoomed screen is still shown
    #expect(scene.content.presentedViewIsModal)
  }

  @Test func withoutAnimationTheSourceIsHiddenAndShownAtOnce() throws {
    let cell = Self.cell()
    let stage = Self.stage(ToolkitZoomSource(view: cell))
    stage.scene?.content.mirrorZoomSource()
    stage.present(animated: false)
    stage.actions += stage.scene?.content.toolkitDidEnd(completed: true) ?? []
    #expect(cell.hiddenChanges == [true])
    stage.dismiss(animated: false)
    #expect(cell.hiddenChanges == [true, false])
    stage.actions += stage.scene?.content.toolkitDidEnd(completed: true) ?? []
    #expect(stage.actions.last == .ended)
  }

  @Test func onlyAZoomFromThisToolkitsViewsGetsATwin() throws {
    #expect(PlainStage(.card()).scene?.content.mirrorZoomSource() == nil)
    #expect(PlainStage(.zoom()).scene?.content.mirrorZoomSource() == nil)
    // A source of another toolkit's views (here engine views) is not this toolkit's.
    let engineSource = ToolkitZoomSource<View>(view: View())
    #expect(PlainStage(.zoom(toolkitSource: engineSource)).scene?.content.mirrorZoomSource() == nil)
  }
}
