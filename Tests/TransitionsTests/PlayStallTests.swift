import Motion
import Testing
import Transitions
import TransitionsPlayback

/// Issue 30's proof in `transitions play` (`PLAY.md`, "Main-thread stalls and the render
/// server"): a 250 ms stall right after a release freezes the frame-by-frame card, then it
/// jumps; with the render server the committed run draws the trajectory it draws with no stall,
/// which is the engine's within the tolerances (0.25 pt, 0.25°, 0.005 of alpha and scale). A
/// finger landing on a committed run takes it back with no jump (≤ 0.5 pt).
@MainActor
struct PlayStallTests {
  static let release = 0.4
  static let stall = Stall(at: release, duration: 0.25)

  /// The card, presented, flung down from 0.3 s: released at 0.4 s, it dismisses.
  static func fling(renderServer: Bool, stalls: [Stall] = [], then more: [ScriptEvent] = [])
    -> Script
  {
    Script(
      transition: "card", until: 1.5, start: .presented,
      events: [
        ScriptEvent(
          at: 0.3,
          .drag(Drag(from: Point(x: 195, y: 400), to: Point(x: 195, y: 520), duration: 0.1)))
      ] + more, renderServer: renderServer, stalls: stalls)
  }

  static func top(_ frame: Timeline.Frame) -> Double {
    frame.view(.presented)?.frame.origin.y ?? .nan
  }

  /// Every view of `a` on screen is in `b` on screen, within the issue's tolerances.
  static func expectSameScreen(
    _ a: Timeline.Frame, _ b: Timeline.Frame, _ note: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      a.views.filter(\.isVisible).map(\.role) == b.views.filter(\.isVisible).map(\.role),
      "\(note): the same views on screen", sourceLocation: sourceLocation)
    for view in a.views where view.isVisible {
      guard let other = b.view(view.role) else { continue }
      let lengths =
        [
          view.frame.origin.x - other.frame.origin.x, view.frame.origin.y - other.frame.origin.y,
          view.frame.size.width - other.frame.size.width,
          view.frame.size.height - other.frame.size.height,
          view.cornerRadius - other.cornerRadius,
        ].map(abs).max() ?? 0
      #expect(lengths <= 0.25, "\(note) \(view.role)", sourceLocation: sourceLocation)
      #expect(abs(view.alpha - other.alpha) <= 0.005, "\(note) \(view.role) alpha")
      #expect(abs(view.scale - other.scale) <= 0.005, "\(note) \(view.role) scale")
      #expect(abs(view.rotation - other.rotation) <= 0.25 * .pi / 180, "\(note) \(view.role)")
    }
  }

  @Test func aStallAfterAReleaseFreezesTheFramesButNotTheCommittedRun() throws {
    let player = ScenarioPlayer()
    let engine = try player.play(Self.fling(renderServer: false))
    let frozen = try player.play(Self.fling(renderServer: false, stalls: [Self.stall]))
    let committed = try player.play(Self.fling(renderServer: true))
    let committedStalled = try player.play(Self.fling(renderServer: true, stalls: [Self.stall]))
    #expect(engine.frames.count == 91)
    var movedDuringStall = 0.0
    var jump = 0.0
    let atRelease = try #require(frozen.frames.first { $0.time == Self.release })
    for (index, reference) in engine.frames.enumerated() {
      let t = reference.time
      // The committed run draws the same with the stall as without, and that is the engine's.
      #expect(committedStalled.frames[index].views == committed.frames[index].views, "t \(t)")
      Self.expectSameScreen(committedStalled.frames[index], reference, "t \(t)")
      if t > Self.stall.at, t < Self.stall.end {
        #expect(committedStalled.frames[index].drawnBy == .renderServer)
        // Frame by frame: the screen keeps the last frame before the stall.
        #expect(frozen.frames[index].views == atRelease.views, "frozen at \(t)")
        movedDuringStall = max(movedDuringStall, abs(Self.top(reference) - Self.top(atRelease)))
      } else if t >= Self.stall.end, jump == 0 {
        jump = abs(Self.top(frozen.frames[index]) - Self.top(atRelease))
        // Once the main thread runs again it shows the engine's frame.
        #expect(frozen.frames[index] == reference)
      }
      #expect(frozen.frames[index].drawnBy == nil)
    }
    #expect(movedDuringStall > 300, "the card moves \(movedDuringStall) pt during the stall")
    #expect(jump > 300, "frame by frame it jumps \(jump) pt when the stall ends")
    // Who drew each frame: the engine until the release, the render server until the run ends.
    let drawers = committedStalled.frames.map { ($0.time, $0.drawnBy) }
    #expect(drawers.allSatisfy { $0.1 != nil && $0.1 != .stalled })
    #expect(drawers.filter { $0.0 < Self.release }.allSatisfy { $0.1 == .engine })
    let types = committedStalled.events.map(\.kind.type)
    #expect(types.contains("committed") && types.contains("stall"))
    let commit = try #require(committedStalled.events.first { $0.kind.type == "committed" })
    #expect(commit.time == Self.release)
    guard case .committed(let until, let views) = commit.kind else { return }
    #expect(views == 3)
    #expect(abs(until - 0.95) < 1.0 / 60)
    // The events are the engine's, at its times within a frame (the plan's frames are 1/120 s).
    let own = committedStalled.events.filter { !["committed", "stall"].contains($0.kind.type) }
    #expect(own.map(\.kind.type) == engine.events.map(\.kind.type))
    for (a, b) in zip(own, engine.events) { #expect(abs(a.time - b.time) <= 1.0 / 60) }
    // And the frame-by-frame play's events are the engine's, with the stall's.
    #expect(frozen.events.filter { $0.kind.type != "stall" } == engine.events)
    #expect(frozen.events.contains(Timeline.Event(time: 0.4, kind: .stall(duration: 0.25))))
  }

  /// A finger landing on the committed run: `reclaimed`, and the card is where the render
  /// server showed it (≤ 0.5 pt), then follows the finger.
  @Test(arguments: [27, 30, 33, 35])
  func aGrabOfACommittedRunTakesItBackWithNoJump(frame: Int) throws {
    let t = Double(frame) / 60
    let grab = [
      ScriptEvent(at: t, .touch(.down, Point(x: 195, y: 800))),
      ScriptEvent(at: t + 0.1, .touch(.move, Point(x: 195, y: 760))),
      ScriptEvent(at: t + 0.2, .touch(.up, Point(x: 195, y: 760))),
    ]
    let player = ScenarioPlayer()
    let free = try player.play(Self.fling(renderServer: true))
    let grabbed = try player.play(Self.fling(renderServer: true, then: grab))
    #expect(free.frames[frame].drawnBy == .renderServer)
    #expect(grabbed.frames[frame].drawnBy == .engine)
    let jump = abs(Self.top(grabbed.frames[frame]) - Self.top(free.frames[frame]))
    #expect(jump <= 0.5, "grabbed at \(t) s: \(jump) pt")
    let reclaimed = grabbed.events.filter { $0.kind.type == "reclaimed" }
    #expect(reclaimed == [Timeline.Event(time: t, kind: .reclaimed(views: 3))])
    // Held, it stays with the finger, 40 pt up after the move.
    let moved = try #require(grabbed.frames.first { $0.time >= t + 0.1 })
    #expect(abs(Self.top(moved) - (Self.top(grabbed.frames[frame]) - 40)) <= 0.5)
    // Released again, the rest is committed again.
    #expect(grabbed.events.filter { $0.kind.type == "committed" }.count == 2)
  }

  /// Neither the played stage nor any twin a plan was made on outlives the play.
  @Test func noStageOutlivesAPlayWithTheRenderServer() throws {
    final class Weak {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }
    var stages: [Weak] = []
    var player = ScenarioPlayer()
    player.stageObserver = { stages.append(Weak($0)) }
    let grab = [
      ScriptEvent(at: 0.5, .touch(.down, Point(x: 195, y: 800))),
      ScriptEvent(at: 0.6, .touch(.up, Point(x: 195, y: 800))),
    ]
    let timeline = try player.play(
      Self.fling(renderServer: true, stalls: [Self.stall], then: grab))
    #expect(timeline.events.filter { $0.kind.type == "committed" }.count == 2)
    // The played stage and one twin per commit.
    #expect(stages.count == 3)
    #expect(stages.allSatisfy { $0.object == nil })
  }

  /// Touches stamped inside a stall reach the engine when it ends, with their own time stamps:
  /// a drag made entirely during the stall is released at the velocity it had.
  @Test func touchesInsideAStallAreDeliveredAtItsEndWithTheirOwnTimes() throws {
    let player = ScenarioPlayer()
    let plain = try player.play(Self.fling(renderServer: false))
    let stalled = try player.play(
      Self.fling(renderServer: false, stalls: [Stall(at: 0.25, duration: 0.3)]))
    let ended = { (timeline: Timeline) in
      timeline.events.first { $0.kind.type == "interactionEnded" }
    }
    #expect(ended(stalled) == ended(plain))
    #expect(ended(stalled)?.time == 0.4)
    // Nothing moved on screen before the stall's end; then the engine's frame.
    for frame in stalled.frames where frame.time < 0.55 {
      #expect(frame.views == stalled.frames[0].views, "t \(frame.time)")
    }
    let after = try #require(stalled.frames.firstIndex { $0.time >= 0.55 })
    #expect(stalled.frames[after] == plain.frames[after])
  }

  @Test func theOutputSaysWhoDrewEachFrameInJSONAndCSV() throws {
    let timeline = try ScenarioPlayer().play(
      Self.fling(renderServer: true, stalls: [Stall(at: 0.2, duration: 0.05)]))
    let json = timeline.json()
    #expect(json.contains(#""touch":null,"drawnBy":"engine"}"#))
    #expect(json.contains(#""drawnBy":"renderServer"}"#))
    #expect(json.contains(#""drawnBy":"stalled"}"#))
    #expect(json.contains(#"{"t":0.2,"type":"stall","duration":0.05}"#))
    #expect(json.contains(#""type":"committed","until":"#))
    let rows = timeline.csv().split(separator: "\n")
    #expect(
      rows.first
        == "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible,drawnBy"
    )
    #expect(
      rows.dropFirst().allSatisfy {
        $0.hasSuffix(",engine") || $0.hasSuffix(",renderServer") || $0.hasSuffix(",stalled")
      })
    // Without the render server, no drawnBy anywhere.
    let plain = try ScenarioPlayer().play(
      Self.fling(renderServer: false, stalls: [Stall(at: 0.2, duration: 0.05)]))
    #expect(!plain.json().contains("drawnBy"))
    #expect(
      plain.csv().hasPrefix(
        "t,phase,operation,progress,view,x,y,width,height,alpha,scale,cornerRadius,visible\n"))
  }
}
