import Foundation
import Transitions
import TransitionsPlayback
import TransitionsSoak

// transitions-soak: plays random sessions across the whole catalogue and users' own transitions
// in worker processes (the engine's scenes are @MainActor: one process a core), keeps a
// resumable state file, prints a report. RELIABILITY.md records a full run.

let usage = """
  usage: transitions-soak [--sessions N] [--seed S] [--workers W] [--state FILE] [--chunk C]
         transitions-soak --report --state FILE
         transitions-soak --session I --seed S        (play one session, print its reproducer)
         transitions-soak --check FILE                (play and check a script, a reproducer)

    --sessions  sessions in the run (default 1000000)
    --seed      the run's seed (default 1); session i of seed S is always the same session
    --workers   worker processes (default: the machine's active cores)
    --state     the state file (default soak-state.json); a run with an existing one continues it
    --chunk     sessions per worker invocation (default 500), the unit of resumption
  """

/// Standard output, unbuffered (a background run's log shows its progress as it goes).
func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }

var options: [String: String] = [:]
var flags: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  guard argument.hasPrefix("--") else {
    FileHandle.standardError.write(Data("unexpected \(argument)\n\(usage)\n".utf8))
    exit(2)
  }
  let name = String(argument.dropFirst(2))
  if ["report", "worker", "help"].contains(name) {
    flags.insert(name)
  } else if !["sessions", "seed", "workers", "state", "chunk", "session", "check", "from", "to"]
    .contains(name)
  {
    // A mistyped option must not start a million sessions.
    FileHandle.standardError.write(Data("unknown option \(argument)\n\(usage)\n".utf8))
    exit(2)
  } else if let value = arguments.popFirst() {
    options[name] = value
  } else {
    FileHandle.standardError.write(Data("\(argument) needs a value\n".utf8))
    exit(2)
  }
}
if flags.contains("help") {
  say(usage)
  exit(0)
}

@MainActor func number(_ name: String, _ fallback: UInt64) -> UInt64 {
  guard let text = options[name] else { return fallback }
  guard let value = UInt64(text.replacingOccurrences(of: "_", with: "")) else {
    FileHandle.standardError.write(Data("--\(name): expected a whole number, got \(text)\n".utf8))
    exit(2)
  }
  return value
}

let seed = number("seed", 1)

// A worker: plays one chunk and writes its result as JSON on standard output.
if flags.contains("worker") {
  let result = ChunkResult.play(seed: seed, from: number("from", 0), to: number("to", 0))
  let data = try JSONEncoder().encode(result)
  FileHandle.standardOutput.write(data)
  exit(0)
}

// One session, to reproduce a break.
if let text = options["session"], let index = UInt64(text) {
  let session = SessionGenerator.session(seed: seed, index: index)
  let result = SessionRunner.run(session)
  say(SessionRunner.reproducer(session))
  say(result.problems.isEmpty ? "ok" : result.problems.joined(separator: "\n"))
  exit(result.problems.isEmpty ? 0 : 1)
}

// A script (a reproducer, minimised by hand), played and checked as a session is.
if let path = options["check"] {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  let script = try Script(json: text, source: path)
  let result = SessionRunner.run(SoakSession(index: 0, kind: .script(script)))
  say(result.problems.isEmpty ? "ok" : result.problems.joined(separator: "\n"))
  exit(result.problems.isEmpty ? 0 : 1)
}

let statePath = options["state"] ?? "soak-state.json"
if flags.contains("report") {
  guard let state = try SoakState.load(statePath) else {
    FileHandle.standardError.write(Data("no state file at \(statePath)\n".utf8))
    exit(2)
  }
  say(state.report())
  exit(state.breaks.isEmpty ? 0 : 1)
}

let catalogue = SessionGenerator.definitions.map(\.description.id)
var state: SoakState
if let saved = try SoakState.load(statePath) {
  state = saved
  if options["seed"] != nil && saved.seed != seed
    || options["sessions"] != nil
      && saved.sessions != number("sessions", 0)
  {
    FileHandle.standardError.write(
      Data(
        ("\(statePath) is a run of seed \(saved.seed), \(saved.sessions) sessions: resume it "
          + "with the same values (or none), or give another --state\n").utf8))
    exit(2)
  }
  if saved.catalogue != catalogue {
    FileHandle.standardError.write(
      Data(
        ("warning: the catalogue changed since \(statePath) began (\(saved.catalogue) → "
          + "\(catalogue)); the remaining sessions draw from today's\n").utf8))
  }
  say("resuming \(statePath): \(saved.sessionsDone) of \(saved.sessions) sessions done")
} else {
  state = SoakState(
    seed: seed, sessions: number("sessions", 1_000_000), chunkSize: max(1, number("chunk", 500)),
    catalogue: catalogue)
}
let workers = max(
  1, Int(number("workers", UInt64(ProcessInfo.processInfo.activeProcessorCount))))
let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
var pending = state.pending
pending.reverse()  // popLast takes the first
say(
  "soak: seed \(state.seed), \(state.sessions) sessions in chunks of \(state.chunkSize), "
    + "\(workers) workers, \(pending.count) chunks to play, state \(statePath)")

struct Running {
  var process: Process
  var output: URL
  var range: Range<UInt64>
  /// A chunk whose worker crashed is played again one session a worker, to name the session.
  var single: Bool
}

var running: [Running] = []
var singles: [Range<UInt64>] = []
var crashes: [SoakBreak] = []
let clockStart = Date()
var lastSavedWall = state.wallSeconds
var lastPrint = Date.distantPast
let temporary = FileManager.default.temporaryDirectory

@MainActor func launch(_ range: Range<UInt64>, single: Bool) throws {
  let output = temporary.appendingPathComponent(
    "transitions-soak-\(ProcessInfo.processInfo.processIdentifier)-\(range.lowerBound).json")
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  let process = Process()
  process.executableURL = executable
  process.arguments = [
    "--worker", "--seed", "\(state.seed)", "--from", "\(range.lowerBound)", "--to",
    "\(range.upperBound)",
  ]
  process.standardOutput = try FileHandle(forWritingTo: output)
  try process.run()
  running.append(Running(process: process, output: output, range: range, single: single))
}

while !pending.isEmpty || !singles.isEmpty || !running.isEmpty {
  while running.count < workers, let range = singles.popLast() ?? pending.popLast() {
    try launch(range, single: range.count == 1 && state.chunkSize > 1)
  }
  Thread.sleep(forTimeInterval: 0.05)
  var finished = false
  for item in running where !item.process.isRunning {
    finished = true
    let data = (try? Data(contentsOf: item.output)) ?? Data()
    try? FileManager.default.removeItem(at: item.output)
    if item.process.terminationStatus == 0,
      let result = try? JSONDecoder().decode(ChunkResult.self, from: data)
    {
      state.chunks.append(result)
    } else if item.range.count > 1 {
      // Play the chunk again a session at a time to find the session that crashed.
      singles += item.range.map { $0..<($0 + 1) }
    } else {
      let session = SessionGenerator.session(seed: state.seed, index: item.range.lowerBound)
      let crash = SoakBreak(
        index: item.range.lowerBound, transition: session.transition,
        problems: [
          "the worker crashed (\(item.process.terminationReason == .uncaughtSignal ? "signal" : "status") "
            + "\(item.process.terminationStatus))"
        ],
        reproducer: SessionRunner.reproducer(session))
      state.chunks.append(
        ChunkResult(
          from: item.range.lowerBound, to: item.range.upperBound, seconds: 0, frames: 0,
          sessionsPerTransition: [session.transition: 1], droppedOptions: [:], breaks: [crash]))
      crashes.append(crash)
    }
  }
  running.removeAll { !$0.process.isRunning }
  if finished {
    state.wallSeconds = lastSavedWall + Date().timeIntervalSince(clockStart)
    try state.save(statePath)
    if Date().timeIntervalSince(lastPrint) > 30 || (pending.isEmpty && running.isEmpty) {
      lastPrint = Date()
      let done = state.sessionsDone
      say(
        "\(done) / \(state.sessions) sessions, \(state.breaks.count) breaks, "
          + String(
            format: "%.0f s, %.1f sessions/s", state.wallSeconds,
            Double(done) / max(state.wallSeconds, 1e-9)))
    }
  }
}
state.wallSeconds = lastSavedWall + Date().timeIntervalSince(clockStart)
try state.save(statePath)
say(state.report())
exit(state.breaks.isEmpty ? 0 : 1)
