import Motion
import Stage
import Testing
import TransitionsPreview
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsBackend
@testable import TransitionsPlayback

/// Issue 30 for the other hosts: a navigation stack's, a container's and a tab bar controller's
/// runs planned on a ``PlanningTwin`` and committed, as UIKit's glue does. For every gallery
/// scenario of the navigation, container and tab transitions, at every lift and every button's
/// run: the plan, as the render server's model draws it, matches a reference scene played frame
/// by frame at 120 Hz within the tolerances (0.25 pt, 0.25°, 0.005) until the next input or the
/// plan's end; a plan that ends before the next input ends with the reference's actions (the
/// contexts' calls, the children's) and leaves the scene equal to its twin.
@MainActor
@Suite struct RenderServerHostProofTests {
  static func scenarios(_ kind: TransitionKind) -> [Scenario] {
    TransitionCatalogue.descriptions.filter { $0.kind == kind }.flatMap {
      ScenarioCatalogue.scenarios(for: $0)
    }
  }

  struct Measure {
    var points = 0
    var plans = 0
    var frames = 0
    var ended = 0
    var worst = 0.0
    var notCommitted: [String] = []
  }

  @Test func navigationRunsCommittedDrawTheEnginesTrajectory() throws {
    var measure = Measure()
    let scenarios = Self.scenarios(.navigation)
    #expect(scenarios.count >= 8)
    for scenario in scenarios {
      try Self.prove(scenario, &measure) {
        try TwinnedHosts.navigation(scenario.script, twinned: $0).0
      }
    }
    Self.report("navigation", measure)
  }

  @Test func containerRunsCommittedDrawTheEnginesTrajectory() throws {
    var measure = Measure()
    let scenarios = Self.scenarios(.container)
    #expect(scenarios.count >= 6)
    for scenario in scenarios {
      try Self.prove(scenario, &measure) {
        try TwinnedHosts.container(scenario.script, twinned: $0)
      }
    }
    Self.report("container", measure)
  }

  @Test func tabRunsCommittedDrawTheEnginesTrajectory() throws {
    var measure = Measure()
    let scenarios = Self.scenarios(.tab)
    #expect(scenarios.count >= 6)
    for scenario in scenarios {
      try Self.prove(scenario, &measure) { try TwinnedHosts.tab(scenario.script, twinned: $0).0 }
    }
    Self.report("tab", measure)
  }

  static func report(_ kind: String, _ measure: Measure) {
    print(
      "HOST PROOF \(kind): points \(measure.points), plans \(measure.plans), frames compared "
        + "\(measure.frames), ended before the next input \(measure.ended), worst "
        + "\(measure.worst) tolerances; not committed: \(measure.notCommitted)")
    #expect(measure.plans > 0)
    #expect(measure.worst <= 1)
  }

  /// Every commit point of `scenario`: a twinned host committing there against a reference.
  static func prove<Content>(
    _ scenario: Scenario, _ measure: inout Measure,
    make: (Bool) throws -> HostScriptPlayer<Content>
  ) throws {
    for point in try make(false).commitPoints {
      let name = "\(scenario.name) input \(point)"
      let live = try make(true)
      let reference = try make(false)
      live.play(through: point, committing: point)
      reference.play(through: point)
      measure.points += 1
      let scene = live.host.scene
      guard let plan = scene.committedPlan else {
        measure.notCommitted.append(name)
        // Nothing committed: nothing moves by itself in the reference either.
        reference.frame()
        #expect(!reference.host.scene.host.published.hasChanges, "\(name): moves, not committed")
        continue
      }
      measure.plans += 1
      #expect(!scene.needsFrames, "\(name): committed, no frames")
      var shown: [ViewID: [Double]] = [:]
      for view in scene.host.published.views {
        shown[view.id] = RenderChannel.allCases.map { $0.value(of: view.onScreen) }
      }
      let referenceStart = reference.host.actions.count
      let liveStart = live.host.actions.count
      let until = min(live.nextInputTime ?? .infinity, plan.endTime + 1e-9)
      while TwinnedHost<Content>.origin + Double(reference.nextFrame)
        * TwinnedHost<Content>.interval
        <= until
      {
        reference.frame()
        measure.frames += 1
        let time = reference.host.mediaTime
        for view in reference.host.scene.host.published.views {
          for channel in RenderChannel.allCases {
            guard
              let drawn = plan.value(of: view.id, channel, at: time)
                ?? shown[view.id]?[channel.rawValue]
            else { continue }
            let error = abs(channel.value(of: view.onScreen) - drawn)
            measure.worst = max(measure.worst, error / channel.tolerance)
            #expect(
              error <= channel.tolerance,
              "\(name) \(view.id) \(channel) at +\(time - plan.beginTime): \(drawn)")
          }
        }
      }
      guard plan.endTime <= live.nextInputTime ?? .infinity else { continue }
      // The render server's completion: the run's end, as the reference's frames made it.
      measure.ended += 1
      live.host.renderServerFinished()
      #expect(!scene.isCommitted)
      let twin = try #require(live.host.twin)
      let twinScene = try #require(twin.scene)
      #expect(twin.isInStep, "\(name): played to its end, the twin is the scene's")
      #expect(scene.isTwin(twinScene), "\(name): the scene equal to its twin")
      #expect(
        Self.toolkitCalls(live.host.actions[liveStart...])
          == Self.toolkitCalls(reference.host.actions[referenceStart...]),
        "\(name): the same calls as frame by frame")
    }
  }

  /// What the toolkit hears: the contexts', the children's and the stack's calls.
  static func toolkitCalls(_ actions: ArraySlice<BackendAction>) -> [BackendAction] {
    actions.filter {
      switch $0 {
      case .context, .child, .pop, .select, .ended: return true
      default: return false
      }
    }
  }
}
