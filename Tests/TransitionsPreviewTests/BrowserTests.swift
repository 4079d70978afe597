import Foundation
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport

/// Opens `html` in headless Chromium through `Browser/gallery_check.py` and returns its report,
/// or `nil` (after recording why) when no browser can run. The page, the screenshot and
/// everything the browser and its driver write (its profile, its singleton socket folders, the
/// driver's scoped folders: their TMPDIR is a folder of the test's own) live in a temporary
/// folder removed afterwards, and the test expects nothing left behind in the temporary root.
/// TRANSITIONS_BROWSER_SCREENSHOT=FILE keeps a copy of the screenshot.
func browserReport(of html: String, checking scenario: String? = nil) throws -> [String: Any]? {
  guard BrowserEnvironment.isAvailable, let python = BrowserEnvironment.python else {
    Issue.record(
      "TRANSITIONS_REQUIRE_BROWSER=1 but no browser ran: missing \(BrowserEnvironment.missing)")
    return nil
  }
  let root = FileManager.default.temporaryDirectory
  let rootBefore = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
  // Short names: Chromium's singleton socket, TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket,
  // must fit a Unix socket path (107 bytes), or the browser exits at launch.
  let directory = root.appendingPathComponent("tb-\(UUID().uuidString.prefix(8))")
  let browserTemporary = directory.appendingPathComponent("t")
  try FileManager.default.createDirectory(at: browserTemporary, withIntermediateDirectories: true)
  let report: [String: Any]
  do {
    defer { try? FileManager.default.removeItem(at: directory) }
    report = try runBrowser(
      python, on: html, in: directory, temporary: browserTemporary, checking: scenario)
  }
  // Nothing the browser run created outlives it: its folder is gone, and no folder of the
  // browser's or its driver's appeared beside it (other tests' files may come and go there).
  #expect(!FileManager.default.fileExists(atPath: directory.path))
  let created = try BrowserEnvironment.leftovers(
    in: root, since: rootBefore, folder: directory.lastPathComponent)
  #expect(created.isEmpty, "left in \(root.path): \(created)")
  return report
}

/// Runs the Selenium script on `html` written into `directory`, with the browser's and the
/// driver's TMPDIR set to `temporary`.
private func runBrowser(
  _ python: String, on html: String, in directory: URL, temporary: URL, checking scenario: String?
) throws -> [String: Any] {
  let page = directory.appendingPathComponent("index.html")
  try html.write(to: page, atomically: true, encoding: .utf8)
  let screenshot = directory.appendingPathComponent("screenshot.png")
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Browser/gallery_check.py")

  let result = try BrowserEnvironment.run(
    python, [script.path, page.path, screenshot.path] + (scenario.map { [$0] } ?? []),
    outputIn: directory, environment: ["TMPDIR": temporary.path])
  try #require(result.status == 0, "the Selenium script failed: \(result.error)")
  let line = try #require(result.output.split(separator: "\n").last)
  let report = try #require(
    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  #expect(FileManager.default.fileExists(atPath: screenshot.path))
  if let keep = ProcessInfo.processInfo.environment["TRANSITIONS_BROWSER_SCREENSHOT"] {
    try? FileManager.default.removeItem(atPath: keep)
    try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
  }
  return report
}

@Suite struct BrowserTests {
  @Test(
    .enabled(
      if: BrowserEnvironment.isAvailable || BrowserEnvironment.isRequired,
      "skipped: no browser installed (needs chromium, chromium-driver and selenium; .ci/run installs them)"
    ))
  func galleryPlaysInARealBrowser() throws {
    guard let report = try browserReport(of: GalleryPage().html(sampleSections())) else { return }
    #expect(report["errors"] as? [String] == [], "console errors")
    #expect(report["scenarios"] as? Int == 3)
    #expect(report["previews"] as? Int == 3)
    #expect(report["charts"] as? Int == 3)
    #expect(
      report["names"] as? [String] == [
        "pullDown-present", "pullDown-present-30", "modal-interactive",
      ])
    // Play advances the counter and brings the presented view in (it starts out of the window).
    #expect(report["counterBefore"] as? String == "frame 1 / 61 · 0.000 s")
    let playing = try #require(report["counterPlaying"] as? String)
    #expect(playing != "frame 1 / 61 · 0.000 s" && playing.hasPrefix("frame "))
    #expect(report["presentedYBefore"] is NSNull)
    let y = try #require(report["presentedYPlaying"] as? Double)
    #expect(y > -844 && y <= 0)
    // The scrubber seeks; step moves one frame.
    #expect(report["frameAfterSeek"] as? String == "12")
    #expect(report["counterAfterSeek"] as? String == "frame 13 / 61 · 0.200 s")
    #expect(report["frameAfterStep"] as? String == "13")
  }

  /// The page the gallery command writes, from the engine's catalogue and timelines.
  @MainActor
  @Test(
    .enabled(
      if: BrowserEnvironment.isAvailable || BrowserEnvironment.isRequired,
      "skipped: no browser installed (needs chromium, chromium-driver and selenium; .ci/run installs them)"
    ))
  func engineGalleryPlaysInARealBrowser() throws {
    let player = ScenarioPlayer()
    let sections = try Gallery.play(TransitionCatalogue.descriptions) { try player.play($0) }
    let names = sections.flatMap(\.entries).map(\.scenario.name)
    // Playback is checked on the first present, whose presented view moves.
    let present = try #require(names.first { $0.hasSuffix("-present") })
    guard let report = try browserReport(of: GalleryPage().html(sections), checking: present)
    else { return }
    #expect(report["checked"] as? String == present)
    #expect(report["errors"] as? [String] == [], "console errors")
    #expect(report["names"] as? [String] == names)
    #expect(report["previews"] as? Int == names.count)
    #expect(report["charts"] as? Int == names.count)
    // Playing moves the presented view and the counter.
    let before = try #require(report["counterBefore"] as? String)
    let playing = try #require(report["counterPlaying"] as? String)
    #expect(before.hasPrefix("frame 1 / ") && playing != before)
    let yBefore = report["presentedYBefore"] as? Double
    let yPlaying = try #require(report["presentedYPlaying"] as? Double)
    #expect(yBefore != yPlaying)
    #expect(report["frameAfterSeek"] as? String == "12")
    #expect(report["frameAfterStep"] as? String == "13")
    // Only the scenarios with scrolling content draw their list; the page's player puts the
    // rows where the Swift renderer does (frame 30, to the 0.1 pt the frame data keeps).
    let rows = try #require(report["contentRows"] as? [String: Int])
    #expect(
      Set(rows.keys) == [
        "modal-scroll-hand-off", "sheet-scroll-expands-then-scrolls",
        "sheet-scroll-hands-off-to-dismissal",
      ])
    // The page's player draws the popover's arrow as the Swift renderer's triangle (to the
    // 0.1 pt the frame data keeps), not as a rectangle.
    let arrowEntry = try #require(
      sections.flatMap(\.entries).first { $0.scenario.name == "popover-arrow-left" })
    let arrowFrame = try #require(arrowEntry.timeline.frames.last)
    let arrowView = try #require(arrowFrame.view(.arrow))
    let triangle = try #require(FrameRenderer.arrowTriangle(of: arrowView, in: arrowFrame))
    #expect(report["arrowFrame"] as? String == String(arrowEntry.timeline.frames.count - 1))
    #expect(report["arrowRects"] as? Int == 0)
    let arrowPoints = try #require(report["arrowPoints"] as? String).split(separator: " ").map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    #expect(arrowPoints.count == 3)
    for (point, expected) in zip(arrowPoints, triangle) {
      #expect(point.count == 2)
      #expect(abs((point.first ?? .nan) - expected.x) <= 0.051, "\(arrowPoints) \(triangle)")
      #expect(abs((point.last ?? .nan) - expected.y) <= 0.051, "\(arrowPoints) \(triangle)")
    }
    let handOff = try #require(
      sections.flatMap(\.entries).first { $0.scenario.name == "modal-scroll-hand-off" })
    let presented = try #require(handOff.timeline.frames[30].view("presented"))
    let expected = ContentRows.rows(
      in: presented.frame, scale: presented.scale,
      offset: try #require(presented.contentOffset)
    ).map(\.rect.minY)
    let drawn = try #require(report["handOffRowTops"] as? [Double])
    #expect(drawn.count == expected.count && !drawn.isEmpty)
    for (a, b) in zip(drawn, expected) { expectApproximately(a, b, absolute: 0.051) }
  }
}
