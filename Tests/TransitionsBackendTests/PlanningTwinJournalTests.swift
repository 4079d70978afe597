import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsBackend

/// Issue 30: a long-lived host's journal compacted (``PlanningTwin``'s spare). A navigation
/// stack pushes and pops by buttons many times (each run committed and played to its end by the
/// render server), then a finger grabs a committed pop: the journal stays as short after 100
/// transitions as after 10, the plan of the release after the grab is the plan of a twin
/// rebuilt by replaying every call since the stack was made (bit for bit), the grab has no jump,
/// and what the calls held is let go with its controller.
@MainActor
@Suite struct PlanningTwinJournalTests {
  /// UIKit's navigation controller over a twinned stack, each push a new controller (as an app
  /// makes one per push), each call holding what it passes strongly (the journal keeps it).
  @MainActor final class LongLivedStack {
    let root = PlainController("root")
    let container = PlainView("container")
    let host: TwinnedHost<NavigationContent<PlainToolkit>>
    var controllers: [PlainController]
    var running: (before: [PlainController], to: PlainController)?
    /// Every plan committed, in order.
    var plans: [RenderPlan] = []
    /// The journal's length after each commit and each run's end.
    var journalLengths: [Int] = []
    var pushes = 0

    init(compacts: Bool) {
      controllers = [root]
      host = TwinnedHost(twinned: true, compactsJournal: compacts) { [root] in
        MirroredNavigation(
          root: root, toolkit: PlainToolkit(), size: Size(width: 390, height: 844),
          safeAreaInsets: .zero)
      }
      host.commitsAllowed = true
      host.react = { [weak self] actions in
        for action in actions {
          if case .context(.complete(let completed)) = action { self?.complete(completed) }
        }
      }
    }

    var twin: PlanningTwin<NavigationContent<PlainToolkit>>? { host.twin }

    /// UIKit's animated push or pop by a button: the stack changes, the context arrives, the
    /// run is committed.
    func run(_ operation: TransitionOperation) {
      guard running == nil, let from = controllers.last else { return }
      let before = controllers
      let new: [PlainController]
      if operation == .push {
        pushes += 1
        new = controllers + [PlainController("pushed \(pushes)")]
      } else {
        new = Array(controllers.dropLast())
      }
      guard let to = new.last else { return }
      controllers = new
      host.mediaTime += 0.05
      let token = host.perform { s, _ in
        s.content.toolkitWillRun(operation, from: from, to: to, stack: new)
      }
      guard let token else {
        controllers = before
        return
      }
      running = (before, to)
      host.perform(commits: true) { [container] s, view in
        s.content.toolkitAttached(
          .interruptible, token: token, container: view(container), from: view(from.view),
          to: view(to.view)) ?? []
      }
      if let plan = host.scene.committedPlan { plans.append(plan) }
      journalLengths.append(twin?.journalCount ?? 0)
    }

    /// The render server's completion, then UIKit's stack followed.
    func finish() {
      host.renderServerFinished()
      journalLengths.append(twin?.journalCount ?? 0)
    }

    private func complete(_ completed: Bool) {
      guard let running else { return }
      self.running = nil
      if !completed { controllers = running.before }
      let stack = controllers
      host.perform { s, _ in s.content.toolkitStackChanged(stack) }
    }

    /// `count` pushes and pops by buttons, each played to its end by the render server.
    func cycles(_ count: Int) {
      for _ in 0..<count {
        run(.push)
        finish()
        run(.pop)
        finish()
      }
    }

    /// A push, then a pop by a button taken back 0.1 s in by a finger on the leaving screen
    /// (at 0.85 W), dragged 6 frames to the right and lifted: the release is committed.
    /// Returns the largest jump at the grab, in tolerances.
    func grabAPop() -> Double {
      run(.push)
      finish()
      run(.pop)
      let scene = host.scene
      guard let plan = scene.committedPlan else { return .infinity }
      let shown = RenderServerHostReclaimTests.shownValues(scene.host.published.views)
      let touchTime = plan.beginTime + 0.1
      let point = Point(x: 390 * 0.85, y: 422)
      host.mediaTime = touchTime
      host.touch(.began, at: point, mediaTime: touchTime)
      let jumps = RenderServerHostReclaimTests.reclaimJumps(
        plan, shown, scene.host.published.views, at: touchTime)
      let worst = jumps.map { $0.size / $0.limit }.max() ?? 0
      var frame = Int(
        ((touchTime - TwinnedHost<NavigationContent<PlainToolkit>>.origin) * 120)
          .rounded(.up))
      for index in 1...6 {
        host.frame(frame)
        frame += 1
        host.touch(
          .moved, at: Point(x: point.x + 8 * Double(index), y: point.y),
          mediaTime: host.mediaTime)
      }
      host.touch(.ended, at: Point(x: point.x + 48, y: point.y), mediaTime: host.mediaTime)
      if let plan = scene.committedPlan { plans.append(plan) }
      return worst
    }
  }

  @Test func aLongLivedStacksJournalStaysShortAndItsPlansAreAFullReplays() throws {
    let stack = LongLivedStack(compacts: true)
    let reference = LongLivedStack(compacts: false)
    for host in [stack, reference] { host.cycles(50) }  // 100 transitions
    let twin = try #require(stack.twin)
    let full = try #require(reference.twin)
    #expect(stack.plans.count == 100, "every run committed")
    #expect(stack.plans == reference.plans, "the same plans as a twin that keeps every call")
    // (a) Bounded: as long after 100 transitions as after 10.
    let early = stack.journalLengths[..<40].max() ?? 0
    let late = stack.journalLengths[40...].max() ?? 0
    #expect(late <= early, "the journal does not grow with the transitions: \(early) → \(late)")
    #expect(late <= 2 * PlanningTwin<NavigationContent<PlainToolkit>>.replayBudget)
    #expect(twin.droppedEntries > 0)
    #expect(full.journalCount > 10 * late, "without compaction it grows: \(full.journalCount)")
    // A grab of a committed pop, on both.
    let jump = stack.grabAPop()
    let referenceJump = reference.grabAPop()
    // (c) No jump at the reclaim (≤ 0.5 pt; 0.25° and 0.005 of alpha and scale).
    #expect(jump <= 1, "no jump at the grab: \(jump) tolerances")
    #expect(referenceJump <= 1)
    // (b) The release's plan: on the spare, the plan of a twin rebuilt by replaying everything.
    #expect(stack.host.scene.isCommitted, "the release is committed")
    #expect(twin.rebuilds == 1 && full.rebuilds == 1, "both twins rebuilt once")
    let released = try #require(stack.plans.last)
    #expect(stack.plans.count == 103 && reference.plans.count == 103)  // push, pop, release
    #expect(released == reference.plans.last, "bit for bit the full replay's plan")
    #expect(twin.journalCount <= 2 * PlanningTwin<NavigationContent<PlainToolkit>>.replayBudget)
    print(
      "JOURNAL after 100 transitions and a grab: longest \(late) (first 10: \(early)), dropped "
        + "\(twin.droppedEntries); without compaction \(full.journalCount) entries")
  }

  @Test func theTwinAReclaimTookIsTheSpareAgainAtTheNextRest() throws {
    let stack = LongLivedStack(compacts: true)
    let reference = LongLivedStack(compacts: false)
    for host in [stack, reference] {
      host.cycles(5)
      _ = host.grabAPop()
      host.finish()
    }
    let twin = try #require(stack.twin)
    #expect(!twin.hasSpare || twin.revivals == 1)
    for host in [stack, reference] { host.cycles(5) }
    #expect(twin.revivals == 1, "declared the live scene's twin at a rest")
    #expect(twin.hasSpare)
    // A second grab: the twin rebuilt from the spare declared equal, the full replay's plan.
    for host in [stack, reference] { _ = host.grabAPop() }
    #expect(twin.rebuilds == 2)
    #expect(stack.plans == reference.plans, "every plan the full replay's, bit for bit")
  }

  @Test func whatTheJournalHeldIsLetGoWithItsController() throws {
    weak var pushed: PlainController?
    weak var kept: PlainController?
    let stack = LongLivedStack(compacts: true)
    let reference = LongLivedStack(compacts: false)
    for host in [stack, reference] {
      host.run(.push)
      host.finish()
      if host === stack { pushed = host.controllers.last } else { kept = host.controllers.last }
      host.run(.pop)
      host.finish()
      host.cycles(2)
    }
    #expect(stack.controllers.count == 1 && reference.controllers.count == 1)
    #expect(pushed == nil, "the calls that held it were dropped with the journal's entries")
    #expect(kept != nil, "a journal that keeps every call keeps what its calls hold")
  }
}
