import HummingbirdWebSocket
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// What every connection of one server shares: the limits, the clock, the catalogue.
struct LabShared: Sendable {
  let sessions: SessionRegistry
  let latencies: LatencyLog?
  let clock: ServerClock
  /// `welcome`'s text.
  let welcome: String
  let palette: Palette
  let player: @MainActor @Sendable () -> ScenarioPlayer
}

/// One page's connection: three tasks around one ``LabSession``. The reader reads the page's
/// messages (dropping a flood unread, ``FloodGuard``), hands each to the session on the main
/// actor and queues what it answers; the ticker runs the session's frames at the page's display
/// rate while its scene moves; the writer writes what is queued (``Outbox``) and closes the
/// connection after a fatal refusal. When the server shuts down, the registry tells the page
/// and the connection closes.
struct LabConnection {
  let shared: LabShared

  func run(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async {
    let outbox = Outbox()
    let (written, writer) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let (woken, waker) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    defer {
      writer.finish()
      waker.finish()
    }
    let number = await shared.sessions.enter {
      await outbox.fail(
        LabError(.shuttingDown, subject: nil, problem: "the lab is shutting down", isFatal: true))
      writer.yield()
    }
    guard let number else {
      let limit = shared.sessions.limit
      let refusal = LabError(
        .sessionLimit, subject: nil,
        problem: "all \(limit) sessions are open: close another lab page, or start the lab "
          + "with a higher --max-sessions", isFatal: true)
      try? await outbound.write(.text(ServerMessage.error(refusal).json))
      await close(outbound, for: .sessionLimit)
      return
    }
    let session = await MainActor.run {
      LabSession(player: shared.player(), palette: shared.palette)
    }
    await outbox.deliver([.message(shared.welcome, startsScene: false)])
    writer.yield()
    // The connection ends when the page closes (the reader ends) or when the lab closes it (the
    // writer ends after its close frame): the other tasks are cancelled, and the WebSocket
    // handler completes the close handshake, waiting 2 s at most for the page's answer.
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await write(outbox, signals: written, to: outbound) }
      group.addTask { await read(inbound, session, outbox, writer: writer, waker: waker) }
      group.addTask { await tick(session, outbox, wakes: woken, writer: writer) }
      _ = await group.next()
      group.cancelAll()
    }
    await shared.sessions.leave(number)
  }

  /// Reads the page's messages until it closes; after a fatal refusal, the rest is dropped
  /// unread while the close completes.
  private func read(
    _ inbound: WebSocketInboundStream, _ session: LabSession, _ outbox: Outbox,
    writer: AsyncStream<Void>.Continuation, waker: AsyncStream<Void>.Continuation
  ) async {
    var flood = FloodGuard()
    var closing = false
    do {
      // Larger than the lab reads, so an oversized message gets the lab's own refusal.
      for try await message in inbound.messages(maxSize: 1 << 16) {
        if closing { continue }
        let now = shared.clock.now()
        switch flood.admit(at: now) {
        case .accept: break
        case .drop: continue
        case .dropAndWarn(let dropped):
          await outbox.deliver([
            .error(
              LabError(
                .flood, subject: nil,
                problem: "more than \(Int(flood.rate)) messages a second: \(dropped) dropped"))
          ])
          writer.yield()
          continue
        case .close(let dropped):
          await outbox.fail(
            LabError(
              .flood, subject: nil,
              problem: "more than \(Int(flood.rate)) messages a second, \(dropped) dropped: closed",
              isFatal: true))
          writer.yield()
          closing = true
          continue
        }
        closing = await receive(message, at: now, session, outbox)
        writer.yield()
        waker.yield()
      }
    } catch {
      // The connection broke: nothing more to read.
    }
  }

  /// Hands one message to the session and queues its answer; returns whether the connection
  /// closes.
  private func receive(
    _ message: WebSocketMessage, at now: Double, _ session: LabSession, _ outbox: Outbox
  ) async -> Bool {
    let parsed: PageMessage
    do {
      guard case .text(let text) = message else {
        throw LabError(.malformed, subject: "$", problem: "expected a text message, got binary")
      }
      parsed = try PageMessage(Array(text.utf8))
    } catch let error as LabError {
      return await outbox.deliver([.error(error)])
    } catch {
      return false
    }
    if case .ack(let frames) = parsed {
      // The writer, signalled after every message, writes a frame held back if it may now.
      await outbox.acknowledge(frames)
      return false
    }
    let outputs = await MainActor.run { session.receive(parsed, at: now) }
    var inputAt: Double?
    if case .touch = parsed { inputAt = now }
    return await outbox.deliver(outputs, inputAt: inputAt)
  }

  /// Runs the session's frames when they are due; waits for a message while its scene rests.
  private func tick(
    _ session: LabSession, _ outbox: Outbox, wakes: AsyncStream<Void>,
    writer: AsyncStream<Void>.Continuation
  ) async {
    var wakeIterator = wakes.makeAsyncIterator()
    while !Task.isCancelled {
      guard let due = await MainActor.run(body: { session.nextFrameAt }) else {
        guard await wakeIterator.next() != nil else { return }
        continue
      }
      let wait = due - shared.clock.now()
      if wait > 0.0005 {
        try? await Task.sleep(for: .seconds(wait))
        continue
      }
      let outputs = await MainActor.run { session.tick(at: shared.clock.now()) }
      if !outputs.isEmpty {
        await outbox.deliver(outputs)
        writer.yield()
      }
    }
  }

  /// Writes what is queued, then closes after a fatal refusal.
  private func write(
    _ outbox: Outbox, signals: AsyncStream<Void>, to outbound: WebSocketOutboundWriter
  ) async {
    for await _ in signals {
      while true {
        switch await outbox.next() {
        case .write(let popped):
          do {
            try await outbound.write(.text(popped.text))
          } catch {
            return
          }
          if let inputAt = popped.inputAt, let latencies = shared.latencies {
            await latencies.record(shared.clock.now() - inputAt)
          }
          continue
        case .close(let error):
          await close(outbound, for: error.code)
          return
        case .idle:
          break
        }
        break
      }
    }
  }

  /// Closes the connection with the WebSocket close code of a fatal refusal and its code as the
  /// reason.
  private func close(_ outbound: WebSocketOutboundWriter, for code: LabError.Code) async {
    let reason = code.rawValue
    switch code {
    case .tooLarge: try? await outbound.close(.messageTooLarge, reason: reason)
    case .shuttingDown: try? await outbound.close(.goingAway, reason: reason)
    case .sessionLimit: try? await outbound.close(.unknown(1013), reason: reason)
    default: try? await outbound.close(.policyViolation, reason: reason)
    }
  }
}

/// The server's monotonic clock, in seconds since the server started: the only clock the lab
/// reads. Sessions are given its readings.
struct ServerClock: Sendable {
  private let origin = ContinuousClock.now

  /// Seconds since the clock was made.
  func now() -> Double {
    let elapsed = ContinuousClock.now - origin
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
