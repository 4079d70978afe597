import Motion
import Stage
import Transitions
import TransitionsBackend

/// A toolkit view that is a plain object: its parent, subviews, the values last set and every
/// set of changes it was given, in order.
@MainActor
final class PlainView {
  let name: String
  let role: ViewRole?
  weak var parent: PlainView?
  var subviews: [PlainView] = []
  var values: ViewValues?
  var applied: [ViewChanges] = []
  /// Where it is in its window (`nil`: in none), for a zoom's source (`SourceViewToolkit`).
  var placement: WindowPlacement?
  /// Every `setHidden` it was given, in order.
  var hiddenChanges: [Bool] = []

  init(_ name: String, role: ViewRole? = nil) {
    self.name = name
    self.role = role
  }

  var subviewNames: [String] { subviews.map(\.name) }
}

/// The test backend: plain objects, and a log of every call.
@MainActor
final class PlainToolkit: BackendToolkit {
  private(set) var made: [PlainView] = []
  private(set) var placements = 0
  private(set) var removals: [String] = []

  func makeView(for view: PublishedView, role: ViewRole?) -> PlainView {
    let made = PlainView("made\(self.made.count)", role: role)
    self.made.append(made)
    return made
  }

  func apply(_ values: ViewValues, changes: ViewChanges, to view: PlainView) {
    var merged = view.values ?? values
    if changes.contains(.bounds) { merged.bounds = values.bounds }
    if changes.contains(.center) { merged.center = values.center }
    if changes.contains(.transform) { merged.transform = values.transform }
    if changes.contains(.alpha) { merged.alpha = values.alpha }
    if changes.contains(.cornerRadius) { merged.cornerRadius = values.cornerRadius }
    if changes.contains(.backgroundColor) { merged.backgroundColor = values.backgroundColor }
    if changes.contains(.isHidden) { merged.isHidden = values.isHidden }
    if changes.contains(.clipsToBounds) { merged.clipsToBounds = values.clipsToBounds }
    view.values = merged
    view.applied.append(changes)
  }

  func place(_ view: PlainView, in parent: PlainView, above sibling: PlainView?) {
    placements += 1
    view.parent?.subviews.removeAll { $0 === view }
    let index = sibling.flatMap { s in parent.subviews.firstIndex { $0 === s } }.map { $0 + 1 } ?? 0
    parent.subviews.insert(view, at: index)
    view.parent = parent
  }

  func remove(_ view: PlainView) {
    removals.append(view.name)
    view.parent?.subviews.removeAll { $0 === view }
    view.parent = nil
  }
}

/// A UIKit-shaped stage for a mirrored presentation: a container, a presenter view and a
/// presented view, with a 60 Hz media clock starting at 1000 s.
@MainActor
final class PlainStage {
  let toolkit = PlainToolkit()
  let container = PlainView("container")
  let presenterView = PlainView("presenter")
  let presentedView = PlainView("presented")
  var scene: MirroredPresentation<PlainToolkit>?
  var mediaTime = 1000.0
  var actions: [BackendAction] = [] {
    didSet { syncLink() }  // the glue checks after every call
  }

  init(
    _ style: TransitionStyle, reduceMotion: Bool = false, safeAreaInsets: EdgeInsets = .zero
  ) {
    scene = MirroredPresentation(
      style: style, toolkit: toolkit, size: Size(width: 390, height: 844),
      safeAreaInsets: safeAreaInsets, reduceMotion: reduceMotion)
  }

  var contexts: [TransitionHandshake.Command] {
    actions.compactMap { if case .context(let command) = $0 { return command } else { return nil } }
  }

  func present(animated: Bool = true) {
    actions +=
      scene?.content.toolkitWillPresent(
        container: container, presentedView: presentedView, presenterView: presenterView,
        animated: animated) ?? []
  }

  /// UIKit presents with animation and the engine runs it to its end (0.7 s).
  func presentByButton() {
    present()
    attach(.interruptible)
    run(0.7)
    uikitEnded()
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
    if linkRuns || ticksEveryFrame { actions += scene.tick(mediaTime: mediaTime) }
  }

  /// The glue's rule after every call: start the display link (telling the scene when) once
  /// the scene needs frames, stop it once it does not.
  private func syncLink() {
    guard let scene else { return }
    let needed = scene.needsFrames
    if needed, !linkRuns { scene.displayLinkStarted(mediaTime: mediaTime) }
    linkRuns = needed
  }

  /// Ticks at 60 Hz for `duration` seconds of media time.
  func run(_ duration: Double) {
    let frames = Int((duration * 60).rounded())
    for _ in 0..<max(frames, 1) { frame() }
  }

  /// A finger drags from `start` by `offset` over `duration`, then lifts; frames tick between.
  func drag(from start: Point, by offset: Vector, duration: Double) {
    touch(.began, at: start)
    let steps = max(Int((duration * 60).rounded()), 1)
    for step in 1...steps {
      frame()
      touch(.moved, at: start + offset * (Double(step) / Double(steps)))
    }
    touch(.ended, at: start + offset)
  }

  /// The finger, down at `start`, moves to `start` + `step` × `distance` pt down for each step,
  /// one frame ticking before each move; it stays down.
  func moveDown(from start: Point, by distance: Double, steps: ClosedRange<Int>) {
    for step in steps {
      frame()
      touch(.moved, at: Point(x: start.x, y: start.y + Double(step) * distance))
    }
  }

  func touch(_ phase: TouchPhase, at point: Point) {
    actions += scene?.send(id: 1, phase: phase, location: point, mediaTime: mediaTime).actions ?? []
  }

  /// Performs what UIKit does when the scene asks for a dismissal, or a button calls it.
  func dismiss(animated: Bool = true) {
    actions += scene?.content.toolkitWillDismiss(animated: animated) ?? []
  }

  func attach(_ kind: TransitionHandshake.ContextKind) {
    actions += scene?.content.toolkitAttached(kind) ?? []
  }

  /// UIKit's `…TransitionDidEnd` once its context completed.
  func uikitEnded() {
    guard
      let completed = contexts.lazy.compactMap({ command -> Bool? in
        if case .complete(let value) = command { return value } else { return nil }
      }).last
    else { return }
    actions += scene?.content.toolkitDidEnd(completed: completed) ?? []
  }
}
