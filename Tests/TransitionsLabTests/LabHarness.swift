import Foundation
import Hummingbird
import HummingbirdWSClient
import Logging
import ServiceLifecycle
import Testing
import Transitions
import TransitionsPlayback

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

/// What a raw WebSocket session read: the upgrade's status, the text messages and the close
/// code, in the order the server sent them.
struct RawSession: Sendable {
  var status = 0
  var messages: [[String: JSONValue]] = []
  var closeCode: Int?
}

/// Opens a session on `lab` over a plain TCP socket, speaking the WebSocket handshake and frame
/// format itself, and reads what the server sends until it closes (or 10 s pass).
///
/// A refused session is why: the server writes the refusal and its close at once after the
/// upgrade's response. Under load, swift-websocket 1.x's client (on swift-nio 2.101's client
/// upgrade handler) sometimes connected and then returned neither that message nor the end of
/// the connection for as long as the test waited (3 of 12 loaded runs; the server's own
/// trace showed the refusal written and the connection closed within milliseconds). This
/// client reads the bytes as they come, so a refusal is checked exactly as the server sent it.
func rawSession(_ lab: RunningLab) async throws -> RawSession {
  guard let port = lab.url.split(separator: ":").last.flatMap({ UInt16($0.dropLast()) }) else {
    throw RawSocketError("no port in \(lab.url)")
  }
  return try await Task.detached { try RawSocket(port: port).session() }.value
}

/// A raw socket problem, named.
struct RawSocketError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A blocking loopback TCP socket with a 10 s read timeout.
private struct RawSocket {
  let descriptor: Int32

  init(port: UInt16) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw RawSocketError("socket: errno \(errno)") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw RawSocketError("connect: errno \(errno)")
    }
  }

  /// Sends the upgrade request, then reads the response and every frame until the close frame,
  /// the end of the connection, or the read timeout.
  func session() throws -> RawSession {
    defer { close(descriptor) }
    let request =
      "GET /session HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      + "Sec-WebSocket-Version: 13\r\nOrigin: \(clientOrigin)\r\n\r\n"
    let bytes = Array(request.utf8)
    guard bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == bytes.count
    else { throw RawSocketError("send: errno \(errno)") }
    var buffer: [UInt8] = []
    var result = RawSession()
    var headerEnd: Int?
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      if headerEnd == nil, let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
        headerEnd = end.upperBound
        let statusLine = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        result.status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        buffer.removeFirst(end.upperBound)
      }
      if headerEnd != nil {
        while let (opcode, payload, length) = Self.frame(in: buffer) {
          buffer.removeFirst(length)
          if opcode == 1, case .object(let fields) = try JSONValue.parse(payload) {
            result.messages.append(fields)
          } else if opcode == 8 {
            result.closeCode = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
            return result
          }
        }
      }
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return result }
      buffer += chunk[..<count]
    }
  }

  /// The first whole unmasked frame in `bytes`: its opcode, payload and length in bytes.
  static func frame(in bytes: [UInt8]) -> (UInt8, [UInt8], Int)? {
    guard bytes.count >= 2 else { return nil }
    let opcode = bytes[0] & 0x0F
    var length = Int(bytes[1] & 0x7F)
    var start = 2
    if length == 126 {
      guard bytes.count >= 4 else { return nil }
      length = Int(bytes[2]) << 8 | Int(bytes[3])
      start = 4
    } else if length == 127 {
      guard bytes.count >= 10 else { return nil }
      length = bytes[2..<10].reduce(0) { $0 << 8 | Int($1) }
      start = 10
    }
    guard bytes.count >= start + length else { return nil }
    return (opcode, Array(bytes[start..<start + length]), start + length)
  }
}
