import Testing
import Transitions
import TransitionsBackend

/// `.presentation(isPresented:transition:)` without content, decided as its glue decides it: a
/// transition with its own content is presented; one that needs the app's content is not, and
/// the binding is set back to `false` and `onDismiss` called, as for a presentation that could
/// not complete.
@MainActor
@Suite struct ContentlessPresentationTests {
  /// What the coordinator does when the reconciler says `present`: the transition's own content,
  /// or the refusal (UIKit's presentation ends not completed).
  func present(_ style: TransitionStyle, _ reconciler: inout PresentationBinding<Bool>)
    -> [PresentationBinding<Bool>.Command]
  {
    guard style.ownContent != nil else {
      return reconciler.toolkitDidEnd(.present, completed: false)
    }
    return reconciler.toolkitDidEnd(.present, completed: true)
  }

  @Test func theShadeIsPresentedWithoutContent() {
    var reconciler = PresentationBinding<Bool>()
    #expect(reconciler.bindingRead(true) == [.present(true)])
    #expect(present(.shade(), &reconciler).isEmpty)
    #expect(reconciler.phase == .presented(true))
  }

  @Test func aTransitionThatNeedsContentIsNotPresentedAndTheBindingTurnsFalse() {
    var reconciler = PresentationBinding<Bool>()
    #expect(reconciler.bindingRead(true) == [.present(true)])
    #expect(present(.card(), &reconciler) == [.writeBinding(nil), .onDismiss])
    #expect(reconciler.phase == .idle)
    #expect(reconciler.bindingRead(nil).isEmpty)  // the write, read back: nothing more
    #expect(reconciler.bindingRead(true) == [.present(true)])  // and it may be asked again
  }
}
