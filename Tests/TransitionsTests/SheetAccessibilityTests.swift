import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// VoiceOver's actions to move a sheet between its detents (issue 31), and their announcement.
@MainActor
struct SheetAccessibilityTests {

  @Test func oneActionPerOtherDetentNamedFromTheDetents() throws {
    let stage = SheetStage(detents: [.height(200), .medium, .large])
    #expect(stage.sheet.accessibilityActions.isEmpty)  // not presented
    try stage.present()
    try stage.advance(by: 0.1)
    #expect(stage.sheet.accessibilityActions.map(\.name) == ["Move to medium", "Move to large"])
    #expect(stage.sheet.accessibilityActions.map(\.detent) == [.medium, .large])
  }

  @Test func performingOneMovesTheSheetAndAnnouncesItOnArrival() throws {
    let stage = SheetStage(detents: [.medium, .large])
    var announced: [(time: Double, text: String)] = []
    stage.sheet.onAccessibilityAnnouncement = { [unowned stage] text in
      announced.append((stage.now, text))
    }
    try stage.present()
    try stage.advance(by: 0.1)
    let large = try #require(stage.sheet.accessibilityActions.first { $0.detent == .large })
    let start = stage.now
    #expect(stage.sheet.performAccessibilityAction(large))
    try stage.advance(by: 0.05)
    #expect(announced.isEmpty)  // not before it has arrived
    #expect(stage.sheet.accessibilityActions.map(\.detent) == [.medium])
    try stage.advance(by: 1.5)
    #expect(stage.sheet.restingDetent == .large)
    expectApproximately(stage.frame.origin.y, 0, absolute: 1e-6)
    #expect(announced.map(\.text) == ["Sheet at large"])
    // Announced when it came to rest, as the change of detent is reported.
    let changed = try #require(stage.sheetEvents.last)
    #expect(changed.event == .detentChanged(from: .medium, to: .large, interactive: false))
    expectApproximately(try #require(announced.first).time, changed.time, absolute: 1e-9)
    #expect(announced[0].time > start + 0.1)
    // The one it is at is not offered; another is refused.
    #expect(!stage.sheet.performAccessibilityAction(large))
  }

  @Test func aFingerCatchingTheSheetCancelsTheAnnouncement() throws {
    let stage = SheetStage(detents: [.medium, .large])
    var announced: [String] = []
    stage.sheet.onAccessibilityAnnouncement = { announced.append($0) }
    try stage.present()
    try stage.advance(by: 0.1)
    let large = DetentAccessibilityAction(detent: .large, name: "Move to large")
    #expect(stage.sheet.performAccessibilityAction(large))
    try stage.advance(by: 0.05)
    // A finger catches it on the way and lets it go where it is: no announcement.
    let y = stage.frame.origin.y + 30
    try stage.drag(from: y, to: y + 1, duration: 0.05, hold: 0.1)
    try stage.advance(by: 1.5)
    #expect(announced.isEmpty)
  }

  @Test func theWordsAreLocalisable() throws {
    var text = DetentAccessibilityText()
    text.action = "Aller à {detent}"
    text.announcement = "Feuille : {detent}"
    text.large = "grande"
    text.points = "{points} points"
    #expect(text.actionName(for: .large) == "Aller à grande")
    #expect(text.announcement(for: .large) == "Feuille : grande")
    #expect(DetentAccessibilityText().actionName(for: .height(200)) == "Move to 200 points")
    #expect(DetentAccessibilityText().actionName(for: .fitting) == "Move to content height")
    let stage = SheetStage(detents: [.medium, .large])
    stage.sheet.accessibilityText = text
    try stage.present()
    #expect(stage.sheet.accessibilityActions.map(\.name) == ["Aller à grande"])
  }

  /// The announcement closure is the sheet's; nothing of the presentation outlives it.
  @Test func nothingOutlivesThePresentation() throws {
    weak var weakSheet: SheetTransition?
    do {
      let stage = SheetStage(detents: [.medium, .large])
      stage.sheet.onAccessibilityAnnouncement = { _ in }
      try stage.present()
      weakSheet = stage.sheet
      try stage.detail.dismiss(animated: false)
    }
    #expect(weakSheet == nil)
  }
}
