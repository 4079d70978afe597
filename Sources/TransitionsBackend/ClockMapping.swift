public import Motion

/// Maps a platform's monotonic media clock (seconds, as `CACurrentMediaTime()`,
/// `CADisplayLink.targetTimestamp` and `UITouch.timestamp` report it) onto the engine's window
/// clock, for a backend that ticks the engine from a display link and feeds it real touches.
///
/// The engine never reads a clock: the backend reads the platform's and converts with this
/// value, so display frames and touches land on one time line.
///
/// - The first display time seen (``anchor(mediaTime:engineTime:)``) is matched to the
///   window's time then; later times follow at ``rate`` engine seconds per media second (1 in an
///   app; 0.25 for a slow-motion lab).
/// - A display time that is not later than the last one gives no frame (`nil`): a display link
///   can repeat a target time, and the engine's clock only goes forward.
/// - A gap longer than ``maximumFrameInterval`` (the app was suspended, the main thread hung)
///   moves the engine on by that interval only, and the anchor shifts by the rest, so the
///   transition resumes where it was instead of jumping to its end; touches after the gap map
///   through the shifted anchor, consistently with the frames.
///
/// ```swift
/// var clock = ClockMapping()
/// clock.anchor(mediaTime: link.targetTimestamp, engineTime: window.currentTime)
/// if let t = clock.frame(at: link.targetTimestamp) { try window.advance(to: t) }
/// let touchTime = clock.engineTime(at: touch.timestamp)
/// ```
public struct ClockMapping: Sendable, Hashable {
  /// Engine seconds per media second. Default 1; must be positive and finite.
  public private(set) var rate: Double
  /// The longest step one frame may take, in engine seconds. Default 0.1 (6 frames at 60 Hz).
  public private(set) var maximumFrameInterval: Double
  /// The media time matched to ``anchorEngineTime``, once anchored.
  public private(set) var anchorMediaTime: Double?
  /// The engine time matched to ``anchorMediaTime``.
  public private(set) var anchorEngineTime = 0.0
  /// The engine time of the last frame given.
  public private(set) var lastFrameTime: Double?

  /// - Throws: ``ClockMappingError`` for a rate or an interval that is not positive and finite.
  public init(rate: Double = 1, maximumFrameInterval: Double = 0.1) throws(ClockMappingError) {
    guard rate.isFinite, rate > 0 else { throw .invalid("rate", rate) }
    guard maximumFrameInterval.isFinite, maximumFrameInterval > 0 else {
      throw .invalid("maximumFrameInterval", maximumFrameInterval)
    }
    self.rate = rate
    self.maximumFrameInterval = maximumFrameInterval
  }

  /// The default mapping: rate 1, frames of at most 0.1 s.
  public init() {
    rate = 1
    maximumFrameInterval = 0.1
  }

  /// Whether a media time has been matched to the engine's clock yet.
  public var isAnchored: Bool { anchorMediaTime != nil }

  /// Forgets the anchor, keeping the rate and the frame interval: the next frame or touch
  /// anchors anew (``anchor(mediaTime:engineTime:)``). For a backend whose display link stopped
  /// because nothing moved: the time it was stopped is no hitch to make up.
  public mutating func release() {
    anchorMediaTime = nil
    lastFrameTime = nil
  }

  /// Matches `mediaTime` to `engineTime` (the window's current time): the start of a session,
  /// or a re-anchor after the backend was idle. Non-finite times are ignored.
  public mutating func anchor(mediaTime: Double, engineTime: Double) {
    guard mediaTime.isFinite, engineTime.isFinite else { return }
    anchorMediaTime = mediaTime
    anchorEngineTime = engineTime
    lastFrameTime = engineTime
  }

  /// Changes the rate from now on, keeping the engine time of `mediaTime` where it is (no jump).
  ///
  /// - Throws: ``ClockMappingError`` for a rate that is not positive and finite; nothing changes.
  public mutating func setRate(_ newRate: Double, at mediaTime: Double) throws(ClockMappingError) {
    guard newRate.isFinite, newRate > 0 else { throw .invalid("rate", newRate) }
    if let now = engineTime(at: mediaTime) {
      anchorMediaTime = mediaTime
      anchorEngineTime = now
    }
    rate = newRate
  }

  /// The engine time of a media time (a touch's timestamp, say), or `nil` before the mapping is
  /// anchored or for a non-finite time. Not clamped: a touch stamped before the last frame maps
  /// before it (the host's late-touch rule decides what happens to it).
  public func engineTime(at mediaTime: Double) -> Double? {
    guard let anchor = anchorMediaTime, mediaTime.isFinite else { return nil }
    return anchorEngineTime + (mediaTime - anchor) * rate
  }

  /// The engine time to advance to for a display frame at `mediaTime`, or `nil` for no frame
  /// (not anchored, not finite, or not later than the last frame). A step longer than
  /// ``maximumFrameInterval`` is shortened to it and the anchor shifts by the rest.
  public mutating func frame(at mediaTime: Double) -> Double? {
    guard var time = engineTime(at: mediaTime), let last = lastFrameTime, time > last else {
      return nil
    }
    if time - last > maximumFrameInterval {
      let skipped = time - last - maximumFrameInterval
      anchorEngineTime -= skipped
      time = last + maximumFrameInterval
    }
    lastFrameTime = time
    return time
  }
}

/// A clock mapping refused a setting; nothing changed.
public struct ClockMappingError: ExplainedError, Hashable {
  /// The setting refused (`rate`, `maximumFrameInterval`).
  public let parameter: String
  /// The value given.
  public let given: Double

  public init(parameter: String, given: Double) {
    self.parameter = parameter
    self.given = given
  }

  static func invalid(_ parameter: String, _ given: Double) -> ClockMappingError {
    ClockMappingError(parameter: parameter, given: given)
  }

  /// The setting (`ExplainedError`).
  public var subject: String? { parameter }
  /// What is wrong (`ExplainedError`).
  public var problem: String { "expected a positive, finite number, got \(given)" }
}
