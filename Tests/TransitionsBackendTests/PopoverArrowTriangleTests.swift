import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend

/// The triangle a backend draws in the popover's arrow view: its tip at the layout's tip (on the
/// source), its base on the content's edge, for each side the engine may choose.
@MainActor
@Suite struct PopoverArrowTriangleTests {
  @Test(arguments: PopoverArrowDirection.allCases)
  func theTipTouchesTheSourceAndTheBaseTheContent(direction: PopoverArrowDirection) throws {
    var configuration = PopoverTransition.Configuration()
    configuration.contentWidth = 80
    configuration.contentHeight = 200
    configuration.adaptation = .none
    configuration.sourceFrame = Rect(x: 135, y: 400, width: 120, height: 44)
    configuration.permittedArrowDirections = try #require(
      PermittedArrowDirections(rawValue: direction.rawValue))
    let stage = PlainStage(.popover(configuration))
    stage.presentByButton()
    let content = try #require(stage.scene?.content)
    let layout = try #require((content.manager.transition as? PopoverTransition)?.layout)
    #expect(layout.direction == direction)
    let triangle = try #require(content.popoverArrowTriangle)
    #expect(triangle.direction == direction)
    #expect(triangle.size == layout.arrow.size)
    let points = triangle.points.map {
      Point(x: $0.x + layout.arrow.minX, y: $0.y + layout.arrow.minY)
    }
    #expect(points.count == 3)
    #expect(points[0].distance(to: layout.tip) < 1e-9, "the tip on the source")
    let base = (points[1], points[2])
    switch direction {
    case .up, .down:
      let edge = direction == .up ? layout.content.minY : layout.content.maxY
      #expect(abs(base.0.y - edge) < 1e-9 && abs(base.1.y - edge) < 1e-9)
      #expect(abs(abs(base.0.x - base.1.x) - configuration.arrowBase) < 1e-9)
    case .left, .right:
      let edge = direction == .left ? layout.content.minX : layout.content.maxX
      #expect(abs(base.0.x - edge) < 1e-9 && abs(base.1.x - edge) < 1e-9)
      #expect(abs(abs(base.0.y - base.1.y) - configuration.arrowBase) < 1e-9)
    }
  }

  @Test func noTriangleForAnotherTransitionOrTheAdaptedSheet() throws {
    let card = PlainStage(.card())
    card.presentByButton()
    #expect(card.scene?.content.popoverArrowTriangle == nil)
    var configuration = PopoverTransition.Configuration()
    configuration.adaptation = .sheet
    let sheet = PlainStage(.popover(configuration))
    sheet.presentByButton()
    #expect(sheet.scene?.content.popoverArrowTriangle == nil)
  }
}
