import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// A fresh folder under the temporary directory, removed by `body`'s caller.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("transitions-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

@Suite struct GalleryCommandTests {
  @Test func galleryIsTheDefaultCommand() throws {
    let command = try TransitionsCommand.parseAsRoot([])
    #expect(command is GalleryCommand)
  }

  @Test func galleryWritesThePageAndEveryScenarioScript() throws {
    try withTemporaryFolder { folder in
      let output = folder.appendingPathComponent("out").path
      let text = succeed(["gallery", "--output", output])
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first.map(String.init) == output + "/index.html")
      // The first column is as wide as the longest id (crossDissolve's).
      #expect(lines[2].hasPrefix("transition     scenario"))
      let html = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
      #expect(html.utf8.count < 5_000_000)

      // Every table row names a scenario whose script is saved and links from the page; every
      // outcome is the one its name promises (the table would say "expected" otherwise).
      let rows = lines.dropFirst(3).prefix { !$0.isEmpty }
      #expect(rows.count >= 14)
      for row in rows {
        let cells = row.split(separator: " ", omittingEmptySubsequences: true)
        let name = "\(cells[0])-\(cells[1])"
        #expect(!row.contains("expected"), "\(row)")
        let script = "\(output)/scenarios/\(name).json"
        #expect(FileManager.default.fileExists(atPath: script), "\(script)")
        #expect(html.contains("data-scenario=\"\(name)\""))
      }
      #expect(text.contains("scenarios of 2 transitions") || text.contains("scenarios of"))
    }
  }

  @Test func savedScriptsReplayWithPlay() throws {
    try withTemporaryFolder { folder in
      _ = succeed(["gallery", "--output", folder.path])
      let script = folder.appendingPathComponent("scenarios/pullDown-flick.json").path
      let timeline = try #require(try parseJSON(succeed(["play", script])) as? [String: Any])
      let events = try #require(timeline["events"] as? [[String: Any]])
      let ended = try #require(events.last { $0["type"] as? String == "transitionEnded" })
      #expect(ended["operation"] as? String == "present")
      #expect(ended["completed"] as? Bool == true)
    }
  }

  @Test func unwritableOutputIsAUsageError() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("file")
      try Data("x".utf8).write(to: file)
      let result = TransitionsTool.execute(["gallery", "--output", file.path + "/sub"])
      #expect(result.status == 64)
      #expect(result.standardError.hasPrefix("error: --output: cannot write"))
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
  }
}

@Suite struct RenderCommandTests {
  func scriptFile(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("script.json").path
    let json = """
      {"transition": "pullDown", "until": 1, "frameRate": 30,
       "events": [{"at": 0.1, "drag": {"from": [195, 100], "to": [195, 400], "duration": 0.3}}]}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func renderDrawsTheFrameAtATime() throws {
    try withTemporaryFolder { folder in
      let script = try scriptFile(in: folder)
      let svg = succeed(["render", script, "--at", "0.3"])
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 390 844\""))
      #expect(svg.contains("data-time=\"0.3\""))
      #expect(svg.contains("class=\"finger\""))
      #expect(svg.contains("data-role=\"presented\""))
      // --output writes the same bytes to a file and prints nothing.
      let file = folder.appendingPathComponent("frame.svg").path
      #expect(succeed(["render", script, "--at", "0.3", "--output", file]) == "")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == svg)
    }
  }

  @Test func renderFramesWritesEveryFrame() throws {
    try withTemporaryFolder { folder in
      let script = try scriptFile(in: folder)
      let frames = folder.appendingPathComponent("frames").path
      let text = succeed(["render", script, "--frames", frames])
      #expect(text == "31 frames in \(frames)\n")
      let files = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
      #expect(files.count == 31)
      #expect(files.first == "frame-00000.svg" && files.last == "frame-00030.svg")
    }
  }

  @Test(arguments: [
    (["render", "SCRIPT"], "expected --at T or --frames DIR"),
    (["render", "SCRIPT", "--at", "5"], "--at: expected a time from 0 to 1"),
    (["render", "SCRIPT", "--at", "-0.5"], "--at: expected a time from 0 to 1"),
    (["render", "SCRIPT", "--at", "x"], "--at"),
    (["render", "SCRIPT", "--at", "0", "--frames", "DIR"], "--frames"),
    (["render", "/definitely/not/here.json", "--at", "0"], "here.json"),
  ])
  func badRenderArgumentsExit64WithOneLine(arguments: [String], message: String) throws {
    try withTemporaryFolder { folder in
      let script = try scriptFile(in: folder)
      let resolved = arguments.map {
        $0 == "SCRIPT" ? script : ($0 == "DIR" ? folder.appendingPathComponent("d").path : $0)
      }
      let result = TransitionsTool.execute(resolved)
      #expect(result.status == 64)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
  }
}

@Suite struct RenderStandardInputTests {
  @Test func renderReadsAScriptFromStandardInput() {
    let json = """
      {"transition": "pullDown", "until": 1, "events": [{"at": 0, "action": "present"}]}
      """
    let result = TransitionsTool.execute(["render", "-", "--at", "0.25"], standardInput: json)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("data-role=\"presented\""))
    #expect(result.standardOutput.contains("data-time=\"0.25\""))
  }
}
