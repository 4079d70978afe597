import Motion
import Testing
import Transitions
import TransitionsBackend
import TransitionsTestSupport

/// A binding reconciliation behind a reference, so each step can sit inside `#expect`.
final class Reconciler<ID: Hashable> {
  var value = PresentationBinding<ID>()
  var phase: PresentationBinding<ID>.Phase { value.phase }
  var binding: ID? { value.binding }
  func read(_ id: ID?) -> [PresentationBinding<ID>.Command] { value.bindingRead(id) }
  func willDismiss() -> [PresentationBinding<ID>.Command] { value.toolkitWillDismiss() }
  func ended(_ operation: TransitionOperation, _ completed: Bool)
    -> [PresentationBinding<ID>.Command]
  {
    value.toolkitDidEnd(operation, completed: completed)
  }
  func refused(_ operation: TransitionOperation) -> [PresentationBinding<ID>.Command] {
    value.toolkitRefused(operation)
  }
}

/// SwiftUI's `isPresented:` / `item:` bindings kept true to what is on screen, in every order
/// the binding, the toolkit and a finger can meet in.
@Suite struct PresentationBindingTests {
  /// Presented and at rest, from an `isPresented:` binding.
  func presented() -> Reconciler<Bool> {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.phase == .presented(true))
    return reconciler
  }

  @Test func theBindingPresentsOnceAndAnUnchangedReadDoesNothing() {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(nil) == [])
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.read(true) == [])  // SwiftUI updates again: nothing new
    #expect(reconciler.phase == .presenting(true))
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.read(true) == [])
  }

  @Test func aFinishedDragDismissalWritesTheBindingFalseOnceAtTheEndThenOnDismiss() {
    let reconciler = presented()
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.binding == true)  // true while the dismissal runs
    #expect(reconciler.read(true) == [])
    #expect(reconciler.ended(.dismiss, true) == [.writeBinding(nil), .onDismiss])
    #expect(reconciler.phase == .idle)
    #expect(reconciler.read(nil) == [])  // SwiftUI reads back what was written: nothing
  }

  @Test func aCancelledDragDismissalLeavesTheBindingTrue() {
    let reconciler = presented()
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.ended(.dismiss, false) == [])
    #expect(reconciler.phase == .presented(true))
    #expect(reconciler.binding == true)
    // And a second drag that finishes still ends it properly.
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.ended(.dismiss, true) == [.writeBinding(nil), .onDismiss])
  }

  @Test func theBindingSetFalseByCodeDismissesWithoutWritingItAndCallsOnDismissOnce() {
    let reconciler = presented()
    #expect(reconciler.read(nil) == [.dismiss])
    #expect(reconciler.willDismiss() == [])  // UIKit's dismissal that `.dismiss` began
    #expect(reconciler.read(nil) == [])
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss])
    #expect(reconciler.phase == .idle)
  }

  @Test func environmentDismissIsTheToolkitsDismissalLikeADrag() {
    // `@Environment(\.dismissPresentation)` in the presented view asks UIKit's
    // `dismiss(animated:)`:
    // the reconciler sees the toolkit's dismissal begin, as for a drag or a button.
    let reconciler = presented()
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.phase == .dismissing(true, bindingChanged: false))
    #expect(reconciler.ended(.dismiss, true) == [.writeBinding(nil), .onDismiss])
  }

  @Test func theBindingSetFalseDuringADragDismissalIsNotWrittenAgain() {
    let reconciler = presented()
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.read(nil) == [])  // already dismissing: nothing more to ask
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss])
  }

  @Test func rePresentedWhileDismissingPresentsAgainOnceTheDismissalEnds() {
    let reconciler = presented()
    #expect(reconciler.read(nil) == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.read(true) == [])  // set true again: waits for the dismissal
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss, .present(true)])
    #expect(reconciler.binding == true)  // never written false: it asks to be presented
    #expect(reconciler.phase == .presenting(true))
  }

  @Test func reSetTrueDuringADragDismissalAlsoPresentsAgain() {
    let reconciler = presented()
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.read(nil) == [])
    #expect(reconciler.read(true) == [])
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss, .present(true)])
  }

  @Test func reSetTrueAndTheDismissalCancelledStaysPresentedQuietly() {
    let reconciler = presented()
    #expect(reconciler.read(nil) == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.read(true) == [])
    #expect(reconciler.ended(.dismiss, false) == [])
    #expect(reconciler.phase == .presented(true))
  }

  @Test func aFingerPullingBackADismissalTheBindingAskedForWritesItTrueAgain() {
    let reconciler = presented()
    #expect(reconciler.read(nil) == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.ended(.dismiss, false) == [.writeBinding(true)])  // the screen wins
    #expect(reconciler.phase == .presented(true))
    #expect(reconciler.read(true) == [])  // SwiftUI reads back what was written
  }

  @Test func theBindingSetFalseWhilePresentingDismissesOncePresented() {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.read(nil) == [])  // UIKit cannot dismiss mid-presentation: it waits
    #expect(reconciler.ended(.present, true) == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss])
  }

  @Test func setFalseAndTrueAgainWhilePresentingChangesNothing() {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.read(nil) == [])
    #expect(reconciler.read(true) == [])
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.phase == .presented(true))
  }

  @Test func aCancelledPresentationWritesTheBindingFalseThenOnDismiss() {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.ended(.present, false) == [.writeBinding(nil), .onDismiss])
    #expect(reconciler.phase == .idle)
  }

  @Test func anItemBindingSwitchingItemsDismissesThenPresentsTheNewOne() {
    let reconciler = Reconciler<String>()
    #expect(reconciler.read("a") == [.present("a")])
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.read("b") == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.read("c") == [])  // only the last item asked for is presented
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss, .present("c")])
    #expect(reconciler.binding == "c")
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.phase == .presented("c"))
  }

  @Test func anItemSwitchedDuringADragDismissalIsPresentedAfterIt() {
    let reconciler = Reconciler<String>()
    _ = reconciler.read("a")
    _ = reconciler.ended(.present, true)
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.read("b") == [])
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss, .present("b")])
  }

  @Test func anItemSwitchPulledBackByAFingerWritesTheShownItemBack() {
    let reconciler = Reconciler<String>()
    _ = reconciler.read("a")
    _ = reconciler.ended(.present, true)
    #expect(reconciler.read("b") == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.ended(.dismiss, false) == [.writeBinding("a")])
    #expect(reconciler.phase == .presented("a"))
  }

  @Test func outOfOrderToolkitEventsChangeNothing() {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.willDismiss() == [])  // nothing presented
    #expect(reconciler.ended(.dismiss, true) == [])
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.phase == .idle)
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.willDismiss() == [])  // not while presenting
    #expect(reconciler.ended(.dismiss, true) == [])  // the wrong operation
    #expect(reconciler.ended(.select, true) == [])
    #expect(reconciler.phase == .presenting(true))
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.willDismiss() == [])  // a second dismiss during a dismiss
    #expect(reconciler.ended(.dismiss, true) == [.writeBinding(nil), .onDismiss])
    #expect(reconciler.ended(.dismiss, true) == [])  // a second end: nothing
  }

  /// Random sequences of binding reads and toolkit events (the toolkit follows the commands,
  /// a finger may cancel): `onDismiss` comes once per content leaving the screen, always after
  /// the binding was written, and at rest the binding is what is on screen.
  @Test func randomSequencesKeepTheBindingTrueToTheScreen() {
    var random = SeededRandom(seed: 19)
    for _ in 0..<PropertyRuns.scaled(200) {
      let reconciler = Reconciler<Int>()
      var leaves = 0
      var dismissals = 0
      for _ in 0..<40 {
        var commands: [PresentationBinding<Int>.Command] = []
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let value = Int.random(in: 0..<3, using: &random)
          commands = reconciler.read(value == 0 ? nil : value)
        case 1:
          if case .presented = reconciler.phase {
            commands = reconciler.willDismiss()  // a drag
          }
        default:
          switch reconciler.phase {
          case .presenting:
            let completed = Bool.random(using: &random)
            if !completed { leaves += 1 }
            commands = reconciler.ended(.present, completed)
          case .dismissing:
            let completed = Int.random(in: 0..<4, using: &random) > 0
            if completed { leaves += 1 }
            commands = reconciler.ended(.dismiss, completed)
          default: break
          }
        }
        if let onDismiss = commands.firstIndex(of: .onDismiss) {
          dismissals += 1
          let written = commands.firstIndex { if case .writeBinding = $0 { true } else { false } }
          #expect(written.map { $0 < onDismiss } ?? true)
          #expect(commands.filter { $0 == .onDismiss }.count == 1)
        }
        if commands.contains(.dismiss) { _ = reconciler.willDismiss() }  // UIKit begins
        if case .presented(let id) = reconciler.phase { #expect(reconciler.binding == id) }
        if case .idle = reconciler.phase { #expect(reconciler.binding == nil) }
      }
      #expect(dismissals == leaves)
    }
  }
}

/// The progress the SwiftUI side reads every frame, from the mirrored scene.
@MainActor
@Suite struct PresentationProgressTests {
  @Test func aDismissalsProgressIsHowFarOnScreen() {
    let progress = PresentationProgress(
      operation: .dismiss, transitionProgress: 0.25, isInteractive: true)
    expectApproximately(progress.fraction, 0.75)
    #expect(progress.isInteractive)
    expectApproximately(
      PresentationProgress(operation: .present, transitionProgress: 0.25, isInteractive: false)
        .fraction, 0.25)
  }

  @Test func theScenesProgressFollowsEachFrameAndTheFinger() throws {
    let stage = PlainStage(.card())
    let scene = try #require(stage.scene)
    #expect(scene.content.progress == .dismissed)
    stage.present()
    stage.attach(.interruptible)
    var fractions: [Double] = []
    for _ in 0..<42 {
      stage.run(1 / 60.0)
      fractions.append(scene.content.progress.fraction)
      #expect(!scene.content.progress.isInteractive)
    }
    #expect(fractions.first.map { $0 < 0.5 } == true)
    #expect(fractions.contains { $0 > 0.1 && $0 < 0.5 })  // frames on the way
    #expect(fractions.max().map { $0 > 0.95 } == true)  // on screen by 0.7 s
    stage.uikitEnded()
    #expect(scene.content.progress == .presented)

    // A drag down: interactive, less on screen as the finger goes down; cancelled: presented.
    stage.touch(.began, at: Point(x: 195, y: 300))
    stage.moveDown(from: Point(x: 195, y: 300), by: 8, steps: 1...6)
    stage.dismiss()
    stage.attach(.interactive)
    stage.moveDown(from: Point(x: 195, y: 300), by: 8, steps: 7...10)
    let dragged = scene.content.progress
    #expect(dragged.operation == .dismiss)
    #expect(dragged.isInteractive)
    #expect(dragged.fraction < 1 && dragged.fraction > 0.5)
    stage.touch(.ended, at: Point(x: 195, y: 380))
    stage.run(1.0)
    stage.uikitEnded()
    #expect(stage.contexts.contains(.cancel))
    #expect(scene.content.progress == .presented)
  }
}

/// Device risk 4: UIKit refuses a presentation or a dismissal with only a console warning; the
/// binding hears of it and ends saying what the screen shows.
@Suite struct PresentationRefusalTests {
  func presented() -> Reconciler<Bool> {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.ended(.present, true) == [])
    return reconciler
  }

  @Test func whatUIKitRefusesIsKnownBeforeAsking() {
    typealias Binding = PresentationBinding<Bool>
    #expect(Binding.refusal(ofPresentFrom: (inWindow: true, presentsAnother: false)) == nil)
    #expect(
      Binding.refusal(ofPresentFrom: (inWindow: false, presentsAnother: false))
        == .presenterNotInWindow)
    #expect(
      Binding.refusal(ofPresentFrom: (inWindow: true, presentsAnother: true))
        == .presenterAlreadyPresents)
    #expect(Binding.refusal(ofDismissOf: (presentsAnother: false, isPresented: true)) == nil)
    #expect(
      Binding.refusal(ofDismissOf: (presentsAnother: true, isPresented: true))
        == .contentPresentsAnother)
  }

  @Test func aRefusedPresentationWritesTheBindingFalseAndLaterChangesAreFollowed() {
    let reconciler = Reconciler<Bool>()
    #expect(reconciler.read(true) == [.present(true)])
    // The presenter is in no window: nothing is on screen, so the binding says false.
    #expect(reconciler.refused(.present) == [.writeBinding(nil), .onDismiss])
    #expect(reconciler.phase == .idle)
    #expect(reconciler.binding == nil)
    // Not stuck: set true again (the view is in a window now), it presents.
    #expect(reconciler.read(true) == [.present(true)])
    #expect(reconciler.ended(.present, true) == [])
    #expect(reconciler.phase == .presented(true))
  }

  @Test func aRefusedPresentationOfAnItemSwitchedMeanwhilePresentsTheNewOne() {
    let reconciler = Reconciler<Int>()
    #expect(reconciler.read(1) == [.present(1)])
    #expect(reconciler.read(2) == [])  // waits for the presentation
    // Item 1 is refused: the binding (2) is not written; item 2 is asked for.
    #expect(reconciler.refused(.present) == [.onDismiss, .present(2)])
    // Refused again: now the binding says nothing is shown.
    #expect(reconciler.refused(.present) == [.writeBinding(nil), .onDismiss])
    #expect(reconciler.phase == .idle)
  }

  @Test func aRefusedDismissalLeavesTheBindingTrueAndALaterFalseDismissesAgain() {
    let reconciler = presented()
    // Code sets the binding false while the content shows an alert: UIKit would dismiss only
    // the alert. The content stays, and so does the binding's true.
    #expect(reconciler.read(nil) == [.dismiss])
    #expect(reconciler.refused(.dismiss) == [.writeBinding(true)])
    #expect(reconciler.phase == .presented(true))
    #expect(reconciler.binding == true)
    // The alert gone, false again dismisses.
    #expect(reconciler.read(nil) == [.dismiss])
    #expect(reconciler.willDismiss() == [])
    #expect(reconciler.ended(.dismiss, true) == [.onDismiss])
    #expect(reconciler.phase == .idle)
  }

  @Test func aRefusalOutOfTurnChangesNothing() {
    let reconciler = presented()
    #expect(reconciler.refused(.present) == [])
    #expect(reconciler.phase == .presented(true))
    let idle = Reconciler<Bool>()
    #expect(idle.refused(.dismiss) == [])
    #expect(idle.phase == .idle)
  }
}
