// The per-frame cost of issue 31's slide and cross-dissolve and issue 33's throw-away:
//
// - "dragged, with touches": the transition presented, a finger on it moves 2 pt down a frame
//   through the window's gesture arena and the transition's pan, which drives the interactive
//   dismissal (`draggedFrames`, as for the card);
// - "completing (after the release)": a finger drags 144 pt down in 12 frames (1440 pt/s) and
//   lifts; then 30 frames (0.25 s) of what the release started, each frame `window.advance(to:)`:
//   the slide's and the cross-dissolve's completion springs, the thrown card's flight on a
//   `Dynamics` item (1440 pt/s is past the throw velocity, 1100 pt/s).

import Benchmark
import FrameBenchmarkSupport
import Motion
import Stage
import Transitions

/// Frames measured after the release: 0.25 s at 120 Hz, before any of the three ends.
let releasedFrameCount = 30

func catalogueBenchmarks() {
  for id in ["slide", "crossDissolve", "throwAway"] {
    Benchmark("\(id) frame: dragged, with touches") { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { draggedFrames(handle, id: id, touches: true) }
    }
    Benchmark("\(id) frame: completing (after the release)") { benchmark async in
      nonisolated(unsafe) let handle = benchmark
      await MainActor.run { releasedFrames(handle, id: id) }
    }
  }
}

@MainActor
func releasedFrames(_ benchmark: Benchmark, id: String) {
  do {
    let (window, manager, _) = try presentedScene(id)
    var time = 0.1
    var y = 400.0
    try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: y), time: time))
    for _ in 0..<12 {
      time += frameInterval
      y += 12
      try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: y), time: time))
      try window.advance(to: time)
    }
    try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: y), time: time))
    for _ in 0..<2 {
      time += frameInterval
      try window.advance(to: time)
    }
    guard let animator = manager.activeAnimator, !animator.context.isInteractive else {
      fatalError("\(id): the release must leave a run going by itself")
    }
    try measureFrames(benchmark, count: releasedFrameCount) { _ in
      time += frameInterval
      try window.advance(to: time)
    }
    precondition(manager.activeAnimator === animator, "\(id): still completing")
    blackHole(animator.progress)
  } catch {
    fatalError("completing frame benchmark (\(id)): \(error)")
  }
}
