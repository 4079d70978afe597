import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 30's fast path: a run moved only by a transition's spring or curve is planned by reading
/// the animator (its spring, its curve, the tracks' affine maps), not by stepping every frame and
/// identifying what the frames show. Each case plans the same run both ways, on two pairs of
/// scenes given the same calls.
@MainActor
@Suite struct RenderServerSpringReadingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var run: String
    /// A phone's safe area (47 pt top, 34 pt bottom): the presentation reports its content's
    /// compensation (`presentedSafeArea`) at frames the read skips.
    var insets = false
    var testDescription: String { "\(id) \(run)\(insets ? " with insets" : "")" }

    var safeArea: EdgeInsets { insets ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero }

    /// The catalogue's transition, but for "sheet2": a sheet with a medium and a large detent.
    @MainActor func style() throws -> TransitionStyle {
      id == "sheet2" ? .sheet(detents: [.medium, .large]) : try TransitionCatalogue.style(for: id)
    }
  }

  nonisolated static let read: [Case] = [
    Case(id: "card", run: "present"), Case(id: "modal", run: "present"),
    Case(id: "pullDown", run: "present"), Case(id: "card", run: "dismiss"),
    Case(id: "card", run: "release"), Case(id: "crossDissolve", run: "present"),
    Case(id: "toast", run: "present"), Case(id: "throwAway", run: "present"),
    Case(id: "pullDown", run: "present", insets: true),
    Case(id: "pullDown", run: "dismiss", insets: true),
    Case(id: "card", run: "present", insets: true), Case(id: "modal", run: "present", insets: true),
    Case(id: "card", run: "release", insets: true),
    // The sheet, laid out by its transition as lines in the progress
    // (`SheetTransition.forEachProgressTrack`).
    Case(id: "sheet", run: "present"), Case(id: "sheet", run: "present", insets: true),
    // Its dismissals: by button (its first frame reports the screen-reader actions its start
    // took away), and by a released and a flicked drag (the completion spring overshoots: the
    // dimming is held at 0 past the end, computed and keyed).
    Case(id: "sheet", run: "dismiss"), Case(id: "sheet", run: "dismiss", insets: true),
    Case(id: "sheet", run: "sheetRelease"), Case(id: "sheet", run: "sheetFlick"),
    Case(id: "sheet", run: "sheetFlick", insets: true),
  ]

  /// A run with nothing to read: the sheet moved between its detents by a screen-reader action
  /// (its own spring, no transition). The shade's physics is read from its world
  /// (`RenderServerPhysicsReadingTests`).
  nonisolated static let framed: [Case] = [Case(id: "sheet2", run: "sheetDetent")]

  static func steps(_ run: String) -> [(PlainStage) -> Void] {
    switch run {
    case "dismiss": return RenderServerSceneTests.buttonDismissal
    case "release": return RenderServerSceneTests.release
    case "sheetRelease": return sheetRelease(by: 15)
    case "sheetFlick": return sheetRelease(by: 40)
    case "sheetDetent":
      return [
        { $0.presentByButton() }, { $0.actions.removeAll() },
        { stage in
          guard let scene = stage.scene, let action = scene.content.accessibilityDetentActions.first
          else { return }
          stage.actions += scene.content.performAccessibilityDetentAction(action).actions
        },
        { $0.run(0.05) },
      ]
    default: return [{ $0.present() }, { $0.attach(.interruptible) }]
    }
  }

  /// A sheet presented (at its medium detent, its top at 422 pt), dragged down from 600 pt by
  /// `step` points a frame for 12 frames and released moving: below its smallest detent the
  /// drag dismisses interactively, and the release finishes the dismissal.
  static func sheetRelease(by step: Double) -> [(PlainStage) -> Void] {
    let start = Point(x: 195, y: 600)
    var steps: [(PlainStage) -> Void] = [
      { $0.presentByButton() }, { $0.actions.removeAll() }, { $0.touch(.began, at: start) },
    ]
    for index in 1...12 {
      steps.append { stage in
        stage.moveDown(from: start, by: step, steps: index...index)
        if stage.actions.contains(.dismiss), stage.scene?.content.toolkitOperation == nil {
          stage.dismiss()
          stage.attach(.interactive)
        }
      }
    }
    steps.append { $0.touch(.ended, at: Point(x: 195, y: 600 + 12 * step)) }
    return steps
  }

  /// The live scene, its twin and the plan committed, planned reading springs or frame by frame.
  static func commit(
    _ style: TransitionStyle, _ steps: [(PlainStage) -> Void], readingSprings: Bool,
    safeArea: EdgeInsets = .zero
  ) throws -> (live: PlainStage, twin: PlainStage, plan: RenderPlan, stepped: Int) {
    let live = PlainStage(style, safeAreaInsets: safeArea)
    let twin = PlainStage(style, safeAreaInsets: safeArea)
    for step in steps {
      step(live)
      step(twin)
    }
    let scene = try #require(live.scene)
    scene.readsSprings = readingSprings
    live.actions += scene.commitRest(
      planningOn: try #require(twin.scene), mediaTime: live.mediaTime)
    return (live, twin, try #require(scene.committedPlan), scene.framesSteppedByLastPlan)
  }

  @Test(arguments: read)
  func aSpringRunsPlanIsReadFromItsAnimatorAndDrawsTheFramePathsTrajectory(_ test: Case) throws {
    let style = try TransitionCatalogue.style(for: test.id)
    let steps = Self.steps(test.run)
    // The animator's motion, as the run starts.
    let reference = PlainStage(style, safeAreaInsets: test.safeArea)
    for step in steps { step(reference) }
    let engine = try #require(reference.scene)
    let animator = try #require(
      engine.host.window.frameObservers.lazy.compactMap { $0 as? TransitionAnimator }.first,
      "a transition runs")
    let motion = try #require(animator.runningProgress)
    let read = try Self.commit(style, steps, readingSprings: true, safeArea: test.safeArea)
    let framed = try Self.commit(style, steps, readingSprings: false, safeArea: test.safeArea)
    let frames = Int((framed.plan.duration * 120).rounded())
    #expect(framed.stepped == frames)
    #expect(read.stepped <= 5, "the twin runs the first frame and the last few: \(read.stepped)")
    // The same run: its end, its events, the same channels moving.
    #expect(read.plan.duration == framed.plan.duration)
    #expect(read.plan.engineBeginTime == framed.plan.engineBeginTime)
    #expect(read.plan.events == framed.plan.events)
    if test.insets, test.id == "pullDown" {
      // The compensation changes at frames the read does not step (the last 34 pt of the way),
      // each report dated to its frame.
      let reports = read.plan.events.filter {
        if case .presentedSafeArea = $0.action { true } else { false }
      }
      #expect(reports.count > 2, "\(reports.map(\.time))")
      #expect(reports.contains { $0.time > 1.5 / 120 && $0.time < read.plan.duration - 3 / 120 })
    }
    #expect(read.plan.breakFrames.isEmpty)
    func channels(_ plan: RenderPlan) -> Set<String> {
      Set(plan.tracks.map { "\($0.view) \($0.channel)" })
    }
    #expect(channels(read.plan) == channels(framed.plan))
    // Every track is the animator's own spring or curve, not one identified from frames (the
    // released card's dimming alpha and corner radius, held at 0 by the overshoot limit past the
    // end, too: the spring ends where the limit holds them); a keyed channel only where the frame
    // path keys it too.
    #expect(
      read.plan.tracks.contains { if case .keyframes = $0.animation.curve { false } else { true } })
    for track in read.plan.tracks {
      let other = try #require(framed.plan.track(track.view, track.channel))
      switch (track.animation.curve, motion.shape) {
      case (.keyframes, _):
        guard case .keyframes = other.animation.curve else {
          Issue.record(
            "\(track.view) \(track.channel): keyed \(track.animation.curve), the frame path found \(other.animation.curve)"
          )
          continue
        }
      case (.spring(_, _, let spring, _), .spring(let own, _)):
        #expect(spring == own.spring, "\(track.view) \(track.channel)")
      case (.basic(_, _, let timing), .curve(let own, _, _, _)):
        #expect(timing == own, "\(track.view) \(track.channel)")
      default:
        Issue.record("\(track.view) \(track.channel): \(track.animation.curve)")
      }
      #expect(abs(track.endValue - other.endValue) <= 1e-9 * max(1, abs(other.endValue)))
    }
    // What the render server draws, at 960 Hz: the engine's values (a third copy stepped at
    // 960 Hz), and the frame path's plan, within the tolerance, also between the frame before
    // a spring's end and its end (the frame path notes an animator's end falling on a frame,
    // rounded a little after it: `RenderPlanner.noteEnd`).
    let begin = read.plan.beginTime
    let atEnd = try #require(read.twin.scene).host.published
    for step in 1...Int((read.plan.duration * 960).rounded()) {
      let time = begin + Double(step) / 960
      _ = engine.tick(mediaTime: time)
      for view in engine.host.published.views {
        for channel in RenderChannel.allCases {
          guard let drawn = read.plan.value(of: view.id, channel, at: time) else { continue }
          let error = abs(channel.value(of: view.onScreen) - drawn)
          #expect(
            error <= channel.tolerance,
            "\(test) \(view.id) \(channel) at +\(Double(step) / 960): \(drawn) vs the engine")
        }
      }
      for track in read.plan.tracks {
        // A view that leaves at the end (a dismissal): between the two tracks' ends, the frame
        // path holds it from its last frame, the read plan moves it on to its motion's end (as
        // the engine does, above). Every other view: at every time.
        let other = try #require(framed.plan.track(track.view, track.channel))
        let ends = [track.animation, other.animation].map { $0.beginTime + $0.duration }
        if atEnd[track.view] == nil, let early = ends.min(), let late = ends.max(), time > early,
          time <= late
        {
          continue
        }
        let drawn = try #require(read.plan.value(of: track.view, track.channel, at: time))
        let planned = try #require(framed.plan.value(of: track.view, track.channel, at: time))
        #expect(
          abs(drawn - planned) <= track.channel.tolerance,
          "\(test) \(track.view) \(track.channel) at +\(Double(step) / 960): \(drawn) vs \(planned)"
        )
      }
    }
    // Both twins end in the same state, and the live scene catching up ends as its twin: bit
    // for bit.
    let readTwin = try #require(read.twin.scene)
    let framedTwin = try #require(framed.twin.scene)
    #expect(readTwin.host.currentTime == framedTwin.host.currentTime)
    #expect(
      readTwin.host.published.views.map(\.onScreen)
        == framedTwin.host.published.views.map(\.onScreen))
    let live = try #require(read.live.scene)
    _ = live.renderServerFinished(mediaTime: read.plan.endTime)
    #expect(live.host.currentTime == readTwin.host.currentTime)
    #expect(
      live.host.published.views.map(\.onScreen) == readTwin.host.published.views.map(\.onScreen))
  }

  /// A run with nothing to read falls back to the frame path: every frame stepped, the plan
  /// exactly the frame path's.
  @Test(arguments: framed)
  func aRunWithNothingToReadFallsBackToTheFramePath(_ test: Case) throws {
    let style = try test.style()
    let steps = Self.steps(test.run)
    let read = try Self.commit(style, steps, readingSprings: true)
    let framed = try Self.commit(style, steps, readingSprings: false)
    #expect(read.plan == framed.plan)
    #expect(read.stepped == framed.stepped)
    #expect(read.stepped == Int((framed.plan.duration * 120).rounded()), "\(read.stepped)")
  }
}
