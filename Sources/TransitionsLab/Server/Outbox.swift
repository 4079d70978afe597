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
