import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@MainActor
struct ReleasePolicyTests {
  @Test(arguments: [
    // p, v (pt/s), d, projected, velocityDirection, fastOrPastHalfway, progressThreshold
    (0.3, 0.0, 800.0, false, false, false, true),
    (0.6, 0.0, 800.0, true, true, true, true),
    (0.3, 600.0, 800.0, true, true, true, true),
    (0.6, -400.0, 800.0, false, false, false, true),
    (0.7, -300.0, 800.0, true, false, false, true),
    (0.6, -700.0, 800.0, false, false, false, true),
    (0.1, 200.0, 800.0, false, true, false, false),
    (0.55, -200.0, 800.0, false, false, true, true),
  ])
  func rules(
    p: Double, v: Double, d: Double, projected: Bool, velocityDirection: Bool,
    fastOrPastHalfway: Bool, progressThreshold: Bool
  ) {
    #expect(ReleasePolicy.projected.shouldFinish(progress: p, velocity: v, travel: d) == projected)
    #expect(
      ReleasePolicy.velocityDirection.shouldFinish(progress: p, velocity: v, travel: d)
        == velocityDirection)
    #expect(
      ReleasePolicy.fastOrPastHalfway.shouldFinish(progress: p, velocity: v, travel: d)
        == fastOrPastHalfway)
    #expect(
      ReleasePolicy.progressThreshold.shouldFinish(progress: p, velocity: v, travel: d)
        == progressThreshold)
  }

  /// Scripts choose the named policies by name; the seed-numbered names scripts used before
  /// still stand for the same rules, and the deprecated Swift names are the same values.
  @Test @available(*, deprecated)
  func namedPoliciesAndTheirFormerNames() {
    for (name, policy) in ReleasePolicy.named {
      #expect(ReleasePolicy(name: name) == policy)
      #expect(policy.name == name)
    }
    #expect(
      ReleasePolicy.named.map(\.name) == [
        "projected", "velocityDirection", "fastOrPastHalfway", "progressThreshold",
      ])
    #expect(ReleasePolicy(name: "seed000") == nil, "a former name is not a name")
    #expect(ReleasePolicy.deprecatedNames["seed000"] == "velocityDirection")
    #expect(ReleasePolicy.deprecatedNames["seed001"] == "fastOrPastHalfway")
    #expect(ReleasePolicy.deprecatedNames["seed004"] == "progressThreshold")
    #expect(ReleasePolicy.seed000 == .velocityDirection)
    #expect(ReleasePolicy.seed001 == .fastOrPastHalfway)
    #expect(ReleasePolicy.seed004 == .progressThreshold)
    #expect(ReleasePolicy.Rule.seed000(restingSpeed: 2) == .velocityDirection(restingSpeed: 2))
    #expect(ReleasePolicy.Rule.seed001(speed: 250) == .fastOrPastHalfway(speed: 250))
    #expect(ReleasePolicy(.progress(threshold: 0.3)).name == nil)
    #expect(ReleasePolicy.progressThreshold == ReleasePolicy(.progress(threshold: 0.2)))
  }

  @Test func projectionTimeIsScrollViewDeceleration() {
    expectApproximately(
      ReleasePolicy.projectionTime(decelerationRate: 0.998), 0.499, absolute: 1e-12)
    // Exactly at the boundary p + v/d · 0.499 = 0.5 finishes.
    #expect(
      ReleasePolicy.projected.shouldFinish(progress: 0.25, velocity: 400 / 0.499, travel: 800))
    #expect(!ReleasePolicy.projected.shouldFinish(progress: .nan, velocity: 0, travel: 800))
    #expect(ReleasePolicy(.distance(160)).shouldFinish(progress: 0.2, velocity: -5000, travel: 800))
  }
}

@MainActor
struct SpringSettlingTests {
  @Test(arguments: [0.3, 0.5, 1.0], [1.0, 0.8, 0.5])
  func settlesWithinHalfAPointAtTheDuration(duration: Double, ratio: Double) throws {
    let spring = try Spring.settling(in: duration, dampingRatio: ratio, distance: 788)
    let motion = spring.motion(from: 0, to: 788)
    expectApproximately(
      motion.settlingDuration(tolerance: Tolerance(distance: 0.5)), duration, absolute: 1e-6)
    expectApproximately(spring.dampingRatio, ratio, absolute: 1e-12)
  }
}

/// A custom container's transition, with a context that is not a Stage presentation: the
/// percent-driven interaction needs nothing but the protocol.
@MainActor
struct CustomContextTests {
  final class Slide: AnimatedTransitioning {
    func transitionDuration(using context: any TransitionContext) -> Double { 0.35 }
    func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
      let width = context.containerView.bounds.width
      guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
        throw TransitionError.missingView(.to)
      }
      to.frame = Rect(x: width, y: 0, width: width, height: 500)
      context.containerView.addSubview(to)
      let views = try PropertyAnimator(duration: 0.35, window: context.window) {
        from.frame.origin.x = -width
        to.frame.origin.x = 0
      }
      return try TransitionAnimator(
        context: context, propertyAnimator: views, timing: .curve(.easeInEaseOut, duration: 0.35),
        travel: width)
    }
  }

  @Test func percentDrivenInteractionDrivesAnyContextAndCancelRestoresExactly() throws {
    let window = Window(size: Size(width: 400, height: 500))
    let old = ViewController()
    let new = ViewController()
    window.addSubview(old.view)
    old.view.frame = Rect(x: 0, y: 0, width: 400, height: 500)
    let indicator = View(frame: Rect(x: 0, y: 480, width: 100, height: 4))
    window.addSubview(indicator)
    var outcome: Bool?
    let context = BasicTransitionContext(
      operation: .select, container: window, window: window, from: old, to: new,
      frames: [
        .init(old, initial: old.view.frame, final: .zero),
        .init(new, initial: .zero, final: Rect(x: 0, y: 0, width: 400, height: 500)),
      ]
    ) { finished in outcome = finished }
    var interactionChanges: [Bool] = []
    context.transitionCoordinator.animate(alongsideTransition: { _ in
      indicator.frame.origin.x = 100
    })
    context.transitionCoordinator.notifyWhenInteractionChanges { coordinator in
      interactionChanges.append(coordinator.isInteractive)
    }
    let animator = try Slide().interruptibleAnimator(using: context)
    let interaction = PercentDrivenInteraction(releasePolicy: .progressThreshold)
    interaction.startInteractiveTransition(context, animator: animator)
    #expect(context.isInteractive)
    interaction.update(0.15)
    expectApproximately(old.view.onScreen.frame.origin.x, -60, absolute: 1e-9)
    expectApproximately(new.view.onScreen.frame.origin.x, 340, absolute: 1e-9)
    expectApproximately(indicator.onScreen.frame.origin.x, 15, absolute: 1e-9)  // alongside
    interaction.release(velocity: 0)  // 0.15 ≤ 0.2: cancel
    #expect(context.transitionWasCancelled)
    try window.advance(to: 2, frameRate: 60)
    #expect(outcome == false)
    #expect(interactionChanges == [true, false])
    expectApproximately(old.view.frame.origin.x, 0, absolute: 0)
    expectApproximately(new.view.frame.origin.x, 400, absolute: 0)
    expectApproximately(indicator.frame.origin.x, 0, absolute: 0)
    #expect(context.isCompleted)
    // Completion exactly once: later calls change nothing.
    context.completeTransition(true)
    #expect(outcome == false)
  }

  @Test func theSameAnimatorRunsNonInteractivelyAndCanBeTakenMidFlight() throws {
    let window = Window(size: Size(width: 400, height: 500))
    let old = ViewController()
    let new = ViewController()
    window.addSubview(old.view)
    old.view.frame = Rect(x: 0, y: 0, width: 400, height: 500)
    var outcome: Bool?
    let context = BasicTransitionContext(
      operation: .select, container: window, window: window, from: old, to: new, frames: []
    ) { outcome = $0 }
    let animator = try Slide().animateTransition(using: context)
    #expect(!context.isInteractive)
    try window.advance(to: 0.1, frameRate: 60)
    let x = new.view.onScreen.frame.origin.x
    let interaction = PercentDrivenInteraction()
    interaction.take(animator)
    try window.advance(to: 0.3, frameRate: 60)
    expectApproximately(new.view.onScreen.frame.origin.x, x, absolute: 1e-9)  // held
    interaction.update(animator.progress + 0.5)  // the finger drags 200 pt towards the end
    expectApproximately(new.view.onScreen.frame.origin.x, x - 200, absolute: 1e-9)
    interaction.release(velocity: 0)
    try window.advance(to: 2, frameRate: 60)
    #expect(outcome == true)
    expectApproximately(new.view.frame.origin.x, 0, absolute: 0)
  }
}

@MainActor
struct ReduceMotionTests {
  @Test(arguments: ["pullDown", "modal"])
  func nonInteractiveTransitionsCrossFadeAtTheFinalFrame(id: String) throws {
    let timeline = try play(
      id, reduceMotion: true, until: 2, [action(.present, at: 0), action(.dismiss, at: 1)])
    let endings = timeline.endings
    #expect(endings.map(\.completed) == [true, true])
    expectApproximately(endings[0].time, 0.3, absolute: 1.0 / 60)
    expectApproximately(endings[1].time, 1.3, absolute: 1.0 / 60)
    let final = try #require(timeline.frame(at: 0.5)?.view("presented")).frame
    for frame in timeline.frames where frame.phase == .transitioning {
      let view = try #require(frame.view("presented"))
      #expect(view.frame == final)  // no movement and no scale
      let p = try #require(frame.progress)
      let expected = frame.operation == .present ? p : 1 - p
      expectApproximately(view.alpha, expected, absolute: 1e-9)
    }
  }

  @Test func aDragStillFollowsTheFingerAndTheReleaseNeverOvershoots() throws {
    let timeline = try play(
      "modal", start: .presented, reduceMotion: true, frameRate: 120, until: 3,
      [drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.1)])  // 2000 pt/s
    for frame in timeline.frames where frame.isInteractive {
      let finger = try #require(frame.touch).y - 300
      expectApproximately(
        try #require(frame.view("presented")).frame.origin.y, 56 + finger, absolute: 1e-6)
    }
    #expect(timeline.endings.map(\.completed) == [true])
    #expect(timeline.frames.compactMap(\.progress).allSatisfy { $0 <= 1 + 1e-12 })
    let flickBack = try play(
      "modal", start: .presented, reduceMotion: true, frameRate: 120, until: 3,
      [
        drag(at: 0.1, from: (195, 300), to: (195, 500), duration: 0.5, release: false),
        ScriptEvent(at: 0.61, .touch(.move, Point(x: 195, y: 480))),
        ScriptEvent(at: 0.62, .touch(.move, Point(x: 195, y: 455))),
        ScriptEvent(at: 0.63, .touch(.move, Point(x: 195, y: 430))),
        ScriptEvent(at: 0.64, .touch(.up, Point(x: 195, y: 405))),
      ])
    #expect(flickBack.endings.map(\.completed) == [false])
    #expect(flickBack.frames.compactMap(\.progress).allSatisfy { $0 >= -1e-12 })
  }
}

@MainActor
struct CoordinatorAndLifetimeTests {
  @Test func oneCallPresentRetainsNothingAfterTheDismissal() throws {
    weak var weakManager: TransitionManager?
    weak var weakDetail: ViewController?
    weak var weakAnimator: TransitionAnimator?
    weak var weakInteraction: PanInteraction?
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    do {
      let detail = ViewController()
      let manager = try home.present(detail, transition: .modalSheet(dismissal: .standard))
      weakManager = manager
      weakDetail = detail
      weakAnimator = manager.activeAnimator
      weakInteraction = manager.dismissalInteraction
      #expect(detail.transitioningDelegate === manager)
    }
    #expect(weakManager != nil)  // the presented controller keeps it alive
    try window.advance(to: 1, frameRate: 60)
    #expect(weakAnimator == nil)
    try home.dismiss(animated: true)
    try window.advance(to: 2, frameRate: 60)
    #expect(home.presentedViewController == nil)
    #expect(weakDetail == nil)
    #expect(weakManager == nil)
    #expect(weakInteraction == nil)
  }

  @Test func aButtonDismissalIsNeverInteractiveAndNoInteractionIsLeftBehind() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    let manager = try home.present(detail, transition: .pullDown())
    var events: [TransitionManager.Event] = []
    manager.onEvent = { events.append($0) }
    try window.advance(to: 1, frameRate: 60)
    // A drag, released, then a button.
    for (index, y) in stride(from: 700.0, through: 500, by: -20).enumerated() {
      try window.send(
        Touch(
          id: 1, phase: index == 0 ? .began : .moved, location: Point(x: 100, y: y),
          time: 1 + Double(index) / 60))
    }
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 100, y: 500), time: 1.2))
    #expect(manager.dismissalInteraction?.isDriving == false)
    try window.advance(to: 3, frameRate: 60)
    try manager.dismiss()
    #expect(events.last == .transitionBegan(.dismiss, interactive: false))
    #expect(manager.activeAnimator?.context.isInteractive == false)
  }

  @Test func alongsideAnimationsFollowTheSameProgressAndGoBackOnCancel() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(badge)
    let detail = ViewController()
    let transition = ModalSheetTransition()
    let manager = TransitionManager(transition: transition)
    try manager.present(detail, from: home, animated: false)
    var completions: [Bool] = []
    var progressSeen: [Double] = []
    manager.onEvent = { [weak manager] event in
      guard case .transitionBegan = event, let animator = manager?.activeAnimator else { return }
      let coordinator = animator.context.transitionCoordinator
      // The animator's spring settles (within half a point) at the sheet's duration.
      expectApproximately(
        coordinator.transitionDuration, ModalSheetTransition.duration, absolute: 1e-9)
      coordinator.animate(
        alongsideTransition: { _ in badge.alpha = 0 },
        completion: { completions.append(!$0.isCancelled) })
      coordinator.observeProgress { progressSeen.append($0.percentComplete) }
    }
    // Drag down 200 pt slowly and let go held still: cancels.
    var t = 0.1
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: 300), time: t))
    for step in 1...40 {
      t += 1.0 / 60
      try window.send(
        Touch(id: 1, phase: .moved, location: Point(x: 195, y: 300 + Double(step) * 5), time: t))
      if let p = manager.activeAnimator?.progress {
        expectApproximately(badge.onScreen.alpha, 1 - p, absolute: 1e-9)
      }
    }
    try window.advance(to: t + 0.2, frameRate: 60)
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: 500), time: t + 0.2))
    try window.advance(to: t + 2, frameRate: 60)
    #expect(completions == [false])
    #expect(badge.alpha == 1)
    #expect(badge.onScreen.alpha == 1)
    #expect(!progressSeen.isEmpty)
  }
}

@MainActor
struct DroppedMidTransitionTests {
  @Test(arguments: ["pullDown", "modal", "card", "shade"])
  func aWindowDroppedMidTransitionTakesEverythingWithIt(id: String) throws {
    weak var weakWindow: Window?
    weak var weakManager: TransitionManager?
    weak var weakAnimator: TransitionAnimator?
    weak var weakPresented: ViewController?
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let home = ViewController()
      window.rootViewController = home
      let presented = ViewController()
      let manager = try home.present(
        presented, transition: try TransitionCatalogue.style(for: id))
      try window.advance(to: 0.1, frameRate: 60)
      #expect(manager.activeAnimator?.isRunning == true)
      weakWindow = window
      weakManager = manager
      weakAnimator = manager.activeAnimator
      weakPresented = presented
    }
    #expect(weakWindow == nil)
    #expect(weakManager == nil)
    #expect(weakAnimator == nil)
    #expect(weakPresented == nil)
  }

  @Test func aWindowDroppedMidSelectionTakesTheContainerWithIt() throws {
    weak var weakWindow: Window?
    weak var weakContainer: ContainerViewController?
    weak var weakAnimator: TransitionAnimator?
    do {
      let window = Window(size: Size(width: 390, height: 844))
      let container = ContainerViewController(children: [ViewController(), ViewController()])
      window.rootViewController = container
      container.select(index: 1)
      try window.advance(to: 0.1, frameRate: 60)
      weakWindow = window
      weakContainer = container
      weakAnimator = container.activeAnimator
      #expect(weakAnimator != nil)
    }
    #expect(weakWindow == nil)
    #expect(weakContainer == nil)
    #expect(weakAnimator == nil)
  }
}
