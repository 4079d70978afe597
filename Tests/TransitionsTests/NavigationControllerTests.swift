import Motion
import Stage
import Testing
import TransitionsTestSupport

@testable import Transitions

/// A navigation stack on a phone: root `A`, and `B`, `C`, `D` to push, their lifecycle logged,
/// and every transition event kept.
@MainActor
final class NavigationStage {
  let window = Window(size: Size(width: 390, height: 844))
  let a = ViewController()
  let b = ViewController()
  let c = ViewController()
  let d = ViewController()
  let navigation: NavigationController
  let log = LifecycleLog()
  var events: [(time: Double, event: TransitionEvent)] = []

  init(transition: NavigationTransitionStyle = .push()) {
    navigation = NavigationController(rootViewController: a)
    navigation.transition = transition
    for (controller, name) in [(a, "A"), (b, "B"), (c, "C"), (d, "D")] {
      log.watch(controller, as: name)
    }
    window.rootViewController = navigation
    navigation.onEvent = { [unowned self] event in
      self.events.append((self.window.currentTime, event))
    }
    log.clear()
  }

  var width: Double { window.size.width }

  /// Where `controller`'s view is on screen (after its transform), in window points.
  func x(_ controller: ViewController) -> Double {
    let view = controller.view
    return view.convert(view.onScreen.bounds, to: nil, layer: .onScreen).origin.x
  }

  func advance(to time: Double) throws { try window.advance(to: time, frameRate: 120) }

  /// A finger from `from`, moving `by` over `duration` seconds (120 samples a second), held
  /// `hold` seconds, then lifted (unless `release` is false).
  func drag(
    at start: Double, from: Point, by offset: Vector, duration: Double, hold: Double = 0,
    release: Bool = true
  ) throws {
    var script = TouchScript(start: start, frameRate: 120)
    script.down(at: from)
    script.move(by: offset, duration: duration)
    if hold > 0 {
      script.wait(hold)
      script.move(by: .zero, duration: 1.0 / 120)
    }
    if release { script.up(after: 0) }
    try script.play(in: window)
  }

  /// The events of one kind, as their descriptions.
  func described(_ prefix: String) -> [String] {
    events.map(\.event.description).filter { $0.hasPrefix(prefix) }
  }
}

@MainActor
struct NavigationControllerTests {
  // MARK: The stack

  @Test func theRootIsAChildAndOnlyTheTopViewIsInTheHierarchy() throws {
    let stage = NavigationStage()
    let navigation = stage.navigation
    #expect(identical(navigation.viewControllers, [stage.a]))
    #expect(navigation.topViewController === stage.a)
    #expect(identical(navigation.children, [stage.a]))
    #expect(stage.a.navigationController === navigation)
    #expect(stage.a.view.superview === navigation.view)
    #expect(stage.a.view.frame == navigation.view.bounds)
    #expect(stage.a.appearancePhase == .appeared)
    try navigation.pushViewController(stage.b, animated: false)
    try navigation.pushViewController(stage.c, animated: false)
    #expect(identical(navigation.viewControllers, [stage.a, stage.b, stage.c]))
    #expect(identical(navigation.children, [stage.a, stage.b, stage.c]))
    #expect(stage.c.view.superview === navigation.view)
    #expect(stage.a.view.superview == nil && stage.b.view.superview == nil)
    #expect(stage.b.appearancePhase == .disappeared)
  }

  @Test func anAnimatedPushAndPopRunInUIKitsOrderOnAThirdOfASecondSpring() throws {
    let stage = NavigationStage()
    try stage.advance(to: 0.1)
    try stage.navigation.pushViewController(stage.b, animated: true)
    // The stack changes as the push begins, as UIKit's does.
    #expect(identical(stage.navigation.viewControllers, [stage.a, stage.b]))
    #expect(
      stage.log.entries == [
        "B.willMoveToParent", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
      ])
    try stage.advance(to: 1)
    #expect(
      stage.log.entries == [
        "B.willMoveToParent", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMoveToParent",
      ])
    #expect(
      stage.described("transition") == [
        "transitionBegan(push, interactive: false)", "transitionEnded(push, completed: true)",
      ])
    let ended = try #require(stage.events.last?.time)
    expectApproximately(ended - 0.1, PushTransition.duration, absolute: 1.0 / 120 + 1e-9)
    #expect(stage.a.view.superview == nil)
    #expect(stage.b.view.frame == stage.navigation.view.bounds)
    expectApproximately(stage.x(stage.b), 0, absolute: 1e-9)

    stage.log.clear()
    stage.events.removeAll()
    let popped = try stage.navigation.popViewController(animated: true)
    #expect(popped === stage.b)
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    try stage.advance(to: 2)
    #expect(
      stage.log.entries == [
        "B.willMoveToNilParent", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
        "B.didMoveToNilParent", "A.viewDidAppear",
      ])
    #expect(
      stage.described("transition") == [
        "transitionBegan(pop, interactive: false)", "transitionEnded(pop, completed: true)",
      ])
    #expect(identical(stage.navigation.children, [stage.a]))
    #expect(stage.b.view.superview == nil)
    expectApproximately(stage.x(stage.a), 0, absolute: 1e-9)
  }

  @Test func withoutAnimationTheChangeIsMadeAtOnceWithNoEvents() throws {
    let stage = NavigationStage()
    try stage.navigation.pushViewController(stage.b, animated: false)
    #expect(
      stage.log.entries == [
        "B.willMoveToParent", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMoveToParent",
      ])
    stage.log.clear()
    try stage.navigation.popViewController(animated: false)
    #expect(
      stage.log.entries == [
        "B.willMoveToNilParent", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
        "A.viewDidAppear", "B.didMoveToNilParent",
      ])
    #expect(stage.events.isEmpty)
    // At the root, a pop does nothing (UIKit: "you cannot pop the last item on the stack").
    #expect(try stage.navigation.popViewController(animated: true) == nil)
    #expect(stage.events.isEmpty)
  }

  @Test func popToRootPopsEveryScreenWithOneTransition() throws {
    let stage = NavigationStage()
    for controller in [stage.b, stage.c, stage.d] {
      try stage.navigation.pushViewController(controller, animated: false)
    }
    stage.log.clear()
    let popped = try stage.navigation.popToRootViewController(animated: true)
    #expect(identical(popped, [stage.b, stage.c, stage.d]))
    try stage.advance(to: 1)
    #expect(stage.described("transitionBegan") == ["transitionBegan(pop, interactive: false)"])
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    #expect(identical(stage.navigation.children, [stage.a]))
    // The screens under the top leave without appearance callbacks (they were not shown).
    #expect(!stage.log.entries.contains { $0.hasPrefix("B.view") || $0.hasPrefix("C.view") })
    #expect(stage.log.entries.contains("B.didMoveToNilParent"))
    #expect(stage.log.entries.contains("C.didMoveToNilParent"))
    #expect(stage.log.entries.contains("D.viewDidDisappear"))
    #expect(stage.log.entries.last == "A.viewDidAppear")
    // Popping to the top pops nothing.
    #expect(try stage.navigation.popToViewController(stage.a, animated: true).isEmpty)
  }

  @Test func setViewControllersPushesPopsOrReplacesAsUIKitDocuments() throws {
    // "If controllers A, B, and C are on the stack and you set controllers D, A, and B, this
    // method uses a pop transition and the resulting stack contains the controllers D, A, and B."
    let stage = NavigationStage()
    try stage.navigation.setViewControllers([stage.a, stage.b, stage.c], animated: false)
    #expect(stage.c.view.superview === stage.navigation.view)
    try stage.advance(to: 0.1)
    try stage.navigation.setViewControllers([stage.d, stage.a, stage.b], animated: true)
    try stage.advance(to: 1)
    #expect(stage.described("transitionBegan") == ["transitionBegan(pop, interactive: false)"])
    #expect(identical(stage.navigation.viewControllers, [stage.d, stage.a, stage.b]))
    #expect(
      Set(stage.navigation.children.map(ObjectIdentifier.init))
        == Set([stage.d, stage.a, stage.b].map(ObjectIdentifier.init)))
    #expect(stage.b.view.superview === stage.navigation.view)
    #expect(stage.c.parent == nil)
    // The top unchanged: no transition.
    stage.events.removeAll()
    try stage.navigation.setViewControllers([stage.a, stage.b], animated: true)
    #expect(stage.events.isEmpty)
    #expect(identical(stage.navigation.viewControllers, [stage.a, stage.b]))
    #expect(stage.d.parent == nil)
    // A new top: a push.
    try stage.navigation.setViewControllers([stage.a, stage.c], animated: true)
    try stage.advance(to: 2)
    #expect(stage.described("transitionBegan") == ["transitionBegan(push, interactive: false)"])
    #expect(identical(stage.navigation.viewControllers, [stage.a, stage.c]))
    #expect(stage.b.parent == nil)
  }

  @Test func refusedChangesThrowAndChangeNothing() throws {
    let stage = NavigationStage()
    let navigation = stage.navigation
    #expect(throws: NavigationError.alreadyOnStack) {
      try navigation.pushViewController(stage.a, animated: true)
    }
    #expect(throws: NavigationError.unavailableController) {
      try navigation.pushViewController(navigation, animated: true)
    }
    #expect(throws: NavigationError.emptyStack) {
      try navigation.setViewControllers([], animated: true)
    }
    #expect(throws: NavigationError.duplicateController) {
      try navigation.setViewControllers([stage.b, stage.b], animated: true)
    }
    #expect(throws: NavigationError.notOnStack) {
      try navigation.popToViewController(stage.c, animated: true)
    }
    try navigation.pushViewController(stage.b, animated: true)
    stage.log.clear()
    #expect(throws: NavigationError.transitionInProgress) {
      try navigation.pushViewController(stage.c, animated: true)
    }
    #expect(throws: NavigationError.transitionInProgress) {
      try navigation.popViewController(animated: true)
    }
    #expect(stage.log.entries.isEmpty)
    #expect(identical(navigation.viewControllers, [stage.a, stage.b]))
    #expect(
      NavigationError.alreadyOnStack.description
        == "viewController: the view controller is already on the navigation stack")
  }

  // MARK: The pop gesture

  @Test func theEdgePopFollowsTheFingerOneToOneAndFinishes() throws {
    let stage = NavigationStage()
    try stage.navigation.pushViewController(stage.b, animated: false)
    try stage.advance(to: 0.1)
    stage.log.clear()
    try stage.drag(
      at: 0.1, from: .at(5, 400), by: Vector(dx: 250, dy: 0), duration: 0.5, release: false)
    // One to one: the popped screen is where the finger has moved it, the screen below a third
    // of the width behind, closing in.
    let moved = try #require(
      stage.navigation.popInteraction.panGestureRecognizer.translation(in: nil).dx)
    expectApproximately(stage.x(stage.b), moved, absolute: 1e-6)
    let progress = moved / stage.width
    expectApproximately(stage.x(stage.a), -stage.width / 3 * (1 - progress), absolute: 1e-6)
    #expect(stage.navigation.activeAnimator?.context.isInteractive == true)
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    try stage.window.send(Touch(id: 1, phase: .ended, location: .at(255, 400), time: 0.65))
    try stage.advance(to: 2)
    #expect(
      stage.described("transition") == [
        "transitionBegan(pop, interactive: true)", "transitionEnded(pop, completed: true)",
      ])
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    #expect(stage.log.entries.last == "A.viewDidAppear")
  }

  @Test func aCancelledEdgePopPutsEverythingBackWithBalancedCallbacks() throws {
    let stage = NavigationStage()
    try stage.navigation.pushViewController(stage.b, animated: false)
    try stage.advance(to: 0.1)
    stage.log.clear()
    // 60 pt, held still, released: short of the middle, it cancels.
    try stage.drag(at: 0.1, from: .at(5, 400), by: Vector(dx: 60, dy: 0), duration: 0.3, hold: 0.2)
    try stage.advance(to: 2)
    #expect(stage.described("interactionEnded").first?.contains("finish: false") == true)
    #expect(stage.described("transitionEnded") == ["transitionEnded(pop, completed: false)"])
    // The popped screen stays and gets willDisappear/willAppear back; the revealed one goes.
    #expect(
      stage.log.entries == [
        "B.willMoveToNilParent", "B.viewWillDisappear", "A.viewWillAppear", "B.viewWillAppear",
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear", "B.didMoveToParent",
      ])
    #expect(identical(stage.navigation.viewControllers, [stage.a, stage.b]))
    #expect(identical(stage.navigation.children, [stage.a, stage.b]))
    #expect(stage.b.view.superview === stage.navigation.view)
    #expect(stage.a.view.superview == nil)
    #expect(stage.b.view.onScreen.frame == stage.navigation.view.bounds)
    #expect(stage.b.view.onScreen.transform == .identity)
    #expect(!stage.b.isMovingFromParent)
    #expect(stage.navigation.activeRun == nil)
  }

  @Test func thePopGestureIsRefusedAtTheRootAwayFromTheEdgeAndWhenDisabled() throws {
    let stage = NavigationStage()
    try stage.advance(to: 0.1)
    try stage.drag(at: 0.1, from: .at(5, 400), by: Vector(dx: 200, dy: 0), duration: 0.3)
    try stage.advance(to: 1)
    #expect(stage.events.isEmpty, "at the root")
    try stage.navigation.pushViewController(stage.b, animated: false)
    try stage.drag(at: 1, from: .at(100, 400), by: Vector(dx: 200, dy: 0), duration: 0.3)
    try stage.advance(to: 2)
    #expect(stage.events.isEmpty, "away from the edge")
    try stage.drag(at: 2, from: .at(5, 400), by: Vector(dx: 0, dy: 200), duration: 0.3)
    try stage.advance(to: 3)
    #expect(stage.events.isEmpty, "a vertical drag")
    stage.navigation.interactivePopGestureRecognizer.isEnabled = false
    try stage.drag(at: 3, from: .at(5, 400), by: Vector(dx: 200, dy: 0), duration: 0.3)
    try stage.advance(to: 4)
    #expect(stage.events.isEmpty, "disabled")
    stage.navigation.interactivePopGestureRecognizer.isEnabled = true
    try stage.drag(at: 4, from: .at(5, 400), by: Vector(dx: 300, dy: 0), duration: 0.3)
    try stage.advance(to: 5)
    #expect(stage.described("transitionEnded") == ["transitionEnded(pop, completed: true)"])
  }

  @Test func thePopGestureMayBeReachedBeforeTheViewLoadsAndIsMadeOnce() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    #expect(!navigation.isViewLoaded)
    navigation.interactivePopGestureRecognizer.isEnabled = false
    #expect(navigation.isViewLoaded)
    #expect(
      navigation.interactivePopGestureRecognizer === navigation.interactivePopGestureRecognizer)
    #expect(navigation.view.gestureRecognizers.count == 2, "one pan and its grab")
    let window = Window(size: Size(width: 390, height: 844))
    window.rootViewController = navigation
    try navigation.pushViewController(ViewController(), animated: false)
    var events: [TransitionEvent] = []
    navigation.onEvent = { events.append($0) }
    var script = TouchScript(start: 0.1, frameRate: 120)
    script.down(at: .at(5, 400))
    script.move(by: Vector(dx: 300, dy: 0), duration: 0.3)
    script.up()
    try script.play(in: window)
    try window.advance(to: 1, frameRate: 60)
    #expect(events.isEmpty, "disabled before the view loaded, it stays disabled")
  }

  @Test func duringAPushTheEdgeBeginsNoPopButAFingerCatchesThePush() throws {
    let stage = NavigationStage()
    try stage.advance(to: 0.1)
    try stage.navigation.pushViewController(stage.b, animated: true)
    try stage.advance(to: 0.2)
    let before = stage.x(stage.b)
    // Lands 0.1 s in and drags right: the push is caught where it is and thrown back.
    try stage.drag(at: 0.2, from: .at(5, 400), by: Vector(dx: 120, dy: 0), duration: 0.1)
    expectApproximately(stage.x(stage.b), before + 120, absolute: 1)
    try stage.advance(to: 2)
    #expect(stage.described("transitionBegan") == ["transitionBegan(push, interactive: false)"])
    #expect(stage.described("transitionEnded") == ["transitionEnded(push, completed: false)"])
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    #expect(stage.b.parent == nil)
    #expect(stage.a.view.onScreen.transform == .identity)
  }

  @Test func disablingThePopGestureAlsoStopsAFingerCatchingAPush() throws {
    let stage = NavigationStage()
    stage.navigation.interactivePopGestureRecognizer.isEnabled = false
    try stage.advance(to: 0.1)
    try stage.navigation.pushViewController(stage.b, animated: true)
    try stage.drag(at: 0.15, from: .at(200, 400), by: Vector(dx: 120, dy: 0), duration: 0.1)
    try stage.advance(to: 2)
    #expect(stage.described("interaction").isEmpty)
    #expect(stage.described("transitionEnded") == ["transitionEnded(push, completed: true)"])
  }

  @Test func aButtonPopCaughtMidFlightHoldsStillWithNoJumpAndCanBeThrownBack() throws {
    let stage = NavigationStage()
    try stage.navigation.pushViewController(stage.b, animated: false)
    try stage.advance(to: 0.1)
    try stage.navigation.popViewController(animated: true)
    try stage.window.advance(to: 0.2)
    let caught = stage.x(stage.b)
    try stage.window.send(Touch(id: 1, phase: .began, location: .at(300, 400), time: 0.2))
    try stage.advance(to: 0.4)
    expectApproximately(stage.x(stage.b), caught, absolute: 1e-9)
    // Thrown back to the left: the pop cancels.
    for step in 1...12 {
      let point = Point.at(300 - Double(step) * 10, 400)
      try stage.window.send(
        Touch(id: 1, phase: .moved, location: point, time: 0.4 + Double(step) / 120))
    }
    try stage.window.send(Touch(id: 1, phase: .ended, location: .at(180, 400), time: 0.5))
    try stage.advance(to: 2)
    #expect(stage.described("transitionEnded") == ["transitionEnded(pop, completed: false)"])
    #expect(identical(stage.navigation.viewControllers, [stage.a, stage.b]))
  }

  // MARK: The delegate

  @Test func theDelegateVendsAnAnimatorPerOperationAndAnInteractionOnlyWhileAGestureDrives() throws
  {
    let stage = NavigationStage()
    let delegate = RecordingNavigationDelegate()
    stage.navigation.delegate = delegate
    try stage.advance(to: 0.1)
    try stage.navigation.pushViewController(stage.b, animated: true)
    try stage.advance(to: 1)
    #expect(delegate.log == ["willShow B", "animator push A→B", "interaction?", "didShow B"])
    #expect(delegate.fade.runs == 1)
    delegate.log.removeAll()
    // The edge pop with the delegate's animator: its percent-driven interaction is driven by
    // the pop gesture.
    delegate.vendsInteraction = true
    try stage.drag(at: 1, from: .at(5, 400), by: Vector(dx: 300, dy: 0), duration: 0.3)
    try stage.advance(to: 2)
    #expect(delegate.log == ["willShow A", "animator pop B→A", "interaction?", "didShow A"])
    #expect(
      stage.described("transitionBegan") == [
        "transitionBegan(push, interactive: false)", "transitionBegan(pop, interactive: true)",
      ])
    #expect(delegate.interaction.drove)
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
  }

  @Test func aTransitionThatCannotRunIsCancelledWithEverythingPutBack() throws {
    let stage = NavigationStage()
    let delegate = RecordingNavigationDelegate()
    delegate.fade.fails = true
    stage.navigation.delegate = delegate
    try stage.advance(to: 0.1)
    #expect(throws: NavigationError.self) {
      try stage.navigation.pushViewController(stage.b, animated: true)
    }
    #expect(identical(stage.navigation.viewControllers, [stage.a]))
    #expect(stage.b.parent == nil && stage.b.view.superview == nil)
    #expect(stage.a.appearancePhase == .appeared)
    #expect(stage.navigation.activeRun == nil)
    #expect(stage.described("transitionFailed").count == 1)
  }

  // MARK: Lifetimes

  @Test func nothingOutlivesItsPlaceOnTheStack() throws {
    weak var popped: ViewController?
    weak var navigation: NavigationController?
    weak var run: TransitionRun?
    weak var transition: PushTransition?
    try {
      let window = Window(size: Size(width: 390, height: 844))
      let root = ViewController()
      let made = NavigationController(rootViewController: root)
      navigation = made
      window.rootViewController = made
      try {
        let detail = ViewController()
        popped = detail
        try made.pushViewController(detail, animated: true)
        run = made.activeRun
        transition = made.activeRun?.transition as? PushTransition
      }()
      try window.advance(to: 1, frameRate: 60)
      #expect(run == nil, "the push's run ends with it")
      #expect(transition != nil, "kept while the screen is on the stack")
      try made.popViewController(animated: true)
      try window.advance(to: 2, frameRate: 60)
      #expect(popped == nil, "a popped screen is let go")
      #expect(transition == nil, "and its transition")
      window.rootViewController = nil
    }()
    #expect(navigation == nil)
  }

  @Test func theDelegateIsNotRetained() {
    weak var delegate: RecordingNavigationDelegate?
    let navigation = NavigationController(rootViewController: ViewController())
    do {
      let made = RecordingNavigationDelegate()
      delegate = made
      navigation.delegate = made
    }
    #expect(delegate == nil)
    #expect(navigation.delegate == nil)
  }
}

/// A delegate that logs what it is asked and vends a fade for every operation, with a
/// percent-driven interaction when asked to.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
  var log: [String] = []
  let fade = NavigationFade()
  let interaction = DrivenCheck()
  var vendsInteraction = false

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) { log.append("willShow \(viewController.title ?? "?")") }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) { log.append("didShow \(viewController.title ?? "?")") }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: TransitionOperation, from: ViewController,
    to: ViewController
  ) -> (any AnimatedTransitioning)? {
    log.append("animator \(operation.rawValue) \(from.title ?? "?")→\(to.title ?? "?")")
    return fade
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animator: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    log.append("interaction?")
    return vendsInteraction ? interaction : nil
  }
}

/// A percent-driven interaction that notes it was driven.
@MainActor
final class DrivenCheck: PercentDrivenInteraction {
  private(set) var drove = false
  override func startInteractiveTransition(
    _ context: any TransitionContext, animator: TransitionAnimator
  ) {
    drove = true
    super.startInteractiveTransition(context, animator: animator)
  }
}

/// The pushed screen fades in (push) or out (pop) over 0.3 s; `fails` makes its animator throw.
@MainActor
final class NavigationFade: AnimatedTransitioning {
  var runs = 0
  var fails = false

  func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    if fails { throw TransitionError.missingView(.to) }
    runs += 1
    let pushing = context.operation == .push
    let view = try context.movingView()
    view.alpha = pushing ? 0 : 1
    let views = try PropertyAnimator(duration: 0.3, window: context.window) {
      view.alpha = pushing ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.3),
      travel: context.containerView.bounds.width)
  }
}
