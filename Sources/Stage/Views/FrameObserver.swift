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
  /// The first time after the window's current time and before `limit` (seconds of window
  /// time) at which the motion this observer drives turns sharply (a contact), if nothing else
  /// changes meanwhile: where a plan sampling the motion needs a sample
  /// (``Window/nextMotionBreak(before:)``). Default `nil`: a smooth motion, or none.
  func nextMotionBreak(before limit: Double) -> Double?
  /// The first time after `time`, at or before `limit`, at which a motion this observer drives
  /// ends (the frame after it sets its final values), if nothing changes meanwhile
  /// (``Window/nextAnimatorEnd(after:through:)``). Default `nil`.
  func nextMotionEnd(after time: Double, through limit: Double) -> Double?
}

extension FrameObserver {
  public func nextMotionBreak(before limit: Double) -> Double? { nil }
  public func nextMotionEnd(after time: Double, through limit: Double) -> Double? { nil }
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
