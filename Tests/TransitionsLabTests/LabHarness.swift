import Foundation
import Hummingbird
import HummingbirdWSClient
import Logging
import ServiceLifecycle
import Testing
import Transitions

@testable import TransitionsLab

/// A lab server running in this process on a free loopback port.
struct RunningLab: Sendable {
  /// The page's URL, `http://127.0.0.1:PORT/`.
  let url: String

  /// `http://127.0.0.1:PORT`: the origin the page's own requests carry.
  var origin: String { String(url.dropLast()) }
  /// `ws://127.0.0.1:PORT/session`.
  var socketURL: String { "ws" + url.dropFirst(4) + "session" }
}

/// The Origin swift-websocket's client sends, whatever else it is told: `ws://` and the host,
/// without the port. The tests' labs allow it, as `--allow-origin` would.
let clientOrigin = "ws://127.0.0.1"

/// Runs a lab server with `configuration` (on a free port, allowing the tests' client) for the
/// length of `body`, then shuts it down gracefully and waits for it to end.
func withLab(
  _ configuration: LabConfiguration = LabConfiguration(port: 0, allowedOrigins: [clientOrigin]),
  _ body: @Sendable (RunningLab) async throws -> Void
) async throws {
  let (urls, found) = AsyncStream<String>.makeStream()
  let server = try LabServer(configuration) { url in found.yield(url) }
  let group = ServiceGroup(configuration: .init(services: [server], logger: server.logger))
  try await withThrowingTaskGroup(of: Void.self) { tasks in
    tasks.addTask { try await group.run() }
    // The server reports its URL once it listens; a server that has not within 60 s fails the
    // test by name (a full parallel run once waited here until the test's time limit).
    let url = await withTaskGroup(of: String?.self) { waits in
      waits.addTask {
        var iterator = urls.makeAsyncIterator()
        return await iterator.next()
      }
      waits.addTask {
        try? await Task.sleep(for: .seconds(60))
        return nil
      }
      let first = await waits.next() ?? nil
      waits.cancelAll()
      return first
    }
    guard let url else {
      await group.triggerGracefulShutdown()
      throw LabStartError()
    }
    do {
      try await body(RunningLab(url: url))
    } catch {
      await group.triggerGracefulShutdown()
      throw error
    }
    await group.triggerGracefulShutdown()
    try await tasks.waitForAll()
  }
}

/// One page's end of a session: sends messages, and reads the server's in order.
final class PageSocket {
  private var inbound: WebSocketInboundMessageStream.AsyncIterator
  /// Where the page's messages are written (one task at a time).
  let outbound: WebSocketOutboundWriter
  /// Every message read so far, as JSON objects.
  private(set) var received: [[String: JSONValue]] = []

  init(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) {
    self.inbound = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
    self.outbound = outbound
  }

  func send(_ text: String) async throws { try await outbound.write(.text(text)) }

  func sendBinary(_ bytes: [UInt8]) async throws {
    try await outbound.write(.binary(ByteBuffer(bytes: bytes)))
  }

  /// The next message, or `nil` when the server closed.
  func next() async throws -> [String: JSONValue]? {
    while let message = try await inbound.next() {
      guard case .text(let text) = message,
        case .object(let fields) = try JSONValue.parse(Array(text.utf8))
      else { continue }
      received.append(fields)
      return fields
    }
    return nil
  }

  /// Reads until a message of `type` (skipping others); `nil` when the server closed first.
  func next(_ type: String) async throws -> [String: JSONValue]? {
    while let message = try await next() {
      if message.string("type") == type { return message }
    }
    return nil
  }

  /// Sends `text` up to `count` times from a child task while this task reads what the server
  /// says, as a browser does (it reads while it sends). Returns how many were sent before the
  /// server closed, and every message read until it closed. Reading while sending matters: a
  /// server that closes with unread input resets the connection, and a peer that has not read
  /// its answers by then loses them.
  func flood(_ text: String, count: Int) async throws -> (
    sent: Int, messages: [[String: JSONValue]]
  ) {
    let outbound = outbound
    async let sent: Int = {
      var sent = 0
      do {
        while sent < count {
          try await outbound.write(.text(text))
          sent += 1
        }
      } catch {
        // The server closed the connection: the rest cannot be sent.
      }
      return sent
    }()
    let messages = try await drain()
    return (await sent, messages)
  }

  /// Reads until the server closes, returning the messages read on the way.
  func drain() async throws -> [[String: JSONValue]] {
    var messages: [[String: JSONValue]] = []
    while let message = try await next() { messages.append(message) }
    return messages
  }
}

/// The lab server did not report that it listens.
struct LabStartError: Error, CustomStringConvertible {
  var description: String { "the lab server did not report listening within 60 s" }
}

/// The logger of the tests' clients: quiet.
let clientLogger: Logger = {
  var logger = Logger(label: "lab-test-client")
  logger.logLevel = .critical
  return logger
}()

/// Opens a session on `lab` (as a page of ``clientOrigin``, plus a second `Origin` header when
/// `extraOrigin` is given), runs `body` with it, and returns how the server closed it, if it
/// did.
@discardableResult
func withPage(
  _ lab: RunningLab, extraOrigin: String? = nil,
  _ body: @escaping @Sendable (PageSocket) async throws -> Void
) async throws -> WebSocketCloseFrame? {
  var configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 20)
  if let extraOrigin { configuration.additionalHeaders[.origin] = extraOrigin }
  return try await WebSocketClient.connect(
    url: lab.socketURL, configuration: configuration, logger: clientLogger
  ) { inbound, outbound, _ in
    try await body(PageSocket(inbound, outbound))
  }
}
