import Foundation
import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTestSupport
import TransitionsTesting

/// The article "Writing a transition", run: its transition presents, follows a finger and
/// dismisses. Keep the two in step.
final class RiseTransition: ModalTransition {
  var presentationStyle: ModalPresentationStyle { .custom }

  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    bounds.inset(by: EdgeInsets(top: 120, left: 24, bottom: 120, right: 24))
  }

  func progressAxis(for operation: TransitionOperation) -> Vector {
    Vector(dx: 0, dy: operation == .present ? -1 : 1)  // the finger's way to the end
  }

  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    PanInteraction(view: presented.view, operation: .dismiss, host: host)
  }

  func transitionDuration(using context: any TransitionContext) -> Double { 0.4 }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let card = try context.movingView()  // the presented controller's view
    let shown = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
    let lowered = shown.offsetBy(Vector(dx: 0, dy: 40))
    let presenting = context.operation == .present
    if !context.crossFades { card.frame = presenting ? lowered : shown }  // the start state
    card.alpha = presenting ? 0 : 1
    let views = try PropertyAnimator(duration: 0.4, window: context.window) {
      if !context.crossFades { card.frame = presenting ? shown : lowered }  // the end state
      card.alpha = presenting ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: 0.4), travel: 40
    )
  }
}

@MainActor
@Test func theArticlesTransitionPresentsFollowsAFingerAndDismisses() throws {
  let window = Window(size: Size(width: 390, height: 844))
  let home = ViewController()
  window.rootViewController = home
  let detail = ViewController()
  try home.present(detail, transition: .custom { RiseTransition() })
  try window.advance(to: 0.2, frameRate: 60)
  #expect(detail.view.onScreen.alpha > 0 && detail.view.onScreen.alpha < 1)
  try window.advance(to: 0.5, frameRate: 60)
  expectApproximately(detail.view.onScreen.frame.origin.y, 120, absolute: 1e-9)
  // A 30 pt drag down moves the card 30 pt (travel 40: three quarters of the way).
  try window.send(Touch(id: 1, phase: .began, location: Point(x: 195, y: 400), time: 0.6))
  try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: 415), time: 0.62))
  try window.send(Touch(id: 1, phase: .moved, location: Point(x: 195, y: 430), time: 0.64))
  expectApproximately(detail.view.onScreen.frame.origin.y, 150, absolute: 1e-9)
  expectApproximately(detail.view.onScreen.alpha, 0.25, absolute: 1e-9)
  try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: 430), time: 0.64))
  try window.advance(to: 2, frameRate: 60)
  #expect(home.presentedViewController == nil)
}

/// The README's taste of `Transitions`, run.
@MainActor
@Test func theReadmeTasteRuns() throws {
  let window = Window(size: Size(width: 390, height: 844))
  let home = ViewController()
  window.rootViewController = home
  var events: [TransitionManager.Event] = []
  let detail = ViewController()
  let manager = try home.present(detail, transition: .modalSheet(dismissal: .standard))
  manager.onEvent = { event in events.append(event) }
  try window.advance(to: 1, frameRate: 60)
  #expect(events == [.transitionEnded(.present, completed: true)])
  try manager.dismiss()
  try window.advance(to: 2, frameRate: 60)
  #expect(home.presentedViewController == nil)

  let pull = TransitionManager(.pullDown(releasePolicy: .velocityDirection))
  let shade = ViewController()
  pull.installPresentationInteraction(from: home, presenting: shade)
  for (index, y) in stride(from: 100.0, through: 600, by: 25).enumerated() {
    try window.send(
      Touch(
        id: 1, phase: index == 0 ? .began : .moved, location: Point(x: 195, y: y),
        time: 3 + Double(index) / 60))
  }
  try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: 600), time: 3.4))
  try window.advance(to: 5, frameRate: 60)
  #expect(home.presentedViewController === shade)
}

/// The README's card and shade lines, run.
@MainActor
@Test func theReadmeCardAndShadeLinesRun() throws {
  let window = Window(size: Size(width: 390, height: 844))
  let home = ViewController()
  window.rootViewController = home
  let sheet = ViewController()
  try home.present(sheet, transition: .card(presenterScale: 0.9))
  try window.advance(to: 1, frameRate: 60)
  expectApproximately(home.view.onScreen.transform.scaleX, 0.9, absolute: 1e-12)
  try sheet.dismiss(animated: true)
  try window.advance(to: 2, frameRate: 60)

  let notifications = ViewController()
  let shade = TransitionManager(.shade(timeCap: 3))
  shade.installPresentationInteraction(from: home, presenting: notifications)
  for (index, y) in stride(from: 30.0, through: 430, by: 20).enumerated() {
    try window.send(
      Touch(
        id: 1, phase: index == 0 ? .began : .moved, location: Point(x: 195, y: y),
        time: 2.1 + Double(index) / 60))
  }
  try window.send(Touch(id: 1, phase: .ended, location: Point(x: 195, y: 430), time: 2.45))
  try window.advance(to: 6, frameRate: 60)
  #expect(home.presentedViewController === notifications)
  #expect(notifications.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
}

/// The article's last section, run: the reader's transition played through a registered
/// definition and checked against the laws (it leaves Reduce Motion to the reader, and the
/// checker says so).
@MainActor
@Test func theArticlesTransitionIsPlayedAndLawChecked() throws {
  let rise = TransitionDefinition(id: "rise", summary: "A card rises into place.") { _ in
    .custom { RiseTransition() }
  }
  var player = ScenarioPlayer()
  player.register(rise)
  let timeline = try player.play(
    Script(
      transition: "rise", until: 1.5,
      events: [ScriptEvent(at: 0.1, .action(.present))]
        + [
          Touches.drag(
            at: 0.8, from: Point(x: 195, y: 400), to: Point(x: 195, y: 440),
            duration: 0.2, hold: 0.2)
        ]))
  #expect(timeline.endings.map(\.completed) == [true, true])  // presented, then dismissed

  let drive = InteractiveDrive(
    operation: .dismiss, start: .presented, from: Point(x: 195, y: 422),
    direction: Vector(dx: 0, dy: 1), span: 40, grabPoint: Point(x: 195, y: 422))
  let violations = try TransitionLaws.check(rise, drive: drive)
  #expect(violations.isEmpty, "\(violations)")
}

/// The article's blocks are this file's code, line for line.
@Test func theArticlesBlocksStandInThisFile() throws {
  let article = try String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Transitions/Transitions.docc/WritingATransition.md"),
    encoding: .utf8)
  let source = try String(contentsOfFile: #filePath, encoding: .utf8)
  for marker in [
    "final class RiseTransition", "final class DimmedRiseTransition",
    "func theDimmingFadesWithTheCardAndLeavesWithIt", "completionSpring = try Spring",
  ] {
    let block = Readme.swiftBlock(containing: marker, in: article).filter {
      !$0.hasPrefix("import ") && !$0.hasPrefix("// One call") && !$0.hasPrefix("try home.present")
    }
    #expect(Readme.lines(block, standIn: source), "the block with \(marker) differs")
  }
}

/// The rise over a dimming view that fades to 0.4 with the card.
final class DimmedRiseTransition: ModalTransition {
  let rise = RiseTransition()
  let dimming = View()

  init() {
    dimming.name = "dimming"
    dimming.backgroundColor = .black
    dimming.alpha = 0
  }

  // Listed: timelines, renderers, backends and the law checker know it by its role.
  var supportingViews: [(role: ViewRole, view: View)] { [(.dimming, dimming)] }

  func transitionWillBegin(_ context: any TransitionContext) {
    if context.operation == .present {
      dimming.frame = context.containerView.bounds
      context.containerView.insertSubview(dimming, at: 0)  // behind the card
    }
    let alpha = context.operation == .present ? 0.4 : 0
    // With the coordinator: it follows the card's progress, by a button or a finger, and a
    // cancel takes it back.
    context.transitionCoordinator.animate(alongsideTransition: { [dimming] _ in
      dimming.alpha = alpha
    })
  }

  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    // The card has gone (a completed dismissal, a cancelled presentation): so does the dimming.
    if (context.operation == .dismiss) == completed { dimming.removeFromSuperview() }
  }

  // The rest is the rise's.
  var presentationStyle: ModalPresentationStyle { rise.presentationStyle }
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    rise.frameOfPresentedView(inContainerBounds: bounds)
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    rise.progressAxis(for: operation)
  }
  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    rise.makeDismissalInteraction(on: presented, host: host)
  }
  func transitionDuration(using context: any TransitionContext) -> Double { 0.4 }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try rise.interruptibleAnimator(using: context)
  }
}

@MainActor @Test func theDimmingFadesWithTheCardAndLeavesWithIt() throws {
  let dimmed = TransitionDefinition(id: "dimmed", summary: "A card rises over a dimming view.") {
    _ in .custom { DimmedRiseTransition() }
  }
  var player = ScenarioPlayer()
  player.register(dimmed)
  let timeline = try player.play(
    Script(
      transition: "dimmed", until: 2,
      events: [ScriptEvent(at: 0.1, .action(.present)), ScriptEvent(at: 1, .action(.dismiss))]))
  let shown = try #require(timeline.frame(at: 0.9)?.view("dimming"))
  #expect(abs(shown.alpha - 0.4) < 1e-9 && shown.isVisible)  // faded in with the card
  #expect(timeline.frames.last?.view("dimming")?.isVisible == false)  // and gone with it

  // Every law holds it: a cancel restores its alpha, a dismissal takes it away.
  let drive = InteractiveDrive(
    operation: .dismiss, start: .presented, from: Point(x: 195, y: 422),
    direction: Vector(dx: 0, dy: 1), span: 40, grabPoint: Point(x: 195, y: 422))
  let report = try TransitionLaws.report(dimmed, drive: drive)
  #expect(report.violations.isEmpty, "\(report.violations)")
  #expect(report.warnings.isEmpty, "\(report.warnings)")  // every view it adds is listed
}

/// The rise with a critically damped completion spring: a release never carries the card past
/// where it rests.
final class PinnedRiseTransition: ModalTransition {
  let rise = RiseTransition()
  var presentationStyle: ModalPresentationStyle { rise.presentationStyle }
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    rise.frameOfPresentedView(inContainerBounds: bounds)
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    rise.progressAxis(for: operation)
  }
  func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    rise.makeDismissalInteraction(on: presented, host: host)
  }
  func transitionDuration(using context: any TransitionContext) -> Double { 0.4 }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let animator = try rise.interruptibleAnimator(using: context)
    animator.completionSpring = try Spring(dampingRatio: 1, response: 0.4)  // no overshoot
    return animator
  }
}

/// A drag down that turns back up and lets go: the default completion spring (damping ratio
/// 0.8) carries the card past its resting place; a critically damped one does not.
@MainActor @Test func aCriticallyDampedCompletionSpringDoesNotOvershoot() throws {
  func highest(_ transition: @escaping @MainActor () -> any ModalTransition) throws -> Double {
    var player = ScenarioPlayer()
    player.register(
      TransitionDefinition(id: "t", summary: "a rise") { _ in .custom { transition() } })
    let timeline = try player.play(
      Script(
        transition: "t", until: 2.5, start: .presented,
        events: [
          Touches.drag(
            at: 0.2, from: Point(x: 195, y: 400), to: Point(x: 195, y: 425), duration: 0.2,
            release: false),
          ScriptEvent(at: 0.41, .touch(.move, Point(x: 195, y: 418))),
          ScriptEvent(at: 0.42, .touch(.move, Point(x: 195, y: 411))),
          ScriptEvent(at: 0.43, .touch(.move, Point(x: 195, y: 404))),
          ScriptEvent(at: 0.43, .touch(.up, Point(x: 195, y: 404))),
        ]))
    #expect(timeline.endings.map(\.completed) == [false])  // cancelled: back to rest at y 120
    return timeline.frames.compactMap { $0.view("presented")?.frame.origin.y }.min() ?? .nan
  }
  #expect(try highest { RiseTransition() } < 120 - 0.5)  // past its rest by more than half a pt
  expectApproximately(try highest { PinnedRiseTransition() }, 120, absolute: 1e-6)
}
