import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 30 in the one scene: the rest of a run a button started, or a release left, is planned
/// on a twin scene, committed (no frames until it ends), finished by the render server's
/// completion with the same actions as frame by frame, and reclaimed by a touch with no jump.
@MainActor
@Suite struct RenderServerSceneTests {
  /// Two stages given the same calls: the live one and its twin.
  static func twins(_ style: TransitionStyle, _ steps: [(PlainStage) -> Void]) -> (
    live: PlainStage, twin: PlainStage
  ) {
    let live = PlainStage(style)
    let twin = PlainStage(style)
    for step in steps {
      step(live)
      step(twin)
    }
    return (live, twin)
  }

  /// A card presented by a button, then dismissed by a button (a run a button started).
  static let buttonDismissal: [(PlainStage) -> Void] = [
    { $0.presentByButton() }, { $0.actions.removeAll() }, { $0.dismiss() },
    { $0.attach(.interruptible) },
  ]

  /// A card presented, dragged down 180 pt and released moving (the release finishes it).
  static let release: [(PlainStage) -> Void] = {
    var steps: [(PlainStage) -> Void] = [
      { $0.presentByButton() }, { $0.actions.removeAll() },
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
    steps.append { $0.touch(.ended, at: Point(x: 195, y: 480)) }
    return steps
  }()

  static func commit(_ live: PlainStage, _ twin: PlainStage) throws -> RenderPlan {
    let scene = try #require(live.scene)
    live.actions += scene.commitRest(
      planningOn: try #require(twin.scene), mediaTime: live.mediaTime)
    return try #require(scene.committedPlan)
  }

  /// The handshake's commands, the end and the focus: what UIKit hears, in order.
  static func toolkitCalls(_ actions: [BackendAction]) -> [BackendAction] {
    actions.filter {
      switch $0 {
      case .context, .ended, .focusPresented, .restoreFocus, .dismiss: return true
      default: return false
      }
    }
  }

  @Test(arguments: ["button", "release"])
  func aCommittedRunNeedsNoFramesAndEndsAsFrameByFrame(_ kind: String) throws {
    let steps = kind == "button" ? Self.buttonDismissal : Self.release
    let (live, twin) = Self.twins(.card(), steps)
    let reference = PlainStage(.card())
    for step in steps { step(reference) }
    let before = live.actions.count
    let plan = try Self.commit(live, twin)
    let scene = try #require(live.scene)
    #expect(live.actions[before...].contains(.renderServer(.commit(plan))))
    #expect(!scene.needsFrames)
    #expect(plan.viewCount >= 1)
    #expect(
      plan.events.contains { $0.action == .context(.complete(true)) }, "the plan knows the end")
    // The display link is stopped: frames until the plan's end tick nothing.
    let time = scene.host.currentTime
    while live.mediaTime < plan.endTime { live.frame() }
    #expect(scene.host.currentTime == time)
    live.actions += scene.renderServerFinished(mediaTime: live.mediaTime)
    #expect(!scene.isCommitted)
    reference.run(plan.duration + 0.5)
    live.run(0.5)
    live.uikitEnded()
    reference.uikitEnded()
    #expect(Self.toolkitCalls(live.actions) == Self.toolkitCalls(reference.actions))
    #expect(scene.content.isOver)
  }

  @Test(arguments: ["button", "release"])
  func aTouchReclaimsTheRunWithNoJumpAndTheGrabWorksAsToday(_ kind: String) throws {
    let steps = kind == "button" ? Self.buttonDismissal : Self.release
    let (live, twin) = Self.twins(.card(), steps)
    let plan = try Self.commit(live, twin)
    let scene = try #require(live.scene)
    let id = try #require(scene.host.id(of: scene.content.presented.view))
    live.run(0.1)
    // Where the render server shows the card now, and a finger on it.
    var shown = try #require(live.presentedView.values)
    func planned(_ channel: RenderChannel, _ value: Double) -> Double {
      plan.value(of: id, channel, at: live.mediaTime) ?? value
    }
    shown.center = Point(x: planned(.centerX, shown.center.x), y: planned(.centerY, shown.center.y))
    shown.transform.m41 = planned(.translationX, shown.transform.m41)
    shown.transform.m42 = planned(.translationY, shown.transform.m42)
    let top = shown.center.y + shown.transform.m42 - shown.bounds.size.height / 2
    let point = Point(x: shown.center.x, y: min(max(top + 30, 10), 834))
    let before = live.actions.count
    live.touch(.began, at: point)
    #expect(live.actions[before...].first == .renderServer(.remove))
    #expect(!scene.isCommitted)
    let engine = try #require(live.presentedView.values)
    #expect(
      abs(engine.center.y + engine.transform.m42 - shown.center.y - shown.transform.m42) <= 0.5)
    #expect(
      abs(engine.center.x + engine.transform.m41 - shown.center.x - shown.transform.m41) <= 0.5)
    // The grab as today: the context pauses, hears the progress, one release, one completion.
    live.run(0.1)
    live.moveDown(from: point, by: 10, steps: 1...6)
    live.touch(.ended, at: Point(x: point.x, y: point.y + 60))
    live.run(3)
    let commands = live.contexts
    #expect(commands.contains(.pause) || kind == "release", "\(commands)")
    let completions = commands.filter { if case .complete = $0 { true } else { false } }
    #expect(completions.count == 1, "\(commands)")
  }
}

/// The haptics of a committed run (the shade's bounces): in the plan at the times the engine
/// plays them frame by frame, scheduled by the glue, and not played again when the run ends.
@MainActor
@Suite struct RenderServerHapticTests {
  @Test func aCommittedRunsHapticsAreInThePlanAtTheirTimesAndPlayedOnce() throws {
    let steps: [(PlainStage) -> Void] = [{ $0.present() }, { $0.attach(.interruptible) }]
    let (live, twin) = RenderServerSceneTests.twins(.shade(), steps)
    let reference = PlainStage(.shade())
    for step in steps { step(reference) }
    let start = live.mediaTime
    let plan = try RenderServerSceneTests.commit(live, twin)
    let planned = plan.events.compactMap { event -> (Double, HapticFeedback)? in
      if case .haptic(let feedback) = event.action { return (event.time, feedback) }
      return nil
    }
    // Frame by frame at 120 Hz, from the same state: the haptics and when.
    var played: [(Double, HapticFeedback)] = []
    let scene = try #require(reference.scene)
    for frame in 1...Int((plan.duration * 120).rounded()) {
      for action in scene.tick(mediaTime: start + Double(frame) / 120) {
        if case .haptic(let feedback) = action { played.append((Double(frame) / 120, feedback)) }
      }
    }
    #expect(!played.isEmpty, "the shade bounces")
    #expect(planned.map(\.1) == played.map(\.1))
    for (a, b) in zip(planned, played) { expectApproximately(a.0, b.0, absolute: 1e-9) }
    let finished = try #require(live.scene).renderServerFinished(mediaTime: plan.endTime)
    #expect(!finished.contains { if case .haptic = $0 { true } else { false } })
  }
}
