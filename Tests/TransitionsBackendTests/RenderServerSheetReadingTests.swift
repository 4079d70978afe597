import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

@testable import TransitionsBackend

/// The sheet's runs read from its layout's lines (`ClosedFormRun`,
/// `SheetTransition.forEachProgressTrack`): every line shows, at every frame the read skips, the
/// engine's own value to rounding (tighter than the plan's tolerance, which a value left on the
/// line past the end would stay within), also past a completion spring's overshoot, where the
/// sheet holds the values it draws through the progress limited to 0…1 (the dimming, the
/// presenter's recede and corner radius).
@MainActor
@Suite struct RenderServerSheetReadingTests {
  @Test(arguments: ["dismiss", "sheetRelease", "sheetFlick", "present"])
  func everyLineShowsTheEnginesValueAtEveryFrame(_ run: String) throws {
    let stage = PlainStage(try TransitionCatalogue.style(for: "sheet"))
    for step in RenderServerSpringReadingTests.steps(run) { step(stage) }
    let scene = try #require(stage.scene)
    let start = scene.host.currentTime
    let read = try #require(
      ClosedFormRun(scene, start: start, interval: 1.0 / 120, limit: 10), "\(run) is read")
    if run == "sheetFlick" {
      // The completion spring overshoots: the limited lines are held at their ends there.
      #expect(read.progresses.contains { $0 > 1 })
      #expect(read.lines.contains { $0.limited?.limit == .progressInUnitRange })
    }
    // The sheet's centre is never limited.
    #expect(read.lines.allSatisfy { $0.channel != .centerY || $0.limited == nil })
    var checked = 0
    for frame in 1..<read.endFrame {
      try scene.host.tick(to: start + Double(frame) / 120)
      scene.content.frameApplied()
      let progress = read.progresses[frame]
      for line in read.lines {
        let shown = try #require(scene.host.published[line.view]?.onScreen)
        let engine = line.channel.value(of: shown)
        let value = line.shown(atProgress: progress)
        #expect(
          abs(value - engine) <= 1e-9 * max(1, abs(engine)),
          "\(run) frame \(frame) (progress \(progress)) \(line.view) \(line.channel): \(value) vs \(engine)"
        )
        checked += 1
      }
    }
    #expect(checked > read.endFrame)
  }
}
