import Motion
import Stage
import Testing
import TransitionsPlayback
import TransitionsTestSupport

@testable import Transitions

/// A transition whose animator cannot be built never pretends it ran: it is cancelled with
/// everything restored, and the caller learns why.
@MainActor
struct FailingTransitionTests {
  /// Shrinks the presenter and dims, then fails to build its animator (no travel), as a
  /// transition with a bug would.
  final class Broken: ModalTransition {
    let dimming = View()
    /// The operation whose animator cannot be built (the other one works).
    let failing: TransitionOperation
    init(failing: TransitionOperation = .present) { self.failing = failing }
    var presentationStyle: ModalPresentationStyle { .custom }
    var supportingViews: [(role: ViewRole, view: View)] { [("dimming", dimming)] }
    func progressAxis(for operation: TransitionOperation) -> Vector { Vector(dx: 0, dy: 1) }
    func makeDismissalInteraction(
      on presented: ViewController, host: any PanInteractionHost
    ) -> PanInteraction? {
      PanInteraction(view: presented.view, operation: .dismiss, host: host)
    }
    func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }
    func transitionWillBegin(_ context: any TransitionContext) {
      context.containerView.insertSubview(dimming, at: 0)
    }
    func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
      let moving = try context.movingView()
      let presenter = context.viewController(forKey: .from)?.view
      presenter?.transform = Transform(scale: 0.5)
      presenter?.alpha = 0.2
      moving.alpha = 0.5
      let presenting = context.operation == .present
      let views = try PropertyAnimator(duration: 0.3, window: context.window) {
        presenter?.transform = .identity
        presenter?.alpha = 1
        moving.alpha = presenting ? 1 : 0
      }
      let travel = context.operation == failing ? 0.0 : 300
      return try TransitionAnimator(
        context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.3),
        travel: travel)
    }
  }

  @Test func presentThrowsAndRestoresEverything() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    var events: [TransitionEvent] = []
    var lifecycle: [String] = []
    for (controller, name) in [(home, "home"), (detail, "detail")] {
      controller.lifecycleObserver = { _, event in lifecycle.append("\(name) \(event)") }
    }
    var completion: Bool?
    #expect(
      throws: PresentationError.transitionFailed(
        reason: TransitionError.invalidTravel(0).description)
    ) {
      try home.present(
        detail, transition: .custom { Broken() }, completion: { completion = $0 },
        onEvent: { events.append($0) })
    }
    #expect(detail.presentingViewController == nil)
    #expect(home.presentedViewController == nil)
    #expect(detail.view.window == nil)
    #expect(home.view.transform == .identity)
    #expect(home.view.alpha == 1)
    #expect(window.activeTransition == nil)
    #expect(completion != true)
    #expect(
      events == [
        .transitionFailed(.present, reason: "travel: expected a positive number of points, got 0.0")
      ])
    // Whatever callbacks ran are balanced: detail did not stay appeared.
    let appeared = lifecycle.filter { $0.hasPrefix("detail viewWillAppear") }.count
    let disappeared = lifecycle.filter { $0.hasPrefix("detail viewDidDisappear") }.count
    #expect(appeared == disappeared, "\(lifecycle)")
    // And the window still works: a good transition presents.
    try home.present(detail, transition: .modalSheet())
    try window.advance(to: 1, frameRate: 60)
    #expect(detail.presentingViewController === home)
  }

  @Test func theFailureReachesPlayAsAnErrorAtTheEventsPath() throws {
    var player = ScenarioPlayer()
    player.register(
      TransitionDefinition(id: "broken", summary: "fails to build its animator") { _ in
        .custom { Broken() }
      })
    let script = Script(
      transition: "broken", until: 1, events: [ScriptEvent(at: 0.2, .action(.present))])
    #expect(
      throws: ScriptError(
        path: "events[0].action",
        problem:
          "the transition could not run: travel: expected a positive number of points, got 0.0")
    ) { try player.play(script) }
  }

  @Test func aGestureThatCannotStartItsTransitionMovesNothingAndSaysWhy() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    var events: [TransitionEvent] = []
    try home.present(
      detail, transition: .custom { Broken(failing: .dismiss) }, onEvent: { events.append($0) })
    try window.advance(to: 1, frameRate: 60)
    #expect(detail.presentingViewController === home)
    let before = detail.view.onScreen
    // A drag down on the presented view would dismiss; the dismissal cannot run.
    var script = TouchScript(start: 1.1)
    script.down(at: .at(195, 400))
    script.move(by: Vector(dx: 0, dy: 200), duration: 0.2)
    script.up()
    try script.play(in: window)
    try window.advance(to: 2, frameRate: 60)
    #expect(detail.presentingViewController === home)
    #expect(detail.view.onScreen == before)
    #expect(home.view.onScreen.alpha == 1)
    #expect(
      events.last
        == .transitionFailed(
          .dismiss, reason: "travel: expected a positive number of points, got 0.0"))
    #expect(events.filter { if case .transitionBegan = $0 { true } else { false } }.count == 1)
  }

  @Test func theOneCallPresentLetsTheCallerSeeTheWholeTransition() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    var events: [TransitionEvent] = []
    try home.present(detail, transition: .card(), onEvent: { events.append($0) })
    try window.advance(to: 1, frameRate: 60)
    #expect(
      events == [
        .transitionBegan(.present, interactive: false),
        .transitionEnded(.present, completed: true),
      ])
  }

  @Test func animateTransitionCancelsAndRethrows() throws {
    let window = Window(size: Size(width: 400, height: 500))
    let old = ViewController()
    let new = ViewController()
    window.addSubview(old.view)
    var outcome: Bool?
    let context = BasicTransitionContext(
      operation: .select, container: window, window: window, from: old, to: new, frames: []
    ) { outcome = $0 }
    #expect(throws: TransitionError.invalidTravel(0)) {
      try Broken(failing: .select).animateTransition(using: context)
    }
    #expect(outcome == false)
  }
}

/// A container whose delegate vends an animator that cannot be built.
@MainActor
final class BrokenContainerDelegate: ContainerViewControllerDelegate {
  func containerViewController(
    _ container: ContainerViewController, animatorFrom from: ViewController, to: ViewController
  ) -> (any AnimatedTransitioning)? { FailingTransitionTests.Broken(failing: .select) }
}

@MainActor
@Test func aContainerTransitionThatCannotRunLeavesTheSelectionAndSaysWhy() throws {
  let window = Window(size: Size(width: 390, height: 844))
  let first = ViewController()
  let second = ViewController()
  let container = ContainerViewController(children: [first, second])
  let delegate = BrokenContainerDelegate()
  container.delegate = delegate
  window.rootViewController = container
  try window.advance(to: 0.1, frameRate: 60)
  let shown = first.view.onScreen
  var events: [TransitionEvent] = []
  container.onEvent = { events.append($0) }
  #expect(!container.select(index: 1))
  try window.advance(to: 1, frameRate: 60)
  #expect(container.selectedIndex == 0)
  #expect(container.children.count == 1 && container.children.first === first)
  #expect(second.view.window == nil)
  #expect(first.view.onScreen == shown)
  #expect(
    events == [
      .transitionFailed(.select, reason: "travel: expected a positive number of points, got 0.0")
    ])
  // Buttons and gestures work again: nothing is left running.
  #expect(container.activeAnimator == nil)
}

/// Three durations set differently: the animator's timing is the one that runs and that the
/// coordinator reports once the animator is built.
@MainActor
final class ThreeDurations: ModalTransition {
  var plannedDuration: Double?
  var presentationStyle: ModalPresentationStyle { .custom }
  func progressAxis(for operation: TransitionOperation) -> Vector { Vector(dx: 0, dy: 1) }
  func transitionDuration(using context: any TransitionContext) -> Double { 5 }
  func transitionWillBegin(_ context: any TransitionContext) {
    plannedDuration = context.transitionCoordinator.transitionDuration
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let view = try context.movingView()
    let presenting = context.operation == .present
    view.alpha = presenting ? 0 : 1
    let views = try PropertyAnimator(duration: 3, window: context.window) {
      view.alpha = presenting ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.5), travel: 100
    )
  }
}

@MainActor
@Test func theAnimatorsTimingIsTheDurationThatCounts() throws {
  let window = Window(size: Size(width: 390, height: 844))
  let home = ViewController()
  window.rootViewController = home
  let detail = ViewController()
  let transition = ThreeDurations()
  var ended: Double?
  let manager = try home.present(
    detail, transition: .custom { transition },
    onEvent: { [weak window] event in  // (the window keeps the manager: weak, or a cycle)
      if case .transitionEnded = event { ended = window?.currentTime }
    })
  #expect(transition.plannedDuration == 5)  // planned, before the animator exists
  let coordinator = try #require(manager.activeAnimator?.context.transitionCoordinator)
  #expect(coordinator.transitionDuration == 0.5)
  try window.advance(to: 0.25, frameRate: 60)
  expectApproximately(detail.view.onScreen.alpha, 0.5, absolute: 1e-9)
  try window.advance(to: 2, frameRate: 60)
  let end = try #require(ended)
  expectApproximately(end, 0.5, absolute: 1.0 / 60 + 1e-9)
}
