import Foundation
import Testing
import Transitions
import TransitionsTestSupport

@testable import TransitionsLab

/// Runs `Browser/lab_check.py` on the lab at `url` and returns its report. The screenshot and
/// everything the browser and its driver write live in a temporary folder removed afterwards
/// (their TMPDIR is a folder of the test's own); the test expects nothing left behind in the
/// temporary root. TRANSITIONS_BROWSER_SCREENSHOT=FILE keeps a copy of the screenshot.
///
/// The script runs as a child process polled from this task, so no thread of the concurrency
/// pool, which the lab's server needs, is blocked while the browser works.
func labBrowserReport(url: String, python: String) async throws -> [String: Any] {
  let root = FileManager.default.temporaryDirectory
  let rootBefore = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
  // Short names: Chromium's singleton socket path must fit a Unix socket path (107 bytes).
  let directory = root.appendingPathComponent("tl-\(UUID().uuidString.prefix(8))")
  let temporary = directory.appendingPathComponent("t")
  try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let screenshot = directory.appendingPathComponent("lab.png")
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Browser/lab_check.py")
  let out = directory.appendingPathComponent("stdout.txt")
  let err = directory.appendingPathComponent("stderr.txt")
  _ = FileManager.default.createFile(atPath: out.path, contents: nil)
  _ = FileManager.default.createFile(atPath: err.path, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: python)
  process.arguments = [script.path, url, screenshot.path]
  process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) {
    $1
  }
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = try FileHandle(forWritingTo: out)
  process.standardError = try FileHandle(forWritingTo: err)
  try process.run()
  let deadline = ContinuousClock.now + .seconds(120)
  while process.isRunning, ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(50))
  }
  if process.isRunning { process.terminate() }
  process.waitUntilExit()
  let output = try BrowserEnvironment.text(of: out)
  let errors = try BrowserEnvironment.text(of: err)
  try #require(process.terminationStatus == 0, "the Selenium script failed: \(errors)")
  let line = try #require(output.split(separator: "\n").last)
  let report = try #require(
    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  if let keep = ProcessInfo.processInfo.environment["TRANSITIONS_BROWSER_SCREENSHOT"] {
    try? FileManager.default.removeItem(atPath: keep)
    try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
  }
  try FileManager.default.removeItem(at: directory)
  let created = try BrowserEnvironment.leftovers(
    in: root, since: rootBefore, folder: directory.lastPathComponent)
  #expect(created.isEmpty, "left in \(root.path): \(created)")
  return report
}

@Suite(.serialized, .timeLimit(.minutes(3))) struct LabBrowserTests {
  /// A real browser opens the lab, presents the card with the page's button, drags it down with
  /// real pointer events (Selenium's ActionChains): the engine's decision shows in the event
  /// log and the card leaves. The saved script, replayed by `transitions play`, ends the same
  /// way. The stall buttons: committed, the card moves through the stall; per frame, it
  /// freezes. Then the sheet's detents are set through the page's controls and it rests at
  /// medium.
  @Test(
    .enabled(
      if: BrowserEnvironment.isAvailable || BrowserEnvironment.isRequired,
      "skipped: no browser installed (needs chromium, chromium-driver and selenium; .ci/run installs them)"
    ))
  func dragTheCardDownInARealBrowserAndReplayTheSession() async throws {
    guard BrowserEnvironment.isAvailable, let python = BrowserEnvironment.python else {
      Issue.record("a browser is required here but none ran: missing \(BrowserEnvironment.missing)")
      return
    }
    // The built `transitions-lab`, in its own process: the page's timing (the stall buttons
    // count moves in real time) measures the lab's main thread, not this test process's main
    // actor, which other suites' tests share (under the address sanitizer they held it for
    // 90 ms at a time, and a committed stall then showed 1 move where the lab sends one a frame).
    let lab = try LabProcess(["--port", "0"])
    let line = await lab.firstLine()
    #expect(line.hasPrefix("transitions lab: http://127.0.0.1:"), "\(line)")
    let url = String(line.dropFirst("transitions lab: ".count))
    let report: [String: Any]
    do {
      report = try await labBrowserReport(url: url, python: python)
    } catch {
      kill(lab.process.processIdentifier, SIGTERM)
      _ = await lab.finish()
      throw error
    }
    kill(lab.process.processIdentifier, SIGTERM)
    let stopped = await lab.finish()
    #expect(stopped.status == 0, "\(stopped.error)")
    #expect(report["connected"] as? Bool == true)
    #expect(report["errors"] as? [String] == [], "console errors")
    #expect(report["transitions"] as? [String] == TransitionCatalogue.descriptions.map(\.id))
    let card = try #require(TransitionCatalogue.description(of: "card"))
    #expect(report["options"] as? [String] == card.options.map(\.name))
    let inputs = try #require(report["inputs"] as? [String])
    #expect(Array(inputs.prefix(2)) == ["present", "dismiss"])
    #expect(!inputs.contains { $0.hasPrefix("select") })
    #expect(report["presented"] as? Bool == true)
    // The engine decided, the page showed it, and the card left the screen.
    let decision = try #require(report["decision"] as? String)
    #expect(decision == "finish")
    #expect(report["dismissed"] as? Bool == true)
    #expect(report["dismissCompleted"] as? String == "true")
    // Presented at the card's default top, 60 pt; after the drag, out of the window.
    #expect(report["presentedYBefore"] as? Double == 60)
    #expect(report["presentedYAfter"] is NSNull)
    #expect((report["chartReleases"] as? Int ?? 0) >= 1)
    #expect(report["downloadName"] as? String == "lab-card.json")
    // The saved session, replayed by the tool, ends the same way.
    let saved = try #require(report["script"])
    let text = String(decoding: try JSONSerialization.data(withJSONObject: saved), as: UTF8.self)
    let result = try withTemporaryFile(named: "lab-card.json", contents: text) { path in
      try runTransitions(["play", path])
    }
    #expect(result.status == 0, "\(result.standardError)")
    let timeline = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let events = try #require(timeline["events"] as? [[String: Any]])
    let decisions = events.filter { $0["type"] as? String == "interactionEnded" }
      .compactMap { $0["decision"] as? String }
    #expect(decisions == [decision])
    let ends = events.filter { $0["type"] as? String == "transitionEnded" }
      .map { "\($0["operation"] ?? "") \($0["completed"] as? Bool ?? false)" }
    #expect(ends == ["present true", "dismiss true"])
    // The stall buttons, in slow motion: committed, the card kept moving through the stall
    // (the render server's model drawn); per frame, it froze; both runs still completed.
    #expect(report["stallCommittedLogged"] as? Bool == true)
    #expect(report["stallCommittedEntry"] as? Bool == true)
    #expect((report["stallCommittedMoves"] as? Int ?? 0) >= 3, "\(report)")
    #expect(report["stallCommittedEnded"] as? Bool == true)
    #expect(report["stallPerFrameLogged"] as? Bool == true)
    #expect(report["stallPerFrameMoves"] as? Int == 0, "\(report)")
    #expect(report["stallPerFrameEnded"] as? Bool == true)
    #expect(report["stallErrors"] as? [String] == [])
    // The sheet's detents set through the page's own controls: the medium chip added to
    // large, the selected detent offered among them; the sheet rests at medium, half the
    // screen.
    #expect(report["sheetScene"] as? Bool == true)
    #expect(report["detentChips"] as? [String] == [#""large""#])
    #expect(report["detentAdds"] as? [String] == [#""medium""#, #""fitting""#])
    let options = try #require(report["sheetOptions"] as? [String: Any])
    #expect(options["detents"] as? [String] == ["medium", "large"])
    #expect(report["selectedDetentChoices"] as? [String] == ["smallest", "medium", "large"])
    #expect(report["sheetPresented"] as? Bool == true)
    #expect(report["sheetY"] as? Double == 422)
    // The frames say where it rests; the page shows it under the preview.
    #expect(report["sheetDetent"] as? String == "medium")
    let readout = try #require(report["sheetReadout"] as? String)
    #expect(readout.hasPrefix("presented \u{b7} detent medium \u{b7} "), "\(readout)")
    // Rotated: the preview is drawn at 844 × 390, the sheet at medium of the new height.
    #expect(report["rotateLabel"] as? String == "rotate to landscape")
    #expect(report["rotatedScreen"] as? String == "844x390")
    #expect(report["viewBox"] as? String == "0 0 844 390")
    let aspect = try #require(report["previewAspect"] as? Double)
    expectApproximately(aspect, 844.0 / 390, absolute: 0.02)
    #expect(report["sheetYLandscape"] as? Double == 195)
    #expect(report["rotateLabelAfter"] as? String == "rotate to portrait")
    #expect(report["sheetDetentLandscape"] as? String == "medium")
    // The saved script carries the rotation, and `play` replays it to the same window.
    let sheetScript = try #require(report["sheetScript"] as? [String: Any])
    let resizes = (sheetScript["events"] as? [[String: Any]] ?? []).filter { $0["resize"] != nil }
    #expect(resizes.count == 1 && resizes.first?["resize"] as? [Double] == [844, 390])
    let sheetText = String(
      decoding: try JSONSerialization.data(withJSONObject: sheetScript), as: UTF8.self)
    let sheetPlay = try withTemporaryFile(named: "lab-sheet.json", contents: sheetText) { path in
      try runTransitions(["play", path])
    }
    #expect(sheetPlay.status == 0, "\(sheetPlay.standardError)")
    let sheetTimeline = try #require(
      try JSONSerialization.jsonObject(with: Data(sheetPlay.standardOutput.utf8))
        as? [String: Any])
    let lastFrame = try #require((sheetTimeline["frames"] as? [[String: Any]])?.last)
    #expect(lastFrame["screen"] as? [Double] == [844, 390])
    #expect(lastFrame["detent"] as? String == "medium")
  }
}
