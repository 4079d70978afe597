import Motion
import Stage
import Testing
import Transitions
import TransitionsBackend
import TransitionsPlayback

/// A toolkit view controller that is a plain object: a name and a view.
@MainActor
final class PlainController {
  let name: String
  let view: PlainView

  init(_ name: String) {
    self.name = name
    view = PlainView(name)
  }
}

/// A UIKit-shaped navigation stack over a mirrored scene, driven as UIKit drives its delegate:
/// the stack changes first, the delegate vends an animator (and an interaction controller only
/// when the scene says a finger drives), the context arrives with the container holding the
/// from view, and the stack is put back when the context completes cancelled. A 60 Hz media
/// clock starting at 1000 s.
@MainActor
final class PlainNavigationStage {
  typealias Action = BackendAction

  let toolkit = PlainToolkit()
  let container = PlainView("container")
  var stack: [PlainController]
  var scene: MirroredNavigation<PlainToolkit>?
  var mediaTime = 1000.0
  var actions: [Action] = [] {
    didSet { syncLink() }  // the glue checks after every call
  }
  /// Each toolkit transition: its stack before, and whether its context completed.
  private var running: (before: [PlainController], from: PlainController, to: PlainController)?
  /// Where the current transition's actions begin in ``actions``.
  private var runningSince = 0
  /// Every interaction controller the toolkit got that started interactive
  /// (`wantsInteractiveStart`: a finger drove the engine's run already).
  var interactiveStarts = 0
  /// Every `didShow` the toolkit sent, by name.
  var shown: [String] = []

  init(root: PlainController, transition: NavigationTransitionStyle = .push()) {
    stack = [root]
    scene = MirroredNavigation(
      root: root, toolkit: toolkit, size: Size(width: 390, height: 844), safeAreaInsets: .zero,
      transition: transition)
    container.subviews = [root.view]
    root.view.parent = container
    // Filling the plain window; zoom sources are measured against it, as UIKit's glue does.
    container.placement = PlainWindow.placement(Rect(x: 0, y: 0, width: 390, height: 844))
    scene?.content.mirrorZoomSources(placedIn: { [weak container] in container })
  }

  /// A stage with `a` at the root and `b` pushed by a button, its transition completed and its
  /// actions forgotten.
  static func pushed(
    transition: NavigationTransitionStyle = .push()
  ) -> (stage: PlainNavigationStage, a: PlainController, b: PlainController) {
    let a = PlainController("a")
    let b = PlainController("b")
    let stage = PlainNavigationStage(root: a, transition: transition)
    stage.push(b)
    stage.run(0.7)
    stage.actions.removeAll()
    return (stage, a, b)
  }

  var names: [String] { stack.map(\.name) }

  /// The last placement the scene gave the screen a run goes to (`destination`) or leaves, as
  /// the glue applies it to the real screen.
  func lastPlacement(destination: Bool) -> ScreenPlacement? {
    actions.lazy.reversed().compactMap { action -> ScreenPlacement? in
      if case .screenPlacement(destination, let placement) = action { return placement }
      return nil
    }.first
  }

  var contexts: [TransitionHandshake.Command] {
    actions.compactMap { if case .context(let command) = $0 { return command } else { return nil } }
  }

  /// UIKit's animated push of `controller`: returns whether the engine runs it (`false`: its
  /// context completed at once, cancelled, and the stack is as it was).
  @discardableResult
  func push(_ controller: PlainController) -> Bool {
    change(to: stack + [controller], operation: .push)
  }

  /// UIKit's animated pop (a back button).
  @discardableResult
  func pop() -> Bool {
    guard stack.count > 1 else { return false }
    return change(to: Array(stack.dropLast()), operation: .pop)
  }

  private func change(to new: [PlainController], operation: TransitionOperation) -> Bool {
    guard let scene, let from = stack.last, let to = new.last else { return false }
    let before = stack
    stack = new
    let answer = scene.content.toolkitWillRun(operation, from: from, to: to, stack: new)
    actions += answer.actions
    guard let token = answer.token else {
      stack = before  // its context completed at once, cancelled: UIKit keeps the stack
      return false
    }
    // The glue vends an interaction controller for every run the engine mirrors, starting
    // interactive only while a finger drives (wantsInteractiveStart).
    let interactive = scene.content.wantsInteractiveStart
    #expect(scene.content.vendsInteractionController)  // every mirrored run can be caught
    if interactive { interactiveStarts += 1 }
    running = (before, from, to)
    runningSince = actions.count
    // UIKit's container holds the from view when it hands the context over.
    if from.view.parent !== container {
      container.subviews.append(from.view)
      from.view.parent = container
    }
    guard
      let attached = scene.content.toolkitAttached(
        interactive ? .interactive : .interruptible, token: token, container: container,
        from: from.view, to: to.view)
    else {
      complete(false)
      return false
    }
    actions += attached
    completeIfTold()
    return true
  }

  /// What UIKit does once the context completes: the stack kept or put back, the view left in
  /// the container removed, `didShow` on completion.
  private func complete(_ completed: Bool) {
    guard let running else { return }
    self.running = nil
    let leaving = completed ? running.from : running.to
    if !completed { stack = running.before }
    if leaving.view.parent === container {
      container.subviews.removeAll { $0 === leaving.view }
      leaving.view.parent = nil
    }
    if completed {
      shown.append(running.to.name)
      actions += scene?.content.toolkitStackChanged(stack) ?? []
    }
  }

  private func completeIfTold() {
    guard running != nil else { return }
    for action in actions[runningSince...] {
      if case .context(.complete(let completed)) = action {
        complete(completed)
        return
      }
    }
  }

  /// Whether every frame ticks the scene (`true`), or only the frames a display link would
  /// deliver: those while the scene ``MirroredScene/needsFrames`` (the glue's rule, the default).
  var ticksEveryFrame = false

  /// Whether the display link runs (the scene needed frames after the last call).
  private var linkRuns = false

  /// One 60 Hz frame of media time; the scene ticks as the glue's display link would: started
  /// (``MirroredScene/displayLinkStarted(mediaTime:)``) when the last call left the scene
  /// needing frames, stopped when it no longer does.
  func frame() {
    guard let scene else { return }
    syncLink()
    mediaTime += 1 / 60.0
    if linkRuns || ticksEveryFrame { handle(scene.tick(mediaTime: mediaTime)) }
  }

  /// The glue's rule after every call: start the display link (telling the scene when) once
  /// the scene needs frames, stop it once it does not.
  private func syncLink() {
    guard let scene else { return }
    let needed = scene.needsFrames
    if needed, !linkRuns { scene.displayLinkStarted(mediaTime: mediaTime) }
    linkRuns = needed
  }

  /// Ticks at 60 Hz for `duration` seconds of media time; the toolkit pops when the scene asks.
  func run(_ duration: Double) {
    let frames = Int((duration * 60).rounded())
    for _ in 0..<max(frames, 1) { frame() }
  }

  func touch(_ phase: TouchPhase, at point: Point) {
    handle(scene?.send(id: 1, phase: phase, location: point, mediaTime: mediaTime).actions ?? [])
  }

  /// The finger, down at `start`, moves by `step` per frame, one frame ticking before each move.
  func move(from start: Point, by step: Vector, steps: ClosedRange<Int>) {
    for index in steps {
      frame()
      touch(.moved, at: start + step * Double(index))
    }
  }

  /// A finger down at `start`, moved by `step` a frame for `steps` frames, then lifted there.
  func swipe(from start: Point, by step: Vector, steps: Int) {
    touch(.began, at: start)
    move(from: start, by: step, steps: 1...steps)
    touch(.ended, at: start + step * Double(steps))
  }

  /// Records `new`; a `.pop` makes UIKit pop (as the glue does); a completion ends the
  /// toolkit's transition.
  private func handle(_ new: [Action]) {
    actions += new
    if new.contains(.pop) { pop() }
    if new.contains(where: { if case .context(.complete) = $0 { true } else { false } }) {
      completeIfTold()
    }
  }
}
