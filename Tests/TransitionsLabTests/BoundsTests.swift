import Motion
import Testing
import Transitions
import TransitionsPlayback
import TransitionsTestSupport

@testable import TransitionsLab

/// A frame update of one view at `y` tenths of a point.
func update(_ number: Int, role: Int = 0, y: Int, key: Bool = false) -> FrameUpdate {
  FrameUpdate(
    number: number, time: number * 167, isKeyframe: key, phase: .transitioning,
    operation: .present, isInteractive: false, progress: number * 100, touch: nil, roles: [],
    views: [
      role: DrawnView(x: 0, y: y, width: 3900, height: 4000, alpha: 1000, radius: 0, rows: [])
    ])
}

@Suite struct OutboundQueueTests {
  @Test func messagesGoFirstInOrderThenTheFrame() {
    var queue = OutboundQueue(messageLimit: 4)
    queue.push(frame: update(0, y: 10), inputAt: 5)
    let pushed = [queue.push("a"), queue.push("b")]
    #expect(pushed == [true, true])
    var written: [OutboundQueue.Popped] = []
    while let next = queue.pop() { written.append(next) }
    #expect(
      written == [
        .init(text: "a"), .init(text: "b"),
        .init(text: update(0, y: 10).json, inputAt: 5, isFrame: true),
      ])
    #expect(queue.isEmpty)
  }

  @Test func messagesBeyondTheLimitAreRefusedAndNothingGrows() {
    var queue = OutboundQueue(messageLimit: 3)
    let pushed = (1...4).map { queue.push("\($0)") }
    #expect(pushed == [true, true, true, false])
    #expect(queue.waitingMessages == 3)
    // A steady trickle that never drains keeps at most the limit waiting.
    var refused = 0
    for k in 0..<1000 {
      _ = queue.pop()
      if !queue.push("m\(k)") { refused += 1 }
      #expect(queue.waitingMessages <= 3)
    }
    #expect(refused == 0)
  }

  @Test func framesWaitingMergeIntoOneThatShowsTheLatest() {
    var queue = OutboundQueue()
    queue.push(frame: update(0, role: 0, y: 10))
    queue.push(frame: update(1, role: 1, y: 20), inputAt: 7)
    queue.push(frame: update(2, role: 0, y: 30), inputAt: 8)
    #expect(queue.mergedFrames == 2)
    let merged = update(0, y: 10).merging(update(1, role: 1, y: 20)).merging(update(2, y: 30))
    #expect(merged.number == 2 && merged.views.count == 2)
    #expect(merged.views[0]??.y == 30 && merged.views[1]??.y == 20)
    #expect(queue.pop() == .init(text: merged.json, inputAt: 7, isFrame: true))
    #expect(queue.pop() == nil)
  }

  @Test func aKeyframeStaysAKeyframeAndANewOneReplacesAll() {
    let key = update(0, role: 0, y: 10, key: true)
    #expect(key.merging(update(1, role: 1, y: 20)).isKeyframe)
    let later = update(0, role: 1, y: 20).merging(update(1, role: 0, y: 5, key: true))
    #expect(later.isKeyframe && later.views.count == 1)
  }

  @Test func aNewSceneDropsTheFrameOfTheSceneBefore() {
    var queue = OutboundQueue()
    queue.push(frame: update(0, y: 10))
    let pushed = queue.push("scene", startsScene: true)
    #expect(pushed)
    queue.push(frame: update(0, y: 99, key: true))
    #expect(queue.pop()?.text == "scene")
    #expect(queue.pop()?.text == update(0, y: 99, key: true).json)
  }
}

@Suite struct OutboxTests {
  /// What `outbox` writes now, until it has nothing that may go.
  func written(_ outbox: Outbox) async -> [OutboundQueue.Popped] {
    var out: [OutboundQueue.Popped] = []
    while case .write(let popped) = await outbox.next() { out.append(popped) }
    return out
  }

  @Test func aPageThatNeverAcknowledgesGetsEveryFrameWritten() async {
    let outbox = Outbox()
    var count = 0
    for k in 0..<40 {
      await outbox.deliver([.frame(update(k, y: k))])
      count += await written(outbox).count
    }
    #expect(count == 40)
    #expect(await !outbox.isHoldingFrames)
  }

  /// Once a page acknowledges, at most 16 frames go unacknowledged; later ones merge into one
  /// held back while messages still go; an acknowledgement lets the current frame go.
  @Test func framesBeyondTheWindowWaitMergedUntilThePageCatchesUp() async {
    let outbox = Outbox()
    await outbox.acknowledge(0)
    var frames = 0
    for k in 0..<100 {
      await outbox.deliver([.frame(update(k, y: k))])
      frames += await written(outbox).filter(\.isFrame).count
    }
    #expect(frames == Outbox.frameWindow)
    #expect(await outbox.isHoldingFrames)
    #expect(await outbox.mergedFrames == 100 - Outbox.frameWindow - 1)
    // An event still goes.
    await outbox.deliver([.message("events", startsScene: false)])
    #expect(await written(outbox).map(\.text) == ["events"])
    // The page has read 10 frames: the held frame goes, the latest.
    await outbox.acknowledge(10)
    let next = await written(outbox)
    #expect(next.map(\.text) == [update(0, y: 0).merging(update(99, y: 99)).json])
    // A page cannot acknowledge frames never written.
    await outbox.acknowledge(1_000_000)
    #expect(await outbox.framesAcknowledged == Outbox.frameWindow + 1)
  }
}

@Suite struct FloodGuardTests {
  @Test func aPageWithinTheRateIsNeverRefused() {
    var flood = FloodGuard(rate: 100, burst: 10, closeAfter: 50)
    var verdicts: [FloodGuard.Verdict] = []
    for k in 0..<1000 { verdicts.append(flood.admit(at: Double(k) / 100)) }
    #expect(verdicts.allSatisfy { $0 == .accept })
  }

  @Test func aBurstPastTheBucketIsDroppedWarnedOnceASecondThenClosed() {
    var flood = FloodGuard(rate: 100, burst: 10, closeAfter: 50)
    var verdicts: [FloodGuard.Verdict] = []
    for _ in 0..<60 { verdicts.append(flood.admit(at: 1)) }
    #expect(verdicts.prefix(10).allSatisfy { $0 == .accept })
    #expect(verdicts[10] == .dropAndWarn(dropped: 1))
    #expect(verdicts[11..<58].allSatisfy { $0 == .drop })
    #expect(verdicts[59] == .close(dropped: 50))
  }

  @Test func aFloodEndsWhenTheBucketIsFullAgain() {
    var flood = FloodGuard(rate: 100, burst: 10, closeAfter: 50)
    for _ in 0..<40 { _ = flood.admit(at: 1) }
    #expect(flood.dropped == 30)
    let later = flood.admit(at: 1.2)  // 20 tokens' worth of time: full again
    #expect(later == .accept)
    #expect(flood.dropped == 0)
  }
}

@Suite struct PageClockTests {
  @Test func touchesKeepTheirSpacingWhateverTheirDelay() {
    var clock = PageClock()
    // Page stamps 16 ms apart; delays of 3, 1, 9 and 2 ms.
    let stamps = [1000.0, 1016, 1032, 1048]
    let delays = [0.003, 0.001, 0.009, 0.002]
    let times = zip(stamps, delays).map { stamp, delay in
      clock.serverTime(ofPageTime: stamp, arrivedAt: 50 + stamp / 1000 + delay)
    }
    expectApproximately(times[0], 51.003)
    // From the second on, the quickest delay (1 ms) is the offset's estimate.
    expectApproximately(times[1], 51.017, absolute: 1e-9)
    expectApproximately(times[2], 51.033, absolute: 1e-9)
    expectApproximately(times[3], 51.049, absolute: 1e-9)
    for (time, arrival) in zip(times, zip(stamps, delays).map { 50 + $0 / 1000 + $1 }) {
      #expect(time <= arrival + 1e-12)
    }
  }

  @Test func aDelayAgesOutOfTheEstimate() {
    var clock = PageClock()
    _ = clock.serverTime(ofPageTime: 0, arrivedAt: 100.000)  // offset 100.000
    _ = clock.serverTime(ofPageTime: 1000, arrivedAt: 100.990)  // a stamp from the future
    expectApproximately(clock.offset ?? 0, 99.99)
    // Twelve seconds later both have aged out; the delays now seen set the offset.
    _ = clock.serverTime(ofPageTime: 12_000, arrivedAt: 112.004)
    _ = clock.serverTime(ofPageTime: 18_000, arrivedAt: 118.002)
    expectApproximately(clock.offset ?? 0, 100.002, absolute: 1e-9)
  }
}

@Suite struct SessionScriptTests {
  @Test func recordsInOrderAndEndsAtTheSessionsTime() throws {
    var recording = SessionScript(header: Script(transition: "card", until: 9))
    recording.record(.action(.present), at: 0.5)
    recording.record(.touch(.down, Point(x: 10, y: 20)), at: 1.25)
    let script = recording.script(at: 2.5)
    #expect(script.until == 2.5 + 1.0 / 60)
    #expect(script.events.map(\.at) == [0.5, 1.25])
    try script.validate()
    #expect(try Script(json: script.json()) == script)
  }

  @Test func stopsAtTheLimitAndCoversTheSessionUpToThere() throws {
    var recording = SessionScript(header: Script(transition: "card"))
    let kept = [
      recording.record(.action(.present), at: 57), recording.record(.action(.dismiss), at: 58.5),
      recording.record(.action(.present), at: 59),
    ]
    #expect(kept == [true, false, false])
    #expect(recording.isFull)
    let script = recording.script(at: 75)
    #expect(script.until == 58.5 + 1.0 / 60 && script.events.count == 1)
    try script.validate()
  }

  @Test func anEmptySessionHasNoUntil() {
    #expect(SessionScript(header: Script(transition: "card")).script(at: 0).until == nil)
  }
}
