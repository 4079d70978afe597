import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend

/// The popover pointing at a source a declarative front end marked by key (SwiftUI's
/// `.popover(sourceID:in:)` with `.transitionSource(id:in:)`), over the plain toolkit.
@MainActor
@Suite struct PopoverSourceKeyTests {
  enum Toolbar: Hashable, Sendable { case main }

  static let key = ZoomSourceKey(id: "filter", namespace: Toolbar.main)

  /// A 320 × 300 popover that never adapts (the plain window, 390 pt, is compact).
  static var configuration: PopoverTransition.Configuration {
    var configuration = PopoverTransition.Configuration()
    configuration.contentHeight = 300
    configuration.adaptation = .none
    return configuration
  }

  /// A marker view at `frame` in the plain window.
  static func marker(at frame: Rect) -> PlainView {
    let marker = PlainView("marker")
    marker.placement = PlainWindow.placement(frame)
    return marker
  }

  /// The plain toolkit's measure: the view's frame in its window, `nil` in none.
  static let frameInWindow: @MainActor @Sendable (PlainView) -> Rect? = { $0.placement?.frame }

  func popover(of stage: PlainStage) throws -> PopoverTransition {
    try #require(stage.scene?.content.manager.transition as? PopoverTransition)
  }

  @Test func aKeyedPopoverPointsAtTheViewRegisteredForItsKey() throws {
    let registry = ZoomSourceRegistry<PlainView>()
    // Near the bottom: no room below for 300 pt, so the arrow points down at its top edge.
    let button = Self.marker(at: Rect(x: 20, y: 700, width: 100, height: 44))
    registry.register(button, for: Self.key)
    let stage = PlainStage(
      registry.resolving(
        .popover(Self.configuration, sourceKey: Self.key), frameInWindow: Self.frameInWindow))
    stage.presentByButton()
    let popover = try popover(of: stage)
    let layout = try #require(popover.layout)
    #expect(popover.arrowDirection == .down)
    #expect(abs(layout.tip.y - 700) < 1e-9, "the tip touches the marked view's top")
    #expect(abs(layout.tip.x - 70) < 1e-9, "centred on the marked view")
    #expect(layout.content.maxY <= 700 - 13 + 1e-9, "the content above, past the arrow")
  }

  @Test func theFrameIsReadAtEachLayoutAndFallsBackWhenTheViewIsGone() throws {
    let registry = ZoomSourceRegistry<PlainView>()
    var first: PlainView? = Self.marker(at: Rect(x: 20, y: 700, width: 100, height: 44))
    weak let weakFirst = first
    registry.register(try #require(first), for: Self.key)
    let made = registry.resolving(
      .popover(Self.configuration, sourceKey: Self.key), frameInWindow: Self.frameInWindow
    ).makeTransition()
    let popover = try #require(made as? PopoverTransition)
    #expect(popover.sourceFrame == Rect(x: 20, y: 700, width: 100, height: 44))
    // The view re-made for the same key (a new marker) is the one measured next.
    let second = Self.marker(at: Rect(x: 250, y: 90, width: 44, height: 44))
    registry.register(second, for: Self.key)
    #expect(popover.sourceFrame == Rect(x: 250, y: 90, width: 44, height: 44))
    #expect(popover.layout(in: Rect(x: 0, y: 0, width: 390, height: 844)).direction == .up)
    // The popover keeps neither view alive.
    first = nil
    #expect(weakFirst == nil)
    // Out of the window: no frame, so the configuration's source.
    second.placement = nil
    #expect(popover.sourceFrame == Self.configuration.sourceFrame)
    registry.unregister(second, for: Self.key)
    second.placement = PlainWindow.placement(Rect(x: 250, y: 90, width: 44, height: 44))
    #expect(popover.sourceFrame == Self.configuration.sourceFrame, "unregistered: no source")
  }

  @Test func thePopoverDoesNotKeepTheRegistryAlive() throws {
    var registry: ZoomSourceRegistry<PlainView>? = ZoomSourceRegistry()
    weak let weakRegistry = registry
    let marker = Self.marker(at: Rect(x: 20, y: 700, width: 100, height: 44))
    registry?.register(marker, for: Self.key)
    let style = try #require(
      registry?.resolving(
        .popover(Self.configuration, sourceKey: Self.key), frameInWindow: Self.frameInWindow))
    let popover = try #require(style.makeTransition() as? PopoverTransition)
    #expect(popover.sourceFrame == Rect(x: 20, y: 700, width: 100, height: 44))
    registry = nil
    #expect(weakRegistry == nil)
    #expect(popover.sourceFrame == Self.configuration.sourceFrame)
  }

  @Test func unresolvedTheKeyedPopoverPointsAtTheConfiguredSource() throws {
    let registry = ZoomSourceRegistry<PlainView>()
    registry.register(
      Self.marker(at: Rect(x: 20, y: 700, width: 100, height: 44)), for: Self.key)
    // No registry; then a registry that was given no measure (the zoom's resolving alone).
    for style in [
      TransitionStyle.popover(Self.configuration, sourceKey: Self.key),
      registry.resolving(.popover(Self.configuration, sourceKey: Self.key)),
    ] {
      let stage = PlainStage(style)
      stage.presentByButton()
      let layout = try #require(try popover(of: stage).layout)
      // Default source (135, 100, 120, 44): the arrow points up at its bottom edge.
      #expect(layout.direction == .up)
      #expect(abs(layout.tip.y - 144) < 1e-9)
      #expect(abs(layout.tip.x - 195) < 1e-9)
    }
  }
}
