import Testing

@testable import TransitionsBackend

struct ActionOutboxTests {
  @Test func drainHandsOutTheActionsSinceTheLastDrainInOrder() {
    var outbox = ActionOutbox<Int>()
    #expect(outbox.isEmpty)
    #expect(outbox.drain() == [])
    outbox.append(1)
    outbox.append(contentsOf: [2, 3].lazy.map { $0 * 10 })
    #expect(!outbox.isEmpty)
    let first = outbox.drain()
    #expect(first == [1, 20, 30])
    #expect(outbox.isEmpty)
    #expect(outbox.drain() == [])  // nothing since
    outbox.append(4)
    #expect(outbox.drain() == [4])
    // What a caller still holds is its own: later actions do not change it.
    #expect(first == [1, 20, 30])
  }

  @Test func aHeldDrainIsNotChangedByLaterActions() {
    var outbox = ActionOutbox<String>()
    outbox.append("a")
    let held = outbox.drain()
    outbox.append("b")
    outbox.append("c")
    #expect(held == ["a"])
    #expect(outbox.drain() == ["b", "c"])
  }
}
