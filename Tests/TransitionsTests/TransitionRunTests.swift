import Motion
import Stage
import Testing
import Transitions

/// `TransitionRun` on its own, as a custom container would use it.
@MainActor @Suite struct TransitionRunTests {
  /// A slide that records what the run tells it.
  final class Recording: AnimatedTransitioning {
    var log: [String] = []
    let fails: Bool
    init(fails: Bool = false) { self.fails = fails }

    func transitionDuration(using context: any TransitionContext) -> Double { 0.3 }
    func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
      let to = try #require(context.view(forKey: .to))
      to.alpha = 0.25  // touched before failing: the run must put it back
      if fails { throw TransitionError.invalidTravel(-1) }
      let views = try PropertyAnimator(duration: 0.3, window: context.window) { to.alpha = 1 }
      return try TransitionAnimator(
        context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.3),
        travel: 300)
    }
    func animationEnded(_ transitionCompleted: Bool) {
      log.append("animationEnded(\(transitionCompleted))")
    }
  }

  struct Setup {
    let window: Window
    let root: ViewController
    let old: ViewController
    let new: ViewController
  }

  func setUp() throws -> Setup {
    let window = Window(size: Size(width: 390, height: 844))
    let root = ViewController()
    window.rootViewController = root
    let old = ViewController()
    let new = ViewController()
    root.view.addSubview(old.view)
    root.view.addSubview(new.view)
    try window.advance(to: 0.1, frameRate: 60)
    return Setup(window: window, root: root, old: old, new: new)
  }

  func makeRun(
    _ setup: Setup, _ transition: Recording, start: TransitionRun.Start = .animated,
    log: @escaping @MainActor (String) -> Void
  ) -> TransitionRun {
    let bounds = setup.root.view.bounds
    let run = TransitionRun(
      transition, operation: .select, container: setup.root.view, window: setup.window,
      start: start, from: setup.old, to: setup.new,
      frames: [
        .init(setup.old, initial: bounds, final: .zero),
        .init(setup.new, initial: .zero, final: bounds),
      ],
      restoring: [setup.new.view]
    ) { finished in log("commit(\(finished))") }
    run.onEvent = { event in log("\(event)") }
    run.onEnded = { finished in log("onEnded(\(finished))") }
    return run
  }

  @Test func aRunBeginsRunsAndEndsInOrder() throws {
    let setup = try setUp()
    let transition = Recording()
    var log: [String] = []
    let run = makeRun(setup, transition) { log.append($0) }
    #expect(run.phase == .ready)
    #expect(run.context.transitionCoordinator.transitionDuration == 0.3)
    #expect(run.begin())
    #expect(run.begin() == false)  // once
    #expect(run.phase == .running)
    #expect(run.animator != nil)
    try setup.window.advance(to: 1, frameRate: 60)
    #expect(run.phase == .ended(completed: true))
    #expect(run.animator == nil)
    #expect(setup.new.view.alpha == 1)
    // The owner commits first, then the transition hears it ended, then the event, then the
    // owner goes on.
    #expect(
      log + transition.log == [
        "transitionBegan(select, interactive: false)", "commit(true)",
        "transitionEnded(select, completed: true)", "onEnded(true)", "animationEnded(true)",
      ])
  }

  @Test func theTransitionHearsItEndedBeforeTheEvent() throws {
    let setup = try setUp()
    let transition = Recording()
    var order: [String] = []
    let run = makeRun(setup, transition) { order.append($0) }
    transition.log = []
    run.onEvent = { event in
      if case .transitionEnded = event {
        order.append("ended; transition heard: \(transition.log)")
      }
    }
    run.begin()
    try setup.window.advance(to: 1, frameRate: 60)
    #expect(
      order == [
        "commit(true)", "ended; transition heard: [\"animationEnded(true)\"]", "onEnded(true)",
      ])
  }

  @Test func aRunThatCannotBuildItsAnimatorRestoresAndSaysOnlyWhy() throws {
    let setup = try setUp()
    setup.new.view.alpha = 0.8
    let transition = Recording(fails: true)
    var log: [String] = []
    let run = makeRun(setup, transition) { log.append($0) }
    #expect(run.begin() == false)
    #expect(setup.new.view.alpha == 0.8)  // put back
    #expect(run.phase == .failed(reason: "travel: expected a positive number of points, got -1.0"))
    #expect(run.failureReason == "travel: expected a positive number of points, got -1.0")
    #expect(
      log == [
        "commit(false)",
        "transitionFailed(select, reason: travel: expected a positive number of points, got -1.0)",
      ])
    #expect(transition.log == ["animationEnded(false)"])
    #expect(run.context.isCompleted && run.context.transitionWasCancelled)
  }

  @Test func anInstantRunEndsAtOnceAndReportsNothing() throws {
    let setup = try setUp()
    let transition = Recording()
    var log: [String] = []
    let run = makeRun(setup, transition, start: .instantly) { log.append($0) }
    #expect(run.begin())
    #expect(run.phase == .ended(completed: true))
    #expect(setup.new.view.alpha == 1)
    #expect(log == ["commit(true)"])
    #expect(transition.log == ["animationEnded(true)"])
  }

  @Test func anInteractiveRunHandsItsAnimatorToTheInteraction() throws {
    let setup = try setUp()
    let interaction = PercentDrivenInteraction()
    var log: [String] = []
    let run = makeRun(setup, Recording(), start: .interactively(by: interaction)) {
      log.append($0)
    }
    #expect(run.context.startsInteractively)
    run.begin()
    #expect(interaction.animator === run.animator)
    interaction.update(0.5)
    interaction.release(velocity: -2000)
    try setup.window.advance(to: 2, frameRate: 60)
    #expect(run.phase == .ended(completed: false))
    #expect(
      log == [
        "transitionBegan(select, interactive: true)", "interactionBegan(select)",
        "interactionEnded(select, finish: false, velocity: (0.0, 0.0), progress: 0.5)",
        "commit(false)", "transitionEnded(select, completed: false)", "onEnded(false)",
      ])
  }

  @Test func nothingOutlivesAnEndedRun() throws {
    let setup = try setUp()
    weak var weakRun: TransitionRun?
    weak var weakContext: BasicTransitionContext?
    weak var weakTransition: Recording?
    do {
      let transition = Recording()
      let run = makeRun(setup, transition) { _ in }
      weakRun = run
      weakContext = run.context
      weakTransition = transition
      run.begin()
      try setup.window.advance(to: 1, frameRate: 60)
    }
    #expect(weakRun == nil)
    #expect(weakContext == nil)
    #expect(weakTransition == nil)
  }
}
