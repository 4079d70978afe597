import Motion
import Stage
import Testing
import Transitions
import TransitionsTestSupport

/// An app's own transition that says only its dimming view, the dimming's alpha and its
/// motion's duration: ``DimmingTransition`` and ``ReducedMotionTiming`` dim, lay out and time it
/// as they do the catalogue's card and slide.
@MainActor
final class Veil: ModalTransition, DimmingTransition, ReducedMotionTiming {
  static let dimmingAlpha = 0.5
  let dimmingView = View()
  var motionDuration: Double { 0.4 }
  var presentationStyle: ModalPresentationStyle { .custom }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    Vector(dx: 0, dy: operation == .present ? -1 : 1)
  }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let screen = try context.movingView()
    let presenting = context.operation == .present
    screen.frame = context.containerView.bounds
    screen.alpha = presenting ? 0 : 1
    let views = try PropertyAnimator(duration: 0.4, window: context.window) {
      screen.alpha = presenting ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.linear, duration: 0.4),
      travel: 100)
  }
}

@MainActor
struct DimmingTransitionTests {
  @Test func theDimmingViewFadesInBehindTheScreenFollowsResizesAndLeavesWithIt() throws {
    let window = Window(size: Size(width: 390, height: 844))
    let home = ViewController()
    window.rootViewController = home
    let detail = ViewController()
    let veil = Veil()
    let manager = try home.present(detail, transition: .custom { veil })
    let made = try #require(manager.transition as? Veil)
    #expect(made.supportingViews.map(\.role) == [.dimming])
    #expect(made.supportingViews.first?.view === made.dimmingView)
    try window.advance(to: 0.2, frameRate: 60)
    // Linear: half way at 0.2 s, the dimming at half its alpha, behind the presented view.
    let progress = try #require(manager.activeAnimator?.progress)
    expectApproximately(progress, 0.5, absolute: 1.0 / 60 / 0.4)
    expectApproximately(made.dimmingView.onScreen.alpha, 0.5 * progress, absolute: 1e-9)
    let container = try #require(made.dimmingView.superview)
    let below = try #require(container.subviews.firstIndex { $0 === made.dimmingView })
    let above = try #require(container.subviews.firstIndex { $0 === detail.view })
    #expect(below < above)
    window.resize(to: Size(width: 600, height: 900))
    #expect(made.dimmingView.frame == Rect(x: 0, y: 0, width: 600, height: 900))
    try window.advance(to: 1, frameRate: 60)
    #expect(home.presentedViewController === detail)
    expectApproximately(made.dimmingView.onScreen.alpha, 0.5, absolute: 1e-9)
    try home.dismiss(animated: true)
    try window.advance(to: 2, frameRate: 60)
    #expect(home.presentedViewController == nil)
    #expect(made.dimmingView.superview == nil)
  }

  @Test(arguments: [false, true])
  func theDurationIsTheMotionsOrTheCrossFadesUnderReduceMotion(reduceMotion: Bool) {
    let window = Window(
      size: Size(width: 390, height: 844), environment: Environment(reduceMotion: reduceMotion))
    let (from, to) = (ViewController(), ViewController())
    let context = BasicTransitionContext(
      operation: .present, container: View(), window: window, from: from, to: to, frames: []
    ) { _ in }
    let expected = reduceMotion ? ReducedMotion.crossFadeDuration : 0.4
    #expect(Veil().transitionDuration(using: context) == expected)
    #expect(CardTransition().transitionDuration(using: context) == (reduceMotion ? 0.3 : 0.5))
  }
}
