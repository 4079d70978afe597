/// How a ``LabServer`` listens and what it allows.
///
/// ```swift
/// var configuration = LabConfiguration()
/// configuration.port = 0                // any free port
/// configuration.maximumSessions = 4
/// ```
public struct LabConfiguration: Sendable, Hashable {
  /// The address to listen on. Default `127.0.0.1`: only this machine can open the page.
  public var host: String
  /// The TCP port, 0…65535; 0 picks a free one. Default 8765.
  public var port: Int
  /// How many pages may have a session at once, 1…1000. A page beyond that is told so and
  /// closed. Default 16.
  public var maximumSessions: Int
  /// Origins (`http://name:port`) whose pages may open a session, besides the server's own
  /// (`http://127.0.0.1:PORT`, `http://localhost:PORT`, `http://[::1]:PORT` and
  /// `http://HOST:PORT`). Default none.
  public var allowedOrigins: [String]
  /// Whether the server measures the delay from each touch message to the frame that shows it
  /// (``LabServer/latencies``). Default `false`.
  public var measuresLatency: Bool

  public init(
    host: String = "127.0.0.1", port: Int = 8765, maximumSessions: Int = 16,
    allowedOrigins: [String] = [], measuresLatency: Bool = false
  ) {
    self.host = host
    self.port = port
    self.maximumSessions = maximumSessions
    self.allowedOrigins = allowedOrigins
    self.measuresLatency = measuresLatency
  }

  /// The loopback addresses: listening on anything else is reachable from other machines.
  public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

  /// Whether ``host`` is reachable from this machine only.
  public var isLoopback: Bool { Self.loopbackHosts.contains(host) }

  /// The origins whose pages may open a session when the server listens on `port`.
  func origins(port: Int) -> Set<String> {
    var names = ["127.0.0.1", "localhost", "[::1]"]
    names.append(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    return Set(names.map { "http://\($0):\(port)" } + allowedOrigins)
  }

  /// Checks the settings.
  ///
  /// - Throws: ``LabConfigurationError`` naming the setting.
  public func validate() throws(LabConfigurationError) {
    guard (0...65_535).contains(port) else {
      throw LabConfigurationError(
        setting: "port", problem: "expected a port from 0 to 65535, got \(port)")
    }
    guard (1...1000).contains(maximumSessions) else {
      throw LabConfigurationError(
        setting: "maximumSessions",
        problem: "expected a number of sessions from 1 to 1000, got \(maximumSessions)")
    }
    guard !host.isEmpty else {
      throw LabConfigurationError(setting: "host", problem: "expected an address, got nothing")
    }
  }
}
