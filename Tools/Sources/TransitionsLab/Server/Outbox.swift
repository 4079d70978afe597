/// One connection's ``OutboundQueue``, shared by the tasks that fill it (the reader, the
/// ticker) and the one that empties it (the writer), and the refusal that closes the
/// connection once everything before it is written.
///
/// A page that acknowledges the frames it has drawn (`ack`) has at most ``frameWindow`` frames
/// written and not acknowledged: beyond that, frames wait and merge into one until the page
/// catches up, so a page that stops reading or drawing (a busy or hidden tab, a slow link)
/// costs one waiting frame and, when it reads again, gets the current frame, not a backlog
/// held in socket buffers. Messages that must all arrive (events, errors) are not held. A page
/// that never acknowledges relies on the transport's backpressure alone: the writer waits while
/// the socket is full, and frames merge meanwhile.
actor Outbox {
  /// The most frames written and not acknowledged, once a page acknowledges.
  static let frameWindow = 16

  private var queue = OutboundQueue()
  /// Frame messages written on this connection.
  private(set) var framesWritten = 0
  /// Frame messages the page says it has received; `nil` until it first says so.
  private(set) var framesAcknowledged: Int?
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

  /// The page has received `frames` frame messages (at most those written count).
  func acknowledge(_ frames: Int) {
    framesAcknowledged = max(framesAcknowledged ?? 0, min(frames, framesWritten))
  }

  /// Whether the frame waiting is held back: the page has ``frameWindow`` frames to catch up
  /// with.
  var isHoldingFrames: Bool {
    guard let framesAcknowledged else { return false }
    return framesWritten - framesAcknowledged >= Self.frameWindow
  }

  /// How many frames merged into a later one instead of being written.
  var mergedFrames: Int { queue.mergedFrames }

  /// The next thing to do.
  func next() -> Next {
    let framesAllowed = !isHoldingFrames
    if let popped = queue.pop(frames: framesAllowed) {
      if popped.isFrame { framesWritten += 1 }
      return .write(popped)
    }
    if let closing, !closed {
      closed = true
      return .close(closing)
    }
    return .idle
  }
}
