public import Motion

/// Something the window steps once per frame, after gestures and before animators: scroll
/// views decelerating, a dynamics world, a transition's progress callbacks.
///
/// ```swift
/// final class Ticker: FrameObserver {
///   var frames = 0
///   func windowDidAdvance(to time: Double) -> Bool { frames += 1; return true }
/// }
/// window.addFrameObserver(Ticker())
/// ```
@MainActor
public protocol FrameObserver: AnyObject {
  /// Steps to `time` (seconds of window time). Return `false` to be removed from the window.
  func windowDidAdvance(to time: Double) -> Bool
}

/// Why the window refused to advance.
public enum ClockError: ExplainedError, Equatable {
  /// The requested time is earlier than the window's current time.
  case timeWentBackwards(requested: Double, current: Double)
  /// The requested time is NaN or infinite.
  case nonFinite(Double)
  /// A frame rate was not a finite number of frames per second greater than 0.
  case invalidFrameRate(Double)

  /// `time` or `frameRate`, the parameter at fault (`ExplainedError`).
  public var subject: String? {
    switch self {
    case .timeWentBackwards, .nonFinite: return "time"
    case .invalidFrameRate: return "frameRate"
    }
  }

  /// What is wrong (`ExplainedError`).
  public var problem: String {
    switch self {
    case .timeWentBackwards(let requested, let current):
      return "expected a time no earlier than the window's \(current), got \(requested)"
    case .nonFinite(let time):
      return "expected a finite number, got \(time)"
    case .invalidFrameRate(let rate):
      return "expected a finite number of frames per second greater than 0, got \(rate)"
    }
  }
}
