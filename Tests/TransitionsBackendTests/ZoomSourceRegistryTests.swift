import Motion
import Observation
import Stage
import Synchronization
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// The sources a declarative front end marks by key (SwiftUI's `.transitionSource(id:in:)`), and
/// the zoom that finds them (`.zoom(sourceID:in:)`), over the plain toolkit.
@MainActor
@Suite struct ZoomSourceRegistryTests {
  /// Two namespaces, as two `@Namespace` properties give.
  enum Grid: Hashable, Sendable { case photos, albums }

  @Test func keysAreEqualByIdentifierAndNamespace() {
    #expect(
      ZoomSourceKey(id: 7, namespace: Grid.photos) == ZoomSourceKey(id: 7, namespace: Grid.photos))
    #expect(
      ZoomSourceKey(id: 7, namespace: Grid.photos) != ZoomSourceKey(id: 8, namespace: Grid.photos))
    #expect(
      ZoomSourceKey(id: 7, namespace: Grid.photos) != ZoomSourceKey(id: 7, namespace: Grid.albums))
    #expect(
      ZoomSourceKey(id: 7, namespace: Grid.photos) != ZoomSourceKey(id: "7", namespace: Grid.photos)
    )
    // `.zoom(sourceID: selection?.id, in:)` names the source an optional id: the same key.
    let selection: Int? = 7
    let keys: Set = [
      ZoomSourceKey(id: 7, namespace: Grid.photos),
      ZoomSourceKey(id: selection, namespace: Grid.photos),
    ]
    #expect(keys.count == 1)
    #expect(
      ZoomSourceKey(id: selection, namespace: Grid.photos)
        == ZoomSourceKey(id: 7, namespace: Grid.photos))
  }

  @Test func theLastViewRegisteredIsTheSourceAndViewsAreHeldWeakly() {
    let registry = ZoomSourceRegistry<PlainView>()
    let key = ZoomSourceKey(id: 1, namespace: Grid.photos)
    var first: PlainView? = PlainView("first")
    weak let weakFirst = first
    let second = PlainView("second")
    registry.register(first ?? second, for: key)
    #expect(registry.view(for: key) === first)
    registry.register(second, for: key)
    #expect(registry.view(for: key) === second)
    // The first, recycled, unregisters late: the key keeps the second.
    registry.unregister(first ?? second, for: key)
    #expect(registry.view(for: key) === second)
    first = nil
    #expect(weakFirst == nil)
    registry.unregister(second, for: key)
    #expect(registry.view(for: key) == nil)
    #expect(registry.count == 0)

    var gone: PlainView? = PlainView("gone")
    registry.register(gone ?? second, for: key)
    gone = nil
    #expect(registry.view(for: key) == nil)  // not kept alive
    #expect(registry.count == 0)
  }

  @Test func hiddenKeysAreObservedAndClearedWhenTheirViewLeaves() {
    let registry = ZoomSourceRegistry<PlainView>()
    let key = ZoomSourceKey(id: 1, namespace: Grid.photos)
    let marker = PlainView("marker")
    registry.register(marker, for: key)
    let changes = Mutex(0)
    withObservationTracking {
      _ = registry.isHidden(key)
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    registry.setHidden(true, for: key)
    #expect(changes.withLock { $0 } == 1)  // a view reading it is updated
    #expect(registry.isHidden(key))
    #expect(!registry.isHidden(ZoomSourceKey(id: 2, namespace: Grid.photos)))
    registry.setHidden(true, for: key)  // no change: nothing to observe
    #expect(registry.hiddenKeys == [key])
    registry.unregister(marker, for: key)
    #expect(!registry.isHidden(key))
  }

  /// The plain stage presenting `style` through `registry`, its container filling the window.
  static func stage(
    _ style: TransitionStyle, through registry: ZoomSourceRegistry<PlainView>
  ) -> PlainStage {
    let stage = PlainStage(registry.resolving(style))
    stage.container.placement = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
    return stage
  }

  @Test func aKeyedZoomZoomsFromTheViewRegisteredThenAndAtTheDismissal() throws {
    let registry = ZoomSourceRegistry<PlainView>()
    let key = ZoomSourceKey(id: 3, namespace: Grid.photos)
    let tile = ZoomSourceTwinTests.cell("tile")
    registry.register(tile, for: key)
    let stage = Self.stage(.zoom(sourceKey: key), through: registry)
    let twin = try #require(stage.scene?.content.mirrorZoomSource())
    stage.presentByButton()
    #expect(twin.source === tile)
    #expect(tile.hiddenChanges == [true])
    // The grid re-made the tile's marker (a new view for the same key) before the dismissal.
    let remade = ZoomSourceTwinTests.cell(
      "remade", at: Rect(x: 206, y: 180, width: 160, height: 160))
    registry.register(remade, for: key)
    stage.actions.removeAll()
    stage.dismiss()
    #expect(twin.source === remade)
    #expect(
      twin.lastPlacement
        == .found(frame: Rect(x: 206, y: 180, width: 160, height: 160), cornerRadius: 12))
    #expect(tile.hiddenChanges == [true, false])
    #expect(remade.hiddenChanges == [true])
  }

  @Test func aKeyNoRegistryResolvesFallsBack() throws {
    let key = ZoomSourceKey(id: 3, namespace: Grid.photos)
    let stage = PlainStage(.zoom(sourceKey: key))
    #expect(stage.scene?.content.mirrorZoomSource() == nil)
    stage.present()
    // The fallback's start: the screen at 0.6 of its size about the centre, transparent.
    let start = try #require(stage.presentedView.values)
    expectApproximately(start.alpha, 0, absolute: 1e-9)
    expectApproximately(start.bounds.size.width, 390 * ZoomTransition.fallbackScale, absolute: 1e-9)
    expectApproximately(start.center.x, 195, absolute: 1e-9)
  }

  @Test func theResolvedStyleDoesNotKeepTheRegistryAlive() throws {
    var registry: ZoomSourceRegistry<PlainView>? = ZoomSourceRegistry()
    weak let weakRegistry = registry
    let key = ZoomSourceKey(id: 3, namespace: Grid.photos)
    let tile = ZoomSourceTwinTests.cell("tile")
    registry?.register(tile, for: key)
    let style = try #require(registry?.resolving(.zoom(sourceKey: key)))
    let stage = PlainStage(style)
    stage.container.placement = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
    let twin = try #require(stage.scene?.content.mirrorZoomSource())
    registry = nil
    #expect(weakRegistry == nil)
    stage.present()
    #expect(twin.lastPlacement == .unavailable(.gone))
  }

  @Test func otherTransitionsAreUnchanged() {
    let registry = ZoomSourceRegistry<PlainView>()
    #expect(registry.resolving(.card()).makeTransition() is CardTransition)
    let zoom = registry.resolving(.zoom()).makeTransition() as? ZoomTransition
    #expect(zoom?.toolkitSource == nil)
  }
}
