import Testing
import Transitions
import TransitionsBackend

/// A SwiftUI toast's binding kept true to what the window's overlay shows, waits for or
/// refuses: shown, timed out or swiped away, queued and withdrawn, refused when the queue is
/// full, and an item replaced.
@Suite struct ToastBindingTests {
  @Test func aToastShownAndTimedOutWritesTheBindingFalseOnce() {
    var toast = ToastBinding<Bool>()
    #expect(toast.bindingRead(true) == [.show(true)])
    #expect(toast.overlayAnswered(.presented) == [])
    #expect(toast.toolkitDidEnd(.present, completed: true) == [])
    #expect(!toast.isWaiting)
    // The countdown ran out (or a swipe): the engine dismisses; the binding follows at the end.
    #expect(toast.toolkitWillDismiss() == [])
    #expect(toast.bindingRead(true) == [])  // SwiftUI updates meanwhile: still shown
    #expect(toast.toolkitDidEnd(.dismiss, completed: true) == [.writeBinding(nil), .onDismiss])
    #expect(toast.bindingRead(nil) == [])  // SwiftUI reads what was written
    #expect(toast.presentation.phase == .idle)
  }

  @Test func aSwipePulledBackLeavesTheBindingTrue() {
    var toast = ToastBinding<Bool>()
    _ = toast.bindingRead(true)
    _ = toast.overlayAnswered(.presented)
    _ = toast.toolkitDidEnd(.present, completed: true)
    #expect(toast.toolkitWillDismiss() == [])
    #expect(toast.toolkitDidEnd(.dismiss, completed: false) == [])
    #expect(toast.presentation.phase == .presented(true))
  }

  @Test func theBindingSetFalseDismissesTheToastShown() {
    var toast = ToastBinding<Bool>()
    _ = toast.bindingRead(true)
    _ = toast.overlayAnswered(.presented)
    _ = toast.toolkitDidEnd(.present, completed: true)
    #expect(toast.bindingRead(nil) == [.dismiss])
    #expect(toast.toolkitWillDismiss() == [])
    #expect(toast.toolkitDidEnd(.dismiss, completed: true) == [.onDismiss])  // not written again
  }

  @Test func aQueuedToastWaitsWithItsBindingTrueThenComesIn() {
    var toast = ToastBinding<Bool>()
    _ = toast.bindingRead(true)
    #expect(toast.overlayAnswered(.queued(position: 2)) == [])
    #expect(toast.isWaiting)
    #expect(toast.bindingRead(true) == [])
    // The one before it left: it comes in.
    #expect(toast.toolkitDidEnd(.present, completed: true) == [])
    #expect(!toast.isWaiting)
    #expect(toast.presentation.phase == .presented(true))
  }

  @Test func aWaitingToastWhoseBindingTurnsFalseIsWithdrawnNeverShown() {
    var toast = ToastBinding<Bool>()
    _ = toast.bindingRead(true)
    _ = toast.overlayAnswered(.queued(position: 1))
    #expect(toast.bindingRead(nil) == [.withdraw, .onDismiss])
    #expect(!toast.isWaiting)
    #expect(toast.presentation.phase == .idle)
    // Asked for again: handed to the overlay again.
    #expect(toast.bindingRead(true) == [.show(true)])
  }

  @Test func aRefusedToastWritesItsBindingBackFalse() {
    var toast = ToastBinding<Bool>()
    _ = toast.bindingRead(true)
    #expect(toast.overlayAnswered(.refused) == [.writeBinding(nil), .onDismiss])
    #expect(toast.bindingRead(nil) == [])
    #expect(toast.presentation.phase == .idle)
  }

  /// An `item:` toast: another item while one waits takes its place in the queue (the waiting
  /// one withdrawn, the new one handed over); another item while one shows dismisses it first.
  @Test func anotherItemReplacesTheWaitingOneOrFollowsTheShownOne() {
    var toast = ToastBinding<Int>()
    #expect(toast.bindingRead(1) == [.show(1)])
    _ = toast.overlayAnswered(.queued(position: 1))
    #expect(toast.bindingRead(2) == [.withdraw, .onDismiss, .show(2)])
    #expect(toast.overlayAnswered(.presented) == [])
    #expect(toast.toolkitDidEnd(.present, completed: true) == [])
    #expect(toast.bindingRead(3) == [.dismiss])
    _ = toast.toolkitWillDismiss()
    #expect(toast.toolkitDidEnd(.dismiss, completed: true) == [.onDismiss, .show(3)])
  }
}
