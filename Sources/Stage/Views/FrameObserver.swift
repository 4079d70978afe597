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
public enum ClockError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The requested time is earlier than the window's current time.
  case timeWentBackwards(requested: Double, current: Double)
  /// The requested time is NaN or infinite.
  case nonFinite(Double)
  /// A frame rate was not a finite number of frames per second greater than 0.
  case invalidFrameRate(Double)

  public var description: String {
    switch self {
    case .timeWentBackwards(let requested, let current):
      return "cannot advance to t=\(requested): the window is already at t=\(current)"
    case .nonFinite(let time):
      return "cannot advance to t=\(time): time must be finite"
    case .invalidFrameRate(let rate):
      return "frame rate \(rate): expected a finite number of frames per second greater than 0"
    }
  }
}
