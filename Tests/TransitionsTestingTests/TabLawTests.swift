import Motion
import Stage
import Testing
import Transitions
import TransitionsPlayback
import TransitionsPreview
import TransitionsTesting

// The law checker on tab transitions: the catalogue's `tab` obeys every law; a user's tab
// transition that ignores Reduce Motion and gives the wrong travel breaks exactly those laws; one
// that leaves a view in the container breaks `leavesNothingBehind`.

@MainActor
@Suite struct TabLawTests {
  static let screen = Size(width: 390, height: 844)

  /// A pan left across the content from 77% of the width: towards the second tab, the width as
  /// travel (the tab's content is the window above its 49 pt bar).
  static let panDrive = InteractiveDrive(
    operation: .select, start: .idle, from: Point(x: 300, y: 400),
    direction: Vector(dx: -1, dy: 0), span: 390, grabPoint: Point(x: 200, y: 400),
    grabDelay: 0.1)

  @Test(arguments: [[:], ["policy": OptionValue.string("progressThreshold")]])
  func theCataloguesTabObeysEveryLaw(options: [String: OptionValue]) throws {
    let report = try TransitionLaws.report(
      TabTransitionStyle.definition, drive: Self.panDrive, screen: Self.screen, options: options)
    #expect(report.violations.isEmpty, "\(report.violations)")
    #expect(report.warnings.isEmpty, "\(report.warnings)")
  }

  @Test func aUsersTabTransitionThatSlidesByTheBookObeysEveryLaw() throws {
    let own = TransitionDefinition(
      tab: TransitionDescription(id: "ownTabs", summary: "tabs that slide", options: [])
    ) { _ in .custom { change in ContainerSlideTransition(forward: change.entersFromRight) } }
    let violations = try TransitionLaws.check(own, drive: Self.panDrive, screen: Self.screen)
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func aTabSlideWithHalfTheTravelAndNoReduceMotionBreaksThoseLaws() throws {
    let broken = TransitionDefinition(
      tab: TransitionDescription(id: "brokenTabs", summary: "a careless slide", options: [])
    ) { _ in .custom { change in CarelessTabSlide(forward: change.entersFromRight) } }
    let violations = try TransitionLaws.check(broken, drive: Self.panDrive, screen: Self.screen)
    let laws = Set(violations.map(\.law))
    #expect(laws.contains(.reduceMotion), "\(violations)")
    #expect(laws.contains(.followsFinger), "\(violations)")
    #expect(
      violations.contains { $0.scenario == "reduce-motion-round-trip" }, "\(violations)")
  }

  @Test func aTabSlideThatLeavesAStripeBehindBreaksLeavesNothingBehind() throws {
    let sticky = TransitionDefinition(
      tab: TransitionDescription(id: "stripedTabs", summary: "a stripe left behind", options: [])
    ) { _ in .custom { change in StripedTabSlide(forward: change.entersFromRight) } }
    let report = try TransitionLaws.report(sticky, drive: Self.panDrive, screen: Self.screen)
    #expect(!report.violations.isEmpty)
    #expect(
      report.violations.allSatisfy { $0.law == .leavesNothingBehind }, "\(report.violations)")
    #expect(
      report.violations.first?.description.hasPrefix(
        "leavesNothingBehind (select): after a completed select, the container still holds "
          + "unlisted-stripe (frame ") == true, "\(report.violations)")
    #expect(
      report.violations.contains { $0.scenario == "interactive-cancel" }
        && report.violations.contains { $0.detail.hasPrefix("after a cancelled select") },
      "\(report.violations)")
    #expect(report.warnings.isEmpty, "\(report.warnings)")  // a tab switch lists no views
  }

  @Test func theSameStripeRemovedWhenTheSwitchEndsObeysEveryLaw() throws {
    let tidy = TransitionDefinition(
      tab: TransitionDescription(id: "tidyTabs", summary: "a stripe taken away", options: [])
    ) { _ in .custom { change in StripedTabSlide(forward: change.entersFromRight, tidy: true) } }
    let report = try TransitionLaws.report(tidy, drive: Self.panDrive, screen: Self.screen)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }

  @Test func aContainerIsStillRefusedAndSaysWhatItTakes() {
    let container = TransitionCatalogue.definitions.first { $0.kind == .container }
    #expect(container != nil)
    guard let container else { return }
    #expect {
      try TransitionLaws.check(container)
    } throws: { error in
      "\(error)".contains("takes modal, navigation and tab ones")
    }
  }
}

/// A tab switch that slides as the catalogue's does but says half the width is its travel (a
/// finger moves the children twice as far as itself) and slides under Reduce Motion too.
@MainActor
final class CarelessTabSlide: AnimatedTransitioning {
  let forward: Bool
  init(forward: Bool) { self.forward = forward }

  func transitionDuration(using context: any TransitionContext) -> Double { 0.35 }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    guard let from = context.viewController(forKey: .from),
      let to = context.viewController(forKey: .to)
    else { throw TransitionError.missingView(.to) }
    let width = max(context.containerView.bounds.width, 1)
    let shift = forward ? width : -width
    let final = context.finalFrame(for: to)
    to.view.frame = final.offsetBy(Vector(dx: shift, dy: 0))
    let fromFinal = context.initialFrame(for: from).offsetBy(Vector(dx: -shift, dy: 0))
    let views = try PropertyAnimator(duration: 0.35, window: context.window) {
      to.view.frame = final
      from.view.frame = fromFinal
    }
    return try TransitionAnimator(
      context: context, propertyAnimator: views, timing: .curve(.easeOut, duration: 0.35),
      travel: width / 2)
  }
}

/// The container's slide, plus a stripe along the content's top edge that it adds to the
/// container for each switch and, unless `tidy`, never removes (`tidy`: removed in
/// `animationEnded`, as UIKit's tab animators do).
@MainActor
final class StripedTabSlide: AnimatedTransitioning {
  let slide: ContainerSlideTransition
  let tidy: Bool
  let stripe = View()
  init(forward: Bool, tidy: Bool = false) {
    slide = ContainerSlideTransition(forward: forward)
    self.tidy = tidy
    stripe.name = "stripe"
    stripe.backgroundColor = .black
  }

  func transitionDuration(using context: any TransitionContext) -> Double {
    slide.transitionDuration(using: context)
  }
  func interruptibleAnimator(using context: any TransitionContext) throws -> TransitionAnimator {
    let bounds = context.containerView.bounds
    stripe.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 4)
    _ = context.containerView.addSubview(stripe)
    return try slide.interruptibleAnimator(using: context)
  }
  func animationEnded(_ transitionCompleted: Bool) {
    if tidy { stripe.removeFromSuperview() }
  }
}
