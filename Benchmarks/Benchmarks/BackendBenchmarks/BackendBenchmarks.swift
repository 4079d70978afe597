// The cost of one frame of the UIKit backend's platform-neutral part
// (`MirroredPresentation.tick(mediaTime:)`): the window's frame (the card's spring), the publish,
// the binder's application of the changes to the toolkit's views, and what UIKit's context and
// the alongside animations hear. The toolkit is a no-op, so the figure is the backend's own cost
// above UIKit's.
//
// The scene is the card presented by a button, with N extra views in the presenter's view (the
// app's content, published but not bound): 0 and 1,000. Each measured iteration builds the scene,
// starts the presentation, runs 10 frames of warm-up, then times 30 frames at 120 Hz while the
// card is still moving. The figure is the whole `tick`.
//
// Metrics per iteration: `ns per frame` (the 30 ticks' time / 30), wall clock, and
// `mallocCountTotal` over the 30 frames.

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions
import TransitionsBackend

/// A toolkit that sets nothing: the benchmark measures the backend, not a toolkit.
@MainActor
final class NullToolkit: BackendToolkit {
  final class Handle {}
  var applied = 0

  func makeView(for view: PublishedView, role: ViewRole?) -> Handle { Handle() }
  func apply(_ values: ViewValues, changes: ViewChanges, to view: Handle) {
    applied += 1
    blackHole(values)
  }
  func place(_ view: Handle, in parent: Handle, above sibling: Handle?) {}
  func remove(_ view: Handle) {}
}

let measuredFrames = 30
let frameInterval = 1.0 / 120

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = frameBenchmarkConfiguration(maxIterations: 200)
  for extra in [0, 1000] {
    Benchmark("Backend frame: card presenting, \(extra) other views") { benchmark async in
      // The engine lives on the main actor; the harness touches `benchmark` from nowhere else
      // while this runs.
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { backendFrames(handle, extraViews: extra) }
    }
  }
  Benchmark("Backend frame: zoom presenting (content placed, not resized)") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    var zoom = ZoomTransition.Configuration()
    zoom.sourceFrame = Rect(x: 40, y: 500, width: 100, height: 100)
    await MainActor.run { backendFrames(handle, extraViews: 0, style: .zoom(zoom)) }
  }
  Benchmark("Backend frame: card dismissal dragged, with touches") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { cardDismissalDragFrames(handle) }
  }
  Benchmark("Backend frame: push, edge pop dragged, with touches") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { navigationPopFrames(handle) }
  }
  Benchmark("Backend frame: sheet riding the keyboard") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { keyboardRideFrames(handle) }
  }
  renderServerBenchmarks()
  planningTwinBenchmarks()
}

@MainActor
func backendFrames(_ benchmark: Benchmark, extraViews: Int, style: TransitionStyle = .card()) {
  let toolkit = NullToolkit()
  let scene = MirroredPresentation(
    style: style, toolkit: toolkit, size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  for index in 0..<extraViews {
    let view = View(
      frame: Rect(x: Double(index % 10) * 39, y: Double(index / 10) * 8, width: 36, height: 8))
    scene.content.presenter.view.addSubview(view)
  }
  let container = NullToolkit.Handle()
  let presented = NullToolkit.Handle()
  let presenter = NullToolkit.Handle()
  scene.content.toolkitWillPresent(
    container: container, presentedView: presented, presenterView: presenter, animated: true)
  scene.content.toolkitAttached(.animated)
  var mediaTime = 100.0
  for _ in 0..<10 {
    mediaTime += frameInterval
    blackHole(scene.tick(mediaTime: mediaTime))
  }
  let appliedBefore = toolkit.applied
  measureFrames(benchmark) {
    mediaTime += frameInterval
    blackHole(scene.tick(mediaTime: mediaTime))
  }
  precondition(toolkit.applied > appliedBefore, "the card stopped moving: nothing measured")
}

/// Times `measuredFrames` calls of `frame` (the measurement: wall clock, mallocs, and
/// `ns per frame`, the time over the frames).
@MainActor
func measureFrames(_ benchmark: Benchmark, _ frame: () -> Void) {
  benchmark.startMeasurement()
  let start = now()
  for _ in 0..<measuredFrames { frame() }
  let elapsed = now() - start
  benchmark.stopMeasurement()
  benchmark.measurement(
    nanosecondsPerFrame, Int((Double(elapsed) / Double(measuredFrames)).rounded()))
}

/// A presented card dragged down by a finger: the drag begins the engine's dismissal, UIKit is
/// asked to dismiss and attaches its context interactively, then each frame a touch moves
/// through the gesture arena, the window advances, the card, presenter and dimming are applied
/// and UIKit's context hears the progress.
@MainActor
func cardDismissalDragFrames(_ benchmark: Benchmark) {
  let toolkit = NullToolkit()
  let scene = MirroredPresentation(
    style: .card(), toolkit: toolkit, size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  let container = NullToolkit.Handle()
  let presented = NullToolkit.Handle()
  let presenter = NullToolkit.Handle()
  scene.content.toolkitWillPresent(
    container: container, presentedView: presented, presenterView: presenter, animated: false)
  scene.content.toolkitDidEnd(completed: true)
  var mediaTime = 100.0
  func frame() -> [BackendAction] {
    mediaTime += frameInterval
    return scene.tick(mediaTime: mediaTime)
  }
  for _ in 0..<10 { blackHole(frame()) }
  var finger = Point(x: 195, y: 300)
  blackHole(scene.send(id: 1, phase: .began, location: finger, mediaTime: mediaTime))
  var dismissing = false
  for _ in 0..<10 {
    blackHole(frame())
    finger.y += 3
    let actions = scene.send(id: 1, phase: .moved, location: finger, mediaTime: mediaTime).actions
    if actions.contains(.dismiss), !dismissing {
      dismissing = true
      blackHole(scene.content.toolkitWillDismiss(animated: true))
      blackHole(scene.content.toolkitAttached(.interactive))
    }
  }
  precondition(dismissing, "the drag did not begin a dismissal")
  let appliedBefore = toolkit.applied
  measureFrames(benchmark) {
    blackHole(frame())
    finger.y += 3
    blackHole(scene.send(id: 1, phase: .moved, location: finger, mediaTime: mediaTime))
  }
  precondition(toolkit.applied > appliedBefore, "the card did not follow the finger")
}
