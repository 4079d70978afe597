import Motion
import Stage
import Testing
import TransitionsPreview
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsBackend
@testable import TransitionsPlayback

/// Issue 30 for the other hosts: a button's push, a container's selection and a tab's switch,
/// committed on a twin, are taken back by a finger 0.1 s in with no jump (≤ 0.5 pt, the
/// tolerance for scale, alpha and rotation), the finger then holds the run, and its release is
/// committed again on a twin rebuilt by replay.
@MainActor
@Suite struct RenderServerHostReclaimTests {
  static func scenario(_ name: String) throws -> Scenario {
    let all = TransitionCatalogue.descriptions.flatMap { ScenarioCatalogue.scenarios(for: $0) }
    return try #require(all.first { $0.name == name })
  }

  @Test func aCommittedPushIsTakenBackWithNoJumpAndTheFingerHoldsIt() throws {
    let script = try Self.scenario("push-push").script
    let (player, _) = try TwinnedHosts.navigation(script, twinned: true)
    // The leaving screen, 0.1 s into the push, is under 0.3 W.
    try Self.reclaim(player, at: Point(x: 60, y: 422), dragBy: 12)
  }

  @Test func aCommittedSelectionIsTakenBackWithNoJumpAndTheFingerHoldsIt() throws {
    let script = try Self.scenario("container-select").script
    try Self.reclaim(
      try TwinnedHosts.container(script, twinned: true), at: Point(x: 300, y: 422), dragBy: 12)
  }

  @Test func aCommittedTabSwitchIsTakenBackWithNoJumpAndTheFingerHoldsIt() throws {
    let script = try Self.scenario("tab-select").script
    let (player, _) = try TwinnedHosts.tab(script, twinned: true)
    try Self.reclaim(player, at: Point(x: 300, y: 422), dragBy: 12)
  }

  /// A zoom pushed on the stack is drawn scaled: its real screens are placed by an action each
  /// frame, which no plan carries, so it is not planned ahead; the push after it is.
  @Test func aZoomsPushIsNotPlannedAheadAndThePushAfterItIs() throws {
    let grid = PlainController("grid")
    let photo = PlainController("photo")
    let detail = PlainController("detail")
    let container = PlainView("container")
    let host = TwinnedHost<NavigationContent<PlainToolkit>>(twinned: true) {
      MirroredNavigation(
        root: grid, toolkit: PlainToolkit(), size: Size(width: 390, height: 844),
        safeAreaInsets: .zero)
    }
    host.commitsAllowed = true
    func push(_ to: PlainController, from: PlainController, stack: [PlainController]) throws {
      let token = try #require(
        host.perform { s, _ in s.content.toolkitWillRun(.push, from: from, to: to, stack: stack) })
      host.perform(commits: true) { s, view in
        s.content.toolkitAttached(
          .interruptible, token: token, container: view(container), from: view(from.view),
          to: view(to.view)) ?? []
      }
    }
    host.perform { s, _ in
      s.content.setTransition(.zoom(), forNextPushOf: photo)
      return []
    }
    try push(photo, from: grid, stack: [grid, photo])
    #expect(!host.scene.content.plansAhead, "a zoom is drawn scaled")
    #expect(!host.scene.isCommitted, "not planned ahead")
    #expect(host.scene.needsFrames, "played frame by frame")
    #expect(host.actions.contains { if case .screenPlacement = $0 { true } else { false } })
    for frame in 1...120 { host.frame(frame) }
    #expect(!host.scene.content.isRunning)
    try push(detail, from: photo, stack: [grid, photo, detail])
    #expect(host.scene.isCommitted, "the push is planned ahead")
  }

  /// The twin's journal keeps every call; a call that holds the toolkit's controllers weakly (as
  /// the glue's `WeakObjects` does) and the screens of both scenes (which hold their controllers
  /// weakly) let a pushed controller go once the toolkit has popped and released it.
  @Test func aControllerPushedAndPoppedIsFreedThoughTheJournalKeepsItsCalls() {
    let root = PlainController("root")
    let host = TwinnedHost<NavigationContent<PlainToolkit>>(twinned: true) {
      MirroredNavigation(
        root: root, toolkit: PlainToolkit(), size: Size(width: 390, height: 844),
        safeAreaInsets: .zero)
    }
    weak var released: PlainController?
    do {
      let pushed = PlainController("pushed")
      released = pushed
      host.perform { [weak pushed] s, _ in
        guard let pushed else { return [] }
        return s.content.toolkitStackChanged([root, pushed])
      }
      #expect(host.scene.content.navigation.viewControllers.count == 2)
      host.perform { s, _ in s.content.toolkitStackChanged([root]) }
    }
    #expect(released == nil, "neither the scene, its twin nor the journal keeps it")
    #expect(host.twin?.isInStep == true)
  }

  /// Each view's values as shown now, per channel (in `RenderChannel.allCases`' order).
  static func shownValues(_ views: [PublishedView]) -> [ViewID: [Double]] {
    var shown: [ViewID: [Double]] = [:]
    for view in views {
      shown[view.id] = RenderChannel.allCases.map { $0.value(of: view.onScreen) }
    }
    return shown
  }

  /// The jump at a reclaim at `time`, per view and channel: how far what `views` show is from
  /// what `plan` drew then (or, for a value the plan does not animate, from what was `shown` at
  /// the commit), with the largest jump allowed (0.5 pt for a value in points, else the
  /// channel's tolerance).
  static func reclaimJumps(
    _ plan: RenderPlan, _ shown: [ViewID: [Double]], _ views: [PublishedView], at time: Double
  ) -> [(view: ViewID, channel: RenderChannel, size: Double, limit: Double)] {
    var jumps: [(view: ViewID, channel: RenderChannel, size: Double, limit: Double)] = []
    for view in views {
      for channel in RenderChannel.allCases {
        guard
          let drawn = plan.value(of: view.id, channel, at: time)
            ?? shown[view.id]?[channel.rawValue]
        else { continue }
        let limit = channel.tolerance == 0.25 ? 0.5 : channel.tolerance
        jumps.append((view.id, channel, abs(channel.value(of: view.onScreen) - drawn), limit))
      }
    }
    return jumps
  }

  /// The button's run (the script's first input) committed; a finger lands at `point` 0.1 s
  /// in, drags by `dragBy` pt a frame for 6 frames and lifts.
  static func reclaim<Content>(
    _ player: HostScriptPlayer<Content>, at point: Point, dragBy step: Double
  ) throws {
    let host = player.host
    let scene = host.scene
    let twin = try #require(host.twin)
    player.play(through: 0, committing: 0)
    let plan = try #require(scene.committedPlan, "the button's run is committed")
    let shown = shownValues(scene.host.published.views)
    let touchTime = plan.beginTime + 0.1
    host.mediaTime = touchTime
    host.touch(.began, at: point, mediaTime: touchTime)
    #expect(!scene.isCommitted, "taken back")
    #expect(host.actions.contains(.renderServer(.remove)))
    let jumps = reclaimJumps(plan, shown, scene.host.published.views, at: touchTime)
    for jump in jumps {
      #expect(jump.size <= jump.limit, "\(jump.view) \(jump.channel): no jump at the reclaim")
    }
    #expect(!jumps.isEmpty)
    // The finger holds the run and drags it: the engine drives again, frame by frame.
    var frame = Int(((touchTime - TwinnedHost<Content>.origin) * 120).rounded(.up))
    for index in 1...6 {
      host.frame(frame)
      frame += 1
      host.touch(
        .moved, at: Point(x: point.x - step * Double(index), y: point.y),
        mediaTime: host.mediaTime)
    }
    #expect(scene.engineClaimsTouches, "the finger holds the run")
    #expect(scene.needsFrames)
    host.commitsAllowed = true
    host.touch(
      .ended, at: Point(x: point.x - step * 6, y: point.y), mediaTime: host.mediaTime)
    #expect(scene.isCommitted, "the release is committed again")
    #expect(twin.rebuilds == 1, "on a twin rebuilt by replay")
  }
}
