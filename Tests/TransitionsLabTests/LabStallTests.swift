import Motion
import Testing
import Transitions
import TransitionsPlayback

@testable import TransitionsLab

/// The "stall 250 ms" button (issue 30): a stall right after a run began blocks the session's
/// frames for 250 ms; committed, the page is sent the render server's model of the plan and
/// draws the same trajectory as with no stall (within `play`'s tolerances: 0.25 pt, 0.005 of
/// alpha); per frame, the page is sent nothing during the stall (its view freezes) and then a
/// jump.
@MainActor
@Suite struct LabStallTests {
  /// What the page shows after each frame tick: every role's view as last sent.
  typealias Shown = [Int: DrawnView?]

  /// The server times of the ticks, the page's views after each, and the page.
  struct Run {
    var times: [Double] = []
    var shown: [Shown] = []
    var page: SimulatedPage
    /// The index of the tick at which the stall began (its message was received), if any.
    var stalledAt: Int?
  }

  static let start = 100.0
  static let runAt = 100.05
  static let stallAt = 100.15

  /// `transition` presented at ``runAt`` on a 120 Hz page, stalled at ``stallAt`` in `mode` (or
  /// not), watched to 1.5 s.
  func run(_ transition: String, stall mode: LabStall.Mode?) -> Run {
    let page = SimulatedPage(start: Self.start, displayRate: 120)
    page.send(.configure(Script(transition: transition)))
    page.send(.input(.action(.present)), arrivingAt: Self.runAt)
    var run = Run(page: page)
    var current: Shown = [:]
    var applied = 0
    var stalled = false
    var t = Self.runAt
    while t < Self.start + 1.5 {
      t += 1 / 240
      if let mode, !stalled, t >= Self.stallAt {
        stalled = true
        page.send(.stall(mode), arrivingAt: Self.stallAt)
      }
      page.run(until: t)
      for update in page.frames[applied...] {
        if update.isKeyframe { current = [:] }
        for (role, view) in update.views { current[role] = view }
      }
      applied = page.frames.count
      if stalled, run.stalledAt == nil { run.stalledAt = run.times.count }
      run.times.append(t)
      run.shown.append(current)
    }
    return run
  }

  /// The largest difference between two pages' views, in tenths of a point (geometry) and
  /// thousandths (alpha); a view drawn on one and not the other counts as infinite.
  func difference(_ a: Shown, _ b: Shown) -> (points: Int, alpha: Int) {
    var points = 0
    var alpha = 0
    for role in Set(a.keys).union(b.keys) {
      let x = a[role] ?? nil
      let y = b[role] ?? nil
      guard let x, let y else {
        if (x == nil) != (y == nil) { return (Int.max, Int.max) }
        continue
      }
      points = max(
        points, abs(x.x - y.x), abs(x.y - y.y), abs(x.width - y.width), abs(x.height - y.height),
        abs(x.radius - y.radius))
      alpha = max(alpha, abs(x.alpha - y.alpha))
    }
    return (points, alpha)
  }

  // 0.25 pt and 0.005 of alpha, plus a quantum of each value's rounding (0.1 pt, 0.001).
  static let pointTolerance = 3
  static let alphaTolerance = 6

  @Test(arguments: ["card", "sheet", "shade"])
  func aCommittedStallDrawsTheSameTrajectory(_ transition: String) throws {
    let plain = run(transition, stall: nil)
    let stalled = run(transition, stall: .committed)
    #expect(stalled.page.errors.isEmpty, "\(stalled.page.errors)")
    let types = stalled.page.events.map { $0.string("type") }
    #expect(types.contains("stall"))
    #expect(types.contains("committed"))
    #expect(
      plain.page.events.filter { $0.string("type") == "transitionEnded" }
        == stalled.page.events.filter { $0.string("type") == "transitionEnded" })
    var worst = (points: 0, alpha: 0, at: 0.0)
    var movedInStall = 0.0
    for index in plain.times.indices {
      let d = difference(plain.shown[index], stalled.shown[index])
      if d.points > worst.points || d.alpha > worst.alpha {
        worst = (max(worst.points, d.points), max(worst.alpha, d.alpha), plain.times[index])
      }
      let t = plain.times[index]
      if t > Self.stallAt, t < Self.stallAt + LabStall.duration, index > 0 {
        let step = difference(stalled.shown[index - 1], stalled.shown[index])
        movedInStall = max(movedInStall, Double(step.points))
      }
    }
    #expect(
      worst.points <= Self.pointTolerance && worst.alpha <= Self.alphaTolerance,
      "\(transition): \(worst)")
    // The view kept moving through the stall.
    #expect(movedInStall > 0)
  }

  @Test(arguments: ["card", "sheet"])
  func aPerFrameStallFreezesThenJumps(_ transition: String) throws {
    let plain = run(transition, stall: nil)
    let stalled = run(transition, stall: .perFrame)
    #expect(stalled.page.errors.isEmpty, "\(stalled.page.errors)")
    // The stall begins at the page's last frame before its message: up to a frame before.
    let end = Self.stallAt + LabStall.duration - 1 / 120
    let began = try #require(stalled.stalledAt)
    let frozen = stalled.shown[began]
    let during = stalled.times.indices.filter { $0 > began && stalled.times[$0] < end - 0.001 }
    #expect(during.count > 50)
    // Frozen: every tick of the stall shows what the page was shown as it began.
    let moved = during.filter { stalled.shown[$0] != frozen }
    #expect(
      moved.isEmpty, "\(transition) moved during the stall at \(moved.map { stalled.times[$0] })")
    // Meanwhile the run with no stall moved.
    #expect(during.contains { difference(plain.shown[$0], frozen).points > 100 })
    let after = try #require(stalled.times.indices.first { stalled.times[$0] >= end + 1 / 120 })
    // The jump: far from where it froze, where the run with no stall is.
    #expect(difference(frozen, stalled.shown[after]).points > 100)
    let d = difference(plain.shown[after], stalled.shown[after])
    #expect(d.points <= Self.pointTolerance && d.alpha <= Self.alphaTolerance, "\(d)")
  }

  @Test func stallsAreRefusedWithAFingerDownAtRestOrDuringOne() {
    let page = SimulatedPage(start: Self.start, displayRate: 120)
    page.send(.stall(.committed))
    #expect(page.errors.last?.code == .notConfigured)
    page.send(.configure(Script(transition: "card")))
    page.run(until: Self.start + 0.5)
    page.send(.stall(.committed))
    #expect(page.errors.last?.code == .badInput)
    #expect(page.errors.last?.problem.hasPrefix("stall: nothing moves") == true)
    page.send(.input(.action(.present)))
    page.send(.stall(.perFrame))
    let count = page.errors.count
    page.touch(.down, Point(x: 195, y: 400), at: page.now + 0.01)
    #expect(page.errors.count == count + 1)
    #expect(page.errors.last?.code == .stalled)
    page.send(.stall(.committed))
    #expect(page.errors.last?.code == .stalled)
    page.run(until: page.now + 0.3)
    page.send(.input(.action(.dismiss)))
    #expect(page.errors.count == count + 2)
  }

  @Test func theStallMessageIsRead() throws {
    #expect(
      try PageMessage(Array(#"{"type":"stall","mode":"committed"}"#.utf8)) == .stall(.committed))
    #expect(
      try PageMessage(Array(#"{"type":"stall","mode":"perFrame"}"#.utf8)) == .stall(.perFrame))
    #expect(throws: LabError.self) { try PageMessage(Array(#"{"type":"stall","mode":"x"}"#.utf8)) }
    #expect(throws: LabError.self) { try PageMessage(Array(#"{"type":"stall"}"#.utf8)) }
  }
}
