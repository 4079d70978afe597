public import Motion
public import Stage

/// How a ``ModalSheetTransition`` may be dismissed by a finger (seed 001's dismissal types).
public enum ModalDismissal: String, Sendable, Hashable, CaseIterable {
  /// Only code (a button) dismisses; drags do nothing.
  case none
  /// A quick swipe down on the card, decided by the release policy.
  case standard
  /// A deliberate drag: a decoration ("release to close") grows with the drag, a selection
  /// haptic marks each crossing of the threshold, and release finishes iff the drag reached
  /// the threshold, whatever its speed.
  case input
}

/// Seed 001's modal card: a card at (16, 56, W − 32, `height`) that slides up from below the
/// screen (y = H → 56) on a 0.5 s spring of damping ratio 1, over a black `dimming` view
/// whose alpha follows alongside (0 → 0.3). The presenter's view stays.
///
/// Dismissal by finger per ``ModalDismissal``: with `.standard` a downward pan on the card
/// dismisses; travel d = H − 56 and progress = translation / d; dragging up past the start
/// rubber-bands, and a drag that starts upwards stretches the card's top edge up
/// (rubber-banded) and springs it back on release, with no transition; dimming alpha =
/// 0.3 · (1 − progress); release by the policy (default ``ReleasePolicy/projected``, or
/// ``ReleasePolicy/fastOrPastHalfway``); finish and cancel are springs of damping ratio 0.8
/// carrying the release velocity, and the card can be grabbed again while it springs,
/// continuing from where it is.
///
/// ```swift
/// try home.present(detail, transition: .modalSheet(dismissal: .input, threshold: 160))
/// ```
@MainActor
public final class ModalSheetTransition: ModalTransition, ReducedMotionTiming,
  ReleasePolicyProviding
{
  /// The card's distance from the top of the screen when presented, in points.
  public static let topInset = 56.0
  /// The card's distance from each side, in points.
  public static let sideInset = 16.0
  /// The dimming view's alpha when presented.
  public static let dimmingAlpha = 0.3
  /// The non-interactive duration, in seconds: a spring of damping ratio 1 settled (within
  /// half a point) after this time.
  public static let duration = 0.5

  /// What the card was made from, every value in its range.
  public let configuration: Configuration
  /// The configuration's policy; with `.input` dismissal, a ``ReleasePolicy/Rule/distance(_:)``
  /// of ``Configuration/threshold`` instead.
  public let releasePolicy: ReleasePolicy
  /// The black view behind the card.
  public let dimmingView = View()
  /// For `.input`: the "release to close" view that grows with the drag.
  public let decorationView = View()

  private var thresholdCrossed = false

  /// A card made from `configuration` (default: ``Configuration/init()``), its numbers
  /// clamped into their ranges.
  public init(_ configuration: Configuration = Configuration()) {
    let configuration = configuration.clamped()
    self.configuration = configuration
    releasePolicy =
      configuration.dismissal == .input
      ? ReleasePolicy(.distance(configuration.threshold)) : configuration.releasePolicy
    DimmedPresentation.prepare(dimmingView)
    decorationView.name = "decoration"
    decorationView.text = "release to close"
    decorationView.backgroundColor = Color(hex: 0xE5E5EA)
    decorationView.cornerRadius = 18
    decorationView.alpha = 0
    decorationView.isUserInteractionEnabled = false
  }

  public var presentationStyle: ModalPresentationStyle { .custom }

  public var supportingViews: [(role: ViewRole, view: View)] {
    configuration.dismissal == .input
      ? [(.dimming, dimmingView), (.decoration, decorationView)] : [(.dimming, dimmingView)]
  }

  public func frameOfPresentedView(inContainerBounds bounds: Rect) -> Rect {
    Rect(
      x: Self.sideInset, y: Self.topInset, width: max(bounds.width - 2 * Self.sideInset, 1),
      height: configuration.height)
  }

  public func progressAxis(for operation: TransitionOperation) -> Vector {
    .rising(for: operation)
  }

  public func makeDismissalInteraction(
    on presented: ViewController, host: any PanInteractionHost
  ) -> PanInteraction? {
    guard configuration.dismissal != .none else { return nil }
    let interaction = makePan(on: presented.view, .dismiss, host: host)
    interaction.stretchesAgainstStartAxis = true  // pulled up, the card stretches
    return interaction
  }

  public func containerViewDidLayoutSubviews(_ container: View) {
    dimmingView.frame = container.bounds
    decorationView.center.x = container.bounds.width / 2
  }

  /// The distance in points that takes progress from 0 to 1: H − 56.
  public func travel(in bounds: Rect) -> Double { max(bounds.height - Self.topInset, 1) }

  public var motionDuration: Double { Self.duration }

  /// When the sheet has gone (a completed dismissal, a cancelled presentation), the dimming
  /// and decoration views leave the container with it.
  public func transitionDidEnd(_ context: any TransitionContext, completed: Bool) {
    guard (context.operation == .dismiss) == completed else { return }
    dimmingView.removeFromSuperview()
    decorationView.removeFromSuperview()
  }

  public func transitionWillBegin(_ context: any TransitionContext) {
    let container = context.containerView
    let coordinator = context.transitionCoordinator
    if context.operation == .present {
      dimmingView.frame = container.bounds
      dimmingView.alpha = 0
      container.insertSubview(dimmingView, at: 0)
      if configuration.dismissal == .input {
        let width = 180.0
        decorationView.frame = Rect(
          x: (container.bounds.width - width) / 2, y: 10, width: width, height: 36)
        decorationView.alpha = 0
        decorationView.transform = Transform(scale: 0.5)
        container.insertSubview(decorationView, aboveSubview: dimmingView)
      }
      coordinator.animate(alongsideTransition: { [dimmingView] _ in
        dimmingView.alpha = Self.dimmingAlpha
      })
      return
    }
    coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 })
    guard configuration.dismissal == .input else { return }
    thresholdCrossed = false
    let travel = travel(in: container.bounds)
    coordinator.observeProgress { [weak self] coordinator in
      self?.showDecoration(progress: coordinator.percentComplete, travel: travel, coordinator)
    }
  }

  /// The decoration grows with translation / threshold; each crossing of the threshold under
  /// the finger fires one selection haptic.
  private func showDecoration(
    progress: Double, travel: Double, _ coordinator: TransitionCoordinator
  ) {
    let ratio = min(max(progress * travel / configuration.threshold, 0), 1)
    decorationView.alpha = ratio
    decorationView.transform = Transform(scale: 0.5 + 0.5 * ratio)
    let crossed = progress * travel >= configuration.threshold
    if crossed != thresholdCrossed {
      thresholdCrossed = crossed
      if coordinator.isInteractive { coordinator.context?.window.impact(.selection) }
    }
  }

  public func interruptibleAnimator(
    using context: any TransitionContext
  ) throws -> TransitionAnimator {
    let (presenting, card, bounds) = try context.modalRun()
    let shown = frameOfPresentedView(inContainerBounds: bounds)
    var below = shown
    below.origin.y = bounds.height
    if context.crossFades {
      return try ReducedMotion.crossFade(card, at: shown, appearing: presenting, context: context)
    }
    let travel = travel(in: bounds)
    card.alpha = 1
    if presenting { card.frame = below }
    let target = presenting ? shown : below
    return try .settling(in: Self.duration, travel: travel, context: context) {
      card.frame = target
    }
  }
}
