import Motion
import Stage
import Testing
import TransitionsBackend

/// The touch-forwarding recogniser's decisions.
@Suite struct TouchForwardingTests {
  final class Key {}
  static let at: TouchForwarding.Sample = (Point(x: 10, y: 20), 1)

  @Test func eachTouchKeepsOneFingerUntilItLiftsAndIdsAreNotReused() {
    var forwarding = TouchForwarding()
    let a = Key()
    let b = Key()
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .began, at: Self.at) == 1)
    #expect(forwarding.finger(for: ObjectIdentifier(b), phase: .began, at: Self.at) == 2)
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .moved, at: Self.at) == 1)
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .ended, at: Self.at) == 1)
    #expect(forwarding.hasFingersDown)
    #expect(forwarding.finger(for: ObjectIdentifier(b), phase: .cancelled, at: Self.at) == 2)
    #expect(!forwarding.hasFingersDown)
    // A new touch.
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .began, at: Self.at) == 3)
  }

  @Test func itWatchesUntilTheEngineClaimsThenFollowsToTheLastLift() {
    var forwarding = TouchForwarding()
    let a = ObjectIdentifier(Key.self)
    _ = forwarding.finger(for: a, phase: .began, at: Self.at)
    #expect(forwarding.state(after: .possible, engineClaims: false) == nil)  // buttons keep it
    #expect(forwarding.state(after: .possible, engineClaims: true) == .began)
    #expect(forwarding.state(after: .began, engineClaims: true) == .changed)
    _ = forwarding.finger(for: a, phase: .ended, at: Self.at)
    #expect(forwarding.state(after: .changed, engineClaims: false) == .ended)
    #expect(forwarding.state(after: .ended, engineClaims: false) == nil)
  }

  @Test func touchesTheEngineNeverTookFailTheRecogniserAtTheLastLift() {
    var forwarding = TouchForwarding()
    let a = ObjectIdentifier(Key.self)
    _ = forwarding.finger(for: a, phase: .began, at: Self.at)
    _ = forwarding.finger(for: a, phase: .ended, at: Self.at)
    #expect(forwarding.state(after: .possible, engineClaims: false) == .failed)
    #expect(forwarding.reset().isEmpty)  // every finger lifted: nothing to cancel
    #expect(!forwarding.hasFingersDown)
  }
}

/// Device risk 11: a 120 Hz finger's coalesced samples all reach the engine.
@Suite struct CoalescedTouchTests {
  typealias Sample = TouchForwarding.Sample

  static func sample(_ y: Double, _ time: Double) -> Sample {
    (Point(x: 100, y: y), time)
  }

  @Test func aMoveForwardsEveryCoalescedSampleInTimeOrder() {
    let main = Self.sample(30, 10.016)
    let coalesced = [Self.sample(30, 10.016), Self.sample(20, 10.008)]
    let samples = TouchForwarding.samples(phase: .moved, main: main, coalesced: coalesced)
    #expect(samples.map(\.time) == [10.008, 10.016])
    #expect(samples.map(\.location.y) == [20, 30])
  }

  @Test func theMainTouchEndsTheSamplesWhenTheCoalescedOnesStopEarlier() {
    let samples = TouchForwarding.samples(
      phase: .moved, main: Self.sample(40, 10.02), coalesced: [Self.sample(20, 10.008)])
    #expect(samples.map(\.time) == [10.008, 10.02])
  }

  @Test func aTouchDownALiftAndACancellationForwardTheMainTouchAlone() {
    for phase in [TouchPhase.began, .ended, .cancelled] {
      let samples = TouchForwarding.samples(
        phase: phase, main: Self.sample(40, 10.02), coalesced: [Self.sample(20, 10.008)])
      #expect(samples.map(\.time) == [10.02], "\(phase)")
    }
  }

  @Test func repeatedAndBadTimesAreDropped() {
    let samples = TouchForwarding.samples(
      phase: .moved, main: Self.sample(40, 10.02),
      coalesced: [Self.sample(20, 10.01), Self.sample(25, 10.01), Self.sample(30, .nan)])
    #expect(samples.map(\.time) == [10.01, 10.02])
    #expect(samples.map(\.location.y) == [20, 40])
  }
}
