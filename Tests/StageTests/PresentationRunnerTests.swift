import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// A runner as the Transitions layer will write one: it slides the presented view with a
/// property animator and completes the transition from the animator's completion.
@MainActor
final class SlideDriver: PresentationRunner {
  func startTransition(_ transition: PresentationContext) {
    let view = transition.presentedView
    let height = transition.containerView.bounds.height
    let presenting = transition.isPresenting
    if presenting { view.transform = Transform(translationX: 0, y: height) }
    do {
      let animator = try PropertyAnimator(
        duration: 0.3, timing: .curve(.easeOut), window: transition.window
      ) {
        view.transform = presenting ? .identity : Transform(translationX: 0, y: height)
      }
      animator.addCompletion { position in try? transition.complete(position == .end) }
      try animator.startAnimation()
    } catch {
      try? transition.complete(false)
    }
  }
}

@MainActor
final class SlideTransitions: TransitioningDelegate {
  let runner = SlideDriver()
  func presentationRunner(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any PresentationRunner)? { runner }
  func dismissalRunner(forDismissed dismissed: ViewController) -> (any PresentationRunner)? {
    runner
  }
}

@MainActor
struct PresentationRunnerTests {
  @Test func animatedPresentAndDismissThenNothingIsRetained() throws {
    let window = makeWindow()
    let log = LifecycleLog()
    let a = ViewController()
    log.watch(a, as: "A")
    window.rootViewController = a
    let transitions = SlideTransitions()
    weak var weakB: ViewController?
    weak var weakView: View?
    var results: [Bool] = []
    do {
      let b = ViewController()
      weakB = b
      weakView = b.view
      log.watch(b, as: "B")
      b.transitioningDelegate = transitions
      log.clear()
      try a.present(b, animated: true) { results.append($0) }
      #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear"])
      expectApproximately(b.view.onScreen.transform.translation.dy, 844)
      try window.advance(to: 0.15, frameRate: 60)
      let midway = b.view.onScreen.transform.translation.dy
      #expect(midway > 0 && midway < 844)
      try window.advance(to: 0.5, frameRate: 60)
      #expect(log.entries.suffix(2) == ["B.viewDidAppear", "A.viewDidDisappear"])
      expectApproximately(b.view.onScreen.transform.translation.dy, 0, absolute: 1e-9)

      try b.dismiss(animated: true) { results.append($0) }
      try window.advance(to: 1.0, frameRate: 60)
      #expect(log.entries.suffix(2) == ["A.viewDidAppear", "B.viewDidDisappear"])
    }
    #expect(results == [true, true])
    #expect(window.activeTransition == nil)
    #expect(window.runningAnimatorCount == 0)
    #expect(weakB == nil)
    #expect(weakView == nil)
    #expect(identical(window.subviews, [a.view]))
  }
}
