import Foundation
import Motion
import Testing
import TransitionsPlayback
import TransitionsTestSupport
import TransitionsTesting

@testable import Transitions

/// Random sessions of the sheet — drags and flicks of any speed, taps, buttons, programmatic
/// detent changes, the keyboard showing and hiding, rotations — checked on every frame: what
/// is shown is legal, transitions complete once with balanced callbacks, and whenever the
/// sheet says it rests at a detent it is exactly there, on the keyboard or the bottom edge,
/// never above the top safe area.
@MainActor
struct SheetPropertyTests {
  /// Sessions per run: 40 by default, scaled by `TRANSITIONS_PROPERTY_RUNS`.
  static let baseRuns = 40

  @Test func randomSessionsRestExactlyAtTheirDetents() throws {
    for run in 0..<PropertyRuns.scaled(Self.baseRuns) {
      var random = SeededRandom(seed: UInt64(run) &* 104_729 &+ 20)
      let script = Self.randomScript(&random)
      weak var stage: AnyObject?
      var player = ScenarioPlayer()
      player.stageObserver = { stage = $0 }
      let timeline = try player.play(script)
      let violations = TransitionLaws.check(timeline, scenario: "run \(run)", mayEndRunning: true)
      #expect(violations.isEmpty, "\(violations)")
      try checkRestingFrames(timeline, script: script, run: run)
      #expect(stage == nil, "run \(run): the stage outlived the play")
    }
  }

  /// Every frame that says the sheet rests at a detent shows it exactly there.
  func checkRestingFrames(_ timeline: Timeline, script: Script, run: Int) throws {
    let options = try #require(
      TransitionCatalogue.description(of: "sheet").map {
        try TransitionCatalogue.resolve(script.options, for: $0)
      })
    let configuration = SheetTransition.Configuration(options: options)
    var safeArea = script.safeArea
    var resizes = script.events.compactMap { event -> (Double, EdgeInsets?)? in
      if case .resize(_, let insets) = event.kind { return (event.at, insets) }
      return nil
    }[...]
    for frame in timeline.frames {
      while let next = resizes.first, next.0 <= frame.time {
        if let insets = next.1 { safeArea = insets }
        resizes = resizes.dropFirst()
      }
      guard frame.phase == .presented, let name = frame.detent?.name,
        let sheet = frame.view("presented")
      else { continue }
      let screen = frame.screen ?? script.screen
      let label = "run \(run) t \(frame.time) at \(name)"
      guard let detent = configuration.detents.first(where: { $0.name == name }) else {
        Issue.record("\(label): not one of the sheet's detents")
        continue
      }
      let floor = frame.view("keyboard").map(\.frame.origin.y) ?? screen.height
      let height = detent.height(in: screen, safeArea: safeArea)
      let top = max(safeArea.top, floor - height)
      let expected = Rect(x: 0, y: top, width: screen.width, height: floor - top)
      let ok =
        abs(sheet.frame.origin.x - expected.origin.x) <= 1e-6
        && abs(sheet.frame.origin.y - expected.origin.y) <= 1e-6
        && abs(sheet.frame.size.width - expected.size.width) <= 1e-6
        && abs(sheet.frame.size.height - expected.size.height) <= 1e-6
      #expect(ok, "\(label): \(sheet.frame), expected \(expected)")
      #expect(sheet.alpha == 1, "\(label): alpha \(sheet.alpha)")
    }
  }

  static func randomScript(_ random: inout SeededRandom) -> Script {
    let screen = Size(
      width: Double.random(in: 320...430, using: &random),
      height: Double.random(in: 568...932, using: &random))
    let safeArea =
      Bool.random(using: &random)
      ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : .zero
    let all: [OptionValue] = [
      .number(Double.random(in: 60...200, using: &random)), .string("medium"), .string("large"),
    ]
    var chosen = all.filter { _ in Bool.random(using: &random) }
    if chosen.isEmpty { chosen = [.string("large")] }
    let detents = chosen.compactMap(SheetDetent.init)
    var options: [String: OptionValue] = ["detents": .list(chosen)]
    if Bool.random(using: &random), let pick = detents.randomElement(using: &random) {
      options["selectedDetent"] = pick.optionValue
    }
    if Bool.random(using: &random), let pick = detents.randomElement(using: &random) {
      options["largestUndimmedDetent"] = pick.optionValue
    }
    for name in ["skipsDetents", "dismissible", "grabber"] where Bool.random(using: &random) {
      options[name] = .bool(Bool.random(using: &random))
    }
    var script = Script(
      transition: "sheet", options: options, screen: screen, safeArea: safeArea,
      frameRate: [60, 120, Double.random(in: 30...240, using: &random)].randomElement(
        using: &random) ?? 60,
      reduceMotion: Bool.random(using: &random),
      start: Bool.random(using: &random) ? .presented : .idle)
    var size = screen
    var t = 0.0
    var events: [ScriptEvent] = []
    for _ in 0..<Int.random(in: 1...10, using: &random) {
      t += Double.random(in: 0...0.6, using: &random)
      func point(_ random: inout SeededRandom) -> Point {
        Point(
          x: Double.random(in: 0...size.width, using: &random),
          y: Double.random(in: -20...(size.height + 20), using: &random))
      }
      switch Int.random(in: 0..<12, using: &random) {
      case 0: events.append(ScriptEvent(at: t, .action(.present)))
      case 1: events.append(ScriptEvent(at: t, .action(.dismiss)))
      case 2:
        if let detent = detents.randomElement(using: &random) {
          events.append(ScriptEvent(at: t, .action(.selectDetent(detent))))
        }
      case 3:
        let height = Double.random(in: 100...300, using: &random)
        let duration =
          [0, 0.25, Double.random(in: 0...0.6, using: &random)].randomElement(
            using: &random) ?? 0.25
        events.append(ScriptEvent(at: t, .keyboard(.show(height: height, duration: duration))))
      case 4:
        let duration = Bool.random(using: &random) ? 0.25 : 0
        events.append(ScriptEvent(at: t, .keyboard(.hide(duration: duration))))
      case 5 where Bool.random(using: &random):
        // A rotation (keyboards stay under 300 pt, every side of the screen is at least 320).
        size = Size(width: size.height, height: size.width)
        let insets =
          size.width > size.height
          ? EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
          : EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        events.append(ScriptEvent(at: t, .resize(size, safeArea: insets)))
      case 6:
        let at = point(&random)
        let hold = Double.random(in: 0...0.3, using: &random)
        events.append(ScriptEvent(at: t, .touch(.down, at)))
        events.append(ScriptEvent(at: t + hold, .touch(.up, at)))
        t += hold
      default:
        let from = point(&random)
        let to = Point(x: from.x, y: Double.random(in: -50...(size.height + 50), using: &random))
        let duration =
          Bool.random(using: &random)
          ? Double.random(in: 0.02...0.8, using: &random)
          : pow(10, Double.random(in: -4 ... -1.5, using: &random))
        let hold = Bool.random(using: &random) ? 0 : Double.random(in: 0...0.3, using: &random)
        events.append(
          ScriptEvent(
            at: t, .drag(Drag(from: from, to: to, duration: duration, hold: hold))))
        t += duration + hold
      }
    }
    script.events = events
    script.until = min(t + 2.5, 60)
    return script
  }
}
