import Foundation
import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

@testable import TransitionsBackend

/// A read run skips computing the safe-area compensation at frames whose shown frame is on the
/// same sides of the inset bands as the last frame computed (`ClosedFormRun.CompensationZones`):
/// two progresses in the same zone give the same compensation, bit for bit, and the zones are
/// found for the presentations that only translate their view.
@MainActor
@Suite struct RenderServerSafeAreaZonesTests {
  static let phone = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

  static func run(_ id: String) throws -> ClosedFormRun {
    let twin = PlainStage(try TransitionCatalogue.style(for: id), safeAreaInsets: phone)
    for step in RenderServerSpringReadingTests.steps("present") { step(twin) }
    let scene = try #require(twin.scene)
    return try #require(
      ClosedFormRun(scene, start: scene.host.currentTime, interval: 1.0 / 120, limit: 10))
  }

  @Test(arguments: ["card", "modal", "pullDown"])
  func progressesInOneZoneReportTheSameCompensation(_ id: String) throws {
    let run = try Self.run(id)
    let reports = try #require(run.safeAreaReports, "a presentation with insets reports")
    let zones = try #require(reports.zones, "its view only translates")
    let runs = Int(ProcessInfo.processInfo.environment["TRANSITIONS_PROPERTY_RUNS"] ?? "") ?? 100
    var generator = SystemRandomNumberGenerator()
    var byZone: [String: EdgeInsets] = [:]
    var told = 0
    for index in 0..<(runs * 10) {
      // The run's own frames first, then random progresses (a spring's overshoot included).
      let progress =
        index < run.endFrame
        ? run.motion.progress(at: run.start + Double(index) / 120).progress
        : Double.random(in: -0.2...1.2, using: &generator)
      guard let zone = zones.zone(atProgress: progress) else { continue }
      told += 1
      let compensation = reports.compensation(atProgress: progress)
      let key = "\(zone.top) \(zone.bottom)"
      if let seen = byZone[key] {
        #expect(seen == compensation, "\(id) at \(progress): \(compensation) vs \(seen)")
      } else {
        byZone[key] = compensation
      }
    }
    #expect(told > runs, "most frames are told by their zone: \(told)")
  }

  /// An edge within the margin of a band's end is computed, not told.
  @Test func anEdgeAtABandsEndIsNotTold() {
    let band = 10.0...20.0
    let zones = ClosedFormRun.CompensationZones.self
    #expect(zones.side(20, of: band) == nil)
    #expect(zones.side(20 + 2e-6, of: band) == true)
    #expect(zones.side(10, of: band) == nil)
    #expect(zones.side(10 - 2e-6, of: band) == false)
    #expect(zones.side(15, of: band) == nil)
  }
}
