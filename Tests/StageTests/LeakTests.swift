import Dynamics
import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// Slides the presented view up with a property animator and completes when it ends: the way
/// the docs say to write a runner.
@MainActor
final class SlideUpRunner: PresentationRunner {
  func startTransition(_ transition: PresentationContext) {
    let view = transition.presentedView
    view.transform = Transform(translationX: 0, y: transition.containerView.bounds.height)
    let animator = try? PropertyAnimator(duration: 0.5, window: transition.window) {
      view.transform = .identity
    }
    animator?.addCompletion { _ in try? transition.complete(true) }
    try? animator?.startAnimation()
  }
}

@MainActor
final class SlideUpTransitions: TransitioningDelegate {
  let runner = SlideUpRunner()
  func presentationRunner(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any PresentationRunner)? { runner }
  func dismissalRunner(forDismissed dismissed: ViewController) -> (any PresentationRunner)? {
    runner
  }
}

/// Weak references to everything a scenario made, checked after the scenario's objects go.
@MainActor
final class Watched {
  private var references: [(name: String, reference: WeakObject)] = []

  func watch(_ object: AnyObject, _ name: String) {
    references.append((name, WeakObject(object)))
  }

  /// The names of the watched objects still alive.
  var alive: [String] { references.filter { $0.reference.value != nil }.map(\.name) }
}

final class WeakObject {
  weak var value: AnyObject?
  init(_ value: AnyObject) { self.value = value }
}

/// Nothing is retained once its owner is dropped, at any moment: windows, views, controllers,
/// animators, recognisers and dynamic animators.
@MainActor
@Suite struct LeakTests {
  nonisolated static let moments = [0, 1, 3, 10, 20, 29, 31, 60]

  @Test(arguments: moments) func aWindowDroppedMidTransitionIsFreed(frames: Int) throws {
    let watched = Watched()
    let transitions = SlideUpTransitions()
    try {
      let window = makeWindow()
      let a = ViewController()
      let b = ViewController()
      b.transitioningDelegate = transitions
      window.rootViewController = a
      try a.present(b, animated: true)
      for frame in 0..<frames { try window.advance(to: Double(frame + 1) / 60) }
      watched.watch(window, "window")
      watched.watch(a, "presenter")
      watched.watch(b, "presented")
      watched.watch(b.view, "presented view")
      if let transition = window.activeTransition { watched.watch(transition, "transition") }
    }()
    #expect(watched.alive.isEmpty, "still alive: \(watched.alive)")
  }

  @Test(arguments: moments) func aHostDroppedMidTransitionFreesItsWindow(frames: Int) throws {
    let watched = Watched()
    let transitions = SlideUpTransitions()
    try {
      let window = makeWindow()
      let a = ViewController()
      let b = ViewController()
      b.transitioningDelegate = transitions
      window.rootViewController = a
      let host = StageHost(window: window)
      b.view.backendContent = "sheet"
      try a.present(b, animated: true)
      for frame in 0..<frames { try host.tick(to: Double(frame + 1) / 60) }
      watched.watch(host, "host")
      watched.watch(window, "window")
      watched.watch(a, "presenter")
      watched.watch(b, "presented")
      watched.watch(b.view, "presented view")
    }()
    #expect(watched.alive.isEmpty, "still alive: \(watched.alive)")
  }

  @Test(arguments: moments) func theReadmeExampleFreesEverything(frames: Int) throws {
    let watched = Watched()
    try {
      let window = Window(size: Size(width: 390, height: 844))
      let card = View(frame: Rect(x: 20, y: 500, width: 350, height: 300))
      window.addSubview(card)
      let animator = try window.animate(spring: .snappy) { card.center.y = 300 }
      let pan = PanGestureRecognizer()
      var seen = 0
      pan.addAction { pan in
        seen += 1
        _ = pan.translation(in: nil)
      }
      card.addGestureRecognizer(pan)
      try window.send(Touch(id: 1, phase: .began, location: Point(x: 100, y: 600), time: 0.01))
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 100, y: 640), time: 0.05))
      for frame in 0..<frames { try window.advance(to: 0.05 + Double(frame + 1) / 60) }
      watched.watch(window, "window")
      watched.watch(card, "card")
      watched.watch(animator, "animator")
      watched.watch(pan, "pan")
    }()
    #expect(watched.alive.isEmpty, "still alive: \(watched.alive)")
  }

  @Test(arguments: moments) func aDynamicAnimatorOnItsWindowIsFreedWithIt(frames: Int) throws {
    let watched = Watched()
    try {
      let window = makeWindow()
      let box = View(frame: Rect(x: 175, y: 100, width: 40, height: 40))
      window.addSubview(box)
      let animator = try DynamicAnimator(referenceView: window)
      let item = try animator.addItem(box, elasticity: 0.4)
      animator.world.addBehavior(GravityBehavior(items: [item]))
      animator.world.addBehavior(CollisionBehavior(items: [item]))
      animator.install(in: window)
      for frame in 0..<frames { try window.advance(to: Double(frame + 1) / 60) }
      watched.watch(window, "window")
      watched.watch(box, "box")
      watched.watch(animator, "dynamic animator")
      watched.watch(animator.world, "world")
    }()
    #expect(watched.alive.isEmpty, "still alive: \(watched.alive)")
  }

  @Test(arguments: moments) func controllersAndAnimatorsRemovedFromALiveWindowAreFreed(
    frames: Int
  ) throws {
    let window = makeWindow()
    let watched = Watched()
    try {
      let parent = ViewController()
      let child = ViewController()
      window.rootViewController = parent
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let animator = try window.animate(withDuration: 0.5) { child.view.alpha = 0 }
      let tap = TapGestureRecognizer()
      tap.addAction { tap in _ = tap.state }
      child.view.addGestureRecognizer(tap)
      for frame in 0..<frames { try window.advance(to: Double(frame + 1) / 60) }
      watched.watch(parent, "parent")
      watched.watch(child, "child")
      watched.watch(animator, "animator")
      watched.watch(tap, "tap")
      window.rootViewController = nil
    }()
    try window.advance(to: window.currentTime + 1)
    #expect(watched.alive.isEmpty, "still alive: \(watched.alive)")
  }
}
