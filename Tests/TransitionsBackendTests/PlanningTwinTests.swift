import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 30's twin as a live backend keeps it (``PlanningTwin``): every call made on the scene
/// and its twin, a plan committed at each release, the twin rebuilt by replay after a reclaim,
/// and never planned on when it differs from the scene.
@MainActor
@Suite struct PlanningTwinTests {
  /// The glue's loop over a presentation of plain views, every call made through the twin,
  /// the rest of a run committed after a lift and after the context is attached (the glue's
  /// rule), at 120 Hz.
  @MainActor final class TwinnedStage {
    let container = PlainView("container")
    let presenterView = PlainView("presenter")
    let presentedView = PlainView("presented")
    let scene: MirroredPresentation<PlainToolkit>
    let twin: PlanningTwin<PresentationContent<PlainToolkit>>
    var mediaTime = 1000.0
    var actions: [BackendAction] = []
    var commits = 0
    /// Whether runs are committed (`false`: a reference played frame by frame).
    let commitsRuns: Bool
    private var linkRuns = false

    init(_ style: TransitionStyle, commitsRuns: Bool = true) {
      self.commitsRuns = commitsRuns
      let size = Size(width: 390, height: 844)
      scene = MirroredPresentation(
        style: style, toolkit: PlainToolkit(), size: size, safeAreaInsets: .zero,
        reduceMotion: false)
      twin = PlanningTwin(
        make: {
          MirroredPresentation(
            style: style, toolkit: PlainToolkit(), size: size, safeAreaInsets: .zero,
            reduceMotion: false)
        },
        standIn: { real in PlainView("stand-in for \(real.name)") })
    }

    /// After every call: commit when the call may leave the run to itself, then the link.
    private func after(_ new: [BackendAction], commits commit: Bool) {
      actions += new
      if commit, commitsRuns {
        let made = twin.commitRest(of: scene, mediaTime: mediaTime)
        if made.contains(where: { if case .renderServer(.commit) = $0 { true } else { false } }) {
          commits += 1
        }
        actions += made
      }
      let needed = scene.needsFrames
      if needed, !linkRuns { twin.displayLinkStarted(scene, mediaTime: mediaTime) }
      linkRuns = needed
    }

    func frame() {
      mediaTime += 1 / 120.0
      if linkRuns { after(twin.tick(scene, mediaTime: mediaTime), commits: false) }
    }

    func run(_ duration: Double) {
      for _ in 0..<Int((duration * 120).rounded()) { frame() }
    }

    func touch(_ phase: TouchPhase, at point: Point) {
      let result = twin.send(scene, id: 1, phase: phase, location: point, mediaTime: mediaTime)
      after(result.actions, commits: phase == .ended || phase == .cancelled)
    }

    func present() {
      after(
        twin.perform(on: scene) { [weak container, weak presenterView, weak presentedView] s, v in
          guard let container, let presenterView, let presentedView else { return [] }
          return s.content.toolkitWillPresent(
            container: v(container), presentedView: v(presentedView),
            presenterView: v(presenterView), animated: true)
        }, commits: false)
    }

    func attach(_ kind: TransitionHandshake.ContextKind) {
      after(twin.perform(on: scene) { s, _ in s.content.toolkitAttached(kind) }, commits: true)
    }

    func dismiss() {
      after(
        twin.perform(on: scene) { s, _ in s.content.toolkitWillDismiss(animated: true) },
        commits: false)
    }

    func uikitEnded() {
      let completed = actions.lazy.compactMap { action -> Bool? in
        if case .context(.complete(let value)) = action { return value } else { return nil }
      }.last
      guard let completed else { return }
      after(
        twin.perform(on: scene) { s, _ in s.content.toolkitDidEnd(completed: completed) },
        commits: false)
    }

    func renderServerFinished() {
      after(
        twin.perform(on: scene) { [mediaTime] s, _ in s.renderServerFinished(mediaTime: mediaTime)
        },
        commits: false)
    }

    /// The card's shown y (centre plus translation), as the render server draws it while a plan
    /// is committed, else as the engine set it.
    var shownY: Double {
      guard let values = presentedView.values else { return .nan }
      guard let plan = scene.committedPlan, let id = scene.host.id(of: scene.content.presented.view)
      else { return values.center.y + values.transform.m42 }
      return (plan.value(of: id, .centerY, at: mediaTime) ?? values.center.y)
        + (plan.value(of: id, .translationY, at: mediaTime) ?? values.transform.m42)
    }

    /// A finger on the card drags it `distance` pt down over `frames` frames and lifts.
    func drag(by distance: Double, frames: Int) {
      let start = Point(x: 195, y: min(max(shownY - 300, 20), 800))
      touch(.began, at: start)
      for step in 1...frames {
        frame()
        touch(.moved, at: Point(x: start.x, y: start.y + distance * Double(step) / Double(frames)))
        if actions.last == .dismiss, scene.content.toolkitOperation == nil {
          dismiss()
          attach(.interactive)
        }
      }
      touch(.ended, at: Point(x: start.x, y: start.y + distance))
    }
  }

  @Test func aButtonsRunIsCommittedAndPlaysToItsEndAsFrameByFrame() {
    let stage = TwinnedStage(.card())
    stage.present()
    stage.attach(.interruptible)
    #expect(stage.commits == 1, "the presentation is the render server's")
    #expect(!stage.scene.needsFrames)
    let plan = stage.scene.committedPlan
    stage.run(plan?.duration ?? 0)
    stage.renderServerFinished()
    stage.uikitEnded()
    #expect(stage.scene.content.toolkitOperation == nil)
    #expect(stage.twin.isInStep, "played to its end, the twin is still the scene's")
    #expect(stage.twin.rebuilds == 0)
  }

  @Test func afterAReclaimTheTwinIsReplayedAndTheNextReleaseIsCommittedExactly() throws {
    let stage = TwinnedStage(.card())
    let reference = TwinnedStage(.card(), commitsRuns: false)
    for stage in [stage, reference] {
      stage.present()
      stage.attach(.interruptible)
      stage.run(0.15)
      // A finger catches the presentation, drags it, lets go: a committed run is taken back.
      stage.drag(by: 40, frames: 12)
    }
    #expect(stage.twin.rebuilds == 1, "the twin was at the plan's end: replayed")
    #expect(stage.commits == 2, "the release is committed on the replayed twin")
    let plan = try #require(stage.scene.committedPlan)
    // The same calls frame by frame, with no render server: the plan draws the same card.
    for frame in 1...Int((plan.duration * 120).rounded()) {
      stage.frame()
      reference.frame()
      #expect(abs(stage.shownY - reference.shownY) <= 0.25, "frame \(frame)")
    }
  }

  @Test func aCallMadeAroundTheTwinIsNeverPlannedOn() {
    let stage = TwinnedStage(.card())
    stage.present()
    stage.attach(.interruptible)
    stage.run(1)
    stage.renderServerFinished()
    stage.uikitEnded()
    // The app dismisses on the scene itself, not through the twin: the twins differ.
    stage.actions += stage.scene.content.toolkitWillDismiss(animated: true)
    stage.attach(.interruptible)
    #expect(!stage.scene.isCommitted, "not planned on a twin that differs")
    #expect(stage.scene.needsFrames, "played frame by frame")
    #expect(stage.twin.rebuilds == 1, "rebuilt once, and still different")
  }

  @Test func theTwinHoldsNoRealView() {
    let stage = TwinnedStage(.card())
    weak var real: PlainView?
    do {
      let view = PlainView("a scroll view that goes")
      real = view
      stage.twin.perform(on: stage.scene) { [weak view] _, standIn in
        guard let view else { return [] }
        _ = standIn(view)
        return []
      }
      stage.present()
      stage.attach(.interruptible)  // the twin is built, and the call made on it
    }
    #expect(stage.scene.isCommitted)
    #expect(real == nil, "the twin's stand-ins hold the real views weakly")
  }
}
