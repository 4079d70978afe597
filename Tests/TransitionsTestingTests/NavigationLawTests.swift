import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTesting

// The law checker on a navigation transition of the user's own that adds a view to the stack's
// container without listing it, and never takes it out.

@MainActor
@Suite struct NavigationLawTests {
  /// The push's pop: a drag from the left edge, 390 pt of travel.
  let popDrive = InteractiveDrive(
    operation: .pop, start: .presented, from: Point(x: 5, y: 400),
    direction: Vector(dx: 1, dy: 0), span: 390, grabPoint: Point(x: 200, y: 400), grabDelay: 0.1)

  @Test func anUnlistedShadowNeverRemovedIsSeenAndCaught() throws {
    let sticky = TransitionDefinition(
      navigation: TransitionDescription(
        id: "sticky-push", summary: "a push with a shadow", options: [])
    ) { _ in .custom { ShadowedPush() } }

    // The timeline shows the shadow under its generated role, behind the pushed screen.
    var player = ScenarioPlayer()
    player.register(sticky)
    let timeline = try player.play(
      Script(transition: "sticky-push", until: 1, events: [ScriptEvent(at: 0.1, .action(.push))]))
    #expect(
      timeline.frames.last?.views.map(\.role) == [
        "presenting", "dimming", "unlisted-shadow", "pushed",
      ])
    #expect(timeline.frames.last?.visibleViews.map(\.role).contains("unlisted-shadow") == true)

    let report = try TransitionLaws.report(sticky, drive: popDrive)
    #expect(!report.violations.isEmpty)
    #expect(
      report.violations.allSatisfy { $0.law == .leavesNothingBehind }, "\(report.violations)")
    #expect(
      report.violations.first?.description.hasPrefix(
        "leavesNothingBehind (round-trip): after a completed pop, the container still holds "
          + "unlisted-shadow (frame ") == true, "\(report.violations)")
    #expect(
      report.warnings.map(\.detail).allSatisfy {
        $0.hasPrefix("unlisted-shadow is in the container")
      }
        && report.warnings.count == 1, "\(report.warnings)")
  }
}

/// The catalogue's push, plus a shadow view behind the pushed screen that it neither lists nor
/// removes.
@MainActor
final class ShadowedPush: NavigationTransition {
  let push = PushTransition()
  let shadow = View()

  init() {
    shadow.name = "shadow"
    shadow.backgroundColor = .black
    shadow.alpha = 0.1
  }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    push.progressAxis(for: operation)
  }
  var popGesture: NavigationPopGesture? { push.popGesture }
  func transitionWillBegin(_ context: any TransitionContext) {
    push.transitionWillBegin(context)
    if context.operation == .push, let pushed = context.view(forKey: .to) {
      shadow.frame = context.containerView.bounds
      _ = context.containerView.insertSubview(shadow, belowSubview: pushed)
    }
  }
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    push.transitionDidEnd(context, completed: completed)
  }
  var supportingViews: [(role: ViewRole, view: View)] { push.supportingViews }
  func transitionDuration(using context: any TransitionContext) -> Double {
    push.transitionDuration(using: context)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try push.interruptibleAnimator(using: context)
  }
}
