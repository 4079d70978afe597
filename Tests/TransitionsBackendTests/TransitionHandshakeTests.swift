import Testing
import TransitionsBackend

/// A handshake behind a reference, so each step can sit inside `#expect`.
final class Handshake {
  var value = TransitionHandshake()
  var wantsInteractiveStart: Bool { value.wantsInteractiveStart }
  var engine: TransitionHandshake.EngineState { value.engine }
  var toolkit: TransitionHandshake.ContextState { value.toolkit }
  var completed: Bool { value.completed }
  var progress: Double { value.progress }
  func engineBegan(interactive: Bool) { value.engineBegan(interactive: interactive) }
  func engineProgressed(_ p: Double) -> [TransitionHandshake.Command] {
    value.engineProgressed(p)
  }
  func engineInteractionBegan() -> [TransitionHandshake.Command] {
    value.engineInteractionBegan()
  }
  func engineInteractionEnded(finish: Bool) -> [TransitionHandshake.Command] {
    value.engineInteractionEnded(finish: finish)
  }
  func engineEnded(completed: Bool) -> [TransitionHandshake.Command] {
    value.engineEnded(completed: completed)
  }
  func contextAttached(_ kind: TransitionHandshake.ContextKind) -> [TransitionHandshake.Command] {
    value.contextAttached(kind)
  }
}

/// What UIKit's context hears, in every order the engine and UIKit can meet in.
@Suite struct TransitionHandshakeTests {
  typealias Command = TransitionHandshake.Command

  @Test func aButtonsTransitionHearsOnlyItsCompletionEvenWhenGrabbed() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: false)
    #expect(!handshake.wantsInteractiveStart)
    #expect(handshake.contextAttached(.animated) == [])
    #expect(handshake.engineProgressed(0.3) == [])
    #expect(handshake.engineInteractionBegan() == [])  // a grab mid-flight: the engine's business
    #expect(handshake.engineProgressed(0.2) == [])
    #expect(handshake.engineInteractionEnded(finish: false) == [])
    #expect(handshake.engineEnded(completed: false) == [.complete(false)])
    #expect(handshake.engineEnded(completed: true) == [])  // once
    #expect(handshake.completed)
  }

  @Test func aButtonsTransitionWithAnInterruptibleContextIsCaughtThroughTheToolkit() {
    // UIKit got an interaction controller with wantsInteractiveStart false: the context runs
    // undriven, and a finger's catch makes it interactive (pause), as UIKit documents.
    let handshake = Handshake()
    handshake.engineBegan(interactive: false)
    #expect(!handshake.wantsInteractiveStart)
    #expect(handshake.contextAttached(.interruptible) == [])
    #expect(handshake.toolkit == .interactive(driven: false, toldProgress: nil))
    #expect(handshake.engineProgressed(0.3) == [])  // undriven: UIKit runs its own animator
    #expect(handshake.engineInteractionBegan() == [.pause, .update(0.3)])
    #expect(handshake.engineProgressed(0.2) == [.update(0.2)])
    #expect(handshake.engineInteractionEnded(finish: false) == [.cancel])
    #expect(handshake.engineProgressed(0.1) == [])
    #expect(handshake.engineInteractionBegan() == [.pause, .update(0.1)])  // caught again
    #expect(handshake.engineInteractionEnded(finish: true) == [.finish])
    #expect(handshake.engineEnded(completed: true) == [.complete(true)])
    #expect(handshake.engine == .ended(completed: true))
    #expect(handshake.toolkit == .completed)
  }

  @Test func anInterruptibleContextNeverCaughtHearsOnlyItsCompletion() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: false)
    #expect(handshake.contextAttached(.interruptible) == [])
    #expect(handshake.engineProgressed(0.7) == [])
    #expect(handshake.engineEnded(completed: true) == [.complete(true)])
    // Attached after the end: the completion at once.
    let late = Handshake()
    late.engineBegan(interactive: false)
    #expect(late.engineEnded(completed: false) == [])
    #expect(late.contextAttached(.interruptible) == [.complete(false)])
  }

  @Test func aFingerThatCatchesTheRunBeforeTheInterruptibleContextArrivesDrivesIt() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: false)
    #expect(!handshake.wantsInteractiveStart)  // vended undriven
    _ = handshake.engineProgressed(0.4)
    #expect(handshake.engineInteractionBegan() == [])  // no context yet
    #expect(handshake.contextAttached(.interruptible) == [.pause, .update(0.4)])
    #expect(handshake.engineInteractionEnded(finish: true) == [.finish])
    #expect(handshake.engineEnded(completed: true) == [.complete(true)])
  }

  @Test func aDragThatUIKitJoinsAtOnceHearsProgressReleaseAndCompletion() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: true)
    #expect(handshake.wantsInteractiveStart)
    #expect(handshake.contextAttached(.interactive) == [.update(0)])
    #expect(!handshake.wantsInteractiveStart)  // given once
    #expect(handshake.engineProgressed(0.25) == [.update(0.25)])
    #expect(handshake.engineProgressed(0.25) == [])  // nothing new
    #expect(handshake.engineProgressed(1.2) == [.update(1)])  // rubber band: clamped for UIKit
    #expect(handshake.engineProgressed(0.6) == [.update(0.6)])
    #expect(handshake.engineInteractionEnded(finish: true) == [.finish])
    #expect(handshake.engineProgressed(0.8) == [])  // the spring: UIKit is not driven any more
    #expect(handshake.engineEnded(completed: true) == [.complete(true)])
  }

  @Test func aReleasedTransitionCaughtAgainPausesThenDrivesAgain() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: true)
    _ = handshake.contextAttached(.interactive)
    _ = handshake.engineProgressed(0.5)
    #expect(handshake.engineInteractionEnded(finish: false) == [.cancel])
    _ = handshake.engineProgressed(0.3)
    #expect(handshake.engineInteractionBegan() == [.pause, .update(0.3)])
    #expect(handshake.engineInteractionBegan() == [])  // already held
    #expect(handshake.engineProgressed(0.7) == [.update(0.7)])
    #expect(handshake.engineInteractionEnded(finish: true) == [.finish])
    #expect(handshake.engineEnded(completed: true) == [.complete(true)])
  }

  @Test func uikitCallingBackLateHearsWhatItMissed() {
    // Still held when UIKit calls back: the progress so far.
    let held = Handshake()
    held.engineBegan(interactive: true)
    _ = held.engineProgressed(0.4)
    #expect(held.contextAttached(.interactive) == [.update(0.4)])

    // Released before UIKit called back: the progress and the release it missed.
    let released = Handshake()
    released.engineBegan(interactive: true)
    _ = released.engineProgressed(0.4)
    _ = released.engineInteractionEnded(finish: false)
    #expect(released.contextAttached(.interactive) == [.update(0.4), .cancel])
    #expect(released.engineEnded(completed: false) == [.complete(false)])

    // Over before UIKit called back: everything, in UIKit's order, once.
    let over = Handshake()
    over.engineBegan(interactive: true)
    _ = over.engineProgressed(0.9)
    _ = over.engineInteractionEnded(finish: true)
    #expect(over.engineEnded(completed: true) == [])  // nobody to tell yet
    #expect(over.contextAttached(.interactive) == [.update(0.9), .finish, .complete(true)])
    #expect(over.contextAttached(.interactive) == [])

    let overAnimated = Handshake()
    overAnimated.engineBegan(interactive: false)
    _ = overAnimated.engineEnded(completed: true)
    #expect(overAnimated.contextAttached(.animated) == [.complete(true)])
  }

  @Test func aRunThatCouldNotStartCancelsTheContext() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: true)
    _ = handshake.contextAttached(.interactive)
    #expect(handshake.engineEnded(completed: false) == [.cancel, .complete(false)])
    #expect(handshake.engineInteractionBegan() == [])
    #expect(handshake.engineProgressed(0.5) == [])
  }

  @Test func badProgressIsIgnored() {
    let handshake = Handshake()
    handshake.engineBegan(interactive: true)
    _ = handshake.contextAttached(.interactive)
    #expect(handshake.engineProgressed(.nan) == [])
    #expect(handshake.engineProgressed(.infinity) == [])
    #expect(handshake.progress == 0)
  }
}
