import Foundation
import Testing
import TransitionsTestSupport

/// The README's SwiftUI example stands, line for line, in the example app, which
/// `scripts/check-apple.sh` type-checks against the Apple stand-ins (it cannot run on Linux).
@Suite struct ReadmeSwiftUITasteTests {
  @Test func theSwiftUITasteIsTheExampleAppsFileThatTheAppleCheckCompiles() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let file = tests.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/TransitionsExample/ReadmeSwiftUITaste.swift")
    #expect(try Readme.block(containing: ".presentation(isPresented:", standsIn: file.path))
  }
}
