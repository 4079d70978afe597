import Foundation
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// `play`'s output for every gallery scenario stays byte-identical across refactors: each
/// scenario's timeline, as JSON and as CSV, is compared with the digest recorded in
/// `PlayOutputDigests.swift` (its length and its FNV-1a 64-bit hash).
///
/// A change that alters the output on purpose (a defect fix) records the digests again, and the
/// commit says why:
///
/// ```
/// TRANSITIONS_RECORD_PLAY_DIGESTS=1 swift test --filter PlayOutputIdentityTests 2>&1 \
///   | sed -n 's/^RECORD //p'
/// ```
/// prints the new table to paste into `PlayOutputDigests.swift`.
@MainActor @Suite struct PlayOutputIdentityTests {
  struct Output: Equatable {
    var jsonBytes: Int
    var json: UInt64
    var csvBytes: Int
    var csv: UInt64

    /// As the digest table writes it.
    var literal: String {
      ".init(jsonBytes: \(jsonBytes), json: 0x\(String(json, radix: 16)), "
        + "csvBytes: \(csvBytes), csv: 0x\(String(csv, radix: 16)))"
    }
  }

  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  static func outputs() throws -> [(name: String, output: Output)] {
    let player = ScenarioPlayer()
    return try TransitionCatalogue.descriptions.flatMap { description in
      try ScenarioCatalogue.scenarios(for: description).map { scenario in
        let timeline = try player.play(scenario.script)
        let json = timeline.json()
        let csv = timeline.csv()
        return (
          scenario.name,
          Output(
            jsonBytes: json.utf8.count, json: fnv1a(json), csvBytes: csv.utf8.count,
            csv: fnv1a(csv))
        )
      }
    }
  }

  @Test func everyGalleryScenarioPlaysToTheRecordedBytes() throws {
    let outputs = try Self.outputs()
    if ProcessInfo.processInfo.environment["TRANSITIONS_RECORD_PLAY_DIGESTS"] == "1" {
      for (name, output) in outputs { print("RECORD   \"\(name)\": \(output.literal),") }
    }
    #expect(Set(outputs.map(\.name)) == Set(playOutputDigests.keys))
    for (name, output) in outputs {
      let recorded = playOutputDigests[name]
      #expect(output == recorded, "\(name): play's output changed")
    }
  }

  @Test func theDigestTellsDifferentBytesApart() {
    #expect(Self.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(Self.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(Self.fnv1a("{\"t\":0.1}") != Self.fnv1a("{\"t\":0.2}"))
  }
}
