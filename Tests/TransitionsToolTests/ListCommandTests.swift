import Foundation
import Testing
import TransitionsTestSupport
import TransitionsTool

/// `transitions list` describes options as the keys of a play script's `options` object, with
/// values written as a script writes them and numbers in their shortest form.
@Suite struct ListCommandTests {
  /// The option lines of the text output: `(transition, name, default as printed)`.
  func optionLines(_ text: String) throws -> [(id: String, name: String, value: String)] {
    var id = ""
    var lines: [(id: String, name: String, value: String)] = []
    for line in text.split(separator: "\n") {
      if !line.hasPrefix(" ") {
        id = String(line)
      } else if line.hasPrefix("  options.") {
        let rest = line.dropFirst("  options.".count)
        let name = try #require(rest.split(separator: " ").first)
        let open = try #require(rest.range(of: " (default "))
        let close = try #require(rest.range(of: "): "))
        lines.append((id, String(name), String(rest[open.upperBound..<close.lowerBound])))
      }
    }
    return lines
  }

  @Test func textPrintsScriptKeysAndNumbersInShortestForm() {
    let text = succeed(["list"])
    #expect(text.contains("\n  options.threshold (default 160): a number from 1 to 10000 pt. "))
    #expect(text.contains("\n  options.children (default 3): a whole number from 1 to 8. "))
    #expect(text.contains("\n  options.presenterScale (default 0.88): a number from 0.5 to 1. "))
    #expect(
      text.contains("\n  options.dampingRatio (default 0.1): a number from 0.01 to 10 ratio. "))
    #expect(text.contains("\n  options.dismissesOnDimmingTap (default true): true or false. "))
    #expect(text.contains("\n  options.policy (default \"projected\"): one of projected, "))
    #expect(text.contains("\n  options.duration (default 0.5): a number from 0 to 10 s. "))
    #expect(!text.contains("\n  --"), "options are not command-line flags")
    #expect(!text.contains(".0 "), "no whole number prints with a fraction: \(text)")
    #expect(!text.contains(".0)"))
  }

  @Test func everyListedOptionWithItsDefaultIsAcceptedByPlayAsPrinted() throws {
    let lines = try optionLines(succeed(["list"]))
    let json = try #require(try parseJSON(succeed(["list", "--format", "json"])) as? [String: Any])
    let transitions = try #require(json["transitions"] as? [[String: Any]])
    let count = transitions.reduce(0) { $0 + (($1["options"] as? [Any])?.count ?? 0) }
    // 19: the modal's two scene settings left for the script's `scene`; the pull-down's
    // duration came. 28: the sheet's nine came. 36: the push's 3 and the zoom's 5 came. 39:
    // the slide's 3. 44: throwAway's 5. 45: the sheet's contentHeight (issue 31). 51: the
    // toast's 6. 53: the tab's 2. 55: crossDissolve's 2. 65: popover's 10.
    #expect(lines.count == count && count == 65, "\(lines.count) of \(count)")
    for (id, name, value) in lines {
      // The default is printed as JSON, so it goes into the script as it is.
      let script = #"{"transition": "\#(id)", "options": {"\#(name)": \#(value)}, "until": 0.05}"#
      let output = TransitionsTool.execute(["play", "-", "--format", "csv"], standardInput: script)
      #expect(output.status == 0, "\(script): \(output.standardError)")
    }
    // As a command-line flag, the same name is refused.
    let flag = TransitionsTool.execute(
      ["play", "-", "--threshold", "160"], standardInput: #"{"transition": "modal"}"#)
    #expect(flag.status == 64)
  }

  /// Names with one meaning: `list` prints the current names of options and policies, never
  /// their former ones (which scripts may still use), and no scene setting as an option.
  @Test func listPrintsOnlyTheCurrentNames() throws {
    for format in ["text", "json"] {
      let text = succeed(["list", "--format", format])
      for former in ["seed000", "seed001", "seed004", "dismissOnDimmingTap"] {
        #expect(!text.contains(former), "\(format): \(former)")
      }
      for option in ["damping", "scrollContent", "scrollOffset"] {
        #expect(
          !text.contains(format == "json" ? #""name":"\#(option)""# : "options.\(option) "),
          "\(format): \(option)")
      }
    }
    // Each transition's policy line: `one of projected, NAME. …`.
    let choices = succeed(["list"]).split(separator: "\n")
      .filter { $0.hasPrefix("  options.policy ") }
      .compactMap { line in
        line.components(separatedBy: ": one of ").last?.components(separatedBy: ". ").first
      }
      .sorted()
    #expect(
      choices == [
        "projected, fastOrPastHalfway", "projected, fastOrPastHalfway",
        "projected, fastOrPastHalfway", "projected, fastOrPastHalfway",
        "projected, fastOrPastHalfway", "projected, fastOrPastHalfway",
        "projected, fastOrPastHalfway",
        "projected, progressThreshold", "projected, progressThreshold",
        "projected, velocityDirection",
        "projected, velocityDirection",
      ])
  }

  @Test func jsonPrintsWholeNumbersAsIntegers() throws {
    let text = succeed(["list", "--format", "json"])
    #expect(text.contains(#"{"name":"children","type":"integer","range":[1,8],"default":3,"#))
    #expect(
      text.contains(#"{"name":"top","type":"number","unit":"pt","range":[0,1000],"default":60,"#))
    #expect(text.contains(#""range":[0.5,1],"default":0.88,"#))
    #expect(text.range(of: #"[0-9]\.0[,\]}]"#, options: .regularExpression) == nil, "\(text)")
    let json = try #require(try parseJSON(text) as? [String: Any])
    let transitions = try #require(json["transitions"] as? [[String: Any]])
    let shade = try #require(transitions.first { $0["id"] as? String == "shade" })
    let options = try #require(shade["options"] as? [[String: Any]])
    let frequency = try #require(options.first { $0["name"] as? String == "frequency" })
    #expect(frequency["default"] as? Double == 3)
    #expect(frequency["range"] as? [Double] == [0.1, 60])
    #expect(frequency["unit"] as? String == "Hz")
  }
}
