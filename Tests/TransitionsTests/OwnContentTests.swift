import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// Which transitions bring their own content (a front end may present them without the app's):
/// said by the transition (`ContentProvidingTransition`) and by the catalogue's data, the same.
@MainActor
@Suite struct OwnContentTests {
  @Test func theShadeBringsItsDarkSurfaceAndTheCardNothing() {
    #expect(
      TransitionStyle.shade().ownContent
        == TransitionContent(backgroundColor: ShadeTransition.surfaceColor))
    #expect(ShadeTransition.surfaceColor == Color(hex: 0x1C1C1E))
    #expect(TransitionStyle.card().ownContent == nil)
    #expect(TransitionStyle.zoom().ownContent == nil)
  }

  /// The catalogue's data says it for each modal transition exactly when its transition
  /// conforms: the shade, and only the shade today.
  @Test func theCatalogueSaysWhichTransitionsProvideTheirOwnContent() throws {
    var providing: [String] = []
    for description in TransitionCatalogue.descriptions
    where description.kind == .modal {
      let style = try TransitionCatalogue.style(for: description.id)
      #expect(
        description.providesOwnContent == (style.ownContent != nil),
        "\(description.id): the description and the transition disagree")
      if description.providesOwnContent { providing.append(description.id) }
    }
    #expect(providing == ["shade"])
  }

  /// A user's transition may bring its own content too.
  final class Curtain: ContentProvidingTransition {
    var ownContent: TransitionContent { TransitionContent(backgroundColor: Color(hex: 0x802020)) }
    var presentationStyle: ModalPresentationStyle { .custom }
    func progressAxis(for operation: TransitionOperation) -> Vector { Vector(dx: 0, dy: 1) }
    func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }
    func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
      let curtain = try context.movingView()
      let fade = try PropertyAnimator(duration: 0.3, window: context.window) {
        curtain.alpha = context.operation == .present ? 1 : 0
      }
      return try TransitionAnimator(
        context: context, propertyAnimator: fade, timing: .curve(.linear, duration: 0.3),
        travel: 100)
    }
  }

  @Test func aUsersTransitionMayProvideItsOwnContent() {
    #expect(
      TransitionStyle.custom { Curtain() }.ownContent
        == TransitionContent(backgroundColor: Color(hex: 0x802020)))
  }
}
