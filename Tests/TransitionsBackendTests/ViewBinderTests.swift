import Motion
import Stage
import Testing
import TransitionsBackend
import TransitionsTestSupport

/// Engine views shown with plain objects: bound views follow, created views come and go, and
/// only what changed is set.
@MainActor
@Suite struct ViewBinderTests {
  /// A window with a container (bound, arranged) holding a bound card; a toolkit of plain views.
  @MainActor final class Fixture {
    let host = StageHost(window: makeWindow())
    let container = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let card = View(frame: Rect(x: 0, y: 100, width: 390, height: 744))
    let toolkit = PlainToolkit()
    let realContainer = PlainView("container")
    let realCard = PlainView("card")
    let binder: ViewBinder<PlainToolkit>

    init() {
      host.window.addSubview(container)
      container.addSubview(card)
      binder = ViewBinder(toolkit: toolkit)
      binder.bind(container, to: realContainer, .container)
      binder.bind(card, to: realCard, .moved)
    }

    func tick(_ time: Double) throws {
      try host.tick(to: time)
      binder.apply(host.published, host: host)
    }
  }

  @Test func aBoundViewGetsEveryValueOnceThenOnlyWhatChanged() throws {
    let f = Fixture()
    try f.tick(0)
    #expect(f.realCard.applied == [ViewChanges.all.subtracting(.content)])
    #expect(f.realContainer.applied.isEmpty)  // the toolkit's own container: no value set
    #expect(f.realContainer.subviewNames == ["card"])  // placed in the engine's container
    let values = try #require(f.realCard.values)
    expectApproximately(values.center, Point(x: 195, y: 472))

    try f.host.window.animate(withDuration: 0.5) { f.card.alpha = 0.2 }
    try f.tick(0.1)
    try f.tick(0.2)
    #expect(f.realCard.applied.dropFirst().allSatisfy { $0 == [.alpha] })
    #expect(f.realCard.applied.count == 3)
    try f.tick(0.3)
    let placements = f.toolkit.placements
    try f.tick(0.3)  // nothing changed: nothing set, nothing placed
    #expect(f.realCard.applied.count == 4)
    #expect(f.toolkit.placements == placements)
  }

  @Test func aTransformedBindingSetsOnlyItsValues() throws {
    let f = Fixture()
    let presenter = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    f.host.window.insertSubview(presenter, at: 0)
    let realPresenter = PlainView("presenter")
    f.binder.bind(presenter, to: realPresenter, .transformed)
    try f.tick(0)
    #expect(realPresenter.applied == [[.transform, .alpha, .cornerRadius, .clipsToBounds]])
    presenter.center = Point(x: 10, y: 10)  // the app's layout, not the engine's to apply
    presenter.transform = Transform(scale: 0.9)
    try f.tick(0.1)
    #expect(realPresenter.applied.last == [.transform])
    #expect(realPresenter.parent == nil)  // never placed: its parent is not arranged
    let matrix = try #require(realPresenter.values?.transform)
    expectApproximately(matrix.m11, 0.9)
    expectApproximately(matrix.m22, 0.9)
    expectApproximately(matrix.m33, 1)
  }

  @Test func viewsTheEngineAddsBecomeToolkitViewsInItsOrderAndLeaveWithIt() throws {
    let f = Fixture()
    try f.tick(0)
    let dimming = View(frame: f.container.bounds)
    dimming.backgroundColor = .black
    f.container.insertSubview(dimming, at: 0)
    let badge = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
    dimming.addSubview(badge)
    f.host.publish()
    let id = try #require(f.host.id(of: dimming))
    f.binder.apply(f.host.published, host: f.host) { $0 == id ? "dimming" : nil }
    #expect(f.toolkit.made.map(\.role) == ["dimming", nil])
    #expect(f.realContainer.subviewNames == ["made0", "card"])  // behind the card
    #expect(f.toolkit.made[0].subviewNames == ["made1"])  // a created view's subtree follows
    #expect(f.binder.createdCount == 2)
    #expect(f.toolkit.made[0].values?.backgroundColor == .black)

    f.container.bringSubviewToFront(dimming)
    try f.tick(0.1)
    #expect(f.realContainer.subviewNames == ["card", "made0"])

    dimming.removeFromSuperview()
    try f.tick(0.2)
    #expect(f.realContainer.subviewNames == ["card"])
    #expect(f.binder.createdCount == 0)
    #expect(f.toolkit.removals.contains("made0"))
  }

  @Test func aMovedBoundViewLeavesWithItsEngineViewAndComesBack() throws {
    let f = Fixture()
    try f.tick(0)
    f.card.removeFromSuperview()
    try f.tick(0.1)
    #expect(f.realContainer.subviews.isEmpty)
    f.container.addSubview(f.card)
    try f.tick(0.2)
    #expect(f.realContainer.subviewNames == ["card"])
    // Back with a new id: every value again.
    #expect(f.realCard.applied.last == ViewChanges.all.subtracting(.content))
  }

  @Test func bindingKeepsNothingAlive() throws {
    let f = Fixture()
    weak var engineView: View?
    weak var realView: PlainView?
    do {
      let view = View(frame: .zero)
      let real = PlainView("extra")
      f.container.addSubview(view)
      f.binder.bind(view, to: real, .moved)
      try f.tick(0)
      view.removeFromSuperview()
      engineView = view
      realView = real
    }
    try f.tick(0.1)
    #expect(engineView == nil)
    #expect(realView == nil)
  }
}
