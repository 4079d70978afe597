// The sheet's cost per frame while a finger drags it between detents and while it springs to
// a detent after a release, and the cost of choosing that detent.
//
// - "sheet frame: dragged, with touches": a sheet with detents medium and large held at
//   medium + 40 pt; each frame a touch moves 2 pt up through the window's gesture arena, the
//   sheet's grab and pan, and the window advances one frame at 120 Hz (the sheet lays out its
//   view, dimming, grabber and the receding presenter);
// - "sheet frame: released": the spring to large after a flick, each frame
//   `window.advance(to:)` (40 frames, still moving at the end);
// - "sheet frame: dragged below the smallest, with touches": the same drag, 100 pt below
//   medium, where it drives the interactive dismissal;
// - "sheet: choosing the detent at release": `SheetRelease.target` for three detents and
//   dismissal, 1 000 releases of varying height and velocity per iteration (reported per call).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions

func sheetBenchmarks() {
  Benchmark("sheet frame: dragged, with touches") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { draggedSheetFrames(handle, below: false) }
  }
  Benchmark("sheet frame: released") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { releasedSheetFrames(handle) }
  }
  Benchmark("sheet frame: dragged below the smallest, with touches") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { draggedSheetFrames(handle, below: true) }
  }
  Benchmark("sheet: choosing the detent at release (per call)") { benchmark async in
    nonisolated(unsafe) let handle = benchmark
    await MainActor.run { choosingDetents(handle) }
  }
}

/// A window presenting a sheet with detents medium and large and a grabber, at medium.
@MainActor
func presentedSheet() throws -> (Window, SheetTransition) {
  let window = Window(
    size: Size(width: 390, height: 844),
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  let home = ViewController()
  window.rootViewController = home
  var configuration = SheetTransition.Configuration()
  configuration.detents = [.medium, .large]
  configuration.prefersGrabberVisible = true
  let sheet = SheetTransition(configuration)
  let manager = TransitionManager(transition: sheet)
  try manager.present(ViewController(), from: home, animated: false)
  return (window, sheet)
}

@MainActor
func draggedSheetFrames(_ benchmark: Benchmark, below: Bool) {
  do {
    let (window, sheet) = try presentedSheet()
    var time = 0.1
    var y = 600.0
    let step = below ? 2.0 : -2.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: y), time: time))
    // Warm up: the pan begins and moves the sheet (past medium, or 100 pt below it).
    for _ in 0..<(below ? 55 : 20) {
      time += frameInterval
      y += step
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
    }
    precondition(sheet.restingDetent == nil, "the drag must hold the sheet")
    try measureFrames(benchmark, count: measuredFrames) { _ in
      time += frameInterval
      y += step
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
      try window.advance(to: time)
    }
    blackHole(sheet.dimmingView.onScreen.alpha)
  } catch {
    fatalError("dragged sheet frame benchmark: \(error)")
  }
}

@MainActor
func releasedSheetFrames(_ benchmark: Benchmark) {
  do {
    let (window, sheet) = try presentedSheet()
    var time = 0.1
    var y = 600.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: y), time: time))
    for _ in 0..<8 {  // 16 pt up at 240 pt/s a frame: a flick of 1920 pt/s
      time += frameInterval / 8
      y -= 2
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
    }
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: y), time: time))
    precondition(sheet.selectedDetent == .large, "the flick must spring to large")
    try measureFrames(benchmark, count: completingFrameCount) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(sheet.restingDetent == nil, "the spring must still be running")
  } catch {
    fatalError("released sheet frame benchmark: \(error)")
  }
}

@MainActor
func choosingDetents(_ benchmark: Benchmark) {
  let heights = [234.0, 422, 797]
  var chosen = 0
  measureFrames(benchmark, count: 1000) { call in
    let height = 150 + Double(call % 700)
    let velocity = Double(call % 11 - 5) * 600
    if case .detent(let index) = SheetRelease.target(
      height: height, velocity: velocity, heights: heights, from: call % 3,
      skipsDetents: call % 2 == 0, dismissible: true)
    {
      chosen &+= index
    }
  }
  blackHole(chosen)
}
