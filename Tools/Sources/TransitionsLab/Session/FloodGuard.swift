/// How many messages a page may send: ``rate`` a second on average, in bursts of up to
/// ``burst`` (a token bucket). A message beyond that is dropped unread; the page hears of it at
/// most once a second, and a page that keeps flooding (``closeAfter`` messages dropped before
/// the bucket is full again) is disconnected.
///
/// A page sends a pointer event per display frame (60–120 a second), an acknowledgement every
/// 4 frames it draws, and a few more, so the defaults leave it three times that.
///
/// ```swift
/// var flood = FloodGuard()
/// flood.admit(at: now)  // .accept, until 500 arrive faster than 500 a second
/// ```
struct FloodGuard: Sendable {
  /// Messages per second, on average.
  let rate: Double
  /// Messages that may arrive at once.
  let burst: Double
  /// Messages dropped in one flood before the connection closes.
  let closeAfter: Int

  private var tokens: Double
  private var last: Double?
  /// Messages dropped since the bucket was last full.
  private(set) var dropped = 0
  /// When the page last heard of a flood.
  private var warned: Double?

  /// What to do with a message.
  enum Verdict: Hashable, Sendable {
    /// Read it.
    case accept
    /// Drop it unread.
    case drop
    /// Drop it and tell the page: `dropped` messages so far in this flood.
    case dropAndWarn(dropped: Int)
    /// Drop it and close the connection.
    case close(dropped: Int)
  }

  /// A guard of `rate` messages a second in bursts of `burst` that closes after `closeAfter`
  /// drops in one flood.
  init(rate: Double = 500, burst: Double = 500, closeAfter: Int = 5000) {
    self.rate = rate
    self.burst = burst
    self.closeAfter = closeAfter
    tokens = burst
  }

  /// The verdict on a message that arrived at `now` seconds (a monotonic clock; an earlier time
  /// than the last counts as the last).
  mutating func admit(at now: Double) -> Verdict {
    let elapsed = last.map { max(0, now - $0) } ?? 0
    last = max(now, last ?? now)
    tokens = min(burst, tokens + elapsed * rate)
    if tokens >= burst { dropped = 0 }
    if tokens >= 1 {
      tokens -= 1
      return .accept
    }
    dropped += 1
    if dropped >= closeAfter { return .close(dropped: dropped) }
    if let warned, now - warned < 1 { return .drop }
    warned = now
    return .dropAndWarn(dropped: dropped)
  }
}
