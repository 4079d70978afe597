import Motion
import Stage
import TransitionsBackend

@testable import Transitions
@testable import TransitionsPlayback

/// Drives a gallery script's scene input by input (``LivePlay``) on a 120 Hz frame grid, so that
/// two drivers of the same script are in the same state at the same point: one plays frame by
/// frame, the other simulates ahead for a plan (issue 30's proof).
@MainActor
final class GalleryScriptDriver {
  static let interval = 1.0 / 120

  let live: LivePlay
  let inputs: [(time: Double, input: Recorder.Input, path: String)]
  /// The next input to deliver.
  private(set) var next = 0

  init(_ script: Script) throws {
    live = try LivePlay(script)
    inputs = Recorder.inputs(of: script.events)
  }

  /// The inputs after which no finger drives a run: a lift, or an action (a button's run).
  var commitPoints: [Int] {
    inputs.indices.filter { index in
      switch inputs[index].input {
      case .touch(let kind, _): return kind == .up
      case .action: return true
      case .keyboard, .resize: return false
      }
    }
  }

  /// Frames on the grid up to input `index`'s time, the inputs due before each, then every
  /// input up to `index` included.
  func play(through index: Int) throws {
    let time = inputs[index].time
    var frame = Int((live.currentTime / Self.interval).rounded(.down)) + 1
    while Double(frame) * Self.interval < time {
      let t = Double(frame) * Self.interval
      while next < inputs.count, inputs[next].time <= t { deliver() }
      try live.tick(to: t)
      frame += 1
    }
    while next <= index { deliver() }
  }

  private func deliver() {
    let (time, input, _) = inputs[next]
    next += 1
    switch input {
    case .touch(let kind, let point): _ = try? live.touch(kind, at: point, time: time)
    case .action(let action): live.perform(.action(action), at: time)
    case .keyboard(let change): live.perform(.keyboard(change), at: time)
    case .resize(let size, let insets): live.perform(.resize(size, safeArea: insets), at: time)
    }
  }

  /// Whether the engine moves anything by itself.
  var engineMoves: Bool {
    let window = live.host.window
    return window.runningAnimatorCount > 0 || window.keyboard.isAnimating
      || live.host.published.hasChanges
  }

  /// The time of the input after the last delivered, if any.
  var nextInputTime: Double? { next < inputs.count ? inputs[next].time : nil }
}
