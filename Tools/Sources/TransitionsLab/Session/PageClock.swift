/// Puts a page's timestamps on the server's clock, so the engine sees touches as far apart as
/// the finger made them, not as the network delivered them.
///
/// A page stamps each pointer event on its own clock (milliseconds since it loaded); the server
/// reads its monotonic clock when the message arrives. The difference is the offset between the
/// two clocks plus the message's delay, and the smallest difference seen lately is the best
/// estimate of the offset (the message that waited least). A touch's server time is its stamp
/// plus that estimate: never after it arrived, and as much earlier as it waited longer than the
/// quickest message did.
///
/// "Lately" is the last ``window`` to two ``window``s of seconds: a first message that waited
/// long, a page whose clock jumped, or a stamp from the future moves the estimate only until
/// it ages out.
///
/// ```swift
/// var clock = PageClock()
/// clock.serverTime(ofPageTime: 1000, arrivedAt: 50.002)  // 50.002 (the first sets the offset)
/// clock.serverTime(ofPageTime: 1016, arrivedAt: 50.019)  // 50.018: it waited 1 ms longer
/// ```
struct PageClock: Sendable {
  /// How long a message's delay counts towards the estimate, in seconds (at least this long,
  /// at most twice).
  static let window = 5.0

  /// The smallest difference seen in the current window, and when that window began.
  private var current: (start: Double, minimum: Double)?
  /// The smallest difference seen in the window before.
  private var previous: Double?

  /// Server seconds minus page seconds: the estimate now, `nil` before the first touch.
  var offset: Double? {
    switch (current?.minimum, previous) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    default: return nil
    }
  }

  /// The server time, in seconds, of a touch stamped `pageTime` milliseconds that arrived at
  /// `arrival` seconds on the server's clock.
  mutating func serverTime(ofPageTime pageTime: Double, arrivedAt arrival: Double) -> Double {
    let difference = arrival - pageTime / 1000
    if let window = current, arrival - window.start < Self.window {
      current = (window.start, min(window.minimum, difference))
    } else {
      // A new window; the one before counts only if it just ended.
      let recent = current.map { arrival - $0.start < 2 * Self.window } ?? false
      previous = recent ? current?.minimum : nil
      current = (arrival, difference)
    }
    return pageTime / 1000 + (offset ?? difference)
  }
}
