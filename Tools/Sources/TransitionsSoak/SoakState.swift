import Foundation

/// A session that broke something, and how to play it again.
public struct SoakBreak: Codable, Sendable, Hashable {
  public var index: UInt64
  public var transition: String
  public var problems: [String]
  /// A `transitions play` script (JSON) or the law checker's call.
  public var reproducer: String

  public init(index: UInt64, transition: String, problems: [String], reproducer: String) {
    self.index = index
    self.transition = transition
    self.problems = problems
    self.reproducer = reproducer
  }
}

/// What one worker played: sessions `from..<to` of the run.
public struct ChunkResult: Codable, Sendable, Hashable {
  public var from: UInt64
  public var to: UInt64
  public var seconds: Double
  public var frames: Int
  /// Sessions played per transition (law sessions counted as `laws:` and the id).
  public var sessionsPerTransition: [String: Int]
  /// Options dropped because the transition refused them with the rest, per option name.
  public var droppedOptions: [String: Int]
  /// Sessions played again to 60 s because their transition still ran 3 s after the last
  /// input (a slow spring the options asked for).
  public var extended: Int = 0
  public var breaks: [SoakBreak]

  public init(
    from: UInt64, to: UInt64, seconds: Double, frames: Int, sessionsPerTransition: [String: Int],
    droppedOptions: [String: Int], breaks: [SoakBreak]
  ) {
    self.from = from
    self.to = to
    self.seconds = seconds
    self.frames = frames
    self.sessionsPerTransition = sessionsPerTransition
    self.droppedOptions = droppedOptions
    self.breaks = breaks
  }

  public var sessions: Int { Int(to - from) }

  /// Plays sessions `from..<to` of the run seeded `seed`.
  @MainActor
  public static func play(seed: UInt64, from: UInt64, to: UInt64) -> ChunkResult {
    let start = Date()
    var result = ChunkResult(
      from: from, to: to, seconds: 0, frames: 0, sessionsPerTransition: [:], droppedOptions: [:],
      breaks: [])
    for index in from..<to {
      let session = SessionGenerator.session(seed: seed, index: index)
      let outcome = SessionRunner.run(session)
      let key: String
      if case .laws = session.kind {
        key = "laws:" + session.transition
      } else {
        key = session.transition
      }
      result.sessionsPerTransition[key, default: 0] += 1
      result.frames += outcome.frames
      if outcome.extended { result.extended += 1 }
      for dropped in outcome.droppedOptions {
        let name = String(dropped.prefix { $0 != "=" })
        result.droppedOptions[session.transition + "." + name, default: 0] += 1
      }
      if !outcome.problems.isEmpty {
        result.breaks.append(
          SoakBreak(
            index: index, transition: session.transition, problems: outcome.problems,
            reproducer: outcome.played?.json() ?? SessionRunner.reproducer(session)))
      }
    }
    result.seconds = Date().timeIntervalSince(start)
    return result
  }
}

/// The soak's state file: the run's parameters and every chunk played so far, so a run that
/// stops (killed, a reboot) continues where it was with the same sessions.
public struct SoakState: Codable, Sendable {
  public var seed: UInt64
  public var sessions: UInt64
  public var chunkSize: UInt64
  /// The commit and catalogue the sessions were drawn from (a session's index draws the same
  /// session only from the same catalogue).
  public var catalogue: [String]
  /// Wall-clock seconds of every invocation so far.
  public var wallSeconds: Double
  public var chunks: [ChunkResult]
  public var started: String
  public var updated: String

  public init(seed: UInt64, sessions: UInt64, chunkSize: UInt64, catalogue: [String]) {
    self.seed = seed
    self.sessions = sessions
    self.chunkSize = chunkSize
    self.catalogue = catalogue
    self.wallSeconds = 0
    self.chunks = []
    let now = ISO8601DateFormatter().string(from: Date())
    self.started = now
    self.updated = now
  }

  public var sessionsDone: Int { chunks.reduce(0) { $0 + $1.sessions } }
  public var breaks: [SoakBreak] { chunks.flatMap(\.breaks).sorted { $0.index < $1.index } }

  /// The chunks still to play, as session ranges.
  public var pending: [Range<UInt64>] {
    let done = Set(chunks.map(\.from))
    return stride(from: UInt64(0), to: sessions, by: Int(chunkSize)).compactMap { start in
      done.contains(start) ? nil : start..<min(start + chunkSize, sessions)
    }
  }

  public static func load(_ path: String) throws -> SoakState? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONDecoder().decode(SoakState.self, from: data)
  }

  /// Writes the state to `path` atomically (a kill mid-write leaves the previous state).
  public mutating func save(_ path: String) throws {
    updated = ISO8601DateFormatter().string(from: Date())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The report: sessions, breaks (each with its reproducer), time, sessions per second.
  public func report() -> String {
    let done = sessionsDone
    let cpu = chunks.reduce(0) { $0 + $1.seconds }
    let frames = chunks.reduce(0) { $0 + $1.frames }
    let extended = chunks.reduce(0) { $0 + $1.extended }
    var perTransition: [String: Int] = [:]
    var dropped: [String: Int] = [:]
    for chunk in chunks {
      perTransition.merge(chunk.sessionsPerTransition, uniquingKeysWith: +)
      dropped.merge(chunk.droppedOptions, uniquingKeysWith: +)
    }
    let breaks = self.breaks
    func format(_ value: Double, _ digits: Int = 1) -> String {
      String(format: "%.\(digits)f", value)
    }
    var lines = [
      "soak: seed \(seed), \(done) of \(sessions) sessions"
        + (done < Int(sessions) ? " (partial: resume with the same --state)" : ""),
      "breaks: \(breaks.count)",
      "wall time: \(format(wallSeconds)) s, \(format(Double(done) / max(wallSeconds, 1e-9))) "
        + "sessions/s; worker time \(format(cpu)) s, "
        + "\(format(cpu / Double(max(done, 1)) * 1000, 2)) ms a session; \(frames) frames played",
      "sessions per transition: "
        + perTransition.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
          separator: ", "),
    ]
    lines.append(
      "sessions played again to 60 s (still running 3 s after the last input, then ended): "
        + "\(extended)")
    if !dropped.isEmpty {
      lines.append(
        "options refused in combination (dropped, session played without): "
          + dropped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", "))
    }
    for item in breaks.prefix(50) {
      lines.append("break: session \(item.index) (\(item.transition))")
      for problem in item.problems { lines.append("  \(problem)") }
      lines.append("  reproducer: \(item.reproducer.replacingOccurrences(of: "\n", with: " "))")
    }
    if breaks.count > 50 { lines.append("… and \(breaks.count - 50) more in the state file") }
    return lines.joined(separator: "\n")
  }
}
