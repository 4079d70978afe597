import Motion
import Transitions

extension ScenarioCatalogue {
  // MARK: - sheet

  /// A pan down on the sheet (one `large` detent, the whole height without a safe area)
  /// dismisses; progress = translation / H.
  @Sendable static func sheetDrive(_ screen: Size) -> InteractiveDrive {
    InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: screen.width / 2, y: 400),
      direction: Vector(dx: 0, dy: 1), span: screen.height,
      // 0.1 s into the dismissal's spring its top is near 190 pt.
      grabPoint: Point(x: screen.width / 2, y: screen.height - 100), grabDelay: 0.1)
  }

  /// The sheet's own scenarios: detents, flicks, scrolling, keyboard, rotation.
  @Sendable static func sheetExtras(_ screen: Size) -> [Scenario] { [] }
}
