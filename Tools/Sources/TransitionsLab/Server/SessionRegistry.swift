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
