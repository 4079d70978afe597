import Foundation
import Testing
import TransitionsTestSupport

/// The README's UIKit example stands, line for line, in the example app, which
/// `scripts/check-apple.sh` type-checks against the Apple stand-ins (it cannot run on Linux).
@Suite struct ReadmeUIKitTasteTests {
  @Test func theUIKitTasteIsTheExampleAppsFileThatTheAppleCheckCompiles() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let file = tests.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/TransitionsExample/ReadmeTaste.swift")
    #expect(try Readme.block(containing: "TransitionContainerViewController", standsIn: file.path))
  }
}
