import Foundation
import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@MainActor
struct CrossDissolveTransitionTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  /// Half the shorter side: the drag distance for full progress.
  let travel = 195.0

  func expectFullScreen(_ frame: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      abs(frame.origin.x) < 1e-9 && abs(frame.origin.y) < 1e-9
        && abs(frame.width - 390) < 1e-9 && abs(frame.height - 844) < 1e-9,
      "\(frame)", sourceLocation: sourceLocation)
  }

  @Test func aButtonPresentFadesTheScreenInWithNoMovement() throws {
    let timeline = try play("crossDissolve", frameRate: 120, until: 1, [action(.present, at: 0.1)])
    #expect(timeline.endings.map(\.completed) == [true])
    let ended = try #require(timeline.endings.first?.time)
    expectApproximately(ended, 0.1 + 0.35, absolute: 1.0 / 120)
    var alpha = -1.0
    for frame in timeline.frames where frame.phase == .transitioning {
      let presented = try #require(frame.view("presented"))
      expectFullScreen(presented.frame)
      #expect(presented.alpha >= alpha - 1e-9, "the fade only goes up")
      alpha = presented.alpha
      let presenting = try #require(frame.view("presenting"))
      expectFullScreen(presenting.frame)
      #expect(presenting.alpha == 1 && presenting.scale == 1)
    }
    #expect(try #require(timeline.frames.last?.view("presented")).alpha == 1)
  }

  /// Every direction alike: a finger held 97.5 pt away from where it went down shows progress
  /// 0.5 and alpha 0.5, whichever way it went.
  @Test(arguments: [0.0, 45, 90, 135, 180, 225, 270, 315])
  func progressIsTheDistanceInAnyDirection(degrees: Double) throws {
    let angle = degrees * .pi / 180
    let distance = 0.5 * travel
    let to = (195 + distance * cos(angle), 422 + distance * sin(angle))
    let timeline = try play(
      "crossDissolve", start: .presented, frameRate: 120, until: 1.2,
      [drag(at: 0.1, from: (195, 422), to: to, duration: 0.5, hold: 0.5, release: false)])
    let last = try #require(timeline.frames.last)
    #expect(last.phase == .transitioning)
    expectApproximately(try #require(last.progress), 0.5, absolute: 0.01)
    let presented = try #require(last.view("presented"))
    expectApproximately(presented.alpha, 0.5, absolute: 0.01)
    expectFullScreen(presented.frame)
  }

  /// Out to 60% and back to where it went down: the fade returns and the dismissal cancels.
  @Test func aDragBackTowardsWhereItBeganFadesItBackIn() throws {
    var events = [
      drag(at: 0.1, from: (195, 422), to: (195 + 0.6 * travel, 422), duration: 0.5, release: false)
    ]
    for step in 1...30 {
      let x = 195 + 0.6 * travel * (1 - Double(step) / 30)
      events.append(touch(.move, at: 0.6 + Double(step) / 60, x, 422))
    }
    events.append(touch(.up, at: 1.3, 195, 422))
    let timeline = try play("crossDissolve", start: .presented, frameRate: 120, until: 2, events)
    let peak = timeline.frames.compactMap(\.progress).max() ?? 0
    expectApproximately(peak, 0.6, absolute: 0.02)
    #expect(timeline.endings.map(\.completed) == [false])
    #expect(try #require(timeline.frames.last?.view("presented")).alpha == 1)
  }

  /// A finger catching a present and moving away takes it back: a flick away cancels it.
  @Test func aCaughtPresentIsTakenBackByAFingerMovingAway() throws {
    let timeline = try play(
      "crossDissolve", frameRate: 120, until: 1.5,
      [
        action(.present, at: 0.1),
        drag(at: 0.2, from: (195, 422), to: (95, 422), duration: 0.1),
      ])
    #expect(timeline.endings.map(\.completed) == [false])
    let caught = timeline.frames.filter { $0.time > 0.2 && $0.time < 0.3 }.compactMap(\.progress)
    #expect(caught.count > 2)
    #expect(zip(caught, caught.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "\(caught)")
    #expect(timeline.frames.last?.view("presented")?.isVisible != true)
  }

  @Test func optionsAreCheckedWithTheirPaths() {
    #expect(throws: ScriptError.self) {
      try play("crossDissolve", options: ["duration": .number(0)], [])
    }
    #expect(throws: ScriptError.self) {
      try play("crossDissolve", options: ["policy": .string("velocityDirection")], [])
    }
    do {
      _ = try play("crossDissolve", options: ["duration": .number(.infinity)], [])
      Issue.record("an infinite duration was accepted")
    } catch {
      #expect("\(error)".contains("options.duration"), "\(error)")
    }
  }
}
