import Foundation
import HummingbirdWSClient
import ServiceLifecycle
import Testing
import Transitions
import TransitionsPlayback

@testable import TransitionsLab

/// Messages a page sends, as text.
enum Say {
  static func configure(_ transition: String, options: String = "{}") -> String {
    #"{"type":"configure","transition":"\#(transition)","options":\#(options)}"#
  }
  static func touch(_ phase: String, _ x: Double, _ y: Double, t: Double) -> String {
    #"{"type":"touch","phase":"\#(phase)","x":\#(x),"y":\#(y),"t":\#(t)}"#
  }
  static func ping(_ id: Int) -> String { #"{"type":"ping","id":\#(id)}"# }
  static let present = #"{"type":"input","action":"present"}"#
  static let save = #"{"type":"save"}"#
}

/// The page clock of a test, as a pointer event's timestamp: milliseconds since the page
/// loaded, 10 s before the test started.
struct PageTime: Sendable {
  private let start = ContinuousClock.now
  var milliseconds: Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return 10_000 + Double(seconds) * 1000 + Double(attoseconds) * 1e-15
  }
}

/// Drags the card of a presented `card` scene down, as a page would: a move every 8 ms.
func dragCardDown(_ page: PageSocket, clock: PageTime) async throws {
  try await page.send(Say.touch("down", 195, 200, t: clock.milliseconds))
  for step in 1...20 {
    try await Task.sleep(for: .milliseconds(8))
    try await page.send(Say.touch("move", 195, 200 + Double(step) * 20, t: clock.milliseconds))
  }
  try await page.send(Say.touch("up", 195, 600, t: clock.milliseconds))
}

@Suite(.serialized, .timeLimit(.minutes(2))) struct ServerProtocolTests {
  @Test func aPageIsWelcomedGetsItsSceneFramesAndEventsAndSavesAScriptPlayReplays() async throws {
    try await withLab { lab in
      try await withPage(lab) { page in
        let welcome = try #require(try await page.next("welcome"))
        #expect(welcome.number("version") == 1)
        guard case .object(let catalogue)? = welcome["catalogue"],
          case .array(let transitions)? = catalogue["transitions"]
        else {
          Issue.record("no catalogue")
          return
        }
        #expect(transitions.count == TransitionCatalogue.descriptions.count)
        try await page.send(Say.configure("card"))
        let scene = try #require(try await page.next("scene"))
        #expect(scene.string("transition") == "card")
        let keyframe = try #require(try await page.next("frame"))
        #expect(keyframe["key"] == .bool(true))
        try await page.send(Say.present)
        var ended = false
        while !ended, let message = try await page.next() {
          if case .array(let events)? = message["events"] {
            ended = events.contains { $0.field("type") == .string("transitionEnded") }
          }
        }
        let clock = PageTime()
        try await dragCardDown(page, clock: clock)
        var decision: JSONValue?
        var dismissed: JSONValue?
        while dismissed == nil, let message = try await page.next() {
          guard case .array(let events)? = message["events"] else { continue }
          for event in events {
            if event.field("type") == .string("interactionEnded") {
              decision = event.field("decision")
            }
            if event.field("type") == .string("transitionEnded") {
              dismissed = event.field("completed")
            }
          }
        }
        #expect(decision == .string("finish") && dismissed == .bool(true))
        try await page.send(Say.save)
        let saved = try #require(try await page.next("script"))
        let script = try Script(json: try #require(saved["script"]).text)
        let replay = try await MainActor.run { try ScenarioPlayer().play(script) }
        let outcomes = replay.events.compactMap { event -> String? in
          switch event.kind {
          case .interactionEnded(let decision, _, _): return decision.rawValue
          case .transitionEnded(let operation, let completed):
            return "\(operation.rawValue) \(completed)"
          default: return nil
          }
        }
        #expect(outcomes == ["present true", "finish", "dismiss true"])
        let frames = page.received.filter { $0.string("type") == "frame" }
        #expect(frames.count > 10)
        #expect(page.received.allSatisfy { $0.string("type") != "error" })
      }
    }
  }

  /// The welcome describes a control for every option of every catalogue transition, of the
  /// kind its option calls for (never a JSON field), and ties the sheet's selected detent to
  /// its detents.
  @Test func theWelcomeDescribesTheControlOfEveryOption() async throws {
    try await withLab { lab in
      try await withPage(lab) { page in
        let welcome = try #require(try await page.next("welcome"))
        guard case .object(let controls)? = welcome["controls"] else {
          Issue.record("no controls")
          return
        }
        #expect(Set(controls.keys) == Set(TransitionCatalogue.descriptions.map(\.id)))
        for description in TransitionCatalogue.descriptions {
          for option in description.options {
            let control = controls[description.id]?.field(option.name)
            #expect(
              control?.field("control") == .string(controlName(for: option.kind)),
              "\(description.id).\(option.name): \(String(describing: control))")
          }
        }
        let selected = controls["sheet"]?.field("selectedDetent")
        #expect(selected?.field("among") == .string("detents"))
        #expect(selected?.field("extras") == .array([.string("smallest")]))
        let detents = controls["sheet"]?.field("detents")
        #expect(
          detents?.field("choices")
            == .array([.string("medium"), .string("large"), .string("fitting")]))
        #expect(detents?.field("number")?.field("unit") == .string("pt"))
        #expect(
          detents?.field("number")?.field("range") == .array([.number(1), .number(10_000)]))
      }
    }
  }

  /// Every kind of bad message gets an error naming the problem, and the session goes on (a
  /// ping after it is answered); a message too large closes the connection.
  @Test func everyBadInputIsNamedAndTheSessionGoesOn() async throws {
    try await withLab { lab in
      try await withPage(lab) { page in
        _ = try await page.next("welcome")
        let clock = PageTime()
        let cases: [(String, String, String?)] = [
          ("{not json", "malformed", "$"),
          (#"{"type":"dance"}"#, "unknownType", "type"),
          (#"{"type":"hello","displayRate":1000}"#, "invalidField", "displayRate"),
          (Say.touch("down", 1, 1, t: 1), "notConfigured", "type"),
          (
            Say.configure("card", options: #"{"presenterScale":3}"#), "badConfiguration",
            "options.presenterScale"
          ),
          (Say.configure("teleport"), "badConfiguration", "transition"),
        ]
        for (index, (text, code, subject)) in cases.enumerated() {
          try await page.send(text)
          let error = try #require(try await page.next("error"), "\(text)")
          #expect(error.string("code") == code, "\(text): \(error)")
          #expect(error["subject"] == subject.map { .string($0) } ?? .null, "\(text)")
          #expect(error["fatal"] == .bool(false))
          #expect(!error.string("message").isEmpty && !error.string("message").contains("\n"))
          try await page.send(Say.ping(index))
          #expect(try await page.next("pong")?.number("id") == Double(index))
        }
        try await page.sendBinary([1, 2, 3])
        #expect(
          try await page.next("error")?.string("message")
            == "$: expected a text message, got binary")
        try await page.send(Say.configure("card"))
        _ = try await page.next("scene")
        // Touches: out of sequence, out of order, far in the past; an input the card does not take.
        let now = clock.milliseconds
        try await page.send(Say.touch("move", 195, 300, t: now))
        #expect(try await page.next("error")?.string("code") == "touchSequence")
        try await page.send(Say.touch("down", 195, 300, t: now))
        try await page.send(Say.touch("move", 195, 310, t: now - 40))
        #expect(try await page.next("error")?.string("code") == "touchOutOfOrder")
        try await page.send(Say.touch("move", 195, 320, t: now + 16))
        try await Task.sleep(for: .milliseconds(300))
        try await page.send(Say.touch("move", 195, 330, t: now + 32))
        let late = try #require(try await page.next("error"))
        #expect(late.string("code") == "touchTooLate" && late.string("subject") == "t")
        try await page.send(Say.touch("up", 195, 330, t: clock.milliseconds))
        try await page.send(#"{"type":"input","action":"select","index":1}"#)
        let refused = try #require(try await page.next("error"))
        #expect(refused.string("code") == "badInput" && refused.string("subject") == "action")
        try await page.send(Say.ping(99))
        #expect(try await page.next("pong")?.number("id") == 99)
        // Too large: fatal, and the connection closes after the error.
        try await page.send(
          #"{"type":"ping","id":1,"x":""# + String(repeating: "x", count: 5000) + #""}"#)
        let fatal = try #require(try await page.next("error"))
        #expect(fatal.string("code") == "tooLarge" && fatal["fatal"] == .bool(true))
        #expect(try await page.next() == nil)
      }
    }
  }

  @Test func pagesOfOtherOriginsAreRefused() async throws {
    // A lab that allows only its own pages refuses the client's origin.
    try await withLab(LabConfiguration(port: 0)) { lab in
      await #expect(throws: (any Error).self) { try await withPage(lab) { _ in } }
    }
    try await withLab { lab in
      // Two origins, one of them another site's: refused.
      await #expect(throws: (any Error).self) {
        try await withPage(lab, extraOrigin: "http://evil.example") { _ in }
      }
      try await withPage(lab) { page in
        let welcome = try await page.next("welcome")
        #expect(welcome != nil)
      }
    }
    #expect(
      LabConfiguration(port: 0).origins(port: 8765) == [
        "http://127.0.0.1:8765", "http://localhost:8765", "http://[::1]:8765",
      ])
    #expect(
      LabConfiguration(host: "192.168.1.20").origins(port: 80).contains("http://192.168.1.20:80"))
  }

  /// Sixteen pages at once each drive their own scene; a seventeenth is told every session is
  /// taken, and closed.
  @Test func sixteenConcurrentSessionsAndAClearRefusalBeyond() async throws {
    try await withLab { lab in
      let (opened, open) = AsyncStream<Void>.makeStream()
      let release = Gate()
      let outcomes = Outcomes()
      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<16 {
          group.addTask {
            // Every page signals once, whatever happens to it, so the test fails with what each
            // page saw instead of waiting for ever for a page that stalled or failed.
            var signalled = false
            do {
              try await withPage(lab) { page in
                let outcome = await Self.presentationOutcome(
                  of: page, transition: index.isMultiple(of: 2) ? "card" : "pullDown")
                await outcomes.add(outcome)
                open.yield()
                await release.wait()
              }
              signalled = true
            } catch {
              if !signalled { await outcomes.add("page \(index) failed: \(error)") }
              open.yield()
              throw error
            }
          }
        }
        do {
          var iterator = opened.makeAsyncIterator()
          for _ in 0..<16 { _ = await iterator.next() }
          let list = await outcomes.list
          try #require(
            list.count == 16 && list.allSatisfy { $0 == "presented" }, "the 16 pages: \(list)")
          // A raw client: the refusal and the close arrive with the upgrade's response, which
          // swift-websocket's client can lose (``rawSession(_:)``).
          let refusal = try await rawSession(lab)
          #expect(refusal.status == 101)
          let error = try #require(refusal.messages.first, "\(refusal)")
          #expect(error.string("code") == "sessionLimit" && error["fatal"] == .bool(true))
          #expect(error.string("message").contains("16 sessions"))
          #expect(refusal.closeCode == 1013)
        } catch {
          await release.open()
          throw error
        }
        await release.open()
        try await group.waitForAll()
      }
    }
  }

  /// Configures `transition` on `page`, presents it and reads until the presentation ends:
  /// `"presented"`, `"cancelled"`, or what went wrong (the page closed, an error, the test's
  /// time limit) with the types of the last messages the page read.
  private static func presentationOutcome(of page: PageSocket, transition: String) async -> String {
    do {
      _ = try await page.next("welcome")
      try await page.send(Say.configure(transition))
      _ = try await page.next("scene")
      try await page.send(Say.present)
      while let message = try await page.next() {
        guard case .array(let events)? = message["events"] else { continue }
        for event in events where event.field("type") == .string("transitionEnded") {
          return event.field("completed") == .bool(true) ? "presented" : "cancelled"
        }
      }
      return "closed (the page read \(page.received.suffix(8).map { $0.string("type") }))"
    } catch {
      return "\(error) (the page read \(page.received.suffix(8).map { $0.string("type") }))"
    }
  }

  /// A page that sends 100 000 messages as fast as it can: the excess is dropped unread, the page
  /// is warned then closed, memory stays bounded, and another page's session goes on answering.
  @Test func aFloodOfAHundredThousandMessagesIsDroppedAndClosed() async throws {
    try await withLab { lab in
      try await withPage(lab) { other in
        _ = try await other.next("welcome")
        try await other.send(Say.configure("shade"))
        _ = try await other.next("scene")
        let before = residentMegabytes()
        let close = try await withPage(lab) { flooder in
          _ = try await flooder.next("welcome")
          let start = ContinuousClock.now
          let (_, messages) = try await flooder.flood(Say.ping(1), count: 100_000)
          let (seconds, attoseconds) = (ContinuousClock.now - start).components
          let elapsed = Double(seconds) + Double(attoseconds) * 1e-18
          let errors = messages.filter { $0.string("type") == "error" }
          #expect(errors.first?.string("code") == "flood")
          #expect(errors.last?["fatal"] == .bool(true))
          // No more answers than the guard lets through (a burst of 500, then 500 a second):
          // the excess was never read.
          let answered = messages.filter { $0.string("type") == "pong" }.count
          #expect(answered <= 500 + Int(500 * elapsed) + 1, "\(answered) in \(elapsed) s")
          #expect(answered < 100_000 / 4)
        }
        #expect(close?.closeCode == .policyViolation)
        let after = residentMegabytes()
        #expect(after - before < 100, "resident memory grew from \(before) MB to \(after) MB")
        try await other.send(Say.ping(7))
        #expect(try await other.next("pong")?.number("id") == 7)
      }
      // A new page still gets a session.
      try await withPage(lab) { page in
        let welcome = try await page.next("welcome")
        #expect(welcome != nil)
      }
    }
  }

  /// A page that stops reading while its scene streams frames at 120 Hz (a finger dragging the
  /// card, a move every 8 ms): the server holds its frames, merged into one, once 16 are
  /// written and not acknowledged; it answers another page meanwhile, its memory stays put,
  /// and when the page reads again it gets the frames already in flight and then the current
  /// one, not the hundreds it missed.
  @Test func aPageThatStopsReadingSkipsFramesAndThenGetsTheCurrentOne() async throws {
    try await withLab { lab in
      try await withPage(lab) { page in
        _ = try await page.next("welcome")
        try await page.send(#"{"type":"hello","displayRate":120}"#)
        try await page.send(Say.configure("card"))
        _ = try await page.next("scene")
        try await page.send(Say.present)
        var presented = false
        while !presented, let message = try await page.next() {
          guard case .array(let events)? = message["events"] else { continue }
          presented = events.contains { $0.field("type") == .string("transitionEnded") }
        }
        let clock = PageTime()
        // The page counts every frame it received on the connection.
        let read = FrameCount(page.received.filter { $0.string("type") == "frame" }.count)
        let moves = 360  // 3 s at 120 Hz
        let outbound = page.outbound
        // The finger: down, then a move every 1/120 s, 0.5 pt at a time; each move carries the
        // page's acknowledgement of the frames read so far, as the page's drawing does.
        async let sent: Void = {
          try await outbound.write(.text(Say.touch("down", 195, 100, t: clock.milliseconds)))
          var acknowledged = 0
          for step in 1...moves {
            try await Task.sleep(for: .microseconds(8333))
            let frames = await read.frames
            if frames > acknowledged {
              try await outbound.write(.text(#"{"type":"ack","frames":\#(frames)}"#))
              acknowledged = frames
            }
            let y = 100 + Double(step) / 2
            try await outbound.write(.text(Say.touch("move", 195, y, t: clock.milliseconds)))
          }
        }()
        // Reading for the first second.
        var lastRead = -1.0
        while let message = try await page.next() {
          guard message.string("type") == "frame" else { continue }
          await read.add()
          lastRead = message.number("n")
          if case .array(let touch)? = message["touch"], case .number(let y)? = touch.last, y >= 160
          {
            break
          }
        }
        // Then not reading for two: another page is answered meanwhile.
        let before = residentMegabytes()
        let stalled = ContinuousClock.now
        try await withPage(lab) { other in
          _ = try await other.next("welcome")
          for id in 0..<10 {
            let asked = ContinuousClock.now
            try await other.send(Say.ping(id))
            #expect(try await other.next("pong")?.number("id") == Double(id))
            #expect(ContinuousClock.now - asked < .seconds(1))
            try await Task.sleep(for: .milliseconds(100))
          }
        }
        try await sent
        let stall = ContinuousClock.now - stalled
        let after = residentMegabytes()
        #expect(after - before < 20, "resident memory grew from \(before) MB to \(after) MB")
        // Reading again: the frames in flight, then the finger where it is now.
        var frames: [[String: JSONValue]] = []
        while frames.count < 40, let message = try await page.next() {
          guard message.string("type") == "frame" else { continue }
          frames.append(message)
          try await page.send(#"{"type":"ack","frames":\#(await read.add())}"#)
          if case .array(let touch)? = message["touch"],
            touch.last == .number(100 + Double(moves) / 2)
          {
            break
          }
        }
        let current = try #require(frames.last)
        #expect(current["touch"] == .array([.number(195), .number(100 + Double(moves) / 2)]))
        #expect(frames.count <= Outbox.frameWindow + 2, "\(frames.count) frames before the current")
        // The frames the page never got: merged into the current one while it did not read.
        let skipped = current.number("n") - lastRead - Double(frames.count)
        #expect(skipped > 100, "\(skipped) frames skipped in \(stall)")
      }
    }
  }

  /// A graceful shutdown (what SIGINT and SIGTERM start) tells every page and closes it.
  @Test func aShutdownTellsEveryPageAndClosesIt() async throws {
    let (urls, found) = AsyncStream<String>.makeStream()
    let server = try LabServer(LabConfiguration(port: 0, allowedOrigins: [clientOrigin])) { url in
      found.yield(url)
    }
    let group = ServiceGroup(configuration: .init(services: [server], logger: server.logger))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = urls.makeAsyncIterator()
      let url = try #require(await iterator.next())
      let lab = RunningLab(url: url)
      let close = try await withPage(lab) { page in
        _ = try await page.next("welcome")
        try await page.send(Say.configure("card"))
        _ = try await page.next("scene")
        await group.triggerGracefulShutdown()
        let error = try #require(try await page.next("error"))
        #expect(error.string("code") == "shuttingDown" && error["fatal"] == .bool(true))
        // Wait for the lab's close: returning now would close from this side first, and under
        // load the lab's close frame would then only echo ours (normal closure).
        _ = try await page.drain()
      }
      #expect(close?.closeCode == .goingAway)
      try await tasks.waitForAll()
    }
  }
}

/// Holds tasks until it opens.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Waits until the gate opens, or the task is cancelled (a cancelled test must unwind).
  func wait() async {
    guard !isOpen else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiting.append($0) }
    } onCancel: {
      Task { await self.open() }
    }
  }

  func open() {
    isOpen = true
    for task in waiting { task.resume() }
    waiting = []
  }
}

/// The frames a page has read, shared by its reading and its writing tasks.
actor FrameCount {
  private(set) var frames: Int

  init(_ frames: Int) { self.frames = frames }

  @discardableResult
  func add() -> Int {
    frames += 1
    return frames
  }
}

/// What concurrent pages saw.
actor Outcomes {
  private(set) var list: [String] = []
  func add(_ outcome: String) { list.append(outcome) }
}

extension JSONValue {
  /// A field of an object, or `nil`.
  func field(_ key: String) -> JSONValue? {
    guard case .object(let fields) = self else { return nil }
    return fields[key]
  }
}

/// This process's resident memory, in megabytes (Linux's /proc; 0 elsewhere).
func residentMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kilobytes / 1024
}
