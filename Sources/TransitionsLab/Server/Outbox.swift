/// One connection's ``OutboundQueue``, shared by the tasks that fill it (the reader, the
/// ticker) and the one that empties it (the writer), and the refusal that closes the
/// connection once everything before it is written.
actor Outbox {
  private var queue = OutboundQueue()
  /// The fatal refusal, once there is one: the connection closes after the queue is written.
  private var closing: LabError?
  private var closed = false

  /// What the writer does next.
  enum Next: Sendable {
    /// Write this text.
    case write(OutboundQueue.Popped)
    /// Close the connection for this refusal.
    case close(LabError)
    /// Wait: nothing to write.
    case idle
  }

  /// Whether a fatal refusal closes the connection.
  var isClosing: Bool { closing != nil }

  /// Queues what a session said; `inputAt` is when the message it answers arrived, for a touch
  /// (the latency of its frame is measured from there). Returns whether the connection closes.
  @discardableResult
  func deliver(_ outputs: [LabSession.Output], inputAt: Double? = nil) -> Bool {
    for output in outputs {
      switch output {
      case .message(let text, let startsScene):
        push(text, startsScene: startsScene)
      case .frame(let update):
        queue.push(frame: update, inputAt: inputAt)
      case .error(let error):
        push(ServerMessage.error(error).json, startsScene: false)
        if error.isFatal, closing == nil { closing = error }
      }
    }
    return closing != nil
  }

  /// Queues a fatal refusal (the server shuts down, the page floods): the connection closes
  /// once what waits is written.
  func fail(_ error: LabError) {
    guard closing == nil else { return }
    push(ServerMessage.error(error).json, startsScene: false)
    closing = error
  }

  private func push(_ text: String, startsScene: Bool) {
    if queue.push(text, startsScene: startsScene) || closing != nil { return }
    closing = LabError(
      .tooSlow, subject: nil,
      problem: "the page read too slowly: \(queue.messageLimit) messages were waiting",
      isFatal: true)
  }

  /// The next thing to do.
  func next() -> Next {
    if let popped = queue.pop() { return .write(popped) }
    if let closing, !closed {
      closed = true
      return .close(closing)
    }
    return .idle
  }
}

/// The sessions open at once, up to a limit, and how to tell each the server is shutting down.
actor SessionRegistry {
  /// The most sessions open at once.
  let limit: Int
  /// Each open session's shutdown, by its number.
  private var sessions: [Int: @Sendable () async -> Void] = [:]
  private var count = 0

  init(limit: Int) { self.limit = limit }

  /// How many sessions are open.
  var open: Int { sessions.count }

  /// Opens a session that `shutDown` closes; its number, or `nil` when ``limit`` are open.
  func enter(shutDown: @escaping @Sendable () async -> Void) -> Int? {
    guard sessions.count < limit else { return nil }
    count += 1
    sessions[count] = shutDown
    return count
  }

  /// Closes session `number`.
  func leave(_ number: Int) { sessions[number] = nil }

  /// Tells every open session the server is shutting down, then waits until they have closed,
  /// or `timeout` seconds have passed.
  func shutDownAll(timeout: Double) async {
    for shutDown in sessions.values { await shutDown() }
    let deadline = ContinuousClock.now + .seconds(timeout)
    while !sessions.isEmpty, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }
}

/// Delays from touch messages to the frames that show them, in seconds: the last
/// ``capacity``, for the percentiles `transitions-lab --measure-latency` prints.
actor LatencyLog {
  /// How many delays are kept.
  static let capacity = 1 << 17
  private var samples: [Double] = []
  private var next = 0
  /// How many delays were recorded in all.
  private(set) var count = 0

  /// Records one delay.
  func record(_ seconds: Double) {
    if samples.count < Self.capacity {
      samples.append(seconds)
    } else {
      samples[next] = seconds
      next = (next + 1) % Self.capacity
    }
    count += 1
  }

  /// The delays kept, in seconds: the median, the 99th percentile and the largest; `nil` when
  /// none was recorded.
  func summary() -> LatencySummary? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    func percentile(_ p: Double) -> Double {
      sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
    }
    return LatencySummary(
      count: count, median: percentile(0.5), p99: percentile(0.99), maximum: sorted.last ?? 0)
  }
}

/// The delays from touch messages to their frames, in seconds.
public struct LatencySummary: Sendable, Hashable, CustomStringConvertible {
  /// How many were measured.
  public var count: Int
  public var median: Double
  /// The 99th percentile.
  public var p99: Double
  public var maximum: Double

  /// `touch → frame: 1234 measured, median 0.081 ms, p99 0.412 ms, max 1.9 ms`.
  public var description: String {
    func ms(_ seconds: Double) -> String { "\((seconds * 1e6).rounded() / 1000) ms" }
    return "touch → frame: \(count) measured, median \(ms(median)), p99 \(ms(p99)), "
      + "max \(ms(maximum))"
  }
}
