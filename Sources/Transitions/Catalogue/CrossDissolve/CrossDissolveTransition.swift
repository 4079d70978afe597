public import Motion
public import Stage

/// The cross-dissolve: the presented screen fades in over the presenter, where it stays, and
/// fades out again; nothing moves (UIKit's `UIModalTransitionStyle.crossDissolve`: "the
/// current view fades out while the new view fades in at the same time"; Transmission's
/// `.crossDissolve`, the strongest maintained peer's, with its default identity transform).
///
/// - **Present**: the screen (the container's bounds) goes from alpha 0 to 1 on a spring of
///   damping ratio 1 settled after ``Configuration/duration`` (default 0.35 s, Transmission's
///   default transition duration, `ViewControllerTransition.swift`: `defaultDuration: 0.35`;
///   Apple's page for `.crossDissolve` gives no number). The presenter stays on screen behind
///   it and gets no appearance calls (a custom presentation that keeps the presenter's view,
///   as Transmission's `InteractivePresentationController` does).
/// - **Dismiss**: the reverse. A drag on the screen in any direction fades it by its distance
///   from where the finger went down: progress = distance / ``travel(in:)``, half the window's
///   shorter side (195 pt on a 390 × 844 phone). Half the shorter side is the longest distance
///   a finger near the middle of the screen has room for in every direction; Transmission's
///   fade is dismissed only downwards, over the screen's whole height (844 pt), far too long
///   for a drag sideways. The release policy decides from the velocity away from where the
///   finger went down, and the finish and cancel springs carry it; a finger catches the fade at
///   any moment and drags it on from there.
/// - Under Reduce Motion a button's present or dismiss is the catalogue's 0.3 s linear
///   cross-fade (already no movement).
///
/// ```swift
/// try home.present(photo, transition: .crossDissolve())
/// ```
@MainActor
public final class CrossDissolveTransition: ModalTransition, ReducedMotionTiming,
  ReleasePolicyProviding
{
  /// What the cross-dissolve was made from, every value in its range.
  public let configuration: Configuration
  public var releasePolicy: ReleasePolicy { configuration.releasePolicy }

  /// A cross-dissolve made from `configuration` (default: ``Configuration/init()``), its
  /// numbers clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration.clamped()
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  /// Nominal axes (a drag goes any way; the pan measures along the finger's own direction,
  /// ``PanInteraction/followsAnyDirection``): down dismisses, up presents.
  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .rising(for: operation)
  }

  /// The drag distance in points that takes progress from 0 to 1: half the shorter side of
  /// `bounds` (at least 1).
  public func travel(in bounds: Rect) -> Double {
    max(min(bounds.width, bounds.height) / 2, 1)
  }

  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    let pan = makePan(on: presented.view, .dismiss, host: host)
    pan.followsAnyDirection = true
    return pan
  }

  public var motionDuration: Double { configuration.duration }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, screen, bounds) = try context.modalRun()
    let shown = frameOfPresentedView(inContainerBounds: bounds)
    if context.crossFades {
      return try ReducedMotion.crossFade(screen, at: shown, appearing: presenting, context: context)
    }
    let travel = travel(in: bounds)
    screen.frame = shown
    screen.transform = .identity
    if presenting { screen.alpha = 0 }
    return try .settling(in: configuration.duration, travel: travel, context: context) {
      screen.alpha = presenting ? 1 : 0
    }
  }
}
