import Motion
import PropertyBased
import Testing
import TransitionsTestSupport

@testable import Stage

/// Checks that every controller's appearance callbacks follow the state machine
/// (will-appear → did-appear → will-disappear → did-disappear, reversals allowed between a
/// will and its did) and never repeat.
@MainActor
final class AppearanceAudit {
  enum Phase { case disappeared, appearing, appeared, disappearing }
  private var phases: [ObjectIdentifier: Phase] = [:]
  private(set) var violations: [String] = []

  func watch(_ controller: ViewController, name: String) {
    controller.lifecycleObserver = { [weak self] controller, event in
      self?.record(controller, event, name)
    }
  }

  private func record(_ controller: ViewController, _ event: LifecycleEvent, _ name: String) {
    let key = ObjectIdentifier(controller)
    let phase = phases[key] ?? .disappeared
    let next: Phase?
    switch (event, phase) {
    case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
    case (.viewDidAppear, .appearing): next = .appeared
    case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
    case (.viewDidDisappear, .disappearing): next = .disappeared
    case (.viewWillAppear, _), (.viewDidAppear, _), (.viewWillDisappear, _),
      (.viewDidDisappear, _):
      next = nil
    default: return
    }
    guard let next else {
      violations.append("\(name): \(event) while \(phase)")
      return
    }
    phases[key] = next
  }

  func phase(of controller: ViewController) -> Phase {
    phases[ObjectIdentifier(controller)] ?? .disappeared
  }
}

/// A random session: touches, ticks, hierarchy edits, presentations and animator commands.
@MainActor
final class StageSession {
  let window = Window(size: Size(width: 390, height: 844))
  let audit = AppearanceAudit()
  let controllers: [ViewController]
  let transitions = ManualTransitions()
  var views: [View] = []
  var animators: [PropertyAnimator] = []
  /// Completion counts per registered completion.
  var completionCounts: [Int] = []
  var downTouches: Set<Int> = []

  init() {
    controllers = (0..<4).map { _ in ViewController() }
    for (index, controller) in controllers.enumerated() {
      audit.watch(controller, name: "VC\(index)")
      controller.transitioningDelegate = transitions
    }
    window.rootViewController = controllers[0]
    for index in 0..<6 {
      let frame = Rect(x: Double(index * 50), y: Double(index * 80), width: 200, height: 300)
      let view: View
      if index == 5 {
        let list = ScrollView(frame: frame)  // drags, rubber bands and decelerates too
        list.contentSize = Size(width: 200, height: 2000)
        view = list
      } else {
        view = View(frame: frame)
      }
      view.name = "v\(index)"
      views.append(view)
      controllers[0].view.addSubview(view)
    }
    let pan = PanGestureRecognizer()
    views[0].addGestureRecognizer(pan)
    views[1].addGestureRecognizer(TapGestureRecognizer())
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = 0
    views[2].addGestureRecognizer(press)
    let edge = ScreenEdgePanGestureRecognizer(edges: .left)
    views[3].addGestureRecognizer(edge)
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    views[4].addGestureRecognizer(single)
    views[4].addGestureRecognizer(double)
    let delegate = ConfigurableGestureDelegate()
    delegate.simultaneous = { _, _ in true }
    pan.delegate = delegate
    retained = [delegate]
    for recognizer in [pan, press, edge] { watchContinuous(recognizer) }
  }

  /// Gesture actions seen out of UIKit's order (began, changed…, ended or cancelled).
  var gestureViolations: [String] = []

  private func watchContinuous(_ recognizer: GestureRecognizer) {
    var active = false
    recognizer.addAction { [weak self] recognizer in
      switch (recognizer.state, active) {
      case (.began, false): active = true
      case (.changed, true): break
      case (.ended, true), (.cancelled, true): active = false
      default: self?.gestureViolations.append("\(recognizer.state) while active=\(active)")
      }
    }
  }

  private var retained: [AnyObject] = []

  func perform(_ code: Int) throws {
    let argument = code / 16
    let now = window.currentTime
    switch code % 16 {
    case 0, 1:
      let id = argument % 2
      let location = Point(x: Double(argument % 390), y: Double((argument * 7) % 844))
      try window.send(Touch(id: id, phase: .began, location: location, time: now + 0.008))
      downTouches.insert(id)
    case 2, 3:
      let id = argument % 2
      let location = Point(x: Double((argument * 3) % 390), y: Double((argument * 11) % 844))
      try window.send(Touch(id: id, phase: .moved, location: location, time: now + 0.008))
    case 4:
      let id = argument % 2
      let phase: TouchPhase = argument % 5 == 0 ? .cancelled : .ended
      try window.send(Touch(id: id, phase: phase, location: .zero, time: now + 0.008))
      downTouches.remove(id)
    case 5, 6:
      try window.advance(to: now + Double(1 + argument % 100) / 1000)
    case 7:
      let presenter = controllers[argument % controllers.count]
      let presented = controllers[(argument / 4) % controllers.count]
      presented.modalPresentationStyle = [.fullScreen, .overFullScreen, .custom][argument % 3]
      try? presenter.present(presented, animated: argument % 2 == 0)
    case 8:
      try? controllers[argument % controllers.count].dismiss(animated: argument % 2 == 0)
    case 9:
      if let transition = window.activeTransition {
        try? transition.complete(argument % 2 == 0)
      }
    case 10:
      let view = views[argument % views.count]
      let animator = try PropertyAnimator(
        duration: Double(argument % 5) / 10,
        timing: argument % 2 == 0 ? .curve(.easeInEaseOut) : .spring(.snappy),
        window: window
      ) {
        view.center.x = Double(argument % 300)
        view.alpha = Double(argument % 10) / 10
      }
      let slot = completionCounts.count
      completionCounts.append(0)
      animator.addCompletion { [weak self] _ in self?.completionCounts[slot] += 1 }
      animators.append(animator)
      if argument % 3 != 0 { try animator.startAnimation() }
    case 11:
      guard let animator = animators.randomElement(using: &rng) else { return }
      switch argument % 9 {
      case 0: try? animator.pauseAnimation()
      case 1: animator.fractionComplete = Double(argument % 11) / 10
      case 2: animator.isReversed.toggle()
      case 3:
        try? animator.continueAnimation(
          withTimingParameters: .spring(.bouncy, initialVelocity: Double(argument % 5)),
          durationFactor: 0)
      case 4: animator.stopAnimation(withoutFinishing: false)
      case 5: try? animator.finishAnimation(at: [.start, .end, .current][argument % 3])
      case 6: animator.stopAnimation(withoutFinishing: true)
      case 7: try? animator.startAnimation()
      default: animator.pausesOnCompletion.toggle()
      }
    case 12:
      let view = views[argument % views.count]
      let other = views[(argument / 7) % views.count]
      switch argument % 4 {
      case 0: other.addSubview(view)
      case 1: view.removeFromSuperview()
      case 2: other.superview?.insertSubview(view, belowSubview: other)
      default: controllers[0].view.addSubview(view)
      }
    case 13:
      let child = controllers[3]
      if child.parent == nil, child.presentingViewController == nil {
        controllers[0].addChild(child)
        if child.view.superview == nil { controllers[0].view.addSubview(child.view) }
        child.didMove(toParent: controllers[0])
      } else if child.parent != nil {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
    case 14:
      if argument % 20 == 0 {  // now and then, a new root
        window.rootViewController = controllers[(argument / 20) % 3]
      } else {
        views[argument % views.count].gestureRecognizers.first?.isEnabled.toggle()
      }
    default:
      let view = views[argument % views.count]
      view.transform = Transform(scale: Double(1 + argument % 3) / 2)
      view.isHidden = argument % 7 == 0
    }
  }

  private var rng = SeededRandom(seed: 7)

  /// The invariants, checked after every step.
  func checkInvariants() {
    var all: [View] = []
    collect(window, into: &all)
    for view in all {
      let shown = view.onScreen
      #expect(shown.center.isFinite && shown.bounds.isFinite && shown.alpha.isFinite)
      let siblings = view.superview?.subviews ?? []
      #expect(view.superview == nil || siblings.filter { $0 === view }.count == 1)
    }
    for view in views {
      if let parent = view.superview {
        #expect(parent.subviews.filter { $0 === view }.count == 1)
        #expect(!parent.isDescendant(of: view))
      }
    }
    #expect(audit.violations.isEmpty, "\(audit.violations)")
    #expect(completionCounts.allSatisfy { $0 <= 1 })
    #expect(gestureViolations.isEmpty, "\(gestureViolations)")
    if window.activeTransition == nil {
      for controller in controllers where controller.isViewLoaded {
        let phase = audit.phase(of: controller)
        #expect(phase == .appeared || phase == .disappeared)
        #expect((phase == .appeared) == (controller.view.window != nil))
      }
    }
  }

  private func collect(_ view: View, into list: inout [View]) {
    list.append(view)
    for subview in view.subviews { collect(subview, into: &list) }
  }
}

@MainActor
struct StagePropertyTests {
  @Test func randomSessionsKeepTheInvariants() async {
    await propertyCheck(
      count: PropertyRuns.scaled(300), input: Gen.int(in: 0...100_000).array(of: 1...80)
    ) { codes in
      let session = StageSession()
      for code in codes {
        try session.perform(code)
        session.checkInvariants()
      }
      // Let everything settle: finish any transition, lift fingers, run the clock.
      if let transition = session.window.activeTransition { try transition.complete(true) }
      try session.window.advance(to: session.window.currentTime + 10)
      session.checkInvariants()
    }
  }
}

@MainActor
struct StageDeterminismTests {
  /// The same inputs give the same screen, to the last digit: nothing depends on the wall
  /// clock, on hashing order or on memory addresses.
  @Test func aLongSessionReplaysIdentically() throws {
    func run() throws -> String {
      var random = SeededRandom(seed: 2024)
      let session = StageSession()
      for _ in 0..<2000 {
        try session.perform(Int(random.next() % 100_000))
      }
      try session.window.advance(to: session.window.currentTime + 1)
      return session.window.treeDescription()
    }
    let first = try run()
    #expect(first.split(separator: "\n").count > 5)
    #expect(try run() == first)
  }
}
