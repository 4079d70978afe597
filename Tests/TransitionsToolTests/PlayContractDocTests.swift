import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// The contract of `play` and `list` is part of the repository (docs/PLAY.md), the README sends
/// readers there, and what it shows is what the tool does.
@Suite struct PlayContractDocTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
  }

  /// The fenced blocks of `language` in a Markdown text.
  static func blocks(_ language: String, in text: String) -> [String] {
    text.components(separatedBy: "```" + language + "\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
  }

  @Test func theReadmeSendsReadersToThePlayContractInTheRepository() throws {
    let readme = try Self.text("README.md")
    let mentions = readme.components(separatedBy: "PLAY.md").dropLast()
    #expect(!mentions.isEmpty)
    for before in mentions { #expect(before.hasSuffix("docs/"), "\(before.suffix(40))PLAY.md") }
    #expect(readme.contains("[docs/PLAY.md](docs/PLAY.md)"))
    #expect(
      FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("docs/PLAY.md").path))
  }

  @Test func theContractsScriptsPlayAndItsOutputsAreTheToolsOwn() throws {
    let contract = try Self.text("docs/PLAY.md")
    let scripts = Self.blocks("json", in: contract).filter { $0.contains("\"transition\"") }
    let first = try #require(scripts.first)
    let played = TransitionsTool.execute(["play", "-", "--format", "csv"], standardInput: first)
    #expect(played.status == 0, "\(played.standardError)")
    // Every script the page shows plays (the output example aside).
    for script in scripts where !script.contains("\"frames\"") {
      let output = TransitionsTool.execute(
        ["play", "-", "--format", "csv", "--frame-rate", "10"], standardInput: script)
      #expect(output.status == 0, "\(script): \(output.standardError)")
    }
    // The CSV example: the header and rows the tool prints for the script the page names.
    let csv = try #require(Self.blocks("text", in: contract).first { $0.hasPrefix("t,phase") })
    let modal = TransitionsTool.execute(
      ["play", "-", "--format", "csv"],
      standardInput:
        #"{"transition": "modal", "until": 0.6, "frameRate": 2, "events": [{"at": 0, "action": "present"}]}"#
    )
    let rows = Set(modal.standardOutput.split(separator: "\n"))
    for line in csv.split(separator: "\n") { #expect(rows.contains(line), "\(line)") }
    // Every key of the script table is one `play` reads.
    let section = try #require(
      contract.components(separatedBy: "## The script").dropFirst().first?
        .components(separatedBy: "### Events").first)
    let keys = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
      .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    #expect(
      Set(keys) == [
        "transition", "options", "scene", "screen", "frameRate", "until", "reduceMotion", "start",
        "events",
      ])
  }

  @Test func theContractsListExampleIsWhatListPrints() throws {
    let contract = try Self.text("docs/PLAY.md")
    let list = succeed(["list"])
    let example = try #require(Self.blocks("text", in: contract).first { $0.hasPrefix("card\n") })
    for line in example.split(separator: "\n") where !line.contains("…") {
      #expect(list.contains(line + "\n"), "\(line)")
    }
  }
}
