import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// Issue 30's plan of a physics run: after the finger lifts (or a button starts the shade), the
/// run is moved by its dynamics world alone, so the plan advances that world by itself, frame by
/// frame and contact to contact, instead of running the whole engine frame on the twin
/// (`PhysicsRun`). Each case plans the same run both ways, on two pairs of scenes given the same
/// calls: the plan read is the frame path's, bit for bit, with the same events, and both twins
/// end in the same state.
@MainActor
@Suite struct RenderServerPhysicsReadingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var options: [String: OptionValue] = [:]
    var run: String
    var testDescription: String { name }
  }

  /// The shade's gallery runs (`ScenarioCatalogue+Shade`: its drive and extras): a button's
  /// presentation, with the 0.6 s time cap, with UIKit-compatible physics, critically damped; a
  /// button's dismissal; a drag's dismissal released slowly and flicked; the presentation
  /// grabbed 0.25 s in (the drive's grab point) and flicked down.
  nonisolated static let cases: [Case] = [
    Case(name: "shade-present", run: "button"),
    Case(name: "shade-time-cap", options: ["timeCap": .number(0.6)], run: "button"),
    Case(
      name: "shade-uikit-compatible", options: ["physics": .string("uikitCompatible")],
      run: "button"),
    Case(name: "shade-damped", options: ["dampingRatio": .number(1)], run: "button"),
    Case(name: "shade-dismiss", run: "dismiss"),
    Case(name: "shade-dismiss-drag", run: "dismissDrag"),
    Case(name: "shade-dismiss-flick", run: "dismissFlick"),
    Case(name: "shade-grab", run: "grab"),
  ]

  static func steps(_ run: String) -> [(PlainStage) -> Void] {
    let x = 195.0
    func pan(from y: Double, by dy: Double, frames: Int) -> [(PlainStage) -> Void] {
      var steps: [(PlainStage) -> Void] = [{ $0.touch(.began, at: Point(x: x, y: y)) }]
      for step in 1...frames {
        steps.append { stage in
          stage.frame()
          stage.touch(.moved, at: Point(x: x, y: y + dy * Double(step) / Double(frames)))
          if stage.actions.contains(.dismiss), stage.scene?.content.toolkitOperation == nil {
            stage.dismiss()
            stage.attach(.interactive)
          }
        }
      }
      steps.append { $0.touch(.ended, at: Point(x: x, y: y + dy)) }
      return steps
    }
    let button: [(PlainStage) -> Void] = [{ $0.present() }, { $0.attach(.interruptible) }]
    let presented = button + [{ $0.run(5) }, { $0.uikitEnded() }, { $0.actions.removeAll() }]
    switch run {
    case "dismiss": return presented + [{ $0.dismiss() }, { $0.attach(.interruptible) }]
    case "dismissDrag": return presented + pan(from: 820, by: -300, frames: 20)
    case "dismissFlick": return presented + pan(from: 820, by: -300, frames: 3)
    case "grab": return button + [{ $0.run(0.25) }] + pan(from: 744, by: 60, frames: 3)
    default: return button
    }
  }

  /// The live scene, its twin and the plan committed, read or planned frame by frame.
  static func commit(
    _ style: TransitionStyle, _ steps: [(PlainStage) -> Void], reading: Bool
  ) throws -> (live: PlainStage, twin: PlainStage, plan: RenderPlan, stepped: Int) {
    // The fast path's switch (`readsSprings`) covers the physics read too.
    try RenderServerSpringReadingTests.commit(style, steps, readingSprings: reading)
  }

  @Test(arguments: cases)
  func aPhysicsRunsPlanIsReadFromItsWorldAndIsTheFramePathsPlan(_ test: Case) throws {
    let style = try TransitionCatalogue.style(for: "shade", options: test.options)
    let steps = Self.steps(test.run)
    let read = try Self.commit(style, steps, reading: true)
    let framed = try Self.commit(style, steps, reading: false)
    let frames = Int((framed.plan.duration * 120).rounded())
    #expect(framed.stepped == frames)
    #expect(frames > 30, "\(test): a physics run of \(frames) frames")
    // Most frames read, not stepped: the first, the one handed back, and the rest's.
    #expect(read.stepped * 3 < frames, "\(test): \(read.stepped) of \(frames) frames stepped")
    // The same plan: every track, key and timing function, the contacts' frames, the events
    // (the haptics at the contacts, the end), to the bit.
    #expect(read.plan.breakFrames == framed.plan.breakFrames, "\(test)")
    #expect(read.plan.events == framed.plan.events, "\(test)")
    #expect(read.plan.tracks == framed.plan.tracks, "\(test)")
    #expect(read.plan == framed.plan, "\(test)")
    if test.name == "shade-present" {
      #expect(
        read.plan.events.contains { if case .haptic = $0.action { true } else { false } },
        "\(test): the contacts' haptics are in the plan")
      #expect(!read.plan.breakFrames.isEmpty, "\(test): the contacts' frames")
    }
    // Both twins end in the same state, bit for bit; the live scene catching up ends as its twin.
    let readTwin = try #require(read.twin.scene)
    let framedTwin = try #require(framed.twin.scene)
    #expect(readTwin.host.currentTime == framedTwin.host.currentTime)
    #expect(
      readTwin.host.published.views.map(\.onScreen)
        == framedTwin.host.published.views.map(\.onScreen))
    #expect(readTwin.content.isOver == framedTwin.content.isOver)
    #expect(readTwin.isTwin(framedTwin) && framedTwin.isTwin(readTwin))
    let live = try #require(read.live.scene)
    read.live.actions += live.renderServerFinished(mediaTime: read.plan.endTime)
    #expect(live.host.currentTime == readTwin.host.currentTime)
    #expect(
      live.host.published.views.map(\.onScreen) == readTwin.host.published.views.map(\.onScreen))
    let framedLive = try #require(framed.live.scene)
    framed.live.actions += framedLive.renderServerFinished(mediaTime: framed.plan.endTime)
    #expect(read.live.actions == framed.live.actions, "\(test): what the toolkit hears")
  }

  /// Planned twice on the same scenes' planner storage, the read plan is the same (nothing left
  /// from the plan before), and the twin reads the world only once a finger has lifted: with
  /// the switch off, every frame is stepped.
  @Test func theSwitchOffStepsEveryFrame() throws {
    let style = try TransitionCatalogue.style(for: "shade")
    let framed = try Self.commit(style, Self.steps("dismissFlick"), reading: false)
    #expect(framed.stepped == Int((framed.plan.duration * 120).rounded()))
  }
}
