import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 30: nothing but the engine moves the views while a plan is committed. A resize, a
/// keyboard change, a toolkit layout or a programmatic run first takes the run back, at the
/// scene's media clock's time, with no jump; then the change applies to the engine.
@MainActor
@Suite struct RenderServerTakeBackTests {
  /// A card's dismissal a button started, committed, 0.1 s into its plan, the scene's clock
  /// the stage's.
  static func committedDismissal() throws -> (PlainStage, RenderPlan, ViewID) {
    let (live, twin) = RenderServerSceneTests.twins(.card(), RenderServerSceneTests.buttonDismissal)
    let plan = try RenderServerSceneTests.commit(live, twin)
    let scene = try #require(live.scene)
    scene.mediaClock = { [unowned live] in live.mediaTime }
    live.run(0.1)
    let card = try #require(scene.host.id(of: scene.content.presented.view))
    return (live, plan, card)
  }

  /// Taken back before the call did anything else: the committed run is removed first, and the
  /// engine is at the time the clock said (where the render server was), driving again.
  static func expectTakenBack(
    _ live: PlainStage, _ plan: RenderPlan, before: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let scene = try #require(live.scene)
    #expect(!scene.isCommitted, sourceLocation: sourceLocation)
    #expect(
      live.actions[before...].first == .renderServer(.remove), "taken back first",
      sourceLocation: sourceLocation)
    let elapsed = live.mediaTime - plan.beginTime
    expectApproximately(
      scene.host.currentTime, plan.engineBeginTime + elapsed, absolute: 1e-9,
      sourceLocation: sourceLocation)
  }

  /// Where the plan draws the card at `time` (y of its centre plus translation).
  static func drawnY(_ plan: RenderPlan, _ card: ViewID, at time: Double, _ shown: ViewValues)
    -> Double
  {
    (plan.value(of: card, .centerY, at: time) ?? shown.center.y)
      + (plan.value(of: card, .translationY, at: time) ?? shown.transform.m42)
  }

  @Test func aResizeTakesTheRunBackFirst() throws {
    let (live, plan, _) = try Self.committedDismissal()
    let scene = try #require(live.scene)
    let before = live.actions.count
    live.actions += scene.resize(to: Size(width: 390, height: 800), safeAreaInsets: .zero)
    try Self.expectTakenBack(live, plan, before: before)
    #expect(scene.window.bounds.size == Size(width: 390, height: 800))
    #expect(scene.needsFrames, "the engine drives the rest")
  }

  @Test func aKeyboardChangeTakesTheRunBackFirstWithNoJump() throws {
    let (live, plan, card) = try Self.committedDismissal()
    let scene = try #require(live.scene)
    let shown = try #require(live.presentedView.values)
    let drawn = Self.drawnY(plan, card, at: live.mediaTime, shown)
    let before = live.actions.count
    live.actions += try scene.keyboardWillChangeFrame(
      KeyboardNotification(
        endFrame: Rect(x: 0, y: 508, width: 390, height: 336), duration: 0.25, curve: 7))
    try Self.expectTakenBack(live, plan, before: before)
    let engine = try #require(live.presentedView.values)
    #expect(abs(engine.center.y + engine.transform.m42 - drawn) <= 0.5, "no jump")
  }

  @Test func aToolkitLayoutTakesTheRunBackFirstWithNoJump() throws {
    let (live, plan, card) = try Self.committedDismissal()
    let scene = try #require(live.scene)
    let shown = try #require(live.presentedView.values)
    let drawn = Self.drawnY(plan, card, at: live.mediaTime, shown)
    let before = live.actions.count
    live.actions += scene.toolkitDidLayout()
    try Self.expectTakenBack(live, plan, before: before)
    let engine = try #require(live.presentedView.values)
    #expect(abs(engine.center.y + engine.transform.m42 - drawn) <= 0.5, "no jump")
  }

  @Test func aProgrammaticSelectionTakesTheRunBackFirst() throws {
    let live = MirroredContainerTests.Fixture()
    let twin = MirroredContainerTests.Fixture()
    live.actions += live.scene.content.select(index: 1).actions
    twin.actions += twin.scene.content.select(index: 1).actions
    live.actions += live.scene.commitRest(planningOn: twin.scene, mediaTime: live.mediaTime)
    let plan = try #require(live.scene.committedPlan)
    live.scene.mediaClock = { [unowned live] in live.mediaTime }
    live.run(0.1)
    #expect(live.scene.isCommitted)
    let before = live.actions.count
    live.actions += live.scene.content.select(index: 2).actions
    #expect(!live.scene.isCommitted)
    #expect(live.actions[before...].first == .renderServer(.remove), "taken back first")
    expectApproximately(
      live.scene.host.currentTime, plan.engineBeginTime + live.mediaTime - plan.beginTime,
      absolute: 1e-9)
  }

  @Test func aProgrammaticDismissalTakesTheSheetsSettlingBackFirst() throws {
    // A sheet dragged up from its medium detent and released: it settles with no toolkit run.
    var steps: [(PlainStage) -> Void] = [
      { $0.presentByButton() }, { $0.actions.removeAll() },
      { $0.touch(.began, at: Point(x: 195, y: 500)) },
    ]
    for step in 1...10 {
      steps.append { $0.moveDown(from: Point(x: 195, y: 500), by: -8, steps: step...step) }
    }
    steps.append { $0.touch(.ended, at: Point(x: 195, y: 420)) }
    let style = TransitionStyle.sheet(detents: [.medium, .large])
    let (live, twin) = RenderServerSceneTests.twins(style, steps)
    let scene = try #require(live.scene)
    #expect(scene.content.toolkitOperation == nil, "the sheet settles by itself")
    let plan = try RenderServerSceneTests.commit(live, twin)
    scene.mediaClock = { [unowned live] in live.mediaTime }
    live.run(0.05)
    let before = live.actions.count
    live.dismiss()
    try Self.expectTakenBack(live, plan, before: before)
    #expect(scene.content.toolkitOperation == .dismiss)
  }
}
