import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// The gallery's stall scenarios (issue 30) end as their names say: for every transition, with
/// the main thread blocked 250 ms right after the release, `-stall-frames` freezes every view
/// through the stall and then jumps, while `-stall-committed` keeps moving, drawn by the render
/// server, and both end as the scenario without a stall does.
struct StallScenarioTests {
  static let pairs: [(frames: Scenario, committed: Scenario)] = TransitionCatalogue.descriptions
    .compactMap { description in
      let scenarios = ScenarioCatalogue.scenarios(for: description)
      guard let frames = scenarios.first(where: { $0.name.hasSuffix("-stall-frames") }),
        let committed = scenarios.first(where: { $0.name.hasSuffix("-stall-committed") })
      else { return nil }
      return (frames, committed)
    }

  /// How far apart two frames' views on screen are, in points (the largest corner move); a
  /// change of alpha counts 100 pt per unit (a fade, which moves nothing, changes by more than
  /// 20 "points" when its alpha changes by more than 0.2).
  static func distance(_ a: Timeline.Frame, _ b: Timeline.Frame) -> Double {
    var largest = 0.0
    for view in a.views where view.isVisible {
      guard let other = b.view(view.role), other.isVisible else { continue }
      largest = max(
        largest, 100 * abs(view.alpha - other.alpha),
        abs(view.frame.origin.x - other.frame.origin.x),
        abs(view.frame.origin.y - other.frame.origin.y),
        abs(view.frame.size.width - other.frame.size.width),
        abs(view.frame.size.height - other.frame.size.height))
    }
    return largest
  }

  @Test func everyTransitionHasItsPair() {
    #expect(Self.pairs.count == TransitionCatalogue.descriptions.count)
  }

  @MainActor @Test(arguments: 0..<pairs.count)
  func theStallScenariosEndAsTheirNamesSay(_ index: Int) throws {
    let (framesScenario, committedScenario) = Self.pairs[index]
    let stall = try #require(framesScenario.script.stalls.first)
    #expect(committedScenario.script.stalls == [stall])
    #expect(committedScenario.script.renderServer && !framesScenario.script.renderServer)
    let frames = try ScenarioPlayer().play(framesScenario.script)
    let committed = try ScenarioPlayer().play(committedScenario.script)
    let name = framesScenario.name
    let inside = frames.frames.indices.filter {
      frames.frames[$0].time > stall.at && frames.frames[$0].time < stall.end
    }
    let first = try #require(inside.first)
    let before = frames.frames[first - 1]
    // Frame by frame: frozen through the stall, then a jump.
    for index in inside { #expect(frames.frames[index].views == before.views, "\(name)") }
    let after = frames.frames[try #require(inside.last) + 1]
    #expect(Self.distance(after, before) > 20, "\(name) jumps \(Self.distance(after, before))")
    // Committed: the render server draws it moving through the stall.
    for index in inside { #expect(committed.frames[index].drawnBy == .renderServer, "\(name)") }
    let moved = Self.distance(
      committed.frames[try #require(inside.last)], committed.frames[first - 1])
    #expect(moved > 20, "\(committedScenario.name) moves \(moved) pt during the stall")
    #expect(ScenarioOutcome(frames) == framesScenario.expected)
    #expect(ScenarioOutcome(committed) == committedScenario.expected)
  }
}
