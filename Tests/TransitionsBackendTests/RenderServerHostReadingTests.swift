import Motion
import Stage
import Testing
import TransitionsPreview
import TransitionsTestSupport

@testable import Transitions
@testable import TransitionsBackend
@testable import TransitionsPlayback

/// Issue 30's reading for the other hosts: a navigation stack's, a container's and a tab bar's
/// runs are read from their animator (``SceneContent/readsClosedFormRuns``) where they can be.
/// At every commit point of every gallery scenario of those transitions, the same host is played
/// twice, committing once reading and once frame by frame (``MirroredScene/readsSprings`` off):
/// the two plans end at the same time with the same events and end values, and draw the same
/// values within the tolerance at 960 Hz. Some plans of each kind are read (the twin steps a few
/// frames); a container's run with a selection queued behind it is not.
@MainActor
@Suite struct RenderServerHostReadingTests {
  struct Count {
    var plans = 0
    var read = 0
  }

  @Test func navigationRunsReadDrawAsTheFramePath() throws {
    let count = try Self.compare(.navigation) {
      try TwinnedHosts.navigation($0.script, twinned: true).0
    }
    #expect(count.read > 0, "\(count)")
  }

  @Test func containerRunsReadDrawAsTheFramePath() throws {
    let count = try Self.compare(.container) {
      try TwinnedHosts.container($0.script, twinned: true)
    }
    #expect(count.read > 0, "\(count)")
  }

  @Test func tabRunsReadDrawAsTheFramePath() throws {
    let count = try Self.compare(.tab) { try TwinnedHosts.tab($0.script, twinned: true).0 }
    #expect(count.read > 0, "\(count)")
  }

  /// A selection made while a container's run is under way is queued behind it: the plan made
  /// then is stepped, every frame (its next run begins by itself at the end).
  @Test func aContainersRunWithASelectionQueuedIsStepped() throws {
    let scenario = try #require(
      RenderServerHostProofTests.scenarios(.container).first {
        $0.name.contains("select-during-transition")
      })
    let player = try TwinnedHosts.container(scenario.script, twinned: true)
    var queued = 0
    for point in player.commitPoints {
      let live = try TwinnedHosts.container(scenario.script, twinned: true)
      live.play(through: point, committing: point)
      let scene = live.host.scene
      guard let plan = scene.committedPlan, !scene.content.readsClosedFormRuns else { continue }
      queued += 1
      #expect(scene.framesSteppedByLastPlan >= Int((plan.duration * 120).rounded()))
    }
    #expect(queued > 0)
  }

  static func compare<Content>(
    _ kind: TransitionKind, make: (Scenario) throws -> HostScriptPlayer<Content>
  ) throws -> Count {
    var count = Count()
    for scenario in RenderServerHostProofTests.scenarios(kind) {
      for point in try make(scenario).commitPoints {
        let name = "\(scenario.name) input \(point)"
        let read = try make(scenario)
        let framed = try make(scenario)
        let reference = try make(scenario)
        framed.host.scene.readsSprings = false
        read.play(through: point, committing: point)
        framed.play(through: point, committing: point)
        reference.play(through: point)
        let a = read.host.scene.committedPlan
        let b = framed.host.scene.committedPlan
        #expect((a == nil) == (b == nil), "\(name)")
        guard let a, let b else { continue }
        count.plans += 1
        let frames = Int((b.duration * 120).rounded())
        try expectSame(a, b, name)
        // A stepped plan is the frame path's; a read one is also checked between frames.
        guard read.host.scene.framesSteppedByLastPlan < frames - 1 else { continue }
        count.read += 1
        expectEngine(a, reference.host.scene, until: read.nextInputTime, name)
      }
    }
    print("HOST READING \(kind): \(count)")
    return count
  }

  /// Two plans of the same run: the same end, events, moving channels and end values; the same
  /// values at every frame of the plans' 120 Hz grid while the read track's animation runs,
  /// within each channel's tolerance. (After it both show the end value; a view leaving at its
  /// end is drawn by the read plan moving on to its motion's end, by the frame path's held from
  /// its last frame.)
  static func expectSame(_ read: RenderPlan, _ framed: RenderPlan, _ name: String) throws {
    #expect(read.duration == framed.duration, "\(name)")
    #expect(read.beginTime == framed.beginTime, "\(name)")
    #expect(read.events == framed.events, "\(name)")
    func channels(_ plan: RenderPlan) -> Set<String> {
      Set(plan.tracks.map { "\($0.view) \($0.channel)" })
    }
    #expect(channels(read) == channels(framed), "\(name)")
    for track in read.tracks {
      guard let other = framed.track(track.view, track.channel) else { continue }
      #expect(
        abs(track.endValue - other.endValue) <= 1e-9 * max(1, abs(other.endValue)),
        "\(name) \(track.view) \(track.channel)")
      for frame in 0..<Int((read.duration * 120).rounded()) {
        let time = read.beginTime + Double(frame) / 120
        guard time < track.animation.beginTime + track.animation.duration - 1e-9 else { continue }
        let drawn = try #require(read.value(of: track.view, track.channel, at: time))
        let planned = try #require(framed.value(of: track.view, track.channel, at: time))
        #expect(
          abs(drawn - planned) <= track.channel.tolerance,
          "\(name) \(track.view) \(track.channel) at frame \(frame): \(drawn) vs \(planned)")
      }
    }
  }

  /// The read plan against the engine (`scene`, not committed, at the plan's begin) stepped at
  /// 960 Hz up to the plan's end or the next input: every channel the plan draws within its
  /// tolerance.
  static func expectEngine<Content>(
    _ plan: RenderPlan, _ scene: MirroredScene<Content>, until next: Double?, _ name: String
  ) {
    let end = min(plan.endTime, next ?? .infinity)
    var step = 1
    while plan.beginTime + Double(step) / 960 <= end + 1e-9 {
      let time = plan.beginTime + Double(step) / 960
      _ = scene.tick(mediaTime: time)
      for view in scene.host.published.views {
        for channel in RenderChannel.allCases {
          guard let drawn = plan.value(of: view.id, channel, at: time) else { continue }
          #expect(
            abs(channel.value(of: view.onScreen) - drawn) <= channel.tolerance,
            "\(name) \(view.id) \(channel) at +\(Double(step) / 960): \(drawn) vs the engine")
        }
      }
      step += 1
    }
  }
}
