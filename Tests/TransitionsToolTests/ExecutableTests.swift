import Foundation
import Motion
import Testing
import TransitionsTestSupport

/// Runs the built `transitions` binary: real exit statuses and separate output streams.
@Suite struct ExecutableTests {
  @Test func noArgumentsWritesTheGalleryAndPrintsItsPathAndTable() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-cwd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runTransitions([], currentDirectory: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let page = folder.appendingPathComponent("transitions-gallery/index.html").standardizedFileURL
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first.map { URL(fileURLWithPath: String($0)).resolvingSymlinksInPath().path }
        == page.resolvingSymlinksInPath().path)
    // The first column is as wide as the longest id (crossDissolve's).
    #expect(result.standardOutput.contains("transition     scenario"))
    #expect(result.standardOutput.contains("pullDown       present"))
    #expect(FileManager.default.fileExists(atPath: page.path))
  }

  @Test func helpListsTheSubcommands() throws {
    let result = try runTransitions(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("SUBCOMMANDS:"))
    let sample = try runTransitions(["sample", "--help"])
    for name in ["spring", "curve", "decay", "rubberband"] {
      #expect(sample.standardOutput.contains(name))
    }
  }

  @Test func springCSVMatchesTheClosedForm() throws {
    let result = try runTransitions([
      "sample", "spring", "--stiffness", "100", "--damping", "20", "--at", "0,0.5,1",
    ])
    #expect(result.status == 0)
    let (header, rows) = try parseCSV(result.standardOutput)
    #expect(header == ["t", "value", "velocity"])
    #expect(rows.count == 3)
    // Critically damped, ω₀ = 10, x₀ = −1, v₀ = 0: x = −(1 + 10t)e^(−10t), v = 100t·e^(−10t).
    for row in rows {
      let t = row[0]
      expectApproximately(row[1], 1 - (1 + 10 * t) * Foundation.exp(-10 * t), absolute: 1e-12)
      expectApproximately(row[2], 100 * t * Foundation.exp(-10 * t), absolute: 1e-12)
    }
  }

  @Test(arguments: [
    (["sample", "spring", "--at", "0"], "--stiffness"),
    (["sample", "spring", "--stiffness", "-1", "--damping", "1", "--at", "0"], "--stiffness"),
    (["sample", "spring", "--duration", "1", "--bounce", "1", "--at", "0,x"], "--at"),
    (["sample", "curve", "--bezier", "2,0,1,1", "--at", "0"], "--bezier"),
    (["sample", "decay", "--velocity", "inf", "--at", "0"], "--velocity"),
    (["velocity", "--samples", "/definitely/not/here.json"], "--samples"),
    (
      ["sample", "spring", "--duration", "1", "--bounce", "0", "--at", "1", "--format", "xml"],
      "--format"
    ),
  ])
  func badInputExitsNonZeroWithOneLine(arguments: [String], option: String) throws {
    let result = try runTransitions(arguments)
    #expect(result.status > 0 && result.status < 128)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "one line, got: \(result.standardError)")
    #expect(result.standardError.contains(option))
  }

  @Test func velocityFromAFile() throws {
    // x = 3 + 400t, y = 10 − 250t + 1000t²: the quadratic fit is exact.
    let samples = (0..<10).map { i -> String in
      let t = Double(i) * 0.008
      return #"{"t": \#(t), "x": \#(3 + 400 * t), "y": \#(10 - 250 * t + 1000 * t * t)}"#
    }
    let result = try withTemporaryFile(
      named: "pan.json", contents: "[" + samples.joined(separator: ",") + "]"
    ) { path in
      try runTransitions(["velocity", "--samples", path, "--format", "json"])
    }
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(try parseJSON(result.standardOutput) as? [String: Double])
    let t = 9 * 0.008
    expectApproximately(try #require(object["vx"]), 400, absolute: 1e-6)
    expectApproximately(try #require(object["vy"]), -250 + 2000 * t, absolute: 1e-6)
  }
}
