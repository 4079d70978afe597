import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTesting

// The law checker on the catalogue (which obeys every law) and on deliberately broken
// transitions (each fails, naming the law it breaks).

@MainActor
@Suite struct LawCheckerTests {
  @Test(arguments: [
    "pullDown", "modal", "card", "shade", "sheet", "push", "zoom", "slide", "throwAway",
    "toast",
    "crossDissolve",
  ])
  func theCatalogueObeysEveryLaw(id: String) throws {
    let definition = try #require(TransitionCatalogue.definitions.first { $0.description.id == id })
    let screen = Size(width: 390, height: 844)
    let drive = ScenarioCatalogue.recipes[id]?.drive?(screen)
    #expect(drive != nil)
    let report = try TransitionLaws.report(definition, drive: drive, screen: screen)
    #expect(report.violations.isEmpty, "\(report.violations)")
    #expect(report.warnings.isEmpty, "\(report.warnings)")  // every view it adds is listed
  }

  /// The popover (no gesture drives it: a tap outside dismisses) on an iPad, on a phone as a
  /// popover (`adaptation: none`), and on a phone adapted to the sheet.
  @Test(arguments: [
    (820.0, "automatic"), (390.0, "none"), (390.0, "automatic"),
  ])
  func thePopoverObeysEveryLaw(width: Double, adaptation: String) throws {
    let screen = Size(width: width, height: 844)
    let report = try TransitionLaws.report(
      PopoverTransition.definition, drive: nil, screen: screen,
      options: ["adaptation": .string(adaptation)])
    #expect(report.violations.isEmpty, "\(report.violations)")
    #expect(report.warnings.isEmpty, "\(report.warnings)")
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

  /// The sheet resting at its content-sized detent (300 pt of content, 300 pt of travel).
  @Test func aSheetAtItsFittingDetentObeysEveryLaw() throws {
    let drive = InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: 195, y: 700),
      direction: Vector(dx: 0, dy: 1), span: 300,
      grabPoint: Point(x: 195, y: 800), grabDelay: 0.1)
    let violations = try TransitionLaws.check(
      SheetTransition.definition, drive: drive,
      options: ["detents": .list([.string("fitting"), .string("large")])])
    #expect(violations.isEmpty, "\(violations)")
  }

  /// Issue 31's gallery scenarios (a direction switched off and on, the content-sized detent
  /// following its content, the zoom from a bar button) break no law a timeline shows.
  @Test(arguments: [
    ("card", "card-dismiss-gesture-off-then-on"), ("sheet", "sheet-fitting-follows-content"),
    ("zoom", "zoom-from-bar-button"),
  ])
  func issue31sScenariosObeyTheTimelinesLaws(id: String, name: String) throws {
    let screen = Size(width: 390, height: 844)
    let scenario = try #require(
      ScenarioCatalogue.recipes[id]?.extras(screen).first { $0.name == name })
    let timeline = try ScenarioPlayer().play(scenario.script)
    let violations = TransitionLaws.check(timeline, scenario: name)
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

  /// A presentation dismissed by another transition: the dismissal's drive (its recipe's, from
  /// the first's presented screen) and every law, with both at their defaults.
  @Test(arguments: [
    ("card", "slide"), ("card", "crossDissolve"), ("slide", "crossDissolve"),
    ("crossDissolve", "slide"), ("modal", "crossDissolve"), ("zoom", "crossDissolve"),
    ("crossDissolve", "card"), ("slide", "card"), ("sheet", "slide"),
    ("pullDown", "crossDissolve"), ("shade", "crossDissolve"), ("throwAway", "slide"),
    ("sheet", "card"),
  ])
  func anAsymmetricPairObeysEveryLaw(presentedBy first: String, dismissedBy second: String) throws {
    func definition(_ id: String) throws -> TransitionDefinition {
      try #require(TransitionCatalogue.definitions.first { $0.description.id == id })
    }
    let (presents, dismisses) = (try definition(first), try definition(second))
    let screen = Size(width: 390, height: 844)
    // The dismissal's own drive, when it has one that dismisses; its options are the second's.
    var drive = ScenarioCatalogue.recipes[second]?.drive?(screen)
    if drive?.operation != .dismiss { drive = nil }
    let given = drive?.options ?? [:]
    drive?.options = [:]
    let defaults = try TransitionCatalogue.resolve(given, for: dismisses.description)
    let pair = TransitionDefinition(presents.description) { options in
      let dismissal = dismisses.style(for: defaults) ?? .modalSheet()
      return (presents.style(for: options) ?? .modalSheet()).dismissing(with: dismissal)
    }.staged(presents.staging)
    let report = try TransitionLaws.report(pair, drive: drive, screen: screen)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }

  /// A fade follows the finger by its alpha: driven with the wrong span (the window's width,
  /// not half of it), the cross-dissolve's progress is twice what the drive expects.
  @Test func aFadeDrivenWithTheWrongSpanBreaksFollowsFinger() throws {
    let drive = InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: 195, y: 422),
      direction: Vector(dx: 0.6, dy: 0.8), span: 390, grabPoint: Point(x: 195, y: 422),
      grabDelay: 0.1)
    let violations = try TransitionLaws.check(CrossDissolveTransition.definition, drive: drive)
    #expect(
      violations.contains { $0.law == .followsFinger && $0.detail.contains("travel disagrees") },
      "\(violations)")
  }

  @Test func aContainerIsRefusedWithAClearError() {
    let container = TransitionCatalogue.definitions.first { $0.kind == .container }
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

  /// Device risk 8: a moving view that changes size every frame re-lays out its content every
  /// frame on a device; only a transition that says so (and how it is drawn) may.
  @Test func aCardThatGrowsWithoutSayingSoBreaksBoundsSizeKept() throws {
    let unsaid = TransitionDefinition(id: "growing", summary: "grows as it rises") { _ in
      .custom { Broken(.growsUnsaid) }
    }
    let violations = try TransitionLaws.check(unsaid, drive: riseDrive)
    #expect(violations.contains { $0.law == .boundsSizeKept }, "\(violations)")
    #expect(
      violations.first { $0.law == .boundsSizeKept }?.detail.hasPrefix("presented is 342.0 ×")
        == true, "\(violations)")
    let said = TransitionDefinition(id: "growing", summary: "grows as it rises, and says so") {
      _ in .custom { Broken(.growsSaid) }
    }
    let allowed = try TransitionLaws.check(said, drive: riseDrive)
    #expect(!allowed.contains { $0.law == .boundsSizeKept }, "\(allowed)")
  }

  /// The zoom resizes its screen every frame: it passes only because it says so.
  @Test func theZoomPassesBoundsSizeKeptOnlyBecauseItSaysSo() throws {
    let unsaid = TransitionDefinition(id: "zoom", summary: "the zoom, saying nothing") { _ in
      .custom { UnsaidZoom() }
    }
    let drive = InteractiveDrive(
      operation: .dismiss, start: .presented, from: Point(x: 195, y: 300),
      direction: Vector(dx: 0, dy: 1), span: 844.0 / 3, grabPoint: Point(x: 150, y: 400),
      grabDelay: 0.1)
    let violations = try TransitionLaws.check(unsaid, drive: drive)
    #expect(violations.contains { $0.law == .boundsSizeKept }, "\(violations)")
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
    // It snaps the card into place whenever a finger drives it, so a drag does not move it
    // either: the card does not follow the finger.
    #expect(Set(violations.map(\.law)) == [.grabWithoutJump, .followsFinger], "\(violations)")
    #expect(
      violations.first { $0.law == .followsFinger }?.detail.contains("presented stayed put")
        == true, "\(violations)")
  }

  @Test func anUnlistedDimmingLeftWrongOnCancelBreaksCancelRestores() throws {
    let broken = TransitionDefinition(id: "drawer", summary: "dims behind, lists nothing") {
      _ in .custom { Broken(.unlistedDimmingLeftWrong) }
    }
    let report = try TransitionLaws.report(broken, drive: riseDrive)
    #expect(report.violations.map(\.law) == [.cancelRestores], "\(report.violations)")
    #expect(
      report.violations.first?.description
        == "cancelRestores (interactive-cancel): unlisted-dimming.alpha is 0.0, was 0.4 at the "
        + "end, not as before the transition")
    // The checker also warns that the container held a view the transition does not list.
    #expect(
      report.warnings.map(\.description) == [
        "warning (present): unlisted-dimming is in the container but not in the transition's "
          + "supportingViews: the laws hold it, but a backend that shows views by role does not "
          + "see it; list it"
      ])
    // The timeline shows it, under its generated role, and the renderer draws it.
    var player = ScenarioPlayer()
    player.register(broken)
    let timeline = try player.play(
      Script(transition: "drawer", until: 1, events: [ScriptEvent(at: 0.1, .action(.present))]))
    // Behind the presented view, where it is in the container.
    #expect(
      timeline.frames.last?.views.map(\.role) == ["presenting", "unlisted-dimming", "presented"])
    expectClose(try #require(timeline.frames.last?.view("unlisted-dimming")).alpha, 0.4)
    let svg = FrameRenderer().svg(of: timeline, at: 1)
    #expect(svg.contains("data-role=\"unlisted-dimming\""))
  }

  @Test func aDimmingNeverRemovedBreaksLeavesNothingBehind() throws {
    let broken = TransitionDefinition(id: "sticky", summary: "never removes its dimming") {
      _ in .custom { Broken(.dimmingNeverRemoved) }
    }
    let report = try TransitionLaws.report(broken, drive: riseDrive)
    #expect(!report.violations.isEmpty)
    #expect(report.violations.allSatisfy { $0.law == .leavesNothingBehind }, "\(report.violations)")
    #expect(report.violations.first?.scenario == "dismiss")
    #expect(
      report.violations.first?.detail.hasPrefix(
        "after a completed dismiss, the container still holds dimming (") == true,
      "\(report.violations)")
    #expect(report.warnings.isEmpty, "\(report.warnings)")  // it is listed
  }

  @Test func aWrongTravelIsNamedByFollowsFinger() throws {
    let broken = TransitionDefinition(id: "slack", summary: "travel twice the card's distance") {
      _ in .custom { Broken(.wrongTravel) }
    }
    let violations = try TransitionLaws.check(broken, drive: riseDrive)
    let follows = violations.filter { $0.law == .followsFinger }
    #expect(follows.count == 1, "\(violations)")
    // 60% of the 120 pt span is 72 pt of finger, 62 of them after the pan began (10 pt in);
    // with a travel of 240 the card goes half as far.
    #expect(
      follows.first?.description
        == "followsFinger (interactive-finish): presented moved 31.0 pt along the drive while "
        + "the finger moved 62.0 pt: travel disagrees: the animator's travel is 240.0 pt of "
        + "finger per unit of progress, but presented goes 120.0 pt (pass that as the "
        + "TransitionAnimator's travel)", "\(violations)")
  }

  @Test func aWrongAxisAndAWrongDriveAreToldApart() throws {
    let sideways = TransitionDefinition(id: "sideways", summary: "progress grows rightwards") {
      _ in .custom { Broken(.wrongAxis) }
    }
    let axis = try TransitionLaws.check(sideways, drive: riseDrive)
      .filter { $0.law == .followsFinger }
    #expect(axis.count == 1 && axis[0].detail.contains("progressAxis disagrees"), "\(axis)")
    var rightwards = riseDrive
    rightwards.direction = Vector(dx: 1, dy: 0)
    let drive = try TransitionLaws.check(.rise, drive: rightwards)
      .filter { $0.law == .followsFinger }
    #expect(
      drive.count == 1 && drive[0].detail.contains("the drive's direction disagrees"), "\(drive)")
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
  enum Defect {
    case cancelLeavesAlpha, completesTwice, jumpsWhenGrabbed
    /// A dimming view it does not list, faded out at once when a dismissal begins (not with
    /// the coordinator), so a cancelled dismissal leaves it at alpha 0.
    case unlistedDimmingLeftWrong
    /// A listed dimming view it never takes out of the container.
    case dimmingNeverRemoved
    /// A travel of 240 pt for a card that goes 120.
    case wrongTravel
    /// Progress grows rightwards while the card goes down.
    case wrongAxis
    /// The card grows from 80 % of its height as it rises, and does not say so.
    case growsUnsaid
    /// The same, saying its size changes are drawn by scaling.
    case growsSaid
  }
  let defect: Defect
  let rise = RiseTransition()
  let dimming = View()

  init(_ defect: Defect) {
    self.defect = defect
    dimming.name = "dimming"
    dimming.backgroundColor = .black
  }

  var supportingViews: [(role: ViewRole, view: View)] {
    defect == .dimmingNeverRemoved ? [(.dimming, dimming)] : []
  }

  var movingViewSizeChanges: SizeChanges { defect == .growsSaid ? .drawnByScaling : .none }

  var presentationStyle: ModalPresentationStyle { rise.presentationStyle }
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    rise.frameOfPresentedView(inContainerBounds: bounds)
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    defect == .wrongAxis ? Vector(dx: 1, dy: 0) : rise.progressAxis(for: operation)
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
    case .unlistedDimmingLeftWrong, .dimmingNeverRemoved:
      if context.operation == .present {
        dimming.frame = context.containerView.bounds
        dimming.alpha = 0
        context.containerView.insertSubview(dimming, at: 0)
        context.transitionCoordinator.animate(alongsideTransition: { [dimming] _ in
          dimming.alpha = 0.4
        })
      } else if defect == .unlistedDimmingLeftWrong {
        dimming.alpha = 0  // at once: a cancel does not bring it back
      } else {
        context.transitionCoordinator.animate(alongsideTransition: { [dimming] _ in
          dimming.alpha = 0
        })
      }
    case .completesTwice, .wrongTravel, .wrongAxis, .growsUnsaid, .growsSaid: break
    }
  }

  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    if defect == .cancelLeavesAlpha, context.operation == .dismiss, completed {
      context.viewController(forKey: .to)?.view.alpha = 1
    }
    // The drawer removes its dimming when it goes; the sticky one forgets to.
    let gone = (context.operation == .dismiss) == completed
    if defect == .unlistedDimmingLeftWrong, gone { dimming.removeFromSuperview() }
  }

  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    if defect == .wrongTravel { return try slackAnimator(using: context) }
    if defect == .growsUnsaid || defect == .growsSaid { return try growingAnimator(using: context) }
    let animator = try rise.interruptibleAnimator(using: context)
    if defect == .completesTwice {
      animator.onCompletion = { [weak context] finished in context?.completeTransition(finished) }
    }
    return animator
  }
}

extension Broken {
  /// `RiseTransition`'s animator with a travel of 240 pt: the card goes 120 pt, so a finger
  /// drags it at half its speed.
  func slackAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let card = try context.movingView()
    let shown = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
    let lowered = shown.offsetBy(Vector(dx: 0, dy: 120))
    let presenting = context.operation == .present
    if !context.crossFades { card.frame = presenting ? lowered : shown }
    card.alpha = presenting ? 0 : 1
    let views = try PropertyAnimator(duration: 0.4, window: context.window) {
      if !context.crossFades { card.frame = presenting ? shown : lowered }
      card.alpha = presenting ? 1 : 0
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: 0.4),
      travel: 240)
  }

  /// `RiseTransition`'s rise, the card also growing from 80 % of its height to its full height
  /// (its bounds change size every frame).
  func growingAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let card = try context.movingView()
    let shown = frameOfPresentedView(inContainerBounds: context.containerView.bounds)
    let short = Rect(
      x: shown.origin.x, y: shown.origin.y + 120, width: shown.width, height: shown.height * 0.8)
    let presenting = context.operation == .present
    if !context.crossFades { card.frame = presenting ? short : shown }
    let views = try PropertyAnimator(duration: 0.4, window: context.window) {
      if !context.crossFades { card.frame = presenting ? shown : short }
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: 0.4),
      travel: 120)
  }
}

/// The zoom, its size changes unsaid (everything else forwarded).
@MainActor
final class UnsaidZoom: ModalTransition {
  let zoom = ZoomTransition(ZoomTransition.Configuration())
  var supportingViews: [(role: ViewRole, view: View)] { zoom.supportingViews }
  var presentationStyle: ModalPresentationStyle { zoom.presentationStyle }
  func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    zoom.frameOfPresentedView(inContainerBounds: bounds)
  }
  func progressAxis(for operation: TransitionOperation) -> Vector {
    zoom.progressAxis(for: operation)
  }
  func makeDismissalInteractions(
    on presented: ViewController, host: any PanInteractionHost
  ) -> [PanInteraction] {
    zoom.makeDismissalInteractions(on: presented, host: host)
  }
  func transitionDuration(using context: any TransitionContext) -> Double {
    zoom.transitionDuration(using: context)
  }
  func transitionWillBegin(_ context: any TransitionContext) { zoom.transitionWillBegin(context) }
  func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    zoom.transitionDidEnd(context, completed: completed)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    try zoom.interruptibleAnimator(using: context)
  }
}
