import Stage
import Testing
import TransitionsBackend

/// The touch-forwarding recogniser's decisions.
@Suite struct TouchForwardingTests {
  final class Key {}

  @Test func eachTouchKeepsOneFingerUntilItLiftsAndIdsAreNotReused() {
    var forwarding = TouchForwarding()
    let a = Key()
    let b = Key()
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .began) == 1)
    #expect(forwarding.finger(for: ObjectIdentifier(b), phase: .began) == 2)
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .moved) == 1)
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .ended) == 1)
    #expect(forwarding.hasFingersDown)
    #expect(forwarding.finger(for: ObjectIdentifier(b), phase: .cancelled) == 2)
    #expect(!forwarding.hasFingersDown)
    #expect(forwarding.finger(for: ObjectIdentifier(a), phase: .began) == 3)  // a new touch
  }

  @Test func itWatchesUntilTheEngineClaimsThenFollowsToTheLastLift() {
    var forwarding = TouchForwarding()
    let a = ObjectIdentifier(Key.self)
    _ = forwarding.finger(for: a, phase: .began)
    #expect(forwarding.state(after: .possible, engineClaims: false) == nil)  // buttons keep it
    #expect(forwarding.state(after: .possible, engineClaims: true) == .began)
    #expect(forwarding.state(after: .began, engineClaims: true) == .changed)
    _ = forwarding.finger(for: a, phase: .ended)
    #expect(forwarding.state(after: .changed, engineClaims: false) == .ended)
    #expect(forwarding.state(after: .ended, engineClaims: false) == nil)
  }

  @Test func touchesTheEngineNeverTookFailTheRecogniserAtTheLastLift() {
    var forwarding = TouchForwarding()
    let a = ObjectIdentifier(Key.self)
    _ = forwarding.finger(for: a, phase: .began)
    _ = forwarding.finger(for: a, phase: .ended)
    #expect(forwarding.state(after: .possible, engineClaims: false) == .failed)
    forwarding.reset()
    #expect(!forwarding.hasFingersDown)
  }
}
