import Motion
import Testing
import TransitionsTestSupport

@testable import Stage

/// A runner that keeps the transition for the test to complete.
@MainActor
final class ManualRunner: PresentationRunner {
  private(set) var transition: PresentationContext?
  func startTransition(_ transition: PresentationContext) { self.transition = transition }
}

@MainActor
final class ManualTransitions: TransitioningDelegate {
  let runner = ManualRunner()
  var removesPresenter = false
  func presentationRunner(
    forPresented presented: ViewController, presenting: ViewController
  ) -> (any PresentationRunner)? { runner }
  func dismissalRunner(forDismissed dismissed: ViewController) -> (any PresentationRunner)? {
    runner
  }
  func shouldRemovePresentersView(forPresented presented: ViewController) -> Bool {
    removesPresenter
  }
  func frameOfPresentedView(
    inContainerBounds bounds: Rect, forPresented presented: ViewController
  ) -> Rect { Rect(x: 0, y: 100, width: bounds.width, height: bounds.height - 100) }
}

@MainActor
struct PresentationTests {
  let log = LifecycleLog()
  let window = makeWindow()
  let a = ViewController()
  let b = ViewController()

  init() {
    log.watch(a, as: "A")
    log.watch(b, as: "B")
    window.rootViewController = a
    log.clear()
  }

  @Test func presentFullScreenInUIKitOrder() throws {
    var completed: Bool?
    try a.present(b, animated: false) { completed = $0 }
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        "A.viewDidDisappear",
      ])
    #expect(completed == true)
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    #expect(b.view.window === window)
    #expect(a.view.window == nil)  // full screen removes the presenter's view
  }

  @Test func dismissInUIKitOrderRestoresThePresenter() throws {
    try a.present(b, animated: false)
    log.clear()
    var completed: Bool?
    try b.dismiss(animated: false) { completed = $0 }
    #expect(
      log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
      ])
    #expect(completed == true)
    #expect(a.presentedViewController == nil)
    #expect(b.presentingViewController == nil)
    #expect(b.view.window == nil)
    #expect(a.view.superview === window)
    #expect(identical(window.subviews, [a.view]))
  }

  @Test func overFullScreenLeavesThePresenterAlone() throws {
    b.modalPresentationStyle = .overFullScreen
    try a.present(b, animated: false)
    #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
    #expect(a.view.window === window)
    log.clear()
    try a.dismiss(animated: false)
    #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test func cancelledDismissalIsBalancedAndRestores() throws {
    let transitions = ManualTransitions()
    b.transitioningDelegate = transitions
    try a.present(b, animated: false)  // not animated: no runner
    log.clear()

    var completed: Bool?
    try b.dismiss(animated: true) { completed = $0 }
    #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear"])
    #expect(a.view.window === window)  // the presenter is back behind during the dismissal
    #expect(window.activeTransition != nil)
    #expect(throws: PresentationError.transitionInProgress) { try b.dismiss(animated: false) }

    let transition = try #require(transitions.runner.transition)
    #expect(!transition.isPresenting)
    #expect(transition.fromViewController === b)
    try transition.complete(false)
    #expect(
      log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewWillAppear", "A.viewWillDisappear",
        "B.viewDidAppear", "A.viewDidDisappear",
      ])
    #expect(completed == false)
    #expect(a.presentedViewController === b)
    #expect(b.view.window === window)
    #expect(a.view.window == nil)
    #expect(window.activeTransition == nil)
    #expect(throws: PresentationError.alreadyCompleted) { try transition.complete(true) }

    // A later dismissal still works.
    log.clear()
    try b.dismiss(animated: false)
    #expect(
      log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
      ])
  }

  @Test func animatedCustomPresentationIsDrivenAndCanBeCancelled() throws {
    let transitions = ManualTransitions()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = transitions
    try a.present(b, animated: true)
    let transition = try #require(transitions.runner.transition)
    #expect(transition.isPresenting)
    #expect(transition.presentedView.superview === transition.containerView)
    expectApproximately(transition.finalFrameOfPresentedView.origin.y, 100)
    expectApproximately(b.view.frame.origin.y, 100)
    #expect(throws: PresentationError.transitionInProgress) {
      try b.present(ViewController(), animated: false)
    }
    try transition.complete(false)
    #expect(
      log.entries == [
        "B.viewDidLoad", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
      ])
    #expect(a.presentedViewController == nil)
    #expect(b.view.window == nil)
    #expect(identical(window.subviews, [a.view]))
  }

  @Test func customPresentationMayRemoveThePresenter() throws {
    let transitions = ManualTransitions()
    transitions.removesPresenter = true
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = transitions
    try a.present(b, animated: true)
    try #require(transitions.runner.transition).complete(true)
    #expect(a.view.window == nil)
    #expect(log.entries.contains("A.viewDidDisappear"))
  }

  @Test func invalidRequestsThrowTypedErrors() throws {
    let c = ViewController()
    #expect(throws: PresentationError.nothingToDismiss) { try a.dismiss(animated: false) }
    #expect(throws: PresentationError.presentingItself) { try a.present(a, animated: false) }
    #expect(throws: PresentationError.notInWindow) {
      try c.present(ViewController(), animated: false)
    }
    try a.present(b, animated: false)
    #expect(throws: PresentationError.alreadyPresenting) { try a.present(c, animated: false) }
    #expect(throws: PresentationError.presentingItself) { try b.present(a, animated: false) }
    let child = ViewController()
    a.addChild(child)
    #expect(throws: PresentationError.alreadyPresented) { try b.present(child, animated: false) }
    try b.dismiss(animated: false)
    #expect(throws: PresentationError.nothingToDismiss) { try b.dismiss(animated: false) }
    #expect(a.presentedViewController == nil)
  }

  @Test func dismissingFromTheBottomRemovesTheWholeStack() throws {
    let c = ViewController()
    log.watch(c, as: "C")
    try a.present(b, animated: false)
    try b.present(c, animated: false)
    #expect(b.presentedViewController === c)
    log.clear()
    try a.dismiss(animated: false)
    #expect(
      log.entries == [
        "C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear",
      ])
    #expect(a.presentedViewController == nil)
    #expect(b.presentedViewController == nil)
    #expect(identical(window.subviews, [a.view]))
  }

  @Test func aChildPresentsThroughItsRoot() throws {
    let child = ViewController()
    a.addChild(child)
    a.view.addSubview(child.view)
    child.didMove(toParent: a)
    try child.present(b, animated: false)
    #expect(b.presentingViewController === a)
    try child.dismiss(animated: false)
    #expect(a.presentedViewController == nil)
  }

  /// Found by the property test: cancelling the dismissal of a two-level full-screen stack must
  /// not make the hidden middle controller appear.
  @Test func cancelledDismissalOfAStackLeavesTheHiddenMiddleAlone() throws {
    let c = ViewController()
    log.watch(c, as: "C")
    let transitions = ManualTransitions()
    c.transitioningDelegate = transitions
    try a.present(b, animated: false)
    try b.present(c, animated: false)
    log.clear()
    try a.dismiss(animated: true)
    try #require(transitions.runner.transition).complete(false)
    #expect(
      log.entries == [
        "C.viewWillDisappear", "A.viewWillAppear", "C.viewWillAppear", "A.viewWillDisappear",
        "C.viewDidAppear", "A.viewDidDisappear",
      ])
    #expect(b.appearancePhase == .disappeared)
    #expect(c.view.window === window)
    #expect(a.view.window == nil)
  }

  @Test func replacingTheRootDismissesWhatItPresented() throws {
    let transitions = ManualTransitions()
    let c = ViewController()
    log.watch(c, as: "C")
    c.transitioningDelegate = transitions
    try a.present(b, animated: false)
    try b.present(c, animated: true)  // left mid-transition
    let replacement = ViewController()
    window.rootViewController = replacement
    #expect(window.activeTransition == nil)
    #expect(a.presentedViewController == nil)
    #expect(b.presentedViewController == nil)
    #expect(identical(window.subviews, [replacement.view]))
    for controller in [a, b, c] { #expect(controller.appearancePhase == .disappeared) }
    #expect(throws: PresentationError.alreadyCompleted) {
      try #require(transitions.runner.transition).complete(true)
    }
  }
}
