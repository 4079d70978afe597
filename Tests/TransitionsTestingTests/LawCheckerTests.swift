import Motion
import Stage
import Testing
import Transitions
import TransitionsPreview
import TransitionsTesting

// The law checker on the catalogue (which obeys every law) and on deliberately broken
// transitions (each fails, naming the law it breaks).

@MainActor
@Suite struct LawCheckerTests {
  @Test(arguments: ["pullDown", "modal", "card", "shade", "sheet", "push", "zoom"])
  func theCatalogueObeysEveryLaw(id: String) throws {
    let definition = try #require(TransitionCatalogue.definitions.first { $0.description.id == id })
    let screen = Size(width: 390, height: 844)
    let drive = ScenarioCatalogue.recipes[id]?.drive?(screen)
    #expect(drive != nil)
    let violations = try TransitionLaws.check(definition, drive: drive, screen: screen)
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The sheet with two detents, dismissed from the smallest (medium: 422 pt of travel).
  @Test func aSheetWithDetentsObeysEveryLaw() throws {
    let drive = InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: 195, y: 600),
      direction: Vector(dx: 0, dy: 1), span: 422,
      grabPoint: Point(x: 195, y: 780), grabDelay: 0.1)
    let violations = try TransitionLaws.check(
      SheetTransition.definition, drive: drive,
      options: ["detents": .list([.string("medium"), .string("large")])])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The navigation stack's push: popped by a drag from the left edge (from the right when
  /// mirrored), progress = translation / W; a button's pop is caught 0.1 s in.
  @Test(arguments: [
    [:], ["fullWidthPop": OptionValue.bool(true)], ["rightToLeft": .bool(true)],
    ["policy": .string("fastOrPastHalfway")],
  ])
  func thePushObeysEveryLaw(options: [String: OptionValue]) throws {
    let mirrored = options["rightToLeft"] == .bool(true)
    let drive = InteractiveDrive(
      operation: .pop, start: .presented, from: Point(x: mirrored ? 385 : 5, y: 400),
      direction: Vector(dx: mirrored ? -1 : 1, dy: 0), span: 390, options: options,
      grabPoint: Point(x: 200, y: 400), grabDelay: 0.1)
    let violations = try TransitionLaws.check(PushTransition.definition, drive: drive)
    #expect(violations.isEmpty, "\(violations)")
  }

  /// The zoom: dismissed by a drag down on the screen, progress = translation / (H / 3); a
  /// button's dismissal is caught 0.1 s in.
  @Test(arguments: [
    [:], ["sourceGoneAtDismissal": OptionValue.bool(true)],
    ["policy": .string("fastOrPastHalfway")], ["minimumScale": .number(0.8)],
  ])
  func theZoomObeysEveryLaw(options: [String: OptionValue]) throws {
    let drive = InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: 195, y: 300),
      direction: Vector(dx: 0, dy: 1), span: 844.0 / 3, options: options,
      grabPoint: Point(x: 150, y: 400), grabDelay: 0.1)
    let violations = try TransitionLaws.check(ZoomTransition.definition, drive: drive)
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func aContainerIsRefusedWithAClearError() {
    let container = TransitionCatalogue.definitions.first { !$0.isModal && !$0.isNavigation }
    #expect(container != nil)
    guard let container else { return }
    #expect(throws: ScriptError.self) { try TransitionLaws.check(container) }
  }

  @Test func aCancelThatDoesNotRestoreAlphaBreaksCancelRestores() throws {
    let broken = TransitionDefinition(id: "fading", summary: "dims the presenter for good") {
      _ in .custom { Broken(.cancelLeavesAlpha) }
    }
    let violations = try TransitionLaws.check(broken, drive: riseDrive)
    #expect(violations.map(\.law) == [.cancelRestores], "\(violations)")
    #expect(violations.first?.description.hasPrefix("cancelRestores (interactive-cancel)") == true)
    #expect(violations.first?.detail.contains("presenting.alpha is 0.5") == true)
  }

  @Test func completingTwiceBreaksCompletesOnce() throws {
    let broken = TransitionDefinition(id: "twice", summary: "completes twice") { _ in
      .custom { Broken(.completesTwice) }
    }
    let violations = try TransitionLaws.check(broken, drive: riseDrive)
    #expect(!violations.isEmpty)
    #expect(violations.allSatisfy { $0.law == .completesOnce }, "\(violations)")
    #expect(violations.first?.detail.contains("called completeTransition 2 times") == true)
  }

  @Test func aJumpWhenGrabbedBreaksGrabWithoutJump() throws {
    let broken = TransitionDefinition(id: "jumpy", summary: "snaps into place when caught") {
      _ in .custom { Broken(.jumpsWhenGrabbed) }
    }
    let violations = try TransitionLaws.check(broken, drive: riseDrive)
    #expect(violations.contains { $0.law == .grabWithoutJump }, "\(violations)")
    #expect(violations.allSatisfy { $0.law == .grabWithoutJump }, "\(violations)")
  }

  @Test func verifyThrowsTheViolationsOnePerLine() throws {
    let broken = TransitionDefinition(id: "fading", summary: "dims the presenter for good") {
      _ in .custom { Broken(.cancelLeavesAlpha) }
    }
    do {
      try TransitionLaws.verify(broken, drive: riseDrive)
      Issue.record("verify did not throw")
    } catch let error as TransitionLaws.Violations {
      #expect(error.description.hasPrefix("cancelRestores (interactive-cancel): "))
    }
    try TransitionLaws.verify(.rise, drive: riseDrive)
  }
}

/// `RiseTransition` with one defect.
@MainActor
final class Broken: ModalTransition {
  enum Defect { case cancelLeavesAlpha, completesTwice, jumpsWhenGrabbed }
  let defect: Defect
  let rise = RiseTransition()

  init(_ defect: Defect) { self.defect = defect }

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

  func transitionWillBegin(_ context: any TransitionContext) {
    switch defect {
    case .cancelLeavesAlpha:
      // Dims the presenter while dismissing, and restores it only when the dismissal finishes.
      if context.operation == .dismiss { context.viewController(forKey: .to)?.view.alpha = 0.5 }
    case .jumpsWhenGrabbed:
      let shown = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
      let card = try? context.movingView()
      context.transitionCoordinator.notifyWhenInteractionChanges { coordinator in
        if coordinator.isInteractive { card?.frame = shown }  // snaps into place when caught
      }
    case .completesTwice: break
    }
  }

  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    if defect == .cancelLeavesAlpha, context.operation == .dismiss, completed {
      context.viewController(forKey: .to)?.view.alpha = 1
    }
  }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let animator = try rise.interruptibleAnimator(using: context)
    if defect == .completesTwice {
      animator.onCompletion = { [weak context] finished in context?.completeTransition(finished) }
    }
    return animator
  }
}
