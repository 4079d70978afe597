import Hummingbird
import HummingbirdWebSocket
public import Logging
public import ServiceLifecycle
import Transitions
import TransitionsPlayback
import TransitionsPreview

/// The live lab's server: one HTTP route for the page (``LabPage``), and one WebSocket per open
/// page at `/session`, each with its own session (``LabSession``: its scene, host and clock).
///
/// It is a `Service`: run it in a `ServiceGroup`, which shuts it down gracefully on SIGINT and
/// SIGTERM (each page is told, and its session closed) or when the group is told to.
///
/// ```swift
/// let server = try LabServer(LabConfiguration(port: 0)) { url in print(url) }
/// let group = ServiceGroup(
///   configuration: .init(services: [server], gracefulShutdownSignals: [.sigterm, .sigint],
///                        logger: server.logger))
/// try await group.run()
/// ```
///
/// Only the server reads a clock (monotonic, ``ServerClock``); only loopback addresses listen
/// unless ``LabConfiguration/host`` says otherwise; a WebSocket upgrade from a page of another
/// origin (or with no `Origin`, or more than one) is refused (HTTP 403, no session).
public struct LabServer: Service {
  /// How it listens and what it allows.
  public let configuration: LabConfiguration
  /// Where it logs: warnings and errors only, on standard error.
  public let logger: Logger
  private let shared: LabShared
  private let onListening: @Sendable (String) async -> Void
  /// The origins allowed once the port is known.
  private let origins = OriginList()

  /// A server with `configuration` that calls `onListening` with the page's URL
  /// (`http://127.0.0.1:8765/`) once it listens.
  ///
  /// - Throws: ``LabConfigurationError`` for a setting out of range.
  public init(
    _ configuration: LabConfiguration = LabConfiguration(),
    onListening: @escaping @Sendable (String) async -> Void = { _ in }
  ) throws {
    try configuration.validate()
    self.configuration = configuration
    self.onListening = onListening
    var logger = Logger(label: "transitions-lab")
    logger.logLevel = .warning
    self.logger = logger
    let limits = ServerMessage.Limits(
      sessions: configuration.maximumSessions, messagesPerSecond: FloodGuard().rate,
      messageBytes: PageMessage.maximumBytes,
      lateTouchTolerance: 0.05, scriptSeconds: SessionScript.limit)
    shared = LabShared(
      sessions: SessionRegistry(limit: configuration.maximumSessions),
      latencies: configuration.measuresLatency ? LatencyLog() : nil, clock: ServerClock(),
      welcome: ServerMessage.welcome(
        catalogue: LabCatalogue.list(), controls: LabCatalogue.controls(), limits: limits
      ).json,
      palette: Palette(), player: { ScenarioPlayer() })
  }

  /// The delays measured from touch messages to their frames, when
  /// ``LabConfiguration/measuresLatency`` is on and any were measured.
  public func latencies() async -> LatencySummary? { await shared.latencies?.summary() }

  /// Listens until the service group shuts down (or the task is cancelled).
  public func run() async throws {
    let router = Router()
    let page = LabPage.html
    router.get("/") { _, _ -> Response in
      Response(
        status: .ok,
        headers: [
          .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
          .contentSecurityPolicy: LabPage.contentSecurityPolicy,
        ],
        body: .init(byteBuffer: ByteBuffer(string: page)))
    }
    // What a refused upgrade, or a plain request for the session, gets.
    router.get("session") { _, _ -> Response in
      throw HTTPError(
        .forbidden, message: "the lab's WebSocket takes pages of its own origin only")
    }
    let origins = self.origins
    let connection = LabConnection(shared: shared)
    let configuration = self.configuration
    let onListening = self.onListening
    let app = Application(
      router: router,
      // The upgrade is decided here rather than by a WebSocket router, whose request context
      // keeps itself alive (hummingbird-websocket 2.8.1: a reference cycle per connection).
      server: .http1WebSocketUpgrade(
        configuration: .init(ws: .init(maxFrameSize: 1 << 16, closeTimeout: .seconds(2)))
      ) { request, _, _ in
        // Exactly one Origin, and an allowed one.
        let given = request.headerFields[values: .origin]
        guard request.path == "/session", given.count == 1, let origin = given.first,
          await origins.allows(origin)
        else { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in await connection.run(inbound, outbound) }
      },
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? configuration.port
        await origins.set(configuration.origins(port: port))
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        await onListening("http://\(host):\(port)/")
      },
      logger: logger)
    // The application runs in a group of its own, out of reach of this service's graceful
    // shutdown: Hummingbird's WebSocket handler would close every session at once, without a
    // word. Here the pages are told first; the application shuts down once they have closed.
    let inner = ServiceGroup(configuration: .init(services: [app], logger: logger))
    let running = Task.detached { try await inner.run() }
    let sessions = shared.sessions
    try await withTaskCancellationHandler {
      try await withGracefulShutdownHandler {
        try await running.value
      } onGracefulShutdown: {
        Task {
          await sessions.shutDownAll(timeout: 3)
          await inner.triggerGracefulShutdown()
        }
      }
    } onCancel: {
      running.cancel()
    }
  }
}

/// The origins allowed to open a session, set once the server knows its port.
actor OriginList {
  private var origins: Set<String> = []

  func set(_ origins: Set<String>) { self.origins = origins }
  func allows(_ origin: String) -> Bool { origins.contains(origin) }
}
