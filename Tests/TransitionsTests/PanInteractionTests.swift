import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// A card that slides in from the right and back out to the right, like a navigation push: it
/// dismisses by a pan to the right that starts at the left edge of the screen.
@MainActor
final class SlideBackTransition: ModalTransition {
  let edges: PanInteraction.Edges
  init(edges: PanInteraction.Edges = .left) { self.edges = edges }

  var presentationStyle: ModalPresentationStyle { .custom }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    Vector(dx: operation == .present ? -1 : 1, dy: 0)  // said once, here
  }

  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    PanInteraction(view: presented.view, operation: .dismiss, edges: edges, host: host)
  }

  func transitionDuration(using context: any TransitionContext) -> Double { 0.4 }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let card = try context.movingView()
    let shown = context.containerView.bounds
    let away = shown.offsetBy(Vector(dx: shown.width, dy: 0))
    let presenting = context.operation == .present
    card.frame = presenting ? away : shown
    let views = try PropertyAnimator(duration: 0.4, window: context.window) {
      card.frame = presenting ? shown : away
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: 0.4),
      travel: shown.width)
  }
}

@MainActor
struct PanInteractionTests {
  /// A presented slide-back card in a 390 × 844 window.
  @MainActor
  struct Fixture {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    let card = ViewController()
    let manager: TransitionManager

    init(edges: PanInteraction.Edges = .left) throws {
      window.rootViewController = home
      manager = TransitionManager(transition: SlideBackTransition(edges: edges))
      try manager.present(card, from: home, animated: false)
      try window.advance(to: 0.1, frameRate: 60)
    }

    var cardX: Double { card.view.onScreen.frame.origin.x }

    /// A finger goes down at `from` at `time` and moves by `by` in 10 steps of 1/60 s; it
    /// lifts (`lift`) where it is after resting `rest` seconds.
    func drag(
      at time: Double, from: Point, by: Vector, rest: Double = 0, lift: Bool = true
    ) throws {
      try window.send(Touch(id: 1, phase: .began, location: from, time: time))
      for step in 1...10 {
        let f = Double(step) / 10
        try window.send(
          Touch(
            id: 1, phase: .moved, location: Point(x: from.x + by.dx * f, y: from.y + by.dy * f),
            time: time + Double(step) / 60))
      }
      guard lift else { return }
      try window.send(
        Touch(
          id: 1, phase: .ended, location: Point(x: from.x + by.dx, y: from.y + by.dy),
          time: time + 10.0 / 60 + rest))
    }
  }

  // MARK: One direction

  /// Every interaction the catalogue's transitions install starts along the progress axis its
  /// transition gives for its operation: the direction is said once, by the transition. (The
  /// sheet installs none: its drag is its own, `SheetInteraction`, tested in `SheetTests`; nor
  /// does the popover: a tap outside dismisses it, tested in `PopoverTransitionTests`.)
  @Test(
    arguments: TransitionCatalogue.definitions.filter { $0.kind == .modal }.map(\.description.id)
      .filter {
        $0 != "sheet" && $0 != "popover"
      })
  func everyInteractionStartsAlongItsTransitionsProgressAxis(id: String) throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    let manager = TransitionManager(try TransitionCatalogue.style(for: id))
    manager.installPresentationInteraction(from: home, presenting: detail)
    try manager.present(detail, from: home, animated: false)
    #expect(!manager.dismissalInteractions.isEmpty)
    for interaction in manager.dismissalInteractions {
      #expect(interaction.operation == .dismiss)
      #expect(interaction.startAxis == manager.transition.progressAxis(for: .dismiss))
    }
    if let presenting = manager.presentationInteraction {
      #expect(presenting.operation == .present)
      #expect(presenting.startAxis == manager.transition.progressAxis(for: .present))
    }
  }

  /// The dismissal begins along the transition's dismissal axis (to the right) and only along
  /// it: a pan down from the same edge, which the catalogue's sheets would take, does nothing.
  @Test func aDragBeginsOnlyAlongItsTransitionsAxis() throws {
    let fixture = try Fixture()
    try fixture.drag(at: 0.2, from: Point(x: 5, y: 400), by: Vector(dx: 0, dy: 200))
    #expect(fixture.manager.activeAnimator == nil)
    try fixture.drag(at: 0.6, from: Point(x: 5, y: 400), by: Vector(dx: 100, dy: 0), lift: false)
    #expect(fixture.manager.activeOperation == .dismiss)
    expectApproximately(fixture.cardX, 100, absolute: 1e-9)  // one to one, threshold included
  }

  // MARK: Edge pans

  @Test func aPanFromTheEdgeBeginsAndDismisses() throws {
    let fixture = try Fixture()
    try fixture.drag(at: 0.2, from: Point(x: 5, y: 400), by: Vector(dx: 150, dy: 0))
    #expect(fixture.manager.activeAnimator?.context.isInteractive == false)  // released
    try fixture.window.advance(to: 2, frameRate: 60)
    #expect(fixture.home.presentedViewController == nil)
  }

  @Test func aPanFromTheMiddleDoesNotBegin() throws {
    let fixture = try Fixture()
    try fixture.drag(at: 0.2, from: Point(x: 200, y: 400), by: Vector(dx: 150, dy: 0))
    #expect(fixture.manager.activeAnimator == nil)
    #expect(fixture.cardX == 0)
    // Just past the edge's 20 points: not at the edge either.
    try fixture.drag(at: 0.6, from: Point(x: 21, y: 400), by: Vector(dx: 150, dy: 0))
    #expect(fixture.manager.activeAnimator == nil)
    #expect(fixture.home.presentedViewController === fixture.card)
  }

  /// A transition begun at the edge and let go can be grabbed anywhere mid-flight, and dragged
  /// from there with no jump.
  @Test func grabbingMidFlightStillWorksAwayFromTheEdge() throws {
    let fixture = try Fixture()
    // 100 pt, released at rest: the policy cancels, and the card springs back left.
    try fixture.drag(at: 0.2, from: Point(x: 5, y: 400), by: Vector(dx: 100, dy: 0), rest: 0.1)
    try fixture.window.advance(to: 0.5, frameRate: 60)
    let caught = fixture.cardX
    #expect(caught > 1 && caught < 99)  // moving back
    try fixture.drag(
      at: 0.5, from: Point(x: 200, y: 400), by: Vector(dx: 50, dy: 0), lift: false)
    #expect(fixture.manager.activeAnimator?.context.isInteractive == true)
    expectApproximately(fixture.cardX, caught + 50, absolute: 1e-9)
  }

  /// Without edges, a pan anywhere on the card begins.
  @Test func withoutEdgesAPanAnywhereBegins() throws {
    let fixture = try Fixture(edges: [])
    try fixture.drag(at: 0.2, from: Point(x: 200, y: 400), by: Vector(dx: 100, dy: 0), lift: false)
    #expect(fixture.manager.activeOperation == .dismiss)
    expectApproximately(fixture.cardX, 100, absolute: 1e-9)
  }

  /// The shade's start regions are its interactions' edges: the top of the screen presents, the
  /// bottom (the presented shade's bottom) dismisses, each `startRegion` points wide.
  @Test func theShadesStartRegionsAreScreenEdges() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let shade = ViewController()
    let manager = TransitionManager(.shade(startRegion: 60))
    manager.installPresentationInteraction(from: home, presenting: shade)
    #expect(manager.presentationInteraction?.edges == .top)
    #expect(manager.presentationInteraction?.edgeWidth == 60)
    try manager.present(shade, from: home, animated: false)
    #expect(manager.dismissalInteraction?.edges == .bottom)
    #expect(manager.dismissalInteraction?.edgeWidth == 60)
  }
}
