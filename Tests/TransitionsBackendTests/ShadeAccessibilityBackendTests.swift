import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// The shade's screen-reader actions in the one mirrored scene, driven as UIKit drives it:
/// "Open shade" while it can be presented, "Close shade" while it is shown, each asking the
/// toolkit for what a button does, and announced once the run completes.
@MainActor
@Suite struct ShadeAccessibilityBackendTests {
  static let open = ShadeAccessibilityAction(kind: .open, name: "Open shade")
  static let close = ShadeAccessibilityAction(kind: .close, name: "Close shade")

  static func announcements(_ stage: PlainStage) -> [String] {
    stage.actions.compactMap { if case .announce(let text) = $0 { text } else { nil } }
  }

  @Test func openAndCloseWithAPresentationGestureAreOfferedInTurnAndAnnounced() throws {
    let stage = PlainStage(.shade())
    let scene = try #require(stage.scene)
    #expect(scene.content.accessibilityShadeActions.isEmpty)  // nothing could present it
    #expect(scene.content.installPresentationInteraction())
    #expect(scene.content.accessibilityShadeActions == [Self.open])

    let opening = scene.content.performAccessibilityShadeAction(Self.open)
    #expect(opening.performed)
    #expect(opening.actions == [.present])  // UIKit presents, as for a button
    stage.present()
    stage.attach(.interruptible)
    #expect(scene.content.accessibilityShadeActions.isEmpty)  // moving: nothing to offer
    stage.run(4.5)  // the physics rests (time cap 4 s)
    #expect(stage.contexts.last == .complete(true))
    #expect(Self.announcements(stage) == ["Shade open"])
    let before = stage.actions.count
    stage.uikitEnded()
    #expect(stage.actions[before...].contains(.accessibilityActionsChanged))
    #expect(scene.content.accessibilityShadeActions == [Self.close])

    // Not offered now: refused, nothing asked of UIKit.
    let refused = scene.content.performAccessibilityShadeAction(Self.open)
    #expect(!refused.performed && refused.actions.isEmpty)

    let closing = scene.content.performAccessibilityShadeAction(Self.close)
    #expect(closing.performed)
    #expect(closing.actions == [.dismiss])
    stage.dismiss()
    stage.attach(.interruptible)
    stage.run(4.5)
    #expect(stage.contexts.last == .complete(true))
    #expect(Self.announcements(stage) == ["Shade open", "Shade closed"])
    stage.uikitEnded()
    #expect(!scene.content.isOver)  // the gesture keeps the scene, to present again
    #expect(scene.content.accessibilityShadeActions == [Self.open])
  }

  /// A button's dismissal is not announced (the app's own button says what it does), and a
  /// shade presented without a presentation gesture offers only "Close shade": once closed, the
  /// scene is over and offers nothing.
  @Test func withoutTheGestureOnlyCloseIsOfferedAndAButtonIsNotAnnounced() throws {
    let stage = PlainStage(.shade())
    let scene = try #require(stage.scene)
    stage.present()
    stage.attach(.interruptible)
    stage.run(4.5)
    stage.uikitEnded()
    #expect(scene.content.accessibilityShadeActions == [Self.close])
    stage.actions.removeAll()
    stage.dismiss()
    stage.attach(.interruptible)
    stage.run(4.5)
    stage.uikitEnded()
    #expect(Self.announcements(stage).isEmpty)
    #expect(scene.content.isOver)
    #expect(scene.content.accessibilityShadeActions.isEmpty)
  }

  /// The words come from the shade's `accessibilityText`, to localise.
  @Test func theNamesAndAnnouncementsAreTheTransitionsWords() throws {
    var french = ShadeAccessibilityText()
    french.close = "Fermer le volet"
    french.closed = "Volet fermé"
    let text = french
    let stage = PlainStage(
      .custom {
        let shade = ShadeTransition()
        shade.accessibilityText = text
        return shade
      })
    let scene = try #require(stage.scene)
    stage.present()
    stage.attach(.interruptible)
    stage.run(4.5)
    stage.uikitEnded()
    let offered = scene.content.accessibilityShadeActions
    #expect(offered.map(\.name) == ["Fermer le volet"])
    let closing = scene.content.performAccessibilityShadeAction(try #require(offered.first))
    #expect(closing.performed)
    stage.dismiss()
    stage.attach(.interruptible)
    stage.run(4.5)
    #expect(Self.announcements(stage) == ["Volet fermé"])
  }
}
